import { useEffect, useState } from 'react';
import type { Booking } from '@meramot/domain/entities';
import { watchBookings } from './bookings-data';
import type { BookingRole } from './bookings-data';

/**
 * The signed-in user's bookings in `role`, live: `loading` until the first snapshot for this
 * uid. A failing listener is not shown (SPEC.md §8 ignores listing failures); the spinner stops.
 * The listener is removed on unmount or when the user changes.
 */
export function useLiveBookings(role: BookingRole, uid: string | undefined) {
  const [latest, setLatest] = useState<{ key: string; bookings: Booking[] } | null>(null);
  const key = uid ? `${role}:${uid}` : '';

  useEffect(() => {
    if (!uid) return undefined;
    const current = `${role}:${uid}`;
    return watchBookings(
      role,
      uid,
      (bookings) => setLatest({ key: current, bookings }),
      (error) => {
        console.error(`Listening to the ${role}'s bookings failed`, error);
        setLatest((shown) => (shown?.key === current ? shown : { key: current, bookings: [] }));
      },
    );
  }, [role, uid]);

  const loading = !latest || latest.key !== key;
  return { loading, bookings: loading ? [] : latest.bookings };
}
