/**
 * App Check on the REST door (docs/app-check.md): every write, and every search (which writes its
 * ranking), must carry `X-Firebase-AppCheck`, a token the web app gets from App Check
 * (reCAPTCHA Enterprise), verified with the Admin SDK's own verifier. A request without a valid
 * one is refused with 401 `appCheckRequired` before anything is read or written.
 *
 * Enforcement is configuration: on in production, off on the Functions emulator (the web app
 * gets no token there: a debug token is exchanged with Google's App Check service, which the
 * emulators cannot reach), and `APP_CHECK_ENFORCEMENT=on|off` overrides either.
 *
 * The emulators cannot reach Google's JWKS endpoint either. In a demo project the verifier may be
 * given a local one (`jwksHost`, 127.0.0.1:port): the Admin SDK then runs its whole verification
 * (decoding, the header, audience, issuer and subject, the key fetched from the JWKS, the RS256
 * signature, the expiry), only its connection to firebaseappcheck.googleapis.com is made to the
 * local host instead (an HTTP agent, the SDK's `httpAgent` option).
 */
import { Agent } from 'node:https';
import { connect } from 'node:net';
import type { RequestHandler } from 'express';
import { getApp, getApps, initializeApp } from 'firebase-admin/app';
import { getAppCheck } from 'firebase-admin/app-check';
import { refusal } from '@meramot/domain/refusal';
import { refused } from './http';

export const APP_CHECK_HEADER = 'X-Firebase-AppCheck';

/** Resolves for a valid token, rejects otherwise. */
export type AppCheckVerifier = (token: string) => Promise<unknown>;

export interface AppCheckOptions {
  enforce: boolean;
  /** 127.0.0.1:port serving the JWKS in place of Google's (demo projects only). */
  jwksHost?: string;
}

/** Production's setting: enforced, except on the Functions emulator; the variable overrides. */
export function appCheckFromEnvironment(env: NodeJS.ProcessEnv = process.env): AppCheckOptions {
  const setting = env.APP_CHECK_ENFORCEMENT;
  const enforce = setting === 'on' || (setting !== 'off' && env.FUNCTIONS_EMULATOR !== 'true');
  return { enforce, jwksHost: env.APP_CHECK_JWKS_HOST };
}

/** An HTTPS agent whose every connection goes to `host` in plain HTTP: a local stand-in. */
export function localConnectionAgent(host: string): Agent {
  const [hostname = '', port = ''] = host.split(':');
  if (hostname !== '127.0.0.1' || !/^\d+$/.test(port)) {
    throw new Error(`A local JWKS host is 127.0.0.1:port, not ${host}`);
  }
  const agent = new Agent({ keepAlive: false });
  agent.createConnection = () => connect({ host: hostname, port: Number(port) });
  return agent;
}

/** The Admin SDK's verifyToken, on the default app, or on one whose JWKS is local. */
export function adminVerifier(jwksHost?: string): AppCheckVerifier {
  if (!jwksHost) return (token) => getAppCheck().verifyToken(token);
  const projectId = getApps()[0]?.options.projectId ?? process.env.GCLOUD_PROJECT ?? '';
  // Never in a real project: its tokens are verified against Google's keys only.
  if (!projectId.startsWith('demo-')) {
    throw new Error(`A local JWKS is for demo projects only, not ${projectId || 'this one'}`);
  }
  const name = `app-check-${jwksHost}`;
  const app = getApps().some((each) => each.name === name)
    ? getApp(name)
    : initializeApp({ projectId, httpAgent: localConnectionAgent(jwksHost) }, name);
  return (token) => getAppCheck(app).verifyToken(token);
}

/** The requests App Check guards: every write, and a search (it stores its ranking). */
export function needsAppCheck(method: string, path: string, query: Record<string, unknown>) {
  if (!['GET', 'HEAD', 'OPTIONS'].includes(method)) return true;
  return path === '/publicServices' && typeof query.search === 'string' && query.search !== '';
}

/** Refuses a guarded request without a valid token (401 appCheckRequired), when enforced. */
export function appCheckGuard(
  options: AppCheckOptions,
  verify: AppCheckVerifier = adminVerifier(options.jwksHost),
): RequestHandler {
  return (req, _res, next) => {
    if (!options.enforce || !needsAppCheck(req.method, req.path, req.query)) return next();
    const token = req.get(APP_CHECK_HEADER);
    if (!token) return next(refused(refusal('appCheckRequired')));
    verify(token).then(
      () => next(),
      () => next(refused(refusal('appCheckRequired'))),
    );
  };
}
