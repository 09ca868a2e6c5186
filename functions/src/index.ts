/**
 * The functions Meramot deploys: the HTTPS function `api` (the Express app of app.ts), two
 * booking triggers, the listings' search-index trigger and the bill trigger.
 */
import { API_OPTIONS } from './options';
import { onRequest } from 'firebase-functions/v2/https';
import { app } from './app';

export const api = onRequest(API_OPTIONS, app);
export { bookingContact } from './triggers/booking-contact';
export { notifyBookingWritten } from './triggers/notifications';
export { indexServiceSearchTerms } from './triggers/service-search-index';
export { billWritten } from './triggers/bill';
