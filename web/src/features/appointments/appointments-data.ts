/**
 * Appointments in Firestore (docs/data-model.md): a signed-in user reads their own, newest first,
 * and a user with the custom claim `admin` reads all of them, live. Every function takes the
 * database it works on, so the rules suite runs these same reads. Only the API creates one
 * (sendAppointment in appointment-api.ts).
 */
import { collection, limit, onSnapshot, orderBy, query, where } from 'firebase/firestore';
import type { Firestore, Query } from 'firebase/firestore';
import { appointmentFromDoc } from '@meramot/domain/entities';
import type { Appointment, AppointmentDoc } from '@meramot/domain/entities';
import { DASHBOARD_PAGE_SIZE } from '@meramot/domain/list-limits';
import type { Unsubscribe } from '../../components/use-live';

/** Who reads: their uid, and whether their token carries the admin claim. */
export interface AppointmentReader {
  uid: string;
  admin: boolean;
}

const appointments = (db: Firestore) => collection(db, 'appointments');

/**
 * The query the rules allow this reader: all (admin) or their own, the newest `count` first
 * (the rules refuse a list above DASHBOARD_LIST_LIMIT).
 */
export function appointmentsQuery(db: Firestore, reader: AppointmentReader, count: number): Query {
  return reader.admin
    ? query(appointments(db), orderBy('createdAt', 'desc'), limit(count))
    : query(
        appointments(db),
        where('uid', '==', reader.uid),
        orderBy('createdAt', 'desc'),
        limit(count),
      );
}

/** The newest `count` appointments `reader` may read, live. Returns the unsubscribe function. */
export function watchAppointments(
  db: Firestore,
  reader: AppointmentReader,
  onData: (appointments: Appointment[]) => void,
  onError: (error: Error) => void,
  count = DASHBOARD_PAGE_SIZE,
): Unsubscribe {
  return onSnapshot(
    appointmentsQuery(db, reader, count),
    (snapshot) =>
      onData(snapshot.docs.map((d) => appointmentFromDoc(d.id, d.data() as AppointmentDoc))),
    onError,
  );
}
