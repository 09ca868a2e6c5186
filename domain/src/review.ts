/**
 * Verified reviews: only the customer of a Completed booking reviews it, once, with 1 to 5 stars
 * and an optional text; the author may edit it for REVIEW_EDIT_DAYS; the provider may reply
 * once. Each service and provider carries its rating as a count and a sum of stars, so the
 * average is exact and a concurrent review never loses an update (both doors change them in the
 * same transaction as the review).
 */
import type { BookingDoc } from './entities';

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
  if (booking.serviceStatus !== 'Completed') {
    return {
      allowed: false,
      status: 409,
      reason: 'A booking can be reviewed once it is Completed',
    };
  }
  return { allowed: true };
}

/** Whether the author may still edit a review written at `createdAtMs`. */
export function checkMayEditReview(
  review: { customerUid: string; createdAtMs: number },
  uid: string,
  nowMs: number,
): ReviewCheck {
  if (review.customerUid !== uid) {
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
