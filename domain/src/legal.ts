/**
 * The privacy policy and terms of use (web: /privacy and /terms). A person accepts them when
 * signing up (the Register form's tick, or continuing with a mobile number); the version they
 * accepted is kept on their profile (users/{uid}: legalVersion, legalAcceptedAt), written through
 * planProfileWrite (phone-auth.ts) and bounded by the rules (validConsent). A new version of the
 * texts gets a new date here, and the rules' literal follows it (rules-mirror-domain.test.ts).
 */
export const LEGAL_VERSION = '2026-11-27';
