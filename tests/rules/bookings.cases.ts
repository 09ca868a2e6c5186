/**
 * bookings/{id}: read by its customer or its provider only; created by the customer as a copy
 * of the service document, for a window not yet started at most 60 days ahead; the provider
 * moves the status and declines a waiting booking, the customer cancels one; Completed,
 * Cancelled and Declined are final.
 */
import {
  Timestamp,
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import type { Firestore } from 'firebase/firestore';
import { expect } from 'vitest';
import { slotOfStart } from '@meramot/domain/booking-time';
import { FIELD_LIMITS } from '@meramot/domain/constants';
import { PROVIDER_BOOKING_STATUSES } from '@meramot/domain/booking-status';
import type { MovedBookingStatus } from '@meramot/domain/booking-status';
import { app, firstSnapshot, listedIds } from './app-data';
import {
  ACTORS,
  IDS,
  NOW,
  USERS,
  actingAs,
  actingWithClaims,
  bookingDoc,
  bookingIdOf,
  countIn,
  createBooking,
  dataOf,
  edit,
  loose,
  slotIn,
  withoutRules,
} from './support';
import type { Actor, Case } from './support';
import { BOOKING_REQUEST, signedIn } from './screens.cases';

const bobBooking = (db: Firestore) => doc(db, `bookings/${IDS.bobBooking}`);
const newBooking = (db: Firestore) => doc(db, 'bookings', bookingIdOf(USERS.bob.uid));

/** A booking made by hand under the id its customer's key makes. */
const createNewBooking = (db: Firestore, data: Record<string, unknown>) =>
  createBooking(db, bookingIdOf(data.customerUid), data);

/** Bob books Alice's service: valid unless `change` breaks it. */
function bobBooks(change: (d: ReturnType<typeof bookingDoc>) => void = () => undefined) {
  return (db: Firestore) =>
    createNewBooking(db, edit(bookingDoc('bob', 'alice', IDS.alicePlumbing, NOW), change));
}

/** A status change as the app sends it (changeBookingStatus), with an optional reason. */
function setsStatus(bookingId: string, status: MovedBookingStatus, reason?: string) {
  return (db: Firestore) => app.bookings.changeBookingStatus(db, bookingId, status, reason);
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

const bobsBookings = [
  IDS.bobBooking,
  IDS.completedBooking,
  IDS.workingBooking,
  IDS.cancelledBooking,
  IDS.declinedBooking,
].sort();
/** Bob's Completed bookings of Carol's service that his seeded reviews are of. */
const BOBS_REVIEWED = [IDS.recentReview, IDS.oldReview];

const reads: Case[] = [
  ...ACTORS.map((actor): Case => ({
    actor,
    does: "get Bob's booking of Alice's service",
    allowed: PARTIES[actor],
    run: (db) => getDoc(bobBooking(db)),
    check: (snap) => expect(dataOf(snap)?.customerUid).toBe(USERS.bob.uid),
  })),
  // Who to call: the numbers on a booking reach its two parties and nobody else.
  ...ACTORS.map((actor): Case => ({
    actor,
    does: "read the numbers on Bob's booking (uPhone, pPhone)",
    allowed: PARTIES[actor],
    run: (db) => getDoc(bobBooking(db)),
    check: (snap) =>
      expect(dataOf(snap)).toMatchObject({ uPhone: USERS.bob.phone, pPhone: USERS.alice.phone }),
  })),
  ...ACTORS.map((actor): Case => ({
    actor,
    does: "read the numbers on Alice's booking of Carol's service",
    allowed: actor === 'alice' || actor === 'carol',
    run: (db) => getDoc(doc(db, `bookings/${IDS.aliceBooking}`)),
    check: (snap) =>
      expect(dataOf(snap)).toMatchObject({ uPhone: USERS.alice.phone, pPhone: USERS.carol.phone }),
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
    check: (bookings) =>
      expect(listedIds(bookings).sort()).toEqual([...bobsBookings, ...BOBS_REVIEWED].sort()),
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
    check: (bookings) =>
      expect(listedIds(bookings).sort()).toEqual([IDS.aliceBooking, ...BOBS_REVIEWED].sort()),
  },
  // Load more: the page after the first starts after its last row and reads none of it again.
  ...ACTORS.map((actor): Case => ({
    actor,
    does: "read the page of Bob's bookings after his first two (getBookings with a cursor)",
    allowed: actor === 'bob',
    run: async (db) => {
      const first = await app.bookings.getBookings(db, 'customer', USERS.bob.uid, 2);
      const next = await app.bookings.getBookings(db, 'customer', USERS.bob.uid, 50, first.last);
      return { first: first.bookings, next: next.bookings };
    },
    check: (result) => {
      const { first, next } = result as { first: unknown[]; next: unknown[] };
      expect(first).toHaveLength(2);
      const shown = new Set(listedIds(first));
      expect(listedIds(next).filter((id) => shown.has(id))).toEqual([]);
      expect([...listedIds(first), ...listedIds(next)].sort()).toEqual(
        [...bobsBookings, ...BOBS_REVIEWED].sort(),
      );
    },
  })),
  {
    actor: 'carol',
    does: 'list bookings by serviceId (not filtered by her uid)',
    allowed: false,
    run: (db) =>
      getDocs(query(collection(db, 'bookings'), where('serviceId', '==', IDS.alicePlumbing))),
  },
  // bookService looks for its client-chosen id first, so a repeat finds its booking.
  {
    actor: 'bob',
    does: 'look for a booking id not made yet',
    allowed: true,
    run: (db) => getDoc(doc(db, 'bookings/missing')),
  },
  {
    actor: 'visitor',
    does: 'look for a booking id not made yet',
    allowed: false,
    run: (db) => getDoc(doc(db, 'bookings/missing')),
  },
  {
    actor: 'bob',
    does: 'book through the app, then repeat it with the same id (a lost answer): one booking',
    allowed: true,
    run: async (db) => {
      const request = { ...BOOKING_REQUEST, ...slotIn(3, 'morning') };
      const first = await app.bookings.bookService(
        db,
        IDS.alicePlumbing,
        signedIn('bob'),
        request,
        'bobs-one-request-key',
      );
      const repeat = await app.bookings.bookService(
        db,
        IDS.alicePlumbing,
        signedIn('bob'),
        request,
        'bobs-one-request-key',
      );
      return [first, repeat];
    },
    check: async (ids, db) => {
      const id = bookingIdOf(USERS.bob.uid, 'bobs-one-request-key');
      expect(ids).toEqual([id, id]);
      const places = await getDoc(
        doc(
          db,
          'schedules',
          USERS.alice.uid,
          'windows',
          `${slotOfStart(slotIn(3, 'morning').sDate)?.date}_morning`,
        ),
      );
      expect(dataOf(places)?.taken).toBe(1);
    },
  },
];

const creates: Case[] = [
  { actor: 'visitor', does: 'book a service', allowed: false, run: bobBooks() },
  {
    actor: 'carol',
    does: "take the booking id Bob's key will make, booking as herself (issue 39: squatting)",
    allowed: false,
    run: (db) =>
      createBooking(
        db,
        bookingIdOf(USERS.bob.uid),
        bookingDoc('carol', 'alice', IDS.alicePlumbing, NOW),
      ),
  },
  {
    actor: 'bob',
    does: 'book under his own tag with a key shorter than 16 characters',
    allowed: false,
    run: (db) =>
      createBooking(
        db,
        `${bookingIdOf(USERS.bob.uid).split('_')[0]}_short`,
        bookingDoc('bob', 'alice', IDS.alicePlumbing, NOW),
      ),
  },
  {
    actor: 'bob',
    does: 'book under an id of his choosing that is no keyed id',
    allowed: false,
    run: (db) =>
      createBooking(db, 'new-booking', bookingDoc('bob', 'alice', IDS.alicePlumbing, NOW)),
  },
  { actor: 'bob', does: "book Alice's service", allowed: true, run: bobBooks() },
  {
    actor: 'carol',
    does: "book Alice's service",
    allowed: true,
    run: (db) => createNewBooking(db, bookingDoc('carol', 'alice', IDS.alicePlumbing, NOW)),
  },
  {
    actor: 'alice',
    does: "book Carol's service",
    allowed: true,
    run: (db) => createNewBooking(db, bookingDoc('alice', 'carol', IDS.carolPainting, NOW)),
  },
  {
    actor: 'alice',
    does: "book her own service ('Action not permitted')",
    allowed: false,
    run: (db) => createNewBooking(db, bookingDoc('alice', 'alice', IDS.alicePlumbing, NOW)),
  },
  {
    actor: 'bob',
    does: 'book for another customer (customerUid carol, his own email)',
    allowed: false,
    run: bobBooks((d) => (d.customerUid = USERS.carol.uid)),
  },
  {
    actor: 'bob',
    // Everything else his own (his e-mail, number and rate counter), under the id Carol's key
    // makes: only isOwner(b.customerUid) tells it from a booking of his.
    does: "book for another customer under the id Carol's key makes, counted as his own",
    allowed: false,
    run: (db) => {
      const data = edit(bookingDoc('bob', 'alice', IDS.alicePlumbing, NOW), (d) => {
        d.customerUid = USERS.carol.uid;
      });
      const id = bookingIdOf(USERS.carol.uid);
      return createBooking(db, id, data, (batch) =>
        countIn(batch, db, 'booking', USERS.bob.uid, id),
      );
    },
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
  // When: a window start not yet reached, at most 60 Dhaka days ahead.
  {
    actor: 'bob',
    does: 'book a morning 60 days ahead (the last bookable day)',
    allowed: true,
    run: bobBooks((d) => Object.assign(d, slotIn(60, 'morning'))),
  },
  {
    actor: 'bob',
    does: 'book a morning 61 days ahead',
    allowed: false,
    run: bobBooks((d) => Object.assign(d, slotIn(61, 'morning'))),
  },
  {
    actor: 'bob',
    does: 'book yesterday evening',
    allowed: false,
    run: bobBooks((d) => Object.assign(d, slotIn(-1))),
  },
  {
    actor: 'bob',
    does: 'book a date in 2020',
    allowed: false,
    run: bobBooks((d) => (d.sDate = '2020-01-15T10:00:00.000Z')),
  },
  ...(['morning', 'afternoon'] as const).map((window): Case => ({
    actor: 'bob',
    does: `book tomorrow ${window}`,
    allowed: true,
    run: bobBooks((d) => Object.assign(d, slotIn(1, window))),
  })),
  {
    actor: 'bob',
    does: 'book with an sDate that is not the start of its window',
    allowed: false,
    run: bobBooks((d) => (d.sDate = d.sDate.replace(':00:00.000Z', ':30:00.000Z'))),
  },
  {
    actor: 'bob',
    does: "book with an sDate of another window's start (evening start, morning window)",
    allowed: false,
    run: bobBooks((d) => (d.timeWindow = 'morning')),
  },
  {
    actor: 'bob',
    does: 'book with the window start written in Dhaka time (+06:00)',
    allowed: false,
    run: bobBooks((d) => (d.sDate = d.sDate.replace('T10:00:00.000Z', 'T16:00:00+06:00'))),
  },
  ...['night', '', 3].map((window): Case => ({
    actor: 'bob',
    does: `book with the time window ${JSON.stringify(window)}`,
    allowed: false,
    run: bobBooks((d) => (loose(d).timeWindow = window)),
  })),
  {
    actor: 'bob',
    does: 'book without a time window',
    allowed: false,
    run: bobBooks((d) => delete loose(d).timeWindow),
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
  // The name signs his reviews in public: one he gave, never his e-mail address.
  {
    actor: 'bob',
    does: 'book under his e-mail address as his name',
    allowed: false,
    run: bobBooks((d) => (d.uName = USERS.bob.email)),
  },
  {
    actor: 'bob',
    does: 'book under a name with his e-mail address on its second line',
    allowed: false,
    run: bobBooks((d) => (d.uName = `Bob\n${USERS.bob.email}`)),
  },
  // The customer's number is their own profile's; the provider's is the trigger's alone.
  {
    actor: 'bob',
    does: 'book recording the number of his profile',
    allowed: true,
    run: bobBooks(),
    check: async (_result, db) =>
      expect(dataOf(await getDoc(newBooking(db)))?.uPhone).toBe(USERS.bob.phone),
  },
  {
    actor: 'bob',
    does: 'book without his number (uPhone)',
    allowed: false,
    run: bobBooks((d) => delete loose(d).uPhone),
  },
  {
    actor: 'bob',
    does: "book with someone else's number as uPhone",
    allowed: false,
    run: bobBooks((d) => (d.uPhone = USERS.carol.phone ?? '')),
  },
  {
    actor: 'bob',
    does: 'book with his number written another way (+880 for 0)',
    allowed: false,
    run: bobBooks((d) => (d.uPhone = `+88${d.uPhone}`)),
  },
  {
    actor: 'bob',
    does: 'book with uPhone as a number',
    allowed: false,
    run: bobBooks((d) => (loose(d).uPhone = Number(d.uPhone))),
  },
  {
    actor: 'bob',
    does: "book writing the provider's number (pPhone) himself",
    allowed: false,
    run: bobBooks((d) => (loose(d).pPhone = USERS.alice.phone)),
  },
  // Bookings carry only numbers Auth verified (bookingPhoneOf in domain/src/phone-auth.ts).
  {
    actor: 'bob',
    token: 'unverified',
    does: 'book with his profile number before his account verified it',
    allowed: false,
    run: bobBooks(),
  },
  {
    actor: 'bob',
    token: 'unverified',
    does: 'book through the app claiming a verified number his token does not carry',
    allowed: false,
    run: (db) => app.bookings.bookService(db, IDS.alicePlumbing, signedIn('bob'), BOOKING_REQUEST),
  },
  // A token keeps its phone_number for its hour after POST /unlinkPhone; the profile's
  // phoneUnlinkedAt (the server's) says whether the number is still the account's
  // (currentTokenPhoneOf in domain/src/phone-auth.ts).
  ...[
    ['minted before his number was unlinked', -120, false],
    ['minted after his number was unlinked and linked again', 120, true],
  ].map(([when, offsetSeconds, allowed]): Case => ({
    actor: 'bob',
    does: `book with his number on a token ${String(when)}`,
    allowed: Boolean(allowed),
    run: async () => {
      const unlinkedAt = Timestamp.fromMillis(Date.now() - 60_000);
      await withoutRules((stored) =>
        updateDoc(doc(stored, 'users', USERS.bob.uid), { phoneUnlinkedAt: unlinkedAt }),
      );
      const iat = Math.floor(unlinkedAt.toMillis() / 1000) + Number(offsetSeconds);
      await bobBooks()(actingWithClaims('bob', { iat }));
    },
  })),
  {
    actor: 'bob',
    token: 'phone-only',
    does: 'book from an account made with his number alone (no e-mail, uEmail empty)',
    allowed: true,
    run: bobBooks((d) => (d.uEmail = '')),
  },
  // The name is the account's, else the profile's (bookingNameOf), as the API records it.
  {
    actor: 'bob',
    does: "book under another person's name (Carol's), his account having his own",
    allowed: false,
    run: bobBooks((d) => (d.uName = USERS.carol.name)),
  },
  {
    actor: 'bob',
    does: "book under his account's name with spaces around it (it is recorded trimmed)",
    allowed: false,
    run: bobBooks((d) => (d.uName = ` ${USERS.bob.name} `)),
  },
  {
    actor: 'bob',
    token: 'phone-only',
    does: "book from a nameless account under another name than his profile's",
    allowed: false,
    run: bobBooks((d) => {
      d.uEmail = '';
      d.uName = USERS.carol.name;
    }),
  },
  // Neither his account nor his profile names him (its name is an e-mail address): the name he
  // gives is recorded, if it is a person's name.
  ...[
    ['under the name he gives', 'Bob H.', true],
    ['under his e-mail address as his name', USERS.bob.email, false],
    ['under a name with his e-mail address on its second line', `Bob\n${USERS.bob.email}`, false],
  ].map(([how, name, allowed]): Case => ({
    actor: 'bob',
    token: 'phone-only',
    does: `book from a nameless account whose profile names an e-mail address, ${String(how)}`,
    allowed: Boolean(allowed),
    run: async (db) => {
      await withoutRules((stored) =>
        updateDoc(doc(stored, 'users', USERS.bob.uid), { displayName: USERS.bob.email }),
      );
      await bobBooks((d) => {
        d.uEmail = '';
        d.uName = String(name);
      })(db);
    },
  })),
  {
    actor: 'bob',
    token: 'phone-only',
    does: 'book from an account made with his number alone, claiming an e-mail',
    allowed: false,
    run: bobBooks(),
  },
  ...['', '01911000000'].map((phone): Case => ({
    actor: 'admin',
    does: `book without a profile number (uPhone ${JSON.stringify(phone)})`,
    allowed: false,
    run: (db) =>
      createNewBooking(db, {
        ...bookingDoc('admin', 'alice', IDS.alicePlumbing, NOW),
        uPhone: phone,
      }),
  })),
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
  ...['pending', 'Cancelled', 'completed', 'declined', 3].map((status): Case => ({
    actor: 'alice',
    does: `set her booking's status to ${JSON.stringify(status)}`,
    allowed: false,
    run: setStatus(status),
  })),
  ...PROVIDER_BOOKING_STATUSES.flatMap((status): Case[] => [
    {
      actor: 'alice',
      does: `move a Completed booking to ${status}`,
      allowed: false,
      run: setsStatus(IDS.completedBooking, status),
    },
    {
      actor: 'alice',
      does: `move a Cancelled booking to ${status}`,
      allowed: false,
      run: setsStatus(IDS.cancelledBooking, status),
    },
    {
      actor: 'alice',
      does: `move a Declined booking to ${status}`,
      allowed: false,
      run: setsStatus(IDS.declinedBooking, status),
    },
  ]),
  // A cancel without a reason leaves no statusReason, which alone keeps the provider's moves out
  // of the booking above: this one is stopped by Cancelled being final.
  {
    actor: 'alice',
    does: 'move a booking Bob cancelled without a reason to Working',
    allowed: false,
    run: async (db) => {
      await app.bookings.changeBookingStatus(actingAs('bob'), IDS.bobBooking, 'Cancelled');
      return setsStatus(IDS.bobBooking, 'Working')(db);
    },
  },
  {
    actor: 'alice',
    does: 'move her Working booking to Completed',
    allowed: true,
    run: setsStatus(IDS.workingBooking, 'Completed'),
  },
  // Decline (the provider) and cancel (the customer), while the booking waits.
  {
    actor: 'alice',
    does: 'decline a pending booking with a reason',
    allowed: true,
    run: setsStatus(IDS.bobBooking, 'Declined', 'Fully booked that week'),
    check: async (_result, db) =>
      expect(dataOf(await getDoc(bobBooking(db)))).toMatchObject({
        serviceStatus: 'Declined',
        statusReason: 'Fully booked that week',
      }),
  },
  {
    actor: 'alice',
    does: 'decline a pending booking without a reason',
    allowed: true,
    run: setsStatus(IDS.bobBooking, 'Declined'),
  },
  {
    actor: 'alice',
    does: 'decline a Working booking',
    allowed: false,
    run: setsStatus(IDS.workingBooking, 'Declined'),
  },
  {
    actor: 'alice',
    does: 'decline a Completed booking',
    allowed: false,
    run: setsStatus(IDS.completedBooking, 'Declined'),
  },
  {
    actor: 'alice',
    does: 'cancel a booking made to her (only its customer cancels)',
    allowed: false,
    run: setsStatus(IDS.bobBooking, 'Cancelled'),
  },
  {
    actor: 'bob',
    does: 'cancel his pending booking with a reason',
    allowed: true,
    run: setsStatus(IDS.bobBooking, 'Cancelled', 'Plans changed'),
    check: async (_result, db) =>
      expect(dataOf(await getDoc(bobBooking(db)))).toMatchObject({
        serviceStatus: 'Cancelled',
        statusReason: 'Plans changed',
      }),
  },
  {
    actor: 'bob',
    does: 'cancel his pending booking without a reason',
    allowed: true,
    run: setsStatus(IDS.bobBooking, 'Cancelled'),
  },
  {
    actor: 'bob',
    does: 'cancel his Working booking',
    allowed: false,
    run: setsStatus(IDS.workingBooking, 'Cancelled'),
  },
  {
    actor: 'bob',
    does: 'cancel his Completed booking',
    allowed: false,
    run: setsStatus(IDS.completedBooking, 'Cancelled'),
  },
  {
    actor: 'bob',
    does: 'decline his own booking (only its provider declines)',
    allowed: false,
    run: setsStatus(IDS.bobBooking, 'Declined'),
  },
  {
    actor: 'bob',
    does: 'set his booking to Working',
    allowed: false,
    run: setsStatus(IDS.bobBooking, 'Working'),
  },
  ...(['visitor', 'carol', 'admin'] as const).map((actor): Case => ({
    actor,
    does: "cancel Bob's booking",
    allowed: false,
    run: setsStatus(IDS.bobBooking, 'Cancelled'),
  })),
  {
    actor: 'bob',
    does: `cancel with a ${FIELD_LIMITS.statusReason + 1}-character reason`,
    allowed: false,
    run: setStatus('Cancelled', { statusReason: 'x'.repeat(FIELD_LIMITS.statusReason + 1) }),
  },
  {
    actor: 'bob',
    does: `cancel with a ${FIELD_LIMITS.statusReason}-character reason`,
    allowed: true,
    run: setStatus('Cancelled', { statusReason: 'x'.repeat(FIELD_LIMITS.statusReason) }),
  },
  {
    actor: 'bob',
    does: 'cancel with a blank reason',
    allowed: false,
    run: setStatus('Cancelled', { statusReason: '   ' }),
  },
  {
    actor: 'alice',
    does: 'decline with a numeric reason',
    allowed: false,
    run: setStatus('Declined', { statusReason: 404 }),
  },
  {
    actor: 'alice',
    does: 'give a reason with Working (only a cancel or a decline has one)',
    allowed: false,
    run: setStatus('Working', { statusReason: 'Starting now' }),
  },
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
    does: 'change her number (pPhone) on the booking in the same write as the status',
    allowed: false,
    run: setStatus('Working', { pPhone: '01511000000' }),
  },
  {
    actor: 'alice',
    does: "change the customer's number (uPhone) in the same write as the status",
    allowed: false,
    run: setStatus('Working', { uPhone: '01511000000' }),
  },
  {
    actor: 'bob',
    does: "change the provider's number (pPhone) in the same write as a cancel",
    allowed: false,
    run: setStatus('Cancelled', { pPhone: '01511000000' }),
  },
  ...(['alice', 'bob'] as const).map((actor): Case => ({
    actor,
    does: "remove the provider's number (pPhone) from Bob's booking",
    allowed: false,
    run: (db) => updateDoc(bobBooking(db), { pPhone: deleteField(), updatedAt: serverTimestamp() }),
  })),
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
