/**
 * Tells the app when Firebase's app and Auth have loaded, whoever loaded them: a visitor with no
 * user kept in storage loads no Firebase code until a screen that needs it does (signing in,
 * registering), and the user listener starts then (lib/auth-user.tsx). This module itself
 * imports nothing of Firebase.
 */
import type { Auth } from 'firebase/auth';

let loaded: Auth | null = null;
const listeners = new Set<(auth: Auth) => void>();

/** Called once by lib/firebase.ts as it initialises Auth. */
export function announceAuth(auth: Auth): void {
  loaded = auth;
  for (const listener of listeners) listener(auth);
}

/** Calls `listener` with Auth once it has loaded (at once if it has); returns the unsubscribe. */
export function whenAuthLoaded(listener: (auth: Auth) => void): () => void {
  if (loaded) {
    listener(loaded);
    return () => undefined;
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}
