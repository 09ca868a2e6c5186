import { describe, expect, it } from 'vitest';
import {
  NO_RATING,
  averageRating,
  checkMayEditReview,
  checkMayReply,
  checkMayReview,
  firstNameOf,
  isStars,
  withReview,
} from './review';

const DAY = 86_400_000;

describe('reviews', () => {
  it('takes whole stars from 1 to 5', () => {
    expect([1, 3, 5].every(isStars)).toBe(true);
    expect([0, 6, 2.5, '4', null].some(isStars)).toBe(false);
  });

  it('keeps an exact average from a count and a sum, New without reviews', () => {
    expect(averageRating(NO_RATING)).toBeNull();
    const two = withReview(withReview(NO_RATING, 5), 4);
    expect(two).toEqual({ ratingCount: 2, ratingSum: 9 });
    expect(averageRating(two)).toBe(4.5);
    expect(withReview(two, 2, 4)).toEqual({ ratingCount: 2, ratingSum: 7 });
  });

  it('lets only the customer of a Completed booking review it', () => {
    const done = { customerUid: 'c', serviceStatus: 'Completed' as const };
    expect(checkMayReview(done, 'c')).toEqual({ allowed: true });
    expect(checkMayReview(done, 'p')).toMatchObject({ allowed: false, status: 403 });
    expect(checkMayReview({ ...done, serviceStatus: 'Working' }, 'c')).toMatchObject({
      allowed: false,
      status: 409,
    });
  });

  it('lets the author edit for 14 days and the provider reply once', () => {
    const review = { customerUid: 'c', createdAtMs: 0 };
    expect(checkMayEditReview(review, 'c', 14 * DAY).allowed).toBe(true);
    expect(checkMayEditReview(review, 'c', 14 * DAY + 1).allowed).toBe(false);
    expect(checkMayEditReview(review, 'p', DAY).allowed).toBe(false);
    expect(checkMayReply({ providerUid: 'p', reply: null }, 'p').allowed).toBe(true);
    expect(checkMayReply({ providerUid: 'p', reply: { text: 'Thanks' } }, 'p').allowed).toBe(false);
    expect(checkMayReply({ providerUid: 'p', reply: null }, 'c').allowed).toBe(false);
  });

  it('shows the first name only', () => {
    expect(firstNameOf('  Farhana Islam ')).toBe('Farhana');
  });
});
