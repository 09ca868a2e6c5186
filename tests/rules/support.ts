/**
 * Fixtures of the rules matrix: the actors, the seeded documents and builders of valid writes.
 * Each write case starts from a document the rules accept and changes one thing, so a denial
 * is known to come from that one thing and not from a broken fixture.
 */
import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
} from '@firebase/rules-unit-testing';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  collection,
  doc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  writeBatch,
} from 'firebase/firestore';
import type {
  DocumentSnapshot,
  FieldValue,
  Firestore,
  QuerySnapshot,
  WriteBatch,
} from 'firebase/firestore';
import { expect } from 'vitest';
import { dhakaDateOf, windowStart } from '@meramot/domain/booking-time';
import type { TimeWindow } from '@meramot/domain/booking-time';
import type { CategoryId } from '@meramot/domain/categories';
import { PUBLIC_LIST_LIMIT } from '@meramot/domain/list-limits';
import { keyedIdOf } from '@meramot/domain/keyed-id';
import { accountSenderOf, rateCounterIdOf } from '@meramot/domain/rate-limits';
import { countCreate } from '../../web/src/lib/rate-counter';
import type { RateLimitedWrite } from '@meramot/domain/rate-limits';
import { e164BdMobile } from '@meramot/domain/phone-auth';
import { serviceSearchIndexOf } from '@meramot/domain/service';

/** The emulator project; the mutation check gives each of its workers its own. */
export const PROJECT_ID = process.env.MERAMOT_RULES_PROJECT ?? 'demo-meramot-rules';

/** host:port of the emulator that `firebase emulators:exec` started for this run. */
export function emulatorAddress(): { host: string; port: number } {
  const address = process.env.FIRESTORE_EMULATOR_HOST;
  if (!address) throw new Error('FIRESTORE_EMULATOR_HOST is not set: run inside emulators-exec');
  const at = address.lastIndexOf(':');
  return { host: address.slice(0, at), port: Number(address.slice(at + 1)) };
}

/**
 * The rules under test: firestore.rules, or MERAMOT_RULES_FILE (tests/rules/mutants.ts points it
 * at a deliberately broken copy, so the real file never changes under a teammate's run).
 */
export const RULES_FILE = process.env.MERAMOT_RULES_FILE ?? 'firestore.rules';

export function startEnvironment(): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { ...emulatorAddress(), rules: readFileSync(RULES_FILE, 'utf8') },
  });
}

interface User {
  uid: string;
  email: string;
  name: string;
  /** The number of the seeded users/{uid} profile; the admin has no profile. */
  phone: string | null;
}

/** Everyone who knocks: each is an ID token the emulator trusts as given. */
export const USERS: Record<'alice' | 'bob' | 'carol' | 'admin', User> = {
  /** A provider: owns the service `alicePlumbing`, receives bookings. */
  alice: { uid: 'alice', email: 'alice@example.com', name: 'Alice Rahman', phone: '01711000000' },
  /** A customer: has booked Alice's service, sent an appointment. */
  bob: { uid: 'bob', email: 'bob@example.com', name: 'Bob Hossain', phone: '01811000000' },
  /** Another signed-in user with no part in Alice's and Bob's documents. */
  carol: { uid: 'carol', email: 'carol@example.com', name: 'Carol Akter', phone: '+8801911000000' },
  /** Signed in with the custom claim `admin: true`. */
  admin: { uid: 'admin', email: 'admin@example.com', name: 'Admin', phone: null },
};
export type UserName = keyof typeof USERS;
/** Every account's photo (the ID token's `picture`). */
export const USER_PHOTO = 'https://example.com/a.png';
export type Actor = UserName | 'visitor';
export const ACTORS: readonly Actor[] = ['visitor', 'alice', 'bob', 'carol', 'admin'];

/**
 * How an actor signed in: 'verified' (the default) carries their profile's number as the token's
 * phone_number, as after a phone sign-in or linking it by code (the admin has none);
 * 'unverified' is the same account before it verified its number; 'phone-only' an account made
 * with the number alone, whose token has no e-mail; 'nameless' an e-mail account that never
 * set a name or photo; 'renamed' one whose name is now 'Alice R.' (RENAMED). An e-mail
 * address is verified (email_verified, as the seed accounts' are), except 'unconfirmed': an
 * account that verified neither its e-mail address nor its number.
 */
export type TokenKind =
  'verified' | 'unverified' | 'phone-only' | 'nameless' | 'renamed' | 'unconfirmed';

/** The name of a 'renamed' account. */
export const RENAMED = 'Alice R.';

/** The ID token `actor` signs in with (see TokenKind). */
function tokenOf(user: User, actor: UserName, kind: TokenKind): Record<string, unknown> {
  const phone =
    kind !== 'unverified' && kind !== 'unconfirmed' && user.phone ? e164BdMobile(user.phone) : null;
  return {
    ...(kind !== 'phone-only' && { email: user.email, email_verified: kind !== 'unconfirmed' }),
    // As Auth mints it: the account's name and photo (one made with a number alone has none).
    ...(kind !== 'phone-only' &&
      kind !== 'nameless' && {
        name: kind === 'renamed' ? RENAMED : user.name,
        picture: USER_PHOTO,
      }),
    ...(phone && { phone_number: phone }),
    ...(actor === 'admin' && { admin: true }),
  };
}

/** A Firestore client acting as `actor`, under the rules; `claims` go on its token as well. */
export function as(
  env: RulesTestEnvironment,
  actor: Actor,
  kind: TokenKind = 'verified',
  claims: Record<string, unknown> = {},
): Firestore {
  if (actor === 'visitor') return opened(env.unauthenticatedContext().firestore());
  const user = USERS[actor];
  const token = { ...tokenOf(user, actor, kind), ...claims };
  return opened(env.authenticatedContext(user.uid, token).firestore());
}

/** The clients `as` opened since the last closeClients(). */
const openClients: { terminate(): Promise<void> }[] = [];

/** rules-unit-testing's clients are the compat SDK's: terminate() is their own method. */
function opened(client: { terminate(): Promise<void> }): Firestore {
  openClients.push(client);
  return client as unknown as Firestore;
}

/**
 * Ends every client `as` opened: a client left open keeps its connection to the emulator, and
 * hundreds of them stall a later case for half a minute.
 */
export async function closeClients(): Promise<void> {
  await Promise.all(openClients.splice(0).map((client) => client.terminate()));
}

/** One row of the matrix: who does what, and whether the rules must let them. */
export interface Case {
  actor: Actor;
  /** Read as "<actor> may (not) <does>". */
  does: string;
  allowed: boolean;
  /** How the actor signed in ('verified' when not given). */
  token?: TokenKind;
  run: (db: Firestore) => Promise<unknown>;
  /**
   * More expectations on what an allowed operation returned (e.g. which documents a list saw),
   * with the same actor's client to read back what a write stored.
   */
  check?: (result: unknown, db: Firestore) => void | Promise<void>;
}

/** Changes a freshly built document (builders return new objects on each call) and returns it. */
export function edit<T extends object>(document: T, change: (draft: T) => void): T {
  change(document);
  return document;
}

/** A loose view of a document, to write the wrong type into a field on purpose. */
export function loose(value: object): Record<string, unknown> {
  return value as Record<string, unknown>;
}

/** The ids a list answered with, in the order it answered. */
export function idsOf(result: unknown): string[] {
  return (result as QuerySnapshot).docs.map((d) => d.id);
}

/** The fields a get answered with (undefined when the document does not exist). */
export function dataOf(result: unknown): Record<string, unknown> | undefined {
  return (result as DocumentSnapshot).data();
}

/** Runs `operation` and checks the rules' verdict on it. */
export async function expectVerdict(allowed: boolean, operation: Promise<unknown>): Promise<void> {
  if (allowed) {
    await assertSucceeds(operation);
  } else {
    const error = (await assertFails(operation)) as { code?: string };
    // assertFails accepts only a permission error; name it so a report says what was denied.
    expect(error.code ?? 'permission-denied').toMatch(/permission[-_]denied/i);
  }
}

/**
 * Lists of a public collection by everyone: allowed asking for at most PUBLIC_LIST_LIMIT, and
 * refused without a limit or above it (so no reader pays for, or takes, a whole collection).
 */
export function publicListCases(
  collectionName: 'services' | 'providers' | 'reviews',
  check: (result: unknown) => void,
): Case[] {
  const list = (count?: number) => (db: Firestore) =>
    getDocs(
      count === undefined
        ? collection(db, collectionName)
        : query(collection(db, collectionName), limit(count)),
    );
  return ACTORS.flatMap((actor): Case[] => [
    {
      actor,
      does: `list ${collectionName} asking for ${PUBLIC_LIST_LIMIT} (PUBLIC_LIST_LIMIT)`,
      allowed: true,
      run: list(PUBLIC_LIST_LIMIT),
      check,
    },
    {
      actor,
      does: `list ${collectionName} without a limit`,
      allowed: false,
      run: list(),
    },
    {
      actor,
      does: `list ${collectionName} asking for ${PUBLIC_LIST_LIMIT + 1}`,
      allowed: false,
      run: list(PUBLIC_LIST_LIMIT + 1),
    },
  ]);
}

// ---------- seeded documents ----------

export const SEEDED_AT = Timestamp.fromMillis(Date.UTC(2025, 0, 15, 10, 0, 0));

export const IDS = {
  alicePlumbing: 'alice-plumbing',
  carolPainting: 'carol-painting',
  /** Bob's booking of Alice's service, still 'pending'. */
  bobBooking: 'bob-books-alice',
  /** Bob's booking of Alice's service, already Completed. */
  completedBooking: 'bob-books-alice-completed',
  /** Bob's booking of Alice's service, being worked on: too late to cancel or decline. */
  workingBooking: 'bob-books-alice-working',
  /** Bob's booking of Alice's service, which Bob cancelled: final. */
  cancelledBooking: 'bob-books-alice-cancelled',
  /** Bob's booking of Alice's service, which Alice declined: final. */
  declinedBooking: 'bob-books-alice-declined',
  /** Alice's booking of Carol's service: neither Bob's nor (as a customer) anyone else's. */
  aliceBooking: 'alice-books-carol',
  bobAppointment: 'bob-appointment',
  carolAppointment: 'carol-appointment',
  visitorAppointment: 'visitor-appointment',
  /** Bob's review of Carol's service written yesterday (the id of his Completed booking). */
  recentReview: 'bob-reviewed-carol',
  /** Bob's review of Carol's service written long ago, already answered by Carol (the same). */
  oldReview: 'bob-reviewed-carol-long-ago',
  /** Alice's unread notification of Bob's pending booking. */
  aliceNotification: 'alice-hears-bob-booked',
  /** Bob's notification, already read, of Alice's decline. */
  bobNotification: 'bob-hears-alice-declined',
} as const;

/** The rating of Carol's service and of Carol: the two seeded reviews, 4 and 5 stars. */
export const CAROL_RATING = { ratingCount: 2, ratingSum: 9, ratingAverage: 4.5 };

/**
 * The fields of a public review, exactly: no uid of its author (the customer of the booking of
 * the same id). newReviewOf in domain/src/review.ts and the rules' validNewReview.
 */
export const PUBLIC_REVIEW_KEYS = [
  'createdAt',
  'providerUid',
  'reply',
  'reviewerName',
  'serviceId',
  'stars',
  'text',
  'updatedAt',
];

/** Bob's review of `provider`'s service (Bob is the customer of its booking, not named here). */
export function reviewDoc(stars: number, ts: Timestamps, provider: 'alice' | 'carol' = 'alice') {
  return {
    providerUid: USERS[provider].uid,
    serviceId: provider === 'alice' ? IDS.alicePlumbing : IDS.carolPainting,
    stars,
    text: 'On time and tidy.',
    reviewerName: 'Bob',
    createdAt: ts,
    updatedAt: ts,
    reply: null as { text: string; createdAt: Timestamps } | null,
  };
}

type Timestamps = Timestamp | FieldValue;

export function serviceDoc(owner: UserName, ts: Timestamps = SEEDED_AT) {
  const user = USERS[owner];
  return {
    providerUid: user.uid,
    provider: { name: user.name, email: user.email, photoURL: USER_PHOTO },
    service: {
      serviceImgURL: '/images/services/plumbing.svg',
      serviceName: 'Pipe Fitting',
      serviceArea: 'Dhanmondi, Dhaka',
      servicePrice: 1500,
      description: 'Leak repair and new pipe fitting for kitchens and bathrooms.',
      category: 'plumbing' as CategoryId,
      district: 'dhaka',
    },
    ratingCount: 0,
    ratingSum: 0,
    ratingAverage: 0,
    createdAt: ts,
    updatedAt: ts,
  };
}

const DAY_MS = 86_400_000;

/** A slot `days` Dhaka days from today, as a booking stores it (sDate and timeWindow). */
export function slotIn(days: number, window: TimeWindow = 'evening') {
  return {
    sDate: windowStart(dhakaDateOf(Date.now() + days * DAY_MS), window),
    timeWindow: window,
  };
}

/** The key of a booking made by hand in a case. */
export const NEW_BOOKING_KEY = 'new-booking-key-0001';

/**
 * The id a customer's booking made with `key` has (keyedIdOf: the rules accept no other); a
 * customerUid that is no string (a broken booking) gets Bob's.
 */
export function bookingIdOf(customerUid: unknown, key = NEW_BOOKING_KEY): string {
  return keyedIdOf(typeof customerUid === 'string' ? customerUid : USERS.bob.uid, key);
}

export function bookingDoc(
  customer: UserName,
  provider: UserName,
  serviceId: string,
  ts: Timestamps = SEEDED_AT,
) {
  const service = serviceDoc(provider);
  return {
    serviceId,
    serviceName: service.service.serviceName,
    serviceImg: service.service.serviceImgURL,
    pEmail: service.provider.email,
    pName: service.provider.name,
    uEmail: USERS[customer].email,
    uName: USERS[customer].name,
    // The customer's profile number (the admin, without a profile, cannot book).
    uPhone: USERS[customer].phone ?? '',
    // Tomorrow evening: a slot the create rule accepts.
    ...(slotIn(1) as { sDate: string; timeWindow: string }),
    provideArea: 'Mirpur 10, Dhaka',
    price: service.service.servicePrice,
    serviceStatus: 'pending' as string,
    customerUid: USERS[customer].uid,
    providerUid: USERS[provider].uid,
    createdAt: ts,
    updatedAt: ts,
  };
}

/** `uid`'s rate counter of `kind` (rateCounterIdOf; the rules recompute the id). */
export function rateCounterOf(db: Firestore, kind: RateLimitedWrite, uid: string) {
  return doc(db, 'rateCounters', rateCounterIdOf(kind, accountSenderOf(uid)));
}

/**
 * One more create of `kind` by `uid`, counted in `batch` by the app's own countCreate (which
 * reads the counter: a case may create more than once).
 */
export async function countIn(
  batch: WriteBatch,
  db: Firestore,
  kind: RateLimitedWrite,
  uid: unknown,
  id: string,
): Promise<void> {
  const caller = typeof uid === 'string' && uid ? uid : 'none';
  (await countCreate(db, kind, caller, id))(batch);
}

/** The key of a listing made by hand in a case. */
export const NEW_SERVICE_KEY = 'new-service-key-0001';

/** The id a provider's listing made with `key` has (keyedIdOf: the rules accept no other). */
export function serviceIdOf(providerUid: unknown, key = NEW_SERVICE_KEY): string {
  return keyedIdOf(typeof providerUid === 'string' ? providerUid : USERS.alice.uid, key);
}

/**
 * A listing written by hand as the web door writes one: with its count in the caller's rate
 * counter (`callerUid`, by default the listing's provider).
 */
export async function createService(
  db: Firestore,
  id: string,
  data: Record<string, unknown>,
  callerUid: unknown = data.providerUid,
  counted: CountWrite = (batch) => countIn(batch, db, 'service', callerUid, id),
) {
  const batch = writeBatch(db);
  batch.set(doc(db, 'services', id), data);
  await counted(batch);
  return batch.commit();
}

/** How a hand-made create is counted: countIn by default, or a case's own counter write. */
export type CountWrite = (batch: WriteBatch) => unknown;

/**
 * A booking written by hand as both doors write one (planTakePlace): with the place it takes in
 * its provider's window (the counter, its move and the customer's places), which holds no other
 * booking yet, and its count in the customer's rate counter. A booking too broken to name a
 * window is written alone, for the rules to refuse.
 */
export async function createBooking(
  db: Firestore,
  id: string,
  data: Record<string, unknown>,
  counted: CountWrite = (batch) => countIn(batch, db, 'booking', data.customerUid, id),
) {
  const batch = writeBatch(db);
  batch.set(doc(db, 'bookings', id), data);
  await counted(batch);
  const { providerUid, sDate, timeWindow } = data;
  if (
    typeof providerUid === 'string' &&
    typeof sDate === 'string' &&
    typeof timeWindow === 'string'
  ) {
    const date = sDate.split('T')[0] ?? '';
    const placeId = `${date}_${timeWindow}`;
    const provider = providerUid || 'none';
    const customer =
      typeof data.customerUid === 'string' && data.customerUid ? data.customerUid : 'none';
    batch.set(doc(db, 'schedules', provider, 'windows', placeId), {
      date,
      window: timeWindow,
      taken: 1,
      updatedAt: serverTimestamp(),
    });
    batch.set(doc(db, 'schedules', provider, 'windowMoves', placeId), {
      lastBookingId: id,
      updatedAt: serverTimestamp(),
    });
    batch.set(doc(db, 'schedules', provider, 'windows', placeId, 'holders', customer), {
      bookingIds: [id],
      lastBookingId: id,
      updatedAt: serverTimestamp(),
    });
  }
  return batch.commit();
}

/** A booking as stored once the booking-contact trigger has copied the provider's number. */
export function seededBooking(customer: UserName, provider: UserName, serviceId: string) {
  return { ...bookingDoc(customer, provider, serviceId), pPhone: USERS[provider].phone ?? '' };
}

export function appointmentDoc(sender: UserName | null, ts: Timestamps = SEEDED_AT) {
  return {
    name: sender ? USERS[sender].name : 'A Visitor',
    email: sender ? USERS[sender].email : '',
    phone: '+880 1711-000000',
    date: '2025-03-01',
    message: 'Please look at a leaking kitchen tap.',
    uid: sender ? USERS[sender].uid : null,
    createdAt: ts,
  };
}

/** A notification as the triggers write it (domain/src/notifications.ts), to `recipient`. */
export function notificationDoc(recipient: 'alice' | 'bob', ts: Timestamps = SEEDED_AT) {
  const toProvider = recipient === 'alice';
  return {
    recipientUid: USERS[recipient].uid,
    bookingId: toProvider ? IDS.bobBooking : IDS.declinedBooking,
    kind: toProvider ? 'booked' : 'declined',
    status: toProvider ? 'pending' : 'Declined',
    serviceName: 'Pipe Fitting',
    otherPartyName: toProvider ? USERS.bob.name : USERS.alice.name,
    reason: null as string | null,
    createdAt: ts,
    read: !toProvider,
  };
}

/** A fresh write: the timestamps are the server's clock, as the app writes them. */
export const NOW = serverTimestamp();

let seededEnvironment: RulesTestEnvironment | undefined;

/** A client of the environment last seeded, for a case that needs a second actor's write first. */
export function actingAs(actor: Actor): Firestore {
  if (!seededEnvironment) throw new Error('seed() has not run');
  return as(seededEnvironment, actor);
}

/**
 * A client of the environment last seeded, signed in as `actor` (verified, as `as` signs in)
 * with `claims` on the token as well: a picture or a name Auth would carry that no TokenKind has.
 */
export function actingWithClaims(actor: UserName, claims: Record<string, unknown>): Firestore {
  if (!seededEnvironment) throw new Error('seed() has not run');
  return as(seededEnvironment, actor, 'verified', claims);
}

/** Writes documents with the rules off, for a case that needs more than the seeded ones. */
export async function withoutRules(write: (db: Firestore) => Promise<unknown>): Promise<void> {
  if (!seededEnvironment) throw new Error('seed() has not run');
  await seededEnvironment.withSecurityRulesDisabled(async (context) => {
    await write(context.firestore() as unknown as Firestore);
  });
}

/**
 * Writes more fixtures with the rules off, for a case that needs a state the shared seed has
 * not (the money cases' bills: tests/rules/bills.cases.ts), so the seed's lists stay as they are.
 */
export async function seedMore(documents: Record<string, object>): Promise<void> {
  await withoutRules((db) =>
    Promise.all(Object.entries(documents).map(([path, data]) => setDoc(doc(db, path), data))),
  );
}

/** Clears the project and writes the fixtures with the rules off. */
export async function seed(env: RulesTestEnvironment): Promise<void> {
  seededEnvironment = env;
  await env.clearFirestore();
  const yesterday = Timestamp.fromMillis(Date.now() - 86_400_000);
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    const put = (path: string, data: object) => setDoc(doc(db, path), data);
    await Promise.all([
      put(`services/${IDS.alicePlumbing}`, serviceDoc('alice')),
      // Carol's listing is indexed, as the server leaves it; Alice's is not yet.
      put(`services/${IDS.carolPainting}`, {
        ...serviceDoc('carol'),
        ...serviceSearchIndexOf(serviceDoc('carol').service),
        ...CAROL_RATING,
      }),
      put(`providers/${USERS.carol.uid}`, { ...CAROL_RATING, lastReviewId: IDS.recentReview }),
      put(`reviews/${IDS.recentReview}`, reviewDoc(4, yesterday, 'carol')),
      // A review's author is its booking's customer: Bob's Completed bookings of Carol's service.
      ...[IDS.recentReview, IDS.oldReview].map((id) =>
        put(`bookings/${id}`, {
          ...seededBooking('bob', 'carol', IDS.carolPainting),
          serviceStatus: 'Completed',
        }),
      ),
      put(`reviews/${IDS.oldReview}`, {
        ...reviewDoc(5, SEEDED_AT, 'carol'),
        reply: { text: 'Thank you, Bob.', createdAt: SEEDED_AT },
      }),
      put(`bookings/${IDS.bobBooking}`, seededBooking('bob', 'alice', IDS.alicePlumbing)),
      put(`bookings/${IDS.completedBooking}`, {
        ...seededBooking('bob', 'alice', IDS.alicePlumbing),
        serviceStatus: 'Completed',
      }),
      ...(['alice', 'bob', 'carol'] as const).map((name) =>
        put(`users/${USERS[name].uid}`, {
          displayName: USERS[name].name,
          photoURL: '',
          phone: USERS[name].phone,
          updatedAt: SEEDED_AT,
        }),
      ),
      put(`bookings/${IDS.workingBooking}`, {
        ...seededBooking('bob', 'alice', IDS.alicePlumbing),
        serviceStatus: 'Working',
      }),
      put(`bookings/${IDS.cancelledBooking}`, {
        ...seededBooking('bob', 'alice', IDS.alicePlumbing),
        serviceStatus: 'Cancelled',
        statusReason: 'Plans changed',
      }),
      put(`bookings/${IDS.declinedBooking}`, {
        ...seededBooking('bob', 'alice', IDS.alicePlumbing),
        serviceStatus: 'Declined',
      }),
      put(`bookings/${IDS.aliceBooking}`, seededBooking('alice', 'carol', IDS.carolPainting)),
      put(`appointments/${IDS.bobAppointment}`, appointmentDoc('bob')),
      put(`appointments/${IDS.carolAppointment}`, appointmentDoc('carol')),
      put(`appointments/${IDS.visitorAppointment}`, appointmentDoc(null)),
      put(`notifications/${IDS.aliceNotification}`, notificationDoc('alice')),
      put(`notifications/${IDS.bobNotification}`, notificationDoc('bob')),
    ]);
  });
}
