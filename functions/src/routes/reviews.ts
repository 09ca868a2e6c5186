/**
 * Reviews and the public pages built on them: the reviews of a service or of a provider (pages,
 * newest first), rating a Completed booking, editing and replying, the live ratings of the
 * cards on screen, and a provider's public page. A review moves its service's and its
 * provider's rating in the same transaction (checked by the same domain functions as the web).
 */
import type { Request, Response } from 'express';
import { FieldPath, FieldValue } from 'firebase-admin/firestore';
import type { DocumentSnapshot, Query, Timestamp, Transaction } from 'firebase-admin/firestore';
import * as yup from 'yup';
import { CATALOGUE_PAGE_SIZE } from '@meramot/domain/catalogue';
import { DONE_BOOKING_STATUSES } from '@meramot/domain/booking-status';
import type { BookingDoc, ServiceDoc } from '@meramot/domain/entities';
import { isDocumentId } from '@meramot/domain/formats';
import {
  MAX_STARS,
  MIN_STARS,
  checkMayReply,
  planNewReview,
  planReviewEdit,
  publicRatingOf,
  replyProblem,
  reviewFromDoc,
  reviewInputProblem,
} from '@meramot/domain/review';
import type {
  ProviderPage,
  ProviderPageAnswer,
  RatingAggregate,
  Review,
  RatingsNow,
  ReviewCheck,
  ReviewDoc,
  ReviewInput,
  ReviewRefusal,
  ReviewRepeat,
  ReviewWritePlan,
  StoredRating,
} from '@meramot/domain/review';
import { signedInCaller } from '../auth';
import { cursorValuesOf, decodeCursor, encodeCursor, startValuesOf } from '../cursor';
import type { OrderField } from '../cursor';
import { commitWithin } from '../deadline';
import { countWriteOrRefuse, rateSenderOf } from '../rate-limit';
import { bookingsCollection, db, servicesCollection } from '../firebase';
import { refused, singleParam } from '../http';
import { refusal } from '@meramot/domain/refusal';
import { validateBody } from '../validate';
import { LISTED_FIELDS, PUBLIC_CACHE_CONTROL, ReadMeter, toPublicService } from './catalogue-page';
import { NEXT_CURSOR, OPAQUE_CURSOR, UPDATED, cursorParam, list, ref } from '../operation';
import type { Operation } from '../operation';
import { jsonSchemaOf, narrowed } from '../openapi-schema';
import { FIELD_LIMITS } from '@meramot/domain/constants';

/** Reviews one page shows ("Load more" asks for the next), and the most one request may ask. */
export const REVIEWS_PAGE_SIZE = 10;
const MAX_REVIEWS_LIMIT = 50;
/**
 * What a provider's page carries of their services and reviews (each "Load more" asks for the
 * next): few, so a visitor's whole visit stays within issue 18's 100 reads.
 */
export const PROVIDER_SERVICES_PAGE_SIZE = 6;
const PROVIDER_REVIEWS = 5;

const reviewsCollection = () => db().collection('reviews');
const providersCollection = () => db().collection('providers');

/**
 * Reviews and a provider's page (rating, completed jobs) change when someone rates: public and
 * the same for everyone, so a CDN may answer repeats, but for a minute rather than a listing's
 * five, so a new review shows soon.
 */
export const REVIEWS_CACHE_CONTROL = 'public, max-age=60, s-maxage=60';

export const reviewBody = yup.object({
  bookingId: yup.string().required(refusal('paramRequired', { name: 'bookingId' })),
  stars: yup.number().required(refusal('paramRequired', { name: 'stars' })),
  text: yup.string(),
});
export const editBody = yup.object({
  stars: yup.number().required(refusal('paramRequired', { name: 'stars' })),
  text: yup.string(),
});
export const replyBody = yup.object({
  text: yup.string().required(refusal('paramRequired', { name: 'text' })),
});

function refuse(check: ReviewCheck): void {
  if (!check.allowed) throw refused(check.refusal);
}

function checkInput(input: ReviewInput): void {
  const problem = reviewInputProblem(input);
  if (problem) throw refused(problem);
}

/**
 * Transactions one review write may take: many customers may rate one service at once, and a
 * transaction that lost the race to its service's rating is run again (within the deadline).
 */
const REVIEW_TRANSACTION_ATTEMPTS = 30;

/** The ratings a plan starts from, read in `transaction` (a missing document: undefined). */
async function readRatings(
  transaction: Transaction,
  rated: Pick<ReviewDoc, 'serviceId' | 'providerUid'>,
): Promise<RatingsNow> {
  const [service, provider] = await transaction.getAll(
    servicesCollection().doc(rated.serviceId),
    providersCollection().doc(rated.providerUid),
  );
  return {
    service: service?.data() as Partial<RatingAggregate> | undefined,
    provider: provider?.data() as Partial<RatingAggregate> | undefined,
  };
}

const NO_RATINGS: RatingsNow = { service: undefined, provider: undefined };

/** Executes the domain's plan in `transaction`: the review, both ratings, the booking's stars. */
function writePlan(
  transaction: Transaction,
  plan: ReviewRefusal | ReviewWritePlan | ReviewRepeat,
): void {
  if (!plan.allowed) throw refused(plan.refusal);
  if ('repeat' in plan) return;
  transaction.update(servicesCollection().doc(plan.service.id), plan.service.rating);
  transaction.set(providersCollection().doc(plan.provider.id), plan.provider.rating);
  transaction.update(bookingsCollection().doc(plan.reviewId), plan.booking);
  const ref = reviewsCollection().doc(plan.reviewId);
  const now = FieldValue.serverTimestamp();
  if ('create' in plan.review) {
    transaction.create(ref, { ...plan.review.create, createdAt: now, updatedAt: now });
  } else {
    transaction.update(ref, { ...plan.review.update, updatedAt: now });
  }
}

// ---------- GET /reviews?serviceId= | ?providerUid= [&limit&cursor] ----------

/** Newest first; the id orders reviews of the same instant. */
const REVIEWS_ORDER: OrderField[] = [
  { field: 'createdAt', direction: 'desc' },
  { field: 'id', direction: 'desc' },
];

async function listReviews(req: Request, res: Response): Promise<void> {
  const allowed = ['serviceId', 'providerUid', 'limit', 'cursor'];
  const unknown = Object.keys(req.query).filter((name) => !allowed.includes(name));
  if (unknown.length > 0) {
    throw refused(
      refusal('unknownQueryParam', { names: unknown.slice(0, 5).join(', ').slice(0, 250) }),
    );
  }
  const serviceId = singleParam(req, 'serviceId');
  const providerUid = singleParam(req, 'providerUid');
  if ((serviceId === undefined) === (providerUid === undefined)) {
    throw refused(refusal('exactlyOneParam', { first: 'serviceId', second: 'providerUid' }));
  }
  const limitText = singleParam(req, 'limit');
  const limit = limitText === undefined ? REVIEWS_PAGE_SIZE : Number(limitText);
  if (!/^\d+$/.test(limitText ?? '1') || limit < 1 || limit > MAX_REVIEWS_LIMIT) {
    throw refused(refusal('paramWholeNumber', { name: 'limit', min: 1, max: MAX_REVIEWS_LIMIT }));
  }
  const cursorText = singleParam(req, 'cursor');
  // Read before the shortcut below: a bad cursor is 400 whatever the id.
  const cursor = cursorText === undefined ? undefined : decodeCursor(cursorText, 'reviews');
  const key = serviceId ?? providerUid ?? '';
  res.set('Cache-Control', REVIEWS_CACHE_CONTROL);
  if (!isDocumentId(key)) {
    res.json([]);
    return;
  }
  const meter = new ReadMeter();
  const by = serviceId !== undefined ? 'serviceId' : 'providerUid';
  const page = await reviewsPage(by, key, limit, cursor, meter);
  res.set('Server-Timing', meter.header());
  if (page.next !== null) res.set('X-Next-Cursor', page.next);
  res.json(page.reviews);
}

/** A service's or a provider's reviews newest first, one more than `limit` (a next page?). */
export function newestReviewsOf(by: 'serviceId' | 'providerUid', key: string, limit: number) {
  return reviewsCollection()
    .where(by, '==', key)
    .orderBy('createdAt', 'desc')
    .orderBy(FieldPath.documentId(), 'desc')
    .limit(limit + 1);
}

/** A page of a service's or a provider's reviews, newest first, and the next page's cursor. */
async function reviewsPage(
  by: 'serviceId' | 'providerUid',
  key: string,
  limit: number,
  /** The decoded `cursor` of the page before, if any. */
  cursor: unknown[] | undefined,
  meter: ReadMeter,
): Promise<{ reviews: Review[]; next: string | null }> {
  let page = newestReviewsOf(by, key, limit);
  if (cursor !== undefined) page = page.startAfter(...startValuesOf(REVIEWS_ORDER, cursor));
  const snapshot = meter.add(await page.get());
  const docs = snapshot.docs.slice(0, limit);
  const last = docs.at(-1);
  return {
    reviews: docs.map((doc) => reviewFromDoc(doc.id, doc.data() as ReviewDoc)),
    next:
      snapshot.size > limit && last
        ? encodeCursor({ k: 'reviews', v: cursorValuesOf(REVIEWS_ORDER, last) })
        : null,
  };
}

// ---------- POST /reviews, PATCH /reviews/{id}, POST /reviews/{id}/reply ----------

/** POST /reviews {bookingId, stars, text?}: the customer rates their Completed booking. */
async function createReview(req: Request, res: Response): Promise<void> {
  const caller = signedInCaller(res);
  const valid = validateBody(reviewBody, req.body);
  const input = { stars: valid.stars, text: valid.text };
  checkInput(input);
  const { bookingId } = valid;
  await commitWithin(
    res,
    async (transaction) => {
      if (!isDocumentId(bookingId)) throw refused(refusal('bookingNotFound'));
      const [booking, existing] = await transaction.getAll(
        bookingsCollection().doc(bookingId),
        reviewsCollection().doc(bookingId),
      );
      const data = booking?.data() as BookingDoc<unknown> | undefined;
      const ratings = data ? await readRatings(transaction, data) : NO_RATINGS;
      const stored = existing?.data() as ReviewDoc | undefined;
      const plan = planNewReview(caller.uid, bookingId, input, data, stored, ratings);
      // Only a review written counts toward the caller's limit, not a refusal or a repeat.
      if (plan.allowed && !('repeat' in plan)) {
        const count = await countWriteOrRefuse(
          transaction,
          'review',
          rateSenderOf(req, caller.uid),
        );
        count();
      }
      writePlan(transaction, plan);
    },
    { maxAttempts: REVIEW_TRANSACTION_ATTEMPTS },
  );
  res.status(201).json({ acknowledged: true, insertedId: bookingId });
}

/** PATCH /reviews/{id} {stars, text?}: the author edits within REVIEW_EDIT_DAYS. */
async function editReview(req: Request<{ id: string }>, res: Response): Promise<void> {
  const caller = signedInCaller(res);
  const valid = validateBody(editBody, req.body);
  const input = { stars: valid.stars, text: valid.text };
  checkInput(input);
  const { id } = req.params;
  await commitWithin(
    res,
    async (transaction) => {
      if (!isDocumentId(id)) throw refused(refusal('reviewNotFound'));
      // The review names no author: its author is the customer of the booking of the same id.
      const [snapshot, booking] = await transaction.getAll(
        reviewsCollection().doc(id),
        bookingsCollection().doc(id),
      );
      const review = snapshot?.data() as ReviewDoc | undefined;
      const author = booking?.data() as Pick<BookingDoc<unknown>, 'customerUid'> | undefined;
      const ratings = review ? await readRatings(transaction, review) : NO_RATINGS;
      const current = review && { ...review, createdAtMs: review.createdAt.toMillis() };
      writePlan(
        transaction,
        planReviewEdit(caller.uid, id, input, current, author, ratings, Date.now()),
      );
    },
    { maxAttempts: REVIEW_TRANSACTION_ATTEMPTS },
  );
  res.json({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
}

/** POST /reviews/{id}/reply {text}: the provider's one public reply. */
async function replyToReview(req: Request<{ id: string }>, res: Response): Promise<void> {
  const caller = signedInCaller(res);
  const { text } = validateBody(replyBody, req.body);
  const problem = replyProblem(text);
  if (problem) throw refused(problem);
  const { id } = req.params;
  await commitWithin(res, async (transaction) => {
    if (!isDocumentId(id)) throw refused(refusal('reviewNotFound'));
    const ref = reviewsCollection().doc(id);
    const snapshot = await transaction.get(ref);
    const review = snapshot.data() as ReviewDoc | undefined;
    if (!review) throw refused(refusal('reviewNotFound'));
    refuse(checkMayReply(review, caller.uid));
    transaction.update(ref, {
      reply: { text: text.trim(), createdAt: FieldValue.serverTimestamp() },
    });
  });
  res.json({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
}

// ---------- GET /serviceRatings?ids=a,b,c: the ratings of some services, for REST clients ----------

async function serviceRatings(req: Request, res: Response): Promise<void> {
  const text = singleParam(req, 'ids') ?? '';
  const ids = text === '' ? [] : text.split(',');
  if (ids.length > CATALOGUE_PAGE_SIZE * 2) {
    throw refused(refusal('ratingIdsMax', { max: CATALOGUE_PAGE_SIZE * 2 }));
  }
  const known = [...new Set(ids.filter(isDocumentId))];
  const meter = new ReadMeter();
  const snapshots =
    known.length === 0
      ? []
      : await db().getAll(...known.map((id) => servicesCollection().doc(id)), {
          fieldMask: ['ratingCount', 'ratingSum'],
        });
  meter.addGets(snapshots);
  // Public and the same for everyone: a CDN may keep it as long as a listing page.
  res.set({ 'Cache-Control': PUBLIC_CACHE_CONTROL, 'Server-Timing': meter.header() });
  res.json(
    snapshots
      .filter((snapshot) => snapshot.exists)
      .map((snapshot) => ({
        _id: snapshot.id,
        rating: publicRatingOf(snapshot.data() as Partial<StoredRating>),
      })),
  );
}

// ---------- GET /providers/{uid}: a provider's public page ----------

/** A provider's services newest first; the id orders services listed at the same instant. */
const PROVIDER_SERVICES_ORDER: OrderField[] = [
  { field: 'createdAt', direction: 'desc' },
  { field: 'id', direction: 'desc' },
];

/** `uid`'s services newest first, one more than a page (is there a next one?). */
export function providerServicesOf(uid: string): Query {
  return servicesCollection()
    .where('providerUid', '==', uid)
    .orderBy('createdAt', 'desc')
    .orderBy(FieldPath.documentId(), 'desc')
    .select(...LISTED_FIELDS)
    .limit(PROVIDER_SERVICES_PAGE_SIZE + 1);
}

/** `uid`'s first listing: when they have been listing since. */
export function firstServiceOf(uid: string): Query {
  return servicesCollection()
    .where('providerUid', '==', uid)
    .orderBy('createdAt', 'asc')
    .select('createdAt')
    .limit(1);
}

/** The jobs `uid` has done (counted): Completed, or Paid after it. */
export function completedBookingsOf(uid: string): Query {
  return bookingsCollection()
    .where('providerUid', '==', uid)
    .where('serviceStatus', 'in', DONE_BOOKING_STATUSES);
}

/** A page of `uid`'s services and the next page's cursor (reads one more than the page). */
async function providerServicesPage(
  uid: string,
  /** The decoded `cursor` of the page before, if any. */
  cursor: unknown[] | undefined,
  meter: ReadMeter,
): Promise<{ docs: DocumentSnapshot[]; next: string | null }> {
  let page = providerServicesOf(uid);
  if (cursor !== undefined)
    page = page.startAfter(...startValuesOf(PROVIDER_SERVICES_ORDER, cursor));
  const snapshot = meter.add(await page.get());
  const docs = snapshot.docs.slice(0, PROVIDER_SERVICES_PAGE_SIZE);
  const last = docs.at(-1);
  const next =
    snapshot.size > PROVIDER_SERVICES_PAGE_SIZE && last
      ? encodeCursor({ k: 'provider-services', v: cursorValuesOf(PROVIDER_SERVICES_ORDER, last) })
      : null;
  return { docs, next };
}

/**
 * Only what a provider published by listing: the name and photo of their newest listing (never a
 * name that is an e-mail address), listing since their first one, completed jobs and rating, with
 * the first page of their services and of their reviews (one request for the whole page). No
 * account is looked up, so a uid that has no listing (a customer, or nobody) answers the same 404
 * and tells a stranger nothing.
 */
async function providerPage(req: Request<{ uid: string }>, res: Response): Promise<void> {
  const { uid } = req.params;
  if (!isDocumentId(uid)) throw refused(refusal('providerNotFound'));
  const meter = new ReadMeter();
  const [services, first] = await Promise.all([
    providerServicesPage(uid, undefined, meter),
    firstServiceOf(uid).get(),
  ]);
  meter.add(first);
  const newest = services.docs[0]?.data() as ServiceDoc | undefined;
  const since = first.docs[0]?.get('createdAt') as Timestamp | undefined;
  if (!newest) throw refused(refusal('providerNotFound'));
  const [rating, completed, reviews] = await Promise.all([
    providersCollection().doc(uid).get(),
    completedBookingsOf(uid).count().get(),
    reviewsPage('providerUid', uid, PROVIDER_REVIEWS, undefined, meter),
  ]);
  meter.addGets([rating]);
  const provider: ProviderPage = {
    uid,
    name: newest.provider.name.includes('@') ? '' : newest.provider.name,
    photoURL: newest.provider.photoURL,
    memberSince: new Date(since?.toMillis() ?? 0).toISOString(),
    completedJobs: meter.addCount(completed),
    rating: publicRatingOf(rating.data() as Partial<StoredRating> | undefined),
  };
  const answer: ProviderPageAnswer = {
    provider,
    services: services.docs.map(toPublicService),
    nextServicesCursor: services.next,
    reviews: reviews.reviews,
    nextReviewsCursor: reviews.next,
  };
  res.set({ 'Cache-Control': REVIEWS_CACHE_CONTROL, 'Server-Timing': meter.header() });
  res.json(answer);
}

/** GET /providers/{uid}/services?cursor=: the next page of a provider's services. */
async function providerServices(req: Request<{ uid: string }>, res: Response): Promise<void> {
  const unknown = Object.keys(req.query).filter((name) => name !== 'cursor');
  if (unknown.length > 0) {
    throw refused(
      refusal('unknownQueryParam', { names: unknown.slice(0, 5).join(', ').slice(0, 250) }),
    );
  }
  const cursorText = singleParam(req, 'cursor');
  // Read before the shortcut below: a bad cursor is 400 whatever the uid.
  const cursor =
    cursorText === undefined ? undefined : decodeCursor(cursorText, 'provider-services');
  const { uid } = req.params;
  const meter = new ReadMeter();
  const page = isDocumentId(uid)
    ? await providerServicesPage(uid, cursor, meter)
    : { docs: [], next: null };
  res.set({ 'Cache-Control': PUBLIC_CACHE_CONTROL, 'Server-Timing': meter.header() });
  if (page.next !== null) res.set('X-Next-Cursor', page.next);
  res.json(page.docs.map(toPublicService));
}

const stars = { type: 'integer', minimum: MIN_STARS, maximum: MAX_STARS };
const reviewText = { maxLength: FIELD_LIMITS.reviewText };

/** The operations of this file: routes (operation.ts) and OpenAPI entries (openapi.ts). */
export const reviewsOperations: Operation[] = [
  {
    method: 'get',
    path: '/reviews',
    summary: 'The reviews of a service or of a provider, newest first',
    access: 'public',
    query: [
      { name: 'serviceId', schema: { type: 'string' }, description: 'Exactly one of these two.' },
      { name: 'providerUid', schema: { type: 'string' }, description: 'Exactly one of these two.' },
      {
        name: 'limit',
        schema: { type: 'integer', minimum: 1, maximum: 50 },
        description: 'Reviews per page (10 by default).',
      },
      cursorParam,
    ],
    ok: { schema: list('Review'), description: 'The reviews.' },
    errors: [400],
    refusesValid: `exactly one of serviceId and providerUid; ${OPAQUE_CURSOR}`,
    headers: NEXT_CURSOR,
    cache: REVIEWS_CACHE_CONTROL,
    handler: listReviews,
  },
  {
    method: 'post',
    path: '/reviews',
    summary: 'The customer rates their Completed (or Paid) booking',
    access: 'signedIn',
    body: narrowed(jsonSchemaOf(reviewBody), { stars, text: reviewText }),
    // No Idempotency-Key: a review's id is its booking's, so a repeat is known without one.
    ok: {
      schema: ref('Inserted'),
      status: 201,
      description:
        'Reviewed; insertedId: the booking. An identical repeat by its author answers the same and writes nothing; any other second review of the booking is 409.',
    },
    errors: [403, 404, 409, 429],
    handler: createReview,
  },
  {
    method: 'patch',
    path: '/reviews/{id}',
    summary: 'The author edits their review',
    access: 'signedIn',
    body: narrowed(jsonSchemaOf(editBody), { stars, text: reviewText }),
    ok: UPDATED,
    errors: [403, 404, 409],
    handler: editReview,
  },
  {
    method: 'post',
    path: '/reviews/{id}/reply',
    summary: "The provider's one public reply",
    access: 'signedIn',
    body: narrowed(jsonSchemaOf(replyBody), {
      text: { minLength: 1, maxLength: FIELD_LIMITS.reviewReply },
    }),
    ok: UPDATED,
    errors: [403, 404, 409],
    handler: replyToReview,
  },
  {
    method: 'get',
    path: '/serviceRatings',
    summary: 'The ratings of some services',
    access: 'public',
    query: [
      { name: 'ids', schema: { type: 'string' }, description: 'Service ids, comma-separated.' },
    ],
    ok: { schema: list('ServiceRating'), description: 'The services that exist, rated.' },
    errors: [400],
    cache: PUBLIC_CACHE_CONTROL,
    handler: serviceRatings,
  },
  {
    method: 'get',
    path: '/providers/{uid}',
    summary: "A provider's public page",
    access: 'public',
    ok: {
      schema: ref('ProviderPage'),
      description:
        'The provider, their newest services and reviews; each cursor leads on (null: all are here).',
    },
    errors: [404],
    cache: REVIEWS_CACHE_CONTROL,
    handler: providerPage,
  },
  {
    method: 'get',
    path: '/providers/{uid}/services',
    summary: "The next page of a provider's services, newest first",
    access: 'public',
    query: [cursorParam],
    ok: { schema: list('PublicService'), description: 'Their services after the cursor.' },
    errors: [400],
    refusesValid: OPAQUE_CURSOR,
    headers: NEXT_CURSOR,
    cache: PUBLIC_CACHE_CONTROL,
    handler: providerServices,
  },
];
