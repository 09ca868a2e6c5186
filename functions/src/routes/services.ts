/** Services: the public catalogue (./catalogue), one service, and a provider's own services. */
import type { Request, Response } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import type { DocumentReference, Query, Timestamp, Transaction } from 'firebase-admin/firestore';
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
import { accountOf, isCallersEmail, signedInCaller } from '../auth';
import type { Caller } from '../auth';
import { isPersonName } from '@meramot/domain/person-name';
import { refusal } from '@meramot/domain/refusal';
import { commitWithin } from '../deadline';
import {
  bookingsCollection,
  sameStoredValue,
  servicesCollection,
  usersCollection,
} from '../firebase';
import { refused, singleParam } from '../http';
import { createOnce } from '../idempotency';
import { newestFirstPart } from '../own-list';
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
import {
  IDEMPOTENT_PUT,
  NEXT_CURSOR,
  OPAQUE_CURSOR,
  UPDATED,
  cursorParam,
  list,
  ref,
} from '../operation';
import type { Operation } from '../operation';
import { jsonSchemaOf } from '../openapi-schema';
import type { JsonSchema } from '../openapi-schema';
import { MAX_CATALOGUE_LIMIT, MAX_SEARCH_LENGTH, SERVICE_SORTS } from '@meramot/domain/catalogue';
import { CATEGORY_IDS } from '@meramot/domain/categories';
import { DISTRICT_IDS } from '@meramot/domain/districts';

/** GET /serviceDetails/{id}: one service, or 404. */
async function serviceDetails(req: Request<{ id: string }>, res: Response): Promise<void> {
  const { id } = req.params;
  if (!isDocumentId(id)) throw refused(refusal('serviceNotFound'));
  const meter = new ReadMeter();
  const snapshot = await servicesCollection().doc(id).get();
  if (!snapshot.exists) throw refused(refusal('serviceNotFound'));
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
    throw refused(refusal('emailNotOwn', { name: 'provider.email' }));
  }
  // Naming it publishes it, which only a verified address may be (listedEmailOf).
  if (!caller.emailVerified) throw refused(refusal('listedEmailNotVerified'));
  return listedEmailOf(caller, true);
}

/**
 * mayListServices with the profile's last unlink (rules: mayList): a token minted before it no
 * longer vouches for its number. The profile is read only when the e-mail does not decide.
 */
async function mayList(caller: Caller): Promise<boolean> {
  if (caller.emailVerified || !caller.phoneNumber) {
    return mayListServices(caller, caller.issuedAt, null);
  }
  const profile = await usersCollection().doc(caller.uid).get();
  const unlinkedAt = profile.get('phoneUnlinkedAt') as Timestamp | undefined;
  return mayListServices(caller, caller.issuedAt, unlinkedAt?.toMillis());
}

/** POST /addService: a new service of the caller's, once per Idempotency-Key (idempotency.ts). */
async function addService(req: Request, res: Response): Promise<void> {
  const caller = signedInCaller(res);
  if (!(await mayList(caller))) throw refused(refusal('listingNeedsVerifiedContact'));
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
  if (!isDocumentId(id)) throw refused(refusal('serviceNotFound'));
  const ref = servicesCollection().doc(id);
  const snapshot = await transaction.get(ref);
  const stored = snapshot.data() as ServiceDoc<unknown> | undefined;
  if (!stored) throw refused(refusal('serviceNotFound'));
  if (!ownsService(stored, caller.uid)) throw refused(refusal('ownServicesOnly'));
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
  if (!email) throw refused(refusal('queryParamRequired', { name: 'email' }));
  if (!isCallersEmail(email, caller)) throw refused(refusal('ownServicesListOnly'));
  res.json(
    (await newestFirstPart(ownServicesOf(caller.uid), 'own-services', req, res)).map(toService),
  );
}

const text = (description: string, extra: JsonSchema = {}): JsonSchema => ({
  type: 'string',
  description,
  ...extra,
});
/** Taka in a query; empty, as every catalogue parameter, means not given (301 to drop it). */
const price = text('Taka', { pattern: '^(\\d+(\\.\\d+)?)?$' });

/** The operations of this file: routes (operation.ts) and OpenAPI entries (openapi.ts). */
export const servicesOperations: Operation[] = [
  {
    method: 'get',
    path: '/publicServices',
    summary: 'The public catalogue: the whole list, or a page of a listing or a search',
    access: 'public',
    query: [
      {
        name: 'search',
        schema: text('Any words', { maxLength: MAX_SEARCH_LENGTH }),
        description: 'Hits ranked by relevance.',
      },
      { name: 'category', schema: { enum: [...CATEGORY_IDS, ''] }, description: 'One trade.' },
      { name: 'district', schema: { enum: [...DISTRICT_IDS, ''] }, description: 'One district.' },
      { name: 'minPrice', schema: price, description: 'Inclusive; not above maxPrice.' },
      { name: 'maxPrice', schema: price, description: 'Inclusive.' },
      { name: 'sort', schema: { enum: [...SERVICE_SORTS, ''] }, description: 'newest by default.' },
      {
        name: 'limit',
        schema: {
          anyOf: [{ type: 'integer', minimum: 1, maximum: MAX_CATALOGUE_LIMIT }, { const: '' }],
        },
        description: 'Services per page (24 by default).',
      },
      // Empty, as every catalogue parameter: not given.
      { ...cursorParam, schema: { ...cursorParam.schema, pattern: '^[A-Za-z0-9_-]*$' } },
    ],
    ok: {
      schema: { type: 'array', items: { anyOf: [ref('Service'), ref('PublicService')] } },
      also: [301],
      description:
        'Services, newest first or ranked. A page carries providerUid and rating (PublicService). A query not spelled canonically is answered 301 to its one URL.',
    },
    errors: [400],
    refusesValid: `minPrice above maxPrice; ${OPAQUE_CURSOR}`,
    headers: {
      ...NEXT_CURSOR,
      'X-Total-Count':
        "On a query's first page: the services matching the filters, when fewer than 1,000.",
      'X-Total-Count-At-Least':
        'For a search that stopped reading at a limit, or a listing whose count reached 1,000: a lower bound.',
    },
    cache: PUBLIC_CACHE_CONTROL,
    handler: publicServices,
  },
  {
    method: 'get',
    path: '/serviceDetails/{id}',
    summary: 'One service',
    access: 'public',
    ok: { schema: ref('PublicService'), description: 'The service.' },
    errors: [404],
    cache: PUBLIC_CACHE_CONTROL,
    handler: serviceDetails,
  },
  {
    method: 'post',
    path: '/addService',
    summary:
      "List a new service of the caller: an account with a verified e-mail address or number; provider.email is '' or the caller's verified address, to show it",
    access: 'signedIn',
    body: jsonSchemaOf(addServiceBody),
    idempotent: true,
    ok: { schema: ref('Inserted'), description: 'Listed (or the first result of the same key).' },
    errors: [403, 409, 429],
    handler: addService,
  },
  {
    method: 'put',
    path: '/updateService/{id}',
    summary: "Change one of the caller's services",
    description: IDEMPOTENT_PUT,
    access: 'signedIn',
    body: jsonSchemaOf(updateServiceBody),
    ok: UPDATED,
    errors: [403, 404],
    handler: updateService,
  },
  {
    method: 'delete',
    path: '/deleteService/{id}',
    summary: "Delete one of the caller's services without open bookings",
    access: 'signedIn',
    ok: { schema: ref('Deleted'), description: 'Deleted.' },
    errors: [403, 404, 409],
    handler: deleteService,
  },
  {
    method: 'get',
    path: '/allServices',
    summary: "The caller's own services, newest first, 100 at a time",
    access: 'signedIn',
    query: [
      {
        name: 'email',
        schema: { type: 'string', minLength: 1 },
        required: true,
        description: "The caller's e-mail.",
      },
      cursorParam,
    ],
    ok: { schema: list('Service'), description: 'The services.' },
    errors: [400, 403],
    refusesValid: OPAQUE_CURSOR,
    headers: NEXT_CURSOR,
    handler: allServices,
  },
];
