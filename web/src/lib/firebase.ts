/**
 * The one Firebase app of the SPA. A `demo-` project (the default) talks to the local emulators
 * on the page's own host; a real project is configured with VITE_FIREBASE_* at build time.
 */
import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';

const env = import.meta.env;

export const firebaseConfig = {
  apiKey: env.VITE_FIREBASE_API_KEY ?? 'demo-api-key',
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN ?? 'demo-meramot.firebaseapp.com',
  projectId: env.VITE_FIREBASE_PROJECT_ID ?? 'demo-meramot',
  appId: env.VITE_FIREBASE_APP_ID ?? 'demo-meramot-web',
};

export const usesEmulators = firebaseConfig.projectId.startsWith('demo-');

export const firebaseApp = initializeApp(firebaseConfig);
export const auth = getAuth(firebaseApp);
export const firestore = getFirestore(firebaseApp);

if (usesEmulators) {
  const host = typeof location === 'undefined' ? '127.0.0.1' : location.hostname;
  // Matches MERAMOT_PORT_OFFSET of the emulator harness (scripts/emulators.ts).
  const offset = Number(env.VITE_EMULATOR_PORT_OFFSET ?? 0);
  connectAuthEmulator(auth, `http://${host}:${9099 + offset}`, { disableWarnings: true });
  connectFirestoreEmulator(firestore, host, 8080 + offset);
}
