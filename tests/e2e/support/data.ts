/**
 * What the journeys check behind the browser's back: the emulators' data, read with the Admin
 * SDK (which bypasses the security rules), and the seed the journeys start from.
 */
import { getFirestore } from 'firebase-admin/firestore';
import type { DocumentData } from 'firebase-admin/firestore';
import { adminApp, seedEmulators } from '../../../harness/seed';
import type { SeedResult } from '../../../harness/seed';
import { SEED_ACCOUNTS, SEED_SERVICES } from '../../../harness/seed-data';

export { seedEmulators };
export type { SeedResult };

export function db() {
  return getFirestore(adminApp());
}

export async function countDocs(
  collection: string,
  where?: [field: string, value: unknown],
): Promise<number> {
  const ref = db().collection(collection);
  const query = where ? ref.where(where[0], '==', where[1]) : ref;
  const snapshot = await query.count().get();
  return snapshot.data().count;
}

export async function docsWhere(
  collection: string,
  field: string,
  value: unknown,
): Promise<(DocumentData & { id: string })[]> {
  const snapshot = await db().collection(collection).where(field, '==', value).get();
  return snapshot.docs.map((doc) => ({ id: doc.id, ...doc.data() }));
}

export async function getDoc(
  collection: string,
  id: string,
): Promise<(DocumentData & { id: string }) | null> {
  const snapshot = await db().collection(collection).doc(id).get();
  return snapshot.exists ? { id, ...snapshot.data() } : null;
}

export function account(key: string) {
  const found = SEED_ACCOUNTS.find((a) => a.key === key);
  if (!found) throw new Error(`No seed account ${key}`);
  return found;
}

export function service(key: string) {
  const found = SEED_SERVICES.find((s) => s.key === key);
  if (!found) throw new Error(`No seed service ${key}`);
  return found;
}

export { SEED_ACCOUNTS, SEED_SERVICES };
