/**
 * A person's profile (users/{uid}): the name and photo people see, and a Bangladeshi mobile
 * number the other party of a booking can call. Only its owner reads and writes it
 * (firestore.rules: validProfile mirrors profileSchema).
 */
import * as yup from 'yup';
import { FIELD_LIMITS } from './constants';
import { IMAGE_URL_PATTERN } from './formats';

/** 01XXXXXXXXX or +8801XXXXXXXXX, where the operator digit after 01 is 3 to 9. */
export const BD_MOBILE_PATTERN = /^(\+880|0)1[3-9][0-9]{8}$/;

export const BD_MOBILE_MESSAGE = 'Enter a Bangladeshi mobile number: 01XXXXXXXXX or +8801XXXXXXXXX';

/** The number as typed, without spaces or dashes, or null when it is not a BD mobile number. */
export function normalizeBdMobile(typed: string): string | null {
  const compact = typed.replace(/[\s-]/g, '');
  return BD_MOBILE_PATTERN.test(compact) ? compact : null;
}

/** The number in international form, for wa.me links: 8801XXXXXXXXX. */
export function internationalBdMobile(number: string): string {
  const compact = number.replace(/[\s-]/g, '');
  return compact.startsWith('+880') ? compact.slice(1) : `88${compact}`;
}

/** users/{uid} */
export interface ProfileDoc<T = unknown> {
  displayName: string;
  /** An https URL or a path on this site; '' for none (the screens show a fallback). */
  photoURL: string;
  /** BD_MOBILE_PATTERN, as typed without spaces or dashes (normalizeBdMobile). */
  phone: string;
  updatedAt: T;
}

/** A required BD mobile number, stored without spaces or dashes (Register and My Profile). */
export const bdMobileSchema = yup
  .string()
  .required('Mobile number is required')
  .transform((value: string) => normalizeBdMobile(value) ?? value)
  // Empty gets only the required message.
  .matches(BD_MOBILE_PATTERN, { message: BD_MOBILE_MESSAGE, excludeEmptyString: true });

/** The My Profile form and what users/{uid} stores of it (rules: validProfile). */
export const profileSchema = yup
  .object({
    displayName: yup
      .string()
      .trim()
      .required('Name is required')
      .max(FIELD_LIMITS.personName, `Name must be at most ${FIELD_LIMITS.personName} characters`),
    photoURL: yup
      .string()
      .trim()
      .max(FIELD_LIMITS.url, `PhotoURL must be at most ${FIELD_LIMITS.url} characters`)
      .matches(IMAGE_URL_PATTERN, {
        message: 'PhotoURL must be an https URL',
        excludeEmptyString: true,
      })
      .default(''),
    phone: bdMobileSchema,
  })
  .noUnknown();

export type ProfileValues = yup.InferType<typeof profileSchema>;

/**
 * The number a profile offers the other party of a booking, or null when it has none (an
 * account made with Google before it was asked for one). Bookings copy it: uPhone when made
 * (rules: validNewBooking), pPhone by the booking-contact trigger.
 */
export function profilePhoneOf(
  profile: Partial<Pick<ProfileDoc, 'phone'>> | undefined,
): string | null {
  const phone = profile?.phone;
  return typeof phone === 'string' && BD_MOBILE_PATTERN.test(phone) ? phone : null;
}

/** What POST /bookServices answers (400) when the customer's profile has no number yet. */
export const PROFILE_PHONE_REQUIRED_MESSAGE =
  'Add your mobile number to your profile (My Profile) before booking: the provider needs it to reach you';
