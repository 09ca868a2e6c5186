/**
 * Logout as SPEC.md §8 tells it: sign out, then an alert titled 'Success' with
 * 'Account Logout Successfully', or 'Error' with 'Failed to logout'. The promise settles once
 * the sign-out is done and the alert is showing (not when the alert is dismissed).
 */
import { useCallback } from 'react';
import { ALERTS } from '@meramot/domain/messages';
import { useAlert } from '../../components/dialogs/DialogProvider';
import { logout } from './auth-actions';

export function useLogout(): () => Promise<void> {
  const alert = useAlert();
  return useCallback(async () => {
    let failed = false;
    try {
      await logout();
    } catch (error) {
      console.error('Logout failed', error);
      failed = true;
    }
    const shown = failed
      ? { ...ALERTS.logoutFailed, severity: 'error' as const }
      : { ...ALERTS.logoutSuccess, severity: 'success' as const };
    alert(shown).catch((error: unknown) => console.error(error));
  }, [alert]);
}
