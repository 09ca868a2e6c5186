/**
 * The listing document of a service, built one way by every writer (web, API, seed): the
 * provider block and the five fields. firestore.rules mirrors it in validService,
 * validNewService and validServiceUpdate. Its search index (searchTerms, nameTerms) is the
 * server's: derived from the fields by the API and by the service-search-index trigger, never
 * written by a client, so a listing cannot be found by a word it does not contain.
 */
import type { ProviderProfile, ServiceDoc, ServiceFields } from './entities';
import { personNameOf } from './format';
import { currentTokenPhoneOf } from './phone-auth';
import { NO_RATING, ratingFieldsOf } from './review';
import type { StoredRating } from './review';
import { indexedSearchTerms } from './search';
import { serviceNameTerms } from './search-terms';

/** A signed-in provider as Firebase Auth reports them. */
export interface ServiceOwner {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  /** Whether Auth verified `email` (the token's email_verified). */
  emailVerified?: boolean;
  /** The verified mobile number Auth holds (the token's phone_number), or null. */
  phoneNumber?: string | null;
}

/**
 * Who may list a service: an account with a verified e-mail address or a verified mobile number
 * (rules: mayList). Otherwise whoever registers an address first (a company's support@…) could
 * speak for it (issue 39). The token's number counts only if it was minted after the profile's
 * last unlink (`phoneUnlinkedAtMs`, currentTokenPhoneOf); `issuedAtSeconds` is the token's iat.
 */
export function mayListServices(
  owner: Pick<ServiceOwner, 'emailVerified' | 'phoneNumber'>,
  issuedAtSeconds: number,
  phoneUnlinkedAtMs: number | null | undefined,
) {
  return (
    owner.emailVerified === true ||
    currentTokenPhoneOf(owner.phoneNumber, issuedAtSeconds, phoneUnlinkedAtMs) !== null
  );
}

/**
 * The e-mail address a new listing shows: the provider's, only when they chose to publish it and
 * Auth verified it; '' otherwise, the default (rules: isListedEmail). The listing keeps it.
 */
export function listedEmailOf(
  owner: Pick<ServiceOwner, 'email' | 'emailVerified'>,
  publish: boolean,
): string {
  return publish && owner.emailVerified === true ? (owner.email ?? '') : '';
}

/** The provider block stored on a service: display name (or email), email and photo. */
export function providerProfileOf(owner: ServiceOwner): ProviderProfile {
  const email = owner.email ?? '';
  return { name: personNameOf(owner.displayName, email), email, photoURL: owner.photoURL ?? '' };
}

/** What an update writes: everything but who listed it and when (rules: validServiceUpdate). */
export type ServiceListingUpdate = Pick<ServiceDoc<never>, 'provider' | 'service'>;

/** The search index of a listing: only the server writes it (SEARCH_INDEX_FIELDS). */
export type ServiceSearchIndex = Required<Pick<ServiceDoc<never>, 'searchTerms' | 'nameTerms'>>;

/** The fields no client may write; the rules refuse them on create and keep them on update. */
export const SEARCH_INDEX_FIELDS = ['searchTerms', 'nameTerms'] as const;

/**
 * A new listing without its server timestamps (rules: validNewService): no rating yet. Only a
 * review changes the rating fields (rules: validRatingUpdate).
 */
export type ServiceListing = ServiceListingUpdate &
  Pick<ServiceDoc<never>, 'providerUid'> &
  Omit<StoredRating, 'lastReviewId'>;

/** The fields of a listing; only the five fields a provider fills in are kept. */
export function serviceListingUpdateOf(
  provider: ProviderProfile,
  fields: ServiceFields,
): ServiceListingUpdate {
  const service: ServiceFields = {
    serviceImgURL: fields.serviceImgURL,
    serviceName: fields.serviceName,
    serviceArea: fields.serviceArea,
    servicePrice: fields.servicePrice,
    description: fields.description,
    category: fields.category,
    district: fields.district,
  };
  return {
    provider: { name: provider.name, email: provider.email, photoURL: provider.photoURL },
    service,
  };
}

/** What a search finds a listing by: the terms of its own fields and its category. */
export function serviceSearchIndexOf(service: ServiceFields): ServiceSearchIndex {
  return { searchTerms: indexedSearchTerms(service), nameTerms: serviceNameTerms(service) };
}

/** Whether a stored index is the one its fields give (the trigger then writes nothing). */
export function isSearchIndexOf(
  stored: Partial<ServiceSearchIndex>,
  service: ServiceFields,
): boolean {
  const index = serviceSearchIndexOf(service);
  const same = (a: readonly string[] | undefined, b: readonly string[]) =>
    a !== undefined && a.length === b.length && a.every((term, i) => term === b[i]);
  return same(stored.searchTerms, index.searchTerms) && same(stored.nameTerms, index.nameTerms);
}

export function serviceListingOf(
  providerUid: string,
  provider: ProviderProfile,
  fields: ServiceFields,
): ServiceListing {
  return { providerUid, ...serviceListingUpdateOf(provider, fields), ...ratingFieldsOf(NO_RATING) };
}

/** A new listing with its search index, as the server (API, seed) writes it in one go. */
export function indexedServiceListingOf(
  providerUid: string,
  provider: ProviderProfile,
  fields: ServiceFields,
): ServiceListing & ServiceSearchIndex {
  const listing = serviceListingOf(providerUid, provider, fields);
  return { ...listing, ...serviceSearchIndexOf(listing.service) };
}
