/**
 * The one Firebase app of the SPA and its Auth. The configuration comes from VITE_FIREBASE_* at
 * build time: a real project's for `npm run build` (which refuses to build without one), the demo
 * project's for the emulator build (web/.env.emulator). Firestore lives apart in ./firestore, so
 * the public pages never load its SDK.
 */
import { initializeApp } from 'firebase/app';
import { browserLocalPersistence, connectAuthEmulator, initializeAuth } from 'firebase/auth';
import { announceAuth } from './auth-loaded';

const env = import.meta.env;

export const firebaseConfig = {
  apiKey: env.VITE_FIREBASE_API_KEY,
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
  projectId: env.VITE_FIREBASE_PROJECT_ID,
  appId: env.VITE_FIREBASE_APP_ID,
};

/**
 * Where the emulators listen, or null in a production build. Vite replaces
 * import.meta.env.VITE_USE_EMULATORS at build time, so a production bundle carries no emulator
 * host at all. The host is the page's own, so a phone on the LAN reaches them too; the offset
 * matches MERAMOT_PORT_OFFSET of the emulator harness (harness/emulators.ts).
 */
export const emulatorAddress =
  import.meta.env.VITE_USE_EMULATORS === 'true'
    ? { host: location.hostname, portOffset: Number(env.VITE_EMULATOR_PORT_OFFSET ?? 0) }
    : null;

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

if (emulatorAddress) {
  connectAuthEmulator(auth, `http://${emulatorAddress.host}:${9099 + emulatorAddress.portOffset}`, {
    disableWarnings: true,
  });
}

announceAuth(auth);
