/**
 * Notifications are written by the Firestore trigger on bookings (functions/src/triggers/
 * notifications.ts), whichever door the booking came through: a booking through /bookServices
 * tells its provider, a /statusChange tells the customer, a cancel tells the provider, and an
 * update that leaves the status as it was tells nobody.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { BookingFields } from '@meramot/domain/entities';
import type { NotificationDoc } from '@meramot/domain/notifications';
import { SEED_SERVICES } from '../../harness/seed-data';
import { freshEvening } from '../support/booking-slot';
import { pollUntil } from '../../harness/poll';
import { callApi } from '../../harness/api-client';
import { adminDb } from '../../harness/firestore-admin';
import { seedAndSignIn } from '../support/seeded';
import type { Seeded } from '../support/seeded';

let seeded: Seeded;

beforeAll(async () => {
  seeded = await seedAndSignIn();
});

const token = (key: string) => seeded.users[key]?.idToken ?? '';
const tank = () => SEED_SERVICES.find((s) => s.key === 'tank')?.fields;

/** farhana books nasrin's water tank cleaning for tomorrow evening. */
async function bookTank(): Promise<string> {
  const fields = tank();
  const body: BookingFields = {
    serviceId: seeded.serviceIds.tank ?? '',
    serviceName: fields?.serviceName ?? '',
    serviceImg: fields?.serviceImgURL ?? '',
    pEmail: 'nasrin@meramot.test',
    pName: 'Nasrin Akter',
    uEmail: 'farhana@meramot.test',
    uName: 'Farhana Islam',
    sDate: freshEvening(),
    provideArea: 'House 12, Road 3, Bashundhara',
    price: fields?.servicePrice ?? 0,
    serviceStatus: 'pending',
  };
  const result = await callApi<{ insertedId: string }>('/bookServices', {
    method: 'POST',
    token: token('farhana'),
    body,
  });
  expect(result.status).toBe(200);
  return result.json.insertedId;
}

const changeStatus = async (bookingId: string, who: string, status: string, reason?: string) => {
  const result = await callApi(`/statusChange/${bookingId}`, {
    method: 'PATCH',
    token: token(who),
    body: reason === undefined ? { status } : { status, reason },
  });
  expect(result.status).toBe(200);
};

type Stored = NotificationDoc<unknown> & { id: string };

/** The notifications of `bookingId`, oldest first. */
async function notificationsOf(bookingId: string): Promise<Stored[]> {
  const snapshot = await adminDb()
    .collection('notifications')
    .where('bookingId', '==', bookingId)
    .get();
  return snapshot.docs
    .map((entry) => ({ ...(entry.data() as NotificationDoc<unknown>), id: entry.id }))
    .sort((a, b) => millis(a.createdAt) - millis(b.createdAt));
}

const millis = (value: unknown) => (value as { toMillis(): number }).toMillis();

/**
 * Polls until `bookingId` has `count` notifications, for up to 25 s: the Functions emulator runs
 * the events one at a time, the seed's own bookings' first.
 */
function awaitNotifications(bookingId: string, count: number): Promise<Stored[]> {
  return pollUntil(
    () => notificationsOf(bookingId),
    (found) => found.length >= count,
  );
}

// Longer than the poll, so that a late notification fails on its expectation.
describe('notifications written by the booking trigger', { timeout: 45_000 }, () => {
  it('a booking through /bookServices tells its provider, by the customer name', async () => {
    const bookingId = await bookTank();
    const [booked, ...more] = await awaitNotifications(bookingId, 1);
    expect(more).toEqual([]);
    expect(booked).toEqual({
      id: expect.any(String),
      recipientUid: seeded.uids.nasrin,
      bookingId,
      kind: 'booked',
      status: 'pending',
      serviceName: tank()?.serviceName,
      otherPartyName: 'Farhana Islam',
      reason: null,
      createdAt: expect.anything(),
      read: false,
    });
  });

  it('a /statusChange tells the customer; an update without a status move tells nobody', async () => {
    const bookingId = await bookTank();
    await awaitNotifications(bookingId, 1);
    // A write that leaves the status (as the provider's number copied in does): nobody hears.
    await adminDb().doc(`bookings/${bookingId}`).update({ provideArea: 'House 14, Road 3' });
    await changeStatus(bookingId, 'nasrin', 'Working');

    // Events run in order, one at a time: a last move's notification is there only after the
    // earlier update's trigger has run, so if that update had told anyone, it would show here.
    await changeStatus(bookingId, 'nasrin', 'Completed');
    const found = await awaitNotifications(bookingId, 3);
    expect(found.map((n) => [n.kind, n.status])).toEqual([
      ['booked', 'pending'],
      ['statusChanged', 'Working'],
      ['statusChanged', 'Completed'],
    ]);
    expect(found[1]).toMatchObject({
      recipientUid: seeded.uids.farhana,
      otherPartyName: 'Nasrin Akter',
      reason: null,
      read: false,
    });
  });

  it('a decline tells the customer and a cancel tells the provider, each with its reason', async () => {
    const declined = await bookTank();
    const cancelled = await bookTank();
    await changeStatus(declined, 'nasrin', 'Declined', 'Away that week');
    await changeStatus(cancelled, 'farhana', 'Cancelled', 'Fixed it myself');

    const [, decline] = await awaitNotifications(declined, 2);
    expect(decline).toMatchObject({
      recipientUid: seeded.uids.farhana,
      kind: 'declined',
      status: 'Declined',
      otherPartyName: 'Nasrin Akter',
      reason: 'Away that week',
    });
    const [, cancel] = await awaitNotifications(cancelled, 2);
    expect(cancel).toMatchObject({
      recipientUid: seeded.uids.nasrin,
      kind: 'cancelled',
      status: 'Cancelled',
      otherPartyName: 'Farhana Islam',
      reason: 'Fixed it myself',
    });
  });
});
