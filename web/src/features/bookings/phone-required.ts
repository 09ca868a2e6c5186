import { refusal } from '@meramot/domain/refusal';
import { RefusedError } from '../../lib/refused-error';

/**
 * The customer's profile has no mobile number yet, so the provider could not reach them. The app
 * asks for the number before it books; `bookService` checks the profile again and throws this,
 * and the rules deny a booking whose uPhone is not the profile's number.
 */
export class PhoneRequiredError extends RefusedError {
  constructor() {
    super(refusal('profilePhoneRequired'));
    this.name = 'PhoneRequiredError';
  }
}

/**
 * The profile's number is not the account's verified one (bookingPhoneOf): the app asks for the
 * code first, and the rules deny a booking whose uPhone is not the token's phone_number.
 */
export class PhoneNotVerifiedError extends RefusedError {
  constructor() {
    super(refusal('verifiedPhoneRequired'));
    this.name = 'PhoneNotVerifiedError';
  }
}
