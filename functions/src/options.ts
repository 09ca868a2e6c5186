/**
 * Where every function runs and how far it may scale. Imported first by index.ts, so the global
 * options are set before any function is declared.
 */
import { setGlobalOptions } from 'firebase-functions/v2';
import type { HttpsOptions } from 'firebase-functions/v2/https';
import type { DocumentOptions } from 'firebase-functions/v2/firestore';
import type { ScheduleOptions } from 'firebase-functions/v2/scheduler';
import { REGION } from './deploy-target';

setGlobalOptions({
  region: REGION,
  // A default for anything declared without its own limits: no function scales without bound.
  maxInstances: 10,
});

/** The `api` function: every REST path and every public page's data. */
export const API_OPTIONS = {
  // Express and the Admin SDK plus a search sorting up to 240 documents fit with room to spare.
  memory: '512MiB',
  // Serving more than one request per instance needs a whole CPU.
  cpu: 1,
  // Requests wait on Firestore, not the CPU: one instance serves many at once.
  concurrency: 40,
  // Firestore work has a 10 s deadline (deadline.ts); the rest covers a cold start.
  timeoutSeconds: 30,
  // At most 20 × 40 = 800 requests at once: a spike or a client loop costs a bounded bill.
  maxInstances: 20,
  // The SPA calls /api on its own origin; no CORS headers (the emulator would reflect any origin).
  cors: false,
} as const satisfies HttpsOptions;

/** The booking triggers: one small write per booking event, at the pace people book. */
export const BOOKING_TRIGGER_OPTIONS = {
  document: 'bookings/{bookingId}',
  // One document read and one batch of writes: the smallest instance is enough.
  memory: '256MiB',
  // A trigger that has not finished its few writes in a minute is stuck, not slow.
  timeoutSeconds: 60,
  // Bookings arrive at human pace; 10 instances bound a runaway write loop.
  maxInstances: 10,
  // A failed attempt is delivered again (triggers/delivery.ts: idempotent, bounded in age).
  retry: true,
} as const satisfies DocumentOptions<'bookings/{bookingId}'>;

/** The search-index trigger: one small write per listing created or edited, at providers' pace. */
export const SERVICE_TRIGGER_OPTIONS = {
  document: 'services/{serviceId}',
  memory: '256MiB',
  timeoutSeconds: 60,
  // Listings change at human pace; 10 instances bound a runaway write loop.
  maxInstances: 10,
  retry: true,
} as const satisfies DocumentOptions<'services/{serviceId}'>;
/** The bill trigger (issue 20): notifications of each step, and the ledger entry of a payment. */
export const BILL_TRIGGER_OPTIONS = {
  document: 'bills/{bookingId}',
  // A booking read, one transaction of five small writes and a batch: the smallest instance.
  memory: '256MiB',
  timeoutSeconds: 60,
  // Bills change at the pace jobs finish; 10 instances bound a runaway write loop.
  maxInstances: 10,
  // A payment lost to a transient failure would leave the ledger short for good.
  retry: true,
} as const satisfies DocumentOptions<'bills/{bookingId}'>;

/** The daily reconciliation (reconciliation.ts): pages through the books and the listings. */
export const RECONCILIATION_OPTIONS = {
  // 03:00 in Dhaka: the quietest hour, and a whole Dhaka day of payments behind it.
  schedule: '0 3 * * *',
  timeZone: 'Asia/Dhaka',
  // Up to 10,000 documents a part held in memory while the ledger is summed.
  memory: '512MiB',
  // Each part reads at most 50 pages; nine minutes is the most a scheduled function may run.
  timeoutSeconds: 540,
  // One run at a time: two would repair the same documents (harmlessly, but twice the reads).
  maxInstances: 1,
  // A run that fails (a transient error) is tried again; every repair reads before it writes.
  retryCount: 2,
} as const satisfies ScheduleOptions;
