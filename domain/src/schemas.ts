/**
 * Validation of everything a person or a client sends. Each message is a Refusal (refusal.ts),
 * which yup carries as it is (`error.errors`, formik's `errors`): the API answers it in docs/product.md
 * §5's English, the web forms show it in the reader's language. The web forms (formik), the REST
 * API and the tests all use these schemas.
 */
import * as yup from 'yup';
import { TIME_WINDOWS, checkBookingSlot, isTimeWindow } from './booking-time';
import type { TimeWindow } from './booking-time';
import { CATEGORY_IDS, isCategoryId } from './categories';
import type { CategoryId } from './categories';
import { FIELD_LIMITS, MIN_SERVICE_PRICE } from './constants';
import { isDistrictId } from './districts';
import {
  EMAIL_PATTERN,
  IMAGE_URL_PATTERN,
  PHONE_PATTERN,
  hasVisibleText,
  isIsoDate,
  isWellFormedText,
} from './formats';
import { bdMobileSchema } from './profile';
import { refusal } from './refusal';
import type { FormField, RefusalCode } from './refusal';

const M = (code: RefusalCode) => refusal(code);

/** A form field's text over its bound: 'Service name must be at most 100 characters'. */
export const tooLong = (field: FormField, max: number) => refusal('tooLong', { field, max });

/** A JSON field's text over its bound: 'reason must be at most 500 characters'. */
export const paramTooLong = (name: string, max: number) => refusal('paramTooLong', { name, max });

/** Keys a schema does not know, as yup's exact() reports them. */
export const unknownFieldMessage = ({ properties }: { properties: unknown }) =>
  refusal('unknownField', { properties: String(properties) });

/** docs/product.md §5: at least 6 characters, one uppercase, one lowercase and one number. */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{6,}$/;

const httpsUrl = (field: FormField) =>
  yup
    .string()
    .trim()
    .max(FIELD_LIMITS.url, tooLong(field, FIELD_LIMITS.url))
    .matches(IMAGE_URL_PATTERN, {
      message: refusal('httpsUrl', { field }),
      excludeEmptyString: true,
    });

/** Text Firestore can hold: no lone surrogate (the API checks every body first, the same way). */
export const wellFormedText = () =>
  yup.string().test('well-formed', function wellFormed(value) {
    return (
      value === undefined ||
      isWellFormedText(value) ||
      this.createError({ message: refusal('textNotWellFormed', { name: this.path }) })
    );
  });

const boundedText = (field: FormField, max: number) =>
  wellFormedText().trim().max(max, tooLong(field, max));

/**
 * A name or title: bounded text that shows something, not only white space and invisible
 * characters (hasVisibleText); one that does not is as missing as an empty one (rules: isName).
 */
const nameText = (field: FormField, max: number, required: RefusalCode) =>
  boundedText(field, max)
    .required(M(required))
    .test('visible', M(required), (value) => !value || hasVisibleText(value));

function serviceFieldsSchema() {
  const price = yup
    .number()
    // An empty price input is a missing price ('Service Price is required'), not a non-number.
    .transform((value: number, original: unknown) =>
      typeof original === 'string' && original.trim() === '' ? undefined : value,
    )
    .typeError(M('priceNumber'))
    .required(M('servicePriceRequired'))
    .max(FIELD_LIMITS.servicePriceMax, refusal('priceMax', { max: FIELD_LIMITS.servicePriceMax }));
  return (
    yup
      .object({
        serviceImgURL: httpsUrl('serviceImage').required(M('serviceImgRequired')),
        serviceName: nameText('serviceName', FIELD_LIMITS.serviceName, 'serviceNameRequired'),
        serviceArea: boundedText('serviceArea', FIELD_LIMITS.serviceArea).required(
          M('serviceAreaRequired'),
        ),
        servicePrice: price.min(MIN_SERVICE_PRICE, M('minimumPrice')),
        description: boundedText('serviceDescription', FIELD_LIMITS.description).required(
          M('descriptionRequired'),
        ),
        // test(), not oneOf(): yup checks oneOf before required; empty is left to required.
        category: yup
          .string<CategoryId>()
          .required(M('categoryRequired'))
          .test(
            'category',
            refusal('categoryOneOf', { list: CATEGORY_IDS.join(', ') }),
            (v) => !v || isCategoryId(v),
          ),
        district: yup
          .string()
          .required(M('districtRequired'))
          .test('district', M('districtOneOf'), (v) => !v || isDistrictId(v)),
      })
      // exact(), not noUnknown(): in yup 1 noUnknown strips unknown keys while casting, so its
      // test never sees them and 'Unknown field' was never reported.
      .exact(unknownFieldMessage)
  );
}

/** Add Service: all five fields required, price at least MIN_SERVICE_PRICE. */
export const addServiceSchema = serviceFieldsSchema();
/**
 * Update Service: the same fields and the same minimum (issue 39: a minimum checked on create
 * only let a listing drop to ৳0.0001 right after it was added).
 */
export const updateServiceSchema = serviceFieldsSchema();

export const registerSchema = yup.object({
  name: nameText('name', FIELD_LIMITS.personName, 'nameRequired'),
  email: yup.string().trim().email(M('validEmail')).required(M('emailRequired')),
  // An empty password gets only the required message, not the rule sentence as well.
  password: yup
    .string()
    .required(M('passwordRequired'))
    .matches(PASSWORD_PATTERN, { message: M('passwordRule'), excludeEmptyString: true }),
  photoURL: httpsUrl('photoURL').required(M('photoURLRequired')),
  // Saved in the new account's users/{uid} profile (issue 13: who to call).
  phone: bdMobileSchema,
  // The privacy policy and terms (domain/src/legal.ts), ticked: recorded on the profile.
  acceptLegal: yup
    .boolean()
    .required(M('legalConsentRequired'))
    .oneOf([true], M('legalConsentRequired')),
});

export const loginSchema = yup.object({
  email: yup.string().trim().email(M('validEmail')).required(M('emailRequired')),
  password: yup.string().required(M('passwordRequired')),
});

/** An ISO date or date-time (rules: isIsoDate); empty is left to required(). */
const isoDate = (field: FormField, required: RefusalCode) =>
  yup
    .string()
    .required(M(required))
    .test('iso-date', refusal('invalidDate', { field }), (value) => !value || isIsoDate(value));

const timeWindow = () =>
  yup
    .string<TimeWindow>()
    .required(M('timeWindowRequired'))
    .test(
      'time-window',
      refusal('timeWindowOneOf', { list: TIME_WINDOWS.join(', ') }),
      (v) => !v || isTimeWindow(v),
    );

/**
 * What a booking stores of the customer's request: the instant its window starts (sDate), the
 * window, and the area. The API and the web form derive sDate with requestedSlot/windowStart.
 */
export const bookingRequestSchema = yup.object({
  sDate: isoDate('serviceDate', 'serviceDateRequired'),
  timeWindow: timeWindow(),
  provideArea: boundedText('serviceArea', FIELD_LIMITS.serviceArea).required(
    M('serviceAreaRequired'),
  ),
});

/**
 * The Book Service modal: a Dhaka date and a window not yet started, at most
 * BOOKING_HORIZON_DAYS ahead (checkBookingSlot at the moment of validation), and the area.
 */
export const bookingFormSchema = yup.object({
  date: yup.string().required(M('serviceDateRequired')),
  timeWindow: timeWindow().test('slot', function checkSlot(value) {
    const date: unknown = this.parent.date;
    if (!value || typeof date !== 'string' || date === '') return true;
    const check = checkBookingSlot(date, value, Date.now());
    return check.ok || this.createError({ path: 'date', message: check.refusal });
  }),
  provideArea: boundedText('serviceArea', FIELD_LIMITS.serviceArea).required(
    M('serviceAreaRequired'),
  ),
});

export const appointmentSchema = yup
  .object({
    name: nameText('name', FIELD_LIMITS.personName, 'nameRequired'),
    email: yup
      .string()
      .trim()
      .max(FIELD_LIMITS.email, tooLong('email', FIELD_LIMITS.email))
      // The pattern the rules match (yup's email() is the same one, in yup's own code).
      .matches(EMAIL_PATTERN, { message: M('validEmail'), excludeEmptyString: true })
      .default(''),
    phone: yup
      .string()
      .trim()
      .required(M('phoneRequired'))
      .matches(PHONE_PATTERN, {
        message: M('phoneInvalid'),
        excludeEmptyString: true,
      }),
    date: isoDate('date', 'dateRequired'),
    message: boundedText('message', FIELD_LIMITS.message).required(M('messageRequired')),
  })
  .exact(unknownFieldMessage);

export type ServiceFormValues = yup.InferType<typeof addServiceSchema>;
export type RegisterValues = yup.InferType<typeof registerSchema>;
export type LoginValues = yup.InferType<typeof loginSchema>;
export type BookingRequestValues = yup.InferType<typeof bookingRequestSchema>;
export type BookingFormValues = yup.InferType<typeof bookingFormSchema>;
export type AppointmentValues = yup.InferType<typeof appointmentSchema>;
