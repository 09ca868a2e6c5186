/**
 * A person's profile (users/{uid}): the name and photo people see, and a Bangladeshi mobile
 * number the other party of a booking can call. Only its owner reads and writes it
 * (firestore.rules: validProfile mirrors profileSchema).
 */
import * as yup from 'yup';
import { FIELD_LIMITS } from './constants';
import { IMAGE_URL_PATTERN, hasVisibleText } from './formats';
import { BD_MOBILE_PATTERN, normalizeBdMobile } from './mobile-number';
import { refusal } from './refusal';

// The number's format and helpers live without yup, for the screens that only show numbers.
export {
  BD_MOBILE_PATTERN,
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
  /** When POST /unlinkPhone last took a number off the account (the server's; currentTokenPhoneOf). */
  phoneUnlinkedAt?: T;
  /** The privacy policy and terms accepted (LEGAL_VERSION, domain/src/legal.ts), and when. */
  legalVersion?: string;
  legalAcceptedAt?: T;
  updatedAt: T;
}

/** A required BD mobile number, stored without spaces or dashes (Register and My Profile). */
export const bdMobileSchema = yup
  .string()
  .required(refusal('mobileRequired'))
  .transform((value: string) => normalizeBdMobile(value) ?? value)
  // Empty gets only the required message.
  .matches(BD_MOBILE_PATTERN, { message: refusal('bdMobile'), excludeEmptyString: true });

/** The My Profile form and what users/{uid} stores of it (rules: validProfile). */
export const profileSchema = yup
  .object({
    displayName: yup
      .string()
      .trim()
      .required(refusal('nameRequired'))
      // Only invisible characters show as no name at all (rules: isName).
      .test('visible', refusal('nameRequired'), (value) => !value || hasVisibleText(value))
      .max(
        FIELD_LIMITS.personName,
        refusal('tooLong', { field: 'name', max: FIELD_LIMITS.personName }),
      ),
    photoURL: yup
      .string()
      .trim()
      .max(FIELD_LIMITS.url, refusal('tooLong', { field: 'photoURL', max: FIELD_LIMITS.url }))
      .matches(IMAGE_URL_PATTERN, {
        message: refusal('httpsUrl', { field: 'photoURL' }),
        excludeEmptyString: true,
      })
      .default(''),
    phone: bdMobileSchema,
  })
  .noUnknown();

export type ProfileValues = yup.InferType<typeof profileSchema>;
