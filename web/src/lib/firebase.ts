/**
 * The one Firebase app of the SPA and its Auth. A `demo-` project (the default) talks to the
 * local emulators on the page's own host; a real project is configured with VITE_FIREBASE_* at
 * build time. Firestore lives apart in ./firestore, so the public pages never load its SDK.
 */
import { initializeApp } from 'firebase/app';
import { browserLocalPersistence, connectAuthEmulator, initializeAuth } from 'firebase/auth';

const env = import.meta.env;

export const firebaseConfig = {
  apiKey: env.VITE_FIREBASE_API_KEY ?? 'demo-api-key',
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN ?? 'demo-meramot.firebaseapp.com',
  projectId: env.VITE_FIREBASE_PROJECT_ID ?? 'demo-meramot',
  appId: env.VITE_FIREBASE_APP_ID ?? 'demo-meramot-web',
};

export const usesEmulators = firebaseConfig.projectId.startsWith('demo-');

/** The emulators' host: the page's own, so a phone on the LAN reaches them too. */
export const emulatorHost = typeof location === 'undefined' ? '127.0.0.1' : location.hostname;
/** Matches MERAMOT_PORT_OFFSET of the emulator harness (scripts/emulators.ts). */
export const emulatorPortOffset = Number(env.VITE_EMULATOR_PORT_OFFSET ?? 0);

export const firebaseApp = initializeApp(firebaseConfig);

/**
 * getAuth() would also set up the popup and redirect resolver, which loads Google's api.js on
 * every page for every visitor. Without it, Google's script loads only when the Google button
 * passes the resolver to signInWithPopup (features/auth/auth-actions.ts). The user is kept in
 * local storage: Auth opens every persistence it is given at start-up, and opening IndexedDB
 * blocked a throttled phone's main thread for about 280 ms on a first visit.
 */
export const auth = initializeAuth(firebaseApp, {
  persistence: browserLocalPersistence,
});

if (usesEmulators) {
  connectAuthEmulator(auth, `http://${emulatorHost}:${9099 + emulatorPortOffset}`, {
    disableWarnings: true,
  });
}
