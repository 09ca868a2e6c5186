/**
 * A small alert and confirm service on MUI dialogs (docs/product.md §8's logout alerts, §4's delete
 * confirmation). Mount `DialogProvider` once; `useAlert()` and `useConfirm()` return functions
 * that open a dialog and resolve when the person answers. Requests made while a dialog is open
 * wait their turn. The buttons follow the spec's dialog defaults: confirm 'OK', cancel 'Cancel'.
 */
import { Suspense, createContext, lazy, useCallback, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { AlertOptions, ConfirmOptions, DialogRequest } from './dialog-types';

// The dialog's code (MUI's Dialog, Modal and focus trap) loads with the first dialog shown.
const ServiceDialog = lazy(() => import('./ServiceDialog'));

/** Opens an alert; resolves once it is dismissed. */
export type AlertFn = (options: AlertOptions) => Promise<void>;
/** Opens a confirmation; resolves true on confirm, false on cancel, Escape or backdrop. */
export type ConfirmFn = (options: ConfirmOptions) => Promise<boolean>;

interface DialogService {
  open: (kind: DialogRequest['kind'], options: ConfirmOptions) => Promise<boolean>;
}

const DialogContext = createContext<DialogService | null>(null);

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
        <Suspense fallback={null}>
          <ServiceDialog
            key={current.id}
            request={current}
            onAnswer={(ok) => answer(current, ok)}
          />
        </Suspense>
      )}
    </DialogContext.Provider>
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
