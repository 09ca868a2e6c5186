/**
 * The About Us form's one write: POST /appointment. A visitor has no uid the rules could key an
 * id with or count, so every appointment goes through the API, which keys it with the
 * Idempotency-Key and rate-limits each sender, a visitor by address (docs/keyed-writes.md).
 */
import { appointmentSchema } from '@meramot/domain/schemas';
import type { AppointmentValues } from '@meramot/domain/schemas';
import { ApiError, apiFetch } from '../../lib/api';

/**
 * Sends the appointment request of `requestKey` (the form keeps one key per request it sends,
 * see useCreateId). A repeat of a key whose first request landed writes nothing: the API answers
 * its id to the signed-in sender, and to a visitor only that it was received (409
 * requestAlreadyReceived), which counts as sent. Any other refusal rejects with an ApiError
 * carrying its refusal.
 */
export async function sendAppointment(
  values: AppointmentValues,
  requestKey: string,
): Promise<void> {
  const fields = await appointmentSchema.validate(values, { stripUnknown: true });
  try {
    await apiFetch<{ insertedId: string }>('/appointment', {
      method: 'POST',
      body: fields,
      headers: { 'Idempotency-Key': requestKey },
      idempotent: true,
    });
  } catch (error) {
    if (error instanceof ApiError && error.refusal?.code === 'requestAlreadyReceived') return;
    throw error;
  }
}
