import { useCallback } from 'react';
import type { User } from 'firebase/auth';
import type { Appointment } from '@meramot/domain/entities';
import { useLive } from '../../components/use-live';
import type { Loadable, Subscribe } from '../../components/use-live';
import { readerFor, watchAppointments } from './appointments-data';

/**
 * The appointments this user may read, live: first their token's claims decide which query
 * (own or all), then the listener follows it. Unsubscribes on unmount.
 */
export function useAppointments(
  user: User,
): Loadable<{ appointments: Appointment[]; admin: boolean }> {
  const subscribe = useCallback<Subscribe<{ appointments: Appointment[]; admin: boolean }>>(
    (onData, onError) => {
      let unsubscribe: (() => void) | undefined;
      let cancelled = false;
      readerFor(user)
        .catch(() => ({ uid: user.uid, admin: false }))
        .then((reader) => {
          if (cancelled) return;
          unsubscribe = watchAppointments(
            reader,
            (appointments) => onData({ appointments, admin: reader.admin }),
            onError,
          );
        });
      return () => {
        cancelled = true;
        unsubscribe?.();
      };
    },
    [user],
  );
  return useLive(user.uid, subscribe);
}
