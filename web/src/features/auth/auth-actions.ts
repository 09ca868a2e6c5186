/**
 * Every call the auth feature makes to Firebase Auth: email and password sign-in, account
 * creation with display name and photo, Google popup sign-in, the password reset e-mail and
 * sign-out.
 */
import {
  GoogleAuthProvider,
  browserPopupRedirectResolver,
  createUserWithEmailAndPassword,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
} from 'firebase/auth';
import type { User } from 'firebase/auth';
import type { LoginValues, RegisterValues } from '@meramot/domain/schemas';
import { auth } from '../../lib/firebase';

export async function loginWithEmail({ email, password }: LoginValues): Promise<User> {
  const credential = await signInWithEmailAndPassword(auth, email.trim(), password);
  return credential.user;
}

/** Creates the account, then sets its display name and photo (docs/product.md §7's profile update). */
export async function registerWithEmail({
  name,
  email,
  password,
  photoURL,
}: RegisterValues): Promise<User> {
  const { user } = await createUserWithEmailAndPassword(auth, email.trim(), password);
  await updateProfile(user, { displayName: name.trim(), photoURL: photoURL.trim() });
  // A fresh token carries the new name and picture, and tells every auth listener (the navbar).
  await user.getIdToken(true);
  return user;
}

/**
 * Google sign-in in a popup; the Auth emulator serves its own account chooser. The popup
 * resolver (which loads Google's api.js) is handed in here, on the button press, and never at
 * start-up (lib/firebase.ts), so a visitor who does not press it loads no Google script.
 */
export async function loginWithGoogle(): Promise<User> {
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  const credential = await signInWithPopup(auth, provider, browserPopupRedirectResolver);
  return credential.user;
}

/** Firebase Auth's password reset e-mail (the Auth emulator prints its link in its log). */
export async function sendPasswordReset(email: string): Promise<void> {
  await sendPasswordResetEmail(auth, email.trim());
}

export async function logout(): Promise<void> {
  await signOut(auth);
}
