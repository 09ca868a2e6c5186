import { describe, expect, it } from 'vitest';
import {
  INITIAL_BOOKING_STATUS,
  PROVIDER_BOOKING_STATUSES,
  bookingStatusTone,
  checkStatusChange,
  isBookingStatus,
  providerStatusOf,
} from './booking-status';

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

  it('makes Completed final', () => {
    const check = checkStatusChange('Completed', 'Working');
    expect(check.allowed).toBe(false);
  });

  it('rejects unknown statuses, including the lowercase initial one', () => {
    for (const bad of ['pending', 'Done', '', 3, null]) {
      const check = checkStatusChange('Pending', bad);
      expect(check).toEqual({
        allowed: false,
        reason: 'status must be one of Pending, Working, Completed',
      });
    }
    expect(isBookingStatus('Cancelled')).toBe(false);
  });

  it('colours the customer view: Completed green, Working animated, anything else waiting', () => {
    expect(bookingStatusTone('Completed')).toBe('completed');
    expect(bookingStatusTone('Working')).toBe('working');
    expect(bookingStatusTone('pending')).toBe('waiting');
    expect(bookingStatusTone('Pending')).toBe('waiting');
    expect(providerStatusOf('pending')).toBe('Pending');
  });
});
