/**
 * The signed-in person's profile (users/{uid}): read live and saved by its owner only, as the
 * rules allow. Every function takes the database it works on, so the rules suite runs these
 * same reads and writes.
 */
import { doc, onSnapshot, serverTimestamp, setDoc } from 'firebase/firestore';
import type { Firestore, Unsubscribe } from 'firebase/firestore';
import { profileSchema } from '@meramot/domain/profile';
import type { ProfileDoc, ProfileValues } from '@meramot/domain/profile';

/** The profile of `uid`, live, or null while there is none. */
export function watchProfile(
  db: Firestore,
  uid: string,
  onData: (profile: ProfileDoc | null) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return onSnapshot(
    doc(db, 'users', uid),
    (snapshot) => onData(snapshot.exists() ? (snapshot.data() as ProfileDoc) : null),
    onError,
  );
}

/** Saves the profile as profileSchema casts it (the number without spaces or dashes). */
export async function saveProfile(
  db: Firestore,
  uid: string,
  values: ProfileValues,
): Promise<void> {
  const profile = profileSchema.cast(values);
  await setDoc(doc(db, 'users', uid), {
    displayName: profile.displayName,
    photoURL: profile.photoURL,
    phone: profile.phone,
    updatedAt: serverTimestamp(),
  });
}
