import { useCallback } from 'react';
import { useFirestore } from 'reactfire';
import type { Booking } from '@meramot/domain/entities';
import { useLive } from '../../components/use-live';
import type { Subscribe } from '../../components/use-live';
import { watchBookings } from './bookings-data';
import type { BookingRole } from './bookings-data';

/**
 * The signed-in user's bookings in `role`, live: `loading` until the first snapshot for this
 * uid. A failing listener is not shown (SPEC.md §8 ignores listing failures); the spinner stops.
 * The listener is removed on unmount or when the user changes.
 */
export function useLiveBookings(role: BookingRole, uid: string | undefined) {
  const db = useFirestore();
  const subscribe = useCallback<Subscribe<Booking[]>>(
    (onData, onError) => {
      if (!uid) return () => undefined;
      return watchBookings(db, role, uid, onData, (error) => {
        console.error(`Listening to the ${role}'s bookings failed`, error);
        onError(error);
      });
    },
    [db, role, uid],
  );
  const live = useLive(`${role}:${uid ?? ''}`, subscribe);
  return { loading: live.status === 'loading', bookings: live.data ?? [] };
}
