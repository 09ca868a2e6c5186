/**
 * Every Firestore access of the provider's screens (docs/data-model.md): the signed-in
 * provider's own services, live and filtered by uid, and the writes (add and update), each built
 * by domain/'s listing functions. Deleting goes through the API (delete-service.ts). Every function takes the database it works on, so
 * the rules suite runs these same reads and writes.
 */
import {
  collection,
  doc,
  getDocFromServer,
  limit,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import type { DocumentReference, Firestore, Query, Unsubscribe } from 'firebase/firestore';
import { serviceFromDoc } from '@meramot/domain/entities';
import type { Service, ServiceDoc, ServiceFields } from '@meramot/domain/entities';
import { PUBLIC_LIST_LIMIT } from '@meramot/domain/list-limits';
import {
  listedEmailOf,
  providerProfileOf,
  serviceListingOf,
  serviceListingUpdateOf,
} from '@meramot/domain/service';
import type { ServiceOwner } from '@meramot/domain/service';
import { keyedIdOf } from '@meramot/domain/keyed-id';
import { newCreateId } from '../../lib/create-id';
import { countCreate } from '../../lib/rate-counter';

const services = (db: Firestore) => collection(db, 'services');

/** The provider's newest PUBLIC_LIST_LIMIT services. */
export function myServicesQuery(db: Firestore, uid: string): Query {
  return query(
    services(db),
    where('providerUid', '==', uid),
    orderBy('createdAt', 'desc'),
    limit(PUBLIC_LIST_LIMIT),
  );
}

/**
 * The provider's newest PUBLIC_LIST_LIMIT services live, newest first (the rules refuse a longer
 * list of services; the screen says when it shows only the newest). Returns the unsubscribe
 * function.
 */
export function watchMyServices(
  db: Firestore,
  uid: string,
  onData: (services: Service[]) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return onSnapshot(
    myServicesQuery(db, uid),
    (snapshot) =>
      onData(snapshot.docs.map((entry) => serviceFromDoc(entry.id, entry.data() as ServiceDoc))),
    onError,
  );
}

/**
 * Adds a service of `owner` under the id its `requestKey` makes (keyedIdOf: the form keeps one
 * key per listing it sends, see useCreateId); resolves to its id (the spec's insertedId). A
 * repeat whose first write landed finds that listing and writes nothing. The listing counts
 * against the account's limit in the same batch (countCreate), which the rules demand.
 */
export async function addService(
  db: Firestore,
  owner: ServiceOwner,
  fields: ServiceFields,
  requestKey: string = newCreateId(),
  publishEmail = false,
): Promise<string> {
  const ref = doc(services(db), keyedIdOf(owner.uid, requestKey));
  if (await isOwnListing(ref, owner.uid)) return ref.id;
  const count = await countCreate(db, 'service', owner.uid, ref.id);
  // The e-mail address is shown only when chosen and verified (listedEmailOf): '' by default.
  const email = listedEmailOf(owner, publishEmail);
  const batch = writeBatch(db);
  batch.set(ref, {
    ...serviceListingOf(owner.uid, { ...providerProfileOf(owner), email }, fields),
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  count(batch);
  await batch.commit();
  return ref.id;
}

/** Whether the server already holds the listing of this id, made by `uid`'s earlier attempt. */
async function isOwnListing(ref: DocumentReference, uid: string): Promise<boolean> {
  const first = await getDocFromServer(ref);
  if (!first.exists()) return false;
  if (first.get('providerUid') !== uid) throw new Error('This service id names another listing');
  return true;
}

/**
 * Replaces the five fields of one of the owner's services and refreshes the provider's name and
 * photo; the owner uid, the provider email (the one it was listed with, as the rules require)
 * and createdAt never change.
 */
export async function updateService(
  db: Firestore,
  serviceId: string,
  owner: ServiceOwner,
  fields: ServiceFields,
): Promise<void> {
  const listing = serviceListingUpdateOf(providerProfileOf(owner), fields);
  await updateDoc(doc(services(db), serviceId), {
    service: listing.service,
    'provider.name': listing.provider.name,
    'provider.photoURL': listing.provider.photoURL,
    updatedAt: serverTimestamp(),
  });
}
