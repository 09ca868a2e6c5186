/**
 * All Services keeps its whole state in the URL (search text, filters, sort), written and read
 * with domain's catalogueSearchParams and parseCatalogueQuery, so a link shares the list and
 * Back restores it. Pages are not in the URL: a shared link opens at the first page.
 */
import {
  CATALOGUE_PAGE_SIZE,
  DEFAULT_SERVICE_SORT,
  parseCatalogueQuery,
} from '@meramot/domain/catalogue';
import type { CatalogueQuery } from '@meramot/domain/catalogue';
import type { Refusal } from '@meramot/domain/refusal';

/** The catalogue parameters the page's URL may carry. */
const URL_PARAMS: ReadonlySet<string> = new Set([
  'search',
  'category',
  'district',
  'minPrice',
  'maxPrice',
  'sort',
]);

/** Every service, newest first. */
export const UNFILTERED: CatalogueQuery = {
  search: '',
  category: null,
  district: null,
  minPrice: null,
  maxPrice: null,
  sort: DEFAULT_SERVICE_SORT,
  limit: CATALOGUE_PAGE_SIZE,
  cursor: null,
};

export interface PageQuery {
  query: CatalogueQuery;
  /** Why the URL's values were set aside (the parser's refusal), or null when they were read. */
  problem: Refusal | null;
}

/** The query a URL asks for; a value the parser refuses gives the unfiltered list instead. */
export function pageQueryOf(params: URLSearchParams): PageQuery {
  const parsed = parseCatalogueQuery((name) =>
    URL_PARAMS.has(name) ? (params.get(name) ?? undefined) : undefined,
  );
  return parsed.ok
    ? { query: parsed.query, problem: null }
    : { query: UNFILTERED, problem: parsed.refusal };
}

/** Whether anything narrows or reorders the list. */
export function isFiltered(query: CatalogueQuery): boolean {
  return (
    query.search.trim() !== '' ||
    query.category !== null ||
    query.district !== null ||
    query.minPrice !== null ||
    query.maxPrice !== null ||
    query.sort !== DEFAULT_SERVICE_SORT
  );
}
