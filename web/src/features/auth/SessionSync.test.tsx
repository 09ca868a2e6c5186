import { act, render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { onAuthStateChanged } from 'firebase/auth';
import type { NextOrObserver, User } from 'firebase/auth';
import { apiFetch } from '../../lib/api';
import SessionSync from './SessionSync';

vi.mock('../../lib/firebase', () => ({ auth: {} }));
vi.mock('../../lib/api', () => ({ apiFetch: vi.fn() }));
vi.mock('firebase/auth', () => ({ onAuthStateChanged: vi.fn() }));

const unsubscribe = vi.fn();
let report: (user: User | null) => void = () => undefined;

describe('SessionSync', () => {
  beforeEach(() => {
    vi.mocked(apiFetch).mockReset().mockResolvedValue({});
    unsubscribe.mockReset();
    vi.mocked(onAuthStateChanged).mockImplementation(
      (_auth: unknown, next: NextOrObserver<User | null>) => {
        report = next as (user: User | null) => void;
        return unsubscribe;
      },
    );
  });

  it('posts /jwt with the email on sign-in and /logout when no user is signed in', () => {
    render(<SessionSync />);
    act(() => report({ uid: 'u1', email: 'rahim@meramot.test' } as User));
    expect(apiFetch).toHaveBeenLastCalledWith('/jwt', {
      method: 'POST',
      body: { email: 'rahim@meramot.test' },
    });
    act(() => report(null));
    expect(apiFetch).toHaveBeenLastCalledWith('/logout', { method: 'POST' });
    expect(apiFetch).toHaveBeenCalledTimes(2);
  });

  it('does not repeat a call for the same state', () => {
    render(<SessionSync />);
    act(() => report({ uid: 'u1', email: 'rahim@meramot.test' } as User));
    act(() => report({ uid: 'u1', email: 'rahim@meramot.test' } as User));
    expect(apiFetch).toHaveBeenCalledTimes(1);
  });

  it('ignores a failing API', async () => {
    vi.mocked(apiFetch).mockRejectedValue(new Error('404'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<SessionSync />);
    act(() => report(null));
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
  });

  it('stops listening on unmount', () => {
    const { unmount } = render(<SessionSync />);
    unmount();
    expect(unsubscribe).toHaveBeenCalled();
  });
});
