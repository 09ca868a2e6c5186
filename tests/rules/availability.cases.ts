/**
 * schedules/{uid} and its windows/{date}_{window} counters (issue 21): anyone reads a schedule,
 * only its provider writes it, within the bounds of domain/src/availability.ts; a booking takes a
 * place in its window's counter in the same request (one place a window for a provider without a
 * schedule, MAX_PLACES_PER_CUSTOMER_PER_WINDOW for one customer) and a cancel or a decline gives
 * it back; no counter moves without its booking, so none can be forged. A counter counts and
 * names no booking (issue 39): who holds a place is read by that customer and the provider only.
 */
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
} from 'firebase/firestore';
import type { Firestore, WriteBatch } from 'firebase/firestore';
import { expect } from 'vitest';
import {
  MAX_DAYS_OFF,
  MAX_PLACES_PER_CUSTOMER_PER_WINDOW,
  MAX_WINDOW_CAPACITY,
  WEEKDAYS,
  addDays,
  defaultWeek,
  weekdayOf,
} from '@meramot/domain/availability';
import type { DayOff, ScheduleInput } from '@meramot/domain/availability';
import { dhakaDateOf, windowStart } from '@meramot/domain/booking-time';
import type { TimeWindow } from '@meramot/domain/booking-time';
import { app, firstSnapshot } from './app-data';
import { signedIn } from './screens.cases';
import {
  ACTORS,
  IDS,
  NOW,
  USERS,
  bookingDoc,
  countIn,
  bookingIdOf,
  dataOf,
  loose,
  withoutRules,
} from './support';
import type { Case } from './support';

const DAY_MS = 86_400_000;
const TODAY = dhakaDateOf(Date.now());
/** Tomorrow: the seeded bookings' date (bookingDoc books tomorrow evening). */
const TOMORROW = dhakaDateOf(Date.now() + DAY_MS);
/** The day after: a weekday Alice does not work. */
const CLOSED_DAY = addDays(TOMORROW, 1);
/** Two days Alice takes off. */
const DAY_OFF: DayOff = { start: addDays(TOMORROW, 2), end: addDays(TOMORROW, 3), note: 'Eid' };
const ALICE = USERS.alice.uid;
const NEW_BOOKING = bookingIdOf(USERS.bob.uid);

/** Alice works every window at capacity 1, except the weekday of CLOSED_DAY; off on DAY_OFF. */
function aliceSchedule(): ScheduleInput {
  const week = defaultWeek();
  week[weekdayOf(CLOSED_DAY)] = {};
  week[weekdayOf(TOMORROW)] = { morning: 2, evening: 1 };
  return { week, daysOff: [{ ...DAY_OFF }] };
}

const scheduleRef = (db: Firestore, uid = ALICE) => doc(db, 'schedules', uid);
const placesRef = (db: Firestore, date: string, window: TimeWindow, uid = ALICE) =>
  doc(db, 'schedules', uid, 'windows', `${date}_${window}`);
const moveRef = (db: Firestore, date: string, window: TimeWindow, uid = ALICE) =>
  doc(db, 'schedules', uid, 'windowMoves', `${date}_${window}`);
const holderRef = (
  db: Firestore,
  date: string,
  window: TimeWindow,
  customerUid: string,
  uid = ALICE,
) => doc(db, 'schedules', uid, 'windows', `${date}_${window}`, 'holders', customerUid);

/** Places held: for each window id ({date}_{window}), each customer's bookings holding one. */
type Held = Record<string, Record<string, string[]>>;

/** Alice's schedule and, optionally, bookings already holding places, written with rules off. */
async function seedSchedule(held: Held = {}): Promise<void> {
  await withoutRules(async (db) => {
    await setDoc(scheduleRef(db), { ...aliceSchedule(), updatedAt: serverTimestamp() });
    await seedPlaces(db, ALICE, held);
  });
}

/** The counters, moves and customers' places of `held` in `uid`'s windows. */
async function seedPlaces(db: Firestore, uid: string, held: Held): Promise<void> {
  for (const [id, holders] of Object.entries(held)) {
    const [date = '', window = ''] = id.split('_');
    const all = Object.values(holders).flat();
    await setDoc(doc(db, 'schedules', uid, 'windows', id), {
      date,
      window,
      taken: all.length,
      updatedAt: serverTimestamp(),
    });
    await setDoc(doc(db, 'schedules', uid, 'windowMoves', id), {
      lastBookingId: all.at(-1) ?? 'x',
      updatedAt: serverTimestamp(),
    });
    for (const [customerUid, bookingIds] of Object.entries(holders)) {
      await setDoc(doc(db, 'schedules', uid, 'windows', id, 'holders', customerUid), {
        bookingIds,
        lastBookingId: bookingIds.at(-1) ?? 'x',
        updatedAt: serverTimestamp(),
      });
    }
  }
}

/** Alice saves `change`d valid schedule by hand (the app's saveSchedule plans first). */
function aliceWrites(change: (d: Record<string, unknown>) => void, uid = ALICE) {
  return (db: Firestore) => {
    const data: Record<string, unknown> = { ...aliceSchedule(), updatedAt: NOW };
    change(data);
    return setDoc(scheduleRef(db, uid), data);
  };
}

const weekOf = (d: Record<string, unknown>) => d.week as Record<string, Record<string, unknown>>;
const daysOffOf = (d: Record<string, unknown>) => d.daysOff as Record<string, unknown>[];

/** How a hand-made booking writes its place: each part may be changed to forge it. */
interface PlaceForgery {
  date?: string;
  window?: TimeWindow;
  /** The booking the move names. */
  lastBookingId?: string;
  /** Bob's places after the write (default: the ones seeded and the new booking). */
  held?: string[];
  /** Leave the move or Bob's places out. */
  noMove?: boolean;
  noHolder?: boolean;
  extra?: Record<string, unknown>;
  /** Fields added to the move, and to Bob's places. */
  moveExtra?: Record<string, unknown>;
  holderExtra?: Record<string, unknown>;
  /** More writes in the same batch. */
  more?: (db: Firestore, batch: WriteBatch) => void;
}

/**
 * Bob books Alice's service by hand in one batch: the booking for `date` and `window`, the
 * counter at `taken` (null: no place written at all), its move and Bob's places there.
 */
function bobBooksByHand(
  date: string,
  window: TimeWindow,
  taken: number | null,
  forgery: PlaceForgery = {},
) {
  return async (db: Firestore) => {
    const batch = writeBatch(db);
    batch.set(doc(db, 'bookings', NEW_BOOKING), {
      ...bookingDoc('bob', 'alice', IDS.alicePlumbing, NOW),
      sDate: windowStart(date, window),
      timeWindow: window,
    });
    await countIn(batch, db, 'booking', USERS.bob.uid, NEW_BOOKING);
    if (taken !== null) {
      const at = { date: forgery.date ?? date, window: forgery.window ?? window };
      batch.set(placesRef(db, at.date, at.window), {
        ...at,
        taken,
        updatedAt: serverTimestamp(),
        ...forgery.extra,
      });
      if (!forgery.noMove) {
        batch.set(moveRef(db, at.date, at.window), {
          lastBookingId: forgery.lastBookingId ?? NEW_BOOKING,
          updatedAt: serverTimestamp(),
          ...forgery.moveExtra,
        });
      }
      if (!forgery.noHolder) {
        batch.set(holderRef(db, at.date, at.window, USERS.bob.uid), {
          bookingIds: forgery.held ?? [NEW_BOOKING],
          lastBookingId: NEW_BOOKING,
          updatedAt: serverTimestamp(),
          ...forgery.holderExtra,
        });
      }
    }
    forgery.more?.(db, batch);
    return batch.commit();
  };
}

/** The place a new booking takes at `date` and `window` of `uid`: counter, move, Bob's places. */
function newPlace(batch: WriteBatch, db: Firestore, date: string, window: TimeWindow, uid = ALICE) {
  batch.set(placesRef(db, date, window, uid), newCounter(date, window));
  batch.set(moveRef(db, date, window, uid), {
    lastBookingId: NEW_BOOKING,
    updatedAt: serverTimestamp(),
  });
  batch.set(holderRef(db, date, window, USERS.bob.uid, uid), {
    bookingIds: [NEW_BOOKING],
    lastBookingId: NEW_BOOKING,
    updatedAt: serverTimestamp(),
  });
}

/** Bob books Carol's painting tomorrow morning by hand, the counter at `taken` (null: none). */
async function bobBooksCarol(db: Firestore, taken: number | null) {
  const batch = writeBatch(db);
  batch.set(doc(db, 'bookings', NEW_BOOKING), {
    ...bookingDoc('bob', 'carol', IDS.carolPainting, NOW),
    sDate: windowStart(TOMORROW, 'morning'),
    timeWindow: 'morning',
  });
  await countIn(batch, db, 'booking', USERS.bob.uid, NEW_BOOKING);
  if (taken !== null) {
    newPlace(batch, db, TOMORROW, 'morning', USERS.carol.uid);
    batch.set(placesRef(db, TOMORROW, 'morning', USERS.carol.uid), {
      ...newCounter(TOMORROW, 'morning'),
      taken,
    });
  }
  return batch.commit();
}

/** A counter of one place taken, for `date` and `window`. */
const newCounter = (date: string, window: TimeWindow) => ({
  date,
  window,
  taken: 1,
  updatedAt: serverTimestamp(),
});

/** Bob's seeded pending booking holds tomorrow evening's place; someone holds one tomorrow morning. */
const bobHoldsTomorrowEvening = () =>
  seedSchedule({
    [`${TOMORROW}_evening`]: { [USERS.bob.uid]: [IDS.bobBooking] },
    [`${TOMORROW}_morning`]: { someone: ['other'] },
  });

function withSeed(seedFirst: () => Promise<void>, run: (db: Firestore) => Promise<unknown>) {
  return async (db: Firestore) => {
    await seedFirst();
    return run(db);
  };
}

/** The places taken in a window, and the bookings Bob holds there. */
const placesOf = async (db: Firestore, date: string, window: TimeWindow, uid = ALICE) => {
  const counter = await getDoc(placesRef(db, date, window, uid));
  let bob: string[] = [];
  await withoutRules(async (admin) => {
    const held = await getDoc(holderRef(admin, date, window, USERS.bob.uid, uid));
    bob = (held.data()?.bookingIds as string[] | undefined) ?? [];
  });
  return { taken: counter.data()?.taken as number | undefined, bob };
};

const schedules: Case[] = [
  ...ACTORS.map((actor): Case => ({
    actor,
    does: "read Alice's schedule through the app (public, as opening hours)",
    allowed: true,
    run: withSeed(seedSchedule, (db) =>
      firstSnapshot((onData, onError) => app.schedule.watchMySchedule(db, ALICE, onData, onError)),
    ),
    check: (schedule) => expect(schedule).toMatchObject({ daysOff: [DAY_OFF] }),
  })),
  {
    actor: 'carol',
    does: 'list every schedule',
    allowed: false,
    run: (db) => getDocs(collection(db, 'schedules')),
  },
  {
    actor: 'alice',
    does: 'save her schedule through the app',
    allowed: true,
    run: (db) => app.schedule.saveSchedule(db, ALICE, aliceSchedule()),
    check: async (_result, db) =>
      expect(dataOf(await getDoc(scheduleRef(db)))?.daysOff).toEqual([DAY_OFF]),
  },
  {
    actor: 'visitor',
    does: "save Alice's schedule through the app",
    allowed: false,
    run: (db) => app.schedule.saveSchedule(db, ALICE, aliceSchedule()),
  },
  {
    actor: 'bob',
    does: "write Alice's schedule (another provider's schedule)",
    allowed: false,
    run: aliceWrites(() => undefined),
  },
  {
    actor: 'alice',
    does: 'lower a capacity under bookings already made (they stay)',
    allowed: true,
    run: withSeed(bobHoldsTomorrowEvening, (db) =>
      app.schedule.saveSchedule(db, ALICE, {
        ...aliceSchedule(),
        week: { ...defaultWeek(), [weekdayOf(TOMORROW)]: {} },
      }),
    ),
    check: async (_result, db) =>
      expect(await placesOf(db, TOMORROW, 'evening')).toEqual({ taken: 1, bob: [IDS.bobBooking] }),
  },
  {
    actor: 'alice',
    does: `take a day off ending exactly ${365} days ahead`,
    allowed: true,
    run: aliceWrites((d) => {
      d.daysOff = [{ start: TODAY, end: addDays(TODAY, 365), note: '' }];
    }),
  },
  {
    actor: 'alice',
    does: `keep ${MAX_DAYS_OFF} days off`,
    allowed: true,
    run: aliceWrites((d) => {
      d.daysOff = Array.from({ length: MAX_DAYS_OFF }, () => ({ ...DAY_OFF }));
    }),
  },
  ...(
    [
      ['a capacity of 0', (d) => (weekOf(d).mon = { morning: 0 })],
      ['a capacity above the bound', (d) => (weekOf(d).mon = { morning: MAX_WINDOW_CAPACITY + 1 })],
      ['a fractional capacity', (d) => (weekOf(d).mon = { morning: 1.5 })],
      ['a capacity as text', (d) => (weekOf(d).mon = { evening: '1' })],
      ['an unknown window', (d) => (weekOf(d).mon = { night: 1 })],
      ['an unknown weekday', (d) => (weekOf(d).funday = {})],
      ['a week without Sunday', (d) => delete weekOf(d).sun],
      ['a weekday that is not a map', (d) => (weekOf(d).tue = 1 as never)],
      // Each weekday is checked on its own: a bad capacity on any one of them is refused.
      ...WEEKDAYS.filter((day) => day !== 'mon').map(
        (day): [string, (d: Record<string, unknown>) => void] => [
          `a capacity above the bound on ${day}`,
          (d) => (weekOf(d)[day] = { evening: MAX_WINDOW_CAPACITY + 1 }),
        ],
      ),
      [
        'a day off ending before it starts',
        (d) => (daysOffOf(d)[0] = { start: addDays(TODAY, 5), end: addDays(TODAY, 4), note: '' }),
      ],
      [
        'a day off more than a year ahead',
        (d) => (daysOffOf(d)[0] = { start: TODAY, end: addDays(TODAY, 366), note: '' }),
      ],
      [
        'a day off already over',
        (d) => (daysOffOf(d)[0] = { start: addDays(TODAY, -3), end: addDays(TODAY, -1), note: '' }),
      ],
      [
        'a day off on a date that does not exist',
        (d) => (daysOffOf(d)[0] = { start: '2027-02-30', end: '2027-03-01', note: '' }),
      ],
      [
        'a day off as a date-time',
        (d) => (daysOffOf(d)[0] = { start: TODAY, end: `${TOMORROW}T00:00Z`, note: '' }),
      ],
      ['a day off without its note', (d) => delete daysOffOf(d)[0]?.note],
      [
        'a note of 201 characters',
        (d) => (daysOffOf(d)[0] = { ...DAY_OFF, note: 'x'.repeat(201) }),
      ],
      [
        'one day off too many',
        (d) => (d.daysOff = Array.from({ length: MAX_DAYS_OFF + 1 }, () => ({ ...DAY_OFF }))),
      ],
      [
        'a bad last day off',
        (d) =>
          (d.daysOff = [
            ...Array.from({ length: MAX_DAYS_OFF - 1 }, () => ({ ...DAY_OFF })),
            { start: TODAY, end: addDays(TODAY, 366), note: '' },
          ]),
      ],
      // Each of the MAX_DAYS_OFF places is checked on its own: one ending before it starts, after
      // valid ones, is refused in every place.
      ...Array.from(
        { length: MAX_DAYS_OFF - 1 },
        (_, i): [string, (d: Record<string, unknown>) => void] => [
          `a day off ending before it starts in place ${i + 2} of ${i + 2}`,
          (d) =>
            (d.daysOff = [
              ...Array.from({ length: i + 1 }, () => ({ ...DAY_OFF })),
              { start: addDays(TOMORROW, 5), end: addDays(TOMORROW, 4), note: '' },
            ]),
        ],
      ),
      ['days off that are not a list', (d) => (d.daysOff = { 0: DAY_OFF })],
      // An empty map has a size() of 0 as an empty list has: only the type tells them apart.
      ['days off as an empty map', (d) => (d.daysOff = {})],
      ['an updatedAt of its own', (d) => (d.updatedAt = new Date(Date.UTC(2030, 0, 1)))],
      ['another field', (d) => (d.owner = ALICE)],
    ] as [string, (d: Record<string, unknown>) => void][]
  ).map(([what, change]): Case => ({
    actor: 'alice',
    does: `save a schedule with ${what}`,
    allowed: false,
    run: aliceWrites(change),
  })),
  {
    actor: 'alice',
    does: 'save days off out of the order of their ends',
    allowed: false,
    run: aliceWrites((d) => {
      d.daysOff = [{ start: TODAY, end: addDays(TODAY, 366), note: '' }, { ...DAY_OFF }];
    }),
  },
  {
    actor: 'alice',
    does: 'delete her schedule',
    allowed: false,
    run: withSeed(seedSchedule, (db) => deleteDoc(scheduleRef(db))),
  },
];

const someoneHoldsTomorrowMorning = () =>
  seedSchedule({ [`${TOMORROW}_morning`]: { someone: ['other'] } });

const places: Case[] = [
  {
    actor: 'bob',
    does: "book Alice's open window through the app: it takes the window's place",
    allowed: true,
    run: withSeed(seedSchedule, (db) =>
      app.bookings.bookService(db, IDS.alicePlumbing, signedIn('bob'), {
        sDate: windowStart(TOMORROW, 'evening'),
        timeWindow: 'evening',
        provideArea: 'Mirpur 10, Dhaka',
      }),
    ),
    check: async (bookingId, db) =>
      expect(await placesOf(db, TOMORROW, 'evening')).toEqual({ taken: 1, bob: [bookingId] }),
  },
  {
    actor: 'bob',
    does: 'take the last place of a window of capacity 2 by hand',
    allowed: true,
    run: withSeed(someoneHoldsTomorrowMorning, bobBooksByHand(TOMORROW, 'morning', 2)),
    check: async (_result, db) =>
      expect(await placesOf(db, TOMORROW, 'morning')).toEqual({ taken: 2, bob: [NEW_BOOKING] }),
  },
  {
    actor: 'bob',
    does: 'book a window without taking its place (no counter written)',
    allowed: false,
    run: withSeed(seedSchedule, bobBooksByHand(TOMORROW, 'evening', null)),
  },
  {
    actor: 'bob',
    does: 'book a full window (its one place taken)',
    allowed: false,
    run: withSeed(
      () => seedSchedule({ [`${TOMORROW}_evening`]: { someone: ['other'] } }),
      bobBooksByHand(TOMORROW, 'evening', 2),
    ),
  },
  {
    actor: 'bob',
    does: 'book a full window while forging its counter empty first',
    allowed: false,
    run: withSeed(
      () => seedSchedule({ [`${TOMORROW}_evening`]: { someone: ['other'] } }),
      bobBooksByHand(TOMORROW, 'evening', 1),
    ),
  },
  // MAX_PLACES_PER_CUSTOMER_PER_WINDOW: one customer never holds a whole window.
  {
    actor: 'bob',
    does: `book one place more than the ${MAX_PLACES_PER_CUSTOMER_PER_WINDOW} a customer may hold in a window with room, by hand`,
    allowed: false,
    run: withSeed(
      () => seedSchedule({ [`${TOMORROW}_morning`]: { [USERS.bob.uid]: ['bobs-first'] } }),
      bobBooksByHand(TOMORROW, 'morning', 2, { held: ['bobs-first', NEW_BOOKING] }),
    ),
  },
  {
    actor: 'bob',
    does: 'book a window where he holds a place, leaving it out of his places',
    allowed: false,
    run: withSeed(
      () => seedSchedule({ [`${TOMORROW}_morning`]: { [USERS.bob.uid]: ['bobs-first'] } }),
      bobBooksByHand(TOMORROW, 'morning', 2, { held: [NEW_BOOKING] }),
    ),
  },
  {
    actor: 'bob',
    does: 'book without joining his places in the window',
    allowed: false,
    run: withSeed(seedSchedule, bobBooksByHand(TOMORROW, 'evening', 1, { noHolder: true })),
  },
  {
    actor: 'bob',
    does: "book and put the booking among Carol's places instead of his",
    allowed: false,
    run: withSeed(
      seedSchedule,
      bobBooksByHand(TOMORROW, 'evening', 1, {
        noHolder: true,
        more: (db, batch) =>
          batch.set(holderRef(db, TOMORROW, 'evening', USERS.carol.uid), {
            bookingIds: [NEW_BOOKING],
            lastBookingId: NEW_BOOKING,
            updatedAt: serverTimestamp(),
          }),
      }),
    ),
  },
  {
    actor: 'bob',
    does: 'book without writing the move that names the booking',
    allowed: false,
    run: withSeed(seedSchedule, bobBooksByHand(TOMORROW, 'evening', 1, { noMove: true })),
  },
  {
    actor: 'bob',
    does: 'book a window of Carol, who has no schedule, through the app: it takes its one place',
    allowed: true,
    run: (db) =>
      app.bookings.bookService(db, IDS.carolPainting, signedIn('bob'), {
        sDate: windowStart(TOMORROW, 'morning'),
        timeWindow: 'morning',
        provideArea: 'Mirpur 10, Dhaka',
      }),
    check: async (bookingId, db) =>
      expect(await placesOf(db, TOMORROW, 'morning', USERS.carol.uid)).toEqual({
        taken: 1,
        bob: [bookingId],
      }),
  },
  {
    actor: 'bob',
    does: 'book a window of Carol, who has no schedule, without taking its place',
    allowed: false,
    run: (db) => bobBooksCarol(db, null),
  },
  {
    actor: 'bob',
    does: 'book a second job into a window of Carol, who has no schedule (default capacity 1)',
    allowed: false,
    run: async (db) => {
      await withoutRules((admin) =>
        seedPlaces(admin, USERS.carol.uid, { [`${TOMORROW}_morning`]: { someone: ['other'] } }),
      );
      return bobBooksCarol(db, 2);
    },
  },
  {
    actor: 'bob',
    does: 'book a window Alice does not work (afternoon)',
    allowed: false,
    run: withSeed(seedSchedule, bobBooksByHand(TOMORROW, 'afternoon', 1)),
  },
  {
    actor: 'bob',
    does: 'book a closed day',
    allowed: false,
    run: withSeed(seedSchedule, bobBooksByHand(CLOSED_DAY, 'morning', 1)),
  },
  {
    actor: 'bob',
    does: "book a day of Alice's day off",
    allowed: false,
    run: withSeed(seedSchedule, bobBooksByHand(DAY_OFF.end, 'morning', 1)),
  },
  {
    actor: 'bob',
    does: "book the day after Alice's day off ends",
    allowed: true,
    run: withSeed(seedSchedule, bobBooksByHand(addDays(DAY_OFF.end, 1), 'morning', 1)),
  },
  {
    actor: 'bob',
    does: 'book and count two places taken for it',
    allowed: false,
    run: withSeed(seedSchedule, bobBooksByHand(TOMORROW, 'morning', 2)),
  },
  {
    actor: 'bob',
    does: "book and take another window's place",
    allowed: false,
    run: withSeed(seedSchedule, bobBooksByHand(TOMORROW, 'evening', 1, { window: 'morning' })),
  },
  {
    actor: 'bob',
    does: 'book and name another booking as the one that moved the counter',
    allowed: false,
    run: withSeed(
      seedSchedule,
      bobBooksByHand(TOMORROW, 'evening', 1, { lastBookingId: IDS.bobBooking }),
    ),
  },
  {
    actor: 'bob',
    does: 'book and take a place in a second window too',
    allowed: false,
    run: withSeed(
      seedSchedule,
      bobBooksByHand(TOMORROW, 'evening', 1, {
        more: (db, batch) => newPlace(batch, db, TOMORROW, 'morning'),
      }),
    ),
  },
  {
    actor: 'bob',
    does: 'book and take a place on a second date too',
    allowed: false,
    run: withSeed(
      seedSchedule,
      bobBooksByHand(TOMORROW, 'evening', 1, {
        more: (db, batch) => newPlace(batch, db, TODAY, 'evening'),
      }),
    ),
  },
  {
    actor: 'bob',
    does: 'book and write a copy of the counter under another id',
    allowed: false,
    run: withSeed(
      seedSchedule,
      bobBooksByHand(TOMORROW, 'evening', 1, {
        more: (db, batch) =>
          batch.set(
            doc(db, 'schedules', ALICE, 'windows', 'elsewhere'),
            newCounter(TOMORROW, 'evening'),
          ),
      }),
    ),
  },
  {
    actor: 'bob',
    does: 'book with a counter carrying another field (a booking id)',
    allowed: false,
    run: withSeed(
      seedSchedule,
      bobBooksByHand(TOMORROW, 'evening', 1, { extra: { bookingIds: [NEW_BOOKING] } }),
    ),
  },
  {
    actor: 'bob',
    does: "book with a counter whose date is not its id's",
    allowed: false,
    run: withSeed(seedSchedule, bobBooksByHand(TOMORROW, 'evening', 1, { extra: { date: TODAY } })),
  },
  {
    actor: 'bob',
    does: 'book with a move carrying another field',
    allowed: false,
    run: withSeed(
      seedSchedule,
      bobBooksByHand(TOMORROW, 'evening', 1, { moveExtra: { customerUid: USERS.bob.uid } }),
    ),
  },
  {
    actor: 'bob',
    does: 'book with a move stamped with his own clock',
    allowed: false,
    run: withSeed(
      seedSchedule,
      bobBooksByHand(TOMORROW, 'evening', 1, {
        moveExtra: { updatedAt: new Date(Date.UTC(2030, 0, 1)) },
      }),
    ),
  },
  {
    actor: 'bob',
    does: 'book with his places carrying another field',
    allowed: false,
    run: withSeed(
      seedSchedule,
      bobBooksByHand(TOMORROW, 'evening', 1, { holderExtra: { taken: 1 } }),
    ),
  },
  {
    actor: 'bob',
    does: 'book with his places stamped with his own clock',
    allowed: false,
    run: withSeed(
      seedSchedule,
      bobBooksByHand(TOMORROW, 'evening', 1, {
        holderExtra: { updatedAt: new Date(Date.UTC(2030, 0, 1)) },
      }),
    ),
  },
  {
    actor: 'bob',
    does: 'book with a counter stamped with his own clock',
    allowed: false,
    run: withSeed(
      seedSchedule,
      bobBooksByHand(TOMORROW, 'evening', 1, {
        extra: { updatedAt: new Date(Date.UTC(2030, 0, 1)) },
      }),
    ),
  },
  {
    actor: 'bob',
    does: "book Carol's service and take a place in Alice's window with it",
    allowed: false,
    run: withSeed(seedSchedule, async (db) => {
      const batch = writeBatch(db);
      batch.set(doc(db, 'bookings', NEW_BOOKING), {
        ...bookingDoc('bob', 'carol', IDS.carolPainting, NOW),
        sDate: windowStart(TOMORROW, 'evening'),
        timeWindow: 'evening',
      });
      await countIn(batch, db, 'booking', USERS.bob.uid, NEW_BOOKING);
      // Carol's own place is taken as it should be; Alice's is the forgery.
      newPlace(batch, db, TOMORROW, 'evening', USERS.carol.uid);
      newPlace(batch, db, TOMORROW, 'evening');
      return batch.commit();
    }),
  },
  {
    actor: 'carol',
    does: 'write a counter and its move naming a booking that already exists (a forged counter)',
    allowed: false,
    run: withSeed(seedSchedule, async (db) => {
      const batch = writeBatch(db);
      batch.set(placesRef(db, TOMORROW, 'evening'), newCounter(TOMORROW, 'evening'));
      batch.set(moveRef(db, TOMORROW, 'evening'), {
        lastBookingId: IDS.bobBooking,
        updatedAt: serverTimestamp(),
      });
      return batch.commit();
    }),
  },
  {
    actor: 'carol',
    does: 'write a counter without a booking (a forged counter)',
    allowed: false,
    run: withSeed(seedSchedule, (db) =>
      setDoc(placesRef(db, TOMORROW, 'evening'), newCounter(TOMORROW, 'evening')),
    ),
  },
  {
    actor: 'carol',
    does: 'write a move alone, the counter left as it is',
    allowed: false,
    run: withSeed(bobHoldsTomorrowEvening, (db) =>
      setDoc(moveRef(db, TOMORROW, 'evening'), {
        lastBookingId: IDS.bobBooking,
        updatedAt: serverTimestamp(),
      }),
    ),
  },
  {
    actor: 'bob',
    does: 'add an existing booking to his places in a window (a forged place)',
    allowed: false,
    run: withSeed(seedSchedule, (db) =>
      setDoc(holderRef(db, TOMORROW, 'evening', USERS.bob.uid), {
        bookingIds: [IDS.bobBooking],
        lastBookingId: IDS.bobBooking,
        updatedAt: serverTimestamp(),
      }),
    ),
  },
  {
    actor: 'bob',
    does: "empty a window's counter without cancelling (a forged counter)",
    allowed: false,
    run: withSeed(bobHoldsTomorrowEvening, async (db) => {
      const batch = writeBatch(db);
      batch.update(placesRef(db, TOMORROW, 'evening'), {
        taken: 0,
        updatedAt: serverTimestamp(),
      });
      batch.set(moveRef(db, TOMORROW, 'evening'), {
        lastBookingId: IDS.bobBooking,
        updatedAt: serverTimestamp(),
      });
      batch.update(holderRef(db, TOMORROW, 'evening', USERS.bob.uid), {
        bookingIds: [],
        lastBookingId: IDS.bobBooking,
        updatedAt: serverTimestamp(),
      });
      return batch.commit();
    }),
  },
  {
    actor: 'alice',
    does: 'delete a counter',
    allowed: false,
    run: withSeed(bobHoldsTomorrowEvening, (db) => deleteDoc(placesRef(db, TOMORROW, 'evening'))),
  },
  {
    actor: 'bob',
    does: 'cancel his booking through the app: its place is given back',
    allowed: true,
    run: withSeed(bobHoldsTomorrowEvening, (db) =>
      app.bookings.changeBookingStatus(db, IDS.bobBooking, 'Cancelled'),
    ),
    check: async (_result, db) =>
      expect(await placesOf(db, TOMORROW, 'evening')).toEqual({ taken: 0, bob: [] }),
  },
  {
    actor: 'alice',
    does: "decline Bob's booking through the app: its place is given back",
    allowed: true,
    run: withSeed(bobHoldsTomorrowEvening, (db) =>
      app.bookings.changeBookingStatus(db, IDS.bobBooking, 'Declined', 'Fully booked'),
    ),
    check: async (_result, db) =>
      expect(await placesOf(db, TOMORROW, 'evening')).toEqual({ taken: 0, bob: [] }),
  },
  {
    actor: 'bob',
    does: 'cancel a booking holding a place and keep the place',
    allowed: false,
    run: withSeed(bobHoldsTomorrowEvening, (db) =>
      updateDoc(doc(db, 'bookings', IDS.bobBooking), {
        serviceStatus: 'Cancelled',
        updatedAt: serverTimestamp(),
      }),
    ),
  },
  {
    actor: 'bob',
    does: 'cancel a booking holding a place, leaving his places but keeping the count',
    allowed: false,
    run: withSeed(bobHoldsTomorrowEvening, async (db) => {
      const batch = writeBatch(db);
      batch.update(doc(db, 'bookings', IDS.bobBooking), {
        serviceStatus: 'Cancelled',
        updatedAt: serverTimestamp(),
      });
      batch.update(holderRef(db, TOMORROW, 'evening', USERS.bob.uid), {
        bookingIds: [],
        lastBookingId: IDS.bobBooking,
        updatedAt: serverTimestamp(),
      });
      return batch.commit();
    }),
  },
  {
    actor: 'bob',
    does: 'cancel a booking holding no place and count one place less for it',
    allowed: false,
    run: withSeed(
      () => seedSchedule({ [`${TOMORROW}_evening`]: { [USERS.bob.uid]: ['bobs-other'] } }),
      async (db) => {
        const batch = writeBatch(db);
        batch.update(doc(db, 'bookings', IDS.bobBooking), {
          serviceStatus: 'Cancelled',
          updatedAt: serverTimestamp(),
        });
        batch.update(placesRef(db, TOMORROW, 'evening'), {
          taken: 0,
          updatedAt: serverTimestamp(),
        });
        batch.set(moveRef(db, TOMORROW, 'evening'), {
          lastBookingId: IDS.bobBooking,
          updatedAt: serverTimestamp(),
        });
        return batch.commit();
      },
    ),
  },
  {
    actor: 'alice',
    does: 'give a place back while the booking only moves to Pending',
    allowed: false,
    run: withSeed(bobHoldsTomorrowEvening, async (db) => {
      const batch = writeBatch(db);
      batch.update(doc(db, 'bookings', IDS.bobBooking), {
        serviceStatus: 'Pending',
        updatedAt: serverTimestamp(),
      });
      batch.update(placesRef(db, TOMORROW, 'evening'), {
        taken: 0,
        updatedAt: serverTimestamp(),
      });
      batch.set(moveRef(db, TOMORROW, 'evening'), {
        lastBookingId: IDS.bobBooking,
        updatedAt: serverTimestamp(),
      });
      return batch.commit();
    }),
  },
  {
    actor: 'alice',
    does: 'move a booking holding a place to Working, keeping it',
    allowed: true,
    run: withSeed(bobHoldsTomorrowEvening, (db) =>
      app.bookings.changeBookingStatus(db, IDS.bobBooking, 'Working'),
    ),
    check: async (_result, db) =>
      expect(await placesOf(db, TOMORROW, 'evening')).toEqual({
        taken: 1,
        bob: [IDS.bobBooking],
      }),
  },
  {
    actor: 'bob',
    does: 'cancel a booking made before its provider had a schedule (no place to give back)',
    allowed: true,
    run: withSeed(seedSchedule, (db) =>
      app.bookings.changeBookingStatus(db, IDS.bobBooking, 'Cancelled'),
    ),
  },
  ...(['bob', 'carol'] as const).map((actor): Case => ({
    actor,
    does: "see Alice's open windows live through the app",
    allowed: true,
    run: withSeed(bobHoldsTomorrowEvening, (db) =>
      firstSnapshot((onData, onError) =>
        app.bookings.watchProviderAvailability(
          db,
          ALICE,
          { from: TOMORROW, to: addDays(TOMORROW, 3) },
          onData,
          onError,
        ),
      ),
    ),
    check: (days) => {
      const [tomorrow, closed, off] = days as {
        windows: { open: boolean; reason?: string; remaining: number | null }[];
      }[];
      expect(tomorrow?.windows.map((w) => w.reason ?? w.remaining)).toEqual([
        1,
        'not-working',
        'full',
      ]);
      expect(closed?.windows.every((w) => w.reason === 'not-working')).toBe(true);
      expect(off?.windows.every((w) => w.reason === 'day-off')).toBe(true);
    },
  })),
  {
    actor: 'visitor',
    does: "see Alice's windows' places through the app",
    allowed: false,
    run: withSeed(bobHoldsTomorrowEvening, (db) =>
      firstSnapshot((onData, onError) =>
        app.bookings.watchProviderAvailability(
          db,
          ALICE,
          { from: TOMORROW, to: TOMORROW },
          onData,
          onError,
        ),
      ),
    ),
  },
  // One counter by its id: anyone signed in, as the lists; it counts and names no booking, so a
  // public review (whose id is its booking's) cannot be dated by it.
  ...(['visitor', 'carol'] as const).map((actor): Case => ({
    actor,
    does: "get a counter of Alice's windows by its id",
    allowed: actor !== 'visitor',
    run: withSeed(bobHoldsTomorrowEvening, (db) => getDoc(placesRef(db, TOMORROW, 'evening'))),
    check: (snap) =>
      expect(Object.keys(dataOf(snap) ?? {}).sort()).toEqual([
        'date',
        'taken',
        'updatedAt',
        'window',
      ]),
  })),
  // Who holds a place: that customer and the provider, nobody else.
  ...(
    [
      ['bob', true],
      ['alice', true],
      ['carol', false],
      ['visitor', false],
    ] as const
  ).map(([actor, allowed]): Case => ({
    actor,
    does: "get Bob's places in a window of Alice",
    allowed,
    run: withSeed(bobHoldsTomorrowEvening, (db) =>
      getDoc(holderRef(db, TOMORROW, 'evening', USERS.bob.uid)),
    ),
    check: (snap) => expect(dataOf(snap)?.bookingIds).toEqual([IDS.bobBooking]),
  })),
  {
    actor: 'alice',
    does: 'list who holds places in one of her windows',
    allowed: false,
    run: withSeed(bobHoldsTomorrowEvening, (db) =>
      getDocs(
        query(
          collection(db, 'schedules', ALICE, 'windows', `${TOMORROW}_evening`, 'holders'),
          limit(5),
        ),
      ),
    ),
  },
  ...(['alice', 'bob'] as const).map((actor): Case => ({
    actor,
    does: "get the move of a window's counter (which booking moved it)",
    allowed: false,
    run: withSeed(bobHoldsTomorrowEvening, (db) => getDoc(moveRef(db, TOMORROW, 'evening'))),
  })),
  {
    actor: 'alice',
    does: 'see the places taken in her windows through the app',
    allowed: true,
    run: withSeed(bobHoldsTomorrowEvening, (db) =>
      firstSnapshot((onData, onError) =>
        app.schedule.watchMyWindows(db, ALICE, { from: TODAY, to: TOMORROW }, onData, onError),
      ),
    ),
    check: (list) => expect((list as unknown[]).length).toBe(2),
  },
  {
    actor: 'visitor',
    does: "see the places taken in Alice's windows through the app",
    allowed: false,
    run: withSeed(bobHoldsTomorrowEvening, (db) =>
      firstSnapshot((onData, onError) =>
        app.schedule.watchMyWindows(db, ALICE, { from: TODAY, to: TOMORROW }, onData, onError),
      ),
    ),
  },
  {
    actor: 'carol',
    does: 'list counters 184 at a time (more than every window of 61 days)',
    allowed: false,
    run: (db) => getDocs(query(collection(db, 'schedules', ALICE, 'windows'), limit(184))),
  },
  {
    actor: 'carol',
    does: 'save a schedule with a counter-like field through loose data',
    allowed: false,
    run: aliceWrites((d) => Object.assign(d, loose({ bookingIds: [] })), USERS.carol.uid),
  },
];

export const availabilityCases: Record<string, Case[]> = {
  'schedules/{uid}': schedules,
  'schedules/{uid}/windows/{date}_{window}': places,
};
