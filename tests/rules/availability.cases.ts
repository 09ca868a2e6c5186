/**
 * schedules/{uid} and its windows/{date}_{window} counters (issue 21): anyone reads a schedule,
 * only its provider writes it, within the bounds of domain/src/availability.ts; a booking takes a
 * place in its window's counter in the same request (one place a window for a provider without a
 * schedule) and a cancel or a decline gives it back; no counter moves without its booking, so
 * none can be forged.
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
const placesRef = (db: Firestore, date: string, window: TimeWindow) =>
  doc(db, 'schedules', ALICE, 'windows', `${date}_${window}`);

/** Alice's schedule and, optionally, bookings already holding places, written with rules off. */
async function seedSchedule(taken: Record<string, string[]> = {}): Promise<void> {
  await withoutRules(async (db) => {
    await setDoc(scheduleRef(db), { ...aliceSchedule(), updatedAt: serverTimestamp() });
    for (const [id, bookingIds] of Object.entries(taken)) {
      const [date = '', window = ''] = id.split('_');
      await setDoc(doc(db, 'schedules', ALICE, 'windows', id), {
        date,
        window,
        bookingIds,
        lastBookingId: bookingIds.at(-1) ?? 'x',
        updatedAt: serverTimestamp(),
      });
    }
  });
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

/**
 * Bob books Alice's service by hand in one batch: the booking for `date` and `window`, and the
 * counter as `bookingIds` (null: no counter write).
 */
function bobBooksByHand(
  date: string,
  window: TimeWindow,
  bookingIds: string[] | null,
  counter: {
    date?: string;
    window?: TimeWindow;
    lastBookingId?: string;
    extra?: Record<string, unknown>;
    /** More writes in the same batch. */
    more?: (db: Firestore, batch: WriteBatch) => void;
  } = {},
) {
  return async (db: Firestore) => {
    const batch = writeBatch(db);
    batch.set(doc(db, 'bookings', NEW_BOOKING), {
      ...bookingDoc('bob', 'alice', IDS.alicePlumbing, NOW),
      sDate: windowStart(date, window),
      timeWindow: window,
    });
    if (bookingIds) {
      const at = { date: counter.date ?? date, window: counter.window ?? window };
      batch.set(placesRef(db, at.date, at.window), {
        ...at,
        bookingIds,
        lastBookingId: counter.lastBookingId ?? NEW_BOOKING,
        updatedAt: serverTimestamp(),
        ...counter.extra,
      });
    }
    counter.more?.(db, batch);
    return batch.commit();
  };
}

/** Bob books Carol's painting tomorrow morning by hand, with the counter as `bookingIds` (null: none). */
function bobBooksCarol(db: Firestore, bookingIds: string[] | null) {
  const batch = writeBatch(db);
  batch.set(doc(db, 'bookings', NEW_BOOKING), {
    ...bookingDoc('bob', 'carol', IDS.carolPainting, NOW),
    sDate: windowStart(TOMORROW, 'morning'),
    timeWindow: 'morning',
  });
  if (bookingIds) {
    batch.set(doc(db, 'schedules', USERS.carol.uid, 'windows', `${TOMORROW}_morning`), {
      date: TOMORROW,
      window: 'morning',
      bookingIds,
      lastBookingId: NEW_BOOKING,
      updatedAt: serverTimestamp(),
    });
  }
  return batch.commit();
}

/** A counter naming only the new booking, for `date` and `window`, at `id`. */
const newCounter = (date: string, window: TimeWindow) => ({
  date,
  window,
  bookingIds: [NEW_BOOKING],
  lastBookingId: NEW_BOOKING,
  updatedAt: serverTimestamp(),
});

/** Bob's seeded pending booking holds tomorrow evening's place. */
const bobHoldsTomorrowEvening = () =>
  seedSchedule({ [`${TOMORROW}_evening`]: [IDS.bobBooking], [`${TOMORROW}_morning`]: ['other'] });

function withSeed(seedFirst: () => Promise<void>, run: (db: Firestore) => Promise<unknown>) {
  return async (db: Firestore) => {
    await seedFirst();
    return run(db);
  };
}

const placesOf = async (db: Firestore, date: string, window: TimeWindow) =>
  (await getDoc(placesRef(db, date, window))).data()?.bookingIds as string[] | undefined;

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
      expect(await placesOf(db, TOMORROW, 'evening')).toEqual([IDS.bobBooking]),
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
      expect(await placesOf(db, TOMORROW, 'evening')).toEqual([bookingId]),
  },
  {
    actor: 'bob',
    does: 'take the last place of a window of capacity 2 by hand',
    allowed: true,
    run: withSeed(
      () => seedSchedule({ [`${TOMORROW}_morning`]: ['other'] }),
      bobBooksByHand(TOMORROW, 'morning', ['other', NEW_BOOKING]),
    ),
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
      () => seedSchedule({ [`${TOMORROW}_evening`]: ['other'] }),
      bobBooksByHand(TOMORROW, 'evening', ['other', NEW_BOOKING]),
    ),
  },
  {
    actor: 'bob',
    does: 'book a full window while forging its counter empty first',
    allowed: false,
    run: withSeed(
      () => seedSchedule({ [`${TOMORROW}_evening`]: ['other'] }),
      bobBooksByHand(TOMORROW, 'evening', [NEW_BOOKING]),
    ),
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
      expect(
        (
          await getDoc(doc(db, 'schedules', USERS.carol.uid, 'windows', `${TOMORROW}_morning`))
        ).data()?.bookingIds,
      ).toEqual([bookingId]),
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
        setDoc(doc(admin, 'schedules', USERS.carol.uid, 'windows', `${TOMORROW}_morning`), {
          date: TOMORROW,
          window: 'morning',
          bookingIds: ['other'],
          lastBookingId: 'other',
          updatedAt: serverTimestamp(),
        }),
      );
      return bobBooksCarol(db, ['other', NEW_BOOKING]);
    },
  },
  {
    actor: 'bob',
    does: 'book a window Alice does not work (afternoon)',
    allowed: false,
    run: withSeed(seedSchedule, bobBooksByHand(TOMORROW, 'afternoon', [NEW_BOOKING])),
  },
  {
    actor: 'bob',
    does: 'book a closed day',
    allowed: false,
    run: withSeed(seedSchedule, bobBooksByHand(CLOSED_DAY, 'morning', [NEW_BOOKING])),
  },
  {
    actor: 'bob',
    does: "book a day of Alice's day off",
    allowed: false,
    run: withSeed(seedSchedule, bobBooksByHand(DAY_OFF.end, 'morning', [NEW_BOOKING])),
  },
  {
    actor: 'bob',
    does: "book the day after Alice's day off ends",
    allowed: true,
    run: withSeed(seedSchedule, bobBooksByHand(addDays(DAY_OFF.end, 1), 'morning', [NEW_BOOKING])),
  },
  {
    actor: 'bob',
    does: 'book and add a second, made-up booking to the counter',
    allowed: false,
    run: withSeed(seedSchedule, bobBooksByHand(TOMORROW, 'morning', ['made-up', NEW_BOOKING])),
  },
  {
    actor: 'bob',
    does: "book and take another window's place",
    allowed: false,
    run: withSeed(
      seedSchedule,
      bobBooksByHand(TOMORROW, 'evening', [NEW_BOOKING], { window: 'morning' }),
    ),
  },
  {
    actor: 'bob',
    does: 'book and name another booking as the one that moved the counter',
    allowed: false,
    run: withSeed(
      seedSchedule,
      bobBooksByHand(TOMORROW, 'evening', [NEW_BOOKING], { lastBookingId: IDS.bobBooking }),
    ),
  },
  {
    actor: 'bob',
    does: 'book and take a place in a second window too',
    allowed: false,
    run: withSeed(
      seedSchedule,
      bobBooksByHand(TOMORROW, 'evening', [NEW_BOOKING], {
        more: (db, batch) =>
          batch.set(placesRef(db, TOMORROW, 'morning'), newCounter(TOMORROW, 'morning')),
      }),
    ),
  },
  {
    actor: 'bob',
    does: 'book and take a place on a second date too',
    allowed: false,
    run: withSeed(
      seedSchedule,
      bobBooksByHand(TOMORROW, 'evening', [NEW_BOOKING], {
        more: (db, batch) =>
          batch.set(placesRef(db, TODAY, 'evening'), newCounter(TODAY, 'evening')),
      }),
    ),
  },
  {
    actor: 'bob',
    does: 'book and write a copy of the counter under another id',
    allowed: false,
    run: withSeed(
      seedSchedule,
      bobBooksByHand(TOMORROW, 'evening', [NEW_BOOKING], {
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
    does: 'book with a counter carrying another field',
    allowed: false,
    run: withSeed(
      seedSchedule,
      bobBooksByHand(TOMORROW, 'evening', [NEW_BOOKING], { extra: { capacity: 5 } }),
    ),
  },
  {
    actor: 'bob',
    does: 'book with a counter stamped with his own clock',
    allowed: false,
    run: withSeed(
      seedSchedule,
      bobBooksByHand(TOMORROW, 'evening', [NEW_BOOKING], {
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
      // Carol's own place is taken as it should be; Alice's is the forgery.
      batch.set(
        doc(db, 'schedules', USERS.carol.uid, 'windows', `${TOMORROW}_evening`),
        newCounter(TOMORROW, 'evening'),
      );
      batch.set(placesRef(db, TOMORROW, 'evening'), newCounter(TOMORROW, 'evening'));
      return batch.commit();
    }),
  },
  {
    actor: 'carol',
    does: 'write a counter naming a booking that already exists (a forged counter)',
    allowed: false,
    run: withSeed(seedSchedule, (db) =>
      setDoc(placesRef(db, TOMORROW, 'evening'), {
        date: TOMORROW,
        window: 'evening',
        bookingIds: [IDS.bobBooking],
        lastBookingId: IDS.bobBooking,
        updatedAt: serverTimestamp(),
      }),
    ),
  },
  {
    actor: 'carol',
    does: 'write a counter without a booking (a forged counter)',
    allowed: false,
    run: withSeed(seedSchedule, (db) =>
      setDoc(placesRef(db, TOMORROW, 'evening'), {
        date: TOMORROW,
        window: 'evening',
        bookingIds: ['x'],
        lastBookingId: 'x',
        updatedAt: serverTimestamp(),
      }),
    ),
  },
  {
    actor: 'bob',
    does: "empty a window's counter without cancelling (a forged counter)",
    allowed: false,
    run: withSeed(bobHoldsTomorrowEvening, (db) =>
      updateDoc(placesRef(db, TOMORROW, 'evening'), {
        bookingIds: [],
        lastBookingId: IDS.bobBooking,
        updatedAt: serverTimestamp(),
      }),
    ),
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
    check: async (_result, db) => expect(await placesOf(db, TOMORROW, 'evening')).toEqual([]),
  },
  {
    actor: 'alice',
    does: "decline Bob's booking through the app: its place is given back",
    allowed: true,
    run: withSeed(bobHoldsTomorrowEvening, (db) =>
      app.bookings.changeBookingStatus(db, IDS.bobBooking, 'Declined', 'Fully booked'),
    ),
    check: async (_result, db) => expect(await placesOf(db, TOMORROW, 'evening')).toEqual([]),
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
        bookingIds: [],
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
      expect(await placesOf(db, TOMORROW, 'evening')).toEqual([IDS.bobBooking]),
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
  // One counter by its id: anyone signed in, as the lists.
  ...(['visitor', 'bob'] as const).map((actor): Case => ({
    actor,
    does: "get a counter of Alice's windows by its id",
    allowed: actor !== 'visitor',
    run: withSeed(bobHoldsTomorrowEvening, (db) => getDoc(placesRef(db, TOMORROW, 'evening'))),
    check: (snap) => expect(dataOf(snap)?.bookingIds).toEqual([IDS.bobBooking]),
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
