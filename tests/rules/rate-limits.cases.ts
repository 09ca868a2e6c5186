/**
 * rateCounters/{kind}_{sender hash}: the web door's creates counted per account, as the API
 * counts them (domain/src/rate-limits.ts: RATE_LIMITS in a window of RATE_LIMIT_WINDOW_MINUTES).
 * A booking, a listing or a review is created only with its count in the caller's own counter,
 * in the same batch; the counter moves by one up to the limit, or starts a new window once the
 * last has ended. Keyed listing ids are their provider's (keyedIdOf), as bookings' are.
 */
import {
  Timestamp,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
} from 'firebase/firestore';
import { collection } from 'firebase/firestore';
import type { Firestore, WriteBatch } from 'firebase/firestore';
import { RATE_LIMITS, RATE_LIMIT_WINDOW_MINUTES } from '@meramot/domain/rate-limits';
import type { RateLimitedWrite } from '@meramot/domain/rate-limits';
import {
  ACTORS,
  IDS,
  NOW,
  USERS,
  bookingDoc,
  bookingIdOf,
  createBooking,
  createService,
  rateCounterOf,
  serviceDoc,
  serviceIdOf,
  withoutRules,
} from './support';
import type { Case, UserName } from './support';

const MINUTE_MS = 60_000;
const WINDOW_MS = RATE_LIMIT_WINDOW_MINUTES * MINUTE_MS;

/** A counter stored before the case: its window started `startedMsAgo` ago, `count` in it. */
function seedCounter(kind: RateLimitedWrite, uid: string, startedMsAgo: number, count: number) {
  const windowStart = Timestamp.fromMillis(Date.now() - startedMsAgo);
  return withoutRules((db) =>
    setDoc(rateCounterOf(db, kind, uid), {
      windowStart,
      count,
      lastId: 'an-earlier-create',
      updatedAt: windowStart,
    }),
  ).then(() => windowStart);
}

/** The counter write of a case: one more (`count`) in the window `windowStart` (NOW: a new one). */
function counts(
  db: Firestore,
  kind: RateLimitedWrite,
  uid: string,
  id: string,
  windowStart: unknown,
  count: number,
  extra: Record<string, unknown> = {},
) {
  return (batch: WriteBatch) =>
    batch.set(rateCounterOf(db, kind, uid), {
      windowStart,
      count,
      lastId: id,
      updatedAt: serverTimestamp(),
      ...extra,
    });
}

const BOB_BOOKING = bookingIdOf(USERS.bob.uid);

/** Bob books Alice's service by hand, his counter first stored as `before`, counted by `count`. */
function bobBooks(
  before: { startedMsAgo: number; count: number } | null,
  count: (db: Firestore, windowStart: Timestamp | null) => (batch: WriteBatch) => unknown,
) {
  return async (db: Firestore) => {
    const windowStart = before
      ? await seedCounter('booking', USERS.bob.uid, before.startedMsAgo, before.count)
      : null;
    return createBooking(
      db,
      BOB_BOOKING,
      bookingDoc('bob', 'alice', IDS.alicePlumbing, NOW),
      count(db, windowStart),
    );
  };
}

const IN_WINDOW = 10 * MINUTE_MS;
const PAST_WINDOW = WINDOW_MS + MINUTE_MS;

const bookings: Case[] = [
  {
    actor: 'bob',
    does: `book for the ${RATE_LIMITS.booking}th time in his hour (RATE_LIMITS.booking)`,
    allowed: true,
    run: bobBooks({ startedMsAgo: IN_WINDOW, count: RATE_LIMITS.booking - 1 }, (db, start) =>
      counts(db, 'booking', USERS.bob.uid, BOB_BOOKING, start, RATE_LIMITS.booking),
    ),
  },
  {
    actor: 'bob',
    does: `book for the ${RATE_LIMITS.booking + 1}st time in his hour`,
    allowed: false,
    run: bobBooks({ startedMsAgo: IN_WINDOW, count: RATE_LIMITS.booking }, (db, start) =>
      counts(db, 'booking', USERS.bob.uid, BOB_BOOKING, start, RATE_LIMITS.booking + 1),
    ),
  },
  {
    actor: 'bob',
    does: 'book again once his full window has ended, starting a new one',
    allowed: true,
    run: bobBooks({ startedMsAgo: PAST_WINDOW, count: RATE_LIMITS.booking }, (db) =>
      counts(db, 'booking', USERS.bob.uid, BOB_BOOKING, serverTimestamp(), 1),
    ),
  },
  {
    actor: 'bob',
    does: 'book counting on in a window that has ended',
    allowed: false,
    run: bobBooks({ startedMsAgo: PAST_WINDOW, count: 3 }, (db, start) =>
      counts(db, 'booking', USERS.bob.uid, BOB_BOOKING, start, 4),
    ),
  },
  {
    actor: 'bob',
    does: 'book starting a new window before his full one has ended',
    allowed: false,
    run: bobBooks({ startedMsAgo: IN_WINDOW, count: RATE_LIMITS.booking }, (db) =>
      counts(db, 'booking', USERS.bob.uid, BOB_BOOKING, serverTimestamp(), 1),
    ),
  },
  {
    actor: 'bob',
    does: 'book starting his first window at a time of his own',
    allowed: false,
    run: bobBooks(null, (db) =>
      counts(db, 'booking', USERS.bob.uid, BOB_BOOKING, Timestamp.fromMillis(Date.now()), 1),
    ),
  },
  {
    actor: 'bob',
    does: 'book moving his window to a time of his own',
    allowed: false,
    run: bobBooks({ startedMsAgo: IN_WINDOW, count: 2 }, (db) =>
      counts(db, 'booking', USERS.bob.uid, BOB_BOOKING, Timestamp.fromMillis(Date.now()), 3),
    ),
  },
  {
    actor: 'bob',
    does: 'book counting two more at once',
    allowed: false,
    run: bobBooks({ startedMsAgo: IN_WINDOW, count: 2 }, (db, start) =>
      counts(db, 'booking', USERS.bob.uid, BOB_BOOKING, start, 4),
    ),
  },
  {
    actor: 'bob',
    does: 'book without counting it',
    allowed: false,
    run: bobBooks(null, () => () => undefined),
  },
  {
    actor: 'bob',
    does: 'book counting another create in his counter',
    allowed: false,
    run: bobBooks(null, (db) =>
      counts(db, 'booking', USERS.bob.uid, 'another-booking', serverTimestamp(), 1),
    ),
  },
  {
    actor: 'bob',
    does: 'book counting it in his counter of reviews',
    allowed: false,
    run: bobBooks(null, (db) =>
      counts(db, 'review', USERS.bob.uid, BOB_BOOKING, serverTimestamp(), 1),
    ),
  },
  {
    actor: 'bob',
    does: "book counting it in Carol's counter",
    allowed: false,
    run: bobBooks(null, (db) =>
      counts(db, 'booking', USERS.carol.uid, BOB_BOOKING, serverTimestamp(), 1),
    ),
  },
  {
    actor: 'bob',
    does: 'book counting it with one more field on the counter',
    allowed: false,
    run: bobBooks(null, (db) =>
      counts(db, 'booking', USERS.bob.uid, BOB_BOOKING, serverTimestamp(), 1, { note: 'x' }),
    ),
  },
  {
    actor: 'bob',
    does: 'book counting it with a counter stamped at a time of his own',
    allowed: false,
    run: bobBooks(null, (db) =>
      counts(db, 'booking', USERS.bob.uid, BOB_BOOKING, serverTimestamp(), 1, {
        updatedAt: Timestamp.fromMillis(Date.now()),
      }),
    ),
  },
  {
    actor: 'bob',
    does: 'book after naming the booking in his counter earlier, counting nothing now',
    allowed: false,
    run: async (db) => {
      await withoutRules((stored) =>
        setDoc(rateCounterOf(stored, 'booking', USERS.bob.uid), {
          windowStart: Timestamp.fromMillis(Date.now() - IN_WINDOW),
          count: 1,
          lastId: BOB_BOOKING,
          updatedAt: Timestamp.fromMillis(Date.now() - MINUTE_MS),
        }),
      );
      return createBooking(
        db,
        BOB_BOOKING,
        bookingDoc('bob', 'alice', IDS.alicePlumbing, NOW),
        () => undefined,
      );
    },
  },
];

const ALICE_LISTING = serviceIdOf(USERS.alice.uid);

/** Alice lists a service under `id`, her counter first stored as `before`. */
function aliceLists(before: { startedMsAgo: number; count: number }, newWindow: boolean) {
  return async (db: Firestore) => {
    const start = await seedCounter('service', USERS.alice.uid, before.startedMsAgo, before.count);
    return createService(
      db,
      ALICE_LISTING,
      serviceDoc('alice', NOW),
      USERS.alice.uid,
      counts(
        db,
        'service',
        USERS.alice.uid,
        ALICE_LISTING,
        newWindow ? serverTimestamp() : start,
        newWindow ? 1 : before.count + 1,
      ),
    );
  };
}

const services: Case[] = [
  {
    actor: 'alice',
    does: `list her ${RATE_LIMITS.service}th service of the hour (RATE_LIMITS.service)`,
    allowed: true,
    run: aliceLists({ startedMsAgo: IN_WINDOW, count: RATE_LIMITS.service - 1 }, false),
  },
  {
    actor: 'alice',
    does: `list her ${RATE_LIMITS.service + 1}st service of the hour`,
    allowed: false,
    run: aliceLists({ startedMsAgo: IN_WINDOW, count: RATE_LIMITS.service }, false),
  },
  {
    actor: 'alice',
    does: 'list a service once her full window has ended',
    allowed: true,
    run: aliceLists({ startedMsAgo: PAST_WINDOW, count: RATE_LIMITS.service }, true),
  },
  {
    actor: 'alice',
    does: 'list a service without counting it',
    allowed: false,
    run: (db) =>
      createService(db, ALICE_LISTING, serviceDoc('alice', NOW), USERS.alice.uid, () => undefined),
  },
  // Keyed listing ids are their provider's: nobody takes the id another's key will make.
  {
    actor: 'bob',
    does: "list his own service under the id Alice's key makes",
    allowed: false,
    run: (db) => createService(db, serviceIdOf(USERS.alice.uid), serviceDoc('bob', NOW)),
  },
  {
    actor: 'bob',
    does: 'list his own service under the id his own key makes',
    allowed: true,
    run: (db) => createService(db, serviceIdOf(USERS.bob.uid), serviceDoc('bob', NOW)),
  },
  {
    actor: 'bob',
    does: 'list his own service under an id no key made',
    allowed: false,
    run: (db) => createService(db, 'a-listing-of-bobs', serviceDoc('bob', NOW)),
  },
];

/** A counter write alone, as `actor`'s client sends it: `uid`'s counter of `kind`. */
function writesCounter(kind: string, uid: string, fields: Record<string, unknown>) {
  return (db: Firestore) =>
    setDoc(rateCounterOf(db, kind as RateLimitedWrite, uid), {
      windowStart: serverTimestamp(),
      count: 1,
      lastId: 'some-create',
      updatedAt: serverTimestamp(),
      ...fields,
    });
}

const counters: Case[] = [
  // Counting one more on his own, with no create, only spends his own allowance.
  {
    actor: 'bob',
    does: 'start his own counter of bookings with no booking',
    allowed: true,
    run: writesCounter('booking', USERS.bob.uid, {}),
  },
  {
    actor: 'bob',
    does: 'start his own counter naming no create (a lastId that is no string)',
    allowed: false,
    run: writesCounter('booking', USERS.bob.uid, { lastId: 7 }),
  },
  {
    actor: 'bob',
    does: "start Carol's counter of bookings",
    allowed: false,
    run: writesCounter('booking', USERS.carol.uid, {}),
  },
  {
    actor: 'bob',
    does: 'start his own counter at two',
    allowed: false,
    run: writesCounter('booking', USERS.bob.uid, { count: 2 }),
  },
  {
    actor: 'bob',
    does: 'start his own counter stamped at a time of his own',
    allowed: false,
    run: writesCounter('booking', USERS.bob.uid, { updatedAt: Timestamp.fromMillis(Date.now()) }),
  },
  {
    actor: 'bob',
    does: 'start a counter of a kind the rules do not count (appointments)',
    allowed: false,
    run: writesCounter('appointment', USERS.bob.uid, {}),
  },
  {
    actor: 'visitor',
    does: 'start a counter',
    allowed: false,
    run: writesCounter('booking', 'none', {}),
  },
  ...ACTORS.map((actor): Case => ({
    actor,
    does: "read Bob's counter of bookings",
    allowed: actor === 'bob',
    run: async (db) => {
      await seedCounter('booking', USERS.bob.uid, IN_WINDOW, 3);
      return getDoc(rateCounterOf(db, 'booking', USERS.bob.uid));
    },
  })),
  ...(['bob', 'admin'] as UserName[]).map((actor): Case => ({
    actor,
    does: 'list the counters',
    allowed: false,
    run: (db) => getDocs(collection(db, 'rateCounters')),
  })),
  {
    actor: 'bob',
    does: 'delete his full counter',
    allowed: false,
    run: async (db) => {
      await seedCounter('booking', USERS.bob.uid, IN_WINDOW, RATE_LIMITS.booking);
      return deleteDoc(rateCounterOf(db, 'booking', USERS.bob.uid));
    },
  },
  {
    actor: 'bob',
    does: 'read a counter under an id of no kind',
    allowed: false,
    run: (db) => getDoc(doc(db, 'rateCounters', 'nokind')),
  },
];

export const rateLimitCases: Record<string, Case[]> = { bookings, services, counters };
