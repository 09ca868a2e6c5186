/**
 * The app's Firestore, for the screens that show live data (the signed-in dashboards) and the
 * writes. Only those import this module, so the public pages never load the Firestore SDK.
 */
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import type { Firestore } from 'firebase/firestore';
import { ensureAppCheck } from './app-check';
import { emulatorAddress, firebaseApp } from './firebase';

// Firestore sends App Check's token with its requests once App Check is on the app.
void ensureAppCheck();

export const firestore: Firestore = getFirestore(firebaseApp);

if (emulatorAddress) {
  connectFirestoreEmulator(firestore, emulatorAddress.host, 8080 + emulatorAddress.portOffset);
}

/** The database a screen's data functions take (a hook, so tests can hand in their own). */
export function useFirestore(): Firestore {
  return firestore;
}
