/** The catalogue's search by price or rating: at most SEARCH_CANDIDATES documents, sorted, paged. */
import { createHash } from 'node:crypto';
import type { Response } from 'express';
import { Timestamp } from 'firebase-admin/firestore';
import type { DocumentSnapshot, Query } from 'firebase-admin/firestore';
import { SEARCH_CANDIDATES } from '@meramot/domain/catalogue';
import type { CatalogueQuery } from '@meramot/domain/catalogue';
import { CATEGORY_IDS } from '@meramot/domain/categories';
import type { CategoryId } from '@meramot/domain/categories';
import { districtInText, districtOf } from '@meramot/domain/districts';
import { byRelevance, matchService } from '@meramot/domain/search';
import type { RankKey } from '@meramot/domain/search';
import { categoryTerms, queryWords } from '@meramot/domain/search-terms';
import { db, millisOf, servicesCollection } from '../firebase';
import { decodeCursor, encodeCursor, isWhole } from '../cursor';
import { commitWithin, isPastDeadline } from '../deadline';
import { countedWrite, rateSenderOf } from '../rate-limit';
import { refusal } from '@meramot/domain/refusal';
import { refused } from '../http';
import { LISTED_FIELDS, PRICE, filtered, send } from './catalogue-page';
import type { ReadMeter } from './catalogue-page';
import { inOrder, listingOrder } from './catalogue-listing';
import { levelledSearch, searchableOf } from './catalogue-levels';

/** The order every tier reads in: newest first (by price too with a price range). */
const tierOrder = (query: CatalogueQuery) => listingOrder({ ...query, sort: 'newest' });

export interface Narrowing {
  category: CategoryId | null;
  district: string | null;
  /** The query's keys neither the category nor the district accounts for. */
  rest: string[];
}

/**
 * A search that names a trade or a district beside other words ("mirpur plumber", "clean
 * dhaka"): the services of that trade or district holding the other words match two words or
 * more, so they rank first, yet among everything matching one word they can be too few to be
 * in the newest candidates. One query on the category and district fields finds them.
 */
export function narrowingOf(query: CatalogueQuery, keys: string[]): Narrowing | null {
  let category: CategoryId | null = null;
  let covered = 0;
  if (!query.category) {
    for (const id of CATEGORY_IDS) {
      const terms = categoryTerms(id);
      const count = keys.filter((key) => terms.includes(key)).length;
      if (count > covered) [category, covered] = [id, count];
    }
  }
  const district = query.district ? null : districtInText(query.search);
  const named = new Set(category ? categoryTerms(category) : []);
  const place = district ? districtOf(district) : undefined;
  if (place) for (const key of queryWords(`${place.en} ${place.bn}`)) named.add(key);
  const rest = keys.filter((key) => !named.has(key));
  const words = (category ? 1 : 0) + (district ? 1 : 0) + (rest.length > 0 ? 1 : 0);
  return words >= 2 ? { category, district, rest } : null;
}

/** A matching candidate read: where it stands in relevance. */
interface Candidate extends RankKey {
  id: string;
}

/** What a search by price or rating has read of its tiers, and the hits placed. */
interface SearchProgress {
  /** Every document id read, in the order read (a document in two tiers is read once). */
  found: string[];
  /** The hits placed so far, in list order. */
  placed: string[];
  /** The matching candidates read and not placed yet. */
  waiting: Candidate[];
  /** How many documents the narrowing query read, and whether it stopped at its limit. */
  narrowed: number;
  narrowingFull: boolean;
}

const startOfSearch = (): SearchProgress => ({
  found: [],
  placed: [],
  waiting: [],
  narrowed: 0,
  narrowingFull: false,
});

/** What one request read of a search: its documents by id, and what it learned. */
interface Reading {
  docs: Map<string, DocumentSnapshot>;
  /** Whether every match was read: no tier stopped at its limit. */
  complete: boolean;
}

/** Adds the documents not read before, ranked against `keys`. */
function take(
  progress: SearchProgress,
  reading: Reading,
  keys: string[],
  docs: DocumentSnapshot[],
): void {
  const found = new Set(progress.found);
  docs.forEach((doc) => {
    if (found.has(doc.id)) return;
    found.add(doc.id);
    reading.docs.set(doc.id, doc);
    const index = progress.found.push(doc.id) - 1;
    const match = matchService(keys, searchableOf(doc));
    if (match) {
      const createdAt = millisOf(doc.get('createdAt'));
      progress.waiting.push({ id: doc.id, ...match, createdAt, index });
    }
  });
}

/** The narrowing tier: the trade's or district's services holding the other words. */
export function narrowingQuery(query: CatalogueQuery, narrowing: Narrowing): Query {
  let q = filtered({
    ...query,
    category: narrowing.category ?? query.category,
    district: narrowing.district ?? query.district,
  });
  if (narrowing.rest.length > 0) q = q.where('searchTerms', 'array-contains-any', narrowing.rest);
  return inOrder(q, tierOrder(query)).limit(SEARCH_CANDIDATES / 2);
}

/** The name tier: services whose name holds a query word, in the tiers' order. */
export function namesQuery(query: CatalogueQuery, keys: string[]): Query {
  return inOrder(filtered(query).where('nameTerms', 'array-contains-any', keys), tierOrder(query));
}

/** The last tier: services holding a query word anywhere, in the tiers' order. */
export function anyWordQuery(query: CatalogueQuery, keys: string[]): Query {
  return inOrder(
    filtered(query).where('searchTerms', 'array-contains-any', keys),
    tierOrder(query),
  );
}

/**
 * Reads a search's candidates, never more than SEARCH_CANDIDATES documents in all: the
 * narrowing query (see narrowingOf); then the newest services whose name holds a query word;
 * only when the names run out, the newest services holding a query word anywhere.
 */
async function readTiers(
  query: CatalogueQuery,
  keys: string[],
  progress: SearchProgress,
  meter: ReadMeter,
): Promise<Reading> {
  const reading: Reading = { docs: new Map(), complete: true };
  const narrowing = narrowingOf(query, keys);
  if (narrowing) {
    const snapshot = meter.add(await narrowingQuery(query, narrowing).get());
    progress.narrowed = snapshot.size;
    progress.narrowingFull = snapshot.size === SEARCH_CANDIDATES / 2;
    take(progress, reading, keys, snapshot.docs);
  }
  const nameLimit = SEARCH_CANDIDATES - progress.narrowed;
  const names =
    nameLimit > 0 ? meter.add(await namesQuery(query, keys).limit(nameLimit).get()) : null;
  if (names) take(progress, reading, keys, names.docs);
  const remaining = SEARCH_CANDIDATES - progress.found.length;
  if ((names?.size ?? 0) < nameLimit && remaining > 0) {
    // Every name hit is read: the others fill the budget.
    const snapshot = meter.add(await anyWordQuery(query, keys).limit(remaining).get());
    reading.complete = !progress.narrowingFull && snapshot.size < remaining;
    take(progress, reading, keys, snapshot.docs);
  } else {
    reading.complete = false;
  }
  return reading;
}

const numberAt = (doc: DocumentSnapshot, field: string) => {
  const value: unknown = doc.get(field);
  return typeof value === 'number' ? value : 0;
};

/** Best average first, then the most reviewed (stable: relevance breaks the ties). */
const byRating = (a: DocumentSnapshot, b: DocumentSnapshot) =>
  numberAt(b, 'ratingAverage') - numberAt(a, 'ratingAverage') ||
  numberAt(b, 'ratingCount') - numberAt(a, 'ratingCount');

const priceOf = (doc: DocumentSnapshot) => {
  const price: unknown = doc.get(PRICE);
  return typeof price === 'number' ? price : 0;
};

/**
 * A search's whole ranking, kept for its next pages (`searchRankings/{id}`, read and written by
 * the server alone; the rules close it) once its candidates are settled, so a page after the
 * first reads the ranking and its own services instead of the search budget again. The id is
 * the query's, so every reader of a search shares it, and Firestore's TTL policy on `expireAt`
 * (firestore.indexes.json) deletes it.
 */
interface StoredRanking {
  ids: string[];
  expireAt: Timestamp;
}

/** How long a ranking serves next pages: well past the CDN lifetime of the pages naming it. */
const RANKING_LIFETIME_MS = 30 * 60 * 1000;

const rankingsCollection = () => db().collection('searchRankings');

function rankingIdOf(query: CatalogueQuery): string {
  const { search, category, district, minPrice, maxPrice, sort } = query;
  const key = JSON.stringify([search, category, district, minPrice, maxPrice, sort]);
  return createHash('sha256').update(key).digest('base64url').slice(0, 32);
}

/** The page at `offset` of a kept ranking; false when it is gone or expired. */
async function pageOfRanking(
  res: Response,
  query: CatalogueQuery,
  meter: ReadMeter,
  offset: number,
  rankingId: string,
): Promise<boolean> {
  const kept = await rankingsCollection().doc(rankingId).get();
  meter.addGets([kept]);
  const ranking = kept.data() as StoredRanking | undefined;
  if (!ranking || ranking.expireAt.toMillis() < Date.now()) return false;
  const end = Math.min(offset + query.limit, ranking.ids.length);
  const docs = await servicesOf(ranking.ids.slice(offset, end), null, meter);
  // Like a listing's, a search's total came with its first page.
  send(res, meter, docs, {
    total: null,
    next: end < ranking.ids.length ? encodeCursor({ k: 'search', v: [end, rankingId] }) : null,
  });
  return true;
}

/** The services of `ids` in that order: read already by this request, or by id. */
async function servicesOf(
  ids: readonly string[],
  reading: Reading | null,
  meter: ReadMeter,
): Promise<DocumentSnapshot[]> {
  const missing = ids.filter((id) => !reading?.docs.has(id));
  const refs = missing.map((id) => servicesCollection().doc(id));
  const got =
    refs.length === 0 ? [] : await db().getAll(...refs, { fieldMask: [...LISTED_FIELDS] });
  meter.addGets(got);
  const byId = new Map(got.map((doc) => [doc.id, doc]));
  return ids
    .map((id) => reading?.docs.get(id) ?? byId.get(id))
    .filter((doc): doc is DocumentSnapshot => doc?.exists === true);
}

/**
 * The page at `offset` of a search by price or rating: its whole budget read and sorted, the
 * ranking kept for the next pages.
 */
async function pageOfSearch(
  res: Response,
  query: CatalogueQuery,
  keys: string[],
  offset: number,
  meter: ReadMeter,
): Promise<void> {
  const progress = startOfSearch();
  const end = offset + query.limit;
  const firstPage = offset === 0;
  // Not the tiers' order: the whole budget is read and sorted.
  const reading = await readTiers(query, keys, progress, meter);
  // By price or rating, the hits keep their relevance order among equals (sort is stable).
  progress.waiting.sort(byRelevance);
  const docs = await servicesOf(
    progress.waiting.map((c) => c.id),
    reading,
    meter,
  );
  if (query.sort === 'price-asc') docs.sort((a, b) => priceOf(a) - priceOf(b));
  if (query.sort === 'price-desc') docs.sort((a, b) => priceOf(b) - priceOf(a));
  if (query.sort === 'rating') docs.sort(byRating);
  progress.placed.push(...docs.map((doc) => doc.id));
  progress.waiting = [];
  const hits = progress.placed.length;
  const more = hits > end && end < SEARCH_CANDIDATES;
  let next: string | null = null;
  const rankingId = rankingIdOf(query);
  // Past the deadline the answer is a 503 already: no write starts then. A visitor past their
  // RATE_LIMITS.searchRanking keeps nothing: their next page reads again instead.
  const kept =
    more &&
    !isPastDeadline(res) &&
    (await commitWithin(res, async (transaction) => {
      const counted = await countedWrite(transaction, 'searchRanking', rateSenderOf(res.req, null));
      if (!('write' in counted)) return false;
      counted.write();
      const expireAt = Timestamp.fromMillis(Date.now() + RANKING_LIFETIME_MS);
      // The search read its whole budget: a later page would read the same.
      const stored: StoredRanking = { ids: progress.placed, expireAt };
      transaction.set(rankingsCollection().doc(rankingId), stored);
      return true;
    }));
  if (kept) next = encodeCursor({ k: 'search', v: [end, rankingId] });
  else if (more) next = encodeCursor({ k: 'search', v: [end] });
  const page = await servicesOf(progress.placed.slice(offset, end), reading, meter);
  // A first page's total only when every match was read; otherwise how many at least (an
  // honest "N+"). A later page keeps the first's, as a listing's does.
  send(res, meter, page, {
    total: firstPage && reading.complete ? hits : null,
    atLeast: firstPage && !reading.complete ? hits : null,
    next,
  });
}

export async function search(
  res: Response,
  query: CatalogueQuery,
  meter: ReadMeter,
): Promise<void> {
  if (query.sort === 'newest') {
    // Relevance: a page at a time down the weighted tiers (catalogue-levels.ts).
    const keys = queryWords(query.search);
    if (keys.length === 0) {
      if (query.cursor !== null) decodeCursor(query.cursor, 'search');
      send(res, meter, [], { total: 0, next: null });
      return;
    }
    await levelledSearch(res, query, keys, narrowingOf(query, keys), meter);
    return;
  }
  let offset = 0;
  if (query.cursor !== null) {
    const [position, keptId, ...rest] = decodeCursor(query.cursor, 'search');
    if (!isWhole(position, 1, SEARCH_CANDIDATES - 1) || rest.length > 0) {
      throw refused(refusal('cursorInvalid'));
    }
    offset = position;
    const rankingId = rankingIdOf(query);
    if (keptId === rankingId) {
      if (await pageOfRanking(res, query, meter, position, rankingId)) return;
    } else if (keptId !== undefined) {
      // Kept things continue only the query (and the page) they were kept for.
      throw refused(refusal('cursorInvalid'));
    }
  }
  const keys = queryWords(query.search);
  // Text without a usable word ("a", punctuation) matches nothing; only no text means all.
  if (keys.length === 0) {
    send(res, meter, [], { total: 0, next: null });
    return;
  }
  // Without the kept ranking (gone, or a cursor without it), the search reads its tiers again.
  await pageOfSearch(res, query, keys, offset, meter);
}
