/** What the alert and confirm service asks of a dialog (DialogProvider, ServiceDialog). */

export type DialogSeverity = 'success' | 'error' | 'warning' | 'info' | 'question';

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

export interface DialogRequest {
  id: number;
  kind: 'alert' | 'confirm';
  options: ConfirmOptions;
  resolve: (confirmed: boolean) => void;
}
