/**
 * The catalogue over HTTP: GET /publicServices with filters, sort, pages and bounded search,
 * its headers, its 400s; category and district on Add and Update Service, and what a client
 * older than them gets.
 */
import { Timestamp } from 'firebase-admin/firestore';
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMPATIBILITY_LIST_LIMIT,
  COUNT_LIMIT,
  SEARCH_CANDIDATES,
} from '@meramot/domain/catalogue';
import { CATEGORY_IDS } from '@meramot/domain/categories';
import type { CategoryId } from '@meramot/domain/categories';
import type { Service, ServiceFields } from '@meramot/domain/entities';
import { matchService, searchServices } from '@meramot/domain/search';
import { indexedServiceListingOf } from '@meramot/domain/service';
import { generateServices, seedGeneratedServices } from '../../harness/generated-services';
import { SEED_SERVICES } from '../../harness/seed-data';
import { callApi } from '../../harness/api-client';
import type { ApiResult } from '../../harness/api-client';
import { adminDb, countDocuments, fingerprint } from '../../harness/firestore-admin';
import { seedAndSignIn } from '../support/seeded';
import type { Seeded } from '../support/seeded';
import { refusedBody } from '../support/refusals';

let seeded: Seeded;

beforeAll(async () => {
  seeded = await seedAndSignIn();
});

const token = (key: string) => seeded.users[key]?.idToken ?? '';
const ids = (services: Service[]) => services.map((s) => s._id);
// The documents read, then the index entries each count() matched (billed apart).
const SERVER_TIMING = /^firestore;dur=\d+(\.\d+)?;desc="(\d+) reads"(, count;desc="\d+ entries")*$/;

const readsOf = (result: ApiResult) =>
  Number(SERVER_TIMING.exec(result.headers.get('server-timing') ?? '')?.[2] ?? NaN);

async function list(query: string): Promise<ApiResult<Service[]>> {
  const result = await callApi<Service[]>(`/publicServices?${query}`);
  expect(result.status, `${query}: ${result.text}`).toBe(200);
  return result;
}

/** Every page of a query, following X-Next-Cursor (at most `maxPages`). */
/** The same position as `cursor` without what the page before kept: the search reads again. */
function withoutKept(cursor: string): string {
  const [end] = (JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { v: number[] })
    .v;
  return Buffer.from(JSON.stringify({ k: 'search', v: [end] })).toString('base64url');
}

async function allPages(query: string, maxPages = 30): Promise<{ pages: Service[][] }> {
  const pages: Service[][] = [];
  let cursor: string | null = null;
  do {
    const result = await list(
      cursor === null ? query : `${query}&cursor=${encodeURIComponent(cursor)}`,
    );
    pages.push(result.json);
    cursor = result.headers.get('x-next-cursor');
  } while (cursor !== null && pages.length < maxPages);
  expect(cursor, 'the last page has no cursor').toBeNull();
  return { pages };
}

interface Stored {
  id: string;
  createdAt: Timestamp;
  service: ServiceFields;
}

async function storedServices(): Promise<Stored[]> {
  const snapshot = await adminDb().collection('services').get();
  return snapshot.docs.map((d: QueryDocumentSnapshot) => ({
    id: d.id,
    createdAt: d.get('createdAt') as Timestamp,
    service: d.get('service') as ServiceFields,
  }));
}

const byId = (a: Stored, b: Stored) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const newestFirst = (a: Stored, b: Stored) =>
  b.createdAt.toMillis() - a.createdAt.toMillis() || byId(b, a);
const cheapestFirst = (a: Stored, b: Stored) =>
  a.service.servicePrice - b.service.servicePrice || byId(a, b);
const dearestFirst = (a: Stored, b: Stored) =>
  b.service.servicePrice - a.service.servicePrice || byId(b, a);

describe('GET /publicServices: the listing', () => {
  it('answers a page with its cursor, the documents read and a public cache', async () => {
    const result = await list('limit=5');
    expect(result.json).toHaveLength(5);
    expect(result.headers.get('x-next-cursor')).toMatch(/^[A-Za-z0-9_-]+$/);
    // A list shorter than a page (Home's six cards) shows no total, so nothing counts it.
    expect(result.headers.get('x-total-count')).toBeNull();
    // One more than the page, to know whether there is a next one.
    expect(result.headers.get('server-timing')).toMatch(SERVER_TIMING);
    expect(readsOf(result)).toBe(6);
    expect(result.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=300');
    for (const service of result.json) {
      // The spec's two fields, whose it is (the provider page's uid) and its rating.
      expect(Object.keys(service).sort()).toEqual(['_id', 'provider', 'providerUid', 'rating']);
      expect(Object.keys(service.provider.service).sort()).toEqual(
        [
          'category',
          'description',
          'district',
          'serviceArea',
          'serviceImgURL',
          'serviceName',
          'servicePrice',
        ].sort(),
      );
    }
    expect(result.text).not.toContain('searchTerms');
  });

  it('answers 24 by default, and the whole list without parameters, cacheable too', async () => {
    const stored = (await storedServices()).sort(newestFirst);
    const all = await list('');
    expect(ids(all.json)).toEqual(stored.map((s) => s.id));
    expect(all.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=300');
    expect(all.headers.get('x-next-cursor')).toBeNull();
    const paged = await list('limit=24');
    expect(ids(paged.json)).toEqual(stored.slice(0, 24).map((s) => s.id));
  });

  it('sends empty and default-valued parameters to the one URL of their query', async () => {
    const REDIRECTS: [string, string][] = [
      ['search=', 'publicServices'],
      ['search=&category=&sort=', 'publicServices'],
      ['sort=newest', 'publicServices?limit=24'],
      ['category=plumbing&sort=newest&limit=24', 'publicServices?category=plumbing'],
      ['limit=6&category=plumbing', 'publicServices?category=plumbing&limit=6'],
      ['search=%20pipe%20&minPrice=', 'publicServices?search=pipe'],
    ];
    for (const [query, location] of REDIRECTS) {
      const result = await callApi(`/publicServices?${query}`, { redirect: 'manual' });
      expect(result.status, query).toBe(301);
      expect(result.headers.get('location'), query).toBe(location);
      expect(result.headers.get('cache-control'), query).toBe('public, max-age=60, s-maxage=300');
    }
    // A canonical URL answers at once.
    const canonical = await callApi('/publicServices?category=plumbing', { redirect: 'manual' });
    expect(canonical.status).toBe(200);
  });

  const orders: [string, (a: Stored, b: Stored) => number][] = [
    ['sort=newest', newestFirst],
    ['sort=price-asc', cheapestFirst],
    ['sort=price-desc', dearestFirst],
  ];
  for (const [sort, order] of orders) {
    it(`pages through every service exactly once (${sort}, 4 a page)`, async () => {
      const expected = (await storedServices()).sort(order).map((s) => s.id);
      const { pages } = await allPages(`${sort}&limit=4`);
      expect(pages.map((page) => page.length)).toEqual([4, 4, 4, 3]);
      expect(pages.flat().map((s) => s._id)).toEqual(expected);
    });
  }

  it('filters by category, district and price range (inclusive), and counts the same', async () => {
    const stored = await storedServices();
    const cases: [string, (s: ServiceFields) => boolean][] = [
      ['category=deep-cleaning', (s) => s.category === 'deep-cleaning'],
      ['district=dhaka', (s) => s.district === 'dhaka'],
      [
        'category=painting&district=dhaka',
        (s) => s.category === 'painting' && s.district === 'dhaka',
      ],
      ['minPrice=1500&maxPrice=3000', (s) => s.servicePrice >= 1500 && s.servicePrice <= 3000],
      ['maxPrice=1200', (s) => s.servicePrice <= 1200],
      [
        'category=deep-cleaning&district=dhaka&minPrice=2000',
        (s) => s.category === 'deep-cleaning' && s.district === 'dhaka' && s.servicePrice >= 2000,
      ],
      ['district=sherpur', () => false],
    ];
    for (const [query, keep] of cases) {
      const expected = stored.filter((s) => keep(s.service)).sort(newestFirst);
      const result = await list(query);
      expect(ids(result.json), query).toEqual(expected.map((s) => s.id));
      expect(result.headers.get('x-total-count'), query).toBe(String(expected.length));
    }
  });

  it('pages a filtered, price-ranged list in every sort', async () => {
    const stored = await storedServices();
    const inRange = stored.filter(
      (s) => s.service.district === 'dhaka' && s.service.servicePrice >= 800,
    );
    for (const [sort, order] of orders) {
      const { pages } = await allPages(`district=dhaka&minPrice=800&${sort}&limit=2`);
      expect(
        pages.flat().map((s) => s._id),
        sort,
      ).toEqual([...inRange].sort(order).map((s) => s.id));
    }
  });
});

describe('GET /publicServices: search', () => {
  it('finds a category by its everyday words, in English and Bangla', async () => {
    const categoryOf = (key: string) => SEED_SERVICES.find((s) => s.key === key)?.fields.category;
    for (const [word, category] of [
      ['plumber', 'plumbing'],
      ['প্লাম্বার', 'plumbing'],
      ['electrician', 'electrical'],
      ['cleaner', 'deep-cleaning'],
      ['painter', 'painting'],
      ['termite', 'pest-control'],
      ['carpenter', 'carpentry'],
    ] as const) {
      const result = await list(`search=${encodeURIComponent(word)}`);
      const expected = Object.entries(seeded.serviceIds)
        .filter(([key]) => categoryOf(key) === category)
        .map(([, id]) => id);
      expect(ids(result.json).sort(), word).toEqual(expected.sort());
    }
  });

  it('agrees with ranking every service in memory, page by page', async () => {
    const all = (await list('')).json;
    for (const text of ['repair', 'repair cleaning', 'clean dhaka', 'pipe chattogram']) {
      const expected = ids(searchServices(text, all, { fieldsOf: (s) => s.provider.service }));
      const { pages } = await allPages(`search=${encodeURIComponent(text)}&limit=3`);
      expect(
        pages.flat().map((s) => s._id),
        text,
      ).toEqual(expected);
      const first = await list(`search=${encodeURIComponent(text)}&limit=3`);
      expect(first.headers.get('x-total-count'), text).toBe(String(expected.length));
      expect(first.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=300');
    }
  });

  it('combines with the filters, and sorts the hits by price when asked', async () => {
    const all = (await list('')).json;
    const hits = (text: string, keep: (s: ServiceFields) => boolean) =>
      searchServices(
        text,
        all.filter((s) => keep(s.provider.service)),
        { fieldsOf: (s) => s.provider.service },
      );
    expect(ids((await list('search=cleaning&category=deep-cleaning')).json)).toEqual(
      ids(hits('cleaning', (s) => s.category === 'deep-cleaning')),
    );
    expect(ids((await list('search=repair&district=dhaka&maxPrice=1500')).json)).toEqual(
      ids(hits('repair', (s) => s.district === 'dhaka' && s.servicePrice <= 1500)),
    );
    const cheapest = (await list('search=repair&sort=price-asc')).json;
    const prices = cheapest.map((s) => s.provider.service.servicePrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(ids(cheapest).sort()).toEqual(ids(hits('repair', () => true)).sort());
  });

  it('lists a search that only names a trade or a district as that filter, counted exactly', async () => {
    for (const [text, filter] of [
      ['dhaka', 'district=dhaka'],
      ['ঢাকা', 'district=dhaka'],
      ['plumber', 'category=plumbing'],
      ['Dhaka electrician', 'category=electrical&district=dhaka'],
    ] as const) {
      const searched = await list(`search=${encodeURIComponent(text)}`);
      const listed = await list(filter);
      expect(ids(searched.json), text).toEqual(ids(listed.json));
      expect(searched.headers.get('x-total-count'), text).toBe(listed.headers.get('x-total-count'));
      expect(readsOf(searched), text).toBe(readsOf(listed));
    }
  });

  it('reads no documents for text without a usable word', async () => {
    const result = await list('search=a');
    expect(result.json).toEqual([]);
    expect(readsOf(result)).toBe(0);
    expect(result.headers.get('x-total-count')).toBe('0');
  });
});

describe('GET /publicServices: reads bounded by the page, not the catalogue', () => {
  // Past the count's limit and the search budget, so both show what they cap.
  const EXTRA = Math.max(SEARCH_CANDIDATES, COUNT_LIMIT - SEED_SERVICES.length) + 60;
  let extraIds: string[] = [];

  beforeAll(async () => {
    // Older than the seed, so the seed's newest-first pages stay as they were.
    extraIds = await seedGeneratedServices(
      adminDb(),
      generateServices(EXTRA, Date.now() - 10 * 24 * 3600 * 1000),
    );
  });

  afterAll(async () => {
    const writer = adminDb().bulkWriter();
    for (const id of extraIds) void writer.delete(adminDb().doc(`services/${id}`));
    await writer.close();
  });

  it('a listing page reads limit + 1 documents, a last page fewer', async () => {
    expect(readsOf(await list('limit=24'))).toBe(25);
    expect(readsOf(await list('category=other&limit=100'))).toBeLessThanOrEqual(101);
  });

  it('counts a query once, with its first page; later pages keep that total', async () => {
    const first = await list('category=plumbing&limit=24');
    const plumbing = await adminDb()
      .collection('services')
      .where('service.category', '==', 'plumbing')
      .count()
      .get();
    expect(plumbing.data().count).toBeLessThan(COUNT_LIMIT);
    expect(first.headers.get('x-total-count')).toBe(String(plumbing.data().count));
    expect(first.headers.get('server-timing')).toMatch(
      new RegExp(`, count;desc="${plumbing.data().count} entries"$`),
    );
    const cursor = first.headers.get('x-next-cursor') ?? '';
    const second = await list(`category=plumbing&limit=24&cursor=${cursor}`);
    expect(second.json).toHaveLength(24);
    expect(second.headers.get('x-total-count')).toBeNull();
    expect(second.headers.get('server-timing')).not.toContain('count;');
    expect(readsOf(second)).toBe(25);
  });

  it(`stops counting at ${COUNT_LIMIT} entries (one billed read) and says "at least" past it`, async () => {
    expect(SEED_SERVICES.length + EXTRA).toBeGreaterThan(COUNT_LIMIT);
    const first = await list('limit=24');
    expect(first.headers.get('x-total-count')).toBeNull();
    expect(first.headers.get('x-total-count-at-least')).toBe(String(COUNT_LIMIT));
    expect(first.headers.get('server-timing')).toMatch(
      new RegExp(`, count;desc="${COUNT_LIMIT} entries"$`),
    );
  });

  it('a broad search reads about a page for every page, and says how many at least', async () => {
    // "and" is in nearly every generated description.
    const first = await list('search=and');
    // The page and one more, the tiers' probes, within the slack; the count one more read.
    expect(readsOf(first) + 1).toBeLessThanOrEqual(60);
    expect(first.json).toHaveLength(24);
    // More matches than the count counts: how many at least.
    expect(first.headers.get('x-total-count')).toBeNull();
    expect(Number(first.headers.get('x-total-count-at-least'))).toBe(COUNT_LIMIT);
    let cursor = first.headers.get('x-next-cursor');
    const seen = ids(first.json);
    for (let page = 2; page <= 4 && cursor !== null; page++) {
      const next = await list(`search=and&cursor=${encodeURIComponent(cursor)}`);
      expect(readsOf(next), `page ${page}`).toBeLessThanOrEqual(24 + 21);
      expect(next.json.length, `page ${page}`).toBeGreaterThan(0);
      seen.push(...ids(next.json));
      cursor = next.headers.get('x-next-cursor');
    }
    expect(seen.length).toBeGreaterThan(3 * 24);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('pages a broad search in relevance order through every hit once, best weight first', async () => {
    // "repair" is a word of names (8), of a trade's everyday words (6) and of descriptions (1).
    const { pages } = await allPages('search=repair&limit=100', 40);
    const seen = pages.flat();
    expect(new Set(ids(seen)).size).toBe(seen.length);
    const stored = await adminDb()
      .collection('services')
      .where('searchTerms', 'array-contains', 'repair')
      .count()
      .get();
    expect(seen.length).toBe(stored.data().count);
    const scores = seen.map((s) => matchService(['repair'], s.provider.service)?.score ?? 0);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(new Set(scores).size).toBeGreaterThan(1);
  });

  it('a broad search by price: next pages read its kept ranking and their own services, not the budget again', async () => {
    const sort = 'price-asc';
    const query = `search=and&sort=${sort}&limit=24`;
    const first = await list(query);
    expect(readsOf(first), sort).toBeGreaterThan(100);
    const cursor = first.headers.get('x-next-cursor') ?? '';
    const second = await list(`${query}&cursor=${cursor}`);
    // The ranking, then the page's 24 services by id.
    expect(readsOf(second), sort).toBe(1 + 24);
    expect(second.headers.get('x-next-cursor'), sort).not.toBeNull();
    // The same page as ranking the whole budget again gives (a cursor without its ranking).
    const reranked = await list(`${query}&cursor=${withoutKept(cursor)}`);
    expect(readsOf(reranked), sort).toBeGreaterThan(100);
    expect(ids(second.json), sort).toEqual(ids(reranked.json));
    // A ranking continues only the query it ranked.
    const other = await callApi(
      `/publicServices?search=the&sort=${sort}&limit=24&cursor=${cursor}`,
    );
    expect(other.status, sort).toBe(400);
  });

  it('pages a search naming a district as its listing: a page reads a page, not the search budget', async () => {
    const first = await list('search=dhaka');
    const total = Number(first.headers.get('x-total-count'));
    expect(total).toBeGreaterThan(48);
    expect(readsOf(first)).toBe(25);
    const second = await list(`search=dhaka&cursor=${first.headers.get('x-next-cursor') ?? ''}`);
    expect(readsOf(second)).toBe(25);
    expect(ids(second.json).some((id) => ids(first.json).includes(id))).toBe(false);
  });
});

describe('GET /publicServices: a narrow search reads its names first', () => {
  const written: string[] = [];
  const COUNT = 100;

  beforeAll(async () => {
    // Many services named for the word, newer than the seed's: the whole name and a longer word
    // alternate, so relevance is not the order they are read in.
    const batch = adminDb().batch();
    for (let i = 0; i < COUNT; i++) {
      const ref = adminDb().collection('services').doc();
      const at = Timestamp.fromMillis(Date.now() - 3600 * 1000 + i * 1000);
      const fields: ServiceFields = {
        serviceImgURL: '/images/services/electrical.svg',
        serviceName: i % 2 === 0 ? `Geyser Repair ${i}` : `Geysers Fitted ${i}`,
        serviceArea: 'Uttara, Dhaka',
        servicePrice: 800 + i,
        description: 'Heating element and thermostat.',
        category: 'appliance-repair',
        district: 'dhaka',
      };
      const profile = { name: 'Karim Hossain', email: 'karim@meramot.test', photoURL: '' };
      batch.set(ref, {
        ...indexedServiceListingOf(seeded.uids.karim ?? '', profile, fields),
        createdAt: at,
        updatedAt: at,
      });
      written.push(ref.id);
    }
    await batch.commit();
  });

  afterAll(async () => {
    const writer = adminDb().bulkWriter();
    for (const id of written) void writer.delete(adminDb().doc(`services/${id}`));
    await writer.close();
  });

  it('reads a page and a few more documents for the first page, not every hit', async () => {
    const first = await list('search=geyser');
    expect(first.json).toHaveLength(24);
    // The page and one more, and a read for each of the six weights' tiers asking whether it
    // holds anything (catalogue-levels.ts).
    expect(readsOf(first)).toBeLessThanOrEqual(25 + 6);
    // The newest service naming the whole word comes first.
    expect(first.json[0]?._id).toBe(written[COUNT - 2]);
  });

  it('pages through every hit once, the whole word before the longer one, each page a page of reads', async () => {
    const { pages } = await allPages('search=geyser&limit=24');
    const seen = pages.flat().map((s) => s._id);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(expect.arrayContaining(written));
    // Every "Geyser Repair" (the whole word) before every "Geysers Fitted" (a longer one).
    const whole = written.filter((_, i) => i % 2 === 0);
    const lastWhole = Math.max(...whole.map((id) => seen.indexOf(id)));
    const firstLonger = Math.min(
      ...written.filter((_, i) => i % 2 === 1).map((id) => seen.indexOf(id)),
    );
    expect(lastWhole).toBeLessThan(firstLonger);
    let cursor = (await list('search=geyser')).headers.get('x-next-cursor');
    for (let page = 2; cursor !== null && page <= pages.length; page++) {
      const continued = await list(`search=geyser&cursor=${cursor}`);
      expect(ids(continued.json), `page ${page}`).toEqual(ids(pages[page - 1] ?? []));
      expect(readsOf(continued), `page ${page}`).toBeLessThanOrEqual(24 + 21);
      cursor = continued.headers.get('x-next-cursor');
    }
  });
});

describe('GET /publicServices: a search naming a trade and a place', () => {
  const written: string[] = [];
  const DAY = 24 * 3600 * 1000;

  /** `count` services of `category` in Mirpur, written `daysAgo`. */
  async function write(count: number, category: CategoryId, name: string, daysAgo: number) {
    const batch = adminDb().batch();
    for (let i = 0; i < count; i++) {
      const ref = adminDb().collection('services').doc();
      const at = Timestamp.fromMillis(Date.now() - daysAgo * DAY + i);
      const fields: ServiceFields = {
        serviceImgURL: '/images/services/plumbing.svg',
        serviceName: name,
        serviceArea: 'Mirpur, Dhaka',
        servicePrice: 500,
        description: 'A visit within a day.',
        category,
        district: 'dhaka',
      };
      const profile = { name: 'Karim Hossain', email: 'karim@meramot.test', photoURL: '' };
      batch.set(ref, {
        ...indexedServiceListingOf(seeded.uids.karim ?? '', profile, fields),
        createdAt: at,
        updatedAt: at,
      });
      written.push(ref.id);
    }
    await batch.commit();
  }

  beforeAll(async () => {
    // More services in Mirpur than one search reads, all newer than the three plumbers there.
    await write(SEARCH_CANDIDATES + 10, 'other', 'Handyman Visit', 5);
    await write(3, 'plumbing', 'Pipe Repair', 20);
  });

  afterAll(async () => {
    const writer = adminDb().bulkWriter();
    for (const id of written) void writer.delete(adminDb().doc(`services/${id}`));
    await writer.close();
  });

  it('finds the few services that have both among many that have one', async () => {
    const all = (await list('')).json;
    const expected = ids(
      searchServices('plumber mirpur', all, { fieldsOf: (s) => s.provider.service }),
    ).slice(0, 24);
    expect(expected.slice(0, 3).sort()).toEqual(written.slice(-3).sort());
    const result = await list(`search=${encodeURIComponent('plumber mirpur')}`);
    expect(readsOf(result) + 1).toBeLessThanOrEqual(60);
    expect(ids(result.json)).toEqual(expected);
  });
});

describe("GET /publicServices without parameters: the old clients' list, bounded", () => {
  let extraIds: string[] = [];

  beforeAll(async () => {
    extraIds = await seedGeneratedServices(
      adminDb(),
      generateServices(COMPATIBILITY_LIST_LIMIT, Date.now() - 20 * 24 * 3600 * 1000),
    );
  });

  afterAll(async () => {
    const writer = adminDb().bulkWriter();
    for (const id of extraIds) void writer.delete(adminDb().doc(`services/${id}`));
    await writer.close();
  });

  it(`answers at most ${COMPATIBILITY_LIST_LIMIT} newest first, and a cursor alone goes on`, async () => {
    const stored = (await storedServices()).sort(newestFirst).map((s) => s.id);
    expect(stored.length).toBeGreaterThan(COMPATIBILITY_LIST_LIMIT);
    const first = await list('');
    expect(ids(first.json)).toEqual(stored.slice(0, COMPATIBILITY_LIST_LIMIT));
    expect(readsOf(first)).toBe(COMPATIBILITY_LIST_LIMIT + 1);
    const cursor = first.headers.get('x-next-cursor');
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    const rest = await list(`cursor=${cursor}`);
    expect(ids(rest.json)).toEqual(stored.slice(COMPATIBILITY_LIST_LIMIT));
    expect(rest.headers.get('x-next-cursor')).toBeNull();
    // The spec's shape on every page.
    expect(Object.keys(rest.json[0] ?? {}).sort()).toEqual(['_id', 'provider']);
    // A listing's cursor does not continue it, nor its cursor a listing.
    const listingCursor = (await list('limit=2')).headers.get('x-next-cursor');
    expect((await callApi(`/publicServices?cursor=${listingCursor}`)).status).toBe(400);
    expect((await callApi(`/publicServices?limit=2&cursor=${cursor}`)).status).toBe(400);
  });
});

describe('GET /publicServices: bad parameters', () => {
  const forged = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const BAD: [string, string][] = [
    ['category=roofing', `category must be one of ${CATEGORY_IDS.join(', ')}`],
    ['district=Dhaka', 'district must be the id of one of the 64 districts, e.g. dhaka'],
    ['district=atlantis', 'district must be the id of one of the 64 districts, e.g. dhaka'],
    ['minPrice=3000&maxPrice=1000', 'minPrice must not be more than maxPrice'],
    ['minPrice=cheap', 'minPrice must be a number of taka'],
    ['limit=0', 'limit must be a whole number from 1 to 100'],
    ['limit=101', 'limit must be a whole number from 1 to 100'],
    ['limit=2.5', 'limit must be a whole number from 1 to 100'],
    ['sort=stars', 'sort must be one of newest, price-asc, price-desc, rating'],
    ['cursor=not%20base64!', 'cursor is not valid'],
    [`cursor=${forged('hello')}`, 'cursor is not valid'],
    [`cursor=${forged({ k: 'newest', v: [[1, 2], '../bookings/x'] })}`, 'cursor is not valid'],
    [`cursor=${forged({ k: 'newest', v: [[1.5, 0], 'abc'] })}`, 'cursor is not valid'],
    [`cursor=${forged({ k: 'price-asc', v: [100, 'abc'] })}`, 'cursor is not valid'],
    [`search=pipe&cursor=${forged({ k: 'search', v: [-1] })}`, 'cursor is not valid'],
    [`search=pipe&cursor=${forged({ k: 'newest', v: [[1, 2], 'abc'] })}`, 'cursor is not valid'],
    ['category=plumbing&category=painting', 'category must be given once'],
    ['limit=5&limit=6', 'limit must be given once'],
    ['page=2', 'Unknown query parameter: page'],
    ['q=pipe&search=pipe', 'Unknown query parameter: q'],
  ];
  for (const [query, error] of BAD) {
    it(`?${query.slice(0, 80)} → 400 ${error}, nothing written`, async () => {
      const counts = await countDocuments();
      const before = await fingerprint();
      const result = await callApi(`/publicServices?${query}`);
      expect(result.status).toBe(400);
      expect(result.json).toMatchObject({ error });
      expect(result.headers.get('cache-control')).toBe('no-store');
      expect(await countDocuments()).toEqual(counts);
      expect(await fingerprint()).toEqual(before);
    });
  }

  it("refuses a listing cursor on another sort's query", async () => {
    const cursor = (await list('limit=2')).headers.get('x-next-cursor') ?? '';
    const other = await callApi(`/publicServices?sort=price-asc&limit=2&cursor=${cursor}`);
    expect(other.status).toBe(400);
    expect(other.json).toEqual(refusedBody('cursorInvalid'));
  });
});

describe('GET /serviceDetails/{id}', () => {
  it('is public and cacheable', async () => {
    const result = await callApi(`/serviceDetails/${seeded.serviceIds.plumbing}`);
    expect(result.status).toBe(200);
    expect(result.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=300');
  });
});

describe('category and district on Add and Update Service', () => {
  const body = (service: Record<string, unknown>) => ({
    provider: {
      name: 'Rahim Uddin',
      email: 'rahim@meramot.test',
      photoURL: '/images/avatars/provider-1.svg',
      service: {
        serviceImgURL: 'https://i.ibb.co/x/door.jpg',
        serviceName: 'Door Fitting',
        serviceArea: 'Kotwali, Chattogram',
        servicePrice: 900,
        description: 'Hinges, locks and new door frames.',
        ...service,
      },
    },
  });
  const add = (service: Record<string, unknown>) =>
    callApi<{ insertedId: string }>('/addService', {
      method: 'POST',
      token: token('rahim'),
      body: body(service),
    });
  const storedService = async (id: string) =>
    (await adminDb().doc(`services/${id}`).get()).get('service') as ServiceFields;

  it('stores the category and district a client sends', async () => {
    const result = await add({ category: 'carpentry', district: 'coxs-bazar' });
    expect(result.status).toBe(200);
    expect(await storedService(result.json.insertedId)).toMatchObject({
      category: 'carpentry',
      district: 'coxs-bazar',
    });
    const found = await list('category=carpentry&district=coxs-bazar');
    expect(ids(found.json)).toEqual([result.json.insertedId]);
    await adminDb().doc(`services/${result.json.insertedId}`).delete();
  });

  it("files an old client's service under 'other' in the district its area names", async () => {
    const result = await add({});
    expect(result.status).toBe(200);
    expect(await storedService(result.json.insertedId)).toMatchObject({
      category: 'other',
      district: 'chattogram',
    });
    await adminDb().doc(`services/${result.json.insertedId}`).delete();
  });

  const refused: [string, Record<string, unknown>, string][] = [
    [
      'an old client whose area names no district',
      { serviceArea: 'Near the big mosque' },
      'district is required: one of the 64 district ids, e.g. dhaka (could not tell it from serviceArea)',
    ],
    [
      'an unknown category',
      { category: 'roofing', district: 'dhaka' },
      `Category must be one of ${CATEGORY_IDS.join(', ')}`,
    ],
    [
      'a district name, not its id',
      { category: 'other', district: 'Dhaka' },
      'District must be one of the 64 districts',
    ],
    ['an empty category', { category: '', district: 'dhaka' }, 'Category is required'],
    [
      'a category that is a number',
      { category: 3, district: 'dhaka' },
      'provider.service.category must be a string',
    ],
  ];
  for (const [name, service, error] of refused) {
    it(`answers 400 for ${name}, nothing written`, async () => {
      const before = await fingerprint();
      const result = await add(service);
      expect(result.status).toBe(400);
      expect(result.json).toMatchObject({ error });
      expect(await fingerprint()).toEqual(before);
    });
  }

  it("keeps the category an old client's update does not send, and follows its area", async () => {
    const added = await add({ category: 'carpentry', district: 'chattogram' });
    const id = added.json.insertedId;
    const update = (service: Record<string, unknown>) =>
      callApi(`/updateService/${id}`, {
        method: 'PUT',
        token: token('rahim'),
        body: body(service),
      });

    expect((await update({ serviceArea: 'Zindabazar, Sylhet' })).status).toBe(200);
    expect(await storedService(id)).toMatchObject({ category: 'carpentry', district: 'sylhet' });
    // An area naming no district keeps the stored one.
    expect((await update({ serviceArea: 'Near the big mosque' })).status).toBe(200);
    expect(await storedService(id)).toMatchObject({ category: 'carpentry', district: 'sylhet' });

    const moved = await update({ category: 'painting', district: 'bogura' });
    expect(moved.status).toBe(200);
    expect(await storedService(id)).toMatchObject({ category: 'painting', district: 'bogura' });
    await adminDb().doc(`services/${id}`).delete();
  });
});
