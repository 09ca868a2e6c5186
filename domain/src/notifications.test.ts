import { describe, expect, it } from 'vitest';
import {
  notificationsOfBookingUpdate,
  notificationsOfNewBooking,
  unreadCountOf,
} from './notifications';

const booking = {
  customerUid: 'customer-1',
  providerUid: 'provider-1',
  serviceName: 'Ceiling fan repair',
  uName: 'Farhana',
  pName: 'Rahim',
  serviceStatus: 'pending' as const,
};

describe('who hears of a booking', () => {
  it('tells the provider of a new booking, by the customer name', () => {
    expect(notificationsOfNewBooking('b1', booking)).toEqual([
      {
        recipientUid: 'provider-1',
        bookingId: 'b1',
        kind: 'booked',
        status: 'pending',
        serviceName: 'Ceiling fan repair',
        otherPartyName: 'Farhana',
        reason: null,
        read: false,
      },
    ]);
  });

  it('tells the provider of a cancellation, with its reason', () => {
    const after = { ...booking, serviceStatus: 'Cancelled' as const, statusReason: 'Fixed it' };
    expect(notificationsOfBookingUpdate('b1', booking, after)).toEqual([
      expect.objectContaining({
        recipientUid: 'provider-1',
        kind: 'cancelled',
        status: 'Cancelled',
        otherPartyName: 'Farhana',
        reason: 'Fixed it',
      }),
    ]);
  });

  it('tells the customer of a decline, with its reason, by the provider name', () => {
    const after = { ...booking, serviceStatus: 'Declined' as const, statusReason: 'Away' };
    expect(notificationsOfBookingUpdate('b1', booking, after)).toEqual([
      expect.objectContaining({
        recipientUid: 'customer-1',
        kind: 'declined',
        status: 'Declined',
        otherPartyName: 'Rahim',
        reason: 'Away',
      }),
    ]);
  });

  it('tells the customer of every other status move, without a reason', () => {
    for (const status of ['Pending', 'Working', 'Completed'] as const) {
      const before = { serviceStatus: status === 'Completed' ? ('Working' as const) : 'pending' };
      expect(
        notificationsOfBookingUpdate('b1', before as typeof booking, {
          ...booking,
          serviceStatus: status,
        }),
      ).toEqual([
        expect.objectContaining({
          recipientUid: 'customer-1',
          kind: 'statusChanged',
          status,
          reason: null,
        }),
      ]);
    }
  });

  it('tells nobody of an update that leaves the status as it was', () => {
    expect(notificationsOfBookingUpdate('b1', booking, { ...booking })).toEqual([]);
    const working = { ...booking, serviceStatus: 'Working' as const };
    expect(notificationsOfBookingUpdate('b1', working, working)).toEqual([]);
  });

  it('counts the unread', () => {
    expect(unreadCountOf([{ read: false }, { read: true }, { read: false }])).toBe(2);
    expect(unreadCountOf([])).toBe(0);
  });
});
