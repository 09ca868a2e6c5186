import { act, render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { onAuthStateChanged } from 'firebase/auth';
import type { NextOrObserver, User } from 'firebase/auth';
import { apiFetch } from '../../lib/api';
import SessionSync, { SESSION_STORAGE_KEY } from './SessionSync';

vi.mock('../../lib/firebase', () => ({ auth: {} }));
vi.mock('../../lib/api', () => ({ apiFetch: vi.fn() }));
vi.mock('firebase/auth', () => ({ onAuthStateChanged: vi.fn() }));

const unsubscribe = vi.fn();
let report: (user: User | null) => void = () => undefined;

/** A signed-in user whose sign-in was `minutesAgo` minutes ago. */
const signedIn = (minutesAgo = 0) =>
  ({
    uid: 'u1',
    email: 'rahim@meramot.test',
    getIdTokenResult: () =>
      Promise.resolve({ authTime: new Date(Date.now() - minutesAgo * 60_000).toUTCString() }),
  }) as unknown as User;

describe('SessionSync', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.mocked(apiFetch).mockReset().mockResolvedValue({});
    unsubscribe.mockReset();
    vi.mocked(onAuthStateChanged).mockImplementation(
      (_auth: unknown, next: NextOrObserver<User | null>) => {
        report = next as (user: User | null) => void;
        return unsubscribe;
      },
    );
  });

  it('posts /jwt with the email on sign-in and /logout when that user signs out', async () => {
    render(<SessionSync />);
    act(() => report(signedIn()));
    await vi.waitFor(() =>
      expect(apiFetch).toHaveBeenLastCalledWith('/jwt', {
        method: 'POST',
        body: { email: 'rahim@meramot.test' },
        idempotent: true,
      }),
    );
    act(() => report(null));
    expect(apiFetch).toHaveBeenLastCalledWith('/logout', { method: 'POST', idempotent: true });
    expect(apiFetch).toHaveBeenCalledTimes(2);
  });

  it('does not repeat a call for the same state', async () => {
    render(<SessionSync />);
    act(() => report(signedIn()));
    act(() => report(signedIn()));
    await vi.waitFor(() => expect(apiFetch).toHaveBeenCalledTimes(1));
  });

  it('leaves a session of an earlier visit alone: /jwt takes only a fresh sign-in', async () => {
    render(<SessionSync />);
    const user = signedIn(60);
    const tokenRead = vi.spyOn(user, 'getIdTokenResult');
    act(() => report(user));
    await vi.waitFor(() => expect(tokenRead).toHaveBeenCalled());
    await Promise.resolve();
    expect(apiFetch).not.toHaveBeenCalled();
  });

  it('does not post /jwt again when a page is reloaded while its session lasts', async () => {
    const first = render(<SessionSync />);
    act(() => report(signedIn()));
    await vi.waitFor(() => expect(apiFetch).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(localStorage.getItem(SESSION_STORAGE_KEY)).not.toBeNull());
    first.unmount();
    // A full page load a minute later: the sign-in is still fresh, the session still lasts.
    const user = signedIn(1);
    const tokenRead = vi.spyOn(user, 'getIdTokenResult');
    render(<SessionSync />);
    act(() => report(user));
    await Promise.resolve();
    await Promise.resolve();
    expect(tokenRead).not.toHaveBeenCalled();
    expect(apiFetch).toHaveBeenCalledTimes(1);
  });

  it('starts a session again for another account, or after signing out', async () => {
    localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ uid: 'someone-else', until: Date.now() + 4 * 86_400_000 }),
    );
    render(<SessionSync />);
    act(() => report(signedIn()));
    await vi.waitFor(() => expect(apiFetch).toHaveBeenCalledTimes(1));
    act(() => report(null));
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    act(() => report(signedIn()));
    await vi.waitFor(() => expect(apiFetch).toHaveBeenCalledTimes(3));
  });

  it('starts a session again when the one it started is close to its end', async () => {
    localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ uid: 'u1', until: Date.now() + 60 * 60_000 }),
    );
    render(<SessionSync />);
    act(() => report(signedIn()));
    await vi.waitFor(() => expect(apiFetch).toHaveBeenCalledTimes(1));
  });

  it('costs a visitor who was never signed in no call', () => {
    render(<SessionSync />);
    act(() => report(null));
    act(() => report(null));
    expect(apiFetch).not.toHaveBeenCalled();
  });

  it('ignores a failing API', async () => {
    vi.mocked(apiFetch).mockRejectedValue(new Error('404'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<SessionSync />);
    act(() => report(signedIn()));
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
  });

  it('stops listening on unmount', () => {
    const { unmount } = render(<SessionSync />);
    unmount();
    expect(unsubscribe).toHaveBeenCalled();
  });
});
