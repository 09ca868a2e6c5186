import { refusal } from '@meramot/domain/refusal';
import { RefusedError } from '../../lib/refused-error';

/**
 * Neither the account nor the profile names the customer, and reviews are signed with the
 * booking's first name (never an e-mail address). The app asks for a name before it books;
 * `bookService` checks again and throws this, and the rules deny a booking without a name.
 */
export class NameRequiredError extends RefusedError {
  constructor() {
    super(refusal('bookingNameRequired'));
    this.name = 'NameRequiredError';
  }
}
