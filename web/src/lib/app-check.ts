/**
 * App Check (docs/app-check.md): in a production build the app proves itself with reCAPTCHA
 * Enterprise (the site key from VITE_RECAPTCHA_ENTERPRISE_SITE_KEY, with the rest of the Firebase
 * configuration), and the token goes with every API write and search (`X-Firebase-AppCheck`);
 * Firestore and Auth attach it themselves once App Check is initialized on the app. It is loaded
 * on first need (a write, a search, the Firestore SDK), so a visitor who only reads loads none
 * of it. The emulator build has none: a debug token is exchanged with Google's App Check service,
 * which the emulators cannot reach, and the API does not ask for one there.
 */
import type { AppCheck } from 'firebase/app-check';
import { emulatorAddress, firebaseApp } from './firebase';

export const APP_CHECK_HEADER = 'X-Firebase-AppCheck';

const siteKey = import.meta.env.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY?.trim() ?? '';

let started: Promise<AppCheck | null> | null = null;

/** App Check on the app, once; null on the emulators or without a site key. */
export function ensureAppCheck(): Promise<AppCheck | null> {
  if (emulatorAddress || siteKey === '') return Promise.resolve(null);
  started ??= import('firebase/app-check').then(
    ({ initializeAppCheck, ReCaptchaEnterpriseProvider }) =>
      initializeAppCheck(firebaseApp, {
        provider: new ReCaptchaEnterpriseProvider(siteKey),
        isTokenAutoRefreshEnabled: true,
      }),
  );
  return started;
}

/** The header carrying this app's App Check token, or none where there is no App Check. */
export async function appCheckHeaders(): Promise<Record<string, string>> {
  const appCheck = await ensureAppCheck();
  if (!appCheck) return {};
  const { getToken } = await import('firebase/app-check');
  try {
    const { token } = await getToken(appCheck);
    return { [APP_CHECK_HEADER]: token };
  } catch (error) {
    // The API answers 401 appCheckRequired, which the screen shows in the reader's language.
    console.warn('App Check could not give a token', error);
    return {};
  }
}
