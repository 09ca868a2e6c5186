/**
 * What the API answers for each of the domain's refusal codes: its HTTP status and docs/product.md's
 * English, letter for letter. `{name}` stands for the refusal's value of that name, shown as
 * domain/src/refusal.ts says: a `field` by its English name, a `…Taka` value as a price.
 * The web app's English catalogue (`refusal.<code>`) says the same; a web test compares them.
 */
import { formatTaka } from '@meramot/domain/format';
import type { FormField, Refusal, RefusalCode } from '@meramot/domain/refusal';

type Status = 400 | 401 | 403 | 404 | 409 | 429;

export const REFUSALS: Record<RefusalCode, { status: Status; english: string }> = {
  serviceImgRequired: { status: 400, english: 'Service image is required' },
  serviceNameRequired: { status: 400, english: 'Service name is required' },
  serviceAreaRequired: { status: 400, english: 'Service area is required' },
  servicePriceRequired: { status: 400, english: 'Service Price is required' },
  descriptionRequired: { status: 400, english: 'Service description is required' },
  categoryRequired: { status: 400, english: 'Category is required' },
  districtRequired: { status: 400, english: 'District is required' },
  minimumPrice: { status: 400, english: 'Minimum price 50' },
  nameRequired: { status: 400, english: 'Name is required' },
  emailRequired: { status: 400, english: 'Email is required' },
  passwordRequired: { status: 400, english: 'Password is required' },
  photoURLRequired: { status: 400, english: 'PhotoURL is required' },
  passwordRule: {
    status: 400,
    english:
      'Password must be at least 6 characters long, include one uppercase letter, one lowercase letter, and one number',
  },
  tooLong: { status: 400, english: '{field} must be at most {max} characters' },
  httpsUrl: { status: 400, english: '{field} must be an https URL' },
  invalidDate: { status: 400, english: '{field} must be a valid date' },
  validEmail: { status: 400, english: 'Enter a valid email' },
  priceNumber: { status: 400, english: 'Service Price must be a number' },
  priceMax: { status: 400, english: 'Service Price must be at most {max}' },
  categoryOneOf: { status: 400, english: 'Category must be one of {list}' },
  districtOneOf: { status: 400, english: 'District must be one of the 64 districts' },
  serviceDateRequired: { status: 400, english: 'Service date is required' },
  timeWindowRequired: { status: 400, english: 'Time window is required' },
  timeWindowOneOf: { status: 400, english: 'Time window must be one of {list}' },
  phoneRequired: { status: 400, english: 'Phone is required' },
  phoneInvalid: { status: 400, english: 'Phone must be a phone number' },
  dateRequired: { status: 400, english: 'Date is required' },
  messageRequired: { status: 400, english: 'Message is required' },
  unknownField: { status: 400, english: 'Unknown field: {properties}' },
  mobileRequired: { status: 400, english: 'Mobile number is required' },
  legalConsentRequired: {
    status: 400,
    english: 'Accept the Privacy Policy and the Terms of Use to register',
  },
  bdMobile: {
    status: 400,
    english: 'Enter a Bangladeshi mobile number: 01XXXXXXXXX or +8801XXXXXXXXX',
  },
  nameNotEmail: { status: 400, english: 'Enter your name, not an e-mail address' },

  paramTooLong: { status: 400, english: '{name} must be at most {max} characters' },
  paramRequired: { status: 400, english: '{name} is required' },
  paramNotString: { status: 400, english: '{name} must be a string' },
  textNotWellFormed: {
    status: 400,
    english: '{name} must be well-formed Unicode text (no lone surrogate)',
  },
  paramNotObject: { status: 400, english: '{name} must be an object' },
  paramOneOf: { status: 400, english: '{name} must be one of {list}' },
  paramWholeNumber: { status: 400, english: '{name} must be a whole number from {min} to {max}' },
  paramDate: { status: 400, english: '{name} must be a date (yyyy-mm-dd)' },
  paramUnknownField: { status: 400, english: "{name} has an unknown field '{field}'" },
  paramTextTooLong: { status: 400, english: '{name} must be text of at most {max} characters' },

  slotStarted: {
    status: 400,
    english: 'That time has already started: pick a later window or date',
  },
  slotTooFar: { status: 400, english: 'Bookings can be made at most {days} days ahead' },
  windowStart: {
    status: 400,
    english: 'Service date must be the start of a time window: 08:00, 12:00 or 16:00 Dhaka time',
  },
  sDateMismatch: {
    status: 400,
    english: 'sDate is not the start of the given date and timeWindow',
  },

  priceChanged: {
    status: 409,
    english:
      'The price of this service has changed to {priceTaka}: check the new price and book again',
  },
  actionNotPermitted: { status: 403, english: 'Action not permitted' },
  bookingNameRequired: {
    status: 400,
    english:
      'Add your name before booking (uName, or My Profile): your reviews are signed with your first name',
  },
  uNameNotEmail: { status: 400, english: 'uName must be your name, not an e-mail address' },
  uNameNotOwn: { status: 403, english: 'uName must be the name of your account (My Profile)' },
  profilePhoneRequired: {
    status: 400,
    english:
      'Add your mobile number to your profile (My Profile) before booking: the provider needs it to reach you',
  },
  verifiedPhoneRequired: {
    status: 403,
    english:
      'Verify your mobile number by code (My Profile) before booking: bookings carry only verified numbers',
  },
  phoneNotVerifiedNumber: {
    status: 403,
    english:
      'This is not the mobile number your account verified: verify the new number by code first',
  },
  phoneOnlySignIn: {
    status: 409,
    english: 'This number is the only way this account signs in: it cannot be removed',
  },
  bookingNotFound: { status: 404, english: 'Booking not found' },
  statusNotParty: {
    status: 403,
    english: "Only the booking's customer or provider can change its status",
  },
  statusOneOf: { status: 400, english: 'status must be one of {list}' },
  statusNotProviderMove: { status: 403, english: 'status must be one of {list}' },
  customerStatusUnknown: { status: 400, english: 'A customer can only set the status {status}' },
  customerCancelOnly: { status: 403, english: 'A customer can only set the status {status}' },
  statusFinal: { status: 409, english: 'status is {status} and can no longer change' },
  billedStatus: {
    status: 409,
    english: 'This booking has a bill: it moves when the customer accepts or disputes the bill',
  },
  onlyPendingCancel: { status: 409, english: 'Only a Pending booking can be cancelled' },
  onlyPendingDecline: { status: 409, english: 'Only a Pending booking can be declined' },

  serviceHasOpenBookings: {
    status: 409,
    english:
      'This service has bookings that are Pending or Working: mark them Completed before deleting it',
  },
  providerNameNotOwn: { status: 403, english: "provider.name must be the signed-in user's name" },
  providerPhotoNotOwn: {
    status: 403,
    english: "provider.photoURL must be the signed-in user's photo",
  },
  listingNeedsVerifiedContact: {
    status: 403,
    english: 'Verify your e-mail address or your mobile number before listing a service',
  },
  listedEmailNotVerified: {
    status: 403,
    english:
      'provider.email can show only a verified e-mail address: verify it, or send an empty provider.email to list without one',
  },

  reviewNotCustomer: { status: 403, english: 'Only the customer of a booking can review it' },
  reviewNotCompleted: { status: 409, english: 'A booking can be reviewed once it is Completed' },
  reviewNotAuthor: { status: 403, english: 'Only its author can edit a review' },
  reviewEditWindow: {
    status: 409,
    english: 'A review can be edited for {days} days after it is written',
  },
  replyNotProvider: { status: 403, english: 'Only the provider of the service can reply' },
  replyExists: { status: 409, english: 'This review already has a reply' },
  reviewExists: { status: 409, english: 'This booking is already reviewed' },
  reviewServiceGone: { status: 404, english: 'This service no longer exists' },
  reviewNotFound: { status: 404, english: 'Review not found' },

  scheduleNotObject: { status: 400, english: 'A schedule must be an object' },
  scheduleUnknownField: { status: 400, english: "Unknown field '{field}'" },
  weekNotObject: { status: 400, english: 'week must be an object of weekdays' },
  unknownWeekday: { status: 400, english: "Unknown weekday '{day}': use {list}" },
  weekdayNotObject: { status: 400, english: 'week.{weekday} must be an object of windows' },
  unknownWindow: { status: 400, english: "Unknown time window '{window}': use {list}" },
  capacityRange: {
    status: 400,
    english: "A window's capacity must be a whole number from 1 to {max} ({at})",
  },
  dayOffOrder: { status: 400, english: 'A day off must end on or after the day it starts' },
  dayOffAhead: { status: 400, english: 'A day off must end within {days} days from today' },
  daysOffList: { status: 400, english: 'daysOff must be a list' },
  daysOffMax: { status: 400, english: 'At most {max} days off can be set at a time' },
  notYourSchedule: { status: 403, english: 'You can only change your own schedule' },
  windowDayOff: { status: 409, english: 'The provider is off on that day: pick another date' },
  windowNotWorking: {
    status: 409,
    english: 'The provider does not work in that window: pick another window or date',
  },
  windowFull: {
    status: 409,
    english: 'That window is fully booked: pick another window or date',
  },
  windowPlacesPerCustomer: {
    status: 409,
    english: 'You already hold {max} place(s) in that window: pick another window or date',
  },
  rangeOrder: { status: 400, english: 'to must not be before from' },
  rangeMax: { status: 400, english: 'At most {days} days can be asked for at a time' },

  priceParamNumber: { status: 400, english: '{name} must be a number of taka' },
  priceParamMax: { status: 400, english: '{name} must be at most {max}' },
  districtParam: {
    status: 400,
    english: 'district must be the id of one of the 64 districts, e.g. dhaka',
  },
  priceParamOrder: { status: 400, english: 'minPrice must not be more than maxPrice' },

  billLinesList: { status: 400, english: 'lines must be a list of {description, amount}' },
  billLinesMax: { status: 400, english: 'A bill has at most {max} lines' },
  billLineShape: {
    status: 400,
    english: 'Line {line} must have exactly a description and an amount',
  },
  billLineDescriptionRequired: { status: 400, english: 'Line {line}: description is required' },
  billLineDescriptionTooLong: {
    status: 400,
    english: 'Line {line}: description must be at most {max} characters',
  },
  billLineAmount: {
    status: 400,
    english: 'Line {line}: amount must be a whole number of taka from 1 to {maxTaka}',
  },
  billDiscount: {
    status: 400,
    english: 'discount must be a whole number of taka from 0 to {maxTaka}',
  },
  billDiscountOver: {
    status: 400,
    english: 'The discount ({discountTaka}) is more than the bill ({billTaka})',
  },
  billTotalMax: { status: 400, english: 'The total must be at most {maxTaka}' },
  billTotalBelowPrice: {
    status: 400,
    english:
      'The total must be at least {minTaka}: a discount takes at most {maxPercent}% off the booked price',
  },
  billTotalMismatch: {
    status: 400,
    english: 'total must be {totalTaka}: the price plus the lines less the discount',
  },
  billNotParty: {
    status: 403,
    english: "Only the booking's customer or provider can see or change its bill",
  },
  billNotProvider: { status: 403, english: 'Only the provider of the booking can send its bill' },
  billSendWhenWorking: {
    status: 409,
    english: 'A bill can be sent while the booking is Working, or revised while it is Disputed',
  },
  billNotCustomer: {
    status: 403,
    english: 'Only the customer of the booking can accept or dispute its bill',
  },
  billNotSent: {
    status: 409,
    english: 'Only a bill that was sent and not yet answered can be accepted or disputed',
  },
  billPayAfterAccept: {
    status: 409,
    english: 'Payment can be marked once the bill is accepted (the booking is Completed)',
  },
  billDisputeReason: {
    status: 400,
    english: 'reason is required: say what is wrong with the bill',
  },
  billNone: { status: 404, english: 'This booking has no bill' },
  markPaidNotCustomer: {
    status: 403,
    english: 'Only the customer of the booking marks it paid in cash',
  },
  markReceivedNotProvider: {
    status: 403,
    english: 'Only the provider of the booking confirms the cash received',
  },
  alreadyPaid: { status: 409, english: 'This booking is already Paid' },
  alreadyMarkedPaid: {
    status: 409,
    english: 'You have already marked this booking paid in cash',
  },
  alreadyConfirmedCash: {
    status: 409,
    english: 'You have already confirmed the cash for this booking',
  },
  commissionRate: {
    status: 400,
    english: 'rateBps must be a whole number of basis points from 0 to {max} (50%)',
  },
  requestAlreadyReceived: {
    status: 409,
    english: 'This request was received already: it is not sent again',
  },
  rateLimited: {
    status: 429,
    english: 'Too many requests of this kind: try again in {minutes} minutes',
  },
  appCheckRequired: {
    status: 401,
    english: 'This request must come from the Meramot app: reload the page and try again',
  },
};

/** The English names of the form fields a refusal's `field` names (docs/product.md §5's labels). */
export const FIELD_NAMES: Record<FormField, string> = {
  serviceImage: 'Service image',
  serviceName: 'Service name',
  serviceArea: 'Service area',
  serviceDescription: 'Service description',
  serviceDate: 'Service date',
  name: 'Name',
  email: 'Email',
  photoURL: 'PhotoURL',
  date: 'Date',
  message: 'Message',
};

function shown(name: string, value: string | number): string {
  if (name === 'field') return FIELD_NAMES[value as FormField] ?? String(value);
  if (name.endsWith('Taka') && typeof value === 'number') return formatTaka(value);
  return String(value);
}

/** The refusal as the API says it: docs/product.md's English with its values in place. */
export function englishOf({ code, params = {} }: Refusal): string {
  return REFUSALS[code].english.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : shown(name, value);
  });
}

export const statusOf = ({ code }: Refusal): Status => REFUSALS[code].status;
