/**
 * The functions Meramot deploys: the HTTPS function `api` (the Express app of app.ts), two
 * booking triggers, the listings' search-index trigger, the bill trigger and the daily
 * reconciliation.
 */
import { API_OPTIONS, RECONCILIATION_OPTIONS } from './options';
import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { app } from './app';
import { db } from './firebase';
import { reconcile } from './reconciliation';

export const api = onRequest(API_OPTIONS, app);
export const reconcileDaily = onSchedule(RECONCILIATION_OPTIONS, async () => {
  const report = await reconcile(db());
  logger.info('reconciliation', report);
});
export { bookingContact } from './triggers/booking-contact';
export { notifyBookingWritten } from './triggers/notifications';
export { indexServiceSearchTerms } from './triggers/service-search-index';
export { billWritten } from './triggers/bill';
