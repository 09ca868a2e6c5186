/**
 * Asks before a booking is cancelled (by its customer) or declined (by its provider): both are
 * final, so the person confirms, and may say why (optional, at most STATUS_REASON_MAX
 * characters; the rules and the API hold the same bound).
 */
import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { STATUS_REASON_MAX } from '@meramot/domain/booking-status';
import { useI18n } from '../../lib/i18n';

export interface StatusReasonDialogProps {
  open: boolean;
  /** e.g. 'Cancel this booking?' */
  title: string;
  text: string;
  /** The confirming button, e.g. 'Cancel booking'. */
  confirmText: string;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

export function StatusReasonDialog({
  open,
  title,
  text,
  confirmText,
  onConfirm,
  onClose,
}: StatusReasonDialogProps) {
  const { t } = useI18n();
  const [reason, setReason] = useState('');
  const tooLong = reason.trim().length > STATUS_REASON_MAX;
  const close = () => {
    setReason('');
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="reason-title">
      <DialogTitle id="reason-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{text}</DialogContentText>
        <TextField
          id="status-reason"
          label={t('bookings.reasonLabel')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={tooLong}
          helperText={tooLong ? t('bookings.reasonTooLong', { max: STATUS_REASON_MAX }) : ' '}
          multiline
          minRows={2}
          fullWidth
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={close} color="inherit">
          {t('bookings.keepBooking')}
        </Button>
        <Button
          variant="contained"
          color="error"
          disabled={tooLong}
          onClick={() => {
            onConfirm(reason);
            setReason('');
          }}
        >
          {confirmText}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
