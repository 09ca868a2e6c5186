/**
 * Who is calling: a Firebase ID token in `Authorization: Bearer`, or the `__session` cookie
 * that POST /jwt sets. Ownership is by the verified uid, never by an email the client sends.
 */
import type { DecodedIdToken } from 'firebase-admin/auth';
import { auth } from './firebase';
import { parseCookies, unauthorized } from './http';
import type { ApiRequest } from './http';

/** Firebase Hosting forwards only a cookie of this name to functions. */
export const SESSION_COOKIE = '__session';
/** Session length; createSessionCookie takes 5 minutes to 2 weeks. */
export const SESSION_MAX_AGE_SECONDS = 5 * 24 * 60 * 60;

export interface Caller {
  uid: string;
  /** Lower-cased, from the token; null for an account without one. */
  email: string | null;
  name: string | null;
  admin: boolean;
  /** The raw ID token when the caller sent one (POST /jwt turns it into a session cookie). */
  idToken: string | null;
}

type Resolved = { caller: Caller | null; error?: undefined } | { caller: null; error: string };

const resolved = new WeakMap<ApiRequest, Promise<Resolved>>();

function callerOf(decoded: DecodedIdToken, idToken: string | null): Caller {
  return {
    uid: decoded.uid,
    email: typeof decoded.email === 'string' ? decoded.email.toLowerCase() : null,
    name: typeof decoded.name === 'string' ? decoded.name : null,
    admin: decoded.admin === true,
    idToken,
  };
}

async function resolve(req: ApiRequest): Promise<Resolved> {
  const header = req.headers.authorization;
  if (header !== undefined) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match?.[1]) {
      return { caller: null, error: 'Authorization must be "Bearer <Firebase ID token>"' };
    }
    try {
      return { caller: callerOf(await auth().verifyIdToken(match[1]), match[1]) };
    } catch {
      return { caller: null, error: 'Invalid or expired ID token' };
    }
  }
  const session = parseCookies(req.headers.cookie).get(SESSION_COOKIE);
  if (session) {
    try {
      // Revocation is checked: a session outlives the ID token it came from by days.
      return { caller: callerOf(await auth().verifySessionCookie(session, true), null) };
    } catch {
      return { caller: null, error: 'Invalid or expired session' };
    }
  }
  return { caller: null };
}

function resolveOnce(req: ApiRequest): Promise<Resolved> {
  let result = resolved.get(req);
  if (!result) {
    result = resolve(req);
    resolved.set(req, result);
  }
  return result;
}

/** The signed-in caller, or 401. */
export async function requireCaller(req: ApiRequest): Promise<Caller> {
  const { caller, error } = await resolveOnce(req);
  if (error !== undefined) throw unauthorized(error);
  if (!caller) throw unauthorized('Sign in required');
  return caller;
}

/**
 * The caller when signed in, null for a visitor. A bad ID token is still 401 (the client meant
 * to sign in); a stale session cookie just makes a visitor.
 */
export async function optionalCaller(req: ApiRequest): Promise<Caller | null> {
  const { caller, error } = await resolveOnce(req);
  if (error !== undefined && req.headers.authorization !== undefined) throw unauthorized(error);
  return caller;
}

/** Set-Cookie for the session: never readable by scripts, sent only over HTTPS to this site. */
export function sessionCookieHeader(value: string, maxAgeSeconds: number): string {
  return `${SESSION_COOKIE}=${value}; Max-Age=${maxAgeSeconds}; Path=/; HttpOnly; Secure; SameSite=Strict`;
}
