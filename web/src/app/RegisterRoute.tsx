/**
 * Register with the new account's profile saved by the profile feature; its code and the
 * Firestore SDK load only when someone registers.
 */
import RegisterPage from '../features/auth/RegisterPage';
import type { ProfileValues } from '@meramot/domain/profile';

export async function saveNewProfile(
  uid: string,
  profile: ProfileValues,
  tokenPhone: string | null,
  acceptsLegal = false,
): Promise<void> {
  const [{ firestore }, { saveProfile }] = await Promise.all([
    import('../lib/firestore'),
    import('../features/profile/profile-data'),
  ]);
  await saveProfile(firestore, uid, profile, tokenPhone, acceptsLegal);
}

export default function RegisterRoute() {
  return <RegisterPage saveProfile={saveNewProfile} />;
}
