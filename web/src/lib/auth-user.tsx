/**
 * The signed-in user, for every screen: one Firebase Auth listener at the top of the app and a
 * hook to read it. `loading` until Auth has restored (or not) the user from storage.
 */
import { createContext, useContext, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import type { Auth, User } from 'firebase/auth';
import { whenAuthLoaded } from './auth-loaded';

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
 * Whether Auth keeps a user in local storage (browserLocalPersistence writes it under
 * `firebase:authUser:<api key>:<app>`), read synchronously for the first paint, before Auth's
 * code has even loaded: the navbar reserves that user's controls, so nothing moves when Auth
 * answers.
 */
export function hasStoredUser(): boolean {
  try {
    for (let index = 0; index < localStorage.length; index += 1) {
      if (localStorage.key(index)?.startsWith('firebase:authUser:')) return true;
    }
  } catch {
    // Storage blocked: Auth cannot keep a user there either.
  }
  return false;
}

/**
 * Auth, or how to load it: the app loads Firebase's code after the first render when Auth keeps
 * a user, and otherwise only once a screen needing it has loaded it (lib/auth-loaded.ts).
 */
export type AuthSource = Auth | (() => Promise<Auth>);

const AuthUserContext = createContext<AuthUser>(LOADING);

export function AuthUserProvider({ auth, children }: { auth: AuthSource; children: ReactNode }) {
  const [kept] = useState(hasStoredUser);
  // Nobody kept and Auth not loaded yet: signed out until someone signs in, and Firebase's code
  // waits till a screen needs it.
  const waits = typeof auth === 'function' && !kept;
  const [state, setState] = useState<AuthUser>(() =>
    waits ? { status: 'success', data: null } : { ...LOADING, storedUser: kept },
  );
  // The ID token listener, not onAuthStateChanged: a profile update (Register's name and photo)
  // refreshes the token, and every screen showing the user should follow it.
  useEffect(() => {
    let stop: (() => void) | undefined;
    let ended = false;
    const listen = (instance: Auth) => {
      if (ended) return;
      stop = instance.onIdTokenChanged((user) => setState({ status: 'success', data: user }));
    };
    if (waits) {
      const unsubscribe = whenAuthLoaded(listen);
      return () => {
        ended = true;
        unsubscribe();
        stop?.();
      };
    }
    if (typeof auth === 'function') {
      auth().then(listen, (error: unknown) => {
        // Without Auth's code nobody can sign in: the visitor's pages still work.
        console.error('Loading Firebase Auth failed', error);
        if (!ended) setState({ status: 'success', data: null });
      });
    } else {
      listen(auth);
    }
    return () => {
      ended = true;
      stop?.();
    };
  }, [auth, waits]);
  return <AuthUserContext.Provider value={state}>{children}</AuthUserContext.Provider>;
}

/** Whether Firebase's Auth has loaded, or will at start (a user is kept): what needs it may run. */
export function useAuthLoaded(): boolean {
  const [loaded, setLoaded] = useState(hasStoredUser);
  useEffect(() => whenAuthLoaded(() => setLoaded(true)), []);
  return loaded;
}

export function useUser(): AuthUser {
  return useContext(AuthUserContext);
}

/**
 * Whether the signed-in user's ID token carries the claim admin (exactly `true`, as the rules and
 * the API ask): null while it is read (or nobody is signed in), then true or false. Only the
 * admin's link and screen use it; the API and the rules decide what an admin may do.
 */
export function useIsAdmin(): boolean | null {
  const { data: user } = useUser();
  const [admin, setAdmin] = useState<{ uid: string; admin: boolean } | null>(null);
  useEffect(() => {
    if (!user) return;
    let current = true;
    user.getIdTokenResult().then(
      (token) => current && setAdmin({ uid: user.uid, admin: token.claims.admin === true }),
      () => current && setAdmin({ uid: user.uid, admin: false }),
    );
    return () => {
      current = false;
    };
  }, [user]);
  return user && admin?.uid === user.uid ? admin.admin : null;
}
