import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useUser } from '../../lib/auth-user';
import { redirectTarget } from './redirect';

/**
 * Login and Register are for visitors: a signed-in user who opens them goes on to the remembered
 * path, else /. Not while this page's own sign-in runs (`signingIn`): that one finishes with its
 * toast and then navigates itself.
 */
export function useLeaveWhenSignedIn(signingIn: boolean): void {
  const { data: user } = useUser();
  const location = useLocation();
  const navigate = useNavigate();
  const leave = Boolean(user) && !signingIn;
  useEffect(() => {
    if (leave) void navigate(redirectTarget(location.state), { replace: true });
  }, [leave, location.state, navigate]);
}
