/**
 * Every Firestore access of the bookings feature (DESIGN.md "Data model", "Security rules"):
 * the customer's and the provider's bookings (one-off read and live listener, always filtered by
 * the signed-in uid, as the rules require), booking a service and the provider's status change.
 */
import {
  addDoc,
  collection,
  doc,
  getDoc,
  getDocs,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import type { DocumentData, QuerySnapshot, Unsubscribe } from 'firebase/firestore';
import { INITIAL_BOOKING_STATUS } from '@meramot/domain/booking-status';
import { personNameOf } from '@meramot/domain/format';
import type { ProviderBookingStatus } from '@meramot/domain/booking-status';
import { bookingFromDoc } from '@meramot/domain/entities';
import type { Booking, BookingDoc, ServiceDoc } from '@meramot/domain/entities';
import type { BookingRequestValues } from '@meramot/domain/schemas';
import { firestore } from '../../lib/firebase';
import { OwnServiceError } from './own-service';
import type { Customer } from './own-service';

/** Whose bookings: those I made (customer) or those made to me (provider). */
export type BookingRole = 'customer' | 'provider';

const UID_FIELD: Record<BookingRole, 'customerUid' | 'providerUid'> = {
  customer: 'customerUid',
  provider: 'providerUid',
};

function bookingsQuery(role: BookingRole, uid: string) {
  return query(
    collection(firestore, 'bookings'),
    where(UID_FIELD[role], '==', uid),
    orderBy('createdAt', 'desc'),
  );
}

function toBookings(snapshot: QuerySnapshot<DocumentData>): Booking[] {
  return snapshot.docs.map((entry) => bookingFromDoc(entry.id, entry.data() as BookingDoc));
}

/** One-off read of the bookings of `uid` in `role`, newest first. */
export async function fetchBookings(role: BookingRole, uid: string): Promise<Booking[]> {
  return toBookings(await getDocs(bookingsQuery(role, uid)));
}

/** Live bookings of `uid` in `role`, newest first. Returns the unsubscribe function. */
export function watchBookings(
  role: BookingRole,
  uid: string,
  onNext: (bookings: Booking[]) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return onSnapshot(bookingsQuery(role, uid), (snapshot) => onNext(toBookings(snapshot)), onError);
}

/**
 * Books `serviceId` for the signed-in customer. The provider, price, name and image are copied
 * from the service document itself (the rules compare them), so a stale screen cannot book at
 * an old price. Throws OwnServiceError for one's own service; resolves to the new booking id.
 */
export async function bookService(
  serviceId: string,
  customer: Customer,
  request: BookingRequestValues,
): Promise<string> {
  const serviceSnap = await getDoc(doc(firestore, 'services', serviceId));
  if (!serviceSnap.exists()) throw new Error(`Service ${serviceId} no longer exists`);
  const service = serviceSnap.data() as ServiceDoc;
  if (service.providerUid === customer.uid) throw new OwnServiceError();

  const email = customer.email ?? '';
  const booking: Omit<BookingDoc<unknown>, 'createdAt' | 'updatedAt'> = {
    serviceId,
    serviceName: service.service.serviceName,
    serviceImg: service.service.serviceImgURL,
    pEmail: service.provider.email,
    pName: service.provider.name,
    uEmail: email,
    uName: personNameOf(customer.displayName, email),
    sDate: request.sDate,
    provideArea: request.provideArea,
    price: service.service.servicePrice,
    serviceStatus: INITIAL_BOOKING_STATUS,
    customerUid: customer.uid,
    providerUid: service.providerUid,
  };
  const created = await addDoc(collection(firestore, 'bookings'), {
    ...booking,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  return created.id;
}

/** The provider sets a booking's status: only `serviceStatus` and `updatedAt` change. */
export async function changeBookingStatus(
  bookingId: string,
  serviceStatus: ProviderBookingStatus,
): Promise<void> {
  await updateDoc(doc(firestore, 'bookings', bookingId), {
    serviceStatus,
    updatedAt: serverTimestamp(),
  });
}
