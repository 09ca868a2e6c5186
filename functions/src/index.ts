import { onRequest } from 'firebase-functions/v2/https';
import { PROVIDER_BOOKING_STATUSES } from '@meramot/domain/booking-status';

export const api = onRequest({ region: 'us-central1' }, (req, res) => {
  res.json({ ok: true, path: req.path, statuses: PROVIDER_BOOKING_STATUSES });
});
