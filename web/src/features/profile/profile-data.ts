/**
 * The signed-in person's profile (users/{uid}): read live and saved by its owner only, as the
 * rules allow. Every function takes the database it works on, so the rules suite runs these
 * same reads and writes.
 */
import { doc, onSnapshot, serverTimestamp, setDoc } from 'firebase/firestore';
import type { Firestore, Unsubscribe } from 'firebase/firestore';
import { planProfileWrite } from '@meramot/domain/phone-auth';
import { profileSchema } from '@meramot/domain/profile';
import type { ProfileDoc, ProfileValues } from '@meramot/domain/profile';
import { RefusedError } from '../../lib/refused-error';

/** The profile of `uid`, live, or null while there is none. */
export function watchProfile(
  db: Firestore,
  uid: string,
  onData: (profile: ProfileDoc | null) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return onSnapshot(
    doc(db, 'users', uid),
    // A document holding only the server's phoneUnlinkedAt (POST /unlinkPhone) is no profile yet.
    (snapshot) => {
      const data = snapshot.data() as Partial<ProfileDoc> | undefined;
      onData(typeof data?.displayName === 'string' ? (data as ProfileDoc) : null);
    },
    onError,
  );
}

/**
 * Saves the profile as profileSchema casts it (the number without spaces or dashes), with
 * phoneVerified as planProfileWrite decides from the account's verified number `tokenPhone`
 * (User.phoneNumber, the ID token's phone_number). Another number on an account that verified
 * one is refused before the rules are asked. `acceptsLegal` records the privacy policy and terms
 * accepted on signing up (LEGAL_VERSION and the server's time).
 */
export async function saveProfile(
  db: Firestore,
  uid: string,
  values: ProfileValues,
  tokenPhone: string | null = null,
  acceptsLegal = false,
): Promise<void> {
  const plan = planProfileWrite(profileSchema.cast(values), tokenPhone, acceptsLegal);
  if (!plan.ok) throw new RefusedError(plan.refusal);
  const accepted = plan.profile.legalVersion ? { legalAcceptedAt: serverTimestamp() } : {};
  // Merged: the server's phoneUnlinkedAt (POST /unlinkPhone) stays as it is, as the rules demand,
  // and a save without a new acceptance keeps the one recorded (rules: validConsent).
  await setDoc(
    doc(db, 'users', uid),
    { ...plan.profile, ...accepted, updatedAt: serverTimestamp() },
    { merge: true },
  );
}
