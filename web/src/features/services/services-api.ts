/**
 * The public screens' reads of services, through the REST API (SPEC.md §7) rather than
 * Firestore, so Home, All Services and Service Details never load the Firestore SDK: a page of
 * the catalogue (`GET /publicServices` with the query of domain/src/catalogue.ts) and one
 * service (`GET /serviceDetails/{id}`).
 */
import { catalogueSearchParams } from '@meramot/domain/catalogue';
import type { CatalogueQuery } from '@meramot/domain/catalogue';
import type { Service } from '@meramot/domain/entities';
import { ApiError, publicFetch } from '../../lib/api';

export interface CataloguePage {
  services: Service[];
  /** The cursor of the next page (header X-Next-Cursor), null on the last page. */
  nextCursor: string | null;
  /** How many services match in all (header X-Total-Count), null when the API did not say. */
  total: number | null;
}

export type CatalogueRequest = Partial<CatalogueQuery> & Pick<CatalogueQuery, 'limit'>;

function countOf(header: string | null): number | null {
  if (header === null || !/^\d+$/.test(header)) return null;
  return Number(header);
}

export async function fetchCataloguePage(
  query: CatalogueRequest,
  signal?: AbortSignal,
): Promise<CataloguePage> {
  const params = catalogueSearchParams(query, { withPage: true });
  const { data, headers } = await publicFetch<Service[]>(`/publicServices?${params}`, signal);
  return {
    services: data,
    nextCursor: headers.get('X-Next-Cursor') || null,
    total: countOf(headers.get('X-Total-Count')),
  };
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
