/**
 * SPEC.md §7: POST /jwt {email} when a user signs in, POST /logout when no user is signed in,
 * both with credentials and neither response read. The calls are fire-and-forget: a failing or
 * missing API never gets in the way of signing in or out. Renders nothing.
 */
import { useEffect, useRef } from 'react';
import { onAuthStateChanged } from 'firebase/auth';
import { apiFetch } from '../../lib/api';
import { auth } from '../../lib/firebase';

function quietly(call: Promise<unknown>): void {
  call.catch((error: unknown) => console.warn('Session sync call failed', error));
}

export default function SessionSync() {
  // The last state reported to the API, so a re-subscription (StrictMode) does not repeat it.
  const lastSent = useRef<string | null>(null);

  useEffect(
    () =>
      onAuthStateChanged(auth, (user) => {
        const key = user ? `in:${user.uid}` : 'out';
        if (lastSent.current === key) return;
        lastSent.current = key;
        if (user) {
          quietly(apiFetch('/jwt', { method: 'POST', body: { email: user.email ?? '' } }));
        } else {
          quietly(apiFetch('/logout', { method: 'POST' }));
        }
      }),
    [],
  );

  return null;
}
