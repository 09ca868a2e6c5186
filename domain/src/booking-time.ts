/**
 * When a job happens: a Dhaka calendar date and one of three time windows, from today (a window
 * not yet started) up to BOOKING_HORIZON_DAYS ahead. Bangladesh keeps UTC+6 all year (no daylight
 * saving), so Dhaka dates are computed by offset, whatever the device's time zone.
 * `sDate` keeps its ISO date-time meaning for REST clients: the instant the window starts.
 */

export const DHAKA_UTC_OFFSET_HOURS = 6;
export const BOOKING_HORIZON_DAYS = 60;

export const TIME_WINDOWS = ['morning', 'afternoon', 'evening'] as const;
export type TimeWindow = (typeof TIME_WINDOWS)[number];

/** Dhaka hours each window spans: morning 8–12, afternoon 12–4, evening 4–8. */
export const TIME_WINDOW_HOURS: Record<TimeWindow, { start: number; end: number }> = {
  morning: { start: 8, end: 12 },
  afternoon: { start: 12, end: 16 },
  evening: { start: 16, end: 20 },
};

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isTimeWindow(value: unknown): value is TimeWindow {
  return (TIME_WINDOWS as readonly unknown[]).includes(value);
}

/** The Dhaka calendar date (yyyy-mm-dd) of an instant. */
export function dhakaDateOf(instantMs: number): string {
  return new Date(instantMs + DHAKA_UTC_OFFSET_HOURS * HOUR_MS).toISOString().slice(0, 10);
}

/** Midnight UTC of a yyyy-mm-dd date, or null for anything that is not a real date. */
function utcMidnight(date: string): number | null {
  const match = ISO_DATE.exec(date);
  if (!match) return null;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  // Date.UTC rolls 2026-02-30 over to March: a real date reads back the same.
  return new Date(ms).toISOString().slice(0, 10) === date ? ms : null;
}

/** The instant a window starts on a Dhaka date, as the ISO date-time stored in `sDate`. */
export function windowStart(date: string, window: TimeWindow): string {
  const midnight = utcMidnight(date);
  if (midnight === null) throw new RangeError(`Not a date: ${date}`);
  const hours = TIME_WINDOW_HOURS[window].start - DHAKA_UTC_OFFSET_HOURS;
  return new Date(midnight + hours * HOUR_MS).toISOString();
}

/** The Dhaka dates a customer may pick on `now`: today up to BOOKING_HORIZON_DAYS ahead. */
export function bookableDateRange(nowMs: number): { first: string; last: string } {
  return {
    first: dhakaDateOf(nowMs),
    last: dhakaDateOf(nowMs + BOOKING_HORIZON_DAYS * DAY_MS),
  };
}

export type SlotCheck = { ok: true; sDate: string } | { ok: false; reason: string };

/**
 * Whether a date and window can be booked at `now`: a real date, a window that has not started
 * yet, and no further than BOOKING_HORIZON_DAYS ahead (Dhaka dates).
 */
export function checkBookingSlot(date: string, window: unknown, nowMs: number): SlotCheck {
  if (utcMidnight(date) === null) return { ok: false, reason: 'Service date must be a valid date' };
  if (!isTimeWindow(window)) {
    return { ok: false, reason: `Time window must be one of ${TIME_WINDOWS.join(', ')}` };
  }
  const { last } = bookableDateRange(nowMs);
  const sDate = windowStart(date, window);
  if (Date.parse(sDate) <= nowMs) {
    return { ok: false, reason: 'That time has already started: pick a later window or date' };
  }
  if (date > last) {
    return {
      ok: false,
      reason: `Bookings can be made at most ${BOOKING_HORIZON_DAYS} days ahead`,
    };
  }
  return { ok: true, sDate };
}
