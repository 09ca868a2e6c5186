/**
 * How good the API's bounded search is, for `bench:search` and `bench:catalogue`: 50 queries
 * whose first page (24 hits) is compared with the exhaustive ranking (every service read and
 * ranked in memory with the same domain ranking), and the everyday words that must find their
 * category. Run against the emulators with the generated marketplace loaded.
 */
import { getFirestore } from 'firebase-admin/firestore';
import type { QueryDocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import {
  CATALOGUE_PAGE_SIZE,
  parseCatalogueQuery,
  searchAsFilters,
} from '@meramot/domain/catalogue';
import type { CategoryId } from '@meramot/domain/categories';
import type { Service, ServiceFields } from '@meramot/domain/entities';
import { searchServices } from '@meramot/domain/search';
import { apiReadsOf, billedCountReads } from './bench-browser';
import { API_URL } from '../harness/emulators';
import { adminApp } from '../harness/seed';

export const SEARCH_QUERIES: { kind: string; text: string }[] = [
  ...[
    'plumbing',
    'wiring',
    'painting',
    'cleaning',
    'sofa',
    'geyser',
    'cctv',
    'refrigerator',
    'carpentry',
    'waterproofing',
    'pest control',
    'ac servicing',
    'tank cleaning',
    'door replacement',
    'kitchen counter renovation',
  ].map((text) => ({ kind: 'English', text })),
  ...[
    'dhanmondi',
    'chattogram',
    'sylhet',
    'khulna',
    'mirpur plumbing',
    'gulshan ac',
    'banani deep cleaning',
    'dhaka',
    'repair',
  ].map((text) => ({ kind: 'area/broad', text })),
  ...['plum', 'elec', 'clea', 'pai', 'furn', 'refri', 'ins', 'gul', 'mirp', 'chatt'].map(
    (text) => ({ kind: 'prefix', text }),
  ),
  ...[
    'রং',
    'প্লাম্বিং',
    'প্লাম',
    'ঢাকা',
    'মিরপুর',
    'ট্যাংক',
    'এসি',
    'পরিষ্কার',
    'ফ্রিজ মেরামত',
    'ধানম',
  ].map((text) => ({ kind: 'Bangla', text })),
  ...['xylophone', 'quantum computing', 'zzzz', 'spaceship repairs', 'a', '!!!'].map((text) => ({
    kind: 'miss',
    text,
  })),
];

/** Words nobody's service is named by that must still find their trade (issue 11). */
export const EVERYDAY_WORDS: { text: string; category: CategoryId }[] = [
  { text: 'plumber', category: 'plumbing' },
  { text: 'electrician', category: 'electrical' },
  { text: 'cleaner', category: 'deep-cleaning' },
  { text: 'painter', category: 'painting' },
  { text: 'প্লাম্বার', category: 'plumbing' },
  { text: 'AC', category: 'appliance-repair' },
  { text: 'এসি', category: 'appliance-repair' },
];

export const OVERLAP_TARGET = 0.9;

export interface ApiSearch {
  ms: number;
  /** Documents read, from Server-Timing. */
  reads: number;
  /** Reads as Firestore bills them: documents (an empty query counts 1) and count() batches. */
  billed: number;
  /** The next page's cursor (X-Next-Cursor), or null. */
  next: string | null;
  /** Hits: the exact total (X-Total-Count), or how many at least (X-Total-Count-At-Least). */
  hits: number;
  /** The first page. */
  services: Service[];
}

/**
 * One GET, tried once more if the connection drops (the functions emulator restarts the function
 * when functions/lib is rebuilt, which closes the request in flight) or the answer is a 503 (up to three times).
 */
async function get(url: string): Promise<globalThis.Response> {
  const pause = () => new Promise((resolve) => setTimeout(resolve, 3_000));
  try {
    let response = await fetch(url);
    // On a machine too busy for the emulator to answer within the API's deadline: up to 3 times.
    for (let retry = 0; retry < 3 && response.status === 503; retry++) {
      await pause();
      response = await fetch(url);
    }
    return response;
  } catch {
    await pause();
    return fetch(url);
  }
}

export async function searchViaApi(text: string, cursor?: string): Promise<ApiSearch> {
  const started = performance.now();
  const after = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
  const response = await get(
    `${API_URL}/publicServices?search=${encodeURIComponent(text)}${after}`,
  );
  const services = (await response.json()) as Service[];
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`API answered ${response.status} for "${text}"`);
  const timing = response.headers.get('server-timing') ?? '';
  const reads = apiReadsOf(timing);
  return {
    ms,
    reads: reads?.documents ?? NaN,
    billed: reads
      ? reads.documents + reads.countEntries.reduce((sum, n) => sum + billedCountReads(n), 0)
      : NaN,
    next: response.headers.get('x-next-cursor'),
    hits: Number(
      response.headers.get('x-total-count') ??
        response.headers.get('x-total-count-at-least') ??
        NaN,
    ),
    services,
  };
}

/** Every service, with the fields the ranking reads (what a naive search reads per query). */
export async function readEveryService(): Promise<QueryDocumentSnapshot[]> {
  const snapshot = await getFirestore(adminApp())
    .collection('services')
    .select('provider', 'service', 'createdAt')
    .get();
  return snapshot.docs;
}

/**
 * The ids of every service matching `text`, best first: the exhaustive ranking, or, for text that
 * only names a trade and/or a district, that filter's services newest first (searchAsFilters).
 */
export function rankEveryService(text: string, docs: readonly QueryDocumentSnapshot[]): string[] {
  const parsed = parseCatalogueQuery((name) => (name === 'search' ? text : undefined));
  const filter = parsed.ok ? searchAsFilters(parsed.query) : null;
  if (filter) {
    const millis = (d: QueryDocumentSnapshot) => (d.get('createdAt') as Timestamp).toMillis();
    return docs
      .filter((d) => {
        const fields = d.get('service') as ServiceFields;
        return (
          (!filter.category || fields.category === filter.category) &&
          (!filter.district || fields.district === filter.district)
        );
      })
      .sort((a, b) => millis(b) - millis(a) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
      .map((d) => d.id);
  }
  return searchServices(text, docs, {
    fieldsOf: (d) => d.get('service') as ServiceFields,
    createdAtOf: (d) => (d.get('createdAt') as Timestamp).toMillis(),
  }).map((d) => d.id);
}

/**
 * Share of the exhaustive ranking's first page that the API's first page holds; 1 when both
 * find nothing.
 */
export function overlapOf(apiIds: readonly string[], exhaustiveIds: readonly string[]): number {
  const expected = exhaustiveIds.slice(0, CATALOGUE_PAGE_SIZE);
  if (expected.length === 0) return apiIds.length === 0 ? 1 : 0;
  const got = new Set(apiIds.slice(0, CATALOGUE_PAGE_SIZE));
  return expected.filter((id) => got.has(id)).length / expected.length;
}

export const mean = (values: readonly number[]) =>
  values.reduce((a, b) => a + b, 0) / (values.length || 1);

/**
 * Runs the everyday words through the API and prints, for each, how many of the first page are
 * of its category. A miss is a word with no hit or with a hit of another category.
 */
export async function checkEverydayWords(): Promise<number> {
  let misses = 0;
  console.log(
    `\n${'everyday word'.padEnd(14)} ${'category'.padEnd(17)} first page of its category`,
  );
  for (const { text, category } of EVERYDAY_WORDS) {
    const { services } = await searchViaApi(text);
    const ofCategory = services.filter((s) => s.provider.service.category === category).length;
    const ok = services.length > 0 && ofCategory === services.length;
    if (!ok) misses += 1;
    console.log(
      `${text.padEnd(14)} ${category.padEnd(17)} ${ofCategory}/${services.length} ${ok ? 'yes' : 'NO'}`,
    );
  }
  return misses;
}
