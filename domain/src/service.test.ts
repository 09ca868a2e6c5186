import { describe, expect, it } from 'vitest';
import { indexedSearchTerms } from './search';
import { serviceNameTerms } from './search-terms';
import {
  indexedServiceListingOf,
  isSearchIndexOf,
  providerProfileOf,
  serviceListingOf,
  serviceListingUpdateOf,
  serviceSearchIndexOf,
} from './service';

const fields = {
  serviceImgURL: '/images/services/plumbing.svg',
  serviceName: 'Pipe Fitting',
  serviceArea: 'Dhanmondi, Dhaka',
  servicePrice: 1500,
  description: 'Leaks fixed.',
  category: 'plumbing' as const,
  district: 'dhaka',
};

describe('service listing', () => {
  it('names the provider by display name, else email, with an empty photo for none', () => {
    const owner = { uid: 'u', email: 'rahim@meramot.test', displayName: null, photoURL: null };
    expect(providerProfileOf(owner)).toEqual({
      name: 'rahim@meramot.test',
      email: 'rahim@meramot.test',
      photoURL: '',
    });
    expect(providerProfileOf({ ...owner, displayName: ' Rahim ' }).name).toBe('Rahim');
  });

  it('builds the listing a client writes from the five fields and nothing else: no search index', () => {
    const provider = { name: 'Rahim', email: 'rahim@meramot.test', photoURL: '' };
    const extra = { ...fields, unknown: 'dropped' };
    expect(serviceListingOf('rahim-uid', provider, extra)).toEqual({
      providerUid: 'rahim-uid',
      provider,
      service: fields,
      // No review yet: the rating fields start at zero.
      ratingCount: 0,
      ratingSum: 0,
      ratingAverage: 0,
    });
    expect(serviceListingUpdateOf(provider, fields)).toEqual({ provider, service: fields });
  });

  it("derives the server's search index from the fields, and knows when a stored one is current", () => {
    const provider = { name: 'Rahim', email: 'rahim@meramot.test', photoURL: '' };
    const index = { searchTerms: indexedSearchTerms(fields), nameTerms: serviceNameTerms(fields) };
    expect(serviceSearchIndexOf(fields)).toEqual(index);
    expect(indexedServiceListingOf('rahim-uid', provider, fields)).toEqual({
      ...serviceListingOf('rahim-uid', provider, fields),
      ...index,
    });
    expect(isSearchIndexOf(index, fields)).toBe(true);
    expect(isSearchIndexOf({}, fields)).toBe(false);
    // Forged: a popular word the listing does not contain.
    const forged = { ...index, searchTerms: [...index.searchTerms, 'gulshan'] };
    expect(isSearchIndexOf(forged, fields)).toBe(false);
    expect(isSearchIndexOf(index, { ...fields, serviceName: 'Basin Fitting' })).toBe(false);
  });
});
