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
import type {
  Review,
  ReviewCheck,
  ReviewDoc,
  ReviewInput,
  StoredRating,
} from '@meramot/domain/review';
import { ReviewError } from './review-error';

/** Many customers may rate one service at once: each retry reads the rating afresh. */
const REVIEW_TRANSACTION_ATTEMPTS = 60;

const reviewRef = (db: Firestore, id: string) => doc(db, 'reviews', id);

/** Throws the reason a domain check refused, so the dialog can show it. */
function refuse(check: ReviewCheck): void {
  if (!check.allowed) throw new ReviewError(check.reason);
}

/** What a review write does once its own checks passed. */
interface PlannedReviewWrite {
  /** Whose ratings it moves: the review's service and provider. */
  rated: Pick<ReviewDoc, 'serviceId' | 'providerUid'>;
  /** The stars it replaces (an edit), or undefined for a new review. */
  previous?: number;
  /** The write of the review itself. */
  write: (transaction: Transaction, ref: DocumentReference) => void;
}

/**
 * Writes the review `reviewId` with `input`'s stars and both ratings moved by them, in one
 * transaction: `plan` reads what it needs and refuses with a ReviewError, then both ratings are
 * read and moved and the review is written (a transaction reads before it writes).
 */
async function writeReviewWithRatings(
  db: Firestore,
  reviewId: string,
  input: ReviewInput,
  plan: (transaction: Transaction, ref: DocumentReference) => Promise<PlannedReviewWrite>,
): Promise<void> {
  const problem = reviewInputProblem(input);
  if (problem) throw new ReviewError(problem);
  const ref = reviewRef(db, reviewId);
  await runTransaction(
    db,
    async (transaction) => {
      const { rated, previous, write } = await plan(transaction, ref);
      const serviceRef = doc(db, 'services', rated.serviceId);
      const providerRef = doc(db, 'providers', rated.providerUid);
      const [service, provider] = await Promise.all([
        transaction.get(serviceRef),
        transaction.get(providerRef),
      ]);
      if (!service.exists()) throw new ReviewError('This service no longer exists');
      const moved = (stored: Partial<StoredRating> | undefined) => ({
        ...ratingFieldsOf(withReview(ratingAggregateOf(stored), input.stars, previous)),
        lastReviewId: reviewId,
      });
      transaction.update(serviceRef, moved(service.data() as ServiceDoc));
      transaction.set(providerRef, moved(provider.data() as Partial<StoredRating> | undefined));
      write(transaction, ref);
    },
    { maxAttempts: REVIEW_TRANSACTION_ATTEMPTS },
  );
}

/** The customer `uid` rates their Completed booking `bookingId` (the review's id). */
export function rateBooking(
  db: Firestore,
  uid: string,
  bookingId: string,
  input: ReviewInput,
): Promise<void> {
  return writeReviewWithRatings(db, bookingId, input, async (transaction, ref) => {
    const booking = await transaction.get(doc(db, 'bookings', bookingId));
    if (!booking.exists()) throw new ReviewError('Booking not found');
    const data = booking.data() as BookingDoc;
    refuse(checkMayReview(data, uid));
    if ((await transaction.get(ref)).exists()) {
      throw new ReviewError('This booking is already reviewed');
    }
    return {
      rated: data,
      write: (writer, review) =>
        writer.set(review, {
          ...newReviewOf(data, input),
          createdAt: serverTimestamp(),
          updatedAt: serverTimestamp(),
        }),
    };
  });
}

/** The author `uid` changes the stars and text of their review, within REVIEW_EDIT_DAYS. */
export function editReview(
  db: Firestore,
  uid: string,
  reviewId: string,
  input: ReviewInput,
): Promise<void> {
  return writeReviewWithRatings(db, reviewId, input, async (transaction, ref) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists()) throw new ReviewError('Review not found');
    const review = snapshot.data() as ReviewDoc;
    refuse(
      checkMayEditReview(
        { customerUid: review.customerUid, createdAtMs: review.createdAt.toMillis() },
        uid,
        Date.now(),
      ),
    );
    return {
      rated: review,
      previous: review.stars,
      write: (writer, edited) =>
        writer.update(edited, {
          stars: input.stars,
          text: (input.text ?? '').trim(),
          updatedAt: serverTimestamp(),
        }),
    };
  });
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
    refuse(checkMayReply(snapshot.data() as ReviewDoc, uid));
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
