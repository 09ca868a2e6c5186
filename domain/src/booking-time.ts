/**
 * When a job happens: a Dhaka calendar date and one of three time windows, from today (a window
 * not yet started) up to BOOKING_HORIZON_DAYS ahead. Bangladesh keeps UTC+6 all year (no daylight
 * saving), so Dhaka dates are computed by offset, whatever the device's time zone.
 * `sDate` keeps its ISO date-time meaning for REST clients: the instant the window starts.
 */
import { refusal } from './refusal';
import type { Refusal } from './refusal';

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
  // setUTCFullYear, not Date.UTC: Date.UTC reads the years 0 to 99 as 1900 to 1999, so
  // 0000-02-01 read back as 1900 and a date the API had accepted as ISO was thrown on (500).
  const ms = new Date(0).setUTCFullYear(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  // It rolls 2026-02-30 over to March: a real date reads back the same.
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

/**
 * The Dhaka dates a customer can pick on `now`, in order: today (while one of its windows has
 * not started) up to BOOKING_HORIZON_DAYS ahead.
 */
export function bookableDates(nowMs: number): string[] {
  const { first, last } = bookableDateRange(nowMs);
  const dates: string[] = [];
  for (let ms = utcMidnight(first) ?? 0; ; ms += DAY_MS) {
    const date = new Date(ms).toISOString().slice(0, 10);
    if (date > last) break;
    const open = TIME_WINDOWS.some((window) => Date.parse(windowStart(date, window)) > nowMs);
    if (open) dates.push(date);
  }
  return dates;
}

/** A Dhaka date as a person reads it, day first: 'Tue, 24 Nov 2026', 'মঙ্গল, ২৪ নভে, ২০২৬'. */
export function dayLabel(date: string, locale = 'en-GB'): string {
  const midnight = utcMidnight(date);
  if (midnight === null) return date;
  return new Date(midnight).toLocaleDateString(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export type SlotCheck = { ok: true; sDate: string } | { ok: false; refusal: Refusal };

/**
 * Whether a date and window can be booked at `now`: a real date, a window that has not started
 * yet, and no further than BOOKING_HORIZON_DAYS ahead (Dhaka dates).
 */
export function checkBookingSlot(date: string, window: unknown, nowMs: number): SlotCheck {
  if (utcMidnight(date) === null) {
    return { ok: false, refusal: refusal('invalidDate', { field: 'serviceDate' }) };
  }
  if (!isTimeWindow(window)) {
    return { ok: false, refusal: refusal('timeWindowOneOf', { list: TIME_WINDOWS.join(', ') }) };
  }
  const { last } = bookableDateRange(nowMs);
  const sDate = windowStart(date, window);
  if (Date.parse(sDate) <= nowMs) {
    return { ok: false, refusal: refusal('slotStarted') };
  }
  if (date > last) {
    return { ok: false, refusal: refusal('slotTooFar', { days: BOOKING_HORIZON_DAYS }) };
  }
  return { ok: true, sDate };
}

/** The Dhaka date and window an instant starts, or null when it is no window's start. */
export function slotOfStart(sDate: string): { date: string; window: TimeWindow } | null {
  const instant = Date.parse(sDate);
  if (!Number.isFinite(instant)) return null;
  const date = dhakaDateOf(instant);
  const window = TIME_WINDOWS.find((each) => Date.parse(windowStart(date, each)) === instant);
  return window ? { date, window } : null;
}

export type RequestedSlot =
  { ok: true; sDate: string; timeWindow: TimeWindow } | { ok: false; refusal: Refusal };

/**
 * The slot a REST client asks for, either way it may say it: `sDate`, the ISO instant a window
 * starts (any zone), or a Dhaka `date` and a `timeWindow`; checked at `now` (checkBookingSlot).
 */
export function requestedSlot(
  request: { sDate?: string; date?: string; timeWindow?: unknown },
  nowMs: number,
): RequestedSlot {
  let date = request.date;
  let window = request.timeWindow;
  if (request.sDate !== undefined && request.sDate !== '') {
    const slot = slotOfStart(request.sDate);
    if (!slot) return { ok: false, refusal: refusal('windowStart') };
    if (
      (date !== undefined && date !== slot.date) ||
      (window !== undefined && window !== slot.window)
    ) {
      return { ok: false, refusal: refusal('sDateMismatch') };
    }
    ({ date, window } = slot);
  }
  if (date === undefined) return { ok: false, refusal: refusal('serviceDateRequired') };
  if (window === undefined) return { ok: false, refusal: refusal('timeWindowRequired') };
  const check = checkBookingSlot(date, window, nowMs);
  return check.ok ? { ok: true, sDate: check.sDate, timeWindow: window as TimeWindow } : check;
}

/** How the screens name a window: 'Evening (4–8 pm)'. */
export const TIME_WINDOW_LABELS: Record<TimeWindow, string> = {
  morning: 'Morning (8 am–12 pm)',
  afternoon: 'Afternoon (12–4 pm)',
  evening: 'Evening (4–8 pm)',
};

/**
 * A booking's slot as the screens show it: 'Tue, 24 Nov 2026, Evening (4–8 pm)' in English; the
 * screens pass the reader's date locale and window names ('মঙ্গল, ২৪ নভে, ২০২৬, সন্ধ্যা …').
 */
export function slotLabel(
  sDate: string,
  window?: TimeWindow,
  locale = 'en-GB',
  windowLabels: Record<TimeWindow, string> = TIME_WINDOW_LABELS,
): string {
  const instant = Date.parse(sDate);
  if (!Number.isFinite(instant)) return sDate;
  const day = new Date(instant + DHAKA_UTC_OFFSET_HOURS * HOUR_MS).toLocaleDateString(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const shown = window ?? slotOfStart(sDate)?.window;
  return shown ? `${day}, ${windowLabels[shown]}` : day;
}
