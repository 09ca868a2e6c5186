/**
 * Booking policy shared by both doors (the SPA under the rules, the API with the Admin SDK):
 * who owns a service, the booking a customer's request makes of a service, and who may move a
 * booking's status. firestore.rules mirrors each function named here.
 */
import { INITIAL_BOOKING_STATUS, checkStatusChange } from './booking-status';
import type { BookingParty, StatusChangeCheck } from './booking-status';
import { refusal } from './refusal';
import type { Refusal } from './refusal';
import type { BookingDoc, ServiceDoc } from './entities';
import type { BookingRequestValues } from './schemas';

/** A service is its provider's by uid, never by an email (rules: isOwner(resource.data.providerUid)). */
export function ownsService(
  service: Pick<ServiceDoc<unknown>, 'providerUid'>,
  uid: string,
): boolean {
  return service.providerUid === uid;
}

/** The signed-in customer as a booking records them. */
export interface BookingCustomer {
  uid: string;
  /** The email of the customer's ID token (the rules compare uEmail with it). */
  email: string;
  /** As stored: personNameOf(displayName, email). */
  name: string;
  /** The number of the customer's own profile (rules: uPhone == get(users/uid).phone). */
  phone: string;
}

/**
 * A booking document without its server timestamps, which each SDK writes its own way, and
 * without pPhone, which only the booking-contact trigger writes.
 */
export type NewBooking = Omit<BookingDoc<never>, 'createdAt' | 'updatedAt' | 'pPhone'> & {
  uPhone: string;
};

/**
 * The booking a customer's request makes of a service: name, image, provider and price are
 * copied from the service document as it is now (rules: matchesService), the customer's number
 * from their profile (profilePhoneOf; rules: isOwnPhone), the status starts 'pending'. Callers refuse a service the customer owns (ownsService) first.
 */
export function newBookingOf(
  serviceId: string,
  service: Pick<ServiceDoc<unknown>, 'providerUid' | 'provider' | 'service'>,
  customer: BookingCustomer,
  request: BookingRequestValues,
): NewBooking {
  return {
    serviceId,
    serviceName: service.service.serviceName,
    serviceImg: service.service.serviceImgURL,
    pEmail: service.provider.email,
    pName: service.provider.name,
    uEmail: customer.email,
    uName: customer.name,
    uPhone: customer.phone,
    sDate: request.sDate,
    timeWindow: request.timeWindow,
    provideArea: request.provideArea,
    price: service.service.servicePrice,
    serviceStatus: INITIAL_BOOKING_STATUS,
    customerUid: customer.uid,
    providerUid: service.providerUid,
  };
}

/** What a booking's create asks for: a repeat (a retry with its key or id) must ask the same. */
export type BookingAsked = Pick<
  NewBooking,
  'serviceId' | 'sDate' | 'timeWindow' | 'provideArea' | 'customerUid'
>;

/**
 * Whether a stored booking is the one a repeated create asks for, so the repeat answers it and
 * writes nothing (both doors' idempotent creates). The copies of the service (name, price) may
 * have changed since; the request may not.
 */
export function isSameBookingAsked(stored: Partial<BookingAsked>, asked: BookingAsked): boolean {
  return (
    stored.serviceId === asked.serviceId &&
    stored.sDate === asked.sDate &&
    stored.timeWindow === asked.timeWindow &&
    stored.provideArea === asked.provideArea &&
    stored.customerUid === asked.customerUid
  );
}

/**
 * Whether the price the customer saw (undefined: a client that showed none) is the service's
 * price now. A booking is made only at a price its customer saw, on both doors: the dialog may
 * have shown a copy a CDN kept for minutes.
 */
export function isPriceSeen(seen: number | undefined, currentPrice: number): boolean {
  return seen === undefined || seen === currentPrice;
}

/**
 * A request whose price (the one the customer saw) is not the service's price now is refused
 * (isPriceSeen) with this.
 */
export function priceChanged(currentPrice: number): Refusal {
  return refusal('priceChanged', { priceTaka: currentPrice });
}

export type StatusMoveCheck = StatusChangeCheck;

/** Which party of `booking` `uid` is, or null for anyone else. */
export function bookingPartyOf(
  booking: Pick<BookingDoc<unknown>, 'providerUid' | 'customerUid'>,
  uid: string,
): BookingParty | null {
  if (booking.providerUid === uid) return 'provider';
  if (booking.customerUid === uid) return 'customer';
  return null;
}

/**
 * Whether `uid` may move `booking` to `requested`: only its two parties (rules: the bookings
 * update rule, validStatusMove), each with its own moves (checkStatusChange).
 */
export function checkStatusMove(
  booking: Pick<BookingDoc<unknown>, 'providerUid' | 'customerUid' | 'serviceStatus'>,
  uid: string,
  requested: unknown,
): StatusMoveCheck {
  const party = bookingPartyOf(booking, uid);
  if (!party) {
    return { allowed: false, refusal: refusal('statusNotParty') };
  }
  return checkStatusChange(booking.serviceStatus, requested, party);
}
