/**
 * Verified mobile numbers (issue 22). Firebase Auth's phone provider proves a number by SMS code
 * and then carries it in every ID token as `phone_number`, in E.164 (+8801XXXXXXXXX). A profile
 * stores the number as typed (01XXXXXXXXX or +8801XXXXXXXXX), so "verified" means the profile's
 * number is the token's in either form. Only Auth can make a number verified: the profile's
 * `phoneVerified` flag and a booking's uPhone are checked against the token on both doors
 * (firestore.rules: isTokenPhone, validProfile, validNewBooking). No yup here.
 */
import { LEGAL_VERSION } from './legal';
import { BD_MOBILE_PATTERN, normalizeBdMobile } from './mobile-number';
import { refusal } from './refusal';
import type { Refusal } from './refusal';

/** The number in E.164 (+8801XXXXXXXXX), the form signInWithPhoneNumber takes; null when not BD. */
export function e164BdMobile(typed: string): string | null {
  const number = normalizeBdMobile(typed);
  if (number === null) return null;
  return number.startsWith('+880') ? number : `+88${number}`;
}

/** A token's phone_number as the app shows and stores it (01XXXXXXXXX); null when not BD. */
export function localBdMobile(tokenPhone: string | null | undefined): string | null {
  if (typeof tokenPhone !== 'string' || !BD_MOBILE_PATTERN.test(tokenPhone)) return null;
  return tokenPhone.startsWith('+880') ? tokenPhone.slice(3) : tokenPhone;
}

/**
 * Whether `phone` (a profile's or a booking's number) is the account's verified number, the
 * token's phone_number: the same digits as +8801XXXXXXXXX, or as 01XXXXXXXXX with +88 before it
 * (rules: isTokenPhone).
 */
export function isVerifiedPhone(phone: unknown, tokenPhone: string | null | undefined): boolean {
  return (
    typeof phone === 'string' &&
    BD_MOBILE_PATTERN.test(phone) &&
    typeof tokenPhone === 'string' &&
    tokenPhone !== '' &&
    (phone === tokenPhone || `+88${phone}` === tokenPhone)
  );
}

/**
 * The number an ID token may still vouch for: its phone_number, unless the account unlinked a
 * number after the token was minted (users/{uid}.phoneUnlinkedAt, written only by POST
 * /unlinkPhone). A token keeps its phone_number for its hour; the profile says whether the number
 * is still the account's (rules: currentTokenPhone). `issuedAtSeconds` is the token's `iat`.
 */
export function currentTokenPhoneOf(
  tokenPhone: string | null | undefined,
  issuedAtSeconds: number,
  phoneUnlinkedAtMs: number | null | undefined,
): string | null {
  if (typeof tokenPhone !== 'string' || tokenPhone === '') return null;
  if (typeof phoneUnlinkedAtMs === 'number' && issuedAtSeconds * 1000 <= phoneUnlinkedAtMs) {
    return null;
  }
  return tokenPhone;
}

/** What users/{uid} stores (ProfileDoc without its timestamp). */
export interface ProfileWrite {
  displayName: string;
  photoURL: string;
  phone: string;
  /** True exactly when `phone` is the token's phone_number (rules: validProfile). */
  phoneVerified: boolean;
  /** LEGAL_VERSION, when this write records the person's acceptance of it (rules: validConsent). */
  legalVersion?: string;
}

export type ProfilePlan = { ok: true; profile: ProfileWrite } | { ok: false; refusal: Refusal };

/**
 * The profile write of an owner whose token carries `tokenPhone` (null without one), from values
 * profileSchema already cast. An account with a verified number may only name that number, and
 * the flag says whether the number is verified, so a client can never set it on its own. With
 * `acceptsLegal` (signing up: the person accepted the privacy policy and terms) it records the
 * version accepted; the door adds the time (legalAcceptedAt) as it does updatedAt.
 */
export function planProfileWrite(
  values: { displayName: string; photoURL: string; phone: string },
  tokenPhone: string | null | undefined,
  acceptsLegal = false,
): ProfilePlan {
  const verified = isVerifiedPhone(values.phone, tokenPhone);
  if (typeof tokenPhone === 'string' && tokenPhone !== '' && !verified) {
    return { ok: false, refusal: refusal('phoneNotVerifiedNumber') };
  }
  return {
    ok: true,
    profile: {
      displayName: values.displayName,
      photoURL: values.photoURL,
      phone: values.phone,
      phoneVerified: verified,
      ...(acceptsLegal ? { legalVersion: LEGAL_VERSION } : {}),
    },
  };
}

export type BookingPhoneCheck =
  { ok: true; phone: string } | { ok: false; refusal: Refusal; missing: boolean };

/**
 * The number a booking carries: the customer's profile number, and only once Auth verified it
 * (rules: isOwnPhone and isTokenPhone in validNewBooking). `missing` tells "add a number" from
 * "verify it".
 */
export function bookingPhoneOf(
  profile: { phone?: unknown } | undefined,
  tokenPhone: string | null | undefined,
): BookingPhoneCheck {
  const phone = profile?.phone;
  if (typeof phone !== 'string' || !BD_MOBILE_PATTERN.test(phone)) {
    return { ok: false, refusal: refusal('profilePhoneRequired'), missing: true };
  }
  if (!isVerifiedPhone(phone, tokenPhone)) {
    return { ok: false, refusal: refusal('verifiedPhoneRequired'), missing: false };
  }
  return { ok: true, phone };
}

/**
 * The provider's number a booking shows its customer (pPhone, copied by the booking-contact
 * trigger): the profile's number only when Auth verified it (`phoneVerified`, which the rules and
 * planProfileWrite tie to the token), else null and the booking shows the provider's e-mail.
 */
export function verifiedProfilePhoneOf(
  profile: { phone?: unknown; phoneVerified?: unknown } | undefined,
): string | null {
  const phone = profile?.phone;
  if (profile?.phoneVerified !== true || typeof phone !== 'string') return null;
  return BD_MOBILE_PATTERN.test(phone) ? phone : null;
}

/**
 * The e-mail a booking or listing records for the account: the token's, or '' for an account
 * made with a phone number alone (rules: request.auth.token.get('email', '')).
 */
export function accountEmailOf(tokenEmail: string | null | undefined): string {
  return typeof tokenEmail === 'string' ? tokenEmail : '';
}
