/**
 * A person's profile (users/{uid}): the name and photo people see, and a Bangladeshi mobile
 * number the other party of a booking can call. Only its owner reads and writes it
 * (firestore.rules: validProfile mirrors profileSchema).
 */
import * as yup from 'yup';
import { FIELD_LIMITS } from './constants';
import { IMAGE_URL_PATTERN } from './formats';
import { BD_MOBILE_MESSAGE, BD_MOBILE_PATTERN, normalizeBdMobile } from './mobile-number';

// The number's format and helpers live without yup, for the screens that only show numbers.
export {
  BD_MOBILE_MESSAGE,
  BD_MOBILE_PATTERN,
  PROFILE_PHONE_REQUIRED_MESSAGE,
  internationalBdMobile,
  normalizeBdMobile,
  profilePhoneOf,
} from './mobile-number';

/** users/{uid} */
export interface ProfileDoc<T = unknown> {
  displayName: string;
  /** An https URL or a path on this site; '' for none (the screens show a fallback). */
  photoURL: string;
  /** BD_MOBILE_PATTERN, as typed without spaces or dashes (normalizeBdMobile). */
  phone: string;
  /** Whether phone is the account's verified number (planProfileWrite, domain/src/phone-auth.ts). */
  phoneVerified?: boolean;
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
