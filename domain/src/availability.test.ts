import { describe, expect, it } from 'vitest';
import {
  AVAILABILITY_MAX_DAYS,
  MAX_DAYS_OFF,
  MAX_PLACES_PER_CUSTOMER_PER_WINDOW,
  MAX_WINDOW_CAPACITY,
  addDays,
  availabilityOf,
  capacityOf,
  checkAvailabilityRange,
  checkScheduleInput,
  defaultWeek,
  givesPlaceBack,
  planGiveBack,
  planScheduleEdit,
  planTakePlace,
  weekdayOf,
  windowHolderPath,
  windowMovePath,
  windowPlacesPath,
} from './availability';
import { refusal as r } from './refusal';
import type { ScheduleInput } from './availability';

// 2026-11-23 21:30 in Dhaka (a Monday) is 15:30 UTC.
const NOW = Date.UTC(2026, 10, 23, 15, 30);

const closedFridays = (): ScheduleInput => {
  const week = defaultWeek();
  week.fri = {};
  week.sat = { morning: 2 };
  return { week, daysOff: [] };
};

const CAPACITY = r('capacityRange', { max: MAX_WINDOW_CAPACITY, at: 'week.mon.morning' });

describe('the weekly schedule', () => {
  it('names the weekday of a Dhaka date, Monday first', () => {
    expect(weekdayOf('2026-11-23')).toBe('mon');
    expect(weekdayOf('2026-11-27')).toBe('fri');
    expect(weekdayOf('2026-11-29')).toBe('sun');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('starts every window of every weekday at capacity 1', () => {
    const week = defaultWeek();
    expect(Object.keys(week)).toEqual(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']);
    expect(week.wed).toEqual({ morning: 1, afternoon: 1, evening: 1 });
  });

  it('accepts a valid schedule; a weekday left out is not worked', () => {
    const checked = checkScheduleInput(
      { week: { sat: { morning: 2 } }, daysOff: [{ start: '2026-12-16', end: '2026-12-16' }] },
      NOW,
    );
    expect(checked).toEqual({
      ok: true,
      value: {
        week: { mon: {}, tue: {}, wed: {}, thu: {}, fri: {}, sat: { morning: 2 }, sun: {} },
        daysOff: [{ start: '2026-12-16', end: '2026-12-16', note: '' }],
      },
    });
  });

  it.each([
    ['a capacity of 0', { week: { mon: { morning: 0 } } }, CAPACITY],
    [
      'a capacity above the bound',
      { week: { mon: { morning: MAX_WINDOW_CAPACITY + 1 } } },
      CAPACITY,
    ],
    ['a fractional capacity', { week: { mon: { morning: 1.5 } } }, CAPACITY],
    ['a capacity as text', { week: { mon: { morning: '2' } } }, CAPACITY],
    [
      'an unknown window',
      { week: { mon: { night: 1 } } },
      r('unknownWindow', { window: 'night', list: 'morning, afternoon, evening' }),
    ],
    [
      'an unknown weekday',
      { week: { funday: { morning: 1 } } },
      r('unknownWeekday', { day: 'funday', list: 'mon, tue, wed, thu, fri, sat, sun' }),
    ],
    ['a week that is not an object', { week: [] }, r('weekNotObject')],
    [
      'a weekday that is not an object',
      { week: { mon: 3 } },
      r('weekdayNotObject', { weekday: 'mon' }),
    ],
    ['an unknown field', { week: {}, owner: 'x' }, r('scheduleUnknownField', { field: 'owner' })],
    [
      'a day off ending before it starts',
      { week: {}, daysOff: [{ start: '2026-12-10', end: '2026-12-09' }] },
      r('dayOffOrder'),
    ],
    [
      'a day off more than a year ahead',
      { week: {}, daysOff: [{ start: '2027-11-20', end: '2027-11-24' }] },
      r('dayOffAhead', { days: 365 }),
    ],
    [
      'a day off on a date that does not exist',
      { week: {}, daysOff: [{ start: '2026-02-30', end: '2026-03-01' }] },
      r('paramDate', { name: 'daysOff[0].start' }),
    ],
    [
      'a day off as a date-time',
      { week: {}, daysOff: [{ start: '2026-12-01', end: '2026-12-01T00:00Z' }] },
      r('paramDate', { name: 'daysOff[0].end' }),
    ],
    [
      'a note too long',
      { week: {}, daysOff: [{ start: '2026-12-01', end: '2026-12-01', note: 'x'.repeat(201) }] },
      r('paramTextTooLong', { name: 'daysOff[0].note', max: 200 }),
    ],
    [
      'a note with a lone surrogate',
      { week: {}, daysOff: [{ start: '2026-12-01', end: '2026-12-01', note: 'x\ud800' }] },
      r('textNotWellFormed', { name: 'daysOff[0].note' }),
    ],
    [
      'too many days off',
      {
        week: {},
        daysOff: Array.from({ length: MAX_DAYS_OFF + 1 }, () => ({
          start: '2026-12-01',
          end: '2026-12-01',
        })),
      },
      r('daysOffMax', { max: MAX_DAYS_OFF }),
    ],
  ])('refuses %s with a refusal naming it', (_name, input, refused) => {
    expect(checkScheduleInput(input, NOW)).toEqual({ ok: false, refusal: refused });
  });

  it('keeps a day off ending exactly a year ahead and drops ranges already over', () => {
    const checked = checkScheduleInput(
      {
        week: {},
        daysOff: [
          { start: '2027-11-01', end: '2027-11-23', note: ' Hajj ' },
          { start: '2026-11-01', end: '2026-11-22' },
          { start: '2026-11-20', end: '2026-11-23' },
        ],
      },
      NOW,
    );
    expect(checked.ok && checked.value.daysOff).toEqual([
      { start: '2026-11-20', end: '2026-11-23', note: '' },
      { start: '2027-11-01', end: '2027-11-23', note: 'Hajj' },
    ]);
  });

  it("refuses another provider's schedule and writes only the caller's own", () => {
    expect(planScheduleEdit('a', 'b', { week: {} }, NOW)).toEqual({
      ok: false,
      refusal: r('notYourSchedule'),
    });
    expect(planScheduleEdit('a', 'a', { week: { mon: { morning: 0 } } }, NOW)).toMatchObject({
      ok: false,
      refusal: { code: 'capacityRange' },
    });
    expect(planScheduleEdit('a', 'a', { week: {} }, NOW)).toMatchObject({
      ok: true,
      path: 'schedules/a',
    });
  });
});

describe('places in a window', () => {
  const schedule = closedFridays();
  const alice = (id: string) => ({ id, customerUid: 'alice' });

  it('takes one job a window without a schedule', () => {
    expect(capacityOf(null, '2026-11-27', 'morning')).toEqual({ capacity: 1, dayOff: null });
    expect(planTakePlace(null, null, null, alice('b1'), '2026-11-27', 'morning')).toMatchObject({
      ok: true,
      write: { id: '2026-11-27_morning', counter: { taken: 1 }, move: { lastBookingId: 'b1' } },
    });
    expect(planTakePlace(null, { taken: 1 }, null, alice('b2'), '2026-11-27', 'morning')).toEqual({
      ok: false,
      reason: 'full',
      refusal: r('windowFull'),
    });
  });

  it('takes the first place with a new counter, naming no booking on it', () => {
    expect(planTakePlace(schedule, null, null, alice('b1'), '2026-11-28', 'morning')).toEqual({
      ok: true,
      write: {
        id: '2026-11-28_morning',
        customerUid: 'alice',
        counter: { date: '2026-11-28', window: 'morning', taken: 1 },
        move: { lastBookingId: 'b1' },
        holder: { bookingIds: ['b1'], lastBookingId: 'b1' },
      },
    });
    expect(windowPlacesPath('p', '2026-11-28', 'morning')).toBe(
      'schedules/p/windows/2026-11-28_morning',
    );
    expect(windowMovePath('p', '2026-11-28_morning')).toBe(
      'schedules/p/windowMoves/2026-11-28_morning',
    );
    expect(windowHolderPath('p', '2026-11-28_morning', 'alice')).toBe(
      'schedules/p/windows/2026-11-28_morning/holders/alice',
    );
  });

  it('refuses a closed day, a window not worked, a day off and a full window', () => {
    expect(planTakePlace(schedule, null, null, alice('b'), '2026-11-27', 'morning')).toEqual({
      ok: false,
      reason: 'not-working',
      refusal: r('windowNotWorking'),
    });
    expect(planTakePlace(schedule, null, null, alice('b'), '2026-11-28', 'evening')).toMatchObject({
      reason: 'not-working',
    });
    const off = { ...schedule, daysOff: [{ start: '2026-11-30', end: '2026-12-02', note: '' }] };
    expect(planTakePlace(off, null, null, alice('b'), '2026-12-01', 'morning')).toMatchObject({
      reason: 'day-off',
      refusal: r('windowDayOff'),
    });
    expect(
      planTakePlace(schedule, { taken: 2 }, null, alice('b3'), '2026-11-28', 'morning'),
    ).toMatchObject({ ok: false, reason: 'full', refusal: r('windowFull') });
  });

  it('refuses a customer who already holds MAX_PLACES_PER_CUSTOMER_PER_WINDOW places', () => {
    const held = { bookingIds: Array.from({ length: MAX_PLACES_PER_CUSTOMER_PER_WINDOW }, String) };
    expect(
      planTakePlace(schedule, { taken: 1 }, held, alice('b2'), '2026-11-28', 'morning'),
    ).toEqual({
      ok: false,
      reason: 'held',
      refusal: r('windowPlacesPerCustomer', { max: MAX_PLACES_PER_CUSTOMER_PER_WINDOW }),
    });
  });

  it('takes the last place', () => {
    const plan = planTakePlace(schedule, { taken: 1 }, null, alice('b2'), '2026-11-28', 'morning');
    expect(plan.ok && plan.write.counter.taken).toBe(2);
  });

  it('gives a place back on a cancel or a decline, only for a booking that holds one', () => {
    const places = { taken: 2 };
    const holder = { bookingIds: ['b1'] };
    expect(planGiveBack(places, holder, alice('b1'), '2026-11-28', 'morning')).toEqual({
      id: '2026-11-28_morning',
      customerUid: 'alice',
      counter: { date: '2026-11-28', window: 'morning', taken: 1 },
      move: { lastBookingId: 'b1' },
      holder: { bookingIds: [], lastBookingId: 'b1' },
    });
    expect(planGiveBack(places, holder, alice('old'), '2026-11-28', 'morning')).toBeNull();
    expect(planGiveBack(places, null, alice('b1'), '2026-11-28', 'morning')).toBeNull();
    expect(planGiveBack(null, holder, alice('b1'), '2026-11-28', 'morning')).toBeNull();
    expect(givesPlaceBack('Cancelled')).toBe(true);
    expect(givesPlaceBack('Declined')).toBe(true);
    expect(givesPlaceBack('Working')).toBe(false);
  });
});

describe('open windows', () => {
  it('shows each window of 60 days with its places and why a closed one is closed', () => {
    const schedule = closedFridays();
    schedule.daysOff = [{ start: '2026-11-25', end: '2026-11-25', note: 'Wedding' }];
    const places = [
      { date: '2026-11-28', window: 'morning' as const, taken: 1 },
      { date: '2026-11-24', window: 'morning' as const, taken: 2 },
    ];
    const days = availabilityOf(schedule, places, '2026-11-23', addDays('2026-11-23', 60), NOW);
    expect(days).toHaveLength(AVAILABILITY_MAX_DAYS);
    expect(days[0]?.windows.every((each) => each.reason === 'started')).toBe(true);
    // Over capacity after the schedule changed: shown full, never below 0 places.
    expect(days[1]?.windows[0]).toMatchObject({
      capacity: 1,
      taken: 2,
      remaining: 0,
      reason: 'full',
    });
    expect(days[1]?.windows[1]).toMatchObject({ open: true, remaining: 1 });
    expect(days[2]?.windows[0]).toMatchObject({ open: false, reason: 'day-off', note: 'Wedding' });
    expect(days[4]?.windows.map((each) => each.reason)).toEqual([
      'not-working',
      'not-working',
      'not-working',
    ]);
    expect(days[5]?.windows[0]).toMatchObject({ open: true, capacity: 2, taken: 1, remaining: 1 });
  });

  it('opens every window without a schedule, with one place each', () => {
    const places = [{ date: '2026-11-24', window: 'afternoon' as const, taken: 1 }];
    const [day] = availabilityOf(null, places, '2026-11-24', '2026-11-24', NOW);
    expect(day?.windows.map((each) => [each.open, each.remaining])).toEqual([
      [true, 1],
      [false, 0],
      [true, 1],
    ]);
  });

  it('checks the dates asked for', () => {
    expect(checkAvailabilityRange(undefined, undefined, NOW)).toEqual({
      ok: true,
      value: { from: '2026-11-23', to: '2027-01-22' },
    });
    expect(checkAvailabilityRange('2026-13-01', undefined, NOW)).toEqual({
      ok: false,
      refusal: r('paramDate', { name: 'from' }),
    });
    expect(checkAvailabilityRange('2026-12-02', '2026-12-01', NOW)).toEqual({
      ok: false,
      refusal: r('rangeOrder'),
    });
    expect(checkAvailabilityRange('2026-12-01', '2027-03-01', NOW)).toEqual({
      ok: false,
      refusal: r('rangeMax', { days: 61 }),
    });
  });
});
