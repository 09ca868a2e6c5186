/**
 * The HTTP status the API answers for each of the domain's refusal codes. The words come from the
 * web app's English catalogue (web/src/locales/en.json, `refusal.<code>`), the same the English
 * screens show, with the values shown as domain/src/refusal.ts says: a `field` by its English
 * name, a `…Taka` value as a price, a `status` as the screens name it.
 */
import { isBookingStatus, providerStatusOf } from '@meramot/domain/booking-status';
import { formatTaka } from '@meramot/domain/format';
import type { Refusal, RefusalCode } from '@meramot/domain/refusal';
import english from '../../web/src/locales/en.json';

export type RefusalStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 429 | 500 | 503 | 504;

export const REFUSAL_STATUS: Record<RefusalCode, RefusalStatus> = {
  serviceImgRequired: 400,
  serviceNameRequired: 400,
  serviceAreaRequired: 400,
  servicePriceRequired: 400,
  descriptionRequired: 400,
  categoryRequired: 400,
  districtRequired: 400,
  minimumPrice: 400,
  nameRequired: 400,
  emailRequired: 400,
  passwordRequired: 400,
  photoURLRequired: 400,
  passwordRule: 400,
  tooLong: 400,
  httpsUrl: 400,
  invalidDate: 400,
  validEmail: 400,
  priceNumber: 400,
  priceMax: 400,
  categoryOneOf: 400,
  districtOneOf: 400,
  serviceDateRequired: 400,
  timeWindowRequired: 400,
  timeWindowOneOf: 400,
  phoneRequired: 400,
  phoneInvalid: 400,
  dateRequired: 400,
  messageRequired: 400,
  unknownField: 400,
  mobileRequired: 400,
  legalConsentRequired: 400,
  bdMobile: 400,
  nameNotEmail: 400,
  paramTooLong: 400,
  paramRequired: 400,
  paramNotString: 400,
  textNotWellFormed: 400,
  paramNotObject: 400,
  paramOneOf: 400,
  paramWholeNumber: 400,
  paramDate: 400,
  paramUnknownField: 400,
  paramTextTooLong: 400,
  slotStarted: 400,
  slotTooFar: 400,
  windowStart: 400,
  sDateMismatch: 400,
  priceChanged: 409,
  actionNotPermitted: 403,
  bookingNameRequired: 400,
  uNameNotEmail: 400,
  uNameNotOwn: 403,
  profilePhoneRequired: 400,
  verifiedPhoneRequired: 403,
  phoneNotVerifiedNumber: 403,
  phoneOnlySignIn: 409,
  bookingNotFound: 404,
  statusNotParty: 403,
  statusOneOf: 400,
  statusNotProviderMove: 403,
  customerStatusUnknown: 400,
  customerCancelOnly: 403,
  statusFinal: 409,
  billedStatus: 409,
  onlyPendingCancel: 409,
  onlyPendingDecline: 409,
  serviceHasOpenBookings: 409,
  providerNameNotOwn: 403,
  providerPhotoNotOwn: 403,
  listingNeedsVerifiedContact: 403,
  listedEmailNotVerified: 403,
  reviewNotCustomer: 403,
  reviewNotCompleted: 409,
  reviewNotAuthor: 403,
  reviewEditWindow: 409,
  replyNotProvider: 403,
  replyExists: 409,
  reviewExists: 409,
  reviewServiceGone: 404,
  reviewNotFound: 404,
  scheduleNotObject: 400,
  scheduleUnknownField: 400,
  weekNotObject: 400,
  unknownWeekday: 400,
  weekdayNotObject: 400,
  unknownWindow: 400,
  capacityRange: 400,
  dayOffOrder: 400,
  dayOffAhead: 400,
  daysOffList: 400,
  daysOffMax: 400,
  notYourSchedule: 403,
  windowDayOff: 409,
  windowNotWorking: 409,
  windowFull: 409,
  windowPlacesPerCustomer: 409,
  rangeOrder: 400,
  rangeMax: 400,
  priceParamNumber: 400,
  priceParamMax: 400,
  districtParam: 400,
  priceParamOrder: 400,
  billLinesList: 400,
  billLinesMax: 400,
  billLineShape: 400,
  billLineDescriptionRequired: 400,
  billLineDescriptionTooLong: 400,
  billLineAmount: 400,
  billDiscount: 400,
  billDiscountOver: 400,
  billTotalMax: 400,
  billTotalBelowPrice: 400,
  billTotalMismatch: 400,
  billNotParty: 403,
  billNotProvider: 403,
  billSendWhenWorking: 409,
  billNotCustomer: 403,
  billNotSent: 409,
  billPayAfterAccept: 409,
  billDisputeReason: 400,
  billNone: 404,
  markPaidNotCustomer: 403,
  markReceivedNotProvider: 403,
  alreadyPaid: 409,
  alreadyMarkedPaid: 409,
  alreadyConfirmedCash: 409,
  commissionRate: 400,
  requestAlreadyReceived: 409,
  rateLimited: 429,
  // The API's own: credentials, paths and methods, the body's bytes, parameters, deadlines.
  signInRequired: 401,
  appCheckRequired: 401,
  authorizationHeader: 401,
  idTokenInvalid: 401,
  sessionInvalid: 401,
  sessionNeedsIdToken: 401,
  sessionSignInTooOld: 401,
  emailNotOwn: 403,
  adminOnly: 403,
  ownBookingsOnly: 403,
  ownServicesOnly: 403,
  ownServicesListOnly: 403,
  serviceNotFound: 404,
  providerNotFound: 404,
  pathNotFound: 404,
  methodNotAllowed: 405,
  bodyTooLarge: 413,
  contentTypeJson: 415,
  malformedJson: 400,
  paramNotJsonObject: 400,
  paramNotNumber: 400,
  paramGivenTwice: 400,
  queryParamRequired: 400,
  unknownQueryParam: 400,
  exactlyOneParam: 400,
  serviceFieldsRequired: 400,
  districtUnknown: 400,
  cursorInvalid: 400,
  idempotencyKeyInvalid: 400,
  idempotencyKeyReused: 409,
  newBookingStatus: 400,
  uPhoneNotProfile: 400,
  reasonOnlyClosing: 400,
  ratingIdsMax: 400,
  pastDeadline: 503,
  outcomeUnknown: 504,
  internalError: 500,
  invalidBody: 400,
};

const CATALOGUE: Record<string, string | undefined> = english;

function shown(name: string, value: string | number): string {
  if (name === 'field') return CATALOGUE[`field.${value}`] ?? String(value);
  if (name.endsWith('Taka') && typeof value === 'number') return formatTaka(value);
  if (name === 'status' && isBookingStatus(value)) {
    return CATALOGUE[`bookingStatus.${providerStatusOf(value)}`] ?? value;
  }
  return String(value);
}

/**
 * The catalogue's ICU message with its values in place: `{name}` and `{name, number}` take the
 * value, `''` is an apostrophe, and an apostrophe before a brace quotes text up to the next one.
 */
export function fillMessage(template: string, show: (name: string) => string | undefined): string {
  return template.replace(
    /''|'([{}#|][^']*)'|\{(\w+)(?:,\s*\w+)?\}/g,
    (whole, quoted: string | undefined, name: string | undefined) => {
      if (whole === "''") return "'";
      if (quoted !== undefined) return quoted;
      return (name !== undefined ? show(name) : undefined) ?? whole;
    },
  );
}

/** The catalogue's English of a refusal, before any value is put in. */
export const englishTemplateOf = (code: RefusalCode): string =>
  CATALOGUE[`refusal.${code}`] ?? code;

/** The refusal as the API says it: the English screens' words with its values in place. */
export function englishOf({ code, params = {} }: Refusal): string {
  return fillMessage(englishTemplateOf(code), (name) => {
    const value = params[name];
    return value === undefined ? undefined : shown(name, value);
  });
}

export const statusOf = ({ code }: Refusal): RefusalStatus => REFUSAL_STATUS[code];
