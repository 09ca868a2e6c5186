/** Appointments: anyone sends one; a signed-in user reads their own, an admin reads all. */
import { FieldValue } from 'firebase-admin/firestore';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { appointmentFromDoc } from '@meramot/domain/entities';
import type { AppointmentDoc } from '@meramot/domain/entities';
import { optionalCaller, requireCaller } from '../auth';
import { appointmentsCollection } from '../firebase';
import type { Reply } from '../http';
import type { Context } from '../router';
import { appointmentBody } from '../schemas';
import { validateBody } from '../validate';

const toAppointment = (snapshot: DocumentSnapshot) =>
  appointmentFromDoc(snapshot.id, snapshot.data() as AppointmentDoc);

/** POST /appointment: recorded with the sender's uid, or null for a visitor. */
export async function sendAppointment({ req, body }: Context): Promise<Reply> {
  const caller = await optionalCaller(req);
  const valid = validateBody(appointmentBody, body);
  const ref = appointmentsCollection().doc();
  await ref.create({
    name: valid.name,
    email: valid.email,
    phone: valid.phone,
    date: valid.date,
    message: valid.message,
    uid: caller?.uid ?? null,
    createdAt: FieldValue.serverTimestamp(),
  });
  return { body: { acknowledged: true, insertedId: ref.id } };
}

/** GET /appointment: the caller's own, newest first; every one for the admin claim. */
export async function listAppointments({ req }: Context): Promise<Reply> {
  const caller = await requireCaller(req);
  const collection = appointmentsCollection();
  const query = caller.admin ? collection : collection.where('uid', '==', caller.uid);
  const snapshot = await query.orderBy('createdAt', 'desc').get();
  return { body: snapshot.docs.map(toAppointment) };
}
