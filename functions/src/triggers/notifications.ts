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

/**
 * One notification per event: its id is the event's id, so a redelivered event (triggers run at
 * least once) rewrites the same document instead of adding a second one.
 */
export async function writeNotifications(eventId: string, notifications: NewNotification[]) {
  const batch = db().batch();
  notifications.forEach((notification, index) => {
    const ref = db().collection('notifications').doc(`${eventId}-${index}`);
    batch.set(ref, { ...notification, createdAt: FieldValue.serverTimestamp() });
  });
  if (notifications.length > 0) await batch.commit();
}

/**
 * One trigger for a booking made and a booking changed (a deletion tells nobody): one function
 * means one worker to start in the emulator and one invocation per event.
 */
export const notifyBookingWritten = onDocumentWritten(BOOKING_TRIGGER_OPTIONS, async (event) => {
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
});
