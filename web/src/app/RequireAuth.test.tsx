import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { useUser } from '../lib/auth-user';
import type { User } from 'firebase/auth';
import { RequireAuth } from './RequireAuth';

vi.mock('../lib/auth-user', () => ({ useUser: vi.fn(), useIsAdmin: () => false }));

type UserStatus = ReturnType<typeof useUser>;

function signIn(status: 'loading' | 'success', user: User | null) {
  vi.mocked(useUser).mockReturnValue({ status, data: user } as UserStatus);
}

function LoginLanding() {
  const location = useLocation();
  return <p>login page, back to {(location.state as { from?: string } | null)?.from}</p>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/addService"
          element={
            <RequireAuth>
              <p>add service screen</p>
            </RequireAuth>
          }
        />
        <Route path="/login" element={<LoginLanding />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('RequireAuth', () => {
  it('shows a spinner while the auth state loads', () => {
    signIn('loading', null);
    renderAt('/addService');
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Checking your sign-in' })).toBeInTheDocument();
    expect(screen.queryByText('add service screen')).not.toBeInTheDocument();
  });

  it('sends a visitor to /login remembering the path, query and hash', () => {
    signIn('success', null);
    renderAt('/addService?from=nav#form');
    expect(screen.getByText('login page, back to /addService?from=nav#form')).toBeInTheDocument();
    expect(screen.queryByText('add service screen')).not.toBeInTheDocument();
  });

  it('shows the screen to a signed-in user', () => {
    signIn('success', { uid: 'u1', email: 'rahim@meramot.test' } as User);
    renderAt('/addService');
    expect(screen.getByText('add service screen')).toBeInTheDocument();
  });
});
