import { act, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DialogProvider, useAlert, useConfirm } from './DialogProvider';
import type { AlertFn, ConfirmFn } from './DialogProvider';

/** The dialog's code is loaded with the first dialog; in a busy run that can take a while. */
const DIALOG_CODE_LOADS = { timeout: 5000 };

function useService(): { alertFn: AlertFn; confirmFn: ConfirmFn } {
  return { alertFn: useAlert(), confirmFn: useConfirm() };
}

function renderService() {
  return renderHook(useService, { wrapper: DialogProvider }).result.current;
}

describe('DialogProvider', () => {
  it('shows an alert with its title and text and resolves on OK', async () => {
    const { alertFn } = renderService();
    let done = false;
    act(() => {
      void alertFn({
        title: 'Success',
        text: 'Account Logout Successfully',
        severity: 'success',
      }).then(() => {
        done = true;
      });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Success' }, DIALOG_CODE_LOADS);
    expect(dialog).toHaveAccessibleDescription('Account Logout Successfully');
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    await userEvent.setup().click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(done).toBe(true));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("confirms with 'OK' and cancels with 'Cancel'", async () => {
    const { confirmFn } = renderService();
    const user = userEvent.setup();

    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = confirmFn({ title: 'Are you sure?', text: 'Delete it?' });
    });
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await expect(answer).resolves.toBe(true);

    act(() => {
      answer = confirmFn({ title: 'Are you sure?' });
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe(false);
  });

  it('treats Escape as cancel', async () => {
    const { confirmFn } = renderService();
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = confirmFn({ title: 'Are you sure?' });
    });
    await screen.findByRole('dialog', { name: 'Are you sure?' }, DIALOG_CODE_LOADS);
    await userEvent.setup().keyboard('{Escape}');
    await expect(answer).resolves.toBe(false);
  });

  it('shows requests one after another', async () => {
    const { alertFn } = renderService();
    const user = userEvent.setup();
    act(() => {
      void alertFn({ title: 'First' });
      void alertFn({ title: 'Second' });
    });
    await screen.findByRole('dialog', { name: 'First' }, DIALOG_CODE_LOADS);
    expect(screen.queryByRole('dialog', { name: 'Second' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(
      await screen.findByRole('dialog', { name: 'Second' }, DIALOG_CODE_LOADS),
    ).toBeInTheDocument();
  });

  it('rejects when no provider is mounted', async () => {
    const { alertFn } = renderHook(useService).result.current;
    await expect(alertFn({ title: 'Lost' })).rejects.toThrow(/DialogProvider/);
  });
});
