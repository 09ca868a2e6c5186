/**
 * Every Firestore access of the bookings feature (DESIGN.md "Data model", "Security rules"):
 * the customer's and the provider's bookings, live and always filtered by the signed-in uid as
 * the rules require, the listing of the service being booked, booking a service and the
 * status changes of either party. Every function takes
 * the database it works on, so the rules suite runs these same reads and writes.
 */
import {
  addDoc,
  collection,
  doc,
  getDoc,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import type { Firestore, Unsubscribe } from 'firebase/firestore';
import type { User } from 'firebase/auth';
import { newBookingOf, ownsService } from '@meramot/domain/booking';
import { statusUpdateOf } from '@meramot/domain/booking-status';
import type { MovedBookingStatus } from '@meramot/domain/booking-status';
import { bookingFromDoc, listedServiceFromDoc } from '@meramot/domain/entities';
import type { Booking, BookingDoc, ListedService, ServiceDoc } from '@meramot/domain/entities';
import { bookingNameOf } from '@meramot/domain/person-name';
import { accountEmailOf, bookingPhoneOf } from '@meramot/domain/phone-auth';
import type { ProfileDoc } from '@meramot/domain/profile';
import type { BookingRequestValues } from '@meramot/domain/schemas';
import { OwnServiceError } from './own-service';
import { PhoneNotVerifiedError, PhoneRequiredError } from './phone-required';
import { NameRequiredError } from './name-required';

/** Whose bookings: those I made (customer) or those made to me (provider). */
export type BookingRole = 'customer' | 'provider';

const UID_FIELD: Record<BookingRole, 'customerUid' | 'providerUid'> = {
  customer: 'customerUid',
  provider: 'providerUid',
};

/** Live bookings of `uid` in `role`, newest first. Returns the unsubscribe function. */
export function watchBookings(
  db: Firestore,
  role: BookingRole,
  uid: string,
  onNext: (bookings: Booking[]) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  const bookings = query(
    collection(db, 'bookings'),
    where(UID_FIELD[role], '==', uid),
    orderBy('createdAt', 'desc'),
  );
  return onSnapshot(
    bookings,
    (snapshot) =>
      onNext(snapshot.docs.map((entry) => bookingFromDoc(entry.id, entry.data() as BookingDoc))),
    onError,
  );
}

/**
 * The service as listed, live, with the uid of its provider (which decides whether it is the
 * customer's own), or null when there is none. The API's wire shape leaves the uid out.
 */
export function watchServiceListing(
  db: Firestore,
  serviceId: string,
  onData: (service: ListedService | null) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return onSnapshot(
    doc(db, 'services', serviceId),
    (snapshot) =>
      onData(
        snapshot.exists() ? listedServiceFromDoc(snapshot.id, snapshot.data() as ServiceDoc) : null,
      ),
    onError,
  );
}

/**
 * Books `serviceId` for the signed-in customer. The provider, price, name and image are copied
 * from the service document itself (the rules compare them), so a stale screen cannot book at
 * an old price. The customer's number is their profile's (the rules compare it). Throws
 * OwnServiceError for one's own service, NameRequiredError when neither the account nor the
 * profile has a name (bookingNameOf), PhoneRequiredError without a profile number,
 * PhoneNotVerifiedError when the account has not verified it by code; resolves to the new
 * booking id.
 */
export async function bookService(
  db: Firestore,
  serviceId: string,
  customer: Pick<User, 'uid' | 'email' | 'displayName'> & { phoneNumber?: string | null },
  request: BookingRequestValues,
): Promise<string> {
  const serviceSnap = await getDoc(doc(db, 'services', serviceId));
  if (!serviceSnap.exists()) throw new Error(`Service ${serviceId} no longer exists`);
  const service = serviceSnap.data() as ServiceDoc;
  if (ownsService(service, customer.uid)) throw new OwnServiceError();
  const profileSnap = await getDoc(doc(db, 'users', customer.uid));
  const profile = profileSnap.data() as Partial<ProfileDoc> | undefined;
  // Reviews are signed with this name: one the customer gave, never their e-mail address.
  const name = bookingNameOf(customer.displayName, profile?.displayName);
  if (name === null) throw new NameRequiredError();
  // Only a number Auth verified (its token's phone_number) reaches the provider.
  const phone = bookingPhoneOf(profile, customer.phoneNumber);
  if (!phone.ok) throw phone.missing ? new PhoneRequiredError() : new PhoneNotVerifiedError();

  const email = accountEmailOf(customer.email);
  const booking = newBookingOf(
    serviceId,
    service,
    { uid: customer.uid, email, name, phone: phone.phone },
    request,
  );
  const created = await addDoc(collection(db, 'bookings'), {
    ...booking,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  return created.id;
}

/**
 * A party moves a booking's status (checkStatusMove says who may make which move): only
 * `serviceStatus`, `updatedAt` and, with a cancel or a decline, the reason change.
 */
export async function changeBookingStatus(
  db: Firestore,
  bookingId: string,
  serviceStatus: MovedBookingStatus,
  reason?: string,
): Promise<void> {
  await updateDoc(doc(db, 'bookings', bookingId), {
    ...statusUpdateOf(serviceStatus, reason),
    updatedAt: serverTimestamp(),
  });
}
