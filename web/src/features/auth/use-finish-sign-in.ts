import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnackbar } from 'notistack';
import { redirectTarget } from './redirect';

/** After a successful sign-in or sign-up: toast, then back to the remembered path, else /. */
export function useFinishSignIn(): (message: string) => void {
  const location = useLocation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(
    (message: string) => {
      enqueueSnackbar(message, { variant: 'success' });
      void navigate(redirectTarget(location.state), { replace: true });
    },
    [enqueueSnackbar, location.state, navigate],
  );
}
