/**
 * Every read of services by the public screens: Firestore for the lists and one service (each
 * as a one-off read and as a live listener that returns its unsubscribe), and the REST API for
 * the server-side search of SPEC.md §7 (`GET /publicServices?search=`).
 */
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
} from 'firebase/firestore';
import type { DocumentSnapshot, Query, QuerySnapshot } from 'firebase/firestore';
import { POPULAR_SERVICES_COUNT } from '@meramot/domain/constants';
import { serviceFromDoc } from '@meramot/domain/entities';
import type { Service, ServiceDoc } from '@meramot/domain/entities';
import { apiFetch } from '../../lib/api';
import { firestore } from '../../lib/firebase';
import type { Unsubscribe } from '../../components/use-live';

const services = () => collection(firestore, 'services');

/** All services, newest first. */
export const allServicesQuery = (): Query => query(services(), orderBy('createdAt', 'desc'));

/** The first POPULAR_SERVICES_COUNT services of the same list. */
export const popularServicesQuery = (): Query =>
  query(services(), orderBy('createdAt', 'desc'), limit(POPULAR_SERVICES_COUNT));

function toServices(snapshot: QuerySnapshot): Service[] {
  return snapshot.docs.map((d) => serviceFromDoc(d.id, d.data() as ServiceDoc));
}

function toService(snapshot: DocumentSnapshot): Service | null {
  return snapshot.exists() ? serviceFromDoc(snapshot.id, snapshot.data() as ServiceDoc) : null;
}

export async function getAllServices(): Promise<Service[]> {
  return toServices(await getDocs(allServicesQuery()));
}

export function watchAllServices(
  onData: (services: Service[]) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return onSnapshot(allServicesQuery(), (snapshot) => onData(toServices(snapshot)), onError);
}

export async function getPopularServices(): Promise<Service[]> {
  return toServices(await getDocs(popularServicesQuery()));
}

export function watchPopularServices(
  onData: (services: Service[]) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return onSnapshot(popularServicesQuery(), (snapshot) => onData(toServices(snapshot)), onError);
}

/** One service by id, or null when there is none. */
export async function getService(id: string): Promise<Service | null> {
  return toService(await getDoc(doc(services(), id)));
}

export function watchService(
  id: string,
  onData: (service: Service | null) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return onSnapshot(doc(services(), id), (snapshot) => onData(toService(snapshot)), onError);
}

/** SPEC.md §5: the search text is sent as is; the API matches it server-side. */
export function searchServices(text: string, signal?: AbortSignal): Promise<Service[]> {
  return apiFetch<Service[]>(`/publicServices?search=${encodeURIComponent(text)}`, { signal });
}
