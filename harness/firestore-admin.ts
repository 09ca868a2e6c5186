/**
 * Reading the emulator's Firestore around a test with the Admin SDK (which bypasses the rules):
 * document counts and a fingerprint of every document, to show a rejected request wrote nothing.
 */
import { getFirestore } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import { adminApp } from './seed';

export const COLLECTIONS = [
  'services',
  'bookings',
  'appointments',
  'reviews',
  'providers',
  'bills',
  'ledger',
  'earnings',
  'marketDays',
  'marketMonths',
  'config',
] as const;
export type CollectionName = (typeof COLLECTIONS)[number];

export function adminDb(): Firestore {
  return getFirestore(adminApp());
}

export async function countDocuments(): Promise<Record<CollectionName, number>> {
  const db = adminDb();
  const counts = await Promise.all(
    COLLECTIONS.map(async (name) => [name, (await db.collection(name).count().get()).data().count]),
  );
  return Object.fromEntries(counts) as Record<CollectionName, number>;
}

/** Every document's path, update time and data: equal fingerprints mean nothing was written. */
export async function fingerprint(): Promise<string[]> {
  const db = adminDb();
  const snapshots = await Promise.all(COLLECTIONS.map((name) => db.collection(name).get()));
  return snapshots
    .flatMap((snapshot) =>
      snapshot.docs.map(
        (d) => `${d.ref.path} ${d.updateTime.toMillis()} ${JSON.stringify(d.data())}`,
      ),
    )
    .sort();
}
