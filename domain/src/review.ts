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

export type ReviewCheck = { allowed: true } | { allowed: false; reason: string; status: 403 | 409 };

/** Whether `uid` may review `booking` (the review id is the booking id: once per booking). */
export function checkMayReview(
  booking: Pick<BookingDoc<unknown>, 'customerUid' | 'serviceStatus'>,
  uid: string,
): ReviewCheck {
  if (booking.customerUid !== uid) {
    return { allowed: false, status: 403, reason: 'Only the customer of a booking can review it' };
  }
  // Paid (issue 20) comes after Completed: the job is done either way.
  if (booking.serviceStatus !== 'Completed' && booking.serviceStatus !== 'Paid') {
    return {
      allowed: false,
      status: 409,
      reason: 'A booking can be reviewed once it is Completed',
    };
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
    return { allowed: false, status: 403, reason: 'Only its author can edit a review' };
  }
  if (nowMs - review.createdAtMs > REVIEW_EDIT_DAYS * DAY_MS) {
    return {
      allowed: false,
      status: 409,
      reason: `A review can be edited for ${REVIEW_EDIT_DAYS} days after it is written`,
    };
  }
  return { allowed: true };
}

/** Whether `uid` may post the provider's one public reply. */
export function checkMayReply(
  review: { providerUid: string; reply: unknown },
  uid: string,
): ReviewCheck {
  if (review.providerUid !== uid) {
    return { allowed: false, status: 403, reason: 'Only the provider of the service can reply' };
  }
  if (review.reply != null) {
    return { allowed: false, status: 409, reason: 'This review already has a reply' };
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
export function reviewInputProblem(input: { stars?: unknown; text?: unknown }): string | null {
  if (!isStars(input.stars)) {
    return `stars must be a whole number from ${MIN_STARS} to ${MAX_STARS}`;
  }
  if (input.text !== undefined && typeof input.text !== 'string') return 'text must be a string';
  if (typeof input.text === 'string' && input.text.trim().length > FIELD_LIMITS.reviewText) {
    return `text must be at most ${FIELD_LIMITS.reviewText} characters`;
  }
  return null;
}

/** Why a reply's text is refused, or null. */
export function replyProblem(text: unknown): string | null {
  if (typeof text !== 'string' || text.trim() === '') return 'text is required';
  if (text.trim().length > FIELD_LIMITS.reviewReply) {
    return `text must be at most ${FIELD_LIMITS.reviewReply} characters`;
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

/** Why a review write is refused: the status the API answers and the reason both doors show. */
export interface ReviewRefusal {
  allowed: false;
  status: 400 | 403 | 404 | 409;
  reason: string;
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

const refusal = (status: ReviewRefusal['status'], reason: string): ReviewRefusal => ({
  allowed: false,
  status,
  reason,
});

export const REVIEW_SERVICE_GONE_MESSAGE = 'This service no longer exists';

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
  if (problem) return refusal(400, problem);
  if (!booking) return refusal(404, 'Booking not found');
  const check = checkMayReview(booking, uid);
  if (!check.allowed) return check;
  if (existing) {
    const asked = newReviewOf(booking, input);
    return existing.stars === asked.stars && existing.text === asked.text
      ? { allowed: true, repeat: true, reviewId: bookingId }
      : refusal(409, 'This booking is already reviewed');
  }
  if (!ratings.service) return refusal(404, REVIEW_SERVICE_GONE_MESSAGE);
  return {
    allowed: true,
    reviewId: bookingId,
    review: { create: newReviewOf(booking, input) },
    ...movedRatings(bookingId, booking, ratings, input.stars),
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
  if (problem) return refusal(400, problem);
  if (!review) return refusal(404, 'Review not found');
  const check = checkMayEditReview(review, booking, uid, nowMs);
  if (!check.allowed) return check;
  if (!ratings.service) return refusal(404, REVIEW_SERVICE_GONE_MESSAGE);
  return {
    allowed: true,
    reviewId,
    review: { update: { stars: input.stars, text: (input.text ?? '').trim() } },
    ...movedRatings(reviewId, review, ratings, input.stars, review.stars),
  };
}
