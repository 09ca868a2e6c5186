/**
 * Every Firestore access of reviews (DESIGN.md "Data model"): the customer rates a Completed
 * booking, edits that review, the provider replies, and the customer's own reviews are watched
 * for Booked Services. A review moves its service's and its provider's rating in the same
 * transaction, as firestore.rules demand (a transaction that lost a race is retried, so no
 * concurrent review is ever lost). Every function takes the database it works on, so the rules
 * suite runs these same reads and writes.
 */
import {
  collection,
  doc,
  onSnapshot,
  query,
  runTransaction,
  serverTimestamp,
  where,
} from 'firebase/firestore';
import type { DocumentReference, Firestore, Transaction, Unsubscribe } from 'firebase/firestore';
import type { BookingDoc, ServiceDoc } from '@meramot/domain/entities';
import {
  checkMayEditReview,
  checkMayReply,
  checkMayReview,
  newReviewOf,
  ratingAggregateOf,
  ratingFieldsOf,
  replyProblem,
  reviewFromDoc,
  reviewInputProblem,
  withReview,
} from '@meramot/domain/review';
import type { Review, ReviewDoc, ReviewInput, StoredRating } from '@meramot/domain/review';
import { ReviewError } from './review-error';

/** Many customers may rate one service at once: each retry reads the rating afresh. */
const REVIEW_TRANSACTION_ATTEMPTS = 60;

const reviewRef = (db: Firestore, id: string) => doc(db, 'reviews', id);

/** Moves the ratings of the review's service and provider by `stars` (from `previous` on an edit). */
async function moveRatings(
  db: Firestore,
  transaction: Transaction,
  review: Pick<ReviewDoc, 'serviceId' | 'providerUid'>,
  reviewId: string,
  stars: number,
  previous?: number,
): Promise<void> {
  const serviceRef = doc(db, 'services', review.serviceId);
  const providerRef: DocumentReference = doc(db, 'providers', review.providerUid);
  const [service, provider] = await Promise.all([
    transaction.get(serviceRef),
    transaction.get(providerRef),
  ]);
  if (!service.exists()) throw new ReviewError('This service no longer exists');
  const rated = (stored: Partial<StoredRating> | undefined) => ({
    ...ratingFieldsOf(withReview(ratingAggregateOf(stored), stars, previous)),
    lastReviewId: reviewId,
  });
  transaction.update(serviceRef, rated(service.data() as ServiceDoc));
  transaction.set(providerRef, rated(provider.data() as Partial<StoredRating> | undefined));
}

/** The customer `uid` rates their Completed booking `bookingId` (the review's id). */
export async function rateBooking(
  db: Firestore,
  uid: string,
  bookingId: string,
  input: ReviewInput,
): Promise<void> {
  const problem = reviewInputProblem(input);
  if (problem) throw new ReviewError(problem);
  await runTransaction(
    db,
    async (transaction) => {
      const booking = await transaction.get(doc(db, 'bookings', bookingId));
      if (!booking.exists()) throw new ReviewError('Booking not found');
      const data = booking.data() as BookingDoc;
      const check = checkMayReview(data, uid);
      if (!check.allowed) throw new ReviewError(check.reason);
      const existing = await transaction.get(reviewRef(db, bookingId));
      if (existing.exists()) throw new ReviewError('This booking is already reviewed');
      await moveRatings(db, transaction, data, bookingId, input.stars);
      transaction.set(reviewRef(db, bookingId), {
        ...newReviewOf(data, input),
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      });
    },
    { maxAttempts: REVIEW_TRANSACTION_ATTEMPTS },
  );
}

/** The author `uid` changes the stars and text of their review, within REVIEW_EDIT_DAYS. */
export async function editReview(
  db: Firestore,
  uid: string,
  reviewId: string,
  input: ReviewInput,
): Promise<void> {
  const problem = reviewInputProblem(input);
  if (problem) throw new ReviewError(problem);
  await runTransaction(
    db,
    async (transaction) => {
      const snapshot = await transaction.get(reviewRef(db, reviewId));
      if (!snapshot.exists()) throw new ReviewError('Review not found');
      const review = snapshot.data() as ReviewDoc;
      const check = checkMayEditReview(
        { customerUid: review.customerUid, createdAtMs: review.createdAt.toMillis() },
        uid,
        Date.now(),
      );
      if (!check.allowed) throw new ReviewError(check.reason);
      await moveRatings(db, transaction, review, reviewId, input.stars, review.stars);
      transaction.update(reviewRef(db, reviewId), {
        stars: input.stars,
        text: (input.text ?? '').trim(),
        updatedAt: serverTimestamp(),
      });
    },
    { maxAttempts: REVIEW_TRANSACTION_ATTEMPTS },
  );
}

/** The provider `uid` posts their one public reply to a review of their service. */
export async function replyToReview(
  db: Firestore,
  uid: string,
  reviewId: string,
  text: string,
): Promise<void> {
  const problem = replyProblem(text);
  if (problem) throw new ReviewError(problem);
  await runTransaction(db, async (transaction) => {
    const snapshot = await transaction.get(reviewRef(db, reviewId));
    if (!snapshot.exists()) throw new ReviewError('Review not found');
    const check = checkMayReply(snapshot.data() as ReviewDoc, uid);
    if (!check.allowed) throw new ReviewError(check.reason);
    transaction.update(reviewRef(db, reviewId), {
      reply: { text: text.trim(), createdAt: serverTimestamp() },
    });
  });
}

/** The reviews `uid` wrote, live (Booked Services shows the stars given on each booking). */
export function watchMyReviews(
  db: Firestore,
  uid: string,
  onData: (reviews: Review[]) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  const mine = query(collection(db, 'reviews'), where('customerUid', '==', uid));
  return onSnapshot(
    mine,
    (snapshot) =>
      onData(snapshot.docs.map((entry) => reviewFromDoc(entry.id, entry.data() as ReviewDoc))),
    onError,
  );
}
