/**
 * The entities of docs/product.md §3 in two shapes: the spec's wire shape (what the REST API and the
 * screens use, with `_id`) and the Firestore document shape of docs/data-model.md.
 */
import type { BillSummary } from './bill';
import type { BookingStatus } from './booking-status';
import type { TimeWindow } from './booking-time';
import type { CategoryId } from './categories';
import { publicRatingOf } from './review';
import type { PublicRating, StoredRating } from './review';

/** The fields a provider fills in for a service: docs/product.md §3's five, its trade and its district. */
export interface ServiceFields {
  serviceImgURL: string;
  serviceName: string;
  serviceArea: string;
  servicePrice: number;
  description: string;
  category: CategoryId;
  /** The id of one of the 64 districts (domain/src/districts.ts). */
  district: string;
}

export interface ProviderProfile {
  name: string;
  email: string;
  photoURL: string;
}

/** A service as docs/product.md §3 and §7 show it. */
export interface Service {
  _id: string;
  provider: ProviderProfile & { service: ServiceFields };
}

/** A service as the SPA reads it from Firestore: the spec's shape and, by uid, whose it is. */
export interface ListedService extends Service {
  providerUid: string;
}

/** A service as the public pages read it (GET /publicServices, /serviceDetails): with its rating. */
export interface PublicService extends ListedService {
  rating: PublicRating;
}

/** The body of POST /addService and PUT /updateService/{id}. */
export type ServicePayload = Omit<Service, '_id'>;

/** Timestamps are the SDK's Timestamp on read; the domain only needs their instant. */
export interface TimestampLike {
  toMillis(): number;
}

/** services/{serviceId}; listings written before ratings carry no rating fields. */
export interface ServiceDoc<T = TimestampLike> extends Partial<StoredRating> {
  providerUid: string;
  provider: ProviderProfile;
  service: ServiceFields;
  /** Written by the server only (service.ts, serviceSearchIndexOf); absent until it has. */
  searchTerms?: string[];
  /** The name's prefixes (serviceNameTerms): the first tier of a search. */
  nameTerms?: string[];
  createdAt: T;
  updatedAt: T;
}

/** The booking fields of docs/product.md §3 (without `_id`): the body of POST /bookServices. */
export interface BookingFields {
  serviceId: string;
  serviceName: string;
  serviceImg: string;
  pEmail: string;
  pName: string;
  uEmail: string;
  uName: string;
  /**
   * The customer's mobile number, copied from their profile when they book (absent on bookings
   * made before numbers). Only the booking's two parties can read it.
   */
  uPhone?: string;
  /** The provider's mobile number, written by the booking-contact trigger once the booking exists. */
  pPhone?: string;
  /** ISO date-time of the requested service: the instant its time window starts. */
  sDate: string;
  /** The Dhaka time window sDate starts (absent on bookings made before windows). */
  timeWindow?: TimeWindow;
  provideArea: string;
  price: number;
  serviceStatus: BookingStatus;
  /** Why the booking was cancelled or declined, when a reason was given. */
  statusReason?: string;
}

/**
 * What a booking's row shows of other documents, kept on the booking by the plans that write
 * those (docs/data-model.md): its bill (billSummaryOf) and the stars of its review.
 */
export interface BookingCopies {
  /** Absent until the booking has a bill. */
  bill?: BillSummary;
  /** Absent until its customer reviewed it. */
  reviewStars?: number;
}

export interface Booking extends BookingFields, BookingCopies {
  _id: string;
}

/** bookings/{bookingId} */
export interface BookingDoc<T = TimestampLike> extends BookingFields, BookingCopies {
  customerUid: string;
  providerUid: string;
  createdAt: T;
  updatedAt: T;
}

export interface AppointmentFields {
  name: string;
  email: string;
  phone: string;
  /** ISO date (yyyy-mm-dd) or date-time of the requested appointment. */
  date: string;
  message: string;
}

export interface Appointment extends AppointmentFields {
  _id: string;
}

/** appointments/{appointmentId} */
export interface AppointmentDoc<T = TimestampLike> extends AppointmentFields {
  /** The sender's uid, or null for a visitor. */
  uid: string | null;
  createdAt: T;
}

/** One entry of the static clientReview.json. */
export interface Testimonial {
  /** The site's own testimonials carry an id: the web app shows them from its catalogues. */
  id?: string;
  img: string;
  rating: number;
  name: string;
  description: string;
}

export function serviceFromDoc(
  id: string,
  doc: Pick<ServiceDoc<unknown>, 'provider' | 'service'>,
): Service {
  return {
    _id: id,
    provider: {
      name: doc.provider.name,
      email: doc.provider.email,
      photoURL: doc.provider.photoURL,
      service: { ...doc.service },
    },
  };
}

export function listedServiceFromDoc(
  id: string,
  doc: Pick<ServiceDoc<unknown>, 'providerUid' | 'provider' | 'service'>,
): ListedService {
  return { ...serviceFromDoc(id, doc), providerUid: doc.providerUid };
}

export function publicServiceFromDoc(
  id: string,
  doc: Pick<
    ServiceDoc<unknown>,
    'providerUid' | 'provider' | 'service' | 'ratingCount' | 'ratingSum'
  >,
): PublicService {
  return { ...listedServiceFromDoc(id, doc), rating: publicRatingOf(doc) };
}

export function bookingFromDoc(id: string, doc: BookingFields): Booking {
  return {
    _id: id,
    serviceId: doc.serviceId,
    serviceName: doc.serviceName,
    serviceImg: doc.serviceImg,
    pEmail: doc.pEmail,
    pName: doc.pName,
    uEmail: doc.uEmail,
    uName: doc.uName,
    ...(doc.uPhone !== undefined && { uPhone: doc.uPhone }),
    ...(doc.pPhone !== undefined && { pPhone: doc.pPhone }),
    sDate: doc.sDate,
    ...(doc.timeWindow !== undefined && { timeWindow: doc.timeWindow }),
    provideArea: doc.provideArea,
    price: doc.price,
    serviceStatus: doc.serviceStatus,
    ...(doc.statusReason !== undefined && { statusReason: doc.statusReason }),
  };
}

/** A booking as its dashboard row shows it: with the copies of its bill and review stars. */
export function bookingRowFromDoc(id: string, doc: BookingFields & BookingCopies): Booking {
  return {
    ...bookingFromDoc(id, doc),
    ...(doc.bill !== undefined && { bill: { ...doc.bill } }),
    ...(doc.reviewStars !== undefined && { reviewStars: doc.reviewStars }),
  };
}

export function appointmentFromDoc(id: string, doc: AppointmentFields): Appointment {
  return {
    _id: id,
    name: doc.name,
    email: doc.email,
    phone: doc.phone,
    date: doc.date,
    message: doc.message,
  };
}
