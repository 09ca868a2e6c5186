/**
 * GET /publicServices: the public catalogue. Without parameters, SPEC.md §7's list for clients
 * written before pages, at most COMPATIBILITY_LIST_LIMIT a request; otherwise one page of a
 * filtered, sorted listing or of ranked search hits, reading a bounded number of documents however
 * large the catalogue is. A query spelled with empty or default-valued parameters is redirected
 * to its one canonical URL, so a CDN keeps one answer for it.
 */
import type { Request, Response } from 'express';
import { FieldPath } from 'firebase-admin/firestore';
import type { DocumentSnapshot, Query, QuerySnapshot } from 'firebase-admin/firestore';
import {
  CATALOGUE_PARAMS,
  CATALOGUE_PAGE_SIZE,
  COMPATIBILITY_LIST_LIMIT,
  SEARCH_CANDIDATES,
  canonicalCatalogueParams,
  parseCatalogueQuery,
  searchAsFilters,
} from '@meramot/domain/catalogue';
import type { CatalogueQuery } from '@meramot/domain/catalogue';
import { CATEGORY_IDS, isCategoryId } from '@meramot/domain/categories';
import type { CategoryId } from '@meramot/domain/categories';
import { districtInText, districtOf } from '@meramot/domain/districts';
import { publicServiceFromDoc, serviceFromDoc } from '@meramot/domain/entities';
import type { PublicService, Service, ServiceDoc, ServiceFields } from '@meramot/domain/entities';
import { placeByArrival, rankServices } from '@meramot/domain/search';
import type { SearchableFields } from '@meramot/domain/search';
import { categoryTerms, queryWords } from '@meramot/domain/search-terms';
import { millisOf, servicesCollection } from '../firebase';
import {
  CURSOR_INVALID,
  cursorValuesOf,
  decodeCursor,
  encodeCursor,
  isWhole,
  startValuesOf,
} from '../cursor';
import type { OrderField } from '../cursor';
import { badRequest, singleParam } from '../http';

/** What the lists read: everything but searchTerms, which is most of a document's size. */
export const LISTED_FIELDS = [
  'providerUid',
  'provider',
  'service',
  'createdAt',
  'ratingCount',
  'ratingSum',
  'ratingAverage',
] as const;

/** Public answers are the same for everyone: browsers keep them a minute, the Hosting CDN five. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60, s-maxage=300';

export function toService(snapshot: DocumentSnapshot): Service {
  return serviceFromDoc(snapshot.id, snapshot.data() as ServiceDoc);
}

/** A service as the public pages show it: with whose it is and its rating. */
export function toPublicService(snapshot: DocumentSnapshot): PublicService {
  return publicServiceFromDoc(snapshot.id, snapshot.data() as ServiceDoc);
}

const PRICE = 'service.servicePrice';

/** Counts the documents a request reads, for Server-Timing. */
class ReadMeter {
  private readonly started = performance.now();
  private documents = 0;

  add(snapshot: QuerySnapshot): QuerySnapshot {
    this.documents += snapshot.size;
    return snapshot;
  }

  header(): string {
    const duration = (performance.now() - this.started).toFixed(1);
    return `firestore;dur=${duration};desc="${this.documents} reads"`;
  }
}

/**
 * A page; its total (X-Total-Count) only where it was counted: a query's first page. A search
 * that did not read every match says how many it found at least (X-Total-Count-At-Least).
 */
function send(
  res: Response,
  meter: ReadMeter,
  docs: readonly DocumentSnapshot[],
  page: { total: number | null; atLeast?: number | null; next: string | null },
  shape: (snapshot: DocumentSnapshot) => Service = toPublicService,
): void {
  res.set({ 'Cache-Control': PUBLIC_CACHE_CONTROL, 'Server-Timing': meter.header() });
  if (page.total !== null) res.set('X-Total-Count', String(page.total));
  if (page.atLeast != null) res.set('X-Total-Count-At-Least', String(page.atLeast));
  if (page.next !== null) res.set('X-Next-Cursor', page.next);
  res.json(docs.map(shape));
}

/** The query, or null when no parameter carries a value (the spec's whole list). */
function catalogueQueryOf(req: Request): CatalogueQuery | null {
  const names = Object.keys(req.query);
  const unknown = names.filter((name) => !(CATALOGUE_PARAMS as readonly string[]).includes(name));
  if (unknown.length > 0) {
    const named = unknown.slice(0, 5).map((name) => name.slice(0, 50));
    throw badRequest(`Unknown query parameter: ${named.join(', ')}`);
  }
  const values = new Map(names.map((name) => [name, singleParam(req, name)]));
  if ([...values.values()].every((value) => value === undefined || value.trim() === '')) {
    return null;
  }
  const parsed = parseCatalogueQuery((name) => values.get(name));
  if (!parsed.ok) throw badRequest(parsed.error);
  return parsed.query;
}

// ---------- the listing: one Firestore query per page ----------

/**
 * The listing's order, ending with the document id so equal values page in a fixed order.
 * Newest with a price range orders by price too: Firestore orders by every range field.
 */
function listingOrder(query: CatalogueQuery): OrderField[] {
  const ranged = query.minPrice !== null || query.maxPrice !== null;
  if (query.sort === 'rating') {
    // Best average first, then the most reviewed; unrated services ("New", average 0) last.
    return [
      { field: 'ratingAverage', direction: 'desc' },
      { field: 'ratingCount', direction: 'desc' },
      ...(ranged ? [{ field: PRICE, direction: 'desc' } as const] : []),
      { field: 'id', direction: 'desc' },
    ];
  }
  if (query.sort === 'price-asc') {
    return [
      { field: PRICE, direction: 'asc' },
      { field: 'id', direction: 'asc' },
    ];
  }
  if (query.sort === 'price-desc') {
    return [
      { field: PRICE, direction: 'desc' },
      { field: 'id', direction: 'desc' },
    ];
  }
  return [
    { field: 'createdAt', direction: 'desc' },
    ...(ranged ? [{ field: PRICE, direction: 'desc' } as const] : []),
    { field: 'id', direction: 'desc' },
  ];
}

/** The equality and price filters of a query (its count() counts these). */
function filtered(query: Pick<CatalogueQuery, 'category' | 'district' | 'minPrice' | 'maxPrice'>) {
  let q: Query = servicesCollection();
  if (query.category) q = q.where('service.category', '==', query.category);
  if (query.district) q = q.where('service.district', '==', query.district);
  if (query.minPrice !== null) q = q.where(PRICE, '>=', query.minPrice);
  if (query.maxPrice !== null) q = q.where(PRICE, '<=', query.maxPrice);
  return q;
}

async function listing(res: Response, query: CatalogueQuery, meter: ReadMeter): Promise<void> {
  const order = listingOrder(query);
  const base = filtered(query);
  let page = order
    .reduce(
      (q, { field, direction }) =>
        q.orderBy(field === 'id' ? FieldPath.documentId() : field, direction),
      base,
    )
    .select(...LISTED_FIELDS)
    // One more than the page tells whether there is a next one.
    .limit(query.limit + 1);
  if (query.cursor !== null) {
    page = page.startAfter(...startValuesOf(order, decodeCursor(query.cursor, query.sort)));
  }
  // The total is counted once per query, with its first page; later pages keep it. A list
  // shorter than a page (Home's six cards) shows no total, so it is not counted.
  const counted = query.cursor === null && query.limit >= CATALOGUE_PAGE_SIZE;
  const [snapshot, count] = await Promise.all([page.get(), counted ? base.count().get() : null]);
  meter.add(snapshot);
  const docs = snapshot.docs.slice(0, query.limit);
  const last = docs.at(-1);
  const next =
    snapshot.size > query.limit && last
      ? encodeCursor({ k: query.sort, v: cursorValuesOf(order, last) })
      : null;
  send(res, meter, docs, { total: count?.data().count ?? null, next });
}

// ---------- search: at most SEARCH_CANDIDATES documents, ranked, served in pages ----------

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
  if (named.size < nameLimit && remaining > 0) {
    // Every name hit is read: the others may take any position the names leave.
    const anyWord = filtered(query).where('searchTerms', 'array-contains-any', keys);
    const snapshot = meter.add(await newestFirst(anyWord, query).limit(remaining).get());
    if (snapshot.size === remaining) complete = false;
    add(snapshot.docs, () => Math.max(0, named.size - NAME_LOOKAHEAD));
  } else {
    complete = false;
  }
  return { docs: [...found.values()], arrival, complete };
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

async function search(res: Response, query: CatalogueQuery, meter: ReadMeter): Promise<void> {
  let offset = 0;
  if (query.cursor !== null) {
    const [position] = decodeCursor(query.cursor, 'search');
    if (!isWhole(position, 1, SEARCH_CANDIDATES - 1)) throw badRequest(CURSOR_INVALID);
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
  const hits = reordered
    ? ranked
    : placeByArrival(ranked, (doc) => candidates.arrival.get(doc.id) ?? 0, end);
  // By price, the hits keep their relevance order among equal prices (sort is stable).
  if (query.sort === 'price-asc') hits.sort((a, b) => priceOf(a) - priceOf(b));
  if (query.sort === 'price-desc') hits.sort((a, b) => priceOf(b) - priceOf(a));
  if (query.sort === 'rating') hits.sort(byRating);
  // The hits read but not placed yet are the next page's first (a name tier read to its limit
  // always leaves NAME_LOOKAHEAD of them).
  const more = ranked.length > end && end < SEARCH_CANDIDATES;
  const next = more ? encodeCursor({ k: 'search', v: [end] }) : null;
  // A total only when every match was read; otherwise how many at least (an honest "N+").
  send(res, meter, hits.slice(offset, end), {
    total: candidates.complete ? ranked.length : null,
    atLeast: candidates.complete ? null : ranked.length,
    next,
  });
}

const COMPATIBILITY_ORDER: OrderField[] = [
  { field: 'createdAt', direction: 'desc' },
  { field: 'id', direction: 'desc' },
];

/** SPEC.md §7's list in its shape, newest first, COMPATIBILITY_LIST_LIMIT a request. */
async function compatibilityList(
  res: Response,
  cursor: string | null,
  meter: ReadMeter,
): Promise<void> {
  let page = servicesCollection()
    .orderBy('createdAt', 'desc')
    .orderBy(FieldPath.documentId(), 'desc')
    .select(...LISTED_FIELDS)
    .limit(COMPATIBILITY_LIST_LIMIT + 1);
  if (cursor !== null) {
    page = page.startAfter(...startValuesOf(COMPATIBILITY_ORDER, decodeCursor(cursor, 'all')));
  }
  const snapshot = meter.add(await page.get());
  const docs = snapshot.docs.slice(0, COMPATIBILITY_LIST_LIMIT);
  const last = docs.at(-1);
  const next =
    snapshot.size > COMPATIBILITY_LIST_LIMIT && last
      ? encodeCursor({ k: 'all', v: cursorValuesOf(COMPATIBILITY_ORDER, last) })
      : null;
  send(res, meter, docs, { total: null, next }, toService);
}

/** The query string as the client spelled it. */
const rawQueryOf = (req: Request) => {
  const at = req.originalUrl.indexOf('?');
  return at < 0 ? '' : req.originalUrl.slice(at + 1);
};

/** Sends a client to the canonical spelling of its query (relative, so it works behind /api). */
function redirectTo(res: Response, params: string): void {
  res.set('Cache-Control', PUBLIC_CACHE_CONTROL);
  res.redirect(301, params === '' ? 'publicServices' : `publicServices?${params}`);
}

/** GET /publicServices[?search&category&district&minPrice&maxPrice&sort&limit&cursor]. */
export async function publicServices(req: Request, res: Response): Promise<void> {
  const query = catalogueQueryOf(req);
  const meter = new ReadMeter();
  const raw = rawQueryOf(req);
  if (query === null) {
    // Only empty parameters: the unpaged list, at its one URL.
    if (raw !== '') redirectTo(res, '');
    else await compatibilityList(res, null, meter);
    return;
  }
  const given = Object.keys(req.query);
  if (given.length === 1 && given[0] === 'cursor' && query.cursor !== null) {
    await compatibilityList(res, query.cursor, meter);
    return;
  }
  const canonical = canonicalCatalogueParams(query).toString();
  if (canonical !== raw) {
    redirectTo(res, canonical);
    return;
  }
  // A search naming only a trade and/or a district is that filter's listing (searchAsFilters).
  const listed = query.search.trim() === '' ? query : searchAsFilters(query);
  if (listed) await listing(res, listed, meter);
  else await search(res, query, meter);
}
