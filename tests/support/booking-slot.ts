/** Booking slots for the API suites: bookings are refused for a window already started. */
import { dhakaDateOf, windowStart } from '@meramot/domain/booking-time';
import type { TimeWindow } from '@meramot/domain/booking-time';

const DAY_MS = 86_400_000;

/** The sDate of `window` on the Dhaka date `days` days from now (tomorrow evening by default). */
export function slotStartIn(days = 1, window: TimeWindow = 'evening'): string {
  return windowStart(dhakaDateOf(Date.now() + days * DAY_MS), window);
}
