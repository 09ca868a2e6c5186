import { describe, expect, it } from 'vitest';
import {
  NO_RATING,
  averageRating,
  checkMayEditReview,
  checkMayReply,
  checkMayReview,
  firstNameOf,
  isStars,
  newReviewOf,
  publicRatingOf,
  ratingFieldsOf,
  replyProblem,
  reviewInputProblem,
  withReview,
} from './review';
import { refusal as r } from './refusal';

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
    expect(checkMayReview(done, 'p')).toEqual({ allowed: false, refusal: r('reviewNotCustomer') });
    expect(checkMayReview({ ...done, serviceStatus: 'Working' }, 'c')).toEqual({
      allowed: false,
      refusal: r('reviewNotCompleted'),
    });
  });

  it('lets the author edit for 14 days and the provider reply once', () => {
    // The author is the customer of the review's booking: the review itself names nobody.
    const review = { createdAtMs: 0 };
    const booking = { customerUid: 'c' };
    expect(checkMayEditReview(review, booking, 'c', 14 * DAY).allowed).toBe(true);
    expect(checkMayEditReview(review, booking, 'c', 14 * DAY + 1).allowed).toBe(false);
    expect(checkMayEditReview(review, booking, 'p', DAY).allowed).toBe(false);
    expect(checkMayEditReview(review, undefined, 'c', DAY).allowed).toBe(false);
    expect(checkMayReply({ providerUid: 'p', reply: null }, 'p').allowed).toBe(true);
    expect(checkMayReply({ providerUid: 'p', reply: { text: 'Thanks' } }, 'p').allowed).toBe(false);
    expect(checkMayReply({ providerUid: 'p', reply: null }, 'c').allowed).toBe(false);
  });

  it('shows the first name only', () => {
    expect(firstNameOf('  Farhana Islam ')).toBe('Farhana');
  });

  it('stores the exact average beside the count and sum, 0 when there is none', () => {
    expect(ratingFieldsOf(NO_RATING)).toEqual({ ratingCount: 0, ratingSum: 0, ratingAverage: 0 });
    expect(ratingFieldsOf({ ratingCount: 3, ratingSum: 13 })).toEqual({
      ratingCount: 3,
      ratingSum: 13,
      ratingAverage: 13 / 3,
    });
    expect(publicRatingOf({ ratingCount: 3, ratingSum: 13 })).toEqual({ count: 3, average: 4.3 });
    expect(publicRatingOf({})).toEqual({ count: 0, average: null });
  });

  it('builds a review from its booking: the first name, trimmed text, no reply and no uid', () => {
    const booking = {
      customerUid: 'c',
      providerUid: 'p',
      serviceId: 's',
      uName: 'Farhana Islam',
    };
    // The booking's customerUid stays on the booking: the public review does not carry it.
    expect(newReviewOf(booking, { stars: 4, text: '  Tidy work ' })).toEqual({
      providerUid: 'p',
      serviceId: 's',
      stars: 4,
      text: 'Tidy work',
      reviewerName: 'Farhana',
      reply: null,
    });
    expect(newReviewOf(booking, { stars: 5 }).text).toBe('');
  });

  it('names the problem of bad stars, text and replies', () => {
    for (const stars of [0, 6, 2.5, '4', undefined]) {
      expect(reviewInputProblem({ stars })).toEqual(
        r('paramWholeNumber', { name: 'stars', min: 1, max: 5 }),
      );
    }
    expect(reviewInputProblem({ stars: 5, text: 'x'.repeat(1001) })).toEqual(
      r('paramTooLong', { name: 'text', max: 1000 }),
    );
    expect(reviewInputProblem({ stars: 5, text: 'x'.repeat(1000) })).toBeNull();
    expect(replyProblem(' ')).toEqual(r('paramRequired', { name: 'text' }));
    expect(replyProblem('Thank you')).toBeNull();
  });
});
