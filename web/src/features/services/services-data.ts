/**
 * Every Firestore read of services by the public screens: the whole list, the popular few and
 * one service, each a live listener that returns its unsubscribe. Every function takes the
 * database it reads, so the rules suite runs these same queries.
 */
import { collection, doc, limit, onSnapshot, orderBy, query } from 'firebase/firestore';
import type { Firestore, Query, QuerySnapshot } from 'firebase/firestore';
import { POPULAR_SERVICES_COUNT } from '@meramot/domain/constants';
import { listedServiceFromDoc, serviceFromDoc } from '@meramot/domain/entities';
import type { ListedService, Service, ServiceDoc } from '@meramot/domain/entities';
import type { Unsubscribe } from '../../components/use-live';

const services = (db: Firestore) => collection(db, 'services');

function watchServices(
  servicesQuery: Query,
  onData: (services: Service[]) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return onSnapshot(
    servicesQuery,
    (snapshot: QuerySnapshot) =>
      onData(snapshot.docs.map((d) => serviceFromDoc(d.id, d.data() as ServiceDoc))),
    onError,
  );
}

/** All services, newest first. */
export function watchAllServices(
  db: Firestore,
  onData: (services: Service[]) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return watchServices(query(services(db), orderBy('createdAt', 'desc')), onData, onError);
}

/** The first POPULAR_SERVICES_COUNT services of the same list. */
export function watchPopularServices(
  db: Firestore,
  onData: (services: Service[]) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  const popular = query(services(db), orderBy('createdAt', 'desc'), limit(POPULAR_SERVICES_COUNT));
  return watchServices(popular, onData, onError);
}

/**
 * One service by id as listed, with the uid of its provider (which decides whether it is the
 * reader's own), or null when there is none.
 */
export function watchService(
  db: Firestore,
  id: string,
  onData: (service: ListedService | null) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return onSnapshot(
    doc(services(db), id),
    (snapshot) =>
      onData(
        snapshot.exists() ? listedServiceFromDoc(snapshot.id, snapshot.data() as ServiceDoc) : null,
      ),
    onError,
  );
}
