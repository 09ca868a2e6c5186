/** POST /jwt turns an ID token into the `__session` cookie; POST /logout clears it. */
import { SESSION_MAX_AGE_SECONDS, requireCaller, sessionCookieHeader } from '../auth';
import { auth } from '../firebase';
import { forbidden, sameEmail, unauthorized } from '../http';
import type { Reply } from '../http';
import type { Context } from '../router';
import { jwtBody } from '../schemas';
import { validateBody } from '../validate';

export async function createSession({ req, body }: Context): Promise<Reply> {
  const caller = await requireCaller(req);
  // A session is made from an ID token only, not from another session.
  if (!caller.idToken) throw unauthorized('POST /jwt needs the ID token as Authorization: Bearer');
  const { email } = validateBody(jwtBody, body);
  if (!sameEmail(email, caller.email)) {
    throw forbidden("email must be the signed-in user's email");
  }
  const cookie = await auth().createSessionCookie(caller.idToken, {
    expiresIn: SESSION_MAX_AGE_SECONDS * 1000,
  });
  return {
    body: { success: true },
    headers: { 'Set-Cookie': sessionCookieHeader(cookie, SESSION_MAX_AGE_SECONDS) },
  };
}

/** Answers 200 whether or not anyone was signed in: the client sends it when nobody is. */
export async function clearSession(): Promise<Reply> {
  return {
    body: { success: true },
    headers: { 'Set-Cookie': sessionCookieHeader('', 0) },
  };
}
