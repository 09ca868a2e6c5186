/**
 * "Remove this number" on My Profile: a confirmation, then POST /unlinkPhone (unlink-phone.ts),
 * which ends every session, so the person is signed out and told to sign in again. An account
 * that signs in with its number alone has no other way in and is not offered it.
 */
import { useState } from 'react';
import { useSnackbar } from 'notistack';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { ApiError } from '../../lib/api';
import { translate, useI18n } from '../../lib/i18n';
import { translateRefusal } from '../../lib/i18n-errors';
import { unlinkPhone } from './unlink-phone';

export function RemoveNumber({ number }: { number: string }) {
  const { t } = useI18n();
  const { enqueueSnackbar } = useSnackbar();
  const [open, setOpen] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    if (removing) return;
    setOpen(false);
    setFailure(null);
  };
  const remove = async () => {
    setRemoving(true);
    setFailure(null);
    try {
      await unlinkPhone();
      enqueueSnackbar(translate('profile.removed'), { variant: 'success' });
      setOpen(false);
    } catch (error) {
      console.error('Removing the number failed', error);
      setFailure(
        error instanceof ApiError && error.refusal
          ? translateRefusal(error.refusal)
          : translate('profile.removeFailed'),
      );
    } finally {
      setRemoving(false);
    }
  };

  return (
    <>
      <Button
        variant="text"
        color="error"
        onClick={() => setOpen(true)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('profile.removeNumber')}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby="remove-number-title">
        <DialogTitle id="remove-number-title">{t('profile.removeTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('profile.removeText', { number })}</DialogContentText>
          {failure && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {failure}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={removing}>
            {t('profile.removeKeep')}
          </Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => void remove()}
            disabled={removing}
            startIcon={
              removing ? (
                <CircularProgress size={16} color="inherit" aria-label={t('profile.removing')} />
              ) : undefined
            }
          >
            {t('profile.removeConfirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
