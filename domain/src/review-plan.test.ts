import { describe, expect, it } from 'vitest';
import type { BookingDoc } from './entities';
import { planNewReview, planReviewEdit } from './review';
import { refusal as r } from './refusal';

const DAY = 86_400_000;
const booking: Pick<
  BookingDoc<unknown>,
  'customerUid' | 'providerUid' | 'serviceId' | 'uName' | 'serviceStatus'
> = {
  customerUid: 'c',
  providerUid: 'p',
  serviceId: 's',
  uName: 'Farhana Islam',
  serviceStatus: 'Completed',
};
const ratings = { service: { ratingCount: 2, ratingSum: 9 }, provider: undefined };

describe('the review write plan both doors execute', () => {
  it('a new review: the review and both ratings moved by its stars, naming it', () => {
    expect(
      planNewReview('c', 'b1', { stars: 5, text: ' Tidy ' }, booking, undefined, ratings),
    ).toEqual({
      allowed: true,
      reviewId: 'b1',
      review: {
        create: {
          providerUid: 'p',
          serviceId: 's',
          stars: 5,
          text: 'Tidy',
          reviewerName: 'Farhana',
          reply: null,
        },
      },
      service: {
        id: 's',
        rating: { ratingCount: 3, ratingSum: 14, ratingAverage: 14 / 3, lastReviewId: 'b1' },
      },
      provider: {
        id: 'p',
        rating: { ratingCount: 1, ratingSum: 5, ratingAverage: 5, lastReviewId: 'b1' },
      },
      booking: { reviewStars: 5 },
    });
  });

  it('refuses a new review with the refusal both doors show', () => {
    const plan = (...args: Parameters<typeof planNewReview>) => {
      const result = planNewReview(...args);
      return result.allowed ? 'allowed' : result.refusal;
    };
    expect(plan('c', 'b1', { stars: 6 }, booking, undefined, ratings)).toEqual(
      r('paramWholeNumber', { name: 'stars', min: 1, max: 5 }),
    );
    expect(plan('c', 'b1', { stars: 5 }, undefined, undefined, ratings)).toEqual(
      r('bookingNotFound'),
    );
    expect(plan('x', 'b1', { stars: 5 }, booking, undefined, ratings)).toEqual(
      r('reviewNotCustomer'),
    );
    expect(
      plan('c', 'b1', { stars: 5 }, { ...booking, serviceStatus: 'Working' }, undefined, ratings),
    ).toEqual(r('reviewNotCompleted'));
    expect(plan('c', 'b1', { stars: 5 }, booking, { stars: 4, text: '' }, ratings)).toEqual(
      r('reviewExists'),
    );
    expect(
      plan('c', 'b1', { stars: 5 }, booking, undefined, {
        service: undefined,
        provider: undefined,
      }),
    ).toEqual(r('reviewServiceGone'));
  });

  it('a repeat of the same review (a retry whose first write landed) writes nothing', () => {
    const stored = { stars: 5, text: 'Tidy' };
    expect(
      planNewReview('c', 'b1', { stars: 5, text: ' Tidy ' }, booking, stored, ratings),
    ).toEqual({ allowed: true, repeat: true, reviewId: 'b1' });
    // Only its author's: anyone else is refused as before.
    expect(
      planNewReview('x', 'b1', { stars: 5, text: 'Tidy' }, booking, stored, ratings),
    ).toMatchObject({ allowed: false, refusal: r('reviewNotCustomer') });
  });

  it('an edit: its stars and text, both ratings moved by the change, the count kept', () => {
    const review = { providerUid: 'p', serviceId: 's', stars: 4, createdAtMs: 0 };
    // The author is the booking's customer (bookings/{reviewId}).
    const of = { customerUid: 'c' };
    const moved = {
      provider: { ratingCount: 2, ratingSum: 9 },
      service: { ratingCount: 2, ratingSum: 9 },
    };
    const plan = planReviewEdit('c', 'r1', { stars: 2 }, review, of, moved, DAY);
    expect(plan).toMatchObject({
      allowed: true,
      review: { update: { stars: 2, text: '' } },
      service: { id: 's', rating: { ratingCount: 2, ratingSum: 7, lastReviewId: 'r1' } },
      provider: { id: 'p', rating: { ratingCount: 2, ratingSum: 7, lastReviewId: 'r1' } },
    });
    expect(planReviewEdit('c', 'r1', { stars: 2 }, review, of, moved, 15 * DAY)).toMatchObject({
      allowed: false,
      refusal: r('reviewEditWindow', { days: 14 }),
    });
    expect(planReviewEdit('x', 'r1', { stars: 2 }, review, of, moved, DAY)).toMatchObject({
      allowed: false,
      refusal: r('reviewNotAuthor'),
    });
    expect(planReviewEdit('c', 'r1', { stars: 2 }, review, undefined, moved, DAY)).toMatchObject({
      allowed: false,
      refusal: r('reviewNotAuthor'),
    });
    expect(planReviewEdit('c', 'r1', { stars: 2 }, undefined, of, moved, DAY)).toMatchObject({
      allowed: false,
      refusal: r('reviewNotFound'),
    });
  });
});
