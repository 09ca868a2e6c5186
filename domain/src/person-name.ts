/**
 * The name a booking records for its customer (uName), whose first word signs their reviews in
 * public: always a name the person gave (their account's or their profile's), never derived
 * from their e-mail address. An account without one is asked for it before booking, on both
 * doors (rules: isPersonName in validNewBooking); refused, it is 'bookingNameRequired'.
 */
import { FIELD_LIMITS } from './constants';
import { hasVisibleText } from './formats';

/** A name as a person gave it: something visible (hasVisibleText) and no e-mail address (no @). */
export function isPersonName(value: unknown): value is string {
  return typeof value === 'string' && hasVisibleText(value) && !value.includes('@');
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
