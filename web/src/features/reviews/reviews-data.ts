/**
 * Every Firestore access of reviews (docs/data-model.md): the customer rates a Completed
 * booking, edits that review, the provider replies, and the review of each booking on screen is
 * watched for Booked Services. What a review write does is the domain's plan (planNewReview,
 * planReviewEdit: the review and both ratings moved by it), written in one transaction as
 * firestore.rules demand. Every function takes the database it works on, so the rules suite
 * runs these same reads and writes.
 */
import { doc, getDoc, onSnapshot, runTransaction, serverTimestamp } from 'firebase/firestore';
import { countCreate } from '../../lib/rate-counter';
import { RefusedError } from '../../lib/refused-error';
import type { DocumentReference, Firestore, Transaction, Unsubscribe } from 'firebase/firestore';
import type { BookingDoc } from '@meramot/domain/entities';
import { refusal } from '@meramot/domain/refusal';
import {
  checkMayReply,
  planNewReview,
  planReviewEdit,
  replyProblem,
  reviewFromDoc,
  reviewInputProblem,
} from '@meramot/domain/review';
import type {
  RatingAggregate,
  RatingsNow,
  Review,
  ReviewCheck,
  ReviewDoc,
  ReviewInput,
  ReviewRefusal,
  ReviewRepeat,
  ReviewWritePlan,
} from '@meramot/domain/review';
import { ReviewError } from './review-error';

/**
 * Runs of a review write that lost a race to another reviewer of the same service, and the
 * first pause between them (doubling, at most RACE_MAX_PAUSE_MS, each a random part of it).
 */
export const REVIEW_RACE_ATTEMPTS = 30;
const RACE_FIRST_PAUSE_MS = 50;
const RACE_MAX_PAUSE_MS = 1_000;

const reviewRef = (db: Firestore, id: string) => doc(db, 'reviews', id);

/** Throws the reason a domain check refused, so the dialog can show it. */
function refuse(check: ReviewCheck): void {
  if (!check.allowed) throw new ReviewError(check.refusal);
}

interface RatingRefs {
  service: DocumentReference;
  provider: DocumentReference;
}

const ratingRefsOf = (db: Firestore, rated: Pick<ReviewDoc, 'serviceId' | 'providerUid'>) => ({
  service: doc(db, 'services', rated.serviceId),
  provider: doc(db, 'providers', rated.providerUid),
});

/** The ratings a plan starts from, read in `transaction` (a missing document: undefined). */
async function readRatings(transaction: Transaction, refs: RatingRefs): Promise<RatingsNow> {
  const [service, provider] = await Promise.all([
    transaction.get(refs.service),
    transaction.get(refs.provider),
  ]);
  return {
    service: service.data() as Partial<RatingAggregate> | undefined,
    provider: provider.data() as Partial<RatingAggregate> | undefined,
  };
}

const ratingKey = (rating: (Partial<RatingAggregate> & { lastReviewId?: string }) | undefined) =>
  JSON.stringify([rating?.ratingCount, rating?.ratingSum, rating?.lastReviewId]);

/** Whether either rating changed since the transaction read it: another review won the race. */
async function ratingsMovedSince(refs: RatingRefs, seen: RatingsNow): Promise<boolean> {
  const [service, provider] = await Promise.all([getDoc(refs.service), getDoc(refs.provider)]);
  return (
    ratingKey(service.data()) !== ratingKey(seen.service) ||
    ratingKey(provider.data()) !== ratingKey(seen.provider)
  );
}

const isPermissionDenied = (error: unknown) =>
  (error as { code?: string } | null)?.code === 'permission-denied';

/**
 * Executes the domain's plan for one review write in a transaction: `plan` reads what it needs
 * and plans (refusing with a ReviewError), then the plan's three writes go out. The rules judge
 * the ratings against their value at commit, so a write that lost a race to another reviewer is
 * denied, not retried by the SDK: it runs again (bounded, with a growing random pause) when the
 * ratings it read have moved since, and a denial with the ratings unchanged is final.
 */
async function writeReviewPlan(
  db: Firestore,
  plan: (transaction: Transaction) => Promise<{
    plan: ReviewRefusal | ReviewWritePlan | ReviewRepeat;
    refs?: RatingRefs;
    ratings?: RatingsNow;
    /** The rate counter's write of a new review (countCreate). */
    count?: (writer: Transaction) => void;
  }>,
): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const read: { refs?: RatingRefs; ratings?: RatingsNow } = {};
    try {
      await runTransaction(db, async (transaction) => {
        const planned = await plan(transaction);
        Object.assign(read, { refs: planned.refs, ratings: planned.ratings });
        if (!planned.plan.allowed) throw new ReviewError(planned.plan.refusal);
        if ('repeat' in planned.plan) return;
        writePlan(db, transaction, planned.plan);
        planned.count?.(transaction);
      });
      return;
    } catch (error) {
      const { refs, ratings } = read;
      const lostRace =
        attempt < REVIEW_RACE_ATTEMPTS &&
        isPermissionDenied(error) &&
        refs !== undefined &&
        ratings !== undefined &&
        (await ratingsMovedSince(refs, ratings));
      if (!lostRace) throw error;
      const cap = Math.min(RACE_MAX_PAUSE_MS, RACE_FIRST_PAUSE_MS * 2 ** (attempt - 1));
      await new Promise((resolve) => setTimeout(resolve, Math.random() * cap));
    }
  }
}

/** The plan's writes: the review, both ratings and the booking's stars, exactly as planned. */
function writePlan(db: Firestore, transaction: Transaction, plan: ReviewWritePlan): void {
  const refs = ratingRefsOf(db, { serviceId: plan.service.id, providerUid: plan.provider.id });
  transaction.update(refs.service, plan.service.rating);
  transaction.set(refs.provider, plan.provider.rating);
  transaction.update(doc(db, 'bookings', plan.reviewId), plan.booking);
  const ref = reviewRef(db, plan.reviewId);
  if ('create' in plan.review) {
    transaction.set(ref, {
      ...plan.review.create,
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
  } else {
    transaction.update(ref, { ...plan.review.update, updatedAt: serverTimestamp() });
  }
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
  await writeReviewPlan(db, async (transaction) => {
    const [booking, review] = await Promise.all([
      transaction.get(doc(db, 'bookings', bookingId)),
      transaction.get(reviewRef(db, bookingId)),
    ]);
    const data = booking.data() as BookingDoc | undefined;
    const refs = data && ratingRefsOf(db, data);
    const ratings = refs && (await readRatings(transaction, refs));
    const none = { service: undefined, provider: undefined };
    const plan = planNewReview(
      uid,
      bookingId,
      input,
      data,
      review.data() as ReviewDoc,
      ratings ?? none,
    );
    // A new review counts against the account's limit (a repeat or a refusal does not).
    const counted = plan.allowed && !('repeat' in plan);
    const count = counted ? await countReview(db, uid, bookingId, transaction) : undefined;
    return { plan, refs, ratings, count };
  });
}

/** countCreate for a review, its refusal a ReviewError as the review's own are. */
async function countReview(
  db: Firestore,
  uid: string,
  bookingId: string,
  transaction: Transaction,
) {
  try {
    return await countCreate(db, 'review', uid, bookingId, (ref) => transaction.get(ref));
  } catch (error) {
    if (error instanceof RefusedError) throw new ReviewError(error.refusal);
    throw error;
  }
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
  await writeReviewPlan(db, async (transaction) => {
    // The review names no author: its author is the customer of the booking of the same id
    // (which only its parties may read, so a stranger's edit is refused here already).
    const [snapshot, booking] = await Promise.all([
      transaction.get(reviewRef(db, reviewId)),
      transaction.get(doc(db, 'bookings', reviewId)),
    ]);
    const review = snapshot.data() as ReviewDoc | undefined;
    const author = booking.data() as Pick<BookingDoc, 'customerUid'> | undefined;
    const refs = review && ratingRefsOf(db, review);
    const ratings = refs && (await readRatings(transaction, refs));
    const none = { service: undefined, provider: undefined };
    const current = review && { ...review, createdAtMs: review.createdAt.toMillis() };
    return {
      plan: planReviewEdit(uid, reviewId, input, current, author, ratings ?? none, Date.now()),
      refs,
      ratings,
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
    if (!snapshot.exists()) throw new ReviewError(refusal('reviewNotFound'));
    refuse(checkMayReply(snapshot.data() as ReviewDoc, uid));
    transaction.update(reviewRef(db, reviewId), {
      reply: { text: text.trim(), createdAt: serverTimestamp() },
    });
  });
}

/**
 * The review of the booking `bookingId` (a review's id is its booking's), live; null while it
 * has none. Booked Services watches the review of each Completed booking on screen: a review
 * names no author, so "my reviews" are found through my bookings, never by a uid.
 */
export function watchReview(
  db: Firestore,
  bookingId: string,
  onData: (review: Review | null) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return onSnapshot(
    reviewRef(db, bookingId),
    (snapshot) =>
      onData(snapshot.exists() ? reviewFromDoc(snapshot.id, snapshot.data() as ReviewDoc) : null),
    onError,
  );
}
