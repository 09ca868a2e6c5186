/** React hooks over services-data: live lists that follow Firestore, and the API's search. */
import { useCallback } from 'react';
import { useFirestore } from 'reactfire';
import type { ListedService, Service } from '@meramot/domain/entities';
import { useLive, useRequest } from '../../components/use-live';
import type { Loadable, Subscribe } from '../../components/use-live';
import { fetchSearchResults } from './search-results';
import { watchAllServices, watchPopularServices, watchService } from './services-data';

export type { Loadable } from '../../components/use-live';

export function useAllServices(): Loadable<Service[]> {
  const db = useFirestore();
  const subscribe = useCallback<Subscribe<Service[]>>(
    (onData, onError) => watchAllServices(db, onData, onError),
    [db],
  );
  return useLive('all', subscribe);
}

export function usePopularServices(): Loadable<Service[]> {
  const db = useFirestore();
  const subscribe = useCallback<Subscribe<Service[]>>(
    (onData, onError) => watchPopularServices(db, onData, onError),
    [db],
  );
  return useLive('popular', subscribe);
}

export function useService(id: string): Loadable<ListedService | null> {
  const db = useFirestore();
  const subscribe = useCallback<Subscribe<ListedService | null>>(
    (onData, onError) => watchService(db, id, onData, onError),
    [db, id],
  );
  return useLive(id, subscribe);
}

/** The API's search for `text`; a newer search cancels the one in flight. */
export function useServiceSearch(text: string): Loadable<Service[]> {
  const request = useCallback((signal: AbortSignal) => fetchSearchResults(text, signal), [text]);
  return useRequest(text, request);
}
