/**
 * docs/product.md §7: POST /jwt {email} when a user signs in, POST /logout when the signed-in user signs
 * out, both with credentials and neither response read. A visitor who was never signed in costs
 * no call at all: there is no session to clear. A user still signed in from an earlier visit
 * already has their session: /jwt takes only a fresh sign-in, so it is not asked again, and a page
 * reloaded within minutes of signing in does not ask again while the session it started lasts
 * (kept in local storage: the cookie itself is HttpOnly). The calls
 * are fire-and-forget: a failing or missing API never gets in the way of signing in or out.
 * Renders nothing.
 */
import { useEffect, useRef } from 'react';
import { onAuthStateChanged } from 'firebase/auth';
import type { User } from 'firebase/auth';
import {
  SESSION_MAX_AGE_SECONDS,
  SESSION_SIGN_IN_MAX_AGE_SECONDS,
} from '@meramot/domain/constants';
import { apiFetch } from '../../lib/api';
import { auth } from '../../lib/firebase';

function quietly(call: Promise<unknown>): void {
  call.catch((error: unknown) => console.warn('Session sync call failed', error));
}

/** Where this browser remembers the session it started: `{uid, until}` (epoch ms). */
export const SESSION_STORAGE_KEY = 'meramot.session';
/** A session this close to its end is started again (when the sign-in is still fresh). */
const SESSION_RENEW_MARGIN_MS = 24 * 60 * 60 * 1000;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function hasLastingSession(uid: string): boolean {
  try {
    const kept = JSON.parse(storage()?.getItem(SESSION_STORAGE_KEY) ?? 'null') as {
      uid?: unknown;
      until?: unknown;
    } | null;
    return (
      kept?.uid === uid &&
      typeof kept.until === 'number' &&
      kept.until - Date.now() > SESSION_RENEW_MARGIN_MS
    );
  } catch {
    return false;
  }
}

/** Starts the API session when the user has just signed in and has none that lasts. */
async function startSession(user: User): Promise<void> {
  if (hasLastingSession(user.uid)) return;
  const { authTime } = await user.getIdTokenResult();
  const ageSeconds = (Date.now() - Date.parse(authTime)) / 1000;
  if (ageSeconds > SESSION_SIGN_IN_MAX_AGE_SECONDS) return;
  await apiFetch('/jwt', {
    method: 'POST',
    body: { email: user.email ?? '' },
    idempotent: true,
  });
  const until = Date.now() + SESSION_MAX_AGE_SECONDS * 1000;
  storage()?.setItem(SESSION_STORAGE_KEY, JSON.stringify({ uid: user.uid, until }));
}

export default function SessionSync() {
  // The last auth state seen, so a re-subscription (StrictMode) does not repeat a call, and a
  // signed-out state clears the session only after a signed-in one.
  const lastSeen = useRef<string | null>(null);

  useEffect(
    () =>
      onAuthStateChanged(auth, (user) => {
        const key = user ? `in:${user.uid}` : 'out';
        const previous = lastSeen.current;
        if (previous === key) return;
        lastSeen.current = key;
        if (user) {
          quietly(startSession(user));
        } else if (previous !== null) {
          storage()?.removeItem(SESSION_STORAGE_KEY);
          quietly(apiFetch('/logout', { method: 'POST', idempotent: true }));
        }
      }),
    [],
  );

  return null;
}
