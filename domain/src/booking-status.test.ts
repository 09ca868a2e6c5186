import { describe, expect, it } from 'vitest';
import {
  INITIAL_BOOKING_STATUS,
  PROVIDER_BOOKING_STATUSES,
  bookingStatusTone,
  checkStatusChange,
  dashboardOrder,
  isBookingStatus,
  providerStatusOf,
  statusUpdateOf,
} from './booking-status';
import { refusal as r } from './refusal';
import type { BookingStatus } from './booking-status';

describe('booking status machine', () => {
  it('creates bookings as lowercase pending and offers the three provider statuses', () => {
    expect(INITIAL_BOOKING_STATUS).toBe('pending');
    expect(PROVIDER_BOOKING_STATUSES).toEqual(['Pending', 'Working', 'Completed']);
  });

  it('lets the provider move between any statuses until Completed', () => {
    for (const from of ['pending', 'Pending', 'Working'] as const) {
      for (const to of PROVIDER_BOOKING_STATUSES) {
        expect(checkStatusChange(from, to)).toEqual({ allowed: true, next: to });
      }
    }
  });

  it('makes Completed, Cancelled and Declined final', () => {
    for (const from of ['Completed', 'Cancelled', 'Declined'] as const) {
      for (const to of PROVIDER_BOOKING_STATUSES) {
        expect(checkStatusChange(from, to)).toEqual({
          allowed: false,
          refusal: r('statusFinal', { status: from }),
        });
      }
      expect(checkStatusChange(from, 'Cancelled', 'customer').allowed).toBe(false);
      expect(checkStatusChange(from, 'Declined').allowed).toBe(false);
    }
  });

  it('lets the customer cancel and the provider decline only while the booking waits', () => {
    for (const from of ['pending', 'Pending'] as const) {
      expect(checkStatusChange(from, 'Cancelled', 'customer')).toEqual({
        allowed: true,
        next: 'Cancelled',
      });
      expect(checkStatusChange(from, 'Declined', 'provider')).toEqual({
        allowed: true,
        next: 'Declined',
      });
    }
    expect(checkStatusChange('Working', 'Cancelled', 'customer')).toEqual({
      allowed: false,
      refusal: r('onlyPendingCancel'),
    });
    expect(checkStatusChange('Working', 'Declined').allowed).toBe(false);
    expect(checkStatusChange('pending', 'Declined', 'customer').allowed).toBe(false);
    expect(checkStatusChange('pending', 'Cancelled', 'provider')).toEqual({
      allowed: false,
      refusal: r('statusNotProviderMove', { list: 'Pending, Working, Completed, Declined' }),
    });
    expect(checkStatusChange('pending', 'Working', 'customer')).toEqual({
      allowed: false,
      refusal: r('customerCancelOnly', { status: 'Cancelled' }),
    });
    expect(checkStatusChange('pending', 'Done', 'customer')).toEqual({
      allowed: false,
      refusal: r('customerStatusUnknown', { status: 'Cancelled' }),
    });
  });

  it('writes a reason only with a cancel or a decline, trimmed, and never a blank one', () => {
    expect(statusUpdateOf('Cancelled', '  Plans changed ')).toEqual({
      serviceStatus: 'Cancelled',
      statusReason: 'Plans changed',
    });
    expect(statusUpdateOf('Declined', '   ')).toEqual({ serviceStatus: 'Declined' });
    expect(statusUpdateOf('Working', 'ignored')).toEqual({ serviceStatus: 'Working' });
  });

  it('rejects unknown statuses, including the lowercase initial one', () => {
    for (const bad of ['pending', 'Done', '', 3, null]) {
      const check = checkStatusChange('Pending', bad);
      expect(check).toEqual({
        allowed: false,
        refusal: r('statusOneOf', { list: 'Pending, Working, Completed, Declined' }),
      });
    }
    expect(isBookingStatus('Cancelled')).toBe(true);
    expect(isBookingStatus('cancelled')).toBe(false);
  });

  it('colours the customer view: Completed green, Working animated, anything else waiting', () => {
    expect(bookingStatusTone('Completed')).toBe('completed');
    expect(bookingStatusTone('Working')).toBe('working');
    expect(bookingStatusTone('pending')).toBe('waiting');
    expect(bookingStatusTone('Pending')).toBe('waiting');
    expect(bookingStatusTone('Cancelled')).toBe('cancelled');
    expect(bookingStatusTone('Declined')).toBe('declined');
    expect(providerStatusOf('pending')).toBe('Pending');
  });
});

describe('dashboardOrder', () => {
  const booking = (id: string, serviceStatus: BookingStatus, sDate: string) => ({
    id,
    serviceStatus,
    sDate,
  });

  it('lists open work first, soonest first, then finished work, latest first', () => {
    const ordered = dashboardOrder([
      booking('declined-soon', 'Declined', '2030-05-02T02:00:00.000Z'),
      booking('completed-old', 'Completed', '2030-04-01T02:00:00.000Z'),
      booking('pending-late', 'pending', '2030-05-20T02:00:00.000Z'),
      booking('cancelled-late', 'Cancelled', '2030-05-10T02:00:00.000Z'),
      booking('working-soon', 'Working', '2030-05-03T10:00:00.000Z'),
      booking('pending-soonest', 'Pending', '2030-05-01T10:00:00.000Z'),
    ]);
    expect(ordered.map((each) => each.id)).toEqual([
      'pending-soonest',
      'working-soon',
      'pending-late',
      'cancelled-late',
      'declined-soon',
      'completed-old',
    ]);
  });

  it('keeps the given order for equal slots and puts unreadable dates last in each group', () => {
    const ordered = dashboardOrder([
      booking('open-no-date', 'pending', 'not a date'),
      booking('open-b', 'pending', '2030-05-01T02:00:00.000Z'),
      booking('open-a', 'Working', '2030-05-01T02:00:00.000Z'),
      booking('done-no-date', 'Completed', ''),
      booking('done', 'Completed', '2030-05-01T02:00:00.000Z'),
    ]);
    expect(ordered.map((each) => each.id)).toEqual([
      'open-b',
      'open-a',
      'open-no-date',
      'done',
      'done-no-date',
    ]);
  });
});
