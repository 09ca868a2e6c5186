/**
 * Why a check, a schema or a write plan says no: a code and its values, never a sentence. The API
 * turns a code into its HTTP status and docs/product.md's English (functions/src/refusals.ts); the web
 * app into the reader's language (its catalogues' `refusal.<code>` entries). Both have a test
 * that fails when a code lacks a text there.
 *
 * Values follow three conventions, so both doors show them alike:
 * - `field` is one of FORM_FIELDS, named in the reader's language ("Service name", "সেবার নাম");
 * - a name ending in `Taka` is an amount of money, shown as a price (৳1,500);
 * - `status` is a BookingStatus, shown as the screens name it.
 * Any other value is shown as it is (a JSON field's name, a number, a list of ids).
 */

export const REFUSAL_CODES = [
  // Forms and request bodies (schemas.ts, profile.ts): docs/product.md §5.
  'serviceImgRequired',
  'serviceNameRequired',
  'serviceAreaRequired',
  'servicePriceRequired',
  'descriptionRequired',
  'categoryRequired',
  'districtRequired',
  'minimumPrice',
  'nameRequired',
  'emailRequired',
  'passwordRequired',
  'photoURLRequired',
  'passwordRule',
  'tooLong',
  'httpsUrl',
  'invalidDate',
  'validEmail',
  'priceNumber',
  'priceMax',
  'categoryOneOf',
  'districtOneOf',
  'serviceDateRequired',
  'timeWindowRequired',
  'timeWindowOneOf',
  'phoneRequired',
  'phoneInvalid',
  'dateRequired',
  'messageRequired',
  'unknownField',
  'mobileRequired',
  'bdMobile',
  'nameNotEmail',
  'legalConsentRequired',
  // Any JSON field or query parameter, by its own name.
  'paramTooLong',
  'paramRequired',
  'paramNotString',
  'paramNotObject',
  'paramOneOf',
  'paramWholeNumber',
  'paramDate',
  'paramUnknownField',
  'paramTextTooLong',
  'textNotWellFormed',
  // Booking times (booking-time.ts).
  'slotStarted',
  'slotTooFar',
  'windowStart',
  'sDateMismatch',
  // Bookings (booking.ts, booking-status.ts, person-name.ts, phone-auth.ts).
  'priceChanged',
  'actionNotPermitted',
  'bookingNameRequired',
  'uNameNotEmail',
  'uNameNotOwn',
  'profilePhoneRequired',
  'verifiedPhoneRequired',
  'phoneNotVerifiedNumber',
  'phoneOnlySignIn',
  'bookingNotFound',
  'statusNotParty',
  'statusOneOf',
  'statusNotProviderMove',
  'customerStatusUnknown',
  'customerCancelOnly',
  'statusFinal',
  'billedStatus',
  'onlyPendingCancel',
  'onlyPendingDecline',
  // Services (service.ts).
  'serviceHasOpenBookings',
  'providerNameNotOwn',
  'providerPhotoNotOwn',
  'listingNeedsVerifiedContact',
  'listedEmailNotVerified',
  // Reviews (review.ts).
  'reviewNotCustomer',
  'reviewNotCompleted',
  'reviewNotAuthor',
  'reviewEditWindow',
  'replyNotProvider',
  'replyExists',
  'reviewExists',
  'reviewServiceGone',
  'reviewNotFound',
  // Availability (availability.ts).
  'scheduleNotObject',
  'scheduleUnknownField',
  'weekNotObject',
  'unknownWeekday',
  'weekdayNotObject',
  'unknownWindow',
  'capacityRange',
  'dayOffOrder',
  'dayOffAhead',
  'daysOffList',
  'daysOffMax',
  'notYourSchedule',
  'windowDayOff',
  'windowNotWorking',
  'windowFull',
  'windowPlacesPerCustomer',
  'rangeOrder',
  'rangeMax',
  // The catalogue's query (catalogue.ts).
  'priceParamNumber',
  'priceParamMax',
  'districtParam',
  'priceParamOrder',
  // Money (bill.ts, ledger.ts).
  'billLinesList',
  'billLinesMax',
  'billLineShape',
  'billLineDescriptionRequired',
  'billLineDescriptionTooLong',
  'billLineAmount',
  'billDiscount',
  'billDiscountOver',
  'billTotalMax',
  'billTotalMismatch',
  'billTotalBelowPrice',
  'billNotParty',
  'billNotProvider',
  'billSendWhenWorking',
  'billNotCustomer',
  'billNotSent',
  'billPayAfterAccept',
  'billDisputeReason',
  'billNone',
  'markPaidNotCustomer',
  'markReceivedNotProvider',
  'alreadyPaid',
  'alreadyMarkedPaid',
  'alreadyConfirmedCash',
  'commissionRate',
  // Keyed creates and rate limits (keyed-id.ts, rate-limits.ts).
  'requestAlreadyReceived',
  'rateLimited',
  // The API's own: credentials, paths and methods, the body's bytes, parameters, deadlines.
  'signInRequired',
  'authorizationHeader',
  'idTokenInvalid',
  'sessionInvalid',
  'sessionNeedsIdToken',
  'sessionSignInTooOld',
  'emailNotOwn',
  'adminOnly',
  'ownBookingsOnly',
  'ownServicesOnly',
  'ownServicesListOnly',
  'serviceNotFound',
  'providerNotFound',
  'pathNotFound',
  'methodNotAllowed',
  'bodyTooLarge',
  'contentTypeJson',
  'malformedJson',
  'paramNotJsonObject',
  'paramNotNumber',
  'paramGivenTwice',
  'queryParamRequired',
  'unknownQueryParam',
  'exactlyOneParam',
  'serviceFieldsRequired',
  'districtUnknown',
  'cursorInvalid',
  'idempotencyKeyInvalid',
  'idempotencyKeyReused',
  'newBookingStatus',
  'uPhoneNotProfile',
  'reasonOnlyClosing',
  'ratingIdsMax',
  'pastDeadline',
  'outcomeUnknown',
  'internalError',
  'invalidBody',
  // App Check (functions/src/app-check.ts): a write that does not come from the app.
  'appCheckRequired',
] as const;

export type RefusalCode = (typeof REFUSAL_CODES)[number];
export type RefusalParams = Record<string, string | number>;

// A type, not an interface: yup takes a message object only as Record<PropertyKey, unknown>.
export type Refusal = {
  code: RefusalCode;
  params?: RefusalParams;
};

/** The fields forms name in the reader's language (the `field` value of a refusal). */
export const FORM_FIELDS = [
  'serviceImage',
  'serviceName',
  'serviceArea',
  'serviceDescription',
  'serviceDate',
  'name',
  'email',
  'photoURL',
  'date',
  'message',
] as const;

export type FormField = (typeof FORM_FIELDS)[number];

export function refusal(code: RefusalCode, params?: RefusalParams): Refusal {
  return params === undefined ? { code } : { code, params };
}

export function isRefusalCode(value: unknown): value is RefusalCode {
  return (REFUSAL_CODES as readonly unknown[]).includes(value);
}

/** A value a refusal can be: a yup error's message, an API answer's code and params. */
export function isRefusal(value: unknown): value is Refusal {
  if (typeof value !== 'object' || value === null) return false;
  const { code, params } = value as { code?: unknown; params?: unknown };
  return (
    isRefusalCode(code) && (params === undefined || (typeof params === 'object' && params !== null))
  );
}
