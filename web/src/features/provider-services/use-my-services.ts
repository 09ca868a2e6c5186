import { useCallback } from 'react';
import { useFirestore } from '../../lib/firestore';
import type { Service } from '@meramot/domain/entities';
import { useLive } from '../../components/use-live';
import type { Subscribe } from '../../components/use-live';
import { watchMyServices } from './provider-services-data';

/**
 * The provider's services, live: `loading` until the first snapshot for this uid. A failing
 * listener is not shown (SPEC.md §8 ignores listing failures); the spinner stops. The listener
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
  return { loading: live.status === 'loading', services: live.data ?? [] };
}
