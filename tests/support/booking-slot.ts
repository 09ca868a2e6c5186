/** Booking slots for the API suites: bookings are refused for a window already started. */
import { dhakaDateOf, windowStart } from '@meramot/domain/booking-time';
import type { TimeWindow } from '@meramot/domain/booking-time';

const DAY_MS = 86_400_000;

/** The sDate of `window` on the Dhaka date `days` days from now (tomorrow evening by default). */
export function slotStartIn(days = 1, window: TimeWindow = 'evening'): string {
  return windowStart(dhakaDateOf(Date.now() + days * DAY_MS), window);
}

let eveningsGiven = 0;

/**
 * An evening of its own for each booking a suite makes: a customer holds at most
 * MAX_PLACES_PER_CUSTOMER_PER_WINDOW places in a window, and the seed's bookings hold some
 * already (farhana's plumbing with nasrin tomorrow evening). Days 10 to 39, whose evenings every
 * seed provider works; each suite seeds afresh, so a count per suite is enough.
 */
export function freshEvening(): string {
  const days = 10 + (eveningsGiven % 30);
  eveningsGiven += 1;
  return slotStartIn(days, 'evening');
}
