/**
 * The places a booking takes and gives back in its provider's window (domain/src/availability.ts),
 * inside the booking's own transaction: read first, then a function that makes the write, so the
 * caller keeps Firestore's rule of every read before any write.
 */
import { FieldValue } from 'firebase-admin/firestore';
import type { Transaction } from 'firebase-admin/firestore';
import {
  givesPlaceBack,
  planGiveBack,
  planTakePlace,
  scheduleFromDoc,
  windowPlacesId,
} from '@meramot/domain/availability';
import type { PlaceWrite, WindowPlacesDoc } from '@meramot/domain/availability';
import type { BookingDoc } from '@meramot/domain/entities';
import { slotOfStart } from '@meramot/domain/booking-time';
import type { TimeWindow } from '@meramot/domain/booking-time';
import { refused } from '../http';
import { schedulesCollection, windowPlacesCollection } from './availability';

/** Attempts of a booking's transaction, which may race others for a window's last places. */
export const PLACES_TRANSACTION_ATTEMPTS = 30;

const nothing = () => undefined;

function writer(transaction: Transaction, providerUid: string, write: PlaceWrite | null) {
  if (!write) return nothing;
  return () => {
    transaction.set(windowPlacesCollection(providerUid).doc(write.id), {
      ...write.data,
      updatedAt: FieldValue.serverTimestamp(),
    });
  };
}

/** planTakePlace for a new booking: 409 `{error}` for a day off, a window not worked or a full one. */
export async function takePlace(
  transaction: Transaction,
  providerUid: string,
  bookingId: string,
  slot: { sDate: string; timeWindow: TimeWindow },
): Promise<() => void> {
  const at = slotOfStart(slot.sDate);
  if (!at) return nothing;
  const [scheduleSnap, placesSnap] = await Promise.all([
    transaction.get(schedulesCollection().doc(providerUid)),
    transaction.get(windowPlacesCollection(providerUid).doc(windowPlacesId(at.date, at.window))),
  ]);
  const plan = planTakePlace(
    scheduleFromDoc(scheduleSnap.data()),
    placesSnap.data() as WindowPlacesDoc | undefined,
    bookingId,
    at.date,
    at.window,
  );
  if (!plan.ok) throw refused(plan.refusal);
  return writer(transaction, providerUid, plan.write);
}

/** planGiveBack when a booking moves to `next`: the counter without it, if it held a place. */
export async function giveBackPlace(
  transaction: Transaction,
  booking: Pick<BookingDoc<unknown>, 'providerUid' | 'sDate'>,
  bookingId: string,
  next: string,
): Promise<() => void> {
  const at = givesPlaceBack(next) ? slotOfStart(booking.sDate) : null;
  if (!at) return nothing;
  const placesSnap = await transaction.get(
    windowPlacesCollection(booking.providerUid).doc(windowPlacesId(at.date, at.window)),
  );
  const write = planGiveBack(placesSnap.data() as WindowPlacesDoc | undefined, bookingId);
  return writer(transaction, booking.providerUid, write);
}
