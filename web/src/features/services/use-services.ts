/** React hooks over services-api: Home's popular services and one service's details. */
import { useCallback } from 'react';
import { POPULAR_SERVICES_COUNT } from '@meramot/domain/constants';
import type { Service } from '@meramot/domain/entities';
import { useRequest } from '../../components/use-live';
import type { Loadable } from '../../components/use-live';
import { fetchCataloguePage, fetchServiceDetails } from './services-api';

export type { Loadable } from '../../components/use-live';

/** The newest POPULAR_SERVICES_COUNT services: `GET /publicServices?limit=6`. */
export function usePopularServices(): Loadable<Service[]> {
  const request = useCallback(
    (signal: AbortSignal) =>
      fetchCataloguePage({ limit: POPULAR_SERVICES_COUNT }, signal).then((page) => page.services),
    [],
  );
  return useRequest('popular', request);
}

/** One service by id; null when it does not exist. */
export function useServiceDetails(id: string): Loadable<Service | null> {
  const request = useCallback((signal: AbortSignal) => fetchServiceDetails(id, signal), [id]);
  return useRequest(id, request);
}
