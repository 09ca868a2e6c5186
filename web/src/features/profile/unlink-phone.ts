/**
 * My Profile's "Remove this number", through the API (POST /unlinkPhone) and not Firestore: only
 * the server may take a number off the account, mark the profile's phoneUnlinkedAt and revoke
 * every session (docs/accounts.md). This browser's session ends with them, so it signs out.
 */
import { apiFetch } from '../../lib/api';

export async function unlinkPhone(): Promise<void> {
  await apiFetch('/unlinkPhone', { method: 'POST' });
  // The refresh token is revoked: sign out here rather than fail at the next token refresh.
  const [{ auth }, { signOut }] = await Promise.all([
    import('../../lib/firebase'),
    import('firebase/auth'),
  ]);
  await signOut(auth);
}
