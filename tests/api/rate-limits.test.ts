/**
 * Rate limits per account and per visitor (issue 39; domain/src/rate-limits.ts): past a limit a
 * create answers 429 with Retry-After and its refusal code and writes nothing, and a visitor's
 * searches keep at most RATE_LIMITS.searchRanking rankings. Visitors are told apart by the
 * address the platform forwards (X-Forwarded-For's last entry): each test has its own.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '@meramot/domain/rate-limits';
import { callApi } from '../../harness/api-client';
import type { ApiResult } from '../../harness/api-client';
import { adminDb, fingerprint } from '../../harness/firestore-admin';
import { refusedBody } from '../support/refusals';
import { seedAndSignIn } from '../support/seeded';
import type { Seeded } from '../support/seeded';

let seeded: Seeded;

beforeAll(async () => {
  seeded = await seedAndSignIn();
});

const token = (key: string) => seeded.users[key]?.idToken ?? '';

/** A 429 as the limits answer it: the code, an hour's minutes at most, and Retry-After. */
function expectRateLimited(result: ApiResult): void {
  expect(result.status, result.text).toBe(429);
  const retryAfter = Number(result.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(3600);
  expect(result.json).toEqual(refusedBody('rateLimited', { minutes: Math.ceil(retryAfter / 60) }));
}

describe('POST /appointment: per visitor and per account', () => {
  const letter = (message: string) => ({
    name: 'Sadia Rahman',
    email: 'sadia@example.com',
    phone: '+8801911000003',
    date: '2026-12-24',
    message,
  });
  const send = (message: string, visitor: string, as?: string) =>
    callApi('/appointment', {
      method: 'POST',
      body: letter(message),
      headers: { 'X-Forwarded-For': visitor },
      ...(as ? { token: token(as) } : {}),
    });
  const saying = async (message: string) =>
    (await adminDb().collection('appointments').where('message', '==', message).get()).size;

  it('records a visitor’s first requests up to the limit; the rest of 15 in a row are 429, unwritten', async () => {
    const message = 'Fifteen in a row from one visitor.';
    const results: ApiResult[] = [];
    for (let i = 0; i < 15; i++) results.push(await send(message, '203.0.113.15'));
    expect(results.slice(0, RATE_LIMITS.appointment).map((r) => r.status)).toEqual(
      Array(RATE_LIMITS.appointment).fill(200),
    );
    for (const refused of results.slice(RATE_LIMITS.appointment)) expectRateLimited(refused);
    expect(await saying(message)).toBe(RATE_LIMITS.appointment);

    // Another visitor is not held back by the first; a refused one stays refused, writing nothing.
    expect((await send('Another visitor.', '203.0.113.16')).status).toBe(200);
    const before = await fingerprint();
    expectRateLimited(await send('Once more.', '203.0.113.15'));
    expect(await fingerprint()).toEqual(before);
  });

  it('counts a signed-in sender by account, wherever they send from', async () => {
    const message = 'One account from many addresses.';
    for (let i = 0; i < RATE_LIMITS.appointment; i++) {
      expect((await send(message, `198.51.100.${i}`, 'farhana')).status).toBe(200);
    }
    const before = await fingerprint();
    expectRateLimited(await send(message, '198.51.100.99', 'farhana'));
    expect(await fingerprint()).toEqual(before);
    expect(await saying(message)).toBe(RATE_LIMITS.appointment);
  });
});

describe('POST /addService: per account', () => {
  const listing = (serviceName: string) => ({
    provider: {
      name: 'Karim Hossain',
      email: 'karim@meramot.test',
      photoURL: '/images/avatars/provider-3.svg',
      service: {
        serviceImgURL: 'https://i.ibb.co/x/geyser.jpg',
        serviceName,
        serviceArea: 'Mirpur, Dhaka',
        servicePrice: 900,
        description: 'A listing of a provider who lists without a cap.',
        category: 'appliance-repair',
        district: 'dhaka',
      },
    },
  });

  it('lists up to the limit in a window; the next is 429 and lists nothing', async () => {
    const karim = seeded.uids.karim ?? '';
    const count = async () =>
      (
        await adminDb().collection('services').where('providerUid', '==', karim).count().get()
      ).data().count;
    const start = await count();
    for (let i = 0; i < RATE_LIMITS.service; i++) {
      const result = await callApi('/addService', {
        method: 'POST',
        token: token('karim'),
        body: listing(`Capped Listing ${i + 1}`),
      });
      expect(result.status, result.text).toBe(200);
    }
    const before = await fingerprint();
    expectRateLimited(
      await callApi('/addService', {
        method: 'POST',
        token: token('karim'),
        body: listing('One Listing Too Many'),
      }),
    );
    expect(await fingerprint()).toEqual(before);
    expect(await count()).toBe(start + RATE_LIMITS.service);
  });
});

describe('GET /publicServices?search=: the rankings a visitor leaves stored', () => {
  it('keeps at most RATE_LIMITS.searchRanking of more distinct searches, and still answers each', async () => {
    // Words of three or more seed listings, in every order and filtered or not: each search has
    // a next page, and most keep a ranking of their own.
    const words = ['dhaka', 'safe', 'furniture', 'repair', 'cleaning', 'deep', 'maid'];
    const more = ['fitting', 'switch', 'painting', 'polish'];
    const sorts = ['newest', 'price-asc', 'price-desc', 'rating'];
    const filters = ['', '&minPrice=1'];
    const searches = [...words, ...more].flatMap((word) =>
      sorts.flatMap((sort) => filters.map((filter) => `search=${word}&sort=${sort}${filter}`)),
    );
    expect(searches.length).toBeGreaterThan(RATE_LIMITS.searchRanking);
    const rankings = async () => (await adminDb().collection('searchRankings').get()).size;
    const start = await rankings();
    for (const search of searches) {
      const result = await callApi(`/publicServices?${search}&limit=1`, {
        headers: { 'X-Forwarded-For': '192.0.2.10' },
      });
      expect(result.status, result.text).toBe(200);
      // Each has a next page: without a kept ranking its cursor reads again.
      expect(result.headers.get('x-next-cursor')).toMatch(/^[A-Za-z0-9_-]+$/);
    }
    expect(await rankings()).toBe(start + RATE_LIMITS.searchRanking);
  });
});
