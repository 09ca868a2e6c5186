/**
 * The signed-in user, for every screen: one Firebase Auth listener at the top of the app and a
 * hook to read it. `loading` until Auth has restored (or not) the user from storage.
 */
import { createContext, useContext, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { onIdTokenChanged } from 'firebase/auth';
import type { Auth, User } from 'firebase/auth';

export type AuthUser =
  | {
      status: 'loading';
      data: undefined;
      /** Auth keeps a user from an earlier visit: most likely signed in once it has checked. */
      storedUser?: boolean;
    }
  | { status: 'success'; data: User | null };

const LOADING: AuthUser = { status: 'loading', data: undefined };

/**
 * Whether Auth keeps a user in local storage (browserLocalPersistence writes it under this key),
 * read synchronously for the first paint: the navbar reserves that user's controls, so nothing
 * moves when Auth answers a few hundred milliseconds later.
 */
export function hasStoredUser(auth: Pick<Auth, 'config' | 'name'>): boolean {
  try {
    return localStorage.getItem(`firebase:authUser:${auth.config.apiKey}:${auth.name}`) !== null;
  } catch {
    return false;
  }
}

const AuthUserContext = createContext<AuthUser>(LOADING);

export function AuthUserProvider({ auth, children }: { auth: Auth; children: ReactNode }) {
  const [state, setState] = useState<AuthUser>(() => ({
    ...LOADING,
    storedUser: hasStoredUser(auth),
  }));
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
