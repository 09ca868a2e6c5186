/**
 * Who is calling: a Firebase ID token in `Authorization: Bearer`, or the `__session` cookie
 * that POST /jwt sets. Ownership is by the verified uid, never by an email the client sends.
 */
import type { Request, RequestHandler, Response } from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';
import type { ServiceOwner } from '@meramot/domain/service';
import { checkDeadline } from './deadline';
import { auth } from './firebase';
import { refusal } from '@meramot/domain/refusal';
import type { Refusal } from '@meramot/domain/refusal';
import { refused } from './http';

/** Firebase Hosting forwards only a cookie of this name to functions. */
export const SESSION_COOKIE = '__session';
/** Session length; createSessionCookie takes 5 minutes to 2 weeks. */
export { SESSION_MAX_AGE_SECONDS } from '@meramot/domain/constants';

export interface Caller {
  uid: string;
  /** Lower-cased, from the token; null for an account without one. */
  email: string | null;
  /** Whether Auth verified that e-mail address (the token's email_verified). */
  emailVerified: boolean;
  name: string | null;
  /** The account's verified mobile number (the token's phone_number, E.164); null without one. */
  phoneNumber: string | null;
  admin: boolean;
  /** When the caller signed in, in seconds since the epoch (the token's auth_time). */
  authTime: number;
  /** When the token (or session cookie) was minted, in seconds since the epoch (its iat). */
  issuedAt: number;
  /** The raw ID token when the caller sent one (POST /jwt turns it into a session cookie). */
  idToken: string | null;
}

/** The account as Auth holds it at the moment of a write. */
export interface Account extends ServiceOwner {
  /** The verified number linked now (E.164), null once unlinked: never the token's copy. */
  phoneNumber: string | null;
}

/**
 * The caller's account as Auth holds it now: the name and photo the web door reads from its
 * signed-in user (a token's name claim may be an hour old), and the number linked now (a
 * session cookie carries the phone_number of a sign-in up to SESSION_MAX_AGE_SECONDS ago).
 */
export async function accountOf(caller: Caller): Promise<Account> {
  const account = await auth().getUser(caller.uid);
  return {
    uid: caller.uid,
    email: caller.email,
    displayName: account.displayName ?? null,
    photoURL: account.photoURL ?? null,
    phoneNumber: account.phoneNumber ?? null,
  };
}

declare module 'express-serve-static-core' {
  interface Locals {
    /** Set by `signedIn`, or by `signedInOrVisitor` (null for a visitor). */
    caller?: Caller | null;
  }
}

type Resolved = { caller: Caller | null; error?: undefined } | { caller: null; error: Refusal };

function callerOf(decoded: DecodedIdToken, idToken: string | null): Caller {
  return {
    uid: decoded.uid,
    email: typeof decoded.email === 'string' ? decoded.email.toLowerCase() : null,
    emailVerified: decoded.email_verified === true,
    name: typeof decoded.name === 'string' ? decoded.name : null,
    phoneNumber: typeof decoded.phone_number === 'string' ? decoded.phone_number : null,
    admin: decoded.admin === true,
    authTime: decoded.auth_time,
    issuedAt: decoded.iat,
    idToken,
  };
}

async function fromBearer(header: string): Promise<Resolved> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match?.[1]) {
    return { caller: null, error: refusal('authorizationHeader') };
  }
  try {
    // Revocation is checked: a user signed out everywhere (POST /logout) or disabled loses
    // access now, not when the hour-long token expires.
    return { caller: callerOf(await auth().verifyIdToken(match[1], true), match[1]) };
  } catch {
    return { caller: null, error: refusal('idTokenInvalid') };
  }
}

async function fromCookie(req: Request): Promise<Resolved> {
  // cookie-parser has read the Cookie header (the first of a repeated name wins).
  const session: unknown = req.cookies?.[SESSION_COOKIE];
  if (typeof session !== 'string' || session === '') return { caller: null };
  try {
    // Revocation is checked: a session outlives the ID token it came from by days.
    return { caller: callerOf(await auth().verifySessionCookie(session, true), null) };
  } catch {
    return { caller: null, error: refusal('sessionInvalid') };
  }
}

/** The Bearer token when there is one (a bad one is an error, not a visitor), else the cookie. */
function resolve(req: Request): Promise<Resolved> {
  const header = req.headers.authorization;
  return header !== undefined ? fromBearer(header) : fromCookie(req);
}

/** Route middleware: the signed-in caller into res.locals, or 401. */
export const signedIn: RequestHandler = async (req, res, next) => {
  const { caller, error } = await resolve(req);
  checkDeadline(res);
  if (error !== undefined) throw refused(error);
  if (!caller) throw refused(refusal('signInRequired'));
  res.locals.caller = caller;
  next();
};

/**
 * Route middleware for paths open to visitors: the caller when signed in, null otherwise. A bad
 * ID token is still 401 (the client meant to sign in); a stale session cookie just makes a visitor.
 */
export const signedInOrVisitor: RequestHandler = async (req, res, next) => {
  const { caller, error } = await resolve(req);
  checkDeadline(res);
  if (error !== undefined && req.headers.authorization !== undefined) throw refused(error);
  res.locals.caller = caller;
  next();
};

/**
 * Who sends this request, when a live credential says so: the Bearer token, else the cookie (a
 * client may send a stale token beside a good cookie); null when neither is live. For POST
 * /logout, which answers everyone: a revoked or forged credential names nobody.
 */
export async function liveCaller(req: Request): Promise<Caller | null> {
  const header = req.headers.authorization;
  const bearer = header !== undefined ? (await fromBearer(header)).caller : null;
  return bearer ?? (await fromCookie(req)).caller;
}

/** The caller `signedIn` found; 401 on a route that forgot it, so a slip fails closed. */
export function signedInCaller(res: Response): Caller {
  const caller = res.locals.caller;
  if (!caller) throw refused(refusal('signInRequired'));
  return caller;
}

/** The caller `signedInOrVisitor` found, or null for a visitor. */
export function callerOrVisitor(res: Response): Caller | null {
  return res.locals.caller ?? null;
}

/** Whether an email the client sent is the caller's; Firebase Auth stores emails lower-cased. */
export function isCallersEmail(email: string | null | undefined, caller: Caller): boolean {
  return !!email && !!caller.email && email.trim().toLowerCase() === caller.email;
}

/** Set-Cookie for the session: never readable by scripts, sent only over HTTPS to this site. */
export function sessionCookieHeader(value: string, maxAgeSeconds: number): string {
  return `${SESSION_COOKIE}=${value}; Max-Age=${maxAgeSeconds}; Path=/; HttpOnly; Secure; SameSite=Strict`;
}
