import { describe, expect, it } from 'vitest';
import { serviceNameTerms, serviceSearchTerms } from './search-terms';
import { providerProfileOf, serviceListingOf, serviceListingUpdateOf } from './service';

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

  it('builds the listing with the search terms of the five fields and nothing else', () => {
    const provider = { name: 'Rahim', email: 'rahim@meramot.test', photoURL: '' };
    const extra = { ...fields, unknown: 'dropped' };
    expect(serviceListingOf('rahim-uid', provider, extra)).toEqual({
      providerUid: 'rahim-uid',
      provider,
      service: fields,
      searchTerms: serviceSearchTerms(fields),
      nameTerms: serviceNameTerms(fields),
      // No review yet: the rating fields start at zero.
      ratingCount: 0,
      ratingSum: 0,
      ratingAverage: 0,
    });
    expect(serviceListingUpdateOf(provider, fields)).not.toHaveProperty('providerUid');
  });
});
