/**
 * The web app's own data modules, as the rules suite calls them: each exported function is
 * wrapped so that a case which calls it records the rules' verdict against its name, and the
 * matrix can prove at the end that every one was tried both allowed and denied.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import * as appointmentsData from '../../web/src/features/appointments/appointments-data';
import * as scheduleData from '../../web/src/features/availability/schedule-data';
import * as bookingsData from '../../web/src/features/bookings/bookings-data';
import * as moneyData from '../../web/src/features/money/money-data';
import * as notificationsData from '../../web/src/features/notifications/notifications-data';
import * as providerServicesData from '../../web/src/features/provider-services/provider-services-data';
import * as profileData from '../../web/src/features/profile/profile-data';
import * as reviewsData from '../../web/src/features/reviews/reviews-data';
import { QUERY_BUILDERS } from '../../scripts/query-catalogue';
import { ACTORS } from './support';
import type { Actor } from './support';

/** Every web module that talks to Firestore, by name, with its path under web/src. */
const DATA_MODULES = {
  'appointments-data': {
    file: 'features/appointments/appointments-data.ts',
    module: appointmentsData,
  },
  'bookings-data': { file: 'features/bookings/bookings-data.ts', module: bookingsData },
  'schedule-data': { file: 'features/availability/schedule-data.ts', module: scheduleData },
  'money-data': { file: 'features/money/money-data.ts', module: moneyData },
  'notifications-data': {
    file: 'features/notifications/notifications-data.ts',
    module: notificationsData,
  },
  'provider-services-data': {
    file: 'features/provider-services/provider-services-data.ts',
    module: providerServicesData,
  },
  'profile-data': { file: 'features/profile/profile-data.ts', module: profileData },
  'reviews-data': { file: 'features/reviews/reviews-data.ts', module: reviewsData },
} as const;

/**
 * Reads the rules open to everyone (services and reviews: `allow get: if true`, and a list with a
 * limit of at most PUBLIC_LIST_LIMIT). No reader is wrong, so none can be denied; each must
 * instead be allowed for every actor, the visitor included. (The public pages read services
 * through the API, so no data module lists them for them.)
 */
const PUBLIC_READS: ReadonlySet<string> = new Set([
  'bookings-data.watchServiceListing',
  'provider-services-data.watchMyServices',
  'reviews-data.watchReview',
  'schedule-data.watchMySchedule',
]);

/**
 * The functions that only build a query (for the index check, scripts/query-catalogue.ts): they
 * read nothing themselves, and the data functions that run their queries are covered.
 */
const QUERY_ONLY: ReadonlySet<string> = new Set(
  Object.entries(QUERY_BUILDERS)
    .filter(([file]) => file.startsWith('web/src/'))
    .flatMap(([file, names]) => names.map((name) => `${path.basename(file, '.ts')}.${name}`)),
);

/** The names the current case called, e.g. 'bookings-data.bookService'. */
const calledInCase = new Set<string>();

interface Tally {
  allowed: Set<Actor>;
  denied: Set<Actor>;
}
const tallies = new Map<string, Tally>();

function tracked<M extends object>(moduleName: string, module: M): M {
  const entries = Object.entries(module).map(([key, value]: [string, unknown]) => {
    if (typeof value !== 'function') return [key, value];
    const call = (...args: unknown[]): unknown => {
      calledInCase.add(`${moduleName}.${key}`);
      return (value as (...a: unknown[]) => unknown)(...args);
    };
    return [key, call];
  });
  return Object.fromEntries(entries) as M;
}

/** The app's data functions, recording each call. Cases call these, never the modules directly. */
export const app = {
  appointments: tracked('appointments-data', appointmentsData),
  bookings: tracked('bookings-data', bookingsData),
  schedule: tracked('schedule-data', scheduleData),
  money: tracked('money-data', moneyData),
  notifications: tracked('notifications-data', notificationsData),
  providerServices: tracked('provider-services-data', providerServicesData),
  profile: tracked('profile-data', profileData),
  reviews: tracked('reviews-data', reviewsData),
};

/** Forgets what the previous case called. */
export function startCase(): void {
  calledInCase.clear();
}

/** Credits the verdict the rules just gave `actor` to every app function the case called. */
export function recordVerdict(actor: Actor, allowed: boolean): void {
  for (const name of calledInCase) {
    const tally = tallies.get(name) ?? { allowed: new Set(), denied: new Set() };
    (allowed ? tally.allowed : tally.denied).add(actor);
    tallies.set(name, tally);
  }
}

type Listen<T> = (onData: (data: T) => void, onError: (error: Error) => void) => () => void;

/**
 * A listener as a promise: resolves with its first snapshot (then stops listening) and rejects
 * with its error, so assertSucceeds and assertFails can judge it like a one-off read.
 */
export function firstSnapshot<T>(listen: Listen<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const unsubscribe = listen(
      (data) => {
        if (settled) return;
        settled = true;
        resolve(data);
        // Later, so that `unsubscribe` exists even if a listener answered synchronously.
        queueMicrotask(() => unsubscribe());
      },
      (error) => {
        settled = true;
        reject(error);
      },
    );
  });
}

/** The ids of a list the app's listener handed over. */
export function listedIds(result: unknown): string[] {
  return (result as { _id: string }[]).map((item) => item._id);
}

/** Web source files (tests aside) that import values from firebase/firestore. */
function filesTalkingToFirestore(webSrc: string): string[] {
  const found: string[] = [];
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        const source = readFileSync(full, 'utf8');
        if (/^import (?!type )[^;]*from 'firebase\/firestore';/m.test(source)) {
          found.push(path.relative(webSrc, full).split(path.sep).join('/'));
        }
      }
    }
  };
  visit(webSrc);
  return found.sort();
}

/**
 * Fails unless every exported function of every data module was seen allowed and denied (or,
 * for a public read, allowed for every actor), and no module that talks to Firestore is left
 * out of the list. Prints what was covered.
 */
export function checkEveryDataFunctionCovered(): void {
  const webSrc = path.resolve('web/src');
  // lib/firestore.ts only creates the app's database; it reads and writes nothing. The rate
  // counter's countCreate runs only inside the creates of the data modules (bookService,
  // addService, rateBooking), each covered, and in the hand-made creates (countIn).
  const helpers = new Set(['lib/firestore.ts', 'lib/rate-counter.ts']);
  expect(filesTalkingToFirestore(webSrc).filter((file) => !helpers.has(file))).toEqual(
    Object.values(DATA_MODULES)
      .map(({ file }) => file)
      .sort(),
  );

  const rows = Object.entries(DATA_MODULES).flatMap(([moduleName, { module }]) =>
    Object.entries(module)
      .filter(
        ([key, value]) => typeof value === 'function' && !QUERY_ONLY.has(`${moduleName}.${key}`),
      )
      .map(([key]) => {
        const name = `${moduleName}.${key}`;
        const tally = tallies.get(name) ?? { allowed: new Set<Actor>(), denied: new Set<Actor>() };
        const isPublic = PUBLIC_READS.has(name);
        const covered = isPublic
          ? ACTORS.every((actor) => tally.allowed.has(actor))
          : tally.allowed.size > 0 && tally.denied.size > 0;
        return {
          function: name,
          allowed: [...tally.allowed].sort().join(' '),
          denied: isPublic ? '(public read)' : [...tally.denied].sort().join(' '),
          covered,
        };
      }),
  );
  console.log('[rules] web data functions run against the rules:');
  console.table(rows);
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.filter((row) => !row.covered).map((row) => row.function)).toEqual([]);
}
