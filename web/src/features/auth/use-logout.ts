/**
 * Logout as docs/product.md §8 tells it: sign out, then an alert titled 'Success' with
 * 'Account Logout Successfully', or 'Error' with 'Failed to logout'. The promise settles once
 * the sign-out is done and the alert is showing (not when the alert is dismissed).
 */
import { useCallback } from 'react';
import { useAlert } from '../../components/dialogs/DialogProvider';
import { translate } from '../../lib/i18n';

export function useLogout(): () => Promise<void> {
  const alert = useAlert();
  return useCallback(async () => {
    let failed = false;
    try {
      // Auth's actions load when they are used: the navbar ships without them.
      const { logout } = await import('./auth-actions');
      await logout();
    } catch (error) {
      console.error('Logout failed', error);
      failed = true;
    }
    const shown = failed
      ? {
          title: translate('alert.logoutFailed.title'),
          text: translate('alert.logoutFailed.text'),
          severity: 'error' as const,
        }
      : {
          title: translate('alert.logoutSuccess.title'),
          text: translate('alert.logoutSuccess.text'),
          severity: 'success' as const,
        };
    alert(shown).catch((error: unknown) => console.error(error));
  }, [alert]);
}
