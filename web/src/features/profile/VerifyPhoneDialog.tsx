/**
 * Verifying a mobile number by code (issue 22): the number, the 6-digit code by SMS, and Auth
 * links it to the signed-in account, whose ID token then carries it as phone_number; the
 * profile is saved with it, marked verified (planProfileWrite). Loaded only when My Profile's
 * "Verify number" or the prompt before a first booking or listing opens it, so no other screen
 * loads the phone-auth code.
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import type { User } from 'firebase/auth';
import { PhoneCodeSteps } from '../../components/phone/PhoneCodeSteps';
import { useI18n } from '../../lib/i18n';
import { sendLinkCode } from '../../lib/phone-auth';

export interface VerifyPhoneDialogProps {
  open: boolean;
  user: User;
  /** The number to start from (the one typed or saved). */
  initialNumber: string;
  /** Runs with the account once the code linked its number; a failure is shown in the dialog. */
  onVerified: (user: User) => Promise<void>;
  onClose: () => void;
  /** The Firebase call, replaced in tests. */
  send?: typeof sendLinkCode;
}

export default function VerifyPhoneDialog({
  open,
  user,
  initialNumber,
  onVerified,
  onClose,
  send = sendLinkCode,
}: VerifyPhoneDialogProps) {
  const { t } = useI18n();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="verify-phone-title"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="verify-phone-title">{t('phoneAuth.verifyTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('phoneAuth.verifyText')}</DialogContentText>
        <PhoneCodeSteps<User>
          idPrefix="verify-phone"
          initialNumber={initialNumber}
          numberFormLabel={t('phoneAuth.verifyTitle')}
          send={(phoneNumber, container) => send(user, phoneNumber, container)}
          onConfirmed={({ user: linked }) => onVerified(linked)}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('phoneAuth.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
