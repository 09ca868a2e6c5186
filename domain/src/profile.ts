/**
 * A person's profile (users/{uid}): the name and photo people see, and a Bangladeshi mobile
 * number the other party of a booking can call.
 */

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
