/**
 * A small alert and confirm service on MUI dialogs (SPEC.md §8's logout alerts, §4's delete
 * confirmation). Mount `DialogProvider` once; `useAlert()` and `useConfirm()` return functions
 * that open a dialog and resolve when the person answers. Requests made while a dialog is open
 * wait their turn. The buttons follow the spec's dialog defaults: confirm 'OK', cancel 'Cancel'.
 */
import { createContext, useCallback, useContext, useId, useMemo, useState } from 'react';
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

export type DialogSeverity = 'success' | 'error' | 'warning' | 'info' | 'question';

export const DIALOG_DEFAULTS = { confirmText: 'OK', cancelText: 'Cancel' } as const;

export interface AlertOptions {
  title: string;
  text?: string;
  severity?: DialogSeverity;
  /** The one button; 'OK' unless given. */
  confirmText?: string;
}

export interface ConfirmOptions extends AlertOptions {
  /** 'Cancel' unless given. */
  cancelText?: string;
}

/** Opens an alert; resolves once it is dismissed. */
export type AlertFn = (options: AlertOptions) => Promise<void>;
/** Opens a confirmation; resolves true on confirm, false on cancel, Escape or backdrop. */
export type ConfirmFn = (options: ConfirmOptions) => Promise<boolean>;

interface DialogRequest {
  id: number;
  kind: 'alert' | 'confirm';
  options: ConfirmOptions;
  resolve: (confirmed: boolean) => void;
}

interface DialogService {
  open: (kind: DialogRequest['kind'], options: ConfirmOptions) => Promise<boolean>;
}

const DialogContext = createContext<DialogService | null>(null);

const icons: Record<DialogSeverity, ReactNode> = {
  success: <CheckCircleOutlineIcon color="success" sx={{ fontSize: 56 }} />,
  error: <ErrorOutlineIcon color="error" sx={{ fontSize: 56 }} />,
  warning: <WarningAmberIcon color="warning" sx={{ fontSize: 56 }} />,
  info: <InfoOutlinedIcon color="info" sx={{ fontSize: 56 }} />,
  question: <HelpOutlineIcon color="info" sx={{ fontSize: 56 }} />,
};

let nextRequestId = 1;

export function DialogProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<DialogRequest[]>([]);

  const open = useCallback<DialogService['open']>(
    (kind, options) =>
      new Promise<boolean>((resolve) => {
        setQueue((current) => [...current, { id: nextRequestId++, kind, options, resolve }]);
      }),
    [],
  );

  const answer = useCallback((request: DialogRequest, confirmed: boolean) => {
    request.resolve(confirmed);
    setQueue((current) => current.filter((entry) => entry.id !== request.id));
  }, []);

  const service = useMemo(() => ({ open }), [open]);
  const current = queue[0];

  return (
    <DialogContext.Provider value={service}>
      {children}
      {current && (
        <ServiceDialog key={current.id} request={current} onAnswer={(ok) => answer(current, ok)} />
      )}
    </DialogContext.Provider>
  );
}

function ServiceDialog({
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
  const confirmText = options.confirmText ?? DIALOG_DEFAULTS.confirmText;
  const cancelText = options.cancelText ?? DIALOG_DEFAULTS.cancelText;

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
          <DialogContentText id={textId} sx={{ textAlign: 'center' }}>
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

function useDialogService(): DialogService['open'] {
  const service = useContext(DialogContext);
  return useCallback<DialogService['open']>(
    (kind, options) => {
      if (!service) {
        return Promise.reject(new Error('useAlert/useConfirm need a DialogProvider above them'));
      }
      return service.open(kind, options);
    },
    [service],
  );
}

export function useAlert(): AlertFn {
  const open = useDialogService();
  return useCallback<AlertFn>(
    async (options) => {
      await open('alert', options);
    },
    [open],
  );
}

export function useConfirm(): ConfirmFn {
  const open = useDialogService();
  return useCallback<ConfirmFn>((options) => open('confirm', options), [open]);
}
