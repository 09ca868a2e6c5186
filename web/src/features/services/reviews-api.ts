/**
 * The public reads of reviews and ratings, through the REST API (never the Firestore SDK): a
 * page of a service's or a provider's reviews, and a provider's page.
 */
import type { PublicService } from '@meramot/domain/entities';
import type { ProviderPageAnswer, Review } from '@meramot/domain/review';
import { ApiError, publicFetch } from '../../lib/api';

export interface ReviewsPage {
  reviews: Review[];
  nextCursor: string | null;
}

export async function fetchReviews(
  by: { serviceId: string } | { providerUid: string },
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ReviewsPage> {
  const params = new URLSearchParams(by);
  if (cursor) params.set('cursor', cursor);
  const { data, headers } = await publicFetch<Review[]>(`/reviews?${params}`, signal);
  return { reviews: data, nextCursor: headers.get('X-Next-Cursor') || null };
}

/** A provider's public page, or null when there is no such provider (404). */
export async function fetchProviderPage(
  uid: string,
  signal?: AbortSignal,
): Promise<ProviderPageAnswer | null> {
  try {
    const { data } = await publicFetch<ProviderPageAnswer>(
      `/providers/${encodeURIComponent(uid)}`,
      signal,
    );
    return data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export interface ProviderServicesPage {
  services: PublicService[];
  nextCursor: string | null;
}

/** The next page of a provider's services (the page's answer carried the first). */
export async function fetchProviderServices(
  uid: string,
  cursor: string,
): Promise<ProviderServicesPage> {
  const params = new URLSearchParams({ cursor });
  const { data, headers } = await publicFetch<PublicService[]>(
    `/providers/${encodeURIComponent(uid)}/services?${params}`,
  );
  return { services: data, nextCursor: headers.get('X-Next-Cursor') || null };
}
