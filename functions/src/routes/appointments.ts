/** Appointments: anyone sends one; a signed-in user reads their own, an admin reads all. */
import type { Request, Response } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import type { DocumentSnapshot, Query } from 'firebase-admin/firestore';
import { appointmentFromDoc } from '@meramot/domain/entities';
import type { AppointmentDoc } from '@meramot/domain/entities';
import { callerOrVisitor, signedInCaller } from '../auth';
import { appointmentsCollection } from '../firebase';
import { createOnce } from '../idempotency';
import { newestFirstPart } from '../own-list';
import { appointmentBody } from '../schemas';
import { validateBody } from '../validate';
import { NEXT_CURSOR, OPAQUE_CURSOR, cursorParam, list, ref } from '../operation';
import type { Operation } from '../operation';
import { jsonSchemaOf } from '../openapi-schema';

const toAppointment = (snapshot: DocumentSnapshot) =>
  appointmentFromDoc(snapshot.id, snapshot.data() as AppointmentDoc);

/**
 * POST /appointment: recorded with the sender's uid, or null for a visitor; once per
 * Idempotency-Key (idempotency.ts).
 */
async function sendAppointment(req: Request, res: Response): Promise<void> {
  const caller = callerOrVisitor(res);
  const valid = validateBody(appointmentBody, req.body);
  const id = await createOnce(
    req,
    res,
    appointmentsCollection(),
    caller?.uid ?? '',
    'appointment',
    {
      name: valid.name,
      email: valid.email,
      phone: valid.phone,
      date: valid.date,
      message: valid.message,
      uid: caller?.uid ?? null,
      createdAt: FieldValue.serverTimestamp(),
    },
  );
  res.json({ acknowledged: true, insertedId: id });
}

/** The appointments `caller` may list: their own, or every one for the admin claim. */
export function appointmentsOf(caller: { uid: string; admin: boolean }): Query {
  const collection = appointmentsCollection();
  return caller.admin ? collection : collection.where('uid', '==', caller.uid);
}

/** GET /appointment: the caller's own, newest first; every one for the admin claim (in parts). */
async function listAppointments(req: Request, res: Response): Promise<void> {
  const caller = signedInCaller(res);
  res.json(
    (await newestFirstPart(appointmentsOf(caller), 'appointments', req, res)).map(toAppointment),
  );
}

/** The operations of this file: routes (operation.ts) and OpenAPI entries (openapi.ts). */
export const appointmentsOperations: Operation[] = [
  {
    method: 'get',
    path: '/appointment',
    summary: "The caller's appointments (every one for an admin), newest first",
    access: 'signedIn',
    query: [cursorParam],
    ok: { schema: list('Appointment'), description: 'The appointments.' },
    errors: [400],
    refusesValid: OPAQUE_CURSOR,
    headers: NEXT_CURSOR,
    handler: listAppointments,
  },
  {
    method: 'post',
    path: '/appointment',
    summary: 'Send a free appointment request (visitors too)',
    access: 'visitorOrSignedIn',
    body: jsonSchemaOf(appointmentBody),
    idempotent: true,
    ok: { schema: ref('Inserted'), description: 'Recorded (or the first result of the same key).' },
    errors: [409, 429],
    handler: sendAppointment,
  },
];
