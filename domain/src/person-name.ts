/**
 * The name a booking records for its customer (uName), whose first word signs their reviews in
 * public: always a name the person gave (their account's or their profile's), never derived
 * from their e-mail address. An account without one is asked for it before booking, on both
 * doors (rules: isPersonName in validNewBooking).
 */
import { FIELD_LIMITS } from './constants';

/** What POST /bookServices answers (400) when neither the body, the account nor the profile names the customer. */
export const NAME_REQUIRED_MESSAGE =
  'Add your name before booking (uName, or My Profile): your reviews are signed with your first name';

/** What POST /bookServices answers (400) for a uName that is an e-mail address. */
export const NAME_NOT_EMAIL_MESSAGE = 'uName must be your name, not an e-mail address';

/** What the name field of a form says to an e-mail address typed as a name. */
export const NAME_NOT_EMAIL_FORM_MESSAGE = 'Enter your name, not an e-mail address';

/** A name as a person gave it: not blank and no e-mail address (no @). */
export function isPersonName(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '' && !value.includes('@');
}

/**
 * The name a booking records: the first of `given` that is a person's name, trimmed and cut to
 * FIELD_LIMITS.personName, or null when none is (the customer must give one first).
 */
export function bookingNameOf(...given: (string | null | undefined)[]): string | null {
  const name = given.find(isPersonName);
  return name === undefined
    ? null
    : Array.from(name.trim()).slice(0, FIELD_LIMITS.personName).join('');
}

/** A REST body naming another name than the account's (the web door writes the account's). */
export const UNAME_NOT_OWN_MESSAGE = 'uName must be the name of your account (My Profile)';
