/**
 * The catalogue's query: search text, filters, sort and page, as the All Services URL and
 * `GET /publicServices` both spell it. One parser for both, with messages naming the parameter.
 */
import { CATEGORY_IDS, categoryOf, isCategoryId } from './categories';
import type { CategoryId } from './categories';
import { FIELD_LIMITS } from './constants';
import { DISTRICTS, isDistrictId } from './districts';
import { queryWords } from './search-terms';
import { refusal } from './refusal';
import type { Refusal } from './refusal';

/** Cards a page of All Services shows, and how many one request may ask for. */
export const CATALOGUE_PAGE_SIZE = 24;
export const MAX_CATALOGUE_LIMIT = 100;
/**
 * Most documents one search request reads, however broad its text: the newest candidates are
 * ranked, so a page of hits costs the same at any catalogue size.
 */
export const SEARCH_CANDIDATES = 240;
/**
 * Most index entries a listing's count() matches: Firestore bills a count one read per 1,000
 * entries, so past this the total is said as "at least" and costs one read at any catalogue size.
 */
export const COUNT_LIMIT = 1000;
/** Longest search text accepted; queryWords uses at most 30 words of it anyway. */
export const MAX_SEARCH_LENGTH = 500;
/**
 * Most services the unpaged `GET /publicServices` (docs/product.md §7's whole list, kept for old clients)
 * answers at once, newest first; X-Next-Cursor leads on.
 */
export const COMPATIBILITY_LIST_LIMIT = 1000;
/** Longest cursor accepted: a cursor carries one sort value and a document id. */
export const MAX_CURSOR_LENGTH = 2 * FIELD_LIMITS.documentId;

export const SERVICE_SORTS = ['newest', 'price-asc', 'price-desc', 'rating'] as const;
export type ServiceSort = (typeof SERVICE_SORTS)[number];
export const DEFAULT_SERVICE_SORT: ServiceSort = 'newest';

export interface CatalogueQuery {
  search: string;
  category: CategoryId | null;
  district: string | null;
  minPrice: number | null;
  maxPrice: number | null;
  sort: ServiceSort;
  limit: number;
  cursor: string | null;
}

/** The parameters a query may carry; anything else is refused by the API. */
export const CATALOGUE_PARAMS = [
  'search',
  'category',
  'district',
  'minPrice',
  'maxPrice',
  'sort',
  'limit',
  'cursor',
] as const;

export type CatalogueParse = { ok: true; query: CatalogueQuery } | { ok: false; refusal: Refusal };

function price(name: string, value: string | undefined): number | null | Refusal {
  if (value === undefined || value.trim() === '') return null;
  const amount = Number(value);
  if (!/^\d+(\.\d+)?$/.test(value.trim()) || !Number.isFinite(amount)) {
    return refusal('priceParamNumber', { name });
  }
  if (amount > FIELD_LIMITS.servicePriceMax) {
    return refusal('priceParamMax', { name, max: FIELD_LIMITS.servicePriceMax });
  }
  return amount;
}

/**
 * Reads a query from `get(name)` (one value per name; the API refuses repeats before this).
 * Empty values mean "not given"; `pageSize` is the limit when none is given.
 */
export function parseCatalogueQuery(
  get: (name: (typeof CATALOGUE_PARAMS)[number]) => string | undefined,
  pageSize = CATALOGUE_PAGE_SIZE,
): CatalogueParse {
  const fail = (...why: Parameters<typeof refusal>): CatalogueParse => ({
    ok: false,
    refusal: refusal(...why),
  });
  const search = get('search') ?? '';
  if (search.length > MAX_SEARCH_LENGTH) {
    return fail('paramTooLong', { name: 'search', max: MAX_SEARCH_LENGTH });
  }
  const category = get('category') || null;
  if (category !== null && !isCategoryId(category)) {
    return fail('paramOneOf', { name: 'category', list: CATEGORY_IDS.join(', ') });
  }
  const district = get('district') || null;
  if (district !== null && !isDistrictId(district)) return fail('districtParam');
  const minPrice = price('minPrice', get('minPrice'));
  if (typeof minPrice === 'object' && minPrice !== null) return { ok: false, refusal: minPrice };
  const maxPrice = price('maxPrice', get('maxPrice'));
  if (typeof maxPrice === 'object' && maxPrice !== null) return { ok: false, refusal: maxPrice };
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) {
    return fail('priceParamOrder');
  }
  const sort = get('sort') || DEFAULT_SERVICE_SORT;
  if (!(SERVICE_SORTS as readonly string[]).includes(sort)) {
    return fail('paramOneOf', { name: 'sort', list: SERVICE_SORTS.join(', ') });
  }
  const limitText = get('limit');
  const limit = limitText === undefined || limitText === '' ? pageSize : Number(limitText);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_CATALOGUE_LIMIT) {
    return fail('paramWholeNumber', { name: 'limit', min: 1, max: MAX_CATALOGUE_LIMIT });
  }
  const cursor = get('cursor') || null;
  if (cursor !== null && cursor.length > MAX_CURSOR_LENGTH) {
    return fail('paramTooLong', { name: 'cursor', max: MAX_CURSOR_LENGTH });
  }
  return {
    ok: true,
    query: {
      search,
      category,
      district,
      minPrice,
      maxPrice,
      sort: sort as ServiceSort,
      limit,
      cursor,
    },
  };
}

/**
 * The query's search, filters and sort as URL parameters (All Services' own URL), leaving out what
 * is at its default, so equal queries give equal URLs. The API's page adds `limit` and `cursor`
 * (canonicalCatalogueParams).
 */
export function catalogueSearchParams(query: Partial<CatalogueQuery>): URLSearchParams {
  const params = new URLSearchParams();
  const text = query.search?.trim();
  if (text) params.set('search', text);
  if (query.category) params.set('category', query.category);
  if (query.district) params.set('district', query.district);
  if (query.minPrice != null) params.set('minPrice', String(query.minPrice));
  if (query.maxPrice != null) params.set('maxPrice', String(query.maxPrice));
  if (query.sort && query.sort !== DEFAULT_SERVICE_SORT) params.set('sort', query.sort);
  return params;
}

/**
 * The one URL of a query, so that a CDN keeps one answer for it: no empty or default-valued
 * parameter, in a fixed order. The limit is left out when it is the page size and a search,
 * filter or sort says the list is paged: no parameter at all is the unpaged list, and a cursor
 * alone continues it.
 */
export function canonicalCatalogueParams(query: CatalogueQuery): URLSearchParams {
  const params = catalogueSearchParams(query);
  if (query.limit !== CATALOGUE_PAGE_SIZE || params.size === 0) {
    params.set('limit', String(query.limit));
  }
  if (query.cursor) params.set('cursor', query.cursor);
  return params;
}

/**
 * The query words that whole names among `names` cover: a name counts only when every one of
 * its words is in the query ("appliance repair" covers nothing of "repair" alone).
 */
function coveredBy(keys: readonly string[], names: readonly string[]): Set<string> {
  const covered = new Set<string>();
  for (const name of names) {
    const nameKeys = queryWords(name);
    if (nameKeys.length > 0 && nameKeys.every((key) => keys.includes(key))) {
      for (const key of nameKeys) covered.add(key);
    }
  }
  return covered;
}

/**
 * A search made only of words that name a trade ("plumber", "ইলেকট্রিশিয়ান") and/or a district
 * ("dhaka", "mirpur" is not one) is that category's and district's listing: every such service
 * matches it, so it is served as the filter, newest first, paged by a cursor that continues
 * where the last page stopped, with an exact count, instead of ranking a bounded set of
 * candidates. Null for any other search, or when the query already filters what a word names.
 */
export function searchAsFilters(query: CatalogueQuery): CatalogueQuery | null {
  const keys = queryWords(query.search);
  if (keys.length === 0) return null;
  let category: CategoryId | null = null;
  let district: string | null = null;
  const covered = new Set<string>();
  if (!query.category) {
    for (const id of CATEGORY_IDS) {
      const words = coveredBy(keys, categoryOf(id).names);
      if (words.size > 0) {
        if (category) return null; // Two trades: "plumber electrician" is a search.
        category = id;
        for (const key of words) covered.add(key);
      }
    }
  }
  if (!query.district) {
    for (const place of DISTRICTS) {
      const words = coveredBy(keys, [place.en, place.bn]);
      if (words.size > 0) {
        if (district) return null;
        district = place.id;
        for (const key of words) covered.add(key);
      }
    }
  }
  if (covered.size !== keys.length) return null;
  return {
    ...query,
    search: '',
    category: category ?? query.category,
    district: district ?? query.district,
  };
}
