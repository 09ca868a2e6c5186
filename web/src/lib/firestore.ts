/**
 * The app's Firestore, for the screens that show live data (the signed-in dashboards) and the
 * writes. Only those import this module, so the public pages never load the Firestore SDK.
 */
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import type { Firestore } from 'firebase/firestore';
import { emulatorHost, emulatorPortOffset, firebaseApp, usesEmulators } from './firebase';

export const firestore: Firestore = getFirestore(firebaseApp);

if (usesEmulators) {
  connectFirestoreEmulator(firestore, emulatorHost, 8080 + emulatorPortOffset);
}

/** The database a screen's data functions take (a hook, so tests can hand in their own). */
export function useFirestore(): Firestore {
  return firestore;
}
