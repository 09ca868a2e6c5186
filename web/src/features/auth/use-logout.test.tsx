import { act, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DialogProvider } from '../../components/dialogs/DialogProvider';
import { logout } from './auth-actions';
import { useLogout } from './use-logout';

/** The dialog's code is loaded with the first dialog; in a busy run that can take a while. */
const DIALOG_CODE_LOADS = { timeout: 5000 };

vi.mock('./auth-actions', () => ({
  loginWithEmail: vi.fn(),
  loginWithGoogle: vi.fn(),
  registerWithEmail: vi.fn(),
  logout: vi.fn(),
}));

function renderProbe() {
  return renderHook(() => useLogout(), { wrapper: DialogProvider }).result.current;
}

describe('useLogout', () => {
  beforeEach(() => {
    vi.mocked(logout).mockReset();
  });

  it("signs out, then alerts 'Success' / 'Account Logout Successfully'", async () => {
    vi.mocked(logout).mockResolvedValue(undefined);
    const runLogout = renderProbe();
    await act(() => runLogout());
    expect(logout).toHaveBeenCalledTimes(1);
    const dialog = await screen.findByRole('dialog', { name: 'Success' }, DIALOG_CODE_LOADS);
    expect(dialog).toHaveTextContent('Account Logout Successfully');
    await userEvent.setup().click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("alerts 'Error' / 'Failed to logout' when signing out fails", async () => {
    vi.mocked(logout).mockRejectedValue(new Error('network'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const runLogout = renderProbe();
    await act(() => runLogout());
    const dialog = await screen.findByRole('dialog', { name: 'Error' }, DIALOG_CODE_LOADS);
    expect(dialog).toHaveTextContent('Failed to logout');
  });
});
