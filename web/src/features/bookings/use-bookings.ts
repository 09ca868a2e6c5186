import { useCallback, useMemo, useState } from 'react';
import { useFirestore } from '../../lib/firestore';
import { dashboardOrder } from '@meramot/domain/booking-status';
import type { Booking, ListedService } from '@meramot/domain/entities';
import { DASHBOARD_LIST_LIMIT, dashboardLimit, listBoundOf } from '@meramot/domain/list-limits';
import { useLive } from '../../components/use-live';
import type { Loadable, Subscribe } from '../../components/use-live';
import type { DayAvailability } from '@meramot/domain/availability';
import { watchBookings, watchProviderAvailability, watchServiceListing } from './bookings-data';
import type { BookingRole } from './bookings-data';

/**
 * The signed-in user's newest bookings in `role`, a page at a time (`loadMore` adds a page, up
 * to DASHBOARD_LIST_LIMIT), live, open work first (dashboardOrder): `loading` until the first
 * snapshot for this uid. A failing listener is not shown (docs/product.md §8 ignores listing failures);
 * the spinner stops. The listener is removed on unmount or when the user changes.
 */
export function useLiveBookings(role: BookingRole, uid: string | undefined) {
  const db = useFirestore();
  const [pages, setPages] = useState(1);
  const count = dashboardLimit(pages);
  const subscribe = useCallback<Subscribe<Booking[]>>(
    (onData, onError) => {
      if (!uid) return () => undefined;
      return watchBookings(
        db,
        role,
        uid,
        onData,
        (error) => {
          console.error(`Listening to the ${role}'s bookings failed`, error);
          onError(error);
        },
        count,
      );
    },
    [db, role, uid, count],
  );
  // The key leaves the page count out: a larger page keeps the rows on screen until it arrives.
  const live = useLive(`${role}:${uid ?? ''}`, subscribe);
  const bookings = useMemo(() => dashboardOrder(live.data ?? []), [live.data]);
  return {
    loading: live.status === 'loading',
    bookings,
    bound: listBoundOf(bookings.length, count, DASHBOARD_LIST_LIMIT),
    loadMore: () => setPages((current) => current + 1),
  };
}

/** The listing of the service being booked, live (its providerUid tells whose it is). */
export function useServiceListing(serviceId: string): Loadable<ListedService | null> {
  const db = useFirestore();
  const subscribe = useCallback<Subscribe<ListedService | null>>(
    (onData, onError) => watchServiceListing(db, serviceId, onData, onError),
    [db, serviceId],
  );
  return useLive(serviceId, subscribe);
}

/**
 * The provider's windows from `from` to `to`, live (a booking or a cancel by anyone shows at
 * once); loading until the provider is known.
 */
export function useProviderAvailability(
  providerUid: string | undefined,
  from: string,
  to: string,
): Loadable<DayAvailability[]> {
  const db = useFirestore();
  const subscribe = useCallback<Subscribe<DayAvailability[]>>(
    (onData, onError) => {
      if (!providerUid) return () => undefined;
      return watchProviderAvailability(db, providerUid, { from, to }, onData, (error) => {
        console.error("Listening to the provider's open windows failed", error);
        onError(error);
      });
    },
    [db, providerUid, from, to],
  );
  return useLive(`${providerUid ?? ''}:${from}:${to}`, subscribe);
}
