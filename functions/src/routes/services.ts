/** Services: the public list and search, one service, and a provider's own services. */
import type { Request, Response } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import type {
  DocumentReference,
  DocumentSnapshot,
  QuerySnapshot,
  Transaction,
} from 'firebase-admin/firestore';
import type { InferType } from 'yup';
import { ownsService } from '@meramot/domain/booking';
import { MAX_SEARCH_LENGTH } from '@meramot/domain/catalogue';
import { serviceFromDoc } from '@meramot/domain/entities';
import type { ProviderProfile, Service, ServiceDoc, ServiceFields } from '@meramot/domain/entities';
import { rankServices } from '@meramot/domain/search';
import type { SearchableFields } from '@meramot/domain/search';
import { queryWords } from '@meramot/domain/search-terms';
import { serviceListingOf, serviceListingUpdateOf } from '@meramot/domain/service';
import { isCallersEmail, signedIn, signedInCaller } from '../auth';
import type { Caller } from '../auth';
import { db, isDocumentId, millisOf, sameStoredValue, servicesCollection } from '../firebase';
import { apiRouter, badRequest, forbidden, notFound, singleParam } from '../http';
import { jsonBody, otherMethods } from '../middleware';
import { addServiceBody, updateServiceBody } from '../schemas';
import { validateBody } from '../validate';

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
async function publicServices(req: Request, res: Response): Promise<void> {
  const search = singleParam(req, 'search');
  const started = performance.now();
  if (search === undefined || search.trim() === '') {
    const snapshot = await servicesCollection()
      .orderBy('createdAt', 'desc')
      .select(...LISTED_FIELDS)
      .get();
    res.set(readStats(started, snapshot)).json(snapshot.docs.map(toService));
    return;
  }
  if (search.length > MAX_SEARCH_LENGTH) {
    throw badRequest(`search must be at most ${MAX_SEARCH_LENGTH} characters`);
  }
  const keys = queryWords(search);
  // Text without a usable word ("a", punctuation) matches nothing; only no text means all.
  if (keys.length === 0) {
    res.set(readStats(started, null)).json([]);
    return;
  }
  const snapshot = await servicesCollection()
    .where('searchTerms', 'array-contains-any', keys)
    .select(...LISTED_FIELDS)
    .get();
  const ranked = rankServices(keys, snapshot.docs, {
    fieldsOf: searchableOf,
    createdAtOf: (d) => millisOf(d.get('createdAt')),
  });
  res.set(readStats(started, snapshot)).json(ranked.map(toService));
}

/** GET /serviceDetails/{id}: one service, or 404. */
async function serviceDetails(req: Request<{ id: string }>, res: Response): Promise<void> {
  const { id } = req.params;
  if (!isDocumentId(id)) throw notFound('Service not found');
  const snapshot = await servicesCollection().doc(id).get();
  if (!snapshot.exists) throw notFound('Service not found');
  res.json(toService(snapshot));
}

type ServiceBody = InferType<typeof addServiceBody>;

function profileOf(body: ServiceBody, email: string): ProviderProfile {
  return { name: body.provider.name, email, photoURL: body.provider.photoURL ?? '' };
}

/**
 * The provider email in a body must be the caller's: nobody lists a service as someone else.
 * Every provider record carries an email, so an account without one cannot list.
 */
function checkProviderEmail(body: ServiceBody, caller: Caller): string {
  if (!caller.email) throw forbidden('Your account has no email address');
  if (!isCallersEmail(body.provider.email, caller)) {
    throw forbidden("provider.email must be the signed-in user's email");
  }
  return caller.email;
}

/** POST /addService: a new service of the caller's. */
async function addService(req: Request, res: Response): Promise<void> {
  const caller = signedInCaller(res);
  const valid = validateBody(addServiceBody, req.body);
  const email = checkProviderEmail(valid, caller);
  const ref = servicesCollection().doc();
  await ref.create({
    ...serviceListingOf(caller.uid, profileOf(valid, email), valid.provider.service),
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  res.json({ acknowledged: true, insertedId: ref.id });
}

/** Reads a service of the caller's inside a transaction: 404 if none, 403 if not theirs. */
async function ownService(
  transaction: Transaction,
  id: string,
  caller: Caller,
): Promise<{ ref: DocumentReference; stored: ServiceDoc<unknown> }> {
  if (!isDocumentId(id)) throw notFound('Service not found');
  const ref = servicesCollection().doc(id);
  const snapshot = await transaction.get(ref);
  const stored = snapshot.data() as ServiceDoc<unknown> | undefined;
  if (!stored) throw notFound('Service not found');
  if (!ownsService(stored, caller.uid)) throw forbidden('You can only change your own services');
  return { ref, stored };
}

/** PUT /updateService/{id}: the caller's service, with new fields and terms. */
async function updateService(req: Request<{ id: string }>, res: Response): Promise<void> {
  const caller = signedInCaller(res);
  const valid = validateBody(updateServiceBody, req.body);
  checkProviderEmail(valid, caller);
  const modified = await db().runTransaction(async (transaction) => {
    const { ref, stored } = await ownService(transaction, req.params.id, caller);
    // The provider's email stays the one the service was listed with, as the rules require.
    const listing = serviceListingUpdateOf(
      profileOf(valid, stored.provider.email),
      valid.provider.service,
    );
    const { provider, service, searchTerms } = stored;
    if (sameStoredValue(listing, { provider, service, searchTerms })) return false;
    transaction.update(ref, { ...listing, updatedAt: FieldValue.serverTimestamp() });
    return true;
  });
  res.json({ acknowledged: true, matchedCount: 1, modifiedCount: modified ? 1 : 0 });
}

/** DELETE /deleteService/{id}: the caller's service. Its bookings stay, as history. */
async function deleteService(req: Request<{ id: string }>, res: Response): Promise<void> {
  const caller = signedInCaller(res);
  await db().runTransaction(async (transaction) => {
    const { ref } = await ownService(transaction, req.params.id, caller);
    transaction.delete(ref);
  });
  res.json({ acknowledged: true, deletedCount: 1 });
}

/** GET /allServices?email=: the caller's own services, newest first. */
async function allServices(req: Request, res: Response): Promise<void> {
  const caller = signedInCaller(res);
  const email = singleParam(req, 'email');
  if (!email) throw badRequest('email query parameter is required');
  if (!isCallersEmail(email, caller)) throw forbidden('You can only list your own services');
  const snapshot = await servicesCollection()
    .where('providerUid', '==', caller.uid)
    .orderBy('createdAt', 'desc')
    .select(...LISTED_FIELDS)
    .get();
  res.json(snapshot.docs.map(toService));
}

export const servicesRouter = apiRouter();
servicesRouter.route('/publicServices').get(publicServices).all(otherMethods('GET'));
servicesRouter.route('/serviceDetails/:id').get(serviceDetails).all(otherMethods('GET'));
servicesRouter.route('/addService').post(jsonBody, signedIn, addService).all(otherMethods('POST'));
servicesRouter
  .route('/updateService/:id')
  .put(jsonBody, signedIn, updateService)
  .all(otherMethods('PUT'));
servicesRouter
  .route('/deleteService/:id')
  .delete(signedIn, deleteService)
  .all(otherMethods('DELETE'));
servicesRouter.route('/allServices').get(signedIn, allServices).all(otherMethods('GET'));
