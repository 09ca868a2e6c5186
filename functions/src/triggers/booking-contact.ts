/**
 * The provider's number reaches the customer: when a booking is made, its provider's profile
 * number, once Auth has verified it (issue 22), is copied onto it as pPhone. Only this trigger (the Admin SDK) writes pPhone; the rules
 * keep it out of every client write, and only the booking's two parties can read the booking.
 */
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import type { BookingDoc } from '@meramot/domain/entities';
import { verifiedProfilePhoneOf } from '@meramot/domain/phone-auth';
import type { ProfileDoc } from '@meramot/domain/profile';
import { usersCollection } from '../firebase';
import { BOOKING_TRIGGER_OPTIONS } from '../options';
import { delivered } from './delivery';

/** The Firestore error code of an update of a document that is gone. */
const GRPC_NOT_FOUND = 5;

export const bookingContact = onDocumentCreated(
  BOOKING_TRIGGER_OPTIONS,
  delivered('bookingContact', async (event) => {
    const booking = event.data?.data() as BookingDoc<unknown> | undefined;
    if (!booking?.providerUid || booking.pPhone !== undefined) return;
    const profile = await usersCollection().doc(booking.providerUid).get();
    const pPhone = verifiedProfilePhoneOf(profile.data() as Partial<ProfileDoc> | undefined);
    // A provider without a verified number yet: the booking shows their email instead.
    if (pPhone === null) return;
    // update(), not set(): a booking deleted meanwhile stays deleted. updatedAt is left alone,
    // and the status-change notification trigger sees no status move.
    try {
      await event.data?.ref.update({ pPhone });
    } catch (error) {
      if ((error as { code?: unknown }).code !== GRPC_NOT_FOUND) throw error;
    }
  }),
);
