/** POST /jwt turns an ID token into the `__session` cookie; POST /logout clears it. */
import type { Request, Response } from 'express';
import {
  SESSION_MAX_AGE_SECONDS,
  isCallersEmail,
  sessionCookieHeader,
  signedIn,
  signedInCaller,
} from '../auth';
import { auth } from '../firebase';
import { apiRouter, forbidden, unauthorized } from '../http';
import { jsonBody, otherMethods } from '../middleware';
import { jwtBody } from '../schemas';
import { validateBody } from '../validate';

async function createSession(req: Request, res: Response): Promise<void> {
  const caller = signedInCaller(res);
  // A session is made from an ID token only, not from another session.
  if (!caller.idToken) throw unauthorized('POST /jwt needs the ID token as Authorization: Bearer');
  const { email } = validateBody(jwtBody, req.body);
  if (!isCallersEmail(email, caller)) {
    throw forbidden("email must be the signed-in user's email");
  }
  const cookie = await auth().createSessionCookie(caller.idToken, {
    expiresIn: SESSION_MAX_AGE_SECONDS * 1000,
  });
  res.set('Set-Cookie', sessionCookieHeader(cookie, SESSION_MAX_AGE_SECONDS));
  res.json({ success: true });
}

/** Answers 200 whether or not anyone was signed in: the client sends it when nobody is. */
function clearSession(_req: Request, res: Response): void {
  res.set('Set-Cookie', sessionCookieHeader('', 0));
  res.json({ success: true });
}

export const sessionRouter = apiRouter();
sessionRouter.route('/jwt').post(jsonBody, signedIn, createSession).all(otherMethods('POST'));
sessionRouter.route('/logout').post(clearSession).all(otherMethods('POST'));
