import { describe, expect, it } from 'vitest';
import {
  bookableDates,
  dayLabel,
  bookableDateRange,
  checkBookingSlot,
  dhakaDateOf,
  requestedSlot,
  slotLabel,
  slotOfStart,
  windowStart,
} from './booking-time';
import { refusal as r } from './refusal';

// 2026-11-23 21:30 in Dhaka is 15:30 UTC.
const NOW = Date.UTC(2026, 10, 23, 15, 30);

describe('booking time', () => {
  it('reads the Dhaka date of an instant, whatever the device zone', () => {
    expect(dhakaDateOf(NOW)).toBe('2026-11-23');
    // 19:00 UTC is already the next day in Dhaka.
    expect(dhakaDateOf(Date.UTC(2026, 10, 23, 19, 0))).toBe('2026-11-24');
  });

  it('stores the instant a window starts in Dhaka as sDate', () => {
    expect(windowStart('2026-11-24', 'morning')).toBe('2026-11-24T02:00:00.000Z');
    expect(windowStart('2026-11-24', 'afternoon')).toBe('2026-11-24T06:00:00.000Z');
    expect(windowStart('2026-11-24', 'evening')).toBe('2026-11-24T10:00:00.000Z');
  });

  it('reads the years 0 to 99 as written (Date.UTC would make them 1900 to 1999)', () => {
    expect(windowStart('0000-02-01', 'morning')).toBe('0000-02-01T02:00:00.000Z');
    expect(windowStart('0099-12-31', 'evening')).toBe('0099-12-31T10:00:00.000Z');
    expect(checkBookingSlot('0000-02-01', 'evening', NOW)).toEqual({
      ok: false,
      refusal: r('slotStarted'),
    });
  });

  it('offers today up to 60 days ahead', () => {
    expect(bookableDateRange(NOW)).toEqual({ first: '2026-11-23', last: '2027-01-22' });
  });

  it('accepts a window not yet started, up to the horizon', () => {
    expect(checkBookingSlot('2026-11-24', 'evening', NOW)).toEqual({
      ok: true,
      sDate: '2026-11-24T10:00:00.000Z',
    });
    expect(checkBookingSlot('2027-01-22', 'morning', NOW).ok).toBe(true);
  });

  it.each([
    ['2026-11-23', 'evening', r('slotStarted')],
    ['2020-01-15', 'morning', r('slotStarted')],
    ['2027-01-23', 'morning', r('slotTooFar', { days: 60 })],
    ['2026-02-30', 'morning', r('invalidDate', { field: 'serviceDate' })],
    ['not a date', 'morning', r('invalidDate', { field: 'serviceDate' })],
    ['2026-11-24', 'night', r('timeWindowOneOf', { list: 'morning, afternoon, evening' })],
  ])('refuses %s %s (%j)', (date, window, refused) => {
    expect(checkBookingSlot(date, window, NOW)).toEqual({ ok: false, refusal: refused });
  });

  it('reads the window an instant starts, in any zone', () => {
    expect(slotOfStart('2026-11-24T10:00:00.000Z')).toEqual({
      date: '2026-11-24',
      window: 'evening',
    });
    expect(slotOfStart('2026-11-24T08:00:00+06:00')).toEqual({
      date: '2026-11-24',
      window: 'morning',
    });
    expect(slotOfStart('2026-11-24T10:30:00.000Z')).toBeNull();
    expect(slotOfStart('soon')).toBeNull();
  });

  it('takes a REST request as sDate or as date and timeWindow', () => {
    const evening = { ok: true, sDate: '2026-11-24T10:00:00.000Z', timeWindow: 'evening' };
    expect(requestedSlot({ sDate: '2026-11-24T16:00:00+06:00' }, NOW)).toEqual(evening);
    expect(requestedSlot({ date: '2026-11-24', timeWindow: 'evening' }, NOW)).toEqual(evening);
    expect(requestedSlot({ sDate: '2026-11-24T09:00:00.000Z' }, NOW)).toEqual({
      ok: false,
      refusal: r('windowStart'),
    });
    expect(
      requestedSlot({ sDate: '2026-11-24T10:00:00.000Z', timeWindow: 'morning' }, NOW).ok,
    ).toBe(false);
    expect(requestedSlot({ date: '2026-11-23', timeWindow: 'evening' }, NOW).ok).toBe(false);
    expect(requestedSlot({ date: '2026-11-24' }, NOW)).toEqual({
      ok: false,
      refusal: r('timeWindowRequired'),
    });
    expect(requestedSlot({}, NOW)).toEqual({ ok: false, refusal: r('serviceDateRequired') });
  });
});

describe('slotLabel', () => {
  // 10:00 UTC is 16:00 in Dhaka: the evening window of 24 Nov 2026.
  const EVENING = '2026-11-24T10:00:00.000Z';

  it('names the Dhaka day and the window in English by default', () => {
    expect(slotLabel(EVENING)).toBe('Tue, 24 Nov 2026, Evening (4–8 pm)');
  });

  it("writes the day in the reader's locale with the window names it is given", () => {
    const windows = { morning: 'সকাল', afternoon: 'দুপুর', evening: 'সন্ধ্যা' };
    expect(slotLabel(EVENING, 'evening', 'bn-BD', windows)).toBe('মঙ্গল, ২৪ নভে, ২০২৬, সন্ধ্যা');
  });
});

describe('bookableDates and dayLabel', () => {
  it('lists today while a window is open, up to 60 days ahead, in order', () => {
    // 13:00 in Dhaka: the evening window is still to come.
    const dates = bookableDates(Date.parse('2030-05-01T07:00:00Z'));
    expect(dates[0]).toBe('2030-05-01');
    expect(dates.at(-1)).toBe('2030-06-30');
    expect(dates).toHaveLength(61);
    expect([...dates].sort()).toEqual(dates);
  });

  it('leaves today out once its last window has started', () => {
    // 16:30 in Dhaka.
    const dates = bookableDates(Date.parse('2030-05-01T10:30:00Z'));
    expect(dates[0]).toBe('2030-05-02');
    expect(dates.at(-1)).toBe('2030-06-30');
  });

  it('reads day first in English and in Bangla', () => {
    expect(dayLabel('2030-05-01')).toBe('Wed, 1 May 2030');
    expect(dayLabel('2030-05-01', 'bn-BD')).toBe('বুধ, ১ মে, ২০৩০');
    expect(dayLabel('2030-02-30')).toBe('2030-02-30');
  });
});
