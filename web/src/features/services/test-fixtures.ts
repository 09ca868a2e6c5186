import type { ListedService, Service } from '@meramot/domain/entities';

/** A service as listed (the wire shape and its provider's uid), with overridable fields. */
export function makeService(
  id: string,
  fields: Partial<Service['provider']['service']> = {},
  provider: Partial<Omit<Service['provider'], 'service'>> = {},
): ListedService {
  return {
    _id: id,
    providerUid: 'rahim-uid',
    provider: {
      name: 'Rahim Uddin',
      email: 'rahim@meramot.test',
      photoURL: '/images/avatars/provider-1.svg',
      ...provider,
      service: {
        serviceImgURL: '/images/services/electrical.svg',
        serviceName: `Service ${id}`,
        serviceArea: 'Dhanmondi, Dhaka',
        servicePrice: 1500,
        description: 'Wiring checks and repairs.',
        category: 'electrical',
        district: 'dhaka',
        ...fields,
      },
    },
  };
}

/** Exactly 100 characters, so an 80-character preview visibly cuts it. */
export const LONG_DESCRIPTION =
  'Full house wiring checks, faulty switch and socket replacement, circuit breakers installation and ear';

/** The English texts the lists show when a page of services fails (en.json). */
export const SERVICES_ERROR_TEXT =
  'We could not load the services. Check your connection and try again.';
export const LOAD_MORE_FAILED_TEXT =
  'We could not load more services. Press Load more to try again.';
