/**
 * Customers booking one window at once through the web app's own bookService, each under
 * authenticatedContext as themselves: the rules judge each window's counter at commit, a
 * transaction that lost the race runs again, and exactly the window's capacity get through; the
 * rest are told it is full, and the counter holds exactly the bookings made.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  where,
} from 'firebase/firestore';
import type { Firestore } from 'firebase/firestore';
import { DASHBOARD_LIST_LIMIT } from '@meramot/domain/list-limits';
import { defaultWeek, weekdayOf } from '@meramot/domain/availability';
import { dhakaDateOf, windowStart } from '@meramot/domain/booking-time';
import { e164BdMobile } from '@meramot/domain/phone-auth';
import { WindowClosedError } from '../../web/src/features/bookings/window-closed';
import { app } from './app-data';
import { IDS, USERS, seed, startEnvironment } from './support';

const BOOKERS = 20;
const CAPACITY = 3;
const DATE = dhakaDateOf(Date.now() + 2 * 86_400_000);

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await startEnvironment();
  await seed(env);
});

afterAll(async () => {
  await env.cleanup();
});

const customers = Array.from({ length: BOOKERS }, (_, i) => ({
  uid: `booker-${i}`,
  email: `booker-${i}@example.com`,
  displayName: `Booker ${i}`,
  // Each verified their own number by code (issue 22): the token carries it.
  phone: `0171234${String(5600 + i)}`,
}));

describe('racing bookers (the web door)', () => {
  it(`${BOOKERS} customers booking a window of ${CAPACITY} places at once: exactly ${CAPACITY} get through`, async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore() as unknown as Firestore;
      const week = defaultWeek();
      week[weekdayOf(DATE)] = { morning: CAPACITY };
      await setDoc(doc(db, 'schedules', USERS.alice.uid), {
        week,
        daysOff: [],
        updatedAt: serverTimestamp(),
      });
      await Promise.all(
        customers.map((c) =>
          setDoc(doc(db, 'users', c.uid), {
            displayName: c.displayName,
            photoURL: '',
            phone: c.phone,
            phoneVerified: true,
            updatedAt: serverTimestamp(),
          }),
        ),
      );
    });
    const results = await Promise.allSettled(
      customers.map((c) => {
        const token = { email: c.email, phone_number: e164BdMobile(c.phone) ?? '' };
        const db = env.authenticatedContext(c.uid, token).firestore();
        const customer = { ...c, phoneNumber: token.phone_number };
        return app.bookings.bookService(db as unknown as Firestore, IDS.alicePlumbing, customer, {
          sDate: windowStart(DATE, 'morning'),
          timeWindow: 'morning',
          provideArea: 'Mirpur 10, Dhaka',
        });
      }),
    );
    const booked = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
    expect(booked).toHaveLength(CAPACITY);
    expect(
      refused.filter(
        (reason) => !(reason instanceof WindowClosedError && reason.reason === 'full'),
      ),
    ).toEqual([]);

    const reader = env.authenticatedContext(USERS.alice.uid, { email: USERS.alice.email });
    const db = reader.firestore() as unknown as Firestore;
    const places = await getDoc(
      doc(db, 'schedules', USERS.alice.uid, 'windows', `${DATE}_morning`),
    );
    expect(places.data()?.taken).toBe(CAPACITY);
    const bookings = await getDocs(
      query(
        collection(db, 'bookings'),
        where('providerUid', '==', USERS.alice.uid),
        where('sDate', '==', windowStart(DATE, 'morning')),
        // The rules bound every list of bookings (DASHBOARD_LIST_LIMIT).
        limit(DASHBOARD_LIST_LIMIT),
      ),
    );
    expect(bookings.docs.map((b) => b.id).sort()).toEqual([...booked].sort());
  });
});
