import { useCallback, useState } from 'react';
import type { User } from 'firebase/auth';
import { useFirestore } from '../../lib/firestore';
import type { Appointment } from '@meramot/domain/entities';
import { DASHBOARD_LIST_LIMIT, dashboardLimit, listBoundOf } from '@meramot/domain/list-limits';
import type { ListBound } from '@meramot/domain/list-limits';
import { useLive } from '../../components/use-live';
import type { Loadable, Subscribe } from '../../components/use-live';
import { watchAppointments } from './appointments-data';
import type { AppointmentReader } from './appointments-data';

/** Whether the user's ID token carries the custom claim admin (exactly `true`, as the rules ask). */
async function readerFor(user: User): Promise<AppointmentReader> {
  const token = await user.getIdTokenResult();
  return { uid: user.uid, admin: token.claims.admin === true };
}

/**
 * The newest appointments this user may read, a page at a time (`loadMore` adds a page, up to
 * DASHBOARD_LIST_LIMIT), live: first their token's claims decide which query (own or all), then
 * the listener follows it. Unsubscribes on unmount.
 */
export function useAppointments(user: User): Loadable<{
  appointments: Appointment[];
  admin: boolean;
}> & { bound: ListBound; loadMore: () => void } {
  const db = useFirestore();
  const [pages, setPages] = useState(1);
  const count = dashboardLimit(pages);
  const subscribe = useCallback<Subscribe<{ appointments: Appointment[]; admin: boolean }>>(
    (onData, onError) => {
      let unsubscribe: (() => void) | undefined;
      let cancelled = false;
      readerFor(user)
        .catch(() => ({ uid: user.uid, admin: false }))
        .then((reader) => {
          if (cancelled) return;
          unsubscribe = watchAppointments(
            db,
            reader,
            (appointments) => onData({ appointments, admin: reader.admin }),
            onError,
            count,
          );
        });
      return () => {
        cancelled = true;
        unsubscribe?.();
      };
    },
    [db, user, count],
  );
  // The key leaves the page count out: a larger page keeps the rows on screen until it arrives.
  const live = useLive(user.uid, subscribe);
  return {
    ...live,
    bound: listBoundOf(live.data?.appointments.length ?? 0, count, DASHBOARD_LIST_LIMIT),
    loadMore: () => setPages((current) => current + 1),
  };
}
