import { PROFILE_PHONE_REQUIRED_MESSAGE } from '@meramot/domain/mobile-number';
import { VERIFIED_PHONE_REQUIRED_MESSAGE } from '@meramot/domain/phone-auth';

/**
 * The customer's profile has no mobile number yet, so the provider could not reach them. The app
 * asks for the number before it books; `bookService` checks the profile again and throws this,
 * and the rules deny a booking whose uPhone is not the profile's number.
 */
export class PhoneRequiredError extends Error {
  constructor() {
    super(PROFILE_PHONE_REQUIRED_MESSAGE);
    this.name = 'PhoneRequiredError';
  }
}

/**
 * The profile's number is not the account's verified one (bookingPhoneOf): the app asks for the
 * code first, and the rules deny a booking whose uPhone is not the token's phone_number.
 */
export class PhoneNotVerifiedError extends Error {
  constructor() {
    super(VERIFIED_PHONE_REQUIRED_MESSAGE);
    this.name = 'PhoneNotVerifiedError';
  }
}
