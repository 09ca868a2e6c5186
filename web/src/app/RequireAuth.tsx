/**
 * docs/product.md §2: a visitor to a protected route goes to /login, and the original path is
 * remembered in the router state as `{ from: string }` (path, query and hash); the login and
 * register screens send the user back there. A spinner shows while the auth state loads.
 */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useUser } from '../lib/auth-user';
import { useI18n } from '../lib/i18n';
import { Spinner } from '../components/Spinner';

export function RequireAuth({ children }: { children: ReactNode }) {
  const { status, data: user } = useUser();
  const location = useLocation();
  const { t } = useI18n();

  if (status === 'loading') return <Spinner label={t('auth.checking')} page />;
  if (!user) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/login" replace state={{ from }} />;
  }
  return <>{children}</>;
}
