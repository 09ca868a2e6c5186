/** Bookings: booking a service, a customer's and a provider's lists, and the status machine. */
import type { Request, Response } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import type { DocumentSnapshot, Query } from 'firebase-admin/firestore';
import { billSummaryOf, impliedBillOf } from '@meramot/domain/bill';
import {
  checkStatusMove,
  isSameBookingAsked,
  newBookingOf,
  ownsService,
  isPriceSeen,
  priceChanged,
} from '@meramot/domain/booking';
import {
  CLOSING_BOOKING_STATUSES,
  INITIAL_BOOKING_STATUS,
  PROVIDER_BOOKING_STATUSES,
  isClosingBookingStatus,
  statusUpdateOf,
} from '@meramot/domain/booking-status';
import { TIME_WINDOWS, requestedSlot } from '@meramot/domain/booking-time';
import { bookingFromDoc } from '@meramot/domain/entities';
import type { BookingDoc, ServiceDoc } from '@meramot/domain/entities';
import { isDocumentId } from '@meramot/domain/formats';
import { commissionRateOf } from '@meramot/domain/ledger';
import type { CommissionConfigDoc } from '@meramot/domain/ledger';
import { bookingNameOf, isPersonName } from '@meramot/domain/person-name';
import { accountEmailOf, bookingPhoneOf } from '@meramot/domain/phone-auth';
import type { ProfileDoc } from '@meramot/domain/profile';
import { refusal } from '@meramot/domain/refusal';
import { accountOf, isCallersEmail, signedInCaller } from '../auth';
import { commitWithin } from '../deadline';
import { countWriteOrRefuse, rateSenderOf } from '../rate-limit';
import { keyedIdOf } from '../idempotency';
import { bookingsCollection, servicesCollection, usersCollection } from '../firebase';
import { refused, singleParam } from '../http';
import { newestFirstPart } from '../own-list';
import { bookServiceBody, statusChangeBody } from '../schemas';
import { validateBody } from '../validate';
import { billsCollection, commissionConfig } from './bills';
import { PLACES_TRANSACTION_ATTEMPTS, giveBackPlace, takePlace } from './booking-places';
import { NEXT_CURSOR, OPAQUE_CURSOR, UPDATED, cursorParam, list, ref } from '../operation';
import type { Operation } from '../operation';
import { jsonSchemaOf, narrowed } from '../openapi-schema';

const toBooking = (snapshot: DocumentSnapshot) =>
  bookingFromDoc(snapshot.id, snapshot.data() as BookingDoc);

/** POST /bookServices: a 'pending' booking of someone else's service by the caller. */
async function bookServices(req: Request, res: Response): Promise<void> {
  const caller = signedInCaller(res);
  const valid = validateBody(bookServiceBody, req.body);
  if (valid.uEmail !== undefined && !isCallersEmail(valid.uEmail, caller)) {
    throw refused(refusal('emailNotOwn', { name: 'uEmail' }));
  }
  if (valid.serviceStatus !== undefined && valid.serviceStatus !== INITIAL_BOOKING_STATUS) {
    throw refused(refusal('newBookingStatus', { value: INITIAL_BOOKING_STATUS }));
  }
  // sDate (a window's start) or date and timeWindow; a slot already started or too far is 400.
  const slot = requestedSlot(valid, Date.now());
  if (!slot.ok) throw refused(slot.refusal);
  // An account made with a mobile number alone records '' (rules: tokenEmail).
  const email = accountEmailOf(caller.email);
  // The name reviews are signed with: one the customer gave, never their e-mail address.
  if (valid.uName && !isPersonName(valid.uName)) throw refused(refusal('uNameNotEmail'));

  // The account's name as Auth holds it now, read before the transaction (which may run again).
  const account = await accountOf(caller);

  // With an Idempotency-Key, a repeat finds the first booking under the same id.
  const keyedId = keyedIdOf(req, caller.uid);
  const ref = keyedId === null ? bookingsCollection().doc() : bookingsCollection().doc(keyedId);
  const asked = {
    serviceId: valid.serviceId,
    sDate: slot.sDate,
    timeWindow: slot.timeWindow,
    provideArea: valid.provideArea,
    customerUid: caller.uid,
  };
  // The service is read and the booking written atomically: a booking always copies the
  // service as it is at that moment.
  await commitWithin(
    res,
    async (transaction) => {
      if (!isDocumentId(valid.serviceId)) throw refused(refusal('serviceNotFound'));
      if (keyedId !== null) {
        const first = await transaction.get(ref);
        if (first.exists) {
          if (!isSameBookingAsked(first.data() as BookingDoc<unknown>, asked)) {
            throw refused(refusal('idempotencyKeyReused'));
          }
          return;
        }
      }
      const snapshot = await transaction.get(servicesCollection().doc(valid.serviceId));
      const service = snapshot.data() as ServiceDoc<unknown> | undefined;
      if (!service) throw refused(refusal('serviceNotFound'));
      if (ownsService(service, caller.uid)) throw refused(refusal('actionNotPermitted'));
      // The customer agreed to the price they saw; a booking at another one needs their yes again.
      if (!isPriceSeen(valid.price, service.service.servicePrice)) {
        throw refused(priceChanged(service.service.servicePrice));
      }
      // The provider calls the number of the customer's own profile (rules: isOwnPhone).
      const profile = await transaction.get(usersCollection().doc(caller.uid));
      const profileData = profile.data() as Partial<ProfileDoc> | undefined;
      // As the web door: the account's name, else the profile's; a body naming someone else is
      // refused. Only an account without a name may give one here (the web app's prompt).
      const own = bookingNameOf(account.displayName, profileData?.displayName);
      const name = own ?? bookingNameOf(valid.uName);
      if (name === null) throw refused(refusal('bookingNameRequired'));
      if (own !== null && valid.uName !== undefined && bookingNameOf(valid.uName) !== own) {
        throw refused(refusal('uNameNotOwn'));
      }
      // Only the number Auth holds verified now, not the one of a token or cookie minted before
      // an unlink (rules: isTokenPhone and the profile's phoneVerified).
      const checked = bookingPhoneOf(profileData, account.phoneNumber);
      if (!checked.ok) throw refused(checked.refusal);
      const phone = checked.phone;
      if (valid.uPhone !== undefined && valid.uPhone !== phone) {
        throw refused(refusal('uPhoneNotProfile'));
      }
      const customer = { uid: caller.uid, email, name, phone };
      // A full or closed window of the provider's schedule, or one where the customer already
      // holds their places: 409 (planTakePlace).
      const placeWrite = await takePlace(
        transaction,
        service.providerUid,
        { id: ref.id, customerUid: caller.uid },
        slot,
      );
      const count = await countWriteOrRefuse(transaction, 'booking', rateSenderOf(req, caller.uid));
      count();
      placeWrite();
      transaction.create(ref, {
        ...newBookingOf(snapshot.id, service, customer, {
          sDate: slot.sDate,
          timeWindow: slot.timeWindow,
          provideArea: valid.provideArea,
        }),
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      });
      // Customers racing for one window's places retry, as reviewers racing for one rating do.
    },
    { maxAttempts: PLACES_TRANSACTION_ATTEMPTS },
  );
  res.json({ acknowledged: true, insertedId: ref.id });
}

/** GET /bookedService?email= (the caller's bookings) or ?provider= (bookings made to them). */
async function bookedService(req: Request, res: Response): Promise<void> {
  const caller = signedInCaller(res);
  const email = singleParam(req, 'email');
  const provider = singleParam(req, 'provider');
  if ((email === undefined) === (provider === undefined)) {
    throw refused(refusal('exactlyOneParam', { first: 'email', second: 'provider' }));
  }
  if (!isCallersEmail(email ?? provider, caller)) {
    throw refused(refusal('ownBookingsOnly'));
  }
  const mine = bookingsOf(email !== undefined ? 'customerUid' : 'providerUid', caller.uid);
  res.json((await newestFirstPart(mine, 'bookings', req, res)).map(toBooking));
}

/** The bookings `uid` made (customerUid) or was booked for (providerUid). */
export function bookingsOf(side: 'customerUid' | 'providerUid', uid: string): Query {
  return bookingsCollection().where(side, '==', uid);
}

/**
 * PATCH /statusChange/{bookingId} {status, reason?}: the booking's provider sets Pending, Working
 * or Completed, or declines a waiting booking; its customer cancels a waiting one (a reason only
 * with those two). Completed, Cancelled and Declined are final. Completed here has no bill, so
 * its implied bill (impliedBillOf: the booked price) is written with it and books the ledger.
 */
async function statusChange(req: Request<{ id: string }>, res: Response): Promise<void> {
  const caller = signedInCaller(res);
  const { status, reason } = validateBody(statusChangeBody, req.body);
  if (reason !== undefined && !isClosingBookingStatus(status)) {
    throw refused(refusal('reasonOnlyClosing'));
  }
  const { id } = req.params;
  const modified = await commitWithin(res, async (transaction) => {
    if (!isDocumentId(id)) throw refused(refusal('bookingNotFound'));
    const ref = bookingsCollection().doc(id);
    const snapshot = await transaction.get(ref);
    const booking = snapshot.data() as BookingDoc<unknown> | undefined;
    if (!booking) throw refused(refusal('bookingNotFound'));
    const check = checkStatusMove(booking, caller.uid, status);
    // Where the booking is now: 409; a move this party may never make: 403; no status: 400.
    if (!check.allowed) throw refused(check.refusal);
    if (booking.serviceStatus === check.next) return false;
    // Completed without a bill: the implied bill, unless one exists (none can: Billed and
    // Disputed bookings are refused above).
    const [config, bill] =
      check.next === 'Completed'
        ? await transaction.getAll(commissionConfig(), billsCollection().doc(id))
        : [];
    // A cancel or a decline gives the booking's place back (planGiveBack).
    const placeWrite = await giveBackPlace(transaction, booking, id, check.next);
    placeWrite();
    let copy = {};
    if (config && bill && !bill.exists) {
      const rateBps = commissionRateOf(config.data() as Partial<CommissionConfigDoc> | undefined);
      const now = FieldValue.serverTimestamp();
      const implied = impliedBillOf(booking, rateBps);
      transaction.create(billsCollection().doc(id), { ...implied, createdAt: now, updatedAt: now });
      copy = { bill: billSummaryOf(implied) };
    }
    transaction.update(ref, {
      ...statusUpdateOf(check.next, reason),
      ...copy,
      updatedAt: FieldValue.serverTimestamp(),
    });
    return true;
  });
  res.json({ acknowledged: true, matchedCount: 1, modifiedCount: modified ? 1 : 0 });
}

/** The operations of this file: routes (operation.ts) and OpenAPI entries (openapi.ts). */
export const bookingsOperations: Operation[] = [
  {
    method: 'post',
    path: '/bookServices',
    summary: 'Book a window of a service (sDate, or date and timeWindow)',
    access: 'signedIn',
    body: {
      ...narrowed(jsonSchemaOf(bookServiceBody), { timeWindow: { enum: [...TIME_WINDOWS] } }),
      anyOf: [{ required: ['sDate'] }, { required: ['date', 'timeWindow'] }],
    },
    idempotent: true,
    ok: {
      schema: ref('Inserted'),
      description: 'Booked: pending (or the first booking of the same Idempotency-Key).',
    },
    errors: [403, 404, 409, 429],
    refusesValid: 'a window already started, or past the booking horizon, is 400',
    handler: bookServices,
  },
  {
    method: 'get',
    path: '/bookedService',
    summary: "The caller's bookings (email) or the bookings made to them (provider)",
    access: 'signedIn',
    query: [
      { name: 'email', schema: { type: 'string' }, description: "The caller's e-mail." },
      { name: 'provider', schema: { type: 'string' }, description: "The caller's e-mail." },
      cursorParam,
    ],
    ok: { schema: list('Booking'), description: 'The bookings, newest first.' },
    errors: [400, 403],
    refusesValid: `exactly one of email and provider; ${OPAQUE_CURSOR}`,
    headers: NEXT_CURSOR,
    handler: bookedService,
  },
  {
    method: 'patch',
    path: '/statusChange/{id}',
    summary: "Move a booking's status (the status machine decides who may)",
    access: 'signedIn',
    body: {
      ...narrowed(jsonSchemaOf(statusChangeBody), {
        status: { enum: [...PROVIDER_BOOKING_STATUSES, ...CLOSING_BOOKING_STATUSES] },
      }),
      // A reason comes only with a closing status.
      if: { required: ['reason'] },
      then: { properties: { status: { enum: [...CLOSING_BOOKING_STATUSES] } } },
    },
    ok: UPDATED,
    errors: [403, 404, 409],
    handler: statusChange,
  },
];
