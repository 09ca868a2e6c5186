import { useCallback } from 'react';
import type { User } from 'firebase/auth';
import { useFirestore } from '../../lib/firestore';
import type { Appointment } from '@meramot/domain/entities';
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
 * The appointments this user may read, live: first their token's claims decide which query
 * (own or all), then the listener follows it. Unsubscribes on unmount.
 */
export function useAppointments(
  user: User,
): Loadable<{ appointments: Appointment[]; admin: boolean }> {
  const db = useFirestore();
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
          );
        });
      return () => {
        cancelled = true;
        unsubscribe?.();
      };
    },
    [db, user],
  );
  return useLive(user.uid, subscribe);
}
