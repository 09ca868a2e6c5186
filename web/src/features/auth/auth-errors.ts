/**
 * Human messages for the identity provider's error codes of docs/product.md §8. Screens show these
 * beside the spec's own toasts so a person learns what went wrong, never a raw code.
 */
import { translate } from '../../lib/i18n';
import type { MessageKey } from '../../lib/i18n';

/** The message (its catalogue key) for each code; a code not listed gets authError.unknown. */
export const AUTH_ERROR_MESSAGES: Record<string, MessageKey> = {
  'email-already-in-use': 'authError.email-already-in-use',
  'invalid-credential': 'authError.invalid-credential',
  'wrong-password': 'authError.invalid-credential',
  'user-not-found': 'authError.invalid-credential',
  'invalid-email': 'authError.invalid-email',
  'user-disabled': 'authError.user-disabled',
  'too-many-requests': 'authError.too-many-requests',
  'expired-action-code': 'authError.expired-action-code',
  'invalid-action-code': 'authError.invalid-action-code',
  'requires-recent-login': 'authError.requires-recent-login',
  'user-token-expired': 'authError.user-token-expired',
  'password-does-not-meet-requirements': 'authError.password-does-not-meet-requirements',
  'weak-password': 'authError.weak-password',
  'network-request-failed': 'authError.network-request-failed',
  'unauthorized-domain': 'authError.unauthorized-domain',
  'popup-blocked': 'authError.popup-blocked',
  'popup-closed-by-user': 'authError.popup-closed-by-user',
  'cancelled-popup-request': 'authError.cancelled-popup-request',
  'web-storage-unsupported': 'authError.web-storage-unsupported',
  'internal-error': 'authError.internal-error',
  'invalid-api-key': 'authError.not-set-up',
  'auth-domain-config-required': 'authError.not-set-up',
  'invalid-auth-event': 'authError.invalid-auth-event',
  'argument-error': 'authError.argument-error',
  'operation-not-supported-in-this-environment':
    'authError.operation-not-supported-in-this-environment',
};

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

/** The message for the error in the reader's language. */
export function authErrorMessage(error: unknown): string {
  const code = authErrorCode(error);
  return translate((code && AUTH_ERROR_MESSAGES[code]) || 'authError.unknown');
}

export function isCredentialError(error: unknown): boolean {
  return CREDENTIAL_CODES.has(authErrorCode(error) ?? '');
}

export function isPopupDismissed(error: unknown): boolean {
  return POPUP_DISMISSED_CODES.has(authErrorCode(error) ?? '');
}
