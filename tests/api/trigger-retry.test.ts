/**
 * The triggers retry (options.ts), so each must be idempotent by its event: here the bill
 * trigger's handler, run in this process against the Firestore emulator (the functions emulator
 * never redelivers), fails once after booking the payment and is delivered again, twice.
 */
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BillDoc } from '@meramot/domain/bill';
import { onBillWritten } from '../../functions/src/triggers/bill';
import type { BillEvent } from '../../functions/src/triggers/bill';
import { MAX_EVENT_AGE_MS, delivered } from '../../functions/src/triggers/delivery';
import { writeNotifications } from '../../functions/src/triggers/notifications';
import type * as notifications from '../../functions/src/triggers/notifications';
import { adminApp } from '../../harness/seed';
import { adminDb } from '../../harness/firestore-admin';

// The real writes, with a failure to inject: what a transient error after the ledger's
// transaction looks like to the next delivery.
vi.mock('../../functions/src/triggers/notifications', async (importOriginal) => {
  const actual = await importOriginal<typeof notifications>();
  return { ...actual, writeNotifications: vi.fn(actual.writeNotifications) };
});

beforeAll(() => {
  // functions/src/firebase.ts takes the app there is: this one, on the emulators.
  adminApp();
});
afterEach(() => vi.mocked(writeNotifications).mockClear());

const now = Timestamp.now();

function billOf(providerUid: string, marks: 'one' | 'both'): BillDoc<Timestamp> {
  return {
    customerUid: 'retry-customer',
    providerUid,
    price: 1200,
    lines: [],
    discount: 0,
    total: 1200,
    state: 'accepted',
    disputeReason: null,
    revision: 1,
    commissionRateBps: 1000,
    paidMarkedAt: now,
    receivedMarkedAt: marks === 'both' ? now : null,
    createdAt: now,
    updatedAt: now,
  };
}

/** The event of the second payment mark landing on `bookingId`'s bill. */
function paymentEvent(bookingId: string, providerUid: string): BillEvent {
  return {
    id: `retry-${randomUUID()}`,
    time: new Date().toISOString(),
    params: { bookingId },
    data: {
      before: { data: () => billOf(providerUid, 'one') },
      after: { data: () => billOf(providerUid, 'both') },
    },
  };
}

describe('a trigger delivered again after a failure', () => {
  it('books a payment whose first attempt failed exactly once, and tells once', async () => {
    const bookingId = `retry-${randomUUID()}`;
    const providerUid = `retry-provider-${randomUUID().slice(0, 8)}`;
    await adminDb().doc(`bookings/${bookingId}`).set({
      customerUid: 'retry-customer',
      providerUid,
      serviceStatus: 'Paid',
      serviceName: 'Pipe repair',
      uName: 'Rahima',
      pName: 'Karim',
    });
    const event = paymentEvent(bookingId, providerUid);

    vi.mocked(writeNotifications).mockRejectedValueOnce(new Error('14 UNAVAILABLE'));
    await expect(onBillWritten(event)).rejects.toThrow('UNAVAILABLE');
    // The failed attempt had booked the payment already.
    expect((await adminDb().doc(`ledger/${bookingId}`).get()).exists).toBe(true);

    await onBillWritten(event);
    await onBillWritten(event);

    const entries = await adminDb()
      .collection('ledger')
      .where('providerUid', '==', providerUid)
      .limit(5)
      .get();
    expect(entries.size).toBe(1);
    const earnings = (await adminDb().doc(`earnings/${providerUid}`).get()).data();
    expect(earnings).toMatchObject({ jobs: 1, gross: 1200, commission: 120, net: 1080 });
    // This event's notifications (the booking's own trigger tells of the booking too).
    const told = (
      await adminDb()
        .collection('notifications')
        .where('bookingId', '==', bookingId)
        .limit(10)
        .get()
    ).docs
      .map((doc) => doc.id)
      .filter((id) => id.startsWith(event.id));
    expect(told).toEqual([`${event.id}-0`]);
    expect(vi.mocked(writeNotifications)).toHaveBeenCalledTimes(3);
  });
});

describe('an event retried past the bound', () => {
  it('is given up and logged, the handler not run', async () => {
    const handler = vi.fn(() => Promise.resolve());
    const reported: [string, Record<string, unknown>][] = [];
    const report = (message: string, fields: Record<string, unknown>) =>
      reported.push([message, fields]);
    const sentAt = Date.parse('2026-11-01T00:00:00Z');
    const event = { id: 'old-event', time: new Date(sentAt).toISOString(), type: 'written' };
    await delivered('billWritten', handler, () => sentAt + MAX_EVENT_AGE_MS + 1, report)(event);
    expect(handler).not.toHaveBeenCalled();
    expect(reported).toEqual([
      [
        'billWritten: gave up an event retried for 1440 min',
        {
          trigger: 'billWritten',
          eventId: 'old-event',
          eventType: 'written',
          subject: undefined,
          eventTime: '2026-11-01T00:00:00.000Z',
        },
      ],
    ]);
    await delivered('billWritten', handler, () => sentAt + MAX_EVENT_AGE_MS, report)(event);
    expect(handler).toHaveBeenCalledTimes(1);
  });
});
