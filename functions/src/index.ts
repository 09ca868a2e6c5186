/** The one HTTPS function `api`: the Express app of app.ts. */
import { onRequest } from 'firebase-functions/v2/https';
import { app } from './app';

// No cross-origin client: the SPA calls /api on its own origin through the hosting rewrite.
// cors: false keeps firebase-functions (and the emulator, which otherwise reflects every
// origin) from adding CORS headers.
export const api = onRequest({ region: 'us-central1', cors: false }, app);
export { bookingContact } from './triggers/booking-contact';
export { notifyBookingWritten } from './triggers/notifications';
