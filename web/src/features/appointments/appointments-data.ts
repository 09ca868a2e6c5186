/**
 * Appointments in Firestore (DESIGN.md): anyone may send one; a signed-in user reads their own,
 * newest first, and a user with the custom claim `admin` reads all of them. Each read is a
 * one-off query and a live listener that returns its unsubscribe.
 */
import {
  addDoc,
  collection,
  getDocs,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  where,
} from 'firebase/firestore';
import type { Query, QuerySnapshot } from 'firebase/firestore';
import type { User } from 'firebase/auth';
import { appointmentFromDoc } from '@meramot/domain/entities';
import type { Appointment, AppointmentDoc } from '@meramot/domain/entities';
import { appointmentSchema } from '@meramot/domain/schemas';
import type { AppointmentValues } from '@meramot/domain/schemas';
import { auth, firestore } from '../../lib/firebase';
import type { Unsubscribe } from '../../components/use-live';

/** Who reads: their uid, and whether their token carries the admin claim. */
export interface AppointmentReader {
  uid: string;
  admin: boolean;
}

const appointments = () => collection(firestore, 'appointments');

/** The query the rules allow this reader: all (admin) or their own, newest first. */
export function appointmentsQuery(reader: AppointmentReader): Query {
  return reader.admin
    ? query(appointments(), orderBy('createdAt', 'desc'))
    : query(appointments(), where('uid', '==', reader.uid), orderBy('createdAt', 'desc'));
}

function toAppointments(snapshot: QuerySnapshot): Appointment[] {
  return snapshot.docs.map((d) => appointmentFromDoc(d.id, d.data() as AppointmentDoc));
}

/** Whether the user's ID token carries the custom claim admin. */
export async function readerFor(user: User): Promise<AppointmentReader> {
  const token = await user.getIdTokenResult();
  return { uid: user.uid, admin: token.claims.admin === true };
}

export async function getAppointments(reader: AppointmentReader): Promise<Appointment[]> {
  return toAppointments(await getDocs(appointmentsQuery(reader)));
}

export function watchAppointments(
  reader: AppointmentReader,
  onData: (appointments: Appointment[]) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return onSnapshot(
    appointmentsQuery(reader),
    (snapshot) => onData(toAppointments(snapshot)),
    onError,
  );
}

/**
 * Sends an appointment request: the validated fields, the sender's uid (null for a visitor) and
 * the server's time, exactly the keys the rules accept. Resolves to the new document's id.
 */
export async function sendAppointment(values: AppointmentValues): Promise<string> {
  const fields = await appointmentSchema.validate(values, { stripUnknown: true });
  const ref = await addDoc(appointments(), {
    name: fields.name,
    email: fields.email,
    phone: fields.phone,
    date: fields.date,
    message: fields.message,
    uid: auth.currentUser?.uid ?? null,
    createdAt: serverTimestamp(),
  });
  return ref.id;
}
