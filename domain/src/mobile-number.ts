/**
 * Bangladeshi mobile numbers (issue 13, "who to call"): the format profiles store, its helpers,
 * and the number a profile offers a booking. No yup here, so screens that only show numbers
 * (Service To Do, Booked Services) do not load it; profileSchema in profile.ts uses these.
 */

/** 01XXXXXXXXX or +8801XXXXXXXXX, where the operator digit after 01 is 3 to 9. */
export const BD_MOBILE_PATTERN = /^(\+880|0)1[3-9][0-9]{8}$/;

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

/**
 * The number a profile offers the other party of a booking, or null when it has none (an
 * account made with Google before it was asked for one). Bookings copy it: uPhone when made
 * (rules: validNewBooking), pPhone by the booking-contact trigger.
 */
export function profilePhoneOf(profile: { phone?: unknown } | undefined): string | null {
  const phone = profile?.phone;
  return typeof phone === 'string' && BD_MOBILE_PATTERN.test(phone) ? phone : null;
}
