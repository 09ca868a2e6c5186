import { describe, expect, it } from 'vitest';
import type { BookingDoc } from './entities';
import { planNewReview, planReviewEdit } from './review';

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
    });
  });

  it('refuses a new review with the status and reason the API answers', () => {
    const plan = (...args: Parameters<typeof planNewReview>) => {
      const result = planNewReview(...args);
      return result.allowed ? 'allowed' : [result.status, result.reason];
    };
    expect(plan('c', 'b1', { stars: 6 }, booking, undefined, ratings)).toEqual([
      400,
      'stars must be a whole number from 1 to 5',
    ]);
    expect(plan('c', 'b1', { stars: 5 }, undefined, undefined, ratings)).toEqual([
      404,
      'Booking not found',
    ]);
    expect(plan('x', 'b1', { stars: 5 }, booking, undefined, ratings)).toEqual([
      403,
      'Only the customer of a booking can review it',
    ]);
    expect(
      plan('c', 'b1', { stars: 5 }, { ...booking, serviceStatus: 'Working' }, undefined, ratings),
    ).toEqual([409, 'A booking can be reviewed once it is Completed']);
    expect(plan('c', 'b1', { stars: 5 }, booking, { stars: 4, text: '' }, ratings)).toEqual([
      409,
      'This booking is already reviewed',
    ]);
    expect(
      plan('c', 'b1', { stars: 5 }, booking, undefined, {
        service: undefined,
        provider: undefined,
      }),
    ).toEqual([404, 'This service no longer exists']);
  });

  it('a repeat of the same review (a retry whose first write landed) writes nothing', () => {
    const stored = { stars: 5, text: 'Tidy' };
    expect(
      planNewReview('c', 'b1', { stars: 5, text: ' Tidy ' }, booking, stored, ratings),
    ).toEqual({ allowed: true, repeat: true, reviewId: 'b1' });
    // Only its author's: anyone else is refused as before.
    expect(
      planNewReview('x', 'b1', { stars: 5, text: 'Tidy' }, booking, stored, ratings),
    ).toMatchObject({ allowed: false, status: 403 });
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
      status: 409,
    });
    expect(planReviewEdit('x', 'r1', { stars: 2 }, review, of, moved, DAY)).toMatchObject({
      allowed: false,
      status: 403,
      reason: 'Only its author can edit a review',
    });
    expect(planReviewEdit('c', 'r1', { stars: 2 }, review, undefined, moved, DAY)).toMatchObject({
      allowed: false,
      status: 403,
    });
    expect(planReviewEdit('c', 'r1', { stars: 2 }, undefined, of, moved, DAY)).toMatchObject({
      allowed: false,
      status: 404,
      reason: 'Review not found',
    });
  });
});
