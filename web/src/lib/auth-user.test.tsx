import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Auth } from 'firebase/auth';
import { AuthUserProvider, hasStoredUser, useUser } from './auth-user';

vi.mock('firebase/auth', () => ({ onIdTokenChanged: () => () => undefined }));

const auth = { config: { apiKey: 'demo-api-key' }, name: '[DEFAULT]' } as Auth;
const STORED_USER_KEY = 'firebase:authUser:demo-api-key:[DEFAULT]';

function Status() {
  const user = useUser();
  return <p>{user.status === 'loading' ? `loading, stored: ${user.storedUser}` : 'known'}</p>;
}

describe('the stored user hint', () => {
  afterEach(() => localStorage.clear());

  it('is read from Auth’s local storage key before Auth answers', () => {
    expect(hasStoredUser(auth)).toBe(false);
    localStorage.setItem(STORED_USER_KEY, JSON.stringify({ uid: 'u1' }));
    expect(hasStoredUser(auth)).toBe(true);
    render(
      <AuthUserProvider auth={auth}>
        <Status />
      </AuthUserProvider>,
    );
    expect(screen.getByText('loading, stored: true')).toBeInTheDocument();
  });
});
