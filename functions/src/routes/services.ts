/** Services: the public list and search, one service, and a provider's own services. */
import { FieldValue } from 'firebase-admin/firestore';
import type {
  DocumentData,
  DocumentReference,
  DocumentSnapshot,
  QuerySnapshot,
  Transaction,
} from 'firebase-admin/firestore';
import type { InferType } from 'yup';
import { serviceFromDoc } from '@meramot/domain/entities';
import type { ProviderProfile, Service, ServiceDoc, ServiceFields } from '@meramot/domain/entities';
import { rankServices } from '@meramot/domain/search';
import type { SearchableFields } from '@meramot/domain/search';
import { queryWords, serviceSearchTerms } from '@meramot/domain/search-terms';
import { requireCaller } from '../auth';
import type { Caller } from '../auth';
import { db, isDocumentId, millisOf, sameStoredValue, servicesCollection } from '../firebase';
import { badRequest, forbidden, notFound, sameEmail, singleParam } from '../http';
import type { Reply } from '../http';
import type { Context } from '../router';
import { addServiceBody, updateServiceBody } from '../schemas';
import { validateBody } from '../validate';

/** Longest search text accepted; queryWords uses at most 30 words of it anyway. */
export const MAX_SEARCH_LENGTH = 500;

/** What the lists read: everything but searchTerms, which is most of a document's size. */
const LISTED_FIELDS = ['provider', 'service', 'createdAt'] as const;

function toService(snapshot: DocumentSnapshot): Service {
  return serviceFromDoc(snapshot.id, snapshot.data() as ServiceDoc);
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The ranked fields of a stored service, tolerating a document that lacks some. */
function searchableOf(snapshot: DocumentSnapshot): SearchableFields {
  const service = (snapshot.get('service') ?? {}) as Partial<Record<keyof ServiceFields, unknown>>;
  return {
    serviceName: text(service.serviceName),
    serviceArea: text(service.serviceArea),
    description: text(service.description),
  };
}

/** Server-Timing tells how long Firestore took and how many documents it read. */
function readStats(started: number, snapshot: QuerySnapshot | null): Record<string, string> {
  const duration = (performance.now() - started).toFixed(1);
  return {
    'Server-Timing': `firestore;dur=${duration};desc="${snapshot?.size ?? 0} reads"`,
  };
}

/** GET /publicServices[?search=text]: everything newest first, or the ranked search hits. */
export async function publicServices({ query }: Context): Promise<Reply> {
  const search = singleParam(query, 'search');
  const started = performance.now();
  if (search === undefined || search.trim() === '') {
    const snapshot = await servicesCollection()
      .orderBy('createdAt', 'desc')
      .select(...LISTED_FIELDS)
      .get();
    return { body: snapshot.docs.map(toService), headers: readStats(started, snapshot) };
  }
  if (search.length > MAX_SEARCH_LENGTH) {
    throw badRequest(`search must be at most ${MAX_SEARCH_LENGTH} characters`);
  }
  const keys = queryWords(search);
  // Text without a usable word ("a", punctuation) matches nothing; only no text means all.
  if (keys.length === 0) return { body: [], headers: readStats(started, null) };
  const snapshot = await servicesCollection()
    .where('searchTerms', 'array-contains-any', keys)
    .select(...LISTED_FIELDS)
    .get();
  const ranked = rankServices(keys, snapshot.docs, {
    fieldsOf: searchableOf,
    createdAtOf: (d) => millisOf(d.get('createdAt')),
  });
  return { body: ranked.map(toService), headers: readStats(started, snapshot) };
}

/** GET /serviceDetails/{id}: one service, or 404. */
export async function serviceDetails({ params }: Context): Promise<Reply> {
  const id = params.id ?? '';
  if (!isDocumentId(id)) throw notFound('Service not found');
  const snapshot = await servicesCollection().doc(id).get();
  if (!snapshot.exists) throw notFound('Service not found');
  return { body: toService(snapshot) };
}

/** The caller's email, which every provider and customer record carries. */
function emailOf(caller: Caller): string {
  if (!caller.email) throw forbidden('Your account has no email address');
  return caller.email;
}

type ServiceBody = InferType<typeof addServiceBody>;

function profileOf(body: ServiceBody, email: string): ProviderProfile {
  return { name: body.provider.name, email, photoURL: body.provider.photoURL ?? '' };
}

function fieldsOf(body: ServiceBody): ServiceFields {
  const s = body.provider.service;
  return {
    serviceImgURL: s.serviceImgURL,
    serviceName: s.serviceName,
    serviceArea: s.serviceArea,
    servicePrice: s.servicePrice,
    description: s.description,
  };
}

/** The provider email in a body must be the caller's: nobody lists a service as someone else. */
function checkProviderEmail(body: ServiceBody, caller: Caller): string {
  const email = emailOf(caller);
  if (!sameEmail(body.provider.email, email)) {
    throw forbidden("provider.email must be the signed-in user's email");
  }
  return email;
}

/** POST /addService: a new service of the caller's. */
export async function addService({ req, body }: Context): Promise<Reply> {
  const caller = await requireCaller(req);
  const valid = validateBody(addServiceBody, body);
  const email = checkProviderEmail(valid, caller);
  const service = fieldsOf(valid);
  const ref = servicesCollection().doc();
  await ref.create({
    providerUid: caller.uid,
    provider: profileOf(valid, email),
    service,
    searchTerms: serviceSearchTerms(service),
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  return { body: { acknowledged: true, insertedId: ref.id } };
}

/** Reads a service of the caller's inside a transaction: 404 if none, 403 if not theirs. */
async function ownService(
  transaction: Transaction,
  id: string,
  caller: Caller,
): Promise<{ ref: DocumentReference; data: DocumentData }> {
  if (!isDocumentId(id)) throw notFound('Service not found');
  const ref = servicesCollection().doc(id);
  const snapshot = await transaction.get(ref);
  const data = snapshot.data();
  if (!data) throw notFound('Service not found');
  if (data.providerUid !== caller.uid) throw forbidden('You can only change your own services');
  return { ref, data };
}

/** PUT /updateService/{id}: the caller's service, with new fields and terms. */
export async function updateService({ req, params, body }: Context): Promise<Reply> {
  const caller = await requireCaller(req);
  const valid = validateBody(updateServiceBody, body);
  checkProviderEmail(valid, caller);
  const service = fieldsOf(valid);
  const modified = await db().runTransaction(async (transaction) => {
    const { ref, data } = await ownService(transaction, params.id ?? '', caller);
    // The provider's email stays the one the service was listed with, as the rules require.
    const stored = data as ServiceDoc<unknown>;
    const provider = profileOf(valid, stored.provider.email);
    const searchTerms = serviceSearchTerms(service);
    if (
      sameStoredValue(provider, stored.provider) &&
      sameStoredValue(service, stored.service) &&
      sameStoredValue(searchTerms, stored.searchTerms)
    ) {
      return false;
    }
    transaction.update(ref, {
      provider,
      service,
      searchTerms,
      updatedAt: FieldValue.serverTimestamp(),
    });
    return true;
  });
  return { body: { acknowledged: true, matchedCount: 1, modifiedCount: modified ? 1 : 0 } };
}

/** DELETE /deleteService/{id}: the caller's service. Its bookings stay, as history. */
export async function deleteService({ req, params }: Context): Promise<Reply> {
  const caller = await requireCaller(req);
  await db().runTransaction(async (transaction) => {
    const { ref } = await ownService(transaction, params.id ?? '', caller);
    transaction.delete(ref);
  });
  return { body: { acknowledged: true, deletedCount: 1 } };
}

/** GET /allServices?email=: the caller's own services, newest first. */
export async function allServices({ req, query }: Context): Promise<Reply> {
  const caller = await requireCaller(req);
  const email = singleParam(query, 'email');
  if (!email) throw badRequest('email query parameter is required');
  if (!sameEmail(email, caller.email)) throw forbidden('You can only list your own services');
  const snapshot = await servicesCollection()
    .where('providerUid', '==', caller.uid)
    .orderBy('createdAt', 'desc')
    .select(...LISTED_FIELDS)
    .get();
  return { body: snapshot.docs.map(toService) };
}
