/** Bookings: booking a service, a customer's and a provider's lists, and the status machine. */
import { FieldValue } from 'firebase-admin/firestore';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import {
  INITIAL_BOOKING_STATUS,
  checkStatusChange,
  isProviderBookingStatus,
  PROVIDER_BOOKING_STATUSES,
} from '@meramot/domain/booking-status';
import { bookingFromDoc } from '@meramot/domain/entities';
import type { BookingDoc, BookingFields, ServiceDoc } from '@meramot/domain/entities';
import { TOAST_MESSAGES } from '@meramot/domain/messages';
import { requireCaller } from '../auth';
import { bookingsCollection, db, isDocumentId, servicesCollection } from '../firebase';
import { ApiError, badRequest, forbidden, notFound, sameEmail, singleParam } from '../http';
import type { Reply } from '../http';
import type { Context } from '../router';
import { bookServiceBody, statusChangeBody } from '../schemas';
import { validateBody } from '../validate';

const toBooking = (snapshot: DocumentSnapshot) =>
  bookingFromDoc(snapshot.id, snapshot.data() as BookingDoc);

/** POST /bookServices: a 'pending' booking of someone else's service by the caller. */
export async function bookServices({ req, body }: Context): Promise<Reply> {
  const caller = await requireCaller(req);
  const valid = validateBody(bookServiceBody, body);
  if (!caller.email) throw forbidden('Your account has no email address');
  if (valid.uEmail !== undefined && !sameEmail(valid.uEmail, caller.email)) {
    throw forbidden("uEmail must be the signed-in user's email");
  }
  if (valid.serviceStatus !== undefined && valid.serviceStatus !== INITIAL_BOOKING_STATUS) {
    throw badRequest(`serviceStatus of a new booking must be '${INITIAL_BOOKING_STATUS}'`);
  }
  const uName = valid.uName || caller.name?.trim();
  if (!uName) throw badRequest('uName is required');
  const customerEmail = caller.email;

  const ref = bookingsCollection().doc();
  // The service is read and the booking written atomically: a booking always copies the
  // service as it is at that moment.
  await db().runTransaction(async (transaction) => {
    if (!isDocumentId(valid.serviceId)) throw notFound('Service not found');
    const snapshot = await transaction.get(servicesCollection().doc(valid.serviceId));
    const service = snapshot.data() as ServiceDoc<unknown> | undefined;
    if (!service) throw notFound('Service not found');
    if (service.providerUid === caller.uid || sameEmail(service.provider.email, customerEmail)) {
      throw forbidden(TOAST_MESSAGES.actionNotPermitted);
    }
    const booking: BookingFields = {
      serviceId: snapshot.id,
      serviceName: service.service.serviceName,
      serviceImg: service.service.serviceImgURL,
      pEmail: service.provider.email,
      pName: service.provider.name,
      uEmail: customerEmail,
      uName,
      sDate: valid.sDate,
      provideArea: valid.provideArea,
      price: service.service.servicePrice,
      serviceStatus: INITIAL_BOOKING_STATUS,
    };
    transaction.create(ref, {
      ...booking,
      customerUid: caller.uid,
      providerUid: service.providerUid,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
  });
  return { body: { acknowledged: true, insertedId: ref.id } };
}

/** GET /bookedService?email= (the caller's bookings) or ?provider= (bookings made to them). */
export async function bookedService({ req, query }: Context): Promise<Reply> {
  const caller = await requireCaller(req);
  const email = singleParam(query, 'email');
  const provider = singleParam(query, 'provider');
  if ((email === undefined) === (provider === undefined)) {
    throw badRequest('Give exactly one of the query parameters email and provider');
  }
  if (!sameEmail(email ?? provider, caller.email)) {
    throw forbidden('You can only list your own bookings');
  }
  const snapshot = await bookingsCollection()
    .where(email !== undefined ? 'customerUid' : 'providerUid', '==', caller.uid)
    .orderBy('createdAt', 'desc')
    .get();
  return { body: snapshot.docs.map(toBooking) };
}

/** PATCH /statusChange/{bookingId}: the booking's provider moves it; Completed is final. */
export async function statusChange({ req, params, body }: Context): Promise<Reply> {
  const caller = await requireCaller(req);
  const { status } = validateBody(statusChangeBody, body);
  if (!isProviderBookingStatus(status)) {
    throw badRequest(`status must be one of ${PROVIDER_BOOKING_STATUSES.join(', ')}`);
  }
  const id = params.id ?? '';
  const modified = await db().runTransaction(async (transaction) => {
    if (!isDocumentId(id)) throw notFound('Booking not found');
    const ref = bookingsCollection().doc(id);
    const snapshot = await transaction.get(ref);
    const booking = snapshot.data() as BookingDoc<unknown> | undefined;
    if (!booking) throw notFound('Booking not found');
    if (booking.providerUid !== caller.uid) {
      throw forbidden("Only the booking's provider can change its status");
    }
    const check = checkStatusChange(booking.serviceStatus, status);
    // Valid statuses were checked above, so a refusal here is the final Completed.
    if (!check.allowed) throw new ApiError(409, check.reason);
    if (booking.serviceStatus === check.next) return false;
    transaction.update(ref, {
      serviceStatus: check.next,
      updatedAt: FieldValue.serverTimestamp(),
    });
    return true;
  });
  return { body: { acknowledged: true, matchedCount: 1, modifiedCount: modified ? 1 : 0 } };
}
