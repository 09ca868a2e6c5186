/**
 * reviews/{bookingId}, services' ratings and providers/{uid}: only the customer of a Completed
 * booking reviews it, once; the author edits within 14 days; the provider replies once; nobody
 * deletes; and every review moves its service's and its provider's rating in the same write.
 * Denials the app's own checks would stop before the rules are asked are written by hand.
 */
import {
  Timestamp,
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import type { Firestore, QuerySnapshot, WriteBatch } from 'firebase/firestore';
import { expect } from 'vitest';
import { PUBLIC_LIST_LIMIT } from '@meramot/domain/list-limits';
import { RATE_LIMITS } from '@meramot/domain/rate-limits';
import { app, firstSnapshot } from './app-data';
import {
  ACTORS,
  CAROL_RATING,
  IDS,
  NOW,
  PUBLIC_REVIEW_KEYS,
  publicListCases,
  USERS,
  actingAs,
  withoutRules,
  bookingDoc,
  bookingIdOf,
  createBooking,
  dataOf,
  edit,
  idsOf,
  loose,
  reviewDoc,
  countIn,
  createService,
  rateCounterOf,
  serviceDoc,
  serviceIdOf,
} from './support';
import type { Case } from './support';

const ratingAfter = (count: number, sum: number, reviewId: string) => ({
  ratingCount: count,
  ratingSum: sum,
  ratingAverage: sum / count,
  lastReviewId: reviewId,
});

interface ReviewWrite {
  /** The review as written (a new one by default: Bob's, of Alice's service, 5 stars). */
  review?: Record<string, unknown>;
  /** The service's and the provider's rating fields (by default exactly one more review). */
  serviceRating?: Record<string, unknown> | null;
  providerRating?: Record<string, unknown> | null;
  /** Whose rating is moved (by default the booking's: Alice's service and Alice). */
  serviceId?: string;
  providerUid?: string;
  /** One more write in the same batch. */
  also?: (batch: WriteBatch, db: Firestore) => void;
  /** Whose review counter counts it (the writer's; null: none is written). */
  countedFor?: string | null;
}

/**
 * A hand-made review of `bookingId` with both ratings moved, as rateBooking writes it; each
 * option breaks one part (null: that rating is not written at all).
 */
function writesReview(bookingId: string, change: ReviewWrite = {}) {
  return async (db: Firestore) => {
    const review = change.review ?? reviewDoc(5, NOW);
    const stars = typeof review.stars === 'number' ? review.stars : 5;
    // Alice's service has no review yet.
    const moved = ratingAfter(1, stars, bookingId);
    const batch = writeBatch(db);
    batch.set(doc(db, 'reviews', bookingId), review);
    const serviceRating = change.serviceRating === undefined ? moved : change.serviceRating;
    const providerRating = change.providerRating === undefined ? moved : change.providerRating;
    const serviceId = change.serviceId ?? IDS.alicePlumbing;
    const providerUid = change.providerUid ?? USERS.alice.uid;
    if (serviceRating) batch.update(doc(db, 'services', serviceId), serviceRating);
    if (providerRating) batch.set(doc(db, 'providers', providerUid), providerRating);
    // Counted in the writer's counter (Bob's, the customer of the booking, unless `counter`).
    if (change.countedFor !== null) {
      await countIn(batch, db, 'review', change.countedFor ?? USERS.bob.uid, bookingId);
    }
    change.also?.(batch, db);
    await batch.commit();
  };
}

/** Bob books Alice's service under the name `uName` and Alice completes it; its id. */
async function bobsCompletedBookingNamed(db: Firestore, uName: string): Promise<string> {
  const bookingId = 'bob-books-alice-named';
  // Written with the rules off: a booking records its name trimmed now (isOwnBookingName), so
  // only one stored before could start with white space.
  await withoutRules((stored) =>
    createBooking(stored, bookingId, {
      ...bookingDoc('bob', 'alice', IDS.alicePlumbing, NOW),
      uName,
    }),
  );
  for (const status of ['Working', 'Completed'] as const) {
    await app.bookings.changeBookingStatus(actingAs('alice'), bookingId, status);
  }
  return bookingId;
}

/** Carol's rating (2 reviews, 9 stars) with one more review of 5 stars, `reviewId`. */
const carolsRatingPlusFive = (reviewId: string) => ratingAfter(3, 14, reviewId);

/** The app's "Rate this service" on Bob's Completed booking, as `uid`. */
const ratesCompleted =
  (uid: string, stars = 5) =>
  (db: Firestore) =>
    app.reviews.rateBooking(db, uid, IDS.completedBooking, { stars, text: 'Fixed the leak.' });

/** A hand-made edit of Bob's review `reviewId` of Carol's service to 2 stars, ratings moved. */
function editsReview(reviewId: string, seededStars: number, reviewChange = {}) {
  return async (db: Firestore) => {
    const sum = CAROL_RATING.ratingSum - seededStars + 2;
    const moved = ratingAfter(CAROL_RATING.ratingCount, sum, reviewId);
    const batch = writeBatch(db);
    batch.update(doc(db, 'reviews', reviewId), {
      stars: 2,
      text: 'Changed my mind.',
      updatedAt: serverTimestamp(),
      ...reviewChange,
    });
    batch.update(doc(db, 'services', IDS.carolPainting), moved);
    batch.update(doc(db, 'providers', USERS.carol.uid), moved);
    await batch.commit();
  };
}

const bobsNewReview = (change: (r: ReturnType<typeof reviewDoc>) => void) =>
  loose(edit(reviewDoc(5, NOW), change));

const expectRating = async (
  db: Firestore,
  owner: 'alice' | 'carol',
  count: number,
  sum: number,
) => {
  const serviceId = owner === 'alice' ? IDS.alicePlumbing : IDS.carolPainting;
  const service = dataOf(await getDoc(doc(db, 'services', serviceId)));
  const provider = dataOf(await getDoc(doc(db, 'providers', USERS[owner].uid)));
  for (const rated of [service, provider]) {
    expect(rated?.ratingCount).toBe(count);
    expect(rated?.ratingSum).toBe(sum);
    expect(rated?.ratingAverage).toBe(sum / count);
  }
};

/** The fields of every review a read answered: the public card's, no author uid. */
const expectPublicOnly = (reviews: Record<string, unknown>[]) => {
  expect(reviews.length).toBeGreaterThan(0);
  for (const review of reviews) expect(Object.keys(review).sort()).toEqual(PUBLIC_REVIEW_KEYS);
};

const reads: Case[] = [
  ...ACTORS.map((actor): Case => ({
    actor,
    does: 'get a review (reviews are public, without the uid of their author)',
    allowed: true,
    run: (db) => getDoc(doc(db, 'reviews', IDS.recentReview)),
    check: (snap) => {
      expect(dataOf(snap)?.stars).toBe(4);
      expectPublicOnly([dataOf(snap) ?? {}]);
    },
  })),
  ...ACTORS.map((actor): Case => ({
    actor,
    does: "get a provider's public rating",
    allowed: true,
    run: (db) => getDoc(doc(db, 'providers', USERS.carol.uid)),
    check: (snap) => expect(dataOf(snap)?.ratingCount).toBe(2),
  })),
  ...ACTORS.map((actor): Case => ({
    actor,
    does: "watch the review of Bob's booking by its id (the app's watchReview)",
    allowed: true,
    run: (db) =>
      firstSnapshot((onData, onError) =>
        app.reviews.watchReview(db, IDS.recentReview, onData, onError),
      ),
    check: (review) => expect(review).toMatchObject({ _id: IDS.recentReview, stars: 4 }),
  })),
  {
    actor: 'bob',
    does: "watch the review of a booking that has none (the app's watchReview: null)",
    allowed: true,
    run: (db) =>
      firstSnapshot((onData, onError) =>
        app.reviews.watchReview(db, IDS.completedBooking, onData, onError),
      ),
    check: (review) => expect(review).toBeNull(),
  },
  {
    actor: 'visitor',
    does: "list the reviews of Carol's service, without the uid of their author",
    allowed: true,
    run: (db) =>
      getDocs(
        query(
          collection(db, 'reviews'),
          where('serviceId', '==', IDS.carolPainting),
          limit(PUBLIC_LIST_LIMIT),
        ),
      ),
    check: (snap) => expectPublicOnly((snap as QuerySnapshot).docs.map((d) => d.data())),
  },
  {
    actor: 'visitor',
    does: "list the reviews of Carol's service without a limit",
    allowed: false,
    run: (db) =>
      getDocs(query(collection(db, 'reviews'), where('serviceId', '==', IDS.carolPainting))),
  },
  ...publicListCases('reviews', (snap) =>
    expectPublicOnly((snap as QuerySnapshot).docs.map((d) => d.data())),
  ),
  ...publicListCases('providers', (snap) => expect(idsOf(snap)).toEqual([USERS.carol.uid])),
  {
    actor: 'visitor',
    does: "find Bob's reviews by his uid (a review names no author)",
    allowed: true,
    run: (db) =>
      getDocs(
        query(
          collection(db, 'reviews'),
          where('customerUid', '==', USERS.bob.uid),
          limit(PUBLIC_LIST_LIMIT),
        ),
      ),
    check: (snap) => expect((snap as QuerySnapshot).size).toBe(0),
  },
  {
    // No rule matches a collection group, so it is closed (and would find no uid either).
    actor: 'visitor',
    does: 'read reviews as a collection group',
    allowed: false,
    run: (db) => getDocs(query(collectionGroup(db, 'reviews'), limit(PUBLIC_LIST_LIMIT))),
  },
];

const creates: Case[] = [
  {
    actor: 'bob',
    does: 'rate his Completed booking (the app: review and both ratings at once)',
    allowed: true,
    run: ratesCompleted(USERS.bob.uid, 5),
    check: async (_, db) => {
      await expectRating(db, 'alice', 1, 5);
      const review = dataOf(await getDoc(doc(db, 'reviews', IDS.completedBooking)));
      expect(review).toMatchObject({ stars: 5, reviewerName: 'Bob', reply: null });
      expectPublicOnly([review ?? {}]);
    },
  },
  {
    actor: 'bob',
    does: 'rate his Completed booking, then repeat it (a lost answer): counted once',
    allowed: true,
    run: async (db) => {
      await ratesCompleted(USERS.bob.uid, 5)(db);
      await ratesCompleted(USERS.bob.uid, 5)(db);
    },
    check: async (_, db) => expectRating(db, 'alice', 1, 5),
  },
  {
    actor: 'bob',
    does: 'rate his Completed booking with his uid in the review (reviews name no author)',
    allowed: false,
    run: writesReview(IDS.completedBooking, {
      review: { ...reviewDoc(5, NOW), customerUid: USERS.bob.uid },
    }),
  },
  {
    actor: 'bob',
    does: 'rate his Completed booking by hand, as the app writes it',
    allowed: true,
    run: writesReview(IDS.completedBooking),
  },
  {
    actor: 'bob',
    does: 'rate his pending booking',
    allowed: false,
    run: writesReview(IDS.bobBooking),
  },
  {
    actor: 'bob',
    does: 'rate his booking that is Working',
    allowed: false,
    run: async (db) => {
      await app.bookings.changeBookingStatus(actingAs('alice'), IDS.bobBooking, 'Working');
      await writesReview(IDS.bobBooking)(db);
    },
  },
  {
    actor: 'carol',
    does: "rate Bob's booking with the app (a stranger)",
    allowed: false,
    run: ratesCompleted(USERS.carol.uid),
  },
  {
    actor: 'carol',
    does: "rate Bob's booking by hand, as he would",
    allowed: false,
    run: writesReview(IDS.completedBooking, { countedFor: USERS.carol.uid }),
  },
  {
    actor: 'carol',
    does: "rate Bob's booking by hand, naming herself its author",
    allowed: false,
    run: writesReview(IDS.completedBooking, {
      review: { ...reviewDoc(5, NOW), customerUid: USERS.carol.uid },
      countedFor: USERS.carol.uid,
    }),
  },
  {
    actor: 'alice',
    does: 'rate a booking of her own service (the provider)',
    allowed: false,
    run: writesReview(IDS.completedBooking, { countedFor: USERS.alice.uid }),
  },
  {
    actor: 'visitor',
    does: 'rate a booking',
    allowed: false,
    run: writesReview(IDS.completedBooking, { countedFor: null }),
  },
  // Counted as the API counts reviews (RATE_LIMITS.review an hour), in Bob's own counter.
  ...[
    [`his ${RATE_LIMITS.review}th review of the hour`, 10, RATE_LIMITS.review - 1, false, true],
    [`his ${RATE_LIMITS.review + 1}st review of the hour`, 10, RATE_LIMITS.review, false, false],
    ['a review once his full window has ended', 61, RATE_LIMITS.review, true, true],
  ].map(([what, minutesAgo, count, newWindow, allowed]): Case => ({
    actor: 'bob',
    does: `write ${String(what)}`,
    allowed: Boolean(allowed),
    run: async (db) => {
      const windowStart = Timestamp.fromMillis(Date.now() - Number(minutesAgo) * 60_000);
      await withoutRules((stored) =>
        setDoc(rateCounterOf(stored, 'review', USERS.bob.uid), {
          windowStart,
          count,
          lastId: 'an-earlier-review',
          updatedAt: windowStart,
        }),
      );
      await writesReview(IDS.completedBooking, {
        countedFor: null,
        also: (batch, client) =>
          batch.set(rateCounterOf(client, 'review', USERS.bob.uid), {
            windowStart: newWindow ? serverTimestamp() : windowStart,
            count: newWindow ? 1 : Number(count) + 1,
            lastId: IDS.completedBooking,
            updatedAt: serverTimestamp(),
          }),
      })(db);
    },
  })),
  {
    actor: 'bob',
    does: 'write a review without counting it',
    allowed: false,
    run: writesReview(IDS.completedBooking, { countedFor: null }),
  },
  {
    actor: 'bob',
    does: 'review a booking a second time (its review exists)',
    allowed: false,
    run: writesReview(IDS.recentReview),
  },
  {
    actor: 'bob',
    does: 'review a booking that does not exist',
    allowed: false,
    run: writesReview('no-such-booking'),
  },
  // The ratings move by the stars given, so only the stars themselves are wrong.
  ...[0, 6, 2.5, '4', null].map((stars): Case => ({
    actor: 'bob',
    does: `rate with stars ${JSON.stringify(stars)}`,
    allowed: false,
    run: writesReview(IDS.completedBooking, {
      review: bobsNewReview((r) => (loose(r).stars = stars)),
    }),
  })),
  {
    actor: 'bob',
    does: 'rate with a text of 1,000 characters',
    allowed: true,
    run: writesReview(IDS.completedBooking, {
      review: bobsNewReview((r) => (r.text = 'x'.repeat(1000))),
    }),
  },
  {
    actor: 'bob',
    does: 'rate with a text over 1,000 characters',
    allowed: false,
    run: writesReview(IDS.completedBooking, {
      review: bobsNewReview((r) => (r.text = 'x'.repeat(1001))),
    }),
  },
  {
    actor: 'bob',
    // A list has a size() as a string has: only the type tells them apart.
    does: 'rate with a text that is a list',
    allowed: false,
    run: writesReview(IDS.completedBooking, {
      review: bobsNewReview((r) => (loose(r).text = ['On time'])),
    }),
  },
  {
    actor: 'bob',
    does: 'rate with no reviewer name',
    allowed: false,
    run: writesReview(IDS.completedBooking, {
      review: bobsNewReview((r) => (r.reviewerName = ' ')),
    }),
  },
  {
    actor: 'bob',
    does: 'rate signed with his full name (not the first name of the booking)',
    allowed: false,
    run: writesReview(IDS.completedBooking, {
      review: bobsNewReview((r) => (r.reviewerName = USERS.bob.name)),
    }),
  },
  {
    actor: 'bob',
    does: "rate signed with another first name than the booking's",
    allowed: false,
    run: writesReview(IDS.completedBooking, {
      review: bobsNewReview((r) => (r.reviewerName = 'Carol')),
    }),
  },
  {
    actor: 'bob',
    does: 'rate a booking whose name starts with white space, signed with its first word',
    allowed: true,
    run: async (db) => {
      // firstNameOf skips white space before the first word, as the rules must.
      const bookingId = await bobsCompletedBookingNamed(db, `\u00a0 ${USERS.bob.name}`);
      await writesReview(bookingId)(db);
    },
  },
  {
    actor: 'bob',
    does: 'rate a booking whose name starts with white space, signed with nothing',
    allowed: false,
    run: async (db) => {
      const bookingId = await bobsCompletedBookingNamed(db, ` ${USERS.bob.name}`);
      await writesReview(bookingId, { review: bobsNewReview((r) => (r.reviewerName = '')) })(db);
    },
  },
  {
    actor: 'bob',
    does: 'rate with a reply already in it',
    allowed: false,
    run: writesReview(IDS.completedBooking, {
      review: bobsNewReview((r) => (r.reply = { text: 'Thanks', createdAt: NOW })),
    }),
  },
  {
    actor: 'bob',
    does: 'rate with a field the review does not have',
    allowed: false,
    run: writesReview(IDS.completedBooking, {
      review: { ...bobsNewReview(() => undefined), verified: true },
    }),
  },
  {
    actor: 'bob',
    does: "rate naming another provider than the booking's (moving that one's rating)",
    allowed: false,
    run: writesReview(IDS.completedBooking, {
      review: bobsNewReview((r) => (r.providerUid = USERS.carol.uid)),
      providerUid: USERS.carol.uid,
      providerRating: carolsRatingPlusFive(IDS.completedBooking),
    }),
  },
  {
    actor: 'bob',
    does: "rate naming another service than the booking's (moving that one's rating)",
    allowed: false,
    run: writesReview(IDS.completedBooking, {
      review: bobsNewReview((r) => (r.serviceId = IDS.carolPainting)),
      serviceId: IDS.carolPainting,
      serviceRating: carolsRatingPlusFive(IDS.completedBooking),
    }),
  },
  {
    actor: 'bob',
    does: 'rate with a client createdAt',
    allowed: false,
    run: writesReview(IDS.completedBooking, {
      review: bobsNewReview((r) => (loose(r).createdAt = new Date())),
    }),
  },
  {
    actor: 'bob',
    does: "rate without moving the service's rating",
    allowed: false,
    run: writesReview(IDS.completedBooking, { serviceRating: null }),
  },
  {
    actor: 'bob',
    does: "rate without moving the provider's rating",
    allowed: false,
    run: writesReview(IDS.completedBooking, { providerRating: null }),
  },
  {
    actor: 'bob',
    does: 'rate with a forged service rating sum (one star more)',
    allowed: false,
    run: writesReview(IDS.completedBooking, {
      serviceRating: { ...ratingAfter(1, 6, IDS.completedBooking), ratingAverage: 5 },
    }),
  },
  {
    actor: 'bob',
    does: 'rate with a forged service rating count',
    allowed: false,
    run: writesReview(IDS.completedBooking, {
      serviceRating: { ...ratingAfter(2, 5, IDS.completedBooking), ratingAverage: 5 },
    }),
  },
  {
    actor: 'bob',
    does: 'rate with a forged service average',
    allowed: false,
    run: writesReview(IDS.completedBooking, {
      serviceRating: { ...ratingAfter(1, 5, IDS.completedBooking), ratingAverage: 4 },
    }),
  },
  {
    actor: 'bob',
    does: 'rate with a forged provider rating sum',
    allowed: false,
    run: writesReview(IDS.completedBooking, {
      providerRating: { ...ratingAfter(1, 6, IDS.completedBooking), ratingAverage: 5 },
    }),
  },
  {
    actor: 'bob',
    does: 'rate with a forged provider rating count',
    allowed: false,
    run: writesReview(IDS.completedBooking, {
      providerRating: { ...ratingAfter(2, 5, IDS.completedBooking), ratingAverage: 5 },
    }),
  },
  {
    actor: 'bob',
    does: 'rate with a forged provider average',
    allowed: false,
    run: writesReview(IDS.completedBooking, {
      providerRating: { ...ratingAfter(1, 5, IDS.completedBooking), ratingAverage: 4 },
    }),
  },
];

const moreRatingCases: Case[] = [
  {
    actor: 'bob',
    does: "rate and also raise another service's rating in the same write",
    allowed: false,
    run: writesReview(IDS.completedBooking, {
      also: (batch, db) =>
        batch.update(
          doc(db, 'services', IDS.carolPainting),
          carolsRatingPlusFive(IDS.completedBooking),
        ),
    }),
  },
  {
    actor: 'bob',
    does: "rate and also raise another provider's rating in the same write",
    allowed: false,
    run: writesReview(IDS.completedBooking, {
      also: (batch, db) =>
        batch.set(
          doc(db, 'providers', USERS.carol.uid),
          carolsRatingPlusFive(IDS.completedBooking),
        ),
    }),
  },
  {
    actor: 'bob',
    does: "rate and change the service's name in the same write",
    allowed: false,
    run: writesReview(IDS.completedBooking, {
      serviceRating: { ...ratingAfter(1, 5, IDS.completedBooking), 'service.serviceName': 'Mine' },
    }),
  },
  {
    actor: 'bob',
    does: 'rate with a provider rating carrying another field',
    allowed: false,
    run: writesReview(IDS.completedBooking, {
      providerRating: { ...ratingAfter(1, 5, IDS.completedBooking), name: 'Alice' },
    }),
  },
];

const ratingsAlone: Case[] = [
  {
    actor: 'bob',
    does: "raise Carol's service rating without a review (naming his seeded one)",
    allowed: false,
    run: (db) =>
      // The count and average are right for an edit; only the review is not written now.
      updateDoc(doc(db, 'services', IDS.carolPainting), ratingAfter(2, 10, IDS.recentReview)),
  },
  {
    actor: 'carol',
    does: 'raise her own rating without a review',
    allowed: false,
    run: (db) =>
      setDoc(doc(db, 'providers', USERS.carol.uid), ratingAfter(2, 10, IDS.recentReview)),
  },
  {
    actor: 'alice',
    does: "change her service's rating in an update of its fields",
    allowed: false,
    run: (db) =>
      updateDoc(doc(db, 'services', IDS.alicePlumbing), {
        'service.servicePrice': 1600,
        ratingSum: 10,
        ratingAverage: 5,
        updatedAt: serverTimestamp(),
      }),
  },
  {
    actor: 'alice',
    does: 'create a provider rating for herself without a review',
    allowed: false,
    run: (db) => setDoc(doc(db, 'providers', USERS.alice.uid), ratingAfter(1, 5, 'nothing')),
  },
  {
    actor: 'alice',
    does: 'add a service that starts with a rating',
    allowed: false,
    run: (db) =>
      createService(db, serviceIdOf(USERS.alice.uid), {
        ...serviceDoc('alice', NOW),
        ratingCount: 5,
        ratingSum: 25,
        ratingAverage: 5,
      }),
  },
  {
    actor: 'alice',
    does: 'add a service naming a review that moved its rating',
    allowed: false,
    run: (db) =>
      createService(db, serviceIdOf(USERS.alice.uid), {
        ...serviceDoc('alice', NOW),
        lastReviewId: IDS.recentReview,
      }),
  },
  {
    actor: 'alice',
    does: 'add a service without its rating fields',
    allowed: false,
    run: (db) => {
      const { ratingCount, ratingSum, ratingAverage, ...listing } = serviceDoc('alice', NOW);
      expect([ratingCount, ratingSum, ratingAverage]).toEqual([0, 0, 0]);
      return createService(db, serviceIdOf(USERS.alice.uid), listing);
    },
  },
  ...ACTORS.map((actor): Case => ({
    actor,
    does: "delete Carol's provider rating",
    allowed: false,
    run: (db) => deleteDoc(doc(db, 'providers', USERS.carol.uid)),
  })),
];

const edits: Case[] = [
  {
    actor: 'bob',
    does: 'edit his review of yesterday (the app: review and both ratings at once)',
    allowed: true,
    run: (db) =>
      app.reviews.editReview(db, USERS.bob.uid, IDS.recentReview, { stars: 2, text: 'Late.' }),
    check: async (_, db) => {
      await expectRating(db, 'carol', 2, 7);
      const review = dataOf(await getDoc(doc(db, 'reviews', IDS.recentReview)));
      expect(review).toMatchObject({ stars: 2, text: 'Late.' });
    },
  },
  {
    actor: 'bob',
    does: 'edit his review of yesterday by hand, as the app writes it',
    allowed: true,
    run: editsReview(IDS.recentReview, 4),
  },
  {
    actor: 'bob',
    does: 'edit his review written more than 14 days ago',
    allowed: false,
    run: editsReview(IDS.oldReview, 5),
  },
  {
    actor: 'carol',
    does: "edit Bob's review with the app (as if she were Bob)",
    allowed: false,
    run: (db) => app.reviews.editReview(db, USERS.bob.uid, IDS.recentReview, { stars: 1 }),
  },
  {
    actor: 'carol',
    does: "edit Bob's review of her service",
    allowed: false,
    run: editsReview(IDS.recentReview, 4),
  },
  {
    actor: 'bob',
    does: 'edit the service his review is of',
    allowed: false,
    run: editsReview(IDS.recentReview, 4, { serviceId: IDS.alicePlumbing }),
  },
  {
    actor: 'bob',
    does: 'edit the name his review is signed with',
    allowed: false,
    run: editsReview(IDS.recentReview, 4, { reviewerName: 'Someone Else' }),
  },
  {
    actor: 'bob',
    does: "edit his stars moving the provider's rating but not the service's",
    allowed: false,
    run: async (db) => {
      const moved = ratingAfter(
        CAROL_RATING.ratingCount,
        CAROL_RATING.ratingSum - 4 + 2,
        IDS.recentReview,
      );
      const batch = writeBatch(db);
      batch.update(doc(db, 'reviews', IDS.recentReview), {
        stars: 2,
        updatedAt: serverTimestamp(),
      });
      batch.update(doc(db, 'providers', USERS.carol.uid), moved);
      await batch.commit();
    },
  },
  {
    actor: 'bob',
    does: 'edit to 6 stars',
    allowed: false,
    run: async (db) => {
      const batch = writeBatch(db);
      const moved = ratingAfter(2, 11, IDS.recentReview);
      batch.update(doc(db, 'reviews', IDS.recentReview), {
        stars: 6,
        updatedAt: serverTimestamp(),
      });
      batch.update(doc(db, 'services', IDS.carolPainting), moved);
      batch.update(doc(db, 'providers', USERS.carol.uid), moved);
      await batch.commit();
    },
  },
  {
    actor: 'bob',
    does: 'edit with a text over 1,000 characters',
    allowed: false,
    run: editsReview(IDS.recentReview, 4, { text: 'x'.repeat(1001) }),
  },
  {
    actor: 'bob',
    does: 'edit his stars without moving the ratings',
    allowed: false,
    run: (db) =>
      updateDoc(doc(db, 'reviews', IDS.recentReview), { stars: 1, updatedAt: serverTimestamp() }),
  },
  {
    actor: 'bob',
    does: 'write his own reply',
    allowed: false,
    run: (db) =>
      updateDoc(doc(db, 'reviews', IDS.recentReview), {
        reply: { text: 'Me again', createdAt: serverTimestamp() },
      }),
  },
];

const moreEdits: Case[] = [
  {
    actor: 'bob',
    does: 'edit only his text with a client updatedAt (both ratings naming his review already)',
    allowed: false,
    run: async (db) => {
      // An edit first, so only updatedAt can refuse the second (its ratings need no write).
      await editsReview(IDS.recentReview, 4)(db);
      // A minute old: a client's "now" could fall in the very millisecond of request.time.
      await updateDoc(doc(db, 'reviews', IDS.recentReview), {
        text: 'Fine.',
        updatedAt: new Date(Date.now() - 60_000),
      });
    },
  },
  {
    actor: 'bob',
    does: "edit his stars moving the service's rating but not the provider's",
    allowed: false,
    run: async (db) => {
      const batch = writeBatch(db);
      batch.update(doc(db, 'reviews', IDS.recentReview), {
        stars: 2,
        updatedAt: serverTimestamp(),
      });
      batch.update(doc(db, 'services', IDS.carolPainting), ratingAfter(2, 7, IDS.recentReview));
      await batch.commit();
    },
  },
];

/** Bob's Completed booking `bookingId` of `owner`'s service `serviceId`, booked and completed now. */
async function bobsCompletedBookingOf(
  db: Firestore,
  owner: 'alice' | 'carol',
  serviceId: string,
  bookingId: string,
): Promise<void> {
  await createBooking(db, bookingId, bookingDoc('bob', owner, serviceId, NOW));
  for (const status of ['Working', 'Completed'] as const) {
    await app.bookings.changeBookingStatus(actingAs(owner), bookingId, status);
  }
}

/**
 * Each forged shape an attacker tried: more than one review behind one rating move. Every
 * review's own checks pass here (the sums move by its stars); only the tie of each rating to
 * exactly one review (ratingMoved: the rating names it) refuses them.
 */
const forgedRatings: Case[] = [
  {
    actor: 'bob',
    does: 'write two 5-star reviews moving the ratings once (count +1, sum +5)',
    allowed: false,
    run: async (db) => {
      const second = await bobsCompletedBookingNamed(db, USERS.bob.name);
      await writesReview(IDS.completedBooking, {
        also: (batch) => batch.set(doc(db, 'reviews', second), reviewDoc(5, NOW)),
      })(db);
    },
  },
  {
    actor: 'bob',
    does: 'write two 5-star reviews moving the ratings once, naming the second',
    allowed: false,
    run: async (db) => {
      const second = await bobsCompletedBookingNamed(db, USERS.bob.name);
      const moved = ratingAfter(1, 5, second);
      await writesReview(IDS.completedBooking, {
        serviceRating: moved,
        providerRating: moved,
        also: (batch) => batch.set(doc(db, 'reviews', second), reviewDoc(5, NOW)),
      })(db);
    },
  },
  {
    actor: 'bob',
    does: 'edit a review (+1 star) and write a new 1-star review, the count unchanged',
    allowed: false,
    run: async (db) => {
      const bookingId = bookingIdOf(USERS.bob.uid, 'bob-books-carol-completed');
      await bobsCompletedBookingOf(db, 'carol', IDS.carolPainting, bookingId);
      // Carol's rating: 2 reviews, 9 stars; the edit 4 → 5 and the new 1 both read as +1.
      const moved = ratingAfter(2, 10, IDS.recentReview);
      const batch = writeBatch(db);
      batch.update(doc(db, 'reviews', IDS.recentReview), {
        stars: 5,
        updatedAt: serverTimestamp(),
      });
      batch.set(doc(db, 'reviews', bookingId), reviewDoc(1, NOW, 'carol'));
      batch.update(doc(db, 'services', IDS.carolPainting), moved);
      batch.update(doc(db, 'providers', USERS.carol.uid), moved);
      await batch.commit();
    },
  },
  {
    actor: 'bob',
    does: "review two of Alice's services, each moving its own, Alice's rating moved once",
    allowed: false,
    run: async (db) => {
      const serviceId = 'alice-second-service';
      const bookingId = bookingIdOf(USERS.bob.uid, 'bob-books-alice-second');
      await setDoc(doc(actingAs('alice'), 'services', serviceId), serviceDoc('alice', NOW));
      await bobsCompletedBookingOf(db, 'alice', serviceId, bookingId);
      await writesReview(IDS.completedBooking, {
        also: (batch) => {
          batch.set(doc(db, 'reviews', bookingId), { ...reviewDoc(5, NOW), serviceId });
          batch.update(doc(db, 'services', serviceId), ratingAfter(1, 5, bookingId));
        },
      })(db);
    },
  },
  {
    actor: 'bob',
    does: 'edit only his text, the ratings naming another review and left unwritten',
    allowed: false,
    run: (db) =>
      updateDoc(doc(db, 'reviews', IDS.recentReview), {
        text: 'Fine.',
        updatedAt: serverTimestamp(),
      }),
  },
  {
    actor: 'bob',
    does: 'edit only his text, both ratings unchanged but naming his review',
    allowed: true,
    run: async (db) => {
      const same = ratingAfter(CAROL_RATING.ratingCount, CAROL_RATING.ratingSum, IDS.recentReview);
      const batch = writeBatch(db);
      batch.update(doc(db, 'reviews', IDS.recentReview), {
        text: 'Fine.',
        updatedAt: serverTimestamp(),
      });
      batch.update(doc(db, 'services', IDS.carolPainting), same);
      batch.update(doc(db, 'providers', USERS.carol.uid), same);
      await batch.commit();
    },
  },
];

const replyOf = (text: string) => ({ reply: { text, createdAt: serverTimestamp() } });

const replies: Case[] = [
  {
    actor: 'carol',
    does: "reply to Bob's review of her service (the app)",
    allowed: true,
    run: (db) => app.reviews.replyToReview(db, USERS.carol.uid, IDS.recentReview, 'Thanks, Bob!'),
    check: async (_, db) => {
      const review = dataOf(await getDoc(doc(db, 'reviews', IDS.recentReview)));
      expect((review?.reply as { text: string }).text).toBe('Thanks, Bob!');
    },
  },
  {
    actor: 'carol',
    does: 'reply a second time',
    allowed: false,
    run: (db) => updateDoc(doc(db, 'reviews', IDS.oldReview), replyOf('And again.')),
  },
  {
    actor: 'alice',
    does: "reply to a review of Carol's service with the app (as if she were Carol)",
    allowed: false,
    run: (db) => app.reviews.replyToReview(db, USERS.carol.uid, IDS.recentReview, 'Hi'),
  },
  {
    actor: 'carol',
    does: 'reply and change the stars',
    allowed: false,
    run: (db) =>
      updateDoc(doc(db, 'reviews', IDS.recentReview), { ...replyOf('Thanks'), stars: 5 }),
  },
  {
    actor: 'carol',
    does: 'reply with an empty text',
    allowed: false,
    run: (db) => updateDoc(doc(db, 'reviews', IDS.recentReview), replyOf(' ')),
  },
  {
    actor: 'carol',
    does: 'reply with a text over 1,000 characters',
    allowed: false,
    run: (db) => updateDoc(doc(db, 'reviews', IDS.recentReview), replyOf('x'.repeat(1001))),
  },
  {
    actor: 'carol',
    does: 'reply with a field the reply does not have',
    allowed: false,
    run: (db) =>
      updateDoc(doc(db, 'reviews', IDS.recentReview), {
        reply: { text: 'Thanks', createdAt: serverTimestamp(), pinned: true },
      }),
  },
  {
    actor: 'carol',
    does: 'reply with a client createdAt',
    allowed: false,
    run: (db) =>
      updateDoc(doc(db, 'reviews', IDS.recentReview), {
        reply: { text: 'Thanks', createdAt: new Date() },
      }),
  },
];

const deletes: Case[] = (['visitor', 'alice', 'bob', 'carol', 'admin'] as const).map(
  (actor): Case => ({
    actor,
    does: "delete Bob's review",
    allowed: false,
    run: (db) => deleteDoc(doc(db, 'reviews', IDS.recentReview)),
  }),
);

/** The stars of a booking's review, copied on the booking for its row (validReviewCopy). */
const bookingStarsOf = async (db: Firestore, bookingId: string) =>
  dataOf(await getDoc(doc(db, 'bookings', bookingId)))?.reviewStars as number | undefined;

/** The stars of Bob's seeded recent review of Carol (support.ts). */
const SEEDED_REVIEW_STARS = 4;

const copiedStars: Case[] = [
  {
    actor: 'bob',
    does: "rate his Completed booking: the booking carries the review's stars (rateBooking)",
    allowed: true,
    run: ratesCompleted(USERS.bob.uid, 4),
    check: async (_result, db) => expect(await bookingStarsOf(db, IDS.completedBooking)).toBe(4),
  },
  {
    actor: 'bob',
    does: 'write a review with other stars on his booking than the review has',
    allowed: false,
    run: writesReview(IDS.completedBooking, {
      review: reviewDoc(5, NOW),
      also: (batch, db) =>
        batch.update(doc(db, 'bookings', IDS.completedBooking), { reviewStars: 4 }),
    }),
  },
  {
    actor: 'bob',
    does: 'write a review with its stars on his booking (as rateBooking does)',
    allowed: true,
    run: writesReview(IDS.completedBooking, {
      review: reviewDoc(5, NOW),
      also: (batch, db) =>
        batch.update(doc(db, 'bookings', IDS.completedBooking), { reviewStars: 5 }),
    }),
  },
  {
    actor: 'bob',
    does: 'put stars on his booking that has no review',
    allowed: false,
    run: (db) => updateDoc(doc(db, 'bookings', IDS.completedBooking), { reviewStars: 5 }),
  },
  {
    actor: 'bob',
    does: "copy his review's stars on his booking with another field changed",
    allowed: false,
    run: (db) =>
      updateDoc(doc(db, 'bookings', IDS.recentReview), {
        reviewStars: SEEDED_REVIEW_STARS,
        serviceName: 'Renamed',
      }),
  },
  {
    actor: 'bob',
    does: "copy his seeded review's stars on his booking",
    allowed: true,
    run: (db) =>
      updateDoc(doc(db, 'bookings', IDS.recentReview), { reviewStars: SEEDED_REVIEW_STARS }),
  },
  {
    actor: 'carol',
    does: "copy the stars of Bob's review of her on his booking (she is its provider)",
    allowed: false,
    run: (db) =>
      updateDoc(doc(db, 'bookings', IDS.recentReview), { reviewStars: SEEDED_REVIEW_STARS }),
  },
];

export const reviewCases: Record<string, Case[]> = {
  read: reads,
  create: [...creates, ...moreRatingCases],
  'ratings alone': ratingsAlone,
  'forged ratings: one review per rating move': forgedRatings,
  'edit by the author': [...edits, ...moreEdits],
  'the provider reply': replies,
  "the booking's copy of its stars": copiedStars,
  delete: deletes,
};
