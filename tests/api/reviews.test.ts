/**
 * Reviews over HTTP: the lists (by service and by provider, newest first, in pages), rating a
 * Completed booking, editing within 14 days, the provider's one reply, the ratings the cards
 * poll, a provider's public page, sorting the catalogue by rating, a table of bad inputs that
 * write nothing, and 50 customers rating one service at once.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PublicService } from '@meramot/domain/entities';
import type { ProviderPage, ProviderPageAnswer, Review } from '@meramot/domain/review';
import { providerProfileOf, indexedServiceListingOf } from '@meramot/domain/service';
import { SEED_BOOKINGS, SEED_SERVICES } from '../../harness/seed-data';
import { inPool } from '../support/pool';
import { callApi, callApiRetrying } from '../../harness/api-client';
import { adminDb, fingerprint } from '../../harness/firestore-admin';
import { signUp } from '../../harness/id-token';
import { seedAndSignIn } from '../support/seeded';
import type { Seeded } from '../support/seeded';
import { refusedBody } from '../support/refusals';

let seeded: Seeded;

beforeAll(async () => {
  seeded = await seedAndSignIn();
});

const token = (key: string) => seeded.users[key]?.idToken ?? '';
const uid = (key: string) => seeded.uids[key] ?? '';
const providerOf = (serviceKey: string) =>
  SEED_SERVICES.find((s) => s.key === serviceKey)?.provider ?? '';
const seedBookingId = (service: string) =>
  seeded.bookingIds[SEED_BOOKINGS.findIndex((b) => b.service === service)] ?? '';

/** A booking of `serviceKey` by `customerUid` in `status`, written with the Admin SDK. */
async function bookingOf(
  serviceKey: string,
  customerUid: string,
  status: string,
  uName = 'Farhana Islam',
): Promise<string> {
  const ref = adminDb().collection('bookings').doc();
  const fields = SEED_SERVICES.find((s) => s.key === serviceKey)?.fields;
  await ref.set({
    serviceId: seeded.serviceIds[serviceKey],
    serviceName: fields?.serviceName,
    serviceImg: fields?.serviceImgURL,
    pEmail: 'provider@meramot.test',
    pName: 'Provider',
    uEmail: 'customer@meramot.test',
    uName,
    // The number the booking-contact trigger copies: present, so the trigger leaves the booking
    // alone and no write of its lands in the middle of a test that checks nothing was written.
    pPhone: '01711000000',
    sDate: new Date().toISOString(),
    provideArea: 'Gulshan 2',
    price: fields?.servicePrice,
    serviceStatus: status,
    customerUid,
    providerUid: uid(providerOf(serviceKey)),
    createdAt: Timestamp.now(),
    updatedAt: Timestamp.now(),
  });
  return ref.id;
}

const ratingOf = async (path: string) => {
  const data = (await adminDb().doc(path).get()).data() ?? {};
  return { count: data.ratingCount as number, sum: data.ratingSum as number };
};

const post = (path: string, body: unknown, as?: string) =>
  callApi(path, { method: 'POST', body, ...(as ? { token: token(as) } : {}) });

describe('GET /reviews', () => {
  it("lists a service's reviews with the reviewer's first name, stars, text and reply", async () => {
    const result = await callApi<Review[]>(`/reviews?serviceId=${seeded.serviceIds.deep}`);
    expect(result.status).toBe(200);
    expect(result.json).toEqual([
      {
        _id: seedBookingId('deep'),
        serviceId: seeded.serviceIds.deep,
        providerUid: uid(providerOf('deep')),
        stars: 5,
        text: expect.stringContaining('spotless') as string,
        reviewerName: 'Farhana',
        createdAt: expect.any(String) as string,
        updatedAt: expect.any(String) as string,
        reply: {
          text: expect.stringContaining('Thank you') as string,
          createdAt: expect.any(String) as string,
        },
      },
    ]);
  });

  it("names no reviewer's account in any review it answers, stored or listed", async () => {
    const customers = ['farhana', 'tanvir'].map(uid);
    const stored = await adminDb().collection('reviews').get();
    expect(stored.size).toBeGreaterThan(0);
    for (const review of stored.docs) {
      expect(review.data()).not.toHaveProperty('customerUid');
    }
    for (const serviceId of Object.values(seeded.serviceIds)) {
      const result = await callApi<Review[]>(`/reviews?serviceId=${serviceId}&limit=50`);
      for (const customer of customers) expect(result.text).not.toContain(customer);
    }
  });

  it("lists a provider's reviews", async () => {
    const provider = providerOf('sofa');
    const result = await callApi<Review[]>(`/reviews?providerUid=${uid(provider)}`);
    expect(result.status).toBe(200);
    expect(result.json.length).toBeGreaterThan(0);
    expect(result.json.every((review) => review.providerUid === uid(provider))).toBe(true);
  });

  it('pages 10 at a time, newest first, with X-Next-Cursor', async () => {
    const batch = adminDb().batch();
    for (let i = 0; i < 12; i += 1) {
      const at = Timestamp.fromMillis(Date.UTC(2026, 0, 1) + i * 60_000);
      batch.set(
        adminDb()
          .collection('reviews')
          .doc(`paged-${String(i).padStart(2, '0')}`),
        {
          providerUid: 'paged-provider',
          serviceId: 'paged-service',
          stars: 3,
          text: `Review ${i}`,
          reviewerName: 'Someone',
          createdAt: at,
          updatedAt: at,
          reply: null,
        },
      );
    }
    await batch.commit();
    const first = await callApi<Review[]>('/reviews?serviceId=paged-service');
    expect(first.json.map((r) => r._id)).toEqual(
      Array.from({ length: 10 }, (_, i) => `paged-${String(11 - i).padStart(2, '0')}`),
    );
    const cursor = first.headers.get('x-next-cursor') ?? '';
    expect(cursor).not.toBe('');
    const second = await callApi<Review[]>(`/reviews?serviceId=paged-service&cursor=${cursor}`);
    expect(second.json.map((r) => r._id)).toEqual(['paged-01', 'paged-00']);
    expect(second.headers.get('x-next-cursor')).toBeNull();
  });

  it.each([
    ['', 'Give exactly one of the query parameters serviceId and providerUid'],
    [
      '?serviceId=a&providerUid=b',
      'Give exactly one of the query parameters serviceId and providerUid',
    ],
    ['?serviceId=a&limit=0', 'limit must be a whole number from 1 to 50'],
    ['?serviceId=a&limit=2.5', 'limit must be a whole number from 1 to 50'],
    ['?serviceId=a&cursor=!!', 'cursor is not valid'],
    ['?serviceId=a&cursor=WzEsMl0', 'cursor is not valid'],
    // An id no document can have answers [] at once, but not before the cursor is read.
    ['?serviceId=%01&cursor=%C3%BB', 'cursor is not valid'],
    ['?providerUid=a%2Fb&cursor=WzEsMl0', 'cursor is not valid'],
    ['?serviceId=a&sort=stars', 'Unknown query parameter: sort'],
  ])('refuses %s with 400 {error}', async (query, error) => {
    const result = await callApi(`/reviews${query}`);
    expect(result.status).toBe(400);
    expect(result.json).toMatchObject({ error });
  });
});

describe('POST /reviews', () => {
  let bookingId = '';

  beforeAll(async () => {
    bookingId = await bookingOf('tank', uid('farhana'), 'Completed');
  });

  it('lets the customer of a Completed booking rate it, moving both ratings once', async () => {
    const service = `services/${seeded.serviceIds.tank}`;
    const provider = `providers/${uid(providerOf('tank'))}`;
    const before = await Promise.all([ratingOf(service), ratingOf(provider)]);
    const result = await post(
      '/reviews',
      { bookingId, stars: 4, text: ' Clean tank. ' },
      'farhana',
    );
    expect(result.status).toBe(201);
    expect(result.json).toEqual({ acknowledged: true, insertedId: bookingId });
    const stored = (await adminDb().doc(`reviews/${bookingId}`).get()).data();
    // Exactly what the review card shows: the author is the booking's customer, not named here.
    expect(stored).toEqual({
      serviceId: seeded.serviceIds.tank,
      providerUid: uid(providerOf('tank')),
      stars: 4,
      text: 'Clean tank.',
      reviewerName: 'Farhana',
      reply: null,
      createdAt: expect.any(Timestamp) as Timestamp,
      updatedAt: expect.any(Timestamp) as Timestamp,
    });
    const listed = await callApi<Review[]>(`/reviews?serviceId=${seeded.serviceIds.tank}`);
    expect(listed.text).not.toContain(uid('farhana'));
    expect(listed.json.map((review) => review._id)).toContain(bookingId);
    const after = await Promise.all([ratingOf(service), ratingOf(provider)]);
    after.forEach((rating, i) => {
      expect(rating.count).toBe((before[i]?.count ?? 0) + 1);
      expect(rating.sum).toBe((before[i]?.sum ?? 0) + 4);
    });
    const polled = await callApi<{ _id: string; rating: unknown }[]>(
      `/serviceRatings?ids=${seeded.serviceIds.tank},unknown-id`,
    );
    expect(polled.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=300');
    expect(polled.json).toEqual([
      {
        _id: seeded.serviceIds.tank,
        rating: { count: after[0]?.count, average: expect.any(Number) as number },
      },
    ]);
  });

  it("signs the review with the first word of the booking's name, white space before it skipped", async () => {
    // The booking's name, not the account's: the rules check it against the same field.
    const spaced = await bookingOf('tank', uid('farhana'), 'Completed', '\u00a0 Rahima  Begum');
    const result = await post('/reviews', { bookingId: spaced, stars: 5 }, 'farhana');
    expect(result.status).toBe(201);
    const stored = (await adminDb().doc(`reviews/${spaced}`).get()).data();
    expect(stored?.reviewerName).toBe('Rahima');
  });

  it('answers a repeat of the same review (a retry) with its first result, writing nothing', async () => {
    const before = await fingerprint();
    const repeats = await Promise.all(
      Array.from({ length: 10 }, () =>
        post('/reviews', { bookingId, stars: 4, text: 'Clean tank.' }, 'farhana'),
      ),
    );
    expect(repeats.map((r) => r.status)).toEqual(Array(10).fill(201));
    expect(repeats.map((r) => r.json)).toEqual(
      Array(10).fill({ acknowledged: true, insertedId: bookingId }),
    );
    expect(await fingerprint()).toEqual(before);
  });

  it('refuses a second review of the same booking (409) and writes nothing', async () => {
    const before = await fingerprint();
    const result = await post('/reviews', { bookingId, stars: 1 }, 'farhana');
    expect(result.status).toBe(409);
    expect(result.json).toMatchObject({ error: 'This booking is already reviewed' });
    expect(await fingerprint()).toEqual(before);
  });
});

describe('bad reviews: each 4xx with {error}, and nothing written', () => {
  let completed = '';
  let working = '';

  beforeAll(async () => {
    completed = await bookingOf('wiring', uid('farhana'), 'Completed');
    working = await bookingOf('wiring', uid('farhana'), 'Working');
  });

  const cases: [string, () => unknown, string | undefined, number, string][] = [
    [
      'stars 0',
      () => ({ bookingId: completed, stars: 0 }),
      'farhana',
      400,
      'stars must be a whole number from 1 to 5',
    ],
    [
      'stars 6',
      () => ({ bookingId: completed, stars: 6 }),
      'farhana',
      400,
      'stars must be a whole number from 1 to 5',
    ],
    [
      'stars 2.5',
      () => ({ bookingId: completed, stars: 2.5 }),
      'farhana',
      400,
      'stars must be a whole number from 1 to 5',
    ],
    [
      'stars "4"',
      () => ({ bookingId: completed, stars: '4' }),
      'farhana',
      400,
      'stars must be a number',
    ],
    ['no stars', () => ({ bookingId: completed }), 'farhana', 400, 'stars is required'],
    [
      'text too long',
      () => ({ bookingId: completed, stars: 5, text: 'x'.repeat(1001) }),
      'farhana',
      400,
      'text must be at most 1000 characters',
    ],
    [
      'an unknown field',
      () => ({ bookingId: completed, stars: 5, verified: true }),
      'farhana',
      400,
      'Unknown field: verified',
    ],
    [
      'a reviewer name of its own',
      () => ({ bookingId: completed, stars: 5, reviewerName: 'Admin' }),
      'farhana',
      400,
      'Unknown field: reviewerName',
    ],
    [
      "someone else's booking",
      () => ({ bookingId: completed, stars: 5 }),
      'tanvir',
      403,
      'Only the customer of a booking can review it',
    ],
    [
      "the provider's own booking",
      () => ({ bookingId: completed, stars: 5 }),
      providerOf('wiring'),
      403,
      'Only the customer of a booking can review it',
    ],
    [
      'a Working booking',
      () => ({ bookingId: working, stars: 5 }),
      'farhana',
      409,
      'A booking can be reviewed once it is Completed',
    ],
    [
      'a booking that does not exist',
      () => ({ bookingId: 'no-such-booking', stars: 5 }),
      'farhana',
      404,
      'Booking not found',
    ],
    [
      'a booking id that is a path',
      () => ({ bookingId: 'a/b', stars: 5 }),
      'farhana',
      404,
      'Booking not found',
    ],
  ];

  it.each(cases)('%s', async (_, body, as, status, error) => {
    const before = await fingerprint();
    const result = await post('/reviews', body(), as);
    expect(result.status).toBe(status);
    expect(result.json).toMatchObject({ error });
    expect(await fingerprint()).toEqual(before);
  });

  it('a visitor: 401', async () => {
    const before = await fingerprint();
    const result = await post('/reviews', { bookingId: completed, stars: 5 });
    expect(result.status).toBe(401);
    expect(result.json).toHaveProperty('error');
    expect(await fingerprint()).toEqual(before);
  });
});

describe('PATCH /reviews/{id} and POST /reviews/{id}/reply', () => {
  let reviewId = '';

  beforeAll(async () => {
    reviewId = await bookingOf('fan', uid('tanvir'), 'Completed', 'Tanvir Ahmed');
    const result = await post('/reviews', { bookingId: reviewId, stars: 2 }, 'tanvir');
    expect(result.status).toBe(201);
  });

  const patch = (id: string, body: unknown, as: string) =>
    callApi(`/reviews/${id}`, { method: 'PATCH', body, token: token(as) });

  it('lets the author change the stars and text, moving the sums by the difference', async () => {
    const service = `services/${seeded.serviceIds.fan}`;
    const before = await ratingOf(service);
    const result = await patch(
      reviewId,
      { stars: 5, text: 'Better after a second visit.' },
      'tanvir',
    );
    expect(result.status).toBe(200);
    expect(await ratingOf(service)).toEqual({ count: before.count, sum: before.sum + 3 });
    expect((await adminDb().doc(`reviews/${reviewId}`).get()).get('text')).toBe(
      'Better after a second visit.',
    );
  });

  it.each([
    ['someone else', () => ({ stars: 1 }), 'farhana', 403, 'Only its author can edit a review'],
    ['stars 6', () => ({ stars: 6 }), 'tanvir', 400, 'stars must be a whole number from 1 to 5'],
    [
      'a field that cannot change',
      () => ({ stars: 4, serviceId: 'x' }),
      'tanvir',
      400,
      'Unknown field: serviceId',
    ],
  ])('refuses an edit by %s', async (_, body, as, status, error) => {
    const before = await fingerprint();
    const result = await patch(reviewId, body(), as);
    expect(result.status).toBe(status);
    expect(result.json).toMatchObject({ error });
    expect(await fingerprint()).toEqual(before);
  });

  it('refuses an edit 14 days after the review was written (409)', async () => {
    const old = await bookingOf('fan', uid('farhana'), 'Completed');
    expect((await post('/reviews', { bookingId: old, stars: 3 }, 'farhana')).status).toBe(201);
    await adminDb()
      .doc(`reviews/${old}`)
      .update({ createdAt: Timestamp.fromMillis(Date.now() - 15 * 86_400_000) });
    const before = await fingerprint();
    const result = await patch(old, { stars: 5 }, 'farhana');
    expect(result.status).toBe(409);
    expect(result.json).toMatchObject({
      error: 'A review can be edited for 14 days after it is written',
    });
    expect(await fingerprint()).toEqual(before);
  });

  it('answers 404 for a review that does not exist', async () => {
    const result = await patch('no-such-review', { stars: 5 }, 'tanvir');
    expect(result.status).toBe(404);
    expect(result.json).toMatchObject({ error: 'Review not found' });
  });

  it('lets the provider reply once', async () => {
    const provider = providerOf('fan');
    const reply = (as: string, text: unknown) => post(`/reviews/${reviewId}/reply`, { text }, as);
    const before = await fingerprint();
    for (const [as, text, status, error] of [
      ['tanvir', 'Me too', 403, 'Only the provider of the service can reply'],
      [provider, ' ', 400, 'text is required'],
      [provider, 'x'.repeat(1001), 400, 'text must be at most 1000 characters'],
    ] as const) {
      const result = await reply(as, text);
      expect(result.status).toBe(status);
      expect(result.json).toMatchObject({ error });
    }
    expect(await fingerprint()).toEqual(before);
    expect((await reply(provider, 'Glad it works now.')).status).toBe(200);
    const listed = await callApi<Review[]>(`/reviews?serviceId=${seeded.serviceIds.fan}`);
    expect(listed.json.find((r) => r._id === reviewId)?.reply?.text).toBe('Glad it works now.');
    const again = await reply(provider, 'Once more');
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ error: 'This review already has a reply' });
  });
});

describe('GET /providers/{uid}', () => {
  it("answers the provider's page: name, photo, member since, completed jobs, rating, services", async () => {
    const provider = providerOf('deep');
    const result = await callApi<ProviderPageAnswer>(`/providers/${uid(provider)}`);
    expect(result.status).toBe(200);
    const completed = await adminDb()
      .collection('bookings')
      .where('providerUid', '==', uid(provider))
      .where('serviceStatus', 'in', ['Completed', 'Paid'])
      .count()
      .get();
    const rating = await ratingOf(`providers/${uid(provider)}`);
    expect(result.json.provider).toMatchObject({
      uid: uid(provider),
      completedJobs: completed.data().count,
      rating: { count: rating.count, average: Math.round((rating.sum / rating.count) * 10) / 10 },
    });
    expect(result.json.provider.name).not.toBe('');
    expect(Date.parse(result.json.provider.memberSince)).toBeLessThanOrEqual(Date.now());
    const theirs = SEED_SERVICES.filter((s) => s.provider === provider).map(
      (s) => seeded.serviceIds[s.key],
    );
    expect(result.json.services.map((s) => s._id).sort()).toEqual(theirs.sort());
    expect(result.json.nextServicesCursor).toBeNull();
  });

  it('counts a Paid job as a completed one (Paid follows Completed)', async () => {
    const provider = uid(providerOf('deep'));
    await bookingOf('deep', uid('farhana'), 'Paid');
    const countOf = async (status: string) =>
      (
        await adminDb()
          .collection('bookings')
          .where('providerUid', '==', provider)
          .where('serviceStatus', '==', status)
          .count()
          .get()
      ).data().count;
    const [completed, paid] = await Promise.all([countOf('Completed'), countOf('Paid')]);
    expect(paid).toBeGreaterThan(0);
    const page = await callApi<ProviderPageAnswer>(`/providers/${provider}`);
    expect(page.json.provider.completedJobs).toBe(completed + paid);
  });

  it('carries the first page of their reviews, and a public cache lifetime for the whole page', async () => {
    // Their deep clean has the seed's review.
    const provider = uid(providerOf('deep'));
    const [page, reviews] = await Promise.all([
      callApi<ProviderPageAnswer>(`/providers/${provider}`),
      callApi<Review[]>(`/reviews?providerUid=${provider}&limit=5`),
    ]);
    expect(reviews.json.length).toBeGreaterThan(0);
    expect(page.json.reviews).toEqual(reviews.json);
    expect(page.json.nextReviewsCursor).toBe(reviews.headers.get('x-next-cursor'));
    for (const result of [page, reviews]) {
      expect(result.headers.get('cache-control')).toMatch(/^public, max-age=[1-9]\d*/);
    }
  });

  it('pages a provider with many services, 6 at a time, newest first, each once', async () => {
    const account = await signUp('many-services@meramot.test', 'Many-pass1');
    const fields = SEED_SERVICES[0]?.fields;
    if (!fields) throw new Error('the seed has no service');
    const profile = providerProfileOf({
      uid: account.uid,
      displayName: 'Many Services',
      email: 'many-services@meramot.test',
      photoURL: null,
    });
    const listed = await Promise.all(
      Array.from({ length: 23 }, (_, i) => {
        const at = Timestamp.fromMillis(Date.now() - (i + 1) * 60_000);
        return adminDb()
          .collection('services')
          .add({
            ...indexedServiceListingOf(account.uid, profile, fields),
            createdAt: at,
            updatedAt: at,
          });
      }),
    );
    try {
      const first = await callApi<ProviderPageAnswer>(`/providers/${account.uid}`);
      expect(first.json.services).toHaveLength(6);
      // Six services, one more to know there is a next page, the first listing and the rating
      // (the completed jobs' count apart): not every service of theirs.
      expect(first.headers.get('server-timing')).toMatch(/desc="9 reads", count;/);
      const seen = first.json.services.map((s) => s._id);
      let cursor = first.json.nextServicesCursor;
      while (cursor) {
        const more = await callApi<PublicService[]>(
          `/providers/${account.uid}/services?cursor=${cursor}`,
        );
        expect(more.headers.get('cache-control')).toMatch(/^public, max-age=[1-9]/);
        seen.push(...more.json.map((s) => s._id));
        cursor = more.headers.get('x-next-cursor');
      }
      expect(seen).toEqual(listed.map((ref) => ref.id));
    } finally {
      await Promise.all(listed.map((ref) => ref.delete()));
    }
  });

  it("answers a customer's uid exactly as a uid nobody has: 404, nothing about the account", async () => {
    const nobody = await callApi('/providers/nobody-at-all');
    const customer = await callApi(`/providers/${uid('farhana')}`);
    for (const result of [nobody, customer]) {
      expect(result.status).toBe(404);
      expect(result.json).toEqual(refusedBody('providerNotFound'));
    }
    expect(customer.text).toBe(nobody.text);
    expect(customer.headers.get('cache-control')).toBe(nobody.headers.get('cache-control'));
  });

  it("never shows an e-mail for a provider without a name, nor their account's age", async () => {
    const email = 'no-name-provider@meramot.test';
    const account = await signUp(email, 'NoName-pass1');
    const fields = SEED_SERVICES[0]?.fields;
    if (!fields) throw new Error('the seed has no service');
    const listedAt = Timestamp.fromMillis(Date.now() - 3 * 24 * 3600 * 1000);
    // What the web door writes for an account without a display name.
    const listing = await adminDb()
      .collection('services')
      .add({
        ...indexedServiceListingOf(
          account.uid,
          providerProfileOf({ uid: account.uid, displayName: null, email, photoURL: null }),
          fields,
        ),
        createdAt: listedAt,
        updatedAt: listedAt,
      });
    try {
      const result = await callApi<{ provider: ProviderPage }>(`/providers/${account.uid}`);
      expect(result.status).toBe(200);
      expect(result.json.provider.name).toBe('');
      expect(JSON.stringify(result.json.provider)).not.toContain('@');
      expect(result.json.provider.memberSince).toBe(listedAt.toDate().toISOString());
    } finally {
      await listing.delete();
    }
  });
});

describe('GET /publicServices?sort=rating', () => {
  it('lists the best average first, then the most reviewed, unrated last', async () => {
    const result = await callApi<PublicService[]>('/publicServices?sort=rating&limit=100');
    expect(result.status).toBe(200);
    const ratings = result.json.map((s) => [s.rating.average ?? 0, s.rating.count]);
    const sorted = [...ratings].sort(
      (a, b) => (b[0] ?? 0) - (a[0] ?? 0) || (b[1] ?? 0) - (a[1] ?? 0),
    );
    expect(ratings).toEqual(sorted);
    expect(result.json[0]?.rating.count).toBeGreaterThan(0);
  });
});

describe('50 customers rate one service at once (a 503 retried once)', () => {
  it('all get through, leaving count 50 and the exact sum (20 requests in flight)', async () => {
    const serviceKey = 'paint';
    const service = `services/${seeded.serviceIds[serviceKey]}`;
    const provider = `providers/${uid(providerOf(serviceKey))}`;
    const customers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        signUp(`rater${i}@meramot.test`, 'Rater-pass1', `Rater ${i}`),
      ),
    );
    const bookings = await Promise.all(
      customers.map((c, i) => bookingOf(serviceKey, c.uid, 'Completed', `Rater ${i}`)),
    );
    const before = await Promise.all([ratingOf(service), ratingOf(provider)]);
    const stars = customers.map((_, i) => (i % 5) + 1);
    // Each retries a 503 once, as clients do: the exact sums below also prove that a repeated
    // review counts once.
    const rate = (i: number) =>
      callApiRetrying('/reviews', {
        method: 'POST',
        token: customers[i]?.idToken,
        body: { bookingId: bookings[i], stars: stars[i] },
      });
    // About 20 at once (inPool: one new emulator worker at a time).
    const statuses = (
      await inPool(
        customers.map((_, i) => () => rate(i)),
        20,
      )
    ).map((result) => result.status);
    expect(statuses).toEqual(Array(50).fill(201));
    const total = stars.reduce((a, b) => a + b, 0);
    const after = await Promise.all([ratingOf(service), ratingOf(provider)]);
    after.forEach((rating, i) => {
      expect(rating).toEqual({
        count: (before[i]?.count ?? 0) + 50,
        sum: (before[i]?.sum ?? 0) + total,
      });
    });
  }, 240_000);
});
