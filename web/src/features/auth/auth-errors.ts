/**
 * Human messages for the identity provider's error codes of SPEC.md §8. Screens show these
 * beside the spec's own toasts so a person learns what went wrong, never a raw code.
 */

export const AUTH_ERROR_MESSAGES: Record<string, string> = {
  'email-already-in-use': 'An account with this email already exists. Log in instead.',
  'invalid-credential': 'The email or password is incorrect.',
  'wrong-password': 'The email or password is incorrect.',
  'user-not-found': 'The email or password is incorrect.',
  'invalid-email': 'Enter a valid email address.',
  'user-disabled': 'This account has been disabled. Contact us for help.',
  'too-many-requests': 'Too many attempts. Wait a few minutes, then try again.',
  'expired-action-code': 'This link has expired. Ask for a new one.',
  'invalid-action-code': 'This link is invalid or has already been used.',
  'requires-recent-login': 'For your security, log in again and then retry.',
  'user-token-expired': 'Your session has expired. Log in again.',
  'password-does-not-meet-requirements':
    'This password does not meet the requirements. Use at least 6 characters with an uppercase letter, a lowercase letter and a number.',
  'weak-password': 'This password is too weak. Use at least 6 characters.',
  'network-request-failed': 'Network error. Check your internet connection and try again.',
  'unauthorized-domain': 'Signing in is not allowed from this web address.',
  'popup-blocked':
    'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.',
  'popup-closed-by-user': 'The sign-in window was closed before signing in finished.',
  'cancelled-popup-request': 'Another sign-in window was opened, so this one was cancelled.',
  'web-storage-unsupported':
    'This browser blocks the storage that signing in needs. Allow cookies and site data, or leave private browsing.',
  'internal-error': 'Something went wrong while signing in. Please try again.',
  'invalid-api-key': 'Signing in is not set up correctly on this site. Please contact us.',
  'auth-domain-config-required':
    'Signing in is not set up correctly on this site. Please contact us.',
  'invalid-auth-event': 'The sign-in could not be completed. Please try again.',
  'argument-error': 'The sign-in request was not valid. Please try again.',
  'operation-not-supported-in-this-environment':
    'This browser does not support this way of signing in. Try another browser.',
};

export const UNKNOWN_AUTH_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/** Codes meaning "wrong email or password", which the spec's sign-in toast already says. */
const CREDENTIAL_CODES = new Set(['invalid-credential', 'wrong-password', 'user-not-found']);

/** Codes meaning the person closed or replaced the popup themselves. */
const POPUP_DISMISSED_CODES = new Set(['popup-closed-by-user', 'cancelled-popup-request']);

/** The code of a Firebase Auth error without its 'auth/' prefix, if it is one. */
export function authErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  const { code } = error as { code: unknown };
  return typeof code === 'string' ? code.replace(/^auth\//, '') : undefined;
}

export function authErrorMessage(error: unknown): string {
  const code = authErrorCode(error);
  return (code && AUTH_ERROR_MESSAGES[code]) || UNKNOWN_AUTH_ERROR_MESSAGE;
}

export function isCredentialError(error: unknown): boolean {
  return CREDENTIAL_CODES.has(authErrorCode(error) ?? '');
}

export function isPopupDismissed(error: unknown): boolean {
  return POPUP_DISMISSED_CODES.has(authErrorCode(error) ?? '');
}
