import { describe, expect, it } from 'vitest';
import {
  notificationsOfBillUpdate,
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

describe('who hears of a bill', () => {
  const bill = {
    state: 'sent' as const,
    disputeReason: null,
    paidMarkedAt: null,
    receivedMarkedAt: null,
  };
  const mark = { toMillis: () => 1 };
  const billed = { ...booking, serviceStatus: 'Billed' as const };
  const who = (list: { recipientUid: string; kind: string; reason: string | null }[]) =>
    list.map(({ recipientUid, kind, reason }) => [recipientUid, kind, reason]);

  it('tells each step to the other party', () => {
    expect(who(notificationsOfBillUpdate('b1', undefined, bill, billed))).toEqual([
      ['customer-1', 'billSent', null],
    ]);
    const disputed = { ...bill, state: 'disputed' as const, disputeReason: 'Too dear' };
    expect(who(notificationsOfBillUpdate('b1', bill, disputed, billed))).toEqual([
      ['provider-1', 'billDisputed', 'Too dear'],
    ]);
    expect(who(notificationsOfBillUpdate('b1', disputed, bill, billed))).toEqual([
      ['customer-1', 'billRevised', null],
    ]);
    const accepted = { ...bill, state: 'accepted' as const };
    expect(who(notificationsOfBillUpdate('b1', bill, accepted, billed))).toEqual([
      ['provider-1', 'billAccepted', null],
    ]);
    expect(
      who(notificationsOfBillUpdate('b1', accepted, { ...accepted, paidMarkedAt: mark }, billed)),
    ).toEqual([['provider-1', 'paidMarked', null]]);
    expect(
      who(
        notificationsOfBillUpdate('b1', accepted, { ...accepted, receivedMarkedAt: mark }, billed),
      ),
    ).toEqual([['customer-1', 'cashReceived', null]]);
    // A booking billed at its price by the provider's first mark: only the mark is news.
    expect(
      who(
        notificationsOfBillUpdate('b1', undefined, { ...accepted, receivedMarkedAt: mark }, billed),
      ),
    ).toEqual([['customer-1', 'cashReceived', null]]);
  });

  it('leaves the moves a bill makes to the bill', () => {
    for (const [from, to] of [
      ['Working', 'Billed'],
      ['Billed', 'Disputed'],
      ['Disputed', 'Billed'],
      ['Billed', 'Completed'],
      ['Completed', 'Paid'],
    ] as const) {
      expect(
        notificationsOfBookingUpdate(
          'b1',
          { serviceStatus: from },
          { ...booking, serviceStatus: to },
        ),
      ).toEqual([]);
    }
  });
});
