/**
 * Customers rating one service at once through the web app's own rateBooking, each under
 * authenticatedContext as themselves: every one gets through (a transaction that lost the race
 * is run again) and the service's and the provider's ratings hold exactly their reviews.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc } from 'firebase/firestore';
import type { Firestore } from 'firebase/firestore';
import { app } from './app-data';
import { IDS, USERS, bookingDoc, dataOf, seed, startEnvironment } from './support';

const REVIEWERS = 20;

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await startEnvironment();
  await seed(env);
});

afterAll(async () => {
  await env.cleanup();
});

const customers = Array.from({ length: REVIEWERS }, (_, i) => ({
  uid: `racer-${i}`,
  email: `racer-${i}@example.com`,
  bookingId: `racer-${i}-books-alice`,
  stars: (i % 5) + 1,
}));

describe('racing reviewers (the web door)', () => {
  it(`${REVIEWERS} customers rating one service at once all get through, ratings exact`, async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore() as unknown as Firestore;
      await Promise.all(
        customers.map((c) =>
          setDoc(doc(db, 'bookings', c.bookingId), {
            ...bookingDoc('bob', 'alice', IDS.alicePlumbing),
            customerUid: c.uid,
            uEmail: c.email,
            uName: `Racer ${c.uid}`,
            serviceStatus: 'Completed',
          }),
        ),
      );
    });
    const results = await Promise.allSettled(
      customers.map((c) => {
        const db = env.authenticatedContext(c.uid, { email: c.email }).firestore();
        return app.reviews.rateBooking(db as unknown as Firestore, c.uid, c.bookingId, {
          stars: c.stars,
        });
      }),
    );
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []));
    expect(refused).toEqual([]);

    const sum = customers.reduce((total, c) => total + c.stars, 0);
    const reader = env.unauthenticatedContext().firestore() as unknown as Firestore;
    const service = dataOf(await getDoc(doc(reader, 'services', IDS.alicePlumbing)));
    const provider = dataOf(await getDoc(doc(reader, 'providers', USERS.alice.uid)));
    for (const rated of [service, provider]) {
      expect(rated).toMatchObject({
        ratingCount: REVIEWERS,
        ratingSum: sum,
        ratingAverage: sum / REVIEWERS,
      });
    }
    for (const c of customers) {
      const review = dataOf(await getDoc(doc(reader, 'reviews', c.bookingId)));
      expect(review).toMatchObject({ stars: c.stars, reviewerName: 'Racer' });
      // Public: the author is the booking's customer, never named on the review.
      expect(review).not.toHaveProperty('customerUid');
    }
  });
});
