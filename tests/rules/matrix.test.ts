/**
 * The rules matrix: every actor × operation × collection of docs/architecture.md "Security", each
 * asserted allowed or denied against the Firestore emulator with firestore.rules loaded.
 * One file, so that the coverage report printed at the end covers the whole run.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import type { Firestore } from 'firebase/firestore';
import { BookingIdUsedError } from '../../web/src/features/bookings/booking-id';
import { NameRequiredError } from '../../web/src/features/bookings/name-required';
import { OwnServiceError } from '../../web/src/features/bookings/own-service';
import { PriceChangedError } from '../../web/src/features/bookings/price-changed';
import {
  PhoneNotVerifiedError,
  PhoneRequiredError,
} from '../../web/src/features/bookings/phone-required';
import { app, checkEveryDataFunctionCovered, recordVerdict, startCase } from './app-data';
import { reportCoverage } from './coverage';
import { MATRIX, runCase } from './matrix-cases';
import { BOOKING_REQUEST, FIELDS, signedIn } from './screens.cases';
import {
  IDS,
  NOW,
  USERS,
  as,
  closeClients,
  expectVerdict,
  createService,
  idsOf,
  rateCounterOf,
  seed,
  serviceDoc,
  serviceIdOf,
  slotIn,
  startEnvironment,
} from './support';
import type { Case } from './support';
import { RATE_LIMITS } from '@meramot/domain/rate-limits';
import { RefusedError } from '../../web/src/lib/refused-error';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await startEnvironment();
});

// Every case starts from the same seeded documents, so cases cannot leak into one another.
beforeEach(async () => {
  await seed(env);
});

afterEach(closeClients);

afterAll(async () => {
  await reportCoverage();
  await env.cleanup();
});

function runCases(cases: Case[]): void {
  for (const c of cases) {
    it(`${c.actor} ${c.allowed ? 'may' : 'may not'} ${c.does}`, async () => {
      startCase();
      await runCase(env, c, () => recordVerdict(c.actor, c.allowed));
    });
  }
}

function matrix(collectionName: string, groups: Record<string, Case[]>): void {
  describe(collectionName, () => {
    for (const [operation, cases] of Object.entries(groups)) {
      describe(operation, () => runCases(cases));
    }
  });
}

for (const [collectionName, groups] of MATRIX) matrix(collectionName, groups);

/** What the app refuses before the rules are asked: nothing is written. */
describe("the app's own checks", () => {
  const rulesOff = async <T>(read: (db: Firestore) => Promise<T>): Promise<T> => {
    let result: T | undefined;
    await env.withSecurityRulesDisabled(async (context) => {
      result = await read(context.firestore() as unknown as Firestore);
    });
    return result as T;
  };
  const count = (path: string) =>
    rulesOff(async (db) => (await getDocs(collection(db, path))).size);

  it('bookService refuses her own service with OwnServiceError', async () => {
    const before = await count('bookings');
    await expect(
      app.bookings.bookService(
        as(env, 'alice'),
        IDS.alicePlumbing,
        signedIn('alice'),
        BOOKING_REQUEST,
      ),
    ).rejects.toBeInstanceOf(OwnServiceError);
    expect(await count('bookings')).toBe(before);
  });

  it('bookService refuses its id repeated with other details with BookingIdUsedError', async () => {
    const request = { ...BOOKING_REQUEST, provideArea: 'Somewhere else' };
    const bob = as(env, 'bob');
    const key = 'bobs-key-for-slot-4-morning';
    await app.bookings.bookService(
      bob,
      IDS.alicePlumbing,
      signedIn('bob'),
      { ...BOOKING_REQUEST, ...slotIn(4, 'morning') },
      key,
    );
    const before = await count('bookings');
    await expect(
      app.bookings.bookService(bob, IDS.alicePlumbing, signedIn('bob'), request, key),
    ).rejects.toBeInstanceOf(BookingIdUsedError);
    expect(await count('bookings')).toBe(before);
  });

  it("bookService refuses a price the dialog showed that is no longer the service's with PriceChangedError", async () => {
    const before = await count('bookings');
    await expect(
      app.bookings.bookService(as(env, 'bob'), IDS.alicePlumbing, signedIn('bob'), {
        ...BOOKING_REQUEST,
        ...slotIn(5, 'morning'),
        price: 1,
      }),
    ).rejects.toBeInstanceOf(PriceChangedError);
    expect(await count('bookings')).toBe(before);
  });

  it('bookService refuses a customer without a profile number with PhoneRequiredError', async () => {
    const before = await count('bookings');
    await expect(
      app.bookings.bookService(
        as(env, 'admin'),
        IDS.alicePlumbing,
        signedIn('admin'),
        BOOKING_REQUEST,
      ),
    ).rejects.toBeInstanceOf(PhoneRequiredError);
    expect(await count('bookings')).toBe(before);
  });

  it('bookService refuses an account that has not verified its number with PhoneNotVerifiedError', async () => {
    const before = await count('bookings');
    await expect(
      app.bookings.bookService(
        as(env, 'bob', 'unverified'),
        IDS.alicePlumbing,
        { ...signedIn('bob'), phoneNumber: null },
        BOOKING_REQUEST,
      ),
    ).rejects.toBeInstanceOf(PhoneNotVerifiedError);
    expect(await count('bookings')).toBe(before);
  });

  it('bookService refuses an account whose only name is its e-mail address with NameRequiredError', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore() as unknown as Firestore;
      await updateDoc(doc(db, 'users', USERS.bob.uid), { displayName: USERS.bob.email });
    });
    const before = await count('bookings');
    await expect(
      app.bookings.bookService(
        as(env, 'bob'),
        IDS.alicePlumbing,
        { ...signedIn('bob'), displayName: null },
        BOOKING_REQUEST,
      ),
    ).rejects.toBeInstanceOf(NameRequiredError);
    expect(await count('bookings')).toBe(before);
  });

  it('bookService refuses a service that no longer exists', async () => {
    const before = await count('bookings');
    await expect(
      app.bookings.bookService(as(env, 'bob'), 'gone', signedIn('bob'), BOOKING_REQUEST),
    ).rejects.toThrow(/no longer exists/);
    expect(await count('bookings')).toBe(before);
  });

  it('addService refuses the 21st listing of an hour with rateLimited, writing nothing', async () => {
    const alice = as(env, 'alice');
    await rulesOff((db) =>
      setDoc(rateCounterOf(db, 'service', USERS.alice.uid), {
        windowStart: Timestamp.fromMillis(Date.now() - 10 * 60_000),
        count: RATE_LIMITS.service,
        lastId: 'an-earlier-listing',
        updatedAt: Timestamp.fromMillis(Date.now() - 60_000),
      }),
    );
    const before = await count('services');
    const refused = app.providerServices.addService(alice, signedIn('alice'), FIELDS);
    await expect(refused).rejects.toBeInstanceOf(RefusedError);
    await expect(refused).rejects.toMatchObject({ refusal: { code: 'rateLimited' } });
    expect(await count('services')).toBe(before);
  });
});

/** Tokens other than the five actors': a claim that is not exactly `true`, a token without email. */
function withToken(uid: string, token: Record<string, unknown>): Firestore {
  return env.authenticatedContext(uid, token).firestore() as unknown as Firestore;
}

describe('tokens', () => {
  it('admin: false does not read all appointments', async () => {
    const db = withToken('dave', { email: 'dave@example.com', admin: false });
    await expectVerdict(false, getDocs(collection(db, 'appointments')));
  });

  it("admin: 'true' (a string) does not read all appointments", async () => {
    const db = withToken('dave', { email: 'dave@example.com', admin: 'true' });
    await expectVerdict(false, getDocs(collection(db, 'appointments')));
  });

  it("a token without an email (a phone sign-in) adds a service only with provider.email ''", async () => {
    const db = withToken(USERS.alice.uid, { phone_number: '+8801711000000' });
    await expectVerdict(
      false,
      createService(db, serviceIdOf(USERS.alice.uid), serviceDoc('alice', NOW)),
    );
    const listing = serviceDoc('alice', NOW);
    // Nor a name or photo: the account has none, so the listing shows the name given, no photo.
    listing.provider = { ...listing.provider, email: '', photoURL: '' };
    await expectVerdict(true, createService(db, serviceIdOf(USERS.alice.uid), listing));
  });

  it('a service written by the owner round-trips with the server timestamps', async () => {
    const db = as(env, 'alice');
    await expectVerdict(
      true,
      createService(db, serviceIdOf(USERS.alice.uid), serviceDoc('alice', NOW)),
    );
    const snap = await getDoc(doc(db, 'services', serviceIdOf(USERS.alice.uid)));
    const data = snap.data();
    expect(data?.createdAt).toEqual(data?.updatedAt);
    expect(data?.providerUid).toBe(USERS.alice.uid);
  });
});

describe('everything else is closed', () => {
  runCases([
    {
      actor: 'admin',
      does: 'list an unknown collection',
      allowed: false,
      run: (db) => getDocs(collection(db, 'testimonials')),
    },
    {
      actor: 'alice',
      does: 'write a subcollection under her own service',
      allowed: false,
      run: (db) =>
        setDoc(doc(db, `services/${IDS.alicePlumbing}/reviews/r1`), { rating: 5, text: 'Great' }),
    },
    {
      actor: 'bob',
      does: 'read a subcollection under his booking',
      allowed: false,
      run: (db) => getDocs(collection(db, `bookings/${IDS.bobBooking}/messages`)),
    },
  ]);

  it('the seeded lists are what the cases assume', async () => {
    const db = as(env, 'visitor');
    expect(idsOf(await getDocs(query(collection(db, 'services'), limit(50))))).toEqual([
      IDS.alicePlumbing,
      IDS.carolPainting,
    ]);
  });
});

// Last, after every case above has run.
describe('coverage of the web data modules', () => {
  it('every exported data function was run allowed and denied (public reads: by everyone)', () => {
    checkEveryDataFunctionCovered();
  });
});
