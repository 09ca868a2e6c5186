/**
 * bench:visit's journeys (e) and (f): what a signed-in screen costs as a person's history grows.
 * A customer (e) and a provider (f), each with 10 and with 2,000 bookings (seeded with the Admin
 * SDK in batches, bills, their copies on the bookings and the books included), open their
 * dashboard's first page, press Load more three times, open the booking dialog of a service,
 * Earnings and the admin's money page. Each step runs the screen's own reads: the web app's data
 * functions (web/src/features/*), under the rules as the signed-in user with the Firestore web
 * SDK, and the admin page's queries (adminMoneyQueries) as GET /admin/money runs them. Reads are
 * counted as Firestore bills them: each document a query or a listener's first snapshot returns,
 * an empty one 1, each get of a document by id 1 (found or not). docs/testing.md describes it.
 */
import { deleteApp, initializeApp } from 'firebase/app';
import type { FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore as getWebFirestore } from 'firebase/firestore';
import type { Firestore as WebFirestore } from 'firebase/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import { AVAILABILITY_MAX_DAYS } from '@meramot/domain/availability';
import { billSummaryOf } from '@meramot/domain/bill';
import type { BillDoc } from '@meramot/domain/bill';
import { dhakaDateOf, windowStart } from '@meramot/domain/booking-time';
import { BILLED_BOOKING_STATUSES } from '@meramot/domain/booking-status';
import type { BookingStatus } from '@meramot/domain/booking-status';
import { EARNINGS_CHART_MONTHS, lastMonths } from '@meramot/domain/ledger';
import { DASHBOARD_PAGE_SIZE } from '@meramot/domain/list-limits';
import { adminMoneyQueries } from '../functions/src/routes/bills';
import {
  watchBookings,
  watchProviderAvailability,
  watchServiceListing,
} from '../web/src/features/bookings/bookings-data';
import type { BookingRole, BookingsCursor } from '../web/src/features/bookings/bookings-data';
import { getEarnings } from '../web/src/features/money/money-data';
import { num } from './bench-browser';
import { EMULATOR_HOSTS, PROJECT_ID } from '../harness/emulators';

export const HISTORY_SIZES = [10, 2_000] as const;
export const HISTORY_READS_TARGET = 60;
export const HISTORY_RATIO_TARGET = 1.1;
/** Admin SDK batches hold at most 500 writes. */
const BATCH_WRITES = 500;
const LOAD_MORES = 3;
const DAY_MS = 86_400_000;

const STEPS = [
  'first page',
  'Load more 1',
  'Load more 2',
  'Load more 3',
  'booking dialog',
  'Earnings',
  "admin's money page",
] as const;
type Step = (typeof STEPS)[number];

/** Billed reads of each step, or null where the screen offers no such step (no Load more). */
type Row = Record<Step, number | null>;

/** A journey's reads, and the rows each page of its dashboard showed. */
interface Measured {
  reads: Row;
  rows: number[];
}

const PAGE_STEPS: readonly Step[] = ['first page', 'Load more 1', 'Load more 2', 'Load more 3'];

/**
 * A status for the i-th newest booking: open work first, then history of every kind, with one
 * booking in ten still waiting (upcoming: the windows the booking dialog reads).
 */
function statusAt(i: number): BookingStatus {
  if (i < 3) return (['Pending', 'Working', 'Billed'] as const)[i] ?? 'Pending';
  if (i % 10 === 5) return 'Pending';
  const cycle: BookingStatus[] = ['Paid', 'Paid', 'Paid', 'Completed', 'Cancelled', 'Disputed'];
  return cycle[i % cycle.length] ?? 'Paid';
}

const billOf = (
  customerUid: string,
  providerUid: string,
  status: BookingStatus,
  at: Timestamp,
): BillDoc<Timestamp> | null => {
  if (!(BILLED_BOOKING_STATUSES as readonly BookingStatus[]).includes(status)) return null;
  const state = status === 'Billed' ? 'sent' : status === 'Disputed' ? 'disputed' : 'accepted';
  return {
    customerUid,
    providerUid,
    price: 1500,
    lines: [{ description: 'Parts', amount: 300 }],
    discount: 0,
    total: 1800,
    state,
    disputeReason: state === 'disputed' ? 'Too dear' : null,
    revision: 1,
    commissionRateBps: 1000,
    paidMarkedAt: status === 'Paid' ? at : null,
    receivedMarkedAt: status === 'Paid' || status === 'Completed' ? at : null,
    createdAt: at,
    updatedAt: at,
  };
};

interface Person {
  customerUid: string;
  providerUid: string;
  serviceId: string;
}

/**
 * `count` bookings of one customer with one provider, the newest first, with their bills, the
 * bills' copies and review stars on the bookings, the provider's books, and the upcoming windows
 * the open ones hold (one window a booking, at most the dialog's horizon).
 */
async function seedHistory(db: Firestore, count: number, tag: string): Promise<Person> {
  const person: Person = {
    customerUid: `bench-customer-${tag}`,
    providerUid: `bench-provider-${tag}`,
    serviceId: `bench-service-${tag}`,
  };
  const writes: [string, Record<string, unknown>][] = [];
  const now = Date.now();
  writes.push([
    `services/${person.serviceId}`,
    {
      providerUid: person.providerUid,
      provider: { name: 'Bench Provider', email: 'bench@meramot.test', photoURL: '' },
      service: {
        serviceImgURL: '/images/services/electrical.svg',
        serviceName: 'Bench wiring',
        serviceArea: 'Dhanmondi, Dhaka',
        servicePrice: 1500,
        description: 'A service of the bench.',
        category: 'electrical',
        district: 'dhaka',
      },
      createdAt: Timestamp.fromMillis(now),
      updatedAt: Timestamp.fromMillis(now),
    },
  ]);
  const week = { morning: 2, afternoon: 2, evening: 5 };
  writes.push([
    `schedules/${person.providerUid}`,
    {
      week: Object.fromEntries(
        ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, week]),
      ),
      daysOff: [],
      updatedAt: Timestamp.fromMillis(now),
    },
  ]);
  const windows = ['morning', 'afternoon', 'evening'] as const;
  let paid = 0;
  let upcoming = 0;
  const marketDays = new Map<string, number>();
  for (let i = 0; i < count; i += 1) {
    const status = statusAt(i);
    const at = Timestamp.fromMillis(now - i * 3_600_000);
    const id = `${tag}-booking-${String(i).padStart(5, '0')}`;
    const bill = billOf(person.customerUid, person.providerUid, status, at);
    // Open work is upcoming; history is past.
    const open = ['Pending', 'Working'].includes(status);
    // The k-th upcoming booking holds a window of its own while the horizon has one left.
    const slot = open ? upcoming++ : i;
    const window =
      windows[Math.floor(slot / (AVAILABILITY_MAX_DAYS - 2)) % windows.length] ?? 'evening';
    const day = dhakaDateOf(
      open ? now + (1 + (slot % (AVAILABILITY_MAX_DAYS - 2))) * DAY_MS : now - i * DAY_MS,
    );
    writes.push([
      `bookings/${id}`,
      {
        serviceId: person.serviceId,
        serviceName: 'Bench wiring',
        serviceImg: '/images/services/electrical.svg',
        pEmail: 'bench@meramot.test',
        pName: 'Bench Provider',
        uEmail: 'customer@meramot.test',
        uName: 'Bench Customer',
        sDate: windowStart(day, window),
        timeWindow: window,
        provideArea: 'Mirpur 10, Dhaka',
        price: 1500,
        serviceStatus: status,
        customerUid: person.customerUid,
        providerUid: person.providerUid,
        ...(bill && { bill: billSummaryOf(bill) }),
        ...(status === 'Paid' && i % 2 === 0 && { reviewStars: 4 }),
        createdAt: at,
        updatedAt: at,
      },
    ]);
    if (bill) writes.push([`bills/${id}`, { ...bill }]);
    if (status === 'Paid') {
      paid += 1;
      marketDays.set(day, (marketDays.get(day) ?? 0) + 1);
    }
    if (open) {
      writes.push([
        `schedules/${person.providerUid}/windows/${day}_${window}`,
        { date: day, window, taken: 1, updatedAt: at },
      ]);
    }
  }
  // The books as billWritten keeps them: all time and each month of the chart.
  writes.push([
    `earnings/${person.providerUid}`,
    { jobs: paid, gross: paid * 1800, commission: paid * 180, net: paid * 1620 },
  ]);
  for (const month of lastMonths(now, EARNINGS_CHART_MONTHS)) {
    writes.push([
      `earnings/${person.providerUid}/months/${month}`,
      { jobs: 1, gross: 1800, commission: 180, net: 1620 },
    ]);
  }
  // The marketplace's days and months as billWritten keeps them (the admin's page).
  for (const [day, bookings] of marketDays) {
    writes.push([
      `marketDays/${day}`,
      { day, bookings, gross: bookings * 1800, commission: bookings * 180 },
    ]);
  }
  for (const month of lastMonths(now, EARNINGS_CHART_MONTHS)) {
    writes.push([`marketMonths/${month}`, { month, bookings: 1, gross: 1800, commission: 180 }]);
  }
  for (let from = 0; from < writes.length; from += BATCH_WRITES) {
    const batch = db.batch();
    for (const [path, data] of writes.slice(from, from + BATCH_WRITES))
      batch.set(db.doc(path), data);
    await batch.commit();
  }
  return person;
}

/** The web SDK signed in as `uid` on the emulator (the rules see its token). */
function webDbAs(uid: string): { app: FirebaseApp; db: WebFirestore } {
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'bench' }, `bench-${uid}`);
  const db = getWebFirestore(app);
  const [host, port] = EMULATOR_HOSTS.firestore.split(':');
  connectFirestoreEmulator(db, host ?? '127.0.0.1', Number(port), {
    mockUserToken: { user_id: uid, sub: uid, email: `${uid}@meramot.test`, email_verified: true },
  });
  return { app, db };
}

/** A listener's first answer; the listener stops once it has answered. */
async function firstAnswer<T>(
  listen: (onData: (data: T) => void, onError: (error: Error) => void) => () => void,
): Promise<T> {
  let stop: (() => void) | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await new Promise<T>((resolve, reject) => {
      timer = setTimeout(() => reject(new Error('no answer in 20 s')), 20_000);
      stop = listen(resolve, reject);
    });
  } finally {
    clearTimeout(timer);
    stop?.();
  }
}

/** Billed reads of a query's answer: its documents, an empty answer 1. */
const billedQuery = (documents: number) => Math.max(1, documents);

/** The dashboard's pages as the screen reads them: the first, then one listener a Load more. */
async function dashboardPages(db: WebFirestore, role: BookingRole, uid: string) {
  const pages: ({ reads: number; rows: number } | null)[] = [];
  let after: BookingsCursor | null = null;
  let offered = true;
  for (let page = 0; page <= LOAD_MORES; page += 1) {
    if (!offered) {
      pages.push(null);
      continue;
    }
    const answer = await firstAnswer<{ count: number; last: BookingsCursor | null }>(
      (onData, onError) =>
        watchBookings(
          db,
          role,
          uid,
          (bookings, last) => onData({ count: bookings.length, last }),
          onError,
          DASHBOARD_PAGE_SIZE,
          after,
        ),
    );
    // Every row shows what it needs from the booking itself: no read of its own.
    pages.push({ reads: billedQuery(answer.count), rows: answer.count });
    after = answer.last;
    offered = answer.count === DASHBOARD_PAGE_SIZE;
  }
  return pages;
}

/** The booking dialog: the live listing, the provider's schedule and upcoming windows. */
async function bookingDialog(db: WebFirestore, person: Person): Promise<number> {
  await firstAnswer((onData, onError) =>
    watchServiceListing(db, person.serviceId, onData, onError),
  );
  const from = dhakaDateOf(Date.now());
  const to = dhakaDateOf(Date.now() + (AVAILABILITY_MAX_DAYS - 1) * DAY_MS);
  // The windows that hold a place: the counters the dialog's query answers.
  const counters = await firstAnswer<number>((onData, onError) =>
    watchProviderAvailability(
      db,
      person.providerUid,
      { from, to },
      (days) => onData(days.flatMap((day) => day.windows).filter((w) => w.taken > 0).length),
      onError,
    ),
  );
  return 1 + 1 + billedQuery(counters);
}

/** Earnings: the all-time totals and each month of the chart, each a get by id. */
async function earnings(db: WebFirestore, uid: string): Promise<number> {
  const answer = await getEarnings(db, uid, Date.now());
  return 1 + answer.months.length;
}

/** GET /admin/money's reads: its lists (each empty one billed 1), 12 months and the rate. */
async function adminPage(): Promise<number> {
  const lists = adminMoneyQueries();
  const answers = await Promise.all(Object.values(lists).map((query) => query.get()));
  const listed = answers.map((answer) => billedQuery(answer.size)).reduce((a, b) => a + b, 0);
  return listed + EARNINGS_CHART_MONTHS + 1;
}

/** Each journey starts from an empty database: the admin's page sees that history alone. */
async function clearFirestore(): Promise<void> {
  const url = `http://${EMULATOR_HOSTS.firestore}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
  const response = await fetch(url, { method: 'DELETE' });
  if (!response.ok) throw new Error(`Clearing ${url} failed: ${response.status}`);
}

async function journey(db: Firestore, role: BookingRole, size: number): Promise<Measured> {
  await clearFirestore();
  const person = await seedHistory(db, size, `${role}-${size}`);
  const uid = role === 'customer' ? person.customerUid : person.providerUid;
  const web = webDbAs(uid);
  try {
    const pages = await dashboardPages(web.db, role, uid);
    const reads: Row = {
      'first page': pages[0]?.reads ?? null,
      'Load more 1': pages[1]?.reads ?? null,
      'Load more 2': pages[2]?.reads ?? null,
      'Load more 3': pages[3]?.reads ?? null,
      'booking dialog': await bookingDialog(web.db, person),
      Earnings: await earnings(web.db, uid),
      "admin's money page": await adminPage(),
    };
    return { reads, rows: pages.map((page) => page?.rows ?? 0) };
  } finally {
    await deleteApp(web.app);
  }
}

const show = (value: number | null | undefined) => (value == null ? '—' : num(value));

/**
 * Runs (e) and (f) at both sizes, prints each step beside its targets and answers the targets
 * missed: every step at most HISTORY_READS_TARGET reads, and at 2,000 bookings within
 * HISTORY_RATIO_TARGET of 10 (a step 10 bookings do not offer, a Load more, is compared with
 * nothing).
 */
export async function benchHistory(db: Firestore): Promise<string[]> {
  const failures: string[] = [];
  const journeys = [
    { role: 'customer', title: '(e) a customer: Booked Services → 3 × Load more → …' },
    { role: 'provider', title: '(f) a provider: Service To Do → 3 × Load more → …' },
  ] as const;
  for (const { role, title } of journeys) {
    const measured = new Map<number, Measured>();
    for (const size of HISTORY_SIZES) measured.set(size, await journey(db, role, size));
    const [small, big] = HISTORY_SIZES.map((size) => measured.get(size)?.reads);
    const [smallRows, bigRows] = HISTORY_SIZES.map((size) => measured.get(size)?.rows ?? []);
    console.log(`\n${title} (billed reads; a page's ratio is of its reads per row shown)`);
    console.log(
      `  ${'step'.padEnd(20)}${HISTORY_SIZES.map((s) => `${num(s)} bookings`.padStart(16)).join('')}   ratio   target`,
    );
    for (const step of STEPS) {
      const a = small?.[step];
      const b = big?.[step];
      // A page of the dashboard compares its reads per row shown (10 bookings fill no page).
      const page = PAGE_STEPS.indexOf(step);
      const perRow = (reads: number, rows: number | undefined) => (rows ? reads / rows : reads);
      const ratio =
        a != null && b != null
          ? page < 0
            ? b / a
            : perRow(b, bigRows?.[page]) / perRow(a, smallRows?.[page])
          : null;
      console.log(
        `  ${step.padEnd(20)}${show(a).padStart(16)}${show(b).padStart(16)}   ${(ratio === null ? '—' : ratio.toFixed(2)).padStart(5)}   ≤ ${HISTORY_READS_TARGET}, ≤ ${HISTORY_RATIO_TARGET}×`,
      );
      for (const [size, value] of [
        [HISTORY_SIZES[0], a],
        [HISTORY_SIZES[1], b],
      ] as const) {
        if (value != null && value > HISTORY_READS_TARGET) {
          failures.push(
            `(${role === 'customer' ? 'e' : 'f'}) ${step} at ${num(size)} bookings: ${value} reads > ${HISTORY_READS_TARGET}`,
          );
        }
      }
      if (ratio !== null && ratio > HISTORY_RATIO_TARGET) {
        failures.push(
          `(${role === 'customer' ? 'e' : 'f'}) ${step}: ${ratio.toFixed(2)}× from 10 to 2,000 bookings > ${HISTORY_RATIO_TARGET}×`,
        );
      }
    }
  }
  return failures;
}
