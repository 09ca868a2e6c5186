/**
 * docs/product.md §5: a user cannot book their own service. The UI checks first (ownsService, by uid);
 * `bookService` checks the service document again and throws this error, and the security
 * rules deny the write too.
 */
export class OwnServiceError extends Error {
  constructor() {
    super('A user cannot book their own service');
    this.name = 'OwnServiceError';
  }
}
