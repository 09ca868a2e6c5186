/**
 * Every Firestore access of the provider's screens (DESIGN.md "Data model"): the signed-in
 * provider's own services (one-off read and live listener, filtered by uid as the rules
 * require) and the writes — add, update and delete — each storing `searchTerms` from domain/.
 */
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDocs,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import type { QuerySnapshot, Unsubscribe } from 'firebase/firestore';
import { serviceFromDoc } from '@meramot/domain/entities';
import { personNameOf } from '@meramot/domain/format';
import type { ProviderProfile, Service, ServiceDoc, ServiceFields } from '@meramot/domain/entities';
import { serviceSearchTerms } from '@meramot/domain/search-terms';
import { firestore } from '../../lib/firebase';

/** The signed-in provider, as Firebase Auth reports them. */
export interface Owner {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
}

const services = () => collection(firestore, 'services');

function myServicesQuery(uid: string) {
  return query(services(), where('providerUid', '==', uid), orderBy('createdAt', 'desc'));
}

function toServices(snapshot: QuerySnapshot): Service[] {
  return snapshot.docs.map((entry) => serviceFromDoc(entry.id, entry.data() as ServiceDoc));
}

/** The provider block stored on a service: display name (or email), email and photo. */
export function providerProfileOf(owner: Owner): ProviderProfile {
  const email = owner.email ?? '';
  return { name: personNameOf(owner.displayName, email), email, photoURL: owner.photoURL ?? '' };
}

/** One-off read of the provider's services, newest first. */
export async function fetchMyServices(uid: string): Promise<Service[]> {
  return toServices(await getDocs(myServicesQuery(uid)));
}

/** The provider's services live, newest first. Returns the unsubscribe function. */
export function watchMyServices(
  uid: string,
  onData: (services: Service[]) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return onSnapshot(myServicesQuery(uid), (snapshot) => onData(toServices(snapshot)), onError);
}

/** Adds a service of `owner`; resolves to its id (the spec's insertedId). */
export async function addService(owner: Owner, fields: ServiceFields): Promise<string> {
  const created = await addDoc(services(), {
    providerUid: owner.uid,
    provider: providerProfileOf(owner),
    service: { ...fields },
    searchTerms: serviceSearchTerms(fields),
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  return created.id;
}

/**
 * Replaces the five fields of one of the owner's services and refreshes the provider's name and
 * photo; the owner uid, the provider email and createdAt never change.
 */
export async function updateService(
  serviceId: string,
  owner: Owner,
  fields: ServiceFields,
): Promise<void> {
  const provider = providerProfileOf(owner);
  await updateDoc(doc(services(), serviceId), {
    service: { ...fields },
    searchTerms: serviceSearchTerms(fields),
    'provider.name': provider.name,
    'provider.photoURL': provider.photoURL,
    updatedAt: serverTimestamp(),
  });
}

export async function deleteService(serviceId: string): Promise<void> {
  await deleteDoc(doc(services(), serviceId));
}
