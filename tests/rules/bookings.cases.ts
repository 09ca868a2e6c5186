/**
 * bookings/{id}: read by its customer or its provider only; created by the customer as a copy
 * of the service document; only the provider moves the status, and Completed is final.
 */
import {
  Timestamp,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import type { Firestore } from 'firebase/firestore';
import { expect } from 'vitest';
import { FIELD_LIMITS } from '@meramot/domain/constants';
import { PROVIDER_BOOKING_STATUSES } from '@meramot/domain/booking-status';
import type { ProviderBookingStatus } from '@meramot/domain/booking-status';
import { app, firstSnapshot, listedIds } from './app-data';
import { ACTORS, IDS, NOW, USERS, bookingDoc, dataOf, edit, loose } from './support';
import type { Actor, Case } from './support';

const bobBooking = (db: Firestore) => doc(db, `bookings/${IDS.bobBooking}`);
const newBooking = (db: Firestore) => doc(db, 'bookings/new-booking');

/** Bob books Alice's service: valid unless `change` breaks it. */
function bobBooks(change: (d: ReturnType<typeof bookingDoc>) => void = () => undefined) {
  return (db: Firestore) =>
    setDoc(newBooking(db), edit(bookingDoc('bob', 'alice', IDS.alicePlumbing, NOW), change));
}

/** The status change the Service To Do dropdown sends (the app's changeBookingStatus). */
function setsStatus(bookingId: string, status: ProviderBookingStatus) {
  return (db: Firestore) => app.bookings.changeBookingStatus(db, bookingId, status);
}

/** The same write changed by hand: a status the app never sends, or more fields with it. */
function setStatus(status: unknown, extra: Record<string, unknown> = {}) {
  return (db: Firestore) =>
    updateDoc(bobBooking(db), { serviceStatus: status, updatedAt: serverTimestamp(), ...extra });
}

/** The app's two booking lists: "my bookings" and "bookings made to me", newest first. */
const byCustomer = (uid: string) => (db: Firestore) =>
  firstSnapshot((onData, onError) =>
    app.bookings.watchBookings(db, 'customer', uid, onData, onError),
  );
const byProvider = (uid: string) => (db: Firestore) =>
  firstSnapshot((onData, onError) =>
    app.bookings.watchBookings(db, 'provider', uid, onData, onError),
  );

/** Who may get Bob's booking of Alice's service: exactly its two parties. */
const PARTIES: Record<Actor, boolean> = {
  visitor: false,
  alice: true,
  bob: true,
  carol: false,
  admin: false,
};

const bobsBookings = [IDS.bobBooking, IDS.completedBooking].sort();

const reads: Case[] = [
  ...ACTORS.map((actor): Case => ({
    actor,
    does: "get Bob's booking of Alice's service",
    allowed: PARTIES[actor],
    run: (db) => getDoc(bobBooking(db)),
    check: (snap) => expect(dataOf(snap)?.customerUid).toBe(USERS.bob.uid),
  })),
  ...ACTORS.map((actor): Case => ({
    actor,
    does: 'list every booking (no filter)',
    allowed: false,
    run: (db) => getDocs(collection(db, 'bookings')),
  })),
  ...ACTORS.map((actor): Case => ({
    actor,
    does: "list Bob's bookings (customerUid == bob)",
    allowed: actor === 'bob',
    run: byCustomer(USERS.bob.uid),
    check: (bookings) => expect(listedIds(bookings).sort()).toEqual(bobsBookings),
  })),
  ...ACTORS.map((actor): Case => ({
    actor,
    does: 'list the bookings made to Alice (providerUid == alice)',
    allowed: actor === 'alice',
    run: byProvider(USERS.alice.uid),
    check: (bookings) => expect(listedIds(bookings).sort()).toEqual(bobsBookings),
  })),
  {
    actor: 'alice',
    does: 'list her own bookings as a customer',
    allowed: true,
    run: byCustomer(USERS.alice.uid),
    check: (bookings) => expect(listedIds(bookings)).toEqual([IDS.aliceBooking]),
  },
  {
    actor: 'carol',
    does: 'list the bookings made to her',
    allowed: true,
    run: byProvider(USERS.carol.uid),
    check: (bookings) => expect(listedIds(bookings)).toEqual([IDS.aliceBooking]),
  },
  {
    actor: 'carol',
    does: 'list bookings by serviceId (not filtered by her uid)',
    allowed: false,
    run: (db) =>
      getDocs(query(collection(db, 'bookings'), where('serviceId', '==', IDS.alicePlumbing))),
  },
  {
    actor: 'bob',
    does: 'get a booking that does not exist',
    allowed: false,
    run: (db) => getDoc(doc(db, 'bookings/missing')),
  },
];

const creates: Case[] = [
  { actor: 'visitor', does: 'book a service', allowed: false, run: bobBooks() },
  { actor: 'bob', does: "book Alice's service", allowed: true, run: bobBooks() },
  {
    actor: 'carol',
    does: "book Alice's service",
    allowed: true,
    run: (db) => setDoc(newBooking(db), bookingDoc('carol', 'alice', IDS.alicePlumbing, NOW)),
  },
  {
    actor: 'alice',
    does: "book Carol's service",
    allowed: true,
    run: (db) => setDoc(newBooking(db), bookingDoc('alice', 'carol', IDS.carolPainting, NOW)),
  },
  {
    actor: 'alice',
    does: "book her own service ('Action not permitted')",
    allowed: false,
    run: (db) => setDoc(newBooking(db), bookingDoc('alice', 'alice', IDS.alicePlumbing, NOW)),
  },
  {
    actor: 'bob',
    does: 'book for another customer (customerUid carol, his own email)',
    allowed: false,
    run: bobBooks((d) => (d.customerUid = USERS.carol.uid)),
  },
  {
    actor: 'bob',
    does: "book for another customer (customerUid and uEmail carol's)",
    allowed: false,
    run: bobBooks((d) => {
      d.customerUid = USERS.carol.uid;
      d.uEmail = USERS.carol.email;
    }),
  },
  {
    actor: 'bob',
    does: "book with someone else's email as uEmail",
    allowed: false,
    run: bobBooks((d) => (d.uEmail = USERS.carol.email)),
  },
  // Copied fields must match the service document.
  {
    actor: 'bob',
    does: 'book at a price other than the service price',
    allowed: false,
    run: bobBooks((d) => (d.price = 50)),
  },
  {
    actor: 'bob',
    does: 'book with the price as a string',
    allowed: false,
    run: bobBooks((d) => (loose(d).price = String(d.price))),
  },
  {
    actor: 'bob',
    does: 'book naming a provider other than the service owner',
    allowed: false,
    run: bobBooks((d) => (d.providerUid = USERS.carol.uid)),
  },
  {
    actor: 'bob',
    does: "book with a provider email (pEmail) not the service's",
    allowed: false,
    run: bobBooks((d) => (d.pEmail = USERS.carol.email)),
  },
  {
    actor: 'bob',
    does: "book with a provider name (pName) not the service's",
    allowed: false,
    run: bobBooks((d) => (d.pName = 'Someone Else')),
  },
  {
    actor: 'bob',
    does: "book with a service name not the service's",
    allowed: false,
    run: bobBooks((d) => (d.serviceName = 'Free Plumbing')),
  },
  {
    actor: 'bob',
    does: "book with a service image not the service's",
    allowed: false,
    run: bobBooks((d) => (d.serviceImg = 'https://example.com/other.png')),
  },
  {
    actor: 'bob',
    does: 'book a service that does not exist',
    allowed: false,
    run: bobBooks((d) => (d.serviceId = 'no-such-service')),
  },
  {
    actor: 'bob',
    does: 'book with an empty serviceId',
    allowed: false,
    run: bobBooks((d) => (d.serviceId = '')),
  },
  {
    actor: 'bob',
    does: 'book with a numeric serviceId',
    allowed: false,
    run: bobBooks((d) => (loose(d).serviceId = 7)),
  },
  {
    actor: 'bob',
    does: 'book with a serviceId that is a path',
    allowed: false,
    run: bobBooks((d) => (d.serviceId = `${IDS.alicePlumbing}/reviews/x`)),
  },
  // Status starts as lowercase 'pending' and nothing else.
  ...['Pending', 'Working', 'Completed', ''].map((status): Case => ({
    actor: 'bob',
    does: `book with serviceStatus '${status}'`,
    allowed: false,
    run: bobBooks((d) => (d.serviceStatus = status)),
  })),
  // Shape and bounds of what the customer types.
  {
    actor: 'bob',
    does: 'book with an extra field',
    allowed: false,
    run: bobBooks((d) => (loose(d).discount = 100)),
  },
  {
    actor: 'bob',
    does: 'book without a service date',
    allowed: false,
    run: bobBooks((d) => delete loose(d).sDate),
  },
  {
    actor: 'bob',
    does: 'book with a 41-character service date',
    allowed: false,
    run: bobBooks((d) => (d.sDate = `${d.sDate}${'0'.repeat(41 - d.sDate.length)}`)),
  },
  {
    actor: 'bob',
    does: 'book with a blank service area',
    allowed: false,
    run: bobBooks((d) => (d.provideArea = '  ')),
  },
  {
    actor: 'bob',
    does: `book with a ${FIELD_LIMITS.serviceArea + 1}-character service area`,
    allowed: false,
    run: bobBooks((d) => (d.provideArea = 'x'.repeat(FIELD_LIMITS.serviceArea + 1))),
  },
  {
    actor: 'bob',
    does: 'book with a blank customer name',
    allowed: false,
    run: bobBooks((d) => (d.uName = '')),
  },
  {
    actor: 'bob',
    does: 'book with a client-chosen createdAt',
    allowed: false,
    run: bobBooks((d) => (d.createdAt = Timestamp.fromMillis(Date.now()))),
  },
  {
    actor: 'bob',
    does: 'book with a client-chosen updatedAt',
    allowed: false,
    run: bobBooks((d) => (d.updatedAt = Timestamp.fromMillis(Date.now()))),
  },
];

const updates: Case[] = [
  ...PROVIDER_BOOKING_STATUSES.map((status): Case => ({
    actor: 'alice',
    does: `set her booking's status to ${status}`,
    allowed: true,
    run: setsStatus(IDS.bobBooking, status),
  })),
  ...['pending', 'Cancelled', 'completed', 3].map((status): Case => ({
    actor: 'alice',
    does: `set her booking's status to ${JSON.stringify(status)}`,
    allowed: false,
    run: setStatus(status),
  })),
  ...PROVIDER_BOOKING_STATUSES.map((status): Case => ({
    actor: 'alice',
    does: `move a Completed booking to ${status}`,
    allowed: false,
    run: setsStatus(IDS.completedBooking, status),
  })),
  {
    actor: 'alice',
    does: 'change the price in the same write as the status',
    allowed: false,
    run: setStatus('Working', { price: 10 }),
  },
  {
    actor: 'alice',
    does: 'change the service date in the same write as the status',
    allowed: false,
    run: setStatus('Working', { sDate: '2030-01-01T00:00:00.000Z' }),
  },
  {
    actor: 'alice',
    does: 'change the customer in the same write as the status',
    allowed: false,
    run: setStatus('Working', { customerUid: USERS.carol.uid }),
  },
  {
    actor: 'alice',
    does: 'add a field in the same write as the status',
    allowed: false,
    run: setStatus('Working', { note: 'hello' }),
  },
  {
    actor: 'alice',
    does: 'change the status without updatedAt',
    allowed: false,
    run: (db) => updateDoc(bobBooking(db), { serviceStatus: 'Working' }),
  },
  {
    actor: 'alice',
    does: 'change the status with a client-chosen updatedAt',
    allowed: false,
    run: setStatus('Working', { updatedAt: Timestamp.fromMillis(Date.now()) }),
  },
  ...(['visitor', 'bob', 'carol', 'admin'] as const).map((actor): Case => ({
    actor,
    does: "change the status of Bob's booking of Alice's service",
    allowed: false,
    run: setsStatus(IDS.bobBooking, 'Completed'),
  })),
  {
    actor: 'bob',
    does: 'change the service date of his own booking',
    allowed: false,
    run: (db) =>
      updateDoc(bobBooking(db), {
        sDate: '2030-01-01T00:00:00.000Z',
        updatedAt: serverTimestamp(),
      }),
  },
];

const deletes: Case[] = ACTORS.map((actor): Case => ({
  actor,
  does: "delete Bob's booking of Alice's service",
  allowed: false,
  run: (db) => deleteDoc(bobBooking(db)),
}));

export const bookingCases = { reads, creates, updates, deletes };
