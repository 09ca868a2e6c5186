/**
 * The continue-with-Google button of both account screens. Google sign-in failures show no
 * toast (docs/product.md §8 ignores them); the reason appears beside the button in plain words.
 */
import { useRef, useState } from 'react';
import { Alert, Button, Stack } from '@mui/material';
import GoogleIcon from '@mui/icons-material/Google';
import { loginWithGoogle } from './auth-actions';
import { authErrorMessage, isPopupDismissed } from './auth-errors';
import { useFinishSignIn } from './use-finish-sign-in';
import { translate, useI18n } from '../../lib/i18n';

export function GoogleSignIn({
  disabled,
  onBusyChange,
}: {
  disabled?: boolean;
  onBusyChange?: (busy: boolean) => void;
}) {
  const finish = useFinishSignIn();
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const [problem, setProblem] = useState<{ text: string; dismissed: boolean } | null>(null);

  const signIn = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    onBusyChange?.(true);
    setProblem(null);
    try {
      await loginWithGoogle();
      finish(translate('toast.loginSuccess'));
    } catch (error) {
      console.warn('Google sign-in failed', error);
      setProblem({ text: authErrorMessage(error), dismissed: isPopupDismissed(error) });
    } finally {
      inFlight.current = false;
      setBusy(false);
      onBusyChange?.(false);
    }
  };

  return (
    <Stack spacing={2}>
      <Button
        variant="outlined"
        size="large"
        fullWidth
        startIcon={<GoogleIcon />}
        onClick={() => void signIn()}
        disabled={disabled || busy}
      >
        {t('auth.continueWithGoogle')}
      </Button>
      {problem && (
        <Alert severity={problem.dismissed ? 'info' : 'error'} onClose={() => setProblem(null)}>
          {problem.text}
        </Alert>
      )}
    </Stack>
  );
}
