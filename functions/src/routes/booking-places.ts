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
  windowHolderPath,
  windowMovePath,
  windowPlacesId,
  windowPlacesPath,
} from '@meramot/domain/availability';
import type { PlaceWrite, WindowHolderDoc, WindowPlacesDoc } from '@meramot/domain/availability';
import type { BookingDoc } from '@meramot/domain/entities';
import { slotOfStart } from '@meramot/domain/booking-time';
import type { TimeWindow } from '@meramot/domain/booking-time';
import { db } from '../firebase';
import { refused } from '../http';
import { schedulesCollection } from './availability';

/** Attempts of a booking's transaction, which may race others for a window's last places. */
export const PLACES_TRANSACTION_ATTEMPTS = 30;

const nothing = () => undefined;

/** The counter of a window and a customer's places in it, read in the transaction. */
async function readPlaces(
  transaction: Transaction,
  providerUid: string,
  customerUid: string,
  at: { date: string; window: TimeWindow },
) {
  const placeId = windowPlacesId(at.date, at.window);
  const [placesSnap, holderSnap] = await Promise.all([
    transaction.get(db().doc(windowPlacesPath(providerUid, at.date, at.window))),
    transaction.get(db().doc(windowHolderPath(providerUid, placeId, customerUid))),
  ]);
  return {
    places: placesSnap.data() as WindowPlacesDoc | undefined,
    holder: holderSnap.data() as WindowHolderDoc | undefined,
  };
}

function writer(transaction: Transaction, providerUid: string, write: PlaceWrite | null) {
  if (!write) return nothing;
  return () => {
    const updatedAt = FieldValue.serverTimestamp();
    transaction.set(
      db().doc(windowPlacesPath(providerUid, write.counter.date, write.counter.window)),
      {
        ...write.counter,
        updatedAt,
      },
    );
    transaction.set(db().doc(windowMovePath(providerUid, write.id)), { ...write.move, updatedAt });
    transaction.set(db().doc(windowHolderPath(providerUid, write.id, write.customerUid)), {
      ...write.holder,
      updatedAt,
    });
  };
}

/**
 * planTakePlace for a new booking: 409 `{error}` for a day off, a window not worked, a full one,
 * or one where the customer already holds their places.
 */
export async function takePlace(
  transaction: Transaction,
  providerUid: string,
  booking: { id: string; customerUid: string },
  slot: { sDate: string; timeWindow: TimeWindow },
): Promise<() => void> {
  const at = slotOfStart(slot.sDate);
  if (!at) return nothing;
  const [scheduleSnap, { places, holder }] = await Promise.all([
    transaction.get(schedulesCollection().doc(providerUid)),
    readPlaces(transaction, providerUid, booking.customerUid, at),
  ]);
  const plan = planTakePlace(
    scheduleFromDoc(scheduleSnap.data()),
    places,
    holder,
    booking,
    at.date,
    at.window,
  );
  if (!plan.ok) throw refused(plan.refusal);
  return writer(transaction, providerUid, plan.write);
}

/** planGiveBack when a booking moves to `next`: the counter one less, if it held a place. */
export async function giveBackPlace(
  transaction: Transaction,
  booking: Pick<BookingDoc<unknown>, 'providerUid' | 'customerUid' | 'sDate'>,
  bookingId: string,
  next: string,
): Promise<() => void> {
  const at = givesPlaceBack(next) ? slotOfStart(booking.sDate) : null;
  if (!at) return nothing;
  const { places, holder } = await readPlaces(
    transaction,
    booking.providerUid,
    booking.customerUid,
    at,
  );
  const write = planGiveBack(
    places,
    holder,
    { id: bookingId, customerUid: booking.customerUid },
    at.date,
    at.window,
  );
  return writer(transaction, booking.providerUid, write);
}
