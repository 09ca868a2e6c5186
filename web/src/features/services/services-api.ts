/**
 * The public screens' reads of services, through the REST API (docs/product.md §7) rather than
 * Firestore, so Home, All Services and Service Details never load the Firestore SDK: a page of
 * the catalogue (`GET /publicServices` with the query of domain/src/catalogue.ts) and one
 * service (`GET /serviceDetails/{id}`).
 */
import { canonicalCatalogueParams } from '@meramot/domain/catalogue';
import type { CatalogueQuery } from '@meramot/domain/catalogue';
import type { Service } from '@meramot/domain/entities';
import { ApiError, publicFetch } from '../../lib/api';
import { UNFILTERED } from './catalogue-url';

export interface CataloguePage {
  services: Service[];
  /** The cursor of the next page (header X-Next-Cursor), null on the last page. */
  nextCursor: string | null;
  /** How many services match in all (header X-Total-Count), null when the API did not say. */
  total: number | null;
  /** How many a search found at least, when it did not read every match (X-Total-Count-At-Least). */
  atLeast: number | null;
}

export type CatalogueRequest = Partial<CatalogueQuery> & Pick<CatalogueQuery, 'limit'>;

function countOf(header: string | null): number | null {
  if (header === null || !/^\d+$/.test(header)) return null;
  return Number(header);
}

/** The query's canonical URL: the one the API answers without a redirect, and a CDN keeps. */
function pathOf(query: CatalogueRequest): string {
  return `/publicServices?${canonicalCatalogueParams({ ...UNFILTERED, ...query })}`;
}

async function requestPage(path: string, signal?: AbortSignal): Promise<CataloguePage> {
  const { data, headers } = await publicFetch<Service[]>(path, signal);
  return {
    services: data,
    nextCursor: headers.get('X-Next-Cursor') || null,
    total: countOf(headers.get('X-Total-Count')),
    atLeast: countOf(headers.get('X-Total-Count-At-Least')),
  };
}

/** How long a page asked for ahead of its screen may wait to be taken. */
const PREFETCH_FRESH_MS = 10_000;

/** Pages asked for before their screen's code had loaded, by path. */
const prefetched = new Map<string, { page: Promise<CataloguePage>; at: number }>();

export function fetchCataloguePage(
  query: CatalogueRequest,
  signal?: AbortSignal,
): Promise<CataloguePage> {
  const path = pathOf(query);
  const early = prefetched.get(path);
  prefetched.delete(path);
  if (early && Date.now() - early.at < PREFETCH_FRESH_MS) return early.page;
  return requestPage(path, signal);
}

/**
 * Asks for a page while the screen that shows it is still loading its code; the screen's own
 * request for the same page (within a few seconds) takes this answer instead of asking again.
 */
export function prefetchCataloguePage(query: CatalogueRequest): void {
  const path = pathOf(query);
  if (prefetched.has(path)) return;
  const page = requestPage(path);
  // A failure is the screen's to report, when it takes the answer.
  page.catch(() => undefined);
  prefetched.set(path, { page, at: Date.now() });
}

/** One service by id, or null when there is none (404). */
export async function fetchServiceDetails(
  id: string,
  signal?: AbortSignal,
): Promise<Service | null> {
  try {
    const { data } = await publicFetch<Service>(
      `/serviceDetails/${encodeURIComponent(id)}`,
      signal,
    );
    return data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
