import { describe, expect, it } from 'vitest';
import english from '../../locales/en.json';
import { activateLanguage } from '../../lib/i18n';
import {
  AUTH_ERROR_MESSAGES,
  authErrorCode,
  authErrorMessage,
  isCredentialError,
  isPopupDismissed,
} from './auth-errors';
import { authError } from './test-utils';

const UNKNOWN_AUTH_ERROR_MESSAGE = english['authError.unknown'];

/** Every identity-provider code docs/product.md §8 lists. */
const SPEC_CODES = [
  'email-already-in-use',
  'invalid-credential',
  'wrong-password',
  'user-not-found',
  'user-disabled',
  'too-many-requests',
  'expired-action-code',
  'invalid-action-code',
  'requires-recent-login',
  'user-token-expired',
  'password-does-not-meet-requirements',
  'network-request-failed',
  'unauthorized-domain',
  'popup-blocked',
  'popup-closed-by-user',
  'cancelled-popup-request',
  'web-storage-unsupported',
  'internal-error',
  'invalid-api-key',
  'auth-domain-config-required',
  'invalid-auth-event',
  'argument-error',
  'operation-not-supported-in-this-environment',
];

describe('auth error messages', () => {
  it.each(SPEC_CODES)('maps auth/%s to a sentence, not the code', (code) => {
    const message = authErrorMessage(authError(code));
    expect(message).toBe(english[AUTH_ERROR_MESSAGES[code] as keyof typeof english]);
    expect(message).not.toContain(code);
    expect(message).toMatch(/^[A-Z].*\.$/);
  });

  it('falls back to a general sentence for unknown errors', () => {
    expect(authErrorMessage(new Error('boom'))).toBe(UNKNOWN_AUTH_ERROR_MESSAGE);
    expect(authErrorMessage(authError('something-new'))).toBe(UNKNOWN_AUTH_ERROR_MESSAGE);
    expect(authErrorMessage(null)).toBe(UNKNOWN_AUTH_ERROR_MESSAGE);
  });

  it('says it in Bangla when Bangla is chosen', async () => {
    await activateLanguage('bn');
    expect(authErrorMessage(authError('invalid-credential'))).toBe('ইমেইল বা পাসওয়ার্ড ভুল।');
    expect(authErrorMessage(null)).toBe('একটি সমস্যা হয়েছে। আবার চেষ্টা করুন।');
  });

  it('reads codes with or without the auth/ prefix', () => {
    expect(authErrorCode({ code: 'auth/popup-blocked' })).toBe('popup-blocked');
    expect(authErrorCode({ code: 'popup-blocked' })).toBe('popup-blocked');
    expect(authErrorCode('auth/popup-blocked')).toBeUndefined();
  });

  it('tells credential errors and dismissed popups apart', () => {
    expect(isCredentialError(authError('invalid-credential'))).toBe(true);
    expect(isCredentialError(authError('too-many-requests'))).toBe(false);
    expect(isPopupDismissed(authError('popup-closed-by-user'))).toBe(true);
    expect(isPopupDismissed(authError('cancelled-popup-request'))).toBe(true);
    expect(isPopupDismissed(authError('popup-blocked'))).toBe(false);
  });
});
