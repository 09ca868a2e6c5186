/**
 * A provider's availability (issue 21): a weekly schedule (for each weekday, the windows worked
 * and how many jobs each takes), days off, and one counter document per provider, Dhaka date and
 * window counting the places taken (a count only: who booked when is the parties' alone, see
 * docs/window-places.md), with each customer's places in it and the booking that last moved it. What a schedule edit, a booking and a cancel
 * or decline write is decided here (planScheduleEdit, planTakePlace, planGiveBack); the API and
 * the web app write those plans in one transaction with the booking, and firestore.rules (the
 * `schedules` block) checks the same bounds with getAfter.
 *
 * A provider without a schedule document works every window at DEFAULT_WINDOW_CAPACITY (a solo
 * worker takes one job a window) until their first save.
 */
import {
  BOOKING_HORIZON_DAYS,
  TIME_WINDOWS,
  dhakaDateOf,
  isTimeWindow,
  windowStart,
} from './booking-time';
import type { TimeWindow } from './booking-time';
import { FIELD_LIMITS } from './constants';
import { isIsoDate, isWellFormedText } from './formats';
import { refusal } from './refusal';
import type { Refusal, RefusalCode } from './refusal';

/** Monday first, as `dayOfWeek()` of the rules counts 1 (Monday) to 7 (screens: WEEK_FROM_SATURDAY). */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The weekdays as a Bangladeshi week runs, from Saturday to Friday: the order screens list them. */
export const WEEK_FROM_SATURDAY: readonly Weekday[] = [
  'sat',
  'sun',
  'mon',
  'tue',
  'wed',
  'thu',
  'fri',
];

/** Jobs a worked window takes when the provider says nothing else. */
export const DEFAULT_WINDOW_CAPACITY = 1;
/** The most jobs one window may take: a small team, never an unbounded counter. */
export const MAX_WINDOW_CAPACITY = 5;
/** Places one customer may hold in one window of a provider: nobody books a whole window. */
export const MAX_PLACES_PER_CUSTOMER_PER_WINDOW = 1;
/**
 * Day-off ranges a schedule may hold at once: the rules check each one, written out without a
 * loop, within their 1000 expressions a request (8 went past it on the emulator).
 */
export const MAX_DAYS_OFF = 6;
/** A day off ends at most this many days ahead. */
export const DAY_OFF_MAX_DAYS_AHEAD = 365;
/** The dates GET /availability answers at most, and the booking dialog shows. */
export const AVAILABILITY_MAX_DAYS = BOOKING_HORIZON_DAYS + 1;
/** Counter documents one availability read may return: every window of every date. */
export const AVAILABILITY_READ_LIMIT = AVAILABILITY_MAX_DAYS * TIME_WINDOWS.length;

/** The windows a weekday is worked, each with its capacity; a window left out is closed. */
export type DaySchedule = Partial<Record<TimeWindow, number>>;
export type WeekSchedule = Record<Weekday, DaySchedule>;

/** A day off (or holiday) from `start` to `end`, both Dhaka dates, inclusive. */
export interface DayOff {
  start: string;
  end: string;
  /** Shown to customers beside the closed dates; '' for none. */
  note: string;
}

/** What a provider edits: the body of the schedule screen and of PUT /schedule. */
export interface ScheduleInput {
  week: WeekSchedule;
  daysOff: DayOff[];
}

/** schedules/{providerUid}. */
export interface ScheduleDoc<T = unknown> extends ScheduleInput {
  updatedAt: T;
}

/**
 * schedules/{providerUid}/windows/{date}_{window}: how many places of one window are taken. Any
 * signed-in account reads it (the booking dialog), so it names no booking.
 */
export interface WindowPlacesDoc<T = unknown> {
  date: string;
  window: TimeWindow;
  taken: number;
  updatedAt: T;
}

/**
 * schedules/{providerUid}/windowMoves/{date}_{window}: the booking whose write moved the counter
 * of the same id, written with it (the rules demand that this booking is created, cancelled or
 * declined in the same request). Nobody reads it.
 */
export interface WindowMoveDoc<T = unknown> {
  lastBookingId: string;
  updatedAt: T;
}

/**
 * schedules/{providerUid}/windows/{date}_{window}/holders/{customerUid}: the bookings of one
 * customer holding a place in the window (at most MAX_PLACES_PER_CUSTOMER_PER_WINDOW), read by
 * that customer and the provider only. A booking holds a place exactly when it is listed here.
 */
export interface WindowHolderDoc<T = unknown> {
  bookingIds: string[];
  lastBookingId: string;
  updatedAt: T;
}

/** Every window of every weekday at the default capacity: the schedule screen's first draft. */
export function defaultWeek(): WeekSchedule {
  const day = (): DaySchedule =>
    Object.fromEntries(TIME_WINDOWS.map((window) => [window, DEFAULT_WINDOW_CAPACITY]));
  return Object.fromEntries(WEEKDAYS.map((weekday) => [weekday, day()])) as WeekSchedule;
}

const DAY_MS = 86_400_000;

/** The weekday of a Dhaka date (yyyy-mm-dd). */
export function weekdayOf(date: string): Weekday {
  const sundayFirst = new Date(`${date}T00:00:00Z`).getUTCDay();
  return WEEKDAYS[(sundayFirst + 6) % 7] as Weekday;
}

/** The Dhaka date `days` after `date`. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The id of a window's counter document. */
export function windowPlacesId(date: string, window: TimeWindow): string {
  return `${date}_${window}`;
}

/** The counter document's path. */
export function windowPlacesPath(providerUid: string, date: string, window: TimeWindow): string {
  return `schedules/${providerUid}/windows/${windowPlacesId(date, window)}`;
}

/** The path of the counter's move (WindowMoveDoc) of the window `placeId`. */
export function windowMovePath(providerUid: string, placeId: string): string {
  return `schedules/${providerUid}/windowMoves/${placeId}`;
}

/** The path of a customer's places (WindowHolderDoc) in the window `placeId`. */
export function windowHolderPath(
  providerUid: string,
  placeId: string,
  customerUid: string,
): string {
  return `schedules/${providerUid}/windows/${placeId}/holders/${customerUid}`;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; refusal: Refusal };

const refused = (...why: Parameters<typeof refusal>) => ({
  ok: false as const,
  refusal: refusal(...why),
});

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function checkWeek(week: unknown): Checked<WeekSchedule> {
  if (!isPlainObject(week)) return refused('weekNotObject');
  const unknownDay = Object.keys(week).find(
    (key) => !(WEEKDAYS as readonly string[]).includes(key),
  );
  if (unknownDay !== undefined) {
    return refused('unknownWeekday', { day: unknownDay, list: WEEKDAYS.join(', ') });
  }
  const checked = {} as WeekSchedule;
  for (const weekday of WEEKDAYS) {
    const day = week[weekday] ?? {};
    if (!isPlainObject(day)) {
      return refused('weekdayNotObject', { weekday });
    }
    const windows: DaySchedule = {};
    for (const [window, capacity] of Object.entries(day)) {
      if (!isTimeWindow(window)) {
        return refused('unknownWindow', { window, list: TIME_WINDOWS.join(', ') });
      }
      if (
        !Number.isInteger(capacity) ||
        (capacity as number) < 1 ||
        (capacity as number) > MAX_WINDOW_CAPACITY
      ) {
        return refused('capacityRange', {
          max: MAX_WINDOW_CAPACITY,
          at: `week.${weekday}.${window}`,
        });
      }
      windows[window] = capacity as number;
    }
    checked[weekday] = windows;
  }
  return { ok: true, value: checked };
}

function checkDayOff(entry: unknown, index: number, today: string): Checked<DayOff | null> {
  const where = `daysOff[${index}]`;
  if (!isPlainObject(entry)) return refused('paramNotObject', { name: where });
  const extra = Object.keys(entry).find((key) => !['start', 'end', 'note'].includes(key));
  if (extra !== undefined) return refused('paramUnknownField', { name: where, field: extra });
  const { start, end } = entry;
  const note = entry.note ?? '';
  if (typeof start !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(start) || !isIsoDate(start)) {
    return refused('paramDate', { name: `${where}.start` });
  }
  if (typeof end !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(end) || !isIsoDate(end)) {
    return refused('paramDate', { name: `${where}.end` });
  }
  if (end < start) return refused('dayOffOrder');
  if (end > addDays(today, DAY_OFF_MAX_DAYS_AHEAD))
    return refused('dayOffAhead', { days: DAY_OFF_MAX_DAYS_AHEAD });
  if (typeof note !== 'string' || note.length > FIELD_LIMITS.dayOffNote) {
    return {
      ok: false,
      refusal: refusal('paramTextTooLong', { name: `${where}.note`, max: FIELD_LIMITS.dayOffNote }),
    };
  }
  if (!isWellFormedText(note)) return refused('textNotWellFormed', { name: `${where}.note` });
  // A range already over is dropped rather than refused: a schedule saved last month holds one.
  if (end < today) return { ok: true, value: null };
  return { ok: true, value: { start, end, note: note.trim() } };
}

/**
 * A schedule as a provider sends it, checked at `now`: known weekdays and windows, capacities
 * from 1 to MAX_WINDOW_CAPACITY (a closed window is left out), at most MAX_DAYS_OFF days off,
 * each ending on or after its start and within DAY_OFF_MAX_DAYS_AHEAD days, in the order of their
 * ends; ranges already over are dropped. A weekday left out is not worked.
 */
export function checkScheduleInput(input: unknown, nowMs: number): Checked<ScheduleInput> {
  if (!isPlainObject(input)) return refused('scheduleNotObject');
  const extra = Object.keys(input).find((key) => !['week', 'daysOff'].includes(key));
  if (extra !== undefined) return refused('scheduleUnknownField', { field: extra });
  const week = checkWeek(input.week);
  if (!week.ok) return week;
  const daysOff = input.daysOff ?? [];
  if (!Array.isArray(daysOff)) return refused('daysOffList');
  if (daysOff.length > MAX_DAYS_OFF) {
    return refused('daysOffMax', { max: MAX_DAYS_OFF });
  }
  const today = dhakaDateOf(nowMs);
  const kept: DayOff[] = [];
  for (const [index, entry] of daysOff.entries()) {
    const checked = checkDayOff(entry, index, today);
    if (!checked.ok) return checked;
    if (checked.value) kept.push(checked.value);
  }
  // In the order of their ends: the rules then hold only the first and the last against today.
  const key = (range: DayOff) => `${range.end} ${range.start}`;
  kept.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  return { ok: true, value: { week: week.value, daysOff: kept } };
}

export type SchedulePlan =
  { ok: true; path: string; data: ScheduleInput } | { ok: false; refusal: Refusal };

/**
 * A schedule edit: only its provider (by uid) writes schedules/{uid}, and only a valid schedule.
 * Callers add `updatedAt` (the server's time). Existing bookings are never touched: a window
 * whose capacity falls below its bookings shows as over capacity to the provider.
 */
export function planScheduleEdit(
  callerUid: string,
  providerUid: string,
  input: unknown,
  nowMs: number,
): SchedulePlan {
  if (callerUid !== providerUid) return refused('notYourSchedule');
  const checked = checkScheduleInput(input, nowMs);
  if (!checked.ok) return checked;
  return { ok: true, path: `schedules/${providerUid}`, data: checked.value };
}

/** Why a window cannot be booked. */
export const CLOSED_REASONS = ['day-off', 'not-working', 'full'] as const;
export type ClosedReason = (typeof CLOSED_REASONS)[number];
/** Why a window of the availability answer is shut: closed, or already started. */
export const SHUT_REASONS = [...CLOSED_REASONS, 'started'] as const;

/**
 * The places a window has under `schedule`: DEFAULT_WINDOW_CAPACITY without a schedule, 0 on a
 * day off or a window not worked, else the weekday's capacity for the window.
 */
export function capacityOf(
  schedule: ScheduleInput | null | undefined,
  date: string,
  window: TimeWindow,
): { capacity: number; dayOff: DayOff | null } {
  if (!schedule) return { capacity: DEFAULT_WINDOW_CAPACITY, dayOff: null };
  const dayOff = schedule.daysOff.find((range) => range.start <= date && date <= range.end);
  if (dayOff) return { capacity: 0, dayOff };
  return { capacity: schedule.week[weekdayOf(date)]?.[window] ?? 0, dayOff: null };
}

export const WINDOW_CLOSED: Record<ClosedReason, RefusalCode> = {
  'day-off': 'windowDayOff',
  'not-working': 'windowNotWorking',
  full: 'windowFull',
};

/**
 * What a booking's take or give-back writes, together with the booking: the counter, its move
 * naming the booking, and the customer's places (all under the window `id`).
 */
export interface PlaceWrite {
  id: string;
  customerUid: string;
  counter: Omit<WindowPlacesDoc, 'updatedAt'>;
  move: Omit<WindowMoveDoc, 'updatedAt'>;
  holder: Omit<WindowHolderDoc, 'updatedAt'>;
}

export type TakePlacePlan =
  | { ok: true; write: PlaceWrite }
  | { ok: false; reason: ClosedReason; refusal: Refusal }
  | { ok: false; reason: 'held'; refusal: Refusal };

/**
 * A new booking takes one place in its provider's window: refused on a day off, in a window not
 * worked, when the window's places are all taken, or when its customer already holds
 * MAX_PLACES_PER_CUSTOMER_PER_WINDOW of them; otherwise the counter one more and the booking
 * added to the customer's places. Both doors write it with the booking.
 */
export function planTakePlace(
  schedule: ScheduleInput | null | undefined,
  places: Pick<WindowPlacesDoc, 'taken'> | null | undefined,
  holder: Pick<WindowHolderDoc, 'bookingIds'> | null | undefined,
  booking: { id: string; customerUid: string },
  date: string,
  window: TimeWindow,
): TakePlacePlan {
  const { capacity, dayOff } = capacityOf(schedule, date, window);
  const closed = (reason: ClosedReason): TakePlacePlan => ({
    ok: false,
    reason,
    refusal: refusal(WINDOW_CLOSED[reason]),
  });
  if (dayOff) return closed('day-off');
  if (capacity === 0) return closed('not-working');
  const taken = places?.taken ?? 0;
  if (taken >= capacity) return closed('full');
  const held = holder?.bookingIds ?? [];
  if (held.length >= MAX_PLACES_PER_CUSTOMER_PER_WINDOW) {
    return {
      ok: false,
      reason: 'held',
      refusal: refusal('windowPlacesPerCustomer', { max: MAX_PLACES_PER_CUSTOMER_PER_WINDOW }),
    };
  }
  return {
    ok: true,
    write: {
      id: windowPlacesId(date, window),
      customerUid: booking.customerUid,
      counter: { date, window, taken: taken + 1 },
      move: { lastBookingId: booking.id },
      holder: { bookingIds: [...held, booking.id], lastBookingId: booking.id },
    },
  };
}

/**
 * A cancelled or declined booking gives its place back: the counter one less and the booking
 * out of its customer's places, or null when it holds none (a booking made before places were
 * counted).
 */
export function planGiveBack(
  places: Pick<WindowPlacesDoc, 'taken'> | null | undefined,
  holder: Pick<WindowHolderDoc, 'bookingIds'> | null | undefined,
  booking: { id: string; customerUid: string },
  date: string,
  window: TimeWindow,
): PlaceWrite | null {
  if (!places || !holder || !holder.bookingIds.includes(booking.id)) return null;
  return {
    id: windowPlacesId(date, window),
    customerUid: booking.customerUid,
    counter: { date, window, taken: Math.max(0, places.taken - 1) },
    move: { lastBookingId: booking.id },
    holder: {
      bookingIds: holder.bookingIds.filter((id) => id !== booking.id),
      lastBookingId: booking.id,
    },
  };
}

/** Whether a status move gives the booking's place back. */
export function givesPlaceBack(next: string): boolean {
  return next === 'Cancelled' || next === 'Declined';
}

/** One window of one date as the booking dialog and GET /availability show it. */
export interface WindowAvailability {
  window: TimeWindow;
  capacity: number;
  taken: number;
  /** Places left (never below 0). */
  remaining: number;
  open: boolean;
  /** Why it cannot be booked: closed by the schedule, full, or already started. */
  reason?: (typeof SHUT_REASONS)[number];
  /** The day off's note, when the reason is a day off. */
  note?: string;
}

export interface DayAvailability {
  date: string;
  windows: WindowAvailability[];
}

/**
 * Every window of the Dhaka dates `from` to `to` under `schedule` and its counters at `now`:
 * open while it has room and has not started. Reads nothing: callers pass the schedule and the
 * counters of those dates (at most AVAILABILITY_READ_LIMIT documents).
 */
export function availabilityOf(
  schedule: ScheduleInput | null | undefined,
  places: readonly Pick<WindowPlacesDoc, 'date' | 'window' | 'taken'>[],
  from: string,
  to: string,
  nowMs: number,
): DayAvailability[] {
  const taken = new Map(places.map((each) => [windowPlacesId(each.date, each.window), each]));
  const days: DayAvailability[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const windows = TIME_WINDOWS.map((window): WindowAvailability => {
      const { capacity, dayOff } = capacityOf(schedule, date, window);
      const count = taken.get(windowPlacesId(date, window))?.taken ?? 0;
      const remaining = Math.max(0, capacity - count);
      const base = { window, capacity, taken: count, remaining };
      if (Date.parse(windowStart(date, window)) <= nowMs)
        return { ...base, open: false, reason: 'started' };
      if (dayOff) return { ...base, open: false, reason: 'day-off', note: dayOff.note };
      if (capacity === 0) return { ...base, open: false, reason: 'not-working' };
      if (remaining === 0) return { ...base, open: false, reason: 'full' };
      return { ...base, open: true };
    });
    days.push({ date, windows });
  }
  return days;
}

/** The Dhaka dates of an availability request, checked: real dates, in order, at most AVAILABILITY_MAX_DAYS. */
export function checkAvailabilityRange(
  from: string | undefined,
  to: string | undefined,
  nowMs: number,
): Checked<{ from: string; to: string }> {
  const today = dhakaDateOf(nowMs);
  const first = from ?? today;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(first) || !isIsoDate(first)) {
    return refused('paramDate', { name: 'from' });
  }
  const last = to ?? addDays(first, AVAILABILITY_MAX_DAYS - 1);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(last) || !isIsoDate(last)) {
    return refused('paramDate', { name: 'to' });
  }
  if (last < first) return refused('rangeOrder');
  if (last > addDays(first, AVAILABILITY_MAX_DAYS - 1)) {
    return refused('rangeMax', { days: AVAILABILITY_MAX_DAYS });
  }
  return { ok: true, value: { from: first, to: last } };
}

/** Schedules as both doors read them: a missing document is null; a stored one is trusted. */
export function scheduleFromDoc(data: unknown): ScheduleInput | null {
  if (!isPlainObject(data)) return null;
  return {
    week: (data.week ?? {}) as WeekSchedule,
    daysOff: (data.daysOff ?? []) as DayOff[],
  };
}
