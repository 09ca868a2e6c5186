/** Services: the public catalogue (./catalogue), one service, and a provider's own services. */
import type { Request, Response } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import type { DocumentReference, Query, Transaction } from 'firebase-admin/firestore';
import type { InferType } from 'yup';
import { ownsService } from '@meramot/domain/booking';
import { OPEN_BOOKING_STATUSES } from '@meramot/domain/booking-status';
import type { ProviderProfile, ServiceDoc, ServiceFields } from '@meramot/domain/entities';
import { isDocumentId } from '@meramot/domain/formats';
import {
  indexedServiceListingOf,
  listedEmailOf,
  mayListServices,
  providerProfileOf,
  serviceListingUpdateOf,
  serviceSearchIndexOf,
} from '@meramot/domain/service';
import { accountOf, isCallersEmail, signedIn, signedInCaller } from '../auth';
import type { Caller } from '../auth';
import { isPersonName } from '@meramot/domain/person-name';
import { refusal } from '@meramot/domain/refusal';
import { commitWithin } from '../deadline';
import { bookingsCollection, sameStoredValue, servicesCollection } from '../firebase';
import { apiRouter, badRequest, forbidden, notFound, refused, singleParam } from '../http';
import { createOnce } from '../idempotency';
import { newestFirstPart } from '../own-list';
import { jsonBody, otherMethods } from '../middleware';
import {
  addServiceBody,
  lacksCatalogueFields,
  updateServiceBody,
  withCatalogueDefaults,
} from '../schemas';
import { validateBody } from '../validate';
import { publicServices } from './catalogue';
import {
  LISTED_FIELDS,
  PUBLIC_CACHE_CONTROL,
  ReadMeter,
  toPublicService,
  toService,
} from './catalogue-page';

/** GET /serviceDetails/{id}: one service, or 404. */
async function serviceDetails(req: Request<{ id: string }>, res: Response): Promise<void> {
  const { id } = req.params;
  if (!isDocumentId(id)) throw notFound('Service not found');
  const meter = new ReadMeter();
  const snapshot = await servicesCollection().doc(id).get();
  if (!snapshot.exists) throw notFound('Service not found');
  meter.addGets([snapshot]);
  res.set({ 'Cache-Control': PUBLIC_CACHE_CONTROL, 'Server-Timing': meter.header() });
  res.json(toPublicService(snapshot));
}

type ServiceBody = InferType<typeof addServiceBody>;

/**
 * The provider block of a listing, as the web door writes it: providerProfileOf the caller's
 * Auth account, with `email`. A body that names someone else, or shows another photo, is
 * refused, not obeyed; it may show no photo (''). Only an account without a name yet takes the
 * body's (the web app asks for one before a first listing).
 */
async function providerBlockOf(
  body: ServiceBody,
  caller: Caller,
  email: string,
): Promise<ProviderProfile> {
  const account = await accountOf(caller);
  const named = isPersonName(account.displayName);
  const own = providerProfileOf({
    ...account,
    email,
    displayName: named ? account.displayName : body.provider.name,
  });
  if (body.provider.name !== own.name) throw refused(refusal('providerNameNotOwn'));
  const photoURL = body.provider.photoURL ?? '';
  if (photoURL !== '' && photoURL !== own.photoURL) throw refused(refusal('providerPhotoNotOwn'));
  return { ...own, photoURL };
}

/**
 * The provider email in a body must be the caller's: nobody lists a service as someone else.
 * An account made with a mobile number alone lists with the email '' (issue 22; rules:
 * tokenEmail).
 */
function checkProviderEmail(body: ServiceBody, caller: Caller): string {
  // '' lists without an e-mail address: the default, and a phone-only account's only choice.
  if (body.provider.email === '') return '';
  if (caller.email === null || !isCallersEmail(body.provider.email, caller)) {
    throw forbidden("provider.email must be the signed-in user's email");
  }
  // Naming it publishes it, which only a verified address may be (listedEmailOf).
  if (!caller.emailVerified) throw refused(refusal('listedEmailNotVerified'));
  return listedEmailOf(caller, true);
}

/** POST /addService: a new service of the caller's, once per Idempotency-Key (idempotency.ts). */
async function addService(req: Request, res: Response): Promise<void> {
  const caller = signedInCaller(res);
  if (!mayListServices(caller)) throw refused(refusal('listingNeedsVerifiedContact'));
  const valid = validateBody(addServiceBody, withCatalogueDefaults(req.body));
  const provider = await providerBlockOf(valid, caller, checkProviderEmail(valid, caller));
  const id = await createOnce(req, res, servicesCollection(), caller.uid, 'service', {
    // The API derives the search index at once; a web-door listing gets it from the trigger.
    ...indexedServiceListingOf(caller.uid, provider, valid.provider.service),
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  res.json({ acknowledged: true, insertedId: id });
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

/** The category and district a service has now, or none when there is no such service. */
async function storedCatalogueFields(id: string): Promise<Partial<ServiceFields>> {
  if (!isDocumentId(id)) return {};
  const snapshot = await servicesCollection().doc(id).get();
  return (snapshot.get('service') ?? {}) as Partial<ServiceFields>;
}

/** PUT /updateService/{id}: the caller's service, with new fields and terms. */
async function updateService(req: Request<{ id: string }>, res: Response): Promise<void> {
  const caller = signedInCaller(res);
  // A client older than categories keeps what the service has (read only for such a client).
  const stored = lacksCatalogueFields(req.body) ? await storedCatalogueFields(req.params.id) : {};
  const valid = validateBody(updateServiceBody, withCatalogueDefaults(req.body, stored));
  const owner = await providerBlockOf(valid, caller, checkProviderEmail(valid, caller));
  const modified = await commitWithin(res, async (transaction) => {
    const { ref, stored } = await ownService(transaction, req.params.id, caller);
    // The provider's email stays the one the service was listed with, as the rules require.
    const listing = serviceListingUpdateOf(
      { ...owner, email: stored.provider.email },
      valid.provider.service,
    );
    const written = { ...listing, ...serviceSearchIndexOf(listing.service) };
    const { provider, service, searchTerms, nameTerms } = stored;
    if (sameStoredValue(written, { provider, service, searchTerms, nameTerms })) return false;
    transaction.update(ref, { ...written, updatedAt: FieldValue.serverTimestamp() });
    return true;
  });
  res.json({ acknowledged: true, matchedCount: 1, modifiedCount: modified ? 1 : 0 });
}

/**
 * DELETE /deleteService/{id}: the caller's service, unless it has open bookings (domain:
 * 'serviceHasOpenBookings'); its Completed bookings stay, as history. The only door for
 * a delete: the rules cannot query bookings, so they refuse client deletes.
 */
async function deleteService(req: Request<{ id: string }>, res: Response): Promise<void> {
  const caller = signedInCaller(res);
  await commitWithin(res, async (transaction) => {
    const { ref } = await ownService(transaction, req.params.id, caller);
    // In the transaction, which Firestore serializes: no booking slips in between the check
    // and the delete.
    const open = await transaction.get(openBookingOf(ref.id));
    if (!open.empty) throw refused(refusal('serviceHasOpenBookings'));
    transaction.delete(ref);
  });
  res.json({ acknowledged: true, deletedCount: 1 });
}

/** One open booking of the service `serviceId`, if it has any. */
export function openBookingOf(serviceId: string): Query {
  return bookingsCollection()
    .where('serviceId', '==', serviceId)
    .where('serviceStatus', 'in', [...OPEN_BOOKING_STATUSES])
    .limit(1);
}

/** The services `uid` listed, with the fields a list shows. */
export function ownServicesOf(uid: string): Query {
  return servicesCollection()
    .where('providerUid', '==', uid)
    .select(...LISTED_FIELDS);
}

/** GET /allServices?email=: the caller's own services, newest first. */
async function allServices(req: Request, res: Response): Promise<void> {
  const caller = signedInCaller(res);
  const email = singleParam(req, 'email');
  if (!email) throw badRequest('email query parameter is required');
  if (!isCallersEmail(email, caller)) throw forbidden('You can only list your own services');
  res.json(
    (await newestFirstPart(ownServicesOf(caller.uid), 'own-services', req, res)).map(toService),
  );
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
