/**
 * Firebase Auth's phone provider (issue 22): a 6-digit code by SMS signs a person in with their
 * number, or links the number to the signed-in account (My Profile, the prompt before a first
 * booking or listing). Only Login, Register and those screens import this module, so the home
 * route never loads it. Production runs Google's invisible reCAPTCHA before each SMS; on the
 * emulators app verification is off (no script), and the Auth emulator lists the codes it
 * "sends" (docs/setup.md, "Seed accounts").
 */
import {
  RecaptchaVerifier,
  getAdditionalUserInfo,
  linkWithPhoneNumber,
  signInWithPhoneNumber,
  updateProfile,
} from 'firebase/auth';
import type { User } from 'firebase/auth';
import { auth, emulatorAddress } from './firebase';

if (emulatorAddress) auth.settings.appVerificationDisabledForTesting = true;

/** What a sent code leads to: a confirm that signs in (or links) with the code typed. */
export type ConfirmCode = (code: string) => Promise<{ user: User; isNewUser: boolean }>;

/** A one-use invisible reCAPTCHA bound to `container`, cleared once its SMS is asked for. */
async function withVerifier<T>(
  container: HTMLElement,
  send: (verifier: RecaptchaVerifier) => Promise<T>,
): Promise<T> {
  const verifier = new RecaptchaVerifier(auth, container, { size: 'invisible' });
  try {
    return await send(verifier);
  } finally {
    verifier.clear();
  }
}

/** Sends a sign-in code to `phoneNumber` (E.164); a new number makes a new account. */
export async function sendSignInCode(
  phoneNumber: string,
  container: HTMLElement,
): Promise<ConfirmCode> {
  const confirmation = await withVerifier(container, (verifier) =>
    signInWithPhoneNumber(auth, phoneNumber, verifier),
  );
  return async (code) => {
    const credential = await confirmation.confirm(code);
    return {
      user: credential.user,
      isNewUser: getAdditionalUserInfo(credential)?.isNewUser === true,
    };
  };
}

/**
 * Sends a code that links `phoneNumber` (E.164) to `user`. Once confirmed the account's ID token
 * carries it as phone_number, which the rules and the API compare with the profile's number;
 * a number already linked to another account fails with auth/credential-already-in-use.
 */
export async function sendLinkCode(
  user: User,
  phoneNumber: string,
  container: HTMLElement,
): Promise<ConfirmCode> {
  const confirmation = await withVerifier(container, (verifier) =>
    linkWithPhoneNumber(user, phoneNumber, verifier),
  );
  return async (code) => {
    const credential = await confirmation.confirm(code);
    // The Firestore SDK sends the token it holds: a fresh one carries the new phone_number.
    await credential.user.getIdToken(true);
    return { user: credential.user, isNewUser: false };
  };
}

/** Gives an account made by phone its name, asked once; a fresh token carries it (navbar). */
export async function nameNewAccount(user: User, name: string): Promise<void> {
  await updateProfile(user, { displayName: name });
  await user.getIdToken(true);
}
