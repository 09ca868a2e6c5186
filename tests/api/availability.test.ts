/**
 * Availability over HTTP (issue 21): a provider's schedule (PUT /schedules/{uid}), the open
 * windows (GET /availability/{uid}), and the places a booking takes and a cancel or a decline
 * gives back; then 50 customers race for a window's last places through both doors, the API
 * and the web app's own bookService under the rules.
 */
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AVAILABILITY_READ_LIMIT,
  DEFAULT_WINDOW_CAPACITY,
  MAX_PLACES_PER_CUSTOMER_PER_WINDOW,
  addDays,
  defaultWeek,
  weekdayOf,
} from '@meramot/domain/availability';
import type { DayAvailability, ScheduleInput } from '@meramot/domain/availability';
import { dhakaDateOf, slotOfStart, windowStart } from '@meramot/domain/booking-time';
import { e164BdMobile } from '@meramot/domain/phone-auth';
import type { TimeWindow } from '@meramot/domain/booking-time';
import { EMULATOR_HOSTS, PROJECT_ID } from '../../harness/emulators';
import { SEED_BOOKINGS } from '../../harness/seed-data';
import { bookService } from '../../web/src/features/bookings/bookings-data';
import { WindowClosedError } from '../../web/src/features/bookings/window-closed';
import { inPool } from '../support/pool';
import { callApi } from '../../harness/api-client';
import { adminDb } from '../../harness/firestore-admin';
import { signUp } from '../../harness/id-token';
import { seedAndSignIn } from '../support/seeded';
import type { Seeded } from '../support/seeded';
import { english } from '../support/refusals';

let seeded: Seeded;

beforeAll(async () => {
  seeded = await seedAndSignIn();
});

const token = (key: string) => seeded.users[key]?.idToken ?? '';
const karim = () => seeded.users.karim?.uid ?? '';
const TODAY = dhakaDateOf(Date.now());
const day = (n: number) => addDays(TODAY, n);
/** Karim does not work this weekday. */
const CLOSED = day(3);
/** Karim's family wedding. */
const WEDDING = { start: day(4), end: day(5), note: 'Family wedding' };
/** Two jobs on these mornings; the race is for the second. */
const RACE = day(6);

function karimSchedule(): ScheduleInput {
  const week = defaultWeek();
  week[weekdayOf(CLOSED)] = {};
  week[weekdayOf(day(2))] = { ...week[weekdayOf(day(2))], morning: 2 };
  week[weekdayOf(RACE)] = { ...week[weekdayOf(RACE)], morning: 2 };
  return { week, daysOff: [WEDDING] };
}

const putSchedule = (uid: string, body: unknown, as = 'karim') =>
  callApi<{ error?: string }>(`/schedules/${uid}`, { method: 'PUT', token: token(as), body });

const scheduleDoc = () => adminDb().doc(`schedules/${karim()}`).get();
/** A window's counter: the places taken (undefined: no counter). */
const placesOf = async (date: string, window: TimeWindow) =>
  (await adminDb().doc(`schedules/${karim()}/windows/${date}_${window}`).get()).data()?.taken as
    number | undefined;
/** The bookings holding places in a window, from every customer's places there. */
const holdersOf = async (date: string, window: TimeWindow, provider = karim()) =>
  (await adminDb().collection(`schedules/${provider}/windows/${date}_${window}/holders`).get()).docs
    .flatMap((each) => each.data().bookingIds as string[])
    .sort();

const book = (as: string, date: string, window: TimeWindow) =>
  callApi<{ insertedId?: string; error?: string }>('/bookServices', {
    method: 'POST',
    token: token(as),
    body: {
      serviceId: seeded.serviceIds.kitchen,
      date,
      timeWindow: window,
      provideArea: 'House 7, Road 2, Uttara',
    },
  });

const bookingsOfKarimAt = async (date: string, window: TimeWindow) =>
  (
    await adminDb()
      .collection('bookings')
      .where('providerUid', '==', karim())
      .where('sDate', '==', windowStart(date, window))
      .get()
  ).docs;

describe('the seed', () => {
  it('gives the seed providers schedules, and their open bookings hold places', async () => {
    const rahim = seeded.users.rahim?.uid ?? '';
    const schedule = await adminDb().doc(`schedules/${rahim}`).get();
    expect(schedule.data()?.week.mon).toEqual({ morning: 2, afternoon: 2, evening: 5 });
    const paint = seeded.bookingIds[SEED_BOOKINGS.findIndex((b) => b.service === 'paint')] ?? '';
    // The booking's own window: "in two days" may be three Dhaka days away late in the UTC day.
    const sDate = (await adminDb().doc(`bookings/${paint}`).get()).data()?.sDate as string;
    const slot = slotOfStart(sDate);
    expect(slot?.window).toBe('evening');
    const places = await adminDb().doc(`schedules/${rahim}/windows/${slot?.date}_evening`).get();
    expect(places.data()?.taken).toBe(1);
    expect(await holdersOf(slot?.date ?? '', 'evening', rahim)).toEqual([paint]);
  });
});

describe('PUT /schedules/{providerUid}', () => {
  it("refuses a visitor, and another provider's schedule with 403, writing nothing", async () => {
    const seededAt = (await scheduleDoc()).updateTime;
    expect((await callApi(`/schedules/${karim()}`, { method: 'PUT', body: {} })).status).toBe(401);
    const other = await putSchedule(karim(), karimSchedule(), 'rahim');
    expect(other.status).toBe(403);
    expect(other.json.error).toBe(english('notYourSchedule'));
    expect((await scheduleDoc()).updateTime).toEqual(seededAt);
  });

  it.each([
    [
      'a capacity of 0',
      { week: { mon: { morning: 0 } } },
      english('capacityRange', { max: 5, at: 'week.mon.morning' }),
    ],
    [
      'a capacity above the bound',
      { week: { mon: { morning: 6 } } },
      english('capacityRange', { max: 5, at: 'week.mon.morning' }),
    ],
    ['an unknown window', { week: { mon: { night: 1 } } }, "Unknown time window 'night'"],
    ['an unknown weekday', { week: { friday: { morning: 1 } } }, "Unknown weekday 'friday'"],
    [
      'a day off that ends before it starts',
      { week: {}, daysOff: [{ start: day(9), end: day(8) }] },
      english('dayOffOrder'),
    ],
    [
      'a day off more than a year ahead',
      { week: {}, daysOff: [{ start: day(300), end: day(366) }] },
      english('dayOffAhead', { days: 365 }),
    ],
    ['another field', { week: {}, owner: 'x' }, "Unknown field 'owner'"],
  ])('answers 400 naming %s, writing nothing', async (_what, body, message) => {
    const seededAt = (await scheduleDoc()).updateTime;
    const result = await putSchedule(karim(), body);
    expect(result.status).toBe(400);
    expect(result.json.error).toContain(message);
    expect((await scheduleDoc()).updateTime).toEqual(seededAt);
  });

  it("saves the provider's own schedule", async () => {
    const result = await putSchedule(karim(), karimSchedule());
    expect(result.status).toBe(200);
    expect((await scheduleDoc()).data()).toMatchObject(karimSchedule());
  });
});

describe('GET /availability/{providerUid}', () => {
  it('answers 60 days of windows, each open or why not, with its places, briefly cacheable', async () => {
    const result = await callApi<{ scheduled: boolean; days: DayAvailability[] }>(
      `/availability/${karim()}`,
    );
    expect(result.status).toBe(200);
    expect(result.headers.get('cache-control')).toBe('public, max-age=15, s-maxage=15');
    const reads = Number(/desc="(\d+) reads"/.exec(result.headers.get('server-timing') ?? '')?.[1]);
    expect(reads).toBeLessThanOrEqual(1 + AVAILABILITY_READ_LIMIT);
    expect(result.json.scheduled).toBe(true);
    expect(result.json.days).toHaveLength(61);
    const on = (date: string) => result.json.days.find((d) => d.date === date);
    expect(on(CLOSED)?.windows.map((w) => w.reason)).toEqual([
      'not-working',
      'not-working',
      'not-working',
    ]);
    expect(on(WEDDING.end)?.windows[0]).toMatchObject({
      open: false,
      reason: 'day-off',
      note: 'Family wedding',
    });
    expect(on(RACE)?.windows[0]).toMatchObject({ open: true, capacity: 2, remaining: 2 });
    // Nothing personal: no booking ids, no account details.
    expect(result.text).not.toMatch(/bookingIds|@meramot/);
  });

  it('answers a uid without a schedule (or without an account) with every window open, one place each', async () => {
    const result = await callApi<{ scheduled: boolean; days: DayAvailability[] }>(
      `/availability/nobody-at-all?from=${day(1)}&to=${day(2)}`,
    );
    expect(result.status).toBe(200);
    expect(result.json.scheduled).toBe(false);
    expect(result.json.days.flatMap((d) => d.windows.map((w) => [w.open, w.remaining]))).toEqual(
      Array(6).fill([true, DEFAULT_WINDOW_CAPACITY]),
    );
  });

  it.each([
    ['?from=2026-13-01', 'from must be a date'],
    [`?from=${day(2)}&to=${day(1)}`, 'to must not be before from'],
    [`?from=${day(0)}&to=${day(61)}`, 'At most 61 days'],
    ['?days=3', 'Unknown query parameter: days'],
  ])('answers 400 for %s', async (query, message) => {
    const result = await callApi<{ error: string }>(`/availability/${karim()}${query}`);
    expect(result.status).toBe(400);
    expect(result.json.error).toContain(message);
  });
});

describe('booking a window through the API', () => {
  it('refuses a closed day and a day off with 409, writing nothing', async () => {
    const closed = await book('farhana', CLOSED, 'morning');
    expect(closed.status).toBe(409);
    expect(closed.json.error).toBe(english('windowNotWorking'));
    const off = await book('farhana', WEDDING.start, 'evening');
    expect(off.status).toBe(409);
    expect(off.json.error).toBe(english('windowDayOff'));
    expect(await bookingsOfKarimAt(CLOSED, 'morning')).toHaveLength(0);
    expect(await placesOf(CLOSED, 'morning')).toBeUndefined();
  });

  it('takes the one place, refuses a full window, and a cancel or a decline gives it back', async () => {
    const first = await book('farhana', day(1), 'evening');
    expect(first.status).toBe(200);
    const firstId = first.json.insertedId ?? '';
    expect(await placesOf(day(1), 'evening')).toBe(1);
    expect(await holdersOf(day(1), 'evening')).toEqual([firstId]);
    // The counter anyone signed in reads counts, naming no booking (a review's id is its
    // booking's: a counter naming bookings would date public reviews).
    const counter = await adminDb()
      .doc(`schedules/${karim()}/windows/${day(1)}_evening`)
      .get();
    expect(Object.keys(counter.data() ?? {}).sort()).toEqual([
      'date',
      'taken',
      'updatedAt',
      'window',
    ]);

    const full = await book('tanvir', day(1), 'evening');
    expect(full.status).toBe(409);
    expect(full.json.error).toBe(english('windowFull'));
    expect(await bookingsOfKarimAt(day(1), 'evening')).toHaveLength(1);

    const cancel = await callApi(`/statusChange/${firstId}`, {
      method: 'PATCH',
      token: token('farhana'),
      body: { status: 'Cancelled' },
    });
    expect(cancel.status).toBe(200);
    expect(await placesOf(day(1), 'evening')).toBe(0);
    expect(await holdersOf(day(1), 'evening')).toEqual([]);

    const again = await book('tanvir', day(1), 'evening');
    expect(again.status).toBe(200);
    const againId = again.json.insertedId ?? '';
    expect(await placesOf(day(1), 'evening')).toBe(1);
    expect(await holdersOf(day(1), 'evening')).toEqual([againId]);
    const decline = await callApi(`/statusChange/${againId}`, {
      method: 'PATCH',
      token: token('karim'),
      body: { status: 'Declined', reason: 'Fully booked that evening' },
    });
    expect(decline.status).toBe(200);
    expect(await placesOf(day(1), 'evening')).toBe(0);
    expect(await holdersOf(day(1), 'evening')).toEqual([]);
  });

  it(`refuses a customer a place more than ${MAX_PLACES_PER_CUSTOMER_PER_WINDOW} in one window with room (409), writing nothing`, async () => {
    // day(2) mornings take two jobs: one customer may not hold both.
    const first = await book('tanvir', day(2), 'morning');
    expect(first.status).toBe(200);
    const second = await book('tanvir', day(2), 'morning');
    expect(second.status).toBe(409);
    expect(second.json.error).toBe(
      english('windowPlacesPerCustomer', { max: MAX_PLACES_PER_CUSTOMER_PER_WINDOW }),
    );
    expect((await bookingsOfKarimAt(day(2), 'morning')).map((b) => b.id)).toEqual([
      first.json.insertedId,
    ]);
    expect(await placesOf(day(2), 'morning')).toBe(1);
    expect(await holdersOf(day(2), 'morning')).toEqual([first.json.insertedId]);
    // Another customer still gets the window's other place.
    const other = await book('farhana', day(2), 'morning');
    expect(other.status).toBe(200);
    expect(await placesOf(day(2), 'morning')).toBe(2);
  });

  it('keeps bookings when the schedule closes their window: it shows over capacity', async () => {
    const made = await book('farhana', day(2), 'afternoon');
    expect(made.status).toBe(200);
    const closing = karimSchedule();
    closing.week[weekdayOf(day(2))] = {};
    expect((await putSchedule(karim(), closing)).status).toBe(200);
    const booking = await adminDb().doc(`bookings/${made.json.insertedId}`).get();
    expect(booking.data()?.serviceStatus).toBe('pending');
    const answer = await callApi<{ days: DayAvailability[] }>(
      `/availability/${karim()}?from=${day(2)}&to=${day(2)}`,
    );
    expect(answer.json.days[0]?.windows[1]).toMatchObject({
      capacity: 0,
      taken: 1,
      remaining: 0,
      open: false,
    });
    expect((await putSchedule(karim(), karimSchedule())).status).toBe(200);
  });
});

/** A customer of the web app: the Firebase SDK signed in against the emulators. */
async function webCustomer(email: string, password: string) {
  const app = initializeApp({ apiKey: 'emulator-api-key', projectId: PROJECT_ID }, email);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${EMULATOR_HOSTS.auth}`, { disableWarnings: true });
  const { user } = await signInWithEmailAndPassword(auth, email, password);
  const db = getFirestore(app);
  const [host = '', port = ''] = (
    process.env.FIRESTORE_EMULATOR_HOST ?? EMULATOR_HOSTS.firestore
  ).split(':');
  connectFirestoreEmulator(db, host, Number(port));
  return { app, db, user };
}

describe('50 customers race for the last places of one window, through both doors', () => {
  it('exactly the capacity get through, the rest hear it is full, the counter equals the bookings', async () => {
    const password = 'Racer-pass1';
    // Each with a number of their own, verified by code (issue 22): bookings carry only those.
    const phoneOf = (i: number) => `0171300${String(i).padStart(4, '0')}`;
    const customers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        signUp(
          `racer${i}@meramot.test`,
          password,
          `Racer ${i}`,
          e164BdMobile(phoneOf(i)) ?? undefined,
        ),
      ),
    );
    await Promise.all(
      customers.map((c, i) =>
        adminDb()
          .doc(`users/${c.uid}`)
          .set({
            displayName: 'Racer',
            photoURL: '',
            phone: phoneOf(i),
            phoneVerified: true,
            updatedAt: FieldValue.serverTimestamp(),
          }),
      ),
    );
    const web = await Promise.all(customers.slice(25).map((c) => webCustomer(c.email, password)));
    const slot = { sDate: windowStart(RACE, 'morning'), timeWindow: 'morning' as const };

    // The API half: about 10 requests in flight (inPool: one new emulator worker at a time).
    const apiBooking = async (i: number) => {
      const result = await callApi<{ error?: string }>('/bookServices', {
        method: 'POST',
        token: customers[i]?.idToken,
        body: { serviceId: seeded.serviceIds.kitchen, ...slot, provideArea: 'Uttara' },
      });
      return result.status === 200 ? 'booked' : `${result.status} ${result.json.error}`;
    };
    const apiHalf = inPool(
      Array.from({ length: 25 }, (_, i) => () => apiBooking(i)),
      10,
    );
    // The web half, all at once, each with the app's own bookService under the rules.
    const webOutcomes = web.map(({ db, user }) =>
      bookService(db, seeded.serviceIds.kitchen ?? '', user, {
        ...slot,
        provideArea: 'Uttara',
      }).then(
        () => 'booked',
        (error: unknown) =>
          error instanceof WindowClosedError ? `full ${error.reason}` : `failed ${String(error)}`,
      ),
    );
    const [apiOutcomes, webResults] = await Promise.all([apiHalf, Promise.all(webOutcomes)]);
    await Promise.all(web.map(({ app }) => deleteApp(app)));

    const outcomes = [...apiOutcomes, ...webResults];
    expect(outcomes.filter((o) => o === 'booked')).toHaveLength(2);
    const refusals = outcomes.filter((o) => o !== 'booked');
    const clear = [`409 ${english('windowFull')}`, 'full full'];
    expect(refusals.filter((o) => !clear.includes(o))).toEqual([]);
    expect(refusals).toHaveLength(48);
    const bookings = await bookingsOfKarimAt(RACE, 'morning');
    expect(bookings).toHaveLength(2);
    expect(await placesOf(RACE, 'morning')).toBe(2);
    expect(await holdersOf(RACE, 'morning')).toEqual(bookings.map((b) => b.id).sort());
    console.log(
      `[race] ${apiOutcomes.filter((o) => o === 'booked').length} booked through the API, ` +
        `${webResults.filter((o) => o === 'booked').length} through the web app; 48 refused`,
    );
  }, 240_000);
});
