/** React hooks over services-data: live lists that follow Firestore, and the API's search. */
import { useCallback } from 'react';
import type { Service } from '@meramot/domain/entities';
import { useLive, useRequest } from '../../components/use-live';
import type { Loadable, Subscribe } from '../../components/use-live';
import {
  searchServices,
  watchAllServices,
  watchPopularServices,
  watchService,
} from './services-data';

export type { Loadable } from '../../components/use-live';

export function useAllServices(): Loadable<Service[]> {
  return useLive('all', watchAllServices);
}

export function usePopularServices(): Loadable<Service[]> {
  return useLive('popular', watchPopularServices);
}

export function useService(id: string): Loadable<Service | null> {
  const subscribe = useCallback<Subscribe<Service | null>>(
    (onData, onError) => watchService(id, onData, onError),
    [id],
  );
  return useLive(id, subscribe);
}

/** The API's search for `text`; a newer search cancels the one in flight. */
export function useServiceSearch(text: string): Loadable<Service[]> {
  const request = useCallback((signal: AbortSignal) => searchServices(text, signal), [text]);
  return useRequest(text, request);
}
