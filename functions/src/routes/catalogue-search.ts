/** The catalogue's search: at most SEARCH_CANDIDATES documents, ranked, served in pages. */
import { createHash } from 'node:crypto';
import type { Response } from 'express';
import { Timestamp } from 'firebase-admin/firestore';
import type { DocumentSnapshot, Query } from 'firebase-admin/firestore';
import { SEARCH_CANDIDATES } from '@meramot/domain/catalogue';
import type { CatalogueQuery } from '@meramot/domain/catalogue';
import { CATEGORY_IDS, isCategoryId } from '@meramot/domain/categories';
import type { CategoryId } from '@meramot/domain/categories';
import { districtInText, districtOf } from '@meramot/domain/districts';
import type { ServiceFields } from '@meramot/domain/entities';
import { placeByArrival, rankServices } from '@meramot/domain/search';
import type { SearchableFields } from '@meramot/domain/search';
import { categoryTerms, queryWords } from '@meramot/domain/search-terms';
import { db, millisOf, servicesCollection } from '../firebase';
import { CURSOR_INVALID, decodeCursor, encodeCursor, isWhole } from '../cursor';
import { isPastDeadline } from '../deadline';
import { badRequest } from '../http';
import { LISTED_FIELDS, PRICE, filtered, send } from './catalogue-page';
import type { ReadMeter } from './catalogue-page';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The ranked fields of a stored service, tolerating a document that lacks some. */
function searchableOf(snapshot: DocumentSnapshot): SearchableFields {
  const service = (snapshot.get('service') ?? {}) as Partial<Record<keyof ServiceFields, unknown>>;
  return {
    serviceName: text(service.serviceName),
    serviceArea: text(service.serviceArea),
    description: text(service.description),
    category: isCategoryId(service.category) ? service.category : null,
  };
}

/** Newest first; with a price range Firestore also orders by price (see listingOrder). */
function newestFirst(q: Query, query: CatalogueQuery): Query {
  const ranged = query.minPrice !== null || query.maxPrice !== null;
  const byDate = q.orderBy('createdAt', 'desc');
  return (ranged ? byDate.orderBy(PRICE, 'desc') : byDate).select(...LISTED_FIELDS);
}

interface Narrowing {
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
function narrowingOf(query: CatalogueQuery, keys: string[]): Narrowing | null {
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

/**
 * How many name hits beyond the page a search reads: position i of the list chooses among the
 * newest i + 1 + NAME_LOOKAHEAD name hits, so an older hit naming the word whole can still
 * come before a newer one naming a longer word.
 */
export const NAME_LOOKAHEAD = 6;

/** The candidates read for one page of a search, each with the first position it may take. */
interface SearchCandidates {
  docs: DocumentSnapshot[];
  arrival: Map<string, number>;
  /** Whether every match was read: no tier stopped at its limit. */
  complete: boolean;
  /** Whether a later page would read these same candidates (the name tier ran out). */
  settled: boolean;
}

/**
 * The candidates of a search, in tiers, never more than SEARCH_CANDIDATES: the narrowing
 * query (see narrowingOf); then the newest services whose name holds a query word, as many as
 * the page needs (`wanted`) and NAME_LOOKAHEAD more; only when the names run out, the newest
 * services holding a query word anywhere. A narrow search thus reads about a page, however
 * large the catalogue, and a later page reads further down the same tiers.
 */
async function searchCandidates(
  query: CatalogueQuery,
  keys: string[],
  wanted: number,
  meter: ReadMeter,
): Promise<SearchCandidates> {
  const found = new Map<string, DocumentSnapshot>();
  const arrival = new Map<string, number>();
  const add = (docs: DocumentSnapshot[], arrivalOf: (index: number) => number) => {
    docs.forEach((doc, index) => {
      if (!found.has(doc.id)) {
        found.set(doc.id, doc);
        arrival.set(doc.id, arrivalOf(index));
      }
    });
  };
  let complete = true;
  const narrowing = narrowingOf(query, keys);
  if (narrowing) {
    let q = filtered({
      ...query,
      category: narrowing.category ?? query.category,
      district: narrowing.district ?? query.district,
    });
    if (narrowing.rest.length > 0) q = q.where('searchTerms', 'array-contains-any', narrowing.rest);
    const snapshot = meter.add(
      await newestFirst(q, query)
        .limit(SEARCH_CANDIDATES / 2)
        .get(),
    );
    if (snapshot.size === SEARCH_CANDIDATES / 2) complete = false;
    add(snapshot.docs, () => 0);
  }
  const nameLimit = Math.min(wanted + NAME_LOOKAHEAD, SEARCH_CANDIDATES - found.size);
  const named = meter.add(
    await newestFirst(filtered(query).where('nameTerms', 'array-contains-any', keys), query)
      .limit(nameLimit)
      .get(),
  );
  add(named.docs, (index) => Math.max(0, index - NAME_LOOKAHEAD));
  const remaining = SEARCH_CANDIDATES - found.size;
  const settled = named.size < nameLimit || found.size === SEARCH_CANDIDATES;
  if (named.size < nameLimit && remaining > 0) {
    // Every name hit is read: the others may take any position the names leave.
    const anyWord = filtered(query).where('searchTerms', 'array-contains-any', keys);
    const snapshot = meter.add(await newestFirst(anyWord, query).limit(remaining).get());
    if (snapshot.size === remaining) complete = false;
    add(snapshot.docs, () => Math.max(0, named.size - NAME_LOOKAHEAD));
  } else {
    complete = false;
  }
  return { docs: [...found.values()], arrival, complete, settled };
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
  const refs = ranking.ids.slice(offset, end).map((id) => servicesCollection().doc(id));
  const docs =
    refs.length === 0 ? [] : await db().getAll(...refs, { fieldMask: [...LISTED_FIELDS] });
  meter.addGets(docs);
  // Like a listing's, a search's total came with its first page.
  send(
    res,
    meter,
    docs.filter((doc) => doc.exists),
    {
      total: null,
      next: end < ranking.ids.length ? encodeCursor({ k: 'search', v: [end, rankingId] }) : null,
    },
  );
  return true;
}

export async function search(
  res: Response,
  query: CatalogueQuery,
  meter: ReadMeter,
): Promise<void> {
  let offset = 0;
  if (query.cursor !== null) {
    const [position, rankingId, ...rest] = decodeCursor(query.cursor, 'search');
    if (!isWhole(position, 1, SEARCH_CANDIDATES - 1) || rest.length > 0) {
      throw badRequest(CURSOR_INVALID);
    }
    if (rankingId !== undefined) {
      if (rankingId !== rankingIdOf(query)) throw badRequest(CURSOR_INVALID);
      if (await pageOfRanking(res, query, meter, position, rankingId)) return;
    }
    offset = position;
  }
  const keys = queryWords(query.search);
  // Text without a usable word ("a", punctuation) matches nothing; only no text means all.
  if (keys.length === 0) {
    send(res, meter, [], { total: 0, next: null });
    return;
  }
  const end = offset + query.limit;
  // Another order than relevance reads the whole budget: it is not the tiers' order.
  const reordered = query.sort !== 'newest';
  const candidates = await searchCandidates(
    query,
    keys,
    reordered ? SEARCH_CANDIDATES : end,
    meter,
  );
  const ranked = rankServices(keys, candidates.docs, {
    fieldsOf: searchableOf,
    createdAtOf: (doc) => millisOf(doc.get('createdAt')),
  });
  // Settled candidates are ranked whole, once, for every page; otherwise as far as this page.
  const hits = reordered
    ? ranked
    : placeByArrival(
        ranked,
        (doc) => candidates.arrival.get(doc.id) ?? 0,
        candidates.settled ? ranked.length : end,
      );
  // By price, the hits keep their relevance order among equal prices (sort is stable).
  if (query.sort === 'price-asc') hits.sort((a, b) => priceOf(a) - priceOf(b));
  if (query.sort === 'price-desc') hits.sort((a, b) => priceOf(b) - priceOf(a));
  if (query.sort === 'rating') hits.sort(byRating);
  // The hits read but not placed yet are the next page's first (a name tier read to its limit
  // always leaves NAME_LOOKAHEAD of them).
  const more = ranked.length > end && end < SEARCH_CANDIDATES;
  let next: string | null = null;
  // Past the deadline the answer is a 503 already: no write starts then.
  if (more && candidates.settled && !isPastDeadline(res)) {
    const rankingId = rankingIdOf(query);
    const ranking: StoredRanking = {
      ids: hits.map((doc) => doc.id),
      expireAt: Timestamp.fromMillis(Date.now() + RANKING_LIFETIME_MS),
    };
    await rankingsCollection().doc(rankingId).set(ranking);
    next = encodeCursor({ k: 'search', v: [end, rankingId] });
  } else if (more) {
    next = encodeCursor({ k: 'search', v: [end] });
  }
  // A total only when every match was read; otherwise how many at least (an honest "N+").
  send(res, meter, hits.slice(offset, end), {
    total: candidates.complete ? ranked.length : null,
    atLeast: candidates.complete ? null : ranked.length,
    next,
  });
}
