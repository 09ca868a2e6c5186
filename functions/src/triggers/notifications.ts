/**
 * Notifications are written here, server-side, by a Firestore trigger on bookings/{id}: who hears
 * of what is decided in domain/src/notifications.ts. Clients can neither create nor delete a
 * notification (firestore.rules); the recipient only marks one read.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import type { BookingDoc } from '@meramot/domain/entities';
import {
  notificationsOfBookingUpdate,
  notificationsOfNewBooking,
} from '@meramot/domain/notifications';
import type { NewNotification } from '@meramot/domain/notifications';
import { db } from '../firebase';
import { BOOKING_TRIGGER_OPTIONS } from '../options';
import { delivered } from './delivery';

/**
 * One notification per event: its id is the event's id, so a redelivered event (triggers run at
 * least once) finds it created and adds nothing.
 */
export async function writeNotifications(eventId: string, notifications: NewNotification[]) {
  const batch = db().batch();
  notifications.forEach((notification, index) => {
    const ref = db().collection('notifications').doc(`${eventId}-${index}`);
    batch.create(ref, { ...notification, createdAt: FieldValue.serverTimestamp() });
  });
  if (notifications.length === 0) return;
  try {
    await batch.commit();
  } catch (error) {
    // A redelivered event: its batch was committed whole before, and may have been read since
    // (create, not set, so a notification marked read stays read).
    if ((error as { code?: unknown }).code !== GRPC_ALREADY_EXISTS) throw error;
  }
}

/** The Firestore error code of a create of a document that exists. */
const GRPC_ALREADY_EXISTS = 6;

/**
 * One trigger for a booking made and a booking changed (a deletion tells nobody): one function
 * means one worker to start in the emulator and one invocation per event.
 */
export const notifyBookingWritten = onDocumentWritten(
  BOOKING_TRIGGER_OPTIONS,
  delivered('notifyBookingWritten', async (event) => {
    const before = event.data?.before.data() as BookingDoc<unknown> | undefined;
    const after = event.data?.after.data() as BookingDoc<unknown> | undefined;
    if (!after) return;
    const { bookingId } = event.params;
    await writeNotifications(
      event.id,
      before
        ? notificationsOfBookingUpdate(bookingId, before, after)
        : notificationsOfNewBooking(bookingId, after),
    );
  }),
);
