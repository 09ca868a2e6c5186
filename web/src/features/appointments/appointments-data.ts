/**
 * Appointments in Firestore (docs/data-model.md): anyone may send one; a signed-in user reads their own,
 * newest first, and a user with the custom claim `admin` reads all of them, live. Every function
 * takes the database it works on, so the rules suite runs these same reads and writes.
 */
import {
  collection,
  doc,
  getDocFromServer,
  limit,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  where,
} from 'firebase/firestore';
import type { DocumentReference, Firestore, FirestoreError, Query } from 'firebase/firestore';
import { appointmentFromDoc } from '@meramot/domain/entities';
import type { Appointment, AppointmentDoc } from '@meramot/domain/entities';
import { DASHBOARD_PAGE_SIZE } from '@meramot/domain/list-limits';
import { appointmentSchema } from '@meramot/domain/schemas';
import type { AppointmentValues } from '@meramot/domain/schemas';
import type { Unsubscribe } from '../../components/use-live';
import { newCreateId } from '../../lib/create-id';

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

/**
 * Sends an appointment request under `appointmentId` (the form keeps one id per request it sends,
 * see useCreateId): the validated fields, the sender's uid (null for a visitor) and the server's
 * time, exactly the keys the rules accept. Resolves to its id. A repeat whose first write landed
 * writes nothing.
 */
export async function sendAppointment(
  db: Firestore,
  senderUid: string | null,
  values: AppointmentValues,
  appointmentId: string = newCreateId(),
): Promise<string> {
  const fields = await appointmentSchema.validate(values, { stripUnknown: true });
  const ref = doc(appointments(db), appointmentId);
  if (await isSent(ref)) return appointmentId;
  await setDoc(ref, {
    name: fields.name,
    email: fields.email,
    phone: fields.phone,
    date: fields.date,
    message: fields.message,
    uid: senderUid,
    createdAt: serverTimestamp(),
  });
  return appointmentId;
}

/**
 * Whether the request of this id reached the server already. The rules let anyone look for an id
 * not sent yet, and a visitor may not read one that exists: that refusal, for an id only this
 * form knows, means its earlier attempt landed.
 */
async function isSent(ref: DocumentReference): Promise<boolean> {
  try {
    return (await getDocFromServer(ref)).exists();
  } catch (error) {
    if ((error as Partial<FirestoreError>).code === 'permission-denied') return true;
    throw error;
  }
}
