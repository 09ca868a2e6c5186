/**
 * SPEC.md §5: a user cannot book their own service. The UI checks before writing anything; the
 * security rules deny it too (by uid), which `bookService` reports as an OwnServiceError.
 */
import type { Service } from '@meramot/domain/entities';

export interface Customer {
  uid: string;
  email: string | null;
  displayName: string | null;
}

export class OwnServiceError extends Error {
  constructor() {
    super('A user cannot book their own service');
    this.name = 'OwnServiceError';
  }
}

/** True when the service's provider email is the customer's own (case does not matter). */
export function isOwnService(service: Service, customer: Pick<Customer, 'email'>): boolean {
  const providerEmail = service.provider.email.trim().toLowerCase();
  const customerEmail = (customer.email ?? '').trim().toLowerCase();
  return providerEmail !== '' && providerEmail === customerEmail;
}
