/**
 * The signed-in user, for every screen: one Firebase Auth listener at the top of the app and a
 * hook to read it. `loading` until Auth has restored (or not) the user from storage.
 */
import { createContext, useContext, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { onIdTokenChanged } from 'firebase/auth';
import type { Auth, User } from 'firebase/auth';

export type AuthUser =
  { status: 'loading'; data: undefined } | { status: 'success'; data: User | null };

const LOADING: AuthUser = { status: 'loading', data: undefined };

const AuthUserContext = createContext<AuthUser>(LOADING);

export function AuthUserProvider({ auth, children }: { auth: Auth; children: ReactNode }) {
  const [state, setState] = useState<AuthUser>(LOADING);
  // The ID token listener, not onAuthStateChanged: a profile update (Register's name and photo)
  // refreshes the token, and every screen showing the user should follow it.
  useEffect(
    () => onIdTokenChanged(auth, (user) => setState({ status: 'success', data: user })),
    [auth],
  );
  return <AuthUserContext.Provider value={state}>{children}</AuthUserContext.Provider>;
}

export function useUser(): AuthUser {
  return useContext(AuthUserContext);
}
