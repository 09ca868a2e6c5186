/** The Admin SDK, initialized once per instance (in the emulator it finds the emulators itself). */
import { getApps, initializeApp } from 'firebase-admin/app';
import type { App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import type { Timestamp } from 'firebase-admin/firestore';

function app(): App {
  return getApps()[0] ?? initializeApp();
}

export const db = () => getFirestore(app());
export const auth = () => getAuth(app());

export const servicesCollection = () => db().collection('services');
export const bookingsCollection = () => db().collection('bookings');
export const appointmentsCollection = () => db().collection('appointments');
export const usersCollection = () => db().collection('users');

/** Milliseconds of a stored timestamp; 0 for a document written without one. */
export function millisOf(value: unknown): number {
  return typeof (value as Timestamp | undefined)?.toMillis === 'function'
    ? (value as Timestamp).toMillis()
    : 0;
}

/** Deep equality of stored values; map keys may come back from Firestore in any order. */
export function sameStoredValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, i) => sameStoredValue(item, b[i]))
    );
  }
  if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null) {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length &&
      keys.every(
        (key) =>
          Object.hasOwn(b, key) &&
          sameStoredValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
      )
    );
  }
  return a === b;
}
