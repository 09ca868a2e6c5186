/**
 * Validation of everything a person or a client sends, with SPEC.md §5's messages. The web
 * forms (formik), the REST API and the tests all use these schemas.
 */
import * as yup from 'yup';
import { TIME_WINDOWS, checkBookingSlot, isTimeWindow } from './booking-time';
import type { TimeWindow } from './booking-time';
import { CATEGORY_IDS, isCategoryId } from './categories';
import type { CategoryId } from './categories';
import { FIELD_LIMITS, MIN_SERVICE_PRICE } from './constants';
import { isDistrictId } from './districts';
import { EMAIL_PATTERN, IMAGE_URL_PATTERN, PHONE_PATTERN, isIsoDate } from './formats';
import { VALIDATION_MESSAGES as M } from './messages';
import { bdMobileSchema } from './profile';

/** The message for a string over its bound, e.g. 'Service name must be at most 100 characters'. */
export const tooLongMessage = (label: string, max: number): string =>
  `${label} must be at most ${max} characters`;

/** The message for keys a schema does not know, as yup's exact() reports them. */
export const unknownFieldMessage = ({ properties }: { properties: unknown }) =>
  `Unknown field: ${String(properties)}`;

/** SPEC.md §5: at least 6 characters, one uppercase, one lowercase and one number. */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{6,}$/;

const httpsUrl = (label: string) =>
  yup
    .string()
    .trim()
    .max(FIELD_LIMITS.url, tooLongMessage(label, FIELD_LIMITS.url))
    .matches(IMAGE_URL_PATTERN, {
      message: `${label} must be an https URL`,
      excludeEmptyString: true,
    });

const boundedText = (label: string, max: number) =>
  yup.string().trim().max(max, tooLongMessage(label, max));

function serviceFieldsSchema(minimumPrice: boolean) {
  const price = yup
    .number()
    // An empty price input is a missing price ('Service Price is required'), not a non-number.
    .transform((value: number, original: unknown) =>
      typeof original === 'string' && original.trim() === '' ? undefined : value,
    )
    .typeError('Service Price must be a number')
    .required(M.servicePriceRequired)
    .max(
      FIELD_LIMITS.servicePriceMax,
      `Service Price must be at most ${FIELD_LIMITS.servicePriceMax}`,
    );
  return (
    yup
      .object({
        serviceImgURL: httpsUrl('Service image').required(M.serviceImgRequired),
        serviceName: boundedText('Service name', FIELD_LIMITS.serviceName).required(
          M.serviceNameRequired,
        ),
        serviceArea: boundedText('Service area', FIELD_LIMITS.serviceArea).required(
          M.serviceAreaRequired,
        ),
        servicePrice: minimumPrice
          ? price.min(MIN_SERVICE_PRICE, M.minimumPrice)
          : price.positive('Service Price must be greater than 0'),
        description: boundedText('Service description', FIELD_LIMITS.description).required(
          M.descriptionRequired,
        ),
        // test(), not oneOf(): yup checks oneOf before required; empty is left to required.
        category: yup
          .string<CategoryId>()
          .required(M.categoryRequired)
          .test(
            'category',
            `Category must be one of ${CATEGORY_IDS.join(', ')}`,
            (v) => !v || isCategoryId(v),
          ),
        district: yup
          .string()
          .required(M.districtRequired)
          .test(
            'district',
            'District must be one of the 64 districts',
            (v) => !v || isDistrictId(v),
          ),
      })
      // exact(), not noUnknown(): in yup 1 noUnknown strips unknown keys while casting, so its
      // test never sees them and 'Unknown field' was never reported.
      .exact(unknownFieldMessage)
  );
}

/** Add Service: all five fields required, price at least 50. */
export const addServiceSchema = serviceFieldsSchema(true);
/** Update Service: the same messages, no minimum on price. */
export const updateServiceSchema = serviceFieldsSchema(false);

export const registerSchema = yup.object({
  name: boundedText('Name', FIELD_LIMITS.personName).required(M.nameRequired),
  email: yup.string().trim().email('Enter a valid email').required(M.emailRequired),
  // An empty password gets only the required message, not the rule sentence as well.
  password: yup
    .string()
    .required(M.passwordRequired)
    .matches(PASSWORD_PATTERN, { message: M.passwordRule, excludeEmptyString: true }),
  photoURL: httpsUrl('PhotoURL').required(M.photoURLRequired),
  // Saved in the new account's users/{uid} profile (issue 13: who to call).
  phone: bdMobileSchema,
});

export const loginSchema = yup.object({
  email: yup.string().trim().email('Enter a valid email').required(M.emailRequired),
  password: yup.string().required(M.passwordRequired),
});

/** An ISO date or date-time (rules: isIsoDate); empty is left to required(). */
const isoDate = (label: string, required: string) =>
  yup
    .string()
    .required(required)
    .test('iso-date', `${label} must be a valid date`, (value) => !value || isIsoDate(value));

const timeWindow = () =>
  yup
    .string<TimeWindow>()
    .required('Time window is required')
    .test(
      'time-window',
      `Time window must be one of ${TIME_WINDOWS.join(', ')}`,
      (v) => !v || isTimeWindow(v),
    );

/**
 * What a booking stores of the customer's request: the instant its window starts (sDate), the
 * window, and the area. The API and the web form derive sDate with requestedSlot/windowStart.
 */
export const bookingRequestSchema = yup.object({
  sDate: isoDate('Service date', 'Service date is required'),
  timeWindow: timeWindow(),
  provideArea: boundedText('Service area', FIELD_LIMITS.serviceArea).required(
    M.serviceAreaRequired,
  ),
});

/**
 * The Book Service modal: a Dhaka date and a window not yet started, at most
 * BOOKING_HORIZON_DAYS ahead (checkBookingSlot at the moment of validation), and the area.
 */
export const bookingFormSchema = yup.object({
  date: yup.string().required('Service date is required'),
  timeWindow: timeWindow().test('slot', function checkSlot(value) {
    const date: unknown = this.parent.date;
    if (!value || typeof date !== 'string' || date === '') return true;
    const check = checkBookingSlot(date, value, Date.now());
    return check.ok || this.createError({ path: 'date', message: check.reason });
  }),
  provideArea: boundedText('Service area', FIELD_LIMITS.serviceArea).required(
    M.serviceAreaRequired,
  ),
});

export const appointmentSchema = yup
  .object({
    name: boundedText('Name', FIELD_LIMITS.personName).required(M.nameRequired),
    email: yup
      .string()
      .trim()
      .max(FIELD_LIMITS.email, tooLongMessage('Email', FIELD_LIMITS.email))
      // The pattern the rules match (yup's email() is the same one, in yup's own code).
      .matches(EMAIL_PATTERN, { message: 'Enter a valid email', excludeEmptyString: true })
      .default(''),
    phone: yup.string().trim().required('Phone is required').matches(PHONE_PATTERN, {
      message: 'Phone must be a phone number',
      excludeEmptyString: true,
    }),
    date: isoDate('Date', 'Date is required'),
    message: boundedText('Message', FIELD_LIMITS.message).required('Message is required'),
  })
  .exact(unknownFieldMessage);

export type ServiceFormValues = yup.InferType<typeof addServiceSchema>;
export type RegisterValues = yup.InferType<typeof registerSchema>;
export type LoginValues = yup.InferType<typeof loginSchema>;
export type BookingRequestValues = yup.InferType<typeof bookingRequestSchema>;
export type BookingFormValues = yup.InferType<typeof bookingFormSchema>;
export type AppointmentValues = yup.InferType<typeof appointmentSchema>;
