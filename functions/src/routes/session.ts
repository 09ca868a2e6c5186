/**
 * POST /jwt turns a fresh ID token into the `__session` cookie; POST /logout ends the caller's
 * sessions everywhere and clears the cookie; POST /unlinkPhone takes the number off the account
 * and ends its sessions too.
 */
import type { Request, Response } from 'express';
import {
  SESSION_MAX_AGE_SECONDS,
  isCallersEmail,
  liveCaller,
  sessionCookieHeader,
  signedInCaller,
} from '../auth';
import type { Caller } from '../auth';
import { SESSION_SIGN_IN_MAX_AGE_SECONDS } from '@meramot/domain/constants';
import { FieldValue } from 'firebase-admin/firestore';
import { refusal } from '@meramot/domain/refusal';
import { commitWithin } from '../deadline';
import { auth, usersCollection } from '../firebase';
import { refused } from '../http';
import { jwtBody } from '../schemas';
import { validateBody } from '../validate';
import { ref } from '../operation';
import type { Operation } from '../operation';
import { jsonSchemaOf } from '../openapi-schema';

async function createSession(req: Request, res: Response): Promise<void> {
  const caller = signedInCaller(res);
  // A session is made from an ID token only, not from another session.
  if (!caller.idToken) throw refused(refusal('sessionNeedsIdToken'));
  const { email } = validateBody(jwtBody, req.body);
  // An account made with a mobile number alone has no e-mail: it sends '' (issue 22).
  const own = caller.email === null ? email === '' : isCallersEmail(email, caller);
  if (!own) {
    throw refused(refusal('emailNotOwn', { name: 'email' }));
  }
  if (Date.now() / 1000 - caller.authTime > SESSION_SIGN_IN_MAX_AGE_SECONDS) {
    throw refused(
      refusal('sessionSignInTooOld', { minutes: SESSION_SIGN_IN_MAX_AGE_SECONDS / 60 }),
    );
  }
  const cookie = await auth().createSessionCookie(caller.idToken, {
    expiresIn: SESSION_MAX_AGE_SECONDS * 1000,
  });
  res.set('Set-Cookie', sessionCookieHeader(cookie, SESSION_MAX_AGE_SECONDS));
  res.json({ success: true });
}

/**
 * Revokes the caller's refresh tokens: every session cookie and ID token from a sign-in before
 * now stops working, on every device. Revocation counts whole seconds and spares a sign-in of the
 * same second, so a sign-in this very second waits for the next one.
 */
const REVOCATION_MARGIN_MS = 100;

async function endSessions(caller: Caller): Promise<void> {
  // A margin past the second: a timer may fire a few milliseconds before Date.now() says so.
  const wait = (caller.authTime + 1) * 1000 + REVOCATION_MARGIN_MS - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  await auth().revokeRefreshTokens(caller.uid);
}

/**
 * POST /unlinkPhone: takes the verified number off the caller's account, marks the profile's
 * number unverified (planProfileWrite's flag, which the provider's contact copy reads) and the
 * time of the unlink (for the rules, which read ID tokens that still carry it), and ends
 * every session: a session cookie or ID token of before carries the number as phone_number, so
 * sessions follow the account. An account that signs in with the number alone keeps it (409).
 */
async function unlinkPhone(_req: Request, res: Response): Promise<void> {
  const caller = signedInCaller(res);
  const account = await auth().getUser(caller.uid);
  const others = account.providerData.filter((each) => each.providerId !== 'phone');
  // Refused before anything is written: an account that signs in with its number alone keeps it.
  if (account.phoneNumber && others.length === 0) throw refused(refusal('phoneOnlySignIn'));
  // The profile first, through the shared commit (deadline.ts: a 503 wrote nothing); then Auth.
  // A repeat after a failure in between finds the profile done and unlinks again.
  const profile = usersCollection().doc(caller.uid);
  // phoneUnlinkedAt tells the rules that an ID token minted before now no longer vouches for its
  // phone_number (currentTokenPhoneOf in domain/src/phone-auth.ts); it is written even without a
  // profile, so that one made next with such a token cannot mark the number verified.
  await commitWithin(res, async (transaction) => {
    const snapshot = await transaction.get(profile);
    const now = FieldValue.serverTimestamp();
    transaction.set(
      profile,
      snapshot.data()?.phoneVerified === true
        ? { phoneUnlinkedAt: now, phoneVerified: false, updatedAt: now }
        : { phoneUnlinkedAt: now },
      { merge: true },
    );
  });
  if (account.phoneNumber) await auth().updateUser(caller.uid, { phoneNumber: null });
  await endSessions(caller);
  res.set('Set-Cookie', sessionCookieHeader('', 0));
  res.json({ success: true });
}

/** Answers 200 whether or not anyone was signed in: the client sends it when nobody is. */
async function clearSession(req: Request, res: Response): Promise<void> {
  const caller = await liveCaller(req);
  if (caller) await endSessions(caller);
  res.set('Set-Cookie', sessionCookieHeader('', 0));
  res.json({ success: true });
}

/** The operations of this file: routes (operation.ts) and OpenAPI entries (openapi.ts). */
export const sessionOperations: Operation[] = [
  {
    method: 'post',
    path: '/jwt',
    summary: 'Turn a fresh ID token into the __session cookie',
    access: 'idToken',
    body: jsonSchemaOf(jwtBody),
    ok: { schema: ref('Success'), description: 'The cookie is set (Set-Cookie).' },
    errors: [403],
    handler: createSession,
  },
  {
    method: 'post',
    path: '/logout',
    summary: "End the caller's sessions everywhere and clear the cookie",
    access: 'public',
    ok: { schema: ref('Success'), description: 'Signed out (also when nobody was signed in).' },
    errors: [],
    handler: clearSession,
  },
  {
    method: 'post',
    path: '/unlinkPhone',
    summary:
      "Take the verified number off the caller's account, mark the profile's number unverified and end every session",
    access: 'signedIn',
    ok: {
      schema: ref('Success'),
      description: 'Unlinked (or no number was linked); the cookie is cleared.',
    },
    errors: [409],
    handler: unlinkPhone,
  },
];
