import { useId } from 'react';
import type { ReactNode } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { useI18n } from '../../lib/i18n';
import type { DialogRequest, DialogSeverity } from './dialog-types';

const icons: Record<DialogSeverity, ReactNode> = {
  success: <CheckCircleOutlineIcon color="success" sx={{ fontSize: 56 }} />,
  error: <ErrorOutlineIcon color="error" sx={{ fontSize: 56 }} />,
  warning: <WarningAmberIcon color="warning" sx={{ fontSize: 56 }} />,
  info: <InfoOutlinedIcon color="info" sx={{ fontSize: 56 }} />,
  question: <HelpOutlineIcon color="info" sx={{ fontSize: 56 }} />,
};

/** One alert or confirmation, open until answered. */
export default function ServiceDialog({
  request,
  onAnswer,
}: {
  request: DialogRequest;
  onAnswer: (confirmed: boolean) => void;
}) {
  const titleId = useId();
  const textId = useId();
  const { kind, options } = request;
  const severity = options.severity ?? (kind === 'confirm' ? 'question' : undefined);
  const { t } = useI18n();
  const confirmText = options.confirmText ?? t('dialog.ok');
  const cancelText = options.cancelText ?? t('dialog.cancel');

  return (
    <Dialog
      open
      onClose={() => onAnswer(false)}
      aria-labelledby={titleId}
      aria-describedby={options.text ? textId : undefined}
      maxWidth="xs"
      fullWidth
    >
      {severity && (
        <Box sx={{ display: 'flex', justifyContent: 'center', pt: 3 }} aria-hidden>
          {icons[severity]}
        </Box>
      )}
      <DialogTitle id={titleId} sx={{ textAlign: 'center' }}>
        {options.title}
      </DialogTitle>
      {options.text && (
        <DialogContent>
          <DialogContentText id={textId} sx={{ textAlign: 'center', overflowWrap: 'anywhere' }}>
            {options.text}
          </DialogContentText>
        </DialogContent>
      )}
      <DialogActions sx={{ justifyContent: 'center', pb: 3, gap: 1 }}>
        <Button variant="contained" onClick={() => onAnswer(true)} autoFocus>
          {confirmText}
        </Button>
        {kind === 'confirm' && (
          <Button variant="outlined" color="inherit" onClick={() => onAnswer(false)}>
            {cancelText}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
