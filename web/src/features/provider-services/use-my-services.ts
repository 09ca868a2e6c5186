import { useCallback } from 'react';
import { useFirestore } from '../../lib/firestore';
import type { Service } from '@meramot/domain/entities';
import { PUBLIC_LIST_LIMIT, listBoundOf } from '@meramot/domain/list-limits';
import { useLive } from '../../components/use-live';
import type { Subscribe } from '../../components/use-live';
import { watchMyServices } from './provider-services-data';

/**
 * The provider's newest PUBLIC_LIST_LIMIT services (`bound` says when there may be older ones
 * not shown), live: `loading` until the first snapshot for this uid. A failing
 * listener is not shown (docs/product.md §8 ignores listing failures); the spinner stops. The listener
 * is removed on unmount or when the user changes.
 */
export function useMyServices(uid: string | undefined) {
  const db = useFirestore();
  const subscribe = useCallback<Subscribe<Service[]>>(
    (onData, onError) => {
      if (!uid) return () => undefined;
      return watchMyServices(db, uid, onData, (error) => {
        console.error('Listening to your services failed', error);
        onError(error);
      });
    },
    [db, uid],
  );
  const live = useLive(uid ?? '', subscribe);
  const services = live.data ?? [];
  return {
    loading: live.status === 'loading',
    services,
    bound: listBoundOf(services.length, PUBLIC_LIST_LIMIT, PUBLIC_LIST_LIMIT),
  };
}
