/**
 * Verified reviews: only the customer of a Completed booking reviews it, once, with 1 to 5 stars
 * and an optional text; the author may edit it for REVIEW_EDIT_DAYS; the provider may reply
 * once. Each service and provider carries its rating as a count and a sum of stars, so the
 * average is exact and a concurrent review never loses an update. What a review write does is
 * decided once, here (planNewReview, planReviewEdit): the review and the two ratings it moves,
 * which both doors write in one transaction.
 *
 * A review is public, so it names nobody's account: its author is the customer of the booking
 * whose id it carries (bookings/{reviewId}.customerUid), which only the parties and the server
 * read. Edits look the author up there (firestore.rules: get() of the booking).
 */
import { FIELD_LIMITS } from './constants';
import { refusal } from './refusal';
import type { Refusal } from './refusal';
import type { BookingDoc, PublicService, TimestampLike } from './entities';

export const MIN_STARS = 1;
export const MAX_STARS = 5;
export const REVIEW_EDIT_DAYS = 14;
const DAY_MS = 86_400_000;

/** What a service or a provider carries: how many reviews and the sum of their stars. */
export interface RatingAggregate {
  ratingCount: number;
  ratingSum: number;
}

export const NO_RATING: RatingAggregate = { ratingCount: 0, ratingSum: 0 };

export function isStars(value: unknown): value is number {
  return (
    Number.isInteger(value) && (value as number) >= MIN_STARS && (value as number) <= MAX_STARS
  );
}

/** The average to one decimal, or null for "New" (no review yet). */
export function averageRating(aggregate: RatingAggregate): number | null {
  if (aggregate.ratingCount <= 0) return null;
  return Math.round((aggregate.ratingSum / aggregate.ratingCount) * 10) / 10;
}

/** The aggregate after a new review (stars) or an edit (from `previous` to `stars`). */
export function withReview(
  aggregate: RatingAggregate,
  stars: number,
  previous?: number,
): RatingAggregate {
  return previous === undefined
    ? { ratingCount: aggregate.ratingCount + 1, ratingSum: aggregate.ratingSum + stars }
    : { ratingCount: aggregate.ratingCount, ratingSum: aggregate.ratingSum - previous + stars };
}

export type ReviewCheck = { allowed: true } | ReviewRefusal;

/** Whether `uid` may review `booking` (the review id is the booking id: once per booking). */
export function checkMayReview(
  booking: Pick<BookingDoc<unknown>, 'customerUid' | 'serviceStatus'>,
  uid: string,
): ReviewCheck {
  if (booking.customerUid !== uid) {
    return refused('reviewNotCustomer');
  }
  // Paid (issue 20) comes after Completed: the job is done either way.
  if (booking.serviceStatus !== 'Completed' && booking.serviceStatus !== 'Paid') {
    return refused('reviewNotCompleted');
  }
  return { allowed: true };
}

/**
 * Whether `uid` may still edit a review written at `createdAtMs`: only its author, the customer
 * of its booking (undefined: none, so nobody).
 */
export function checkMayEditReview(
  review: { createdAtMs: number },
  booking: Pick<BookingDoc<unknown>, 'customerUid'> | undefined,
  uid: string,
  nowMs: number,
): ReviewCheck {
  if (booking?.customerUid !== uid) {
    return refused('reviewNotAuthor');
  }
  if (nowMs - review.createdAtMs > REVIEW_EDIT_DAYS * DAY_MS) {
    return refused('reviewEditWindow', { days: REVIEW_EDIT_DAYS });
  }
  return { allowed: true };
}

/** Whether `uid` may post the provider's one public reply. */
export function checkMayReply(
  review: { providerUid: string; reply: unknown },
  uid: string,
): ReviewCheck {
  if (review.providerUid !== uid) {
    return refused('replyNotProvider');
  }
  if (review.reply != null) {
    return refused('replyExists');
  }
  return { allowed: true };
}

/** The reviewer's first name, as reviews show it. */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/u)[0] ?? '';
}

/**
 * The rating fields a service and a provider's public profile store: the aggregate, its exact
 * average (0 when there is none, so that sorting by rating can order by one stored field) and
 * the id of the review that last changed them (firestore.rules reads that review with getAfter
 * to check the arithmetic).
 */
export interface StoredRating extends RatingAggregate {
  ratingAverage: number;
  lastReviewId?: string;
}

/** The stored rating fields of an aggregate, written by every writer the same way. */
export function ratingFieldsOf(aggregate: RatingAggregate): Omit<StoredRating, 'lastReviewId'> {
  return {
    ratingCount: aggregate.ratingCount,
    ratingSum: aggregate.ratingSum,
    ratingAverage: aggregate.ratingCount > 0 ? aggregate.ratingSum / aggregate.ratingCount : 0,
  };
}

/** The aggregate a stored document carries; a document written before ratings has none. */
export function ratingAggregateOf(stored: Partial<RatingAggregate> | undefined): RatingAggregate {
  return {
    ratingCount: typeof stored?.ratingCount === 'number' ? stored.ratingCount : 0,
    ratingSum: typeof stored?.ratingSum === 'number' ? stored.ratingSum : 0,
  };
}

/** A rating as the wire and the screens show it: the count and the average (null: "New"). */
export interface PublicRating {
  count: number;
  average: number | null;
}

export function publicRatingOf(stored: Partial<RatingAggregate> | undefined): PublicRating {
  const aggregate = ratingAggregateOf(stored);
  return { count: aggregate.ratingCount, average: averageRating(aggregate) };
}

/** The provider's one public reply. */
export interface ReviewReply<T = TimestampLike> {
  text: string;
  createdAt: T;
}

/**
 * reviews/{bookingId}: one per booking, so a booking is reviewed once. Public: exactly what the
 * review card shows, no uid of its author (who is bookings/{bookingId}.customerUid).
 */
export interface ReviewDoc<T = TimestampLike> {
  providerUid: string;
  serviceId: string;
  stars: number;
  /** Optional: '' when the customer wrote none. */
  text: string;
  /** The customer's first name (firstNameOf the booking's uName). */
  reviewerName: string;
  createdAt: T;
  updatedAt: T;
  reply: ReviewReply<T> | null;
}

/** A review on the wire (GET /reviews) and on the screens; dates are ISO strings. */
export interface Review {
  _id: string;
  serviceId: string;
  providerUid: string;
  stars: number;
  text: string;
  reviewerName: string;
  createdAt: string;
  updatedAt: string;
  reply: { text: string; createdAt: string } | null;
}

const isoOf = (value: TimestampLike | null | undefined) =>
  new Date(value?.toMillis() ?? 0).toISOString();

export function reviewFromDoc(id: string, doc: ReviewDoc): Review {
  return {
    _id: id,
    serviceId: doc.serviceId,
    providerUid: doc.providerUid,
    stars: doc.stars,
    text: doc.text,
    reviewerName: doc.reviewerName,
    createdAt: isoOf(doc.createdAt),
    updatedAt: isoOf(doc.updatedAt),
    reply: doc.reply ? { text: doc.reply.text, createdAt: isoOf(doc.reply.createdAt) } : null,
  };
}

/** What a customer sends: the stars and an optional text. */
export interface ReviewInput {
  stars: number;
  text?: string;
}

/** The review of `booking` without its server timestamps (rules: validNewReview). */
export function newReviewOf(
  booking: Pick<BookingDoc<unknown>, 'providerUid' | 'serviceId' | 'uName'>,
  input: ReviewInput,
): Omit<ReviewDoc<never>, 'createdAt' | 'updatedAt'> {
  return {
    providerUid: booking.providerUid,
    serviceId: booking.serviceId,
    stars: input.stars,
    text: (input.text ?? '').trim(),
    reviewerName: firstNameOf(booking.uName),
    reply: null,
  };
}

/** Why a review's stars or text are refused, or null. */
export function reviewInputProblem(input: { stars?: unknown; text?: unknown }): Refusal | null {
  if (!isStars(input.stars)) {
    return refusal('paramWholeNumber', { name: 'stars', min: MIN_STARS, max: MAX_STARS });
  }
  if (input.text !== undefined && typeof input.text !== 'string') {
    return refusal('paramNotString', { name: 'text' });
  }
  if (typeof input.text === 'string' && input.text.trim().length > FIELD_LIMITS.reviewText) {
    return refusal('paramTooLong', { name: 'text', max: FIELD_LIMITS.reviewText });
  }
  return null;
}

/** Why a reply's text is refused, or null. */
export function replyProblem(text: unknown): Refusal | null {
  if (typeof text !== 'string' || text.trim() === '') {
    return refusal('paramRequired', { name: 'text' });
  }
  if (text.trim().length > FIELD_LIMITS.reviewReply) {
    return refusal('paramTooLong', { name: 'text', max: FIELD_LIMITS.reviewReply });
  }
  return null;
}

/** A provider's public page (GET /providers/{uid}). */
export interface ProviderPage {
  uid: string;
  /** As their newest listing shows it; empty when that name would be an e-mail address. */
  name: string;
  photoURL: string;
  /** ISO date-time of their first listing (not of their account, which is not published). */
  memberSince: string;
  /** Bookings of theirs that are Completed, counted when asked. */
  completedJobs: number;
  rating: PublicRating;
}

/**
 * GET /providers/{uid}'s answer: the page, a first page of their services (newest first) and
 * of their reviews, so the page costs one request; each cursor leads on where it has more.
 */
export interface ProviderPageAnswer {
  provider: ProviderPage;
  services: PublicService[];
  /** GET /providers/{uid}/services?cursor= continues the services; null when all are here. */
  nextServicesCursor: string | null;
  reviews: Review[];
  /** GET /reviews?providerUid=&cursor= continues the reviews; null when all are here. */
  nextReviewsCursor: string | null;
}

// ---------- the write plan both doors execute ----------

/** Why a review write is refused, as both doors show it. */
export interface ReviewRefusal {
  allowed: false;
  refusal: Refusal;
}

/** A rating as one review moves it: the exact fields, naming that review (rules: ratingMoved). */
export type MovedRating = Omit<StoredRating, 'lastReviewId'> & { lastReviewId: string };

/**
 * Exactly what one review write does: the review (created whole, or its stars and text changed;
 * each door adds its server's createdAt and updatedAt) and its service's and provider's ratings
 * moved by exactly its stars or their change. Firestore.rules allow nothing else in the request.
 */
export interface ReviewWritePlan {
  allowed: true;
  reviewId: string;
  review:
    | { create: Omit<ReviewDoc<never>, 'createdAt' | 'updatedAt'> }
    | { update: Pick<ReviewDoc, 'stars' | 'text'> };
  /** services/{id}: updated. */
  service: { id: string; rating: MovedRating };
  /** providers/{uid}: set whole (created with the provider's first review). */
  provider: { id: string; rating: MovedRating };
  /** bookings/{reviewId}: the stars its row shows (BookingCopies), updated. */
  booking: { reviewStars: number };
}

/**
 * A create repeated after its first write landed (a retry after a lost answer): the review
 * stands as asked, so the repeat answers it and writes nothing. The review's id is its booking's,
 * chosen by the client, so no key is needed to know a repeat.
 */
export interface ReviewRepeat {
  allowed: true;
  repeat: true;
  reviewId: string;
}

/** The ratings a review write reads: undefined when the document does not exist. */
export interface RatingsNow {
  service: Partial<RatingAggregate> | undefined;
  provider: Partial<RatingAggregate> | undefined;
}

function refused(...why: Parameters<typeof refusal>): ReviewRefusal {
  return { allowed: false, refusal: refusal(...why) };
}

function movedRatings(
  reviewId: string,
  rated: Pick<ReviewDoc, 'serviceId' | 'providerUid'>,
  ratings: RatingsNow,
  stars: number,
  previous?: number,
): Pick<ReviewWritePlan, 'service' | 'provider'> {
  const moved = (stored: Partial<RatingAggregate> | undefined): MovedRating => ({
    ...ratingFieldsOf(withReview(ratingAggregateOf(stored), stars, previous)),
    lastReviewId: reviewId,
  });
  return {
    service: { id: rated.serviceId, rating: moved(ratings.service) },
    provider: { id: rated.providerUid, rating: moved(ratings.provider) },
  };
}

/**
 * `uid` rates the booking `bookingId` (undefined: none) with `input`; `existing` is its review,
 * if written already. The ratings are those of the booking's service and provider.
 */
export function planNewReview(
  uid: string,
  bookingId: string,
  input: ReviewInput,
  booking:
    | Pick<
        BookingDoc<unknown>,
        'customerUid' | 'providerUid' | 'serviceId' | 'uName' | 'serviceStatus'
      >
    | undefined,
  existing: Pick<ReviewDoc, 'stars' | 'text'> | undefined,
  ratings: RatingsNow,
): ReviewRefusal | ReviewWritePlan | ReviewRepeat {
  const problem = reviewInputProblem(input);
  if (problem) return { allowed: false, refusal: problem };
  if (!booking) return refused('bookingNotFound');
  const check = checkMayReview(booking, uid);
  if (!check.allowed) return check;
  if (existing) {
    const asked = newReviewOf(booking, input);
    return existing.stars === asked.stars && existing.text === asked.text
      ? { allowed: true, repeat: true, reviewId: bookingId }
      : refused('reviewExists');
  }
  if (!ratings.service) return refused('reviewServiceGone');
  return {
    allowed: true,
    reviewId: bookingId,
    review: { create: newReviewOf(booking, input) },
    ...movedRatings(bookingId, booking, ratings, input.stars),
    booking: { reviewStars: input.stars },
  };
}

/**
 * `uid` edits the review `reviewId` (undefined: none) with `input`, at `nowMs`; `booking` is
 * bookings/{reviewId}, whose customer is the review's author.
 */
export function planReviewEdit(
  uid: string,
  reviewId: string,
  input: ReviewInput,
  review:
    (Pick<ReviewDoc, 'providerUid' | 'serviceId' | 'stars'> & { createdAtMs: number }) | undefined,
  booking: Pick<BookingDoc<unknown>, 'customerUid'> | undefined,
  ratings: RatingsNow,
  nowMs: number,
): ReviewRefusal | ReviewWritePlan {
  const problem = reviewInputProblem(input);
  if (problem) return { allowed: false, refusal: problem };
  if (!review) return refused('reviewNotFound');
  const check = checkMayEditReview(review, booking, uid, nowMs);
  if (!check.allowed) return check;
  if (!ratings.service) return refused('reviewServiceGone');
  return {
    allowed: true,
    reviewId,
    review: { update: { stars: input.stars, text: (input.text ?? '').trim() } },
    ...movedRatings(reviewId, review, ratings, input.stars, review.stars),
    booking: { reviewStars: input.stars },
  };
}
