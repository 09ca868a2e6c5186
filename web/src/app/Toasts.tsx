/**
 * The app's toasts (notistack): bottom centre, so a toast never covers the navbar's controls,
 * in colours on which their white text reaches WCAG AA (4.5:1). notistack's own success
 * (#43a047, 3.3:1), warning (#ff9800) and info (#2196f3) do not.
 */
import type { ReactNode } from 'react';
import { styled } from '@mui/material';
import { MaterialDesignContent, SnackbarProvider } from 'notistack';
import { TOAST_AUTO_HIDE_MS } from '@meramot/domain/constants';

/** Each variant's background under white text: 5.1:1 or more. */
export const TOAST_BACKGROUNDS = {
  success: '#2e7d32',
  error: '#c62828',
  warning: '#b45309',
  info: '#0b5cad',
} as const;

const Toast = styled(MaterialDesignContent)({
  color: '#ffffff',
  '&.notistack-MuiContent-success': { backgroundColor: TOAST_BACKGROUNDS.success },
  '&.notistack-MuiContent-error': { backgroundColor: TOAST_BACKGROUNDS.error },
  '&.notistack-MuiContent-warning': { backgroundColor: TOAST_BACKGROUNDS.warning },
  '&.notistack-MuiContent-info': { backgroundColor: TOAST_BACKGROUNDS.info },
});

export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      autoHideDuration={TOAST_AUTO_HIDE_MS}
      maxSnack={3}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      Components={{ success: Toast, error: Toast, warning: Toast, info: Toast }}
    >
      {children}
    </SnackbarProvider>
  );
}
