import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Auth } from 'firebase/auth';
import { announceAuth } from './auth-loaded';
import { AuthUserProvider, hasStoredUser, useUser } from './auth-user';

const auth = { onIdTokenChanged: () => () => undefined } as unknown as Auth;
const STORED_USER_KEY = 'firebase:authUser:demo-api-key:[DEFAULT]';

function Status() {
  const user = useUser();
  return <p>{user.status === 'loading' ? `loading, stored: ${user.storedUser}` : 'known'}</p>;
}

describe('the stored user hint', () => {
  afterEach(() => localStorage.clear());

  it('is read from Auth’s local storage key before Auth answers', () => {
    localStorage.setItem('theme', 'dark');
    expect(hasStoredUser()).toBe(false);
    localStorage.setItem(STORED_USER_KEY, JSON.stringify({ uid: 'u1' }));
    expect(hasStoredUser()).toBe(true);
    render(
      <AuthUserProvider auth={auth}>
        <Status />
      </AuthUserProvider>,
    );
    expect(screen.getByText('loading, stored: true')).toBeInTheDocument();
  });
});

describe('AuthUserProvider', () => {
  afterEach(() => localStorage.clear());

  it('loads no Auth for a visitor with no user kept, until a screen loads it', () => {
    const loader = vi.fn(() => Promise.resolve(auth));
    let report: (user: unknown) => void = () => undefined;
    const loaded = {
      onIdTokenChanged: (next: (user: unknown) => void) => {
        report = next;
        return () => undefined;
      },
    } as unknown as Auth;
    function Who() {
      const user = useUser();
      return <p>{user.status === 'success' ? `user: ${user.data ? 'in' : 'none'}` : 'loading'}</p>;
    }
    render(
      <AuthUserProvider auth={loader}>
        <Who />
      </AuthUserProvider>,
    );
    expect(screen.getByText('user: none')).toBeInTheDocument();
    expect(loader).not.toHaveBeenCalled();
    // The sign-in screen loads lib/firebase.ts, which announces Auth: the provider follows it.
    act(() => announceAuth(loaded));
    act(() => report({ uid: 'u1' }));
    expect(screen.getByText('user: in')).toBeInTheDocument();
    expect(loader).not.toHaveBeenCalled();
  });

  it('loads Auth when given a loader and a user is kept, and follows its user', async () => {
    localStorage.setItem(STORED_USER_KEY, JSON.stringify({ uid: 'u1' }));
    let report: (user: unknown) => void = () => undefined;
    const loaded = {
      onIdTokenChanged: (next: (user: unknown) => void) => {
        report = next;
        return () => undefined;
      },
    } as unknown as Auth;
    render(
      <AuthUserProvider auth={() => Promise.resolve(loaded)}>
        <Status />
      </AuthUserProvider>,
    );
    expect(screen.getByText('loading, stored: true')).toBeInTheDocument();
    await act(async () => undefined);
    act(() => report(null));
    expect(screen.getByText('known')).toBeInTheDocument();
  });

  it('counts nobody signed in when Auth cannot load', async () => {
    localStorage.setItem(STORED_USER_KEY, JSON.stringify({ uid: 'u1' }));
    const failing = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <AuthUserProvider auth={() => Promise.reject(new Error('offline'))}>
        <Status />
      </AuthUserProvider>,
    );
    expect(await screen.findByText('known')).toBeInTheDocument();
    expect(failing).toHaveBeenCalled();
  });
});
