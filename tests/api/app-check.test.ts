/**
 * App Check on the REST door (functions/src/app-check.ts), enforced, in this process: the API
 * with the Admin SDK's own verifier, whose JWKS request to firebaseappcheck.googleapis.com is
 * answered by a server on 127.0.0.1 holding a key made here. Tokens are signed with that key as
 * App Check signs its own (RS256, issuer, audience, subject, expiry).
 */
import { createSign, generateKeyPairSync, randomUUID } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APP_CHECK_HEADER,
  adminVerifier,
  appCheckFromEnvironment,
  localConnectionAgent,
} from '../../functions/src/app-check';
import { createApp } from '../../functions/src/app';
import { PROJECT_ID } from '../../harness/emulators';
import { callApi } from '../../harness/api-client';
import { adminDb, fingerprint } from '../../harness/firestore-admin';
import { seedAndSignIn } from '../support/seeded';
import type { Seeded } from '../support/seeded';

const KID = 'local-app-check-key';
const APP_ID = '1:000000000000:web:meramot';
const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const strangerKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });

let jwksServer: Server;
let jwksRequests = 0;
let apiServer: Server;
let base = '';
let seeded: Seeded;

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** An App Check token as the service issues one, signed with `key`. */
function appCheckToken(key: KeyObject, claims: Record<string, unknown> = {}, kid = KID): string {
  const now = Math.floor(Date.now() / 1000);
  const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid }));
  const payload = base64url(
    JSON.stringify({
      iss: 'https://firebaseappcheck.googleapis.com/000000000000',
      aud: ['projects/000000000000', `projects/${PROJECT_ID}`],
      sub: APP_ID,
      iat: now,
      exp: now + 3600,
      ...claims,
    }),
  );
  const signature = createSign('RSA-SHA256').update(`${header}.${payload}`).sign(key);
  return `${header}.${payload}.${base64url(signature)}`;
}

beforeAll(async () => {
  seeded = await seedAndSignIn();
  jwksServer = createServer((req, res) => {
    jwksRequests += 1;
    const jwk = { ...keys.publicKey.export({ format: 'jwk' }), kid: KID, alg: 'RS256', use: 'sig' };
    res.writeHead(req.url === '/v1/jwks' ? 200 : 404, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  const jwksHost = `127.0.0.1:${(jwksServer.address() as AddressInfo).port}`;
  const app = createApp({ appCheck: { enforce: true, jwksHost } });
  // As Cloud Functions calls the app: the body read first and kept as rawBody.
  apiServer = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => app(Object.assign(req, { rawBody: Buffer.concat(chunks) }), res));
  });
  await new Promise<void>((resolve) => apiServer.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(apiServer.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => apiServer.close(resolve));
  await new Promise((resolve) => jwksServer.close(resolve));
});

const letter = () => ({
  name: 'Sadia Rahman',
  email: 'sadia@example.com',
  phone: '+8801911000003',
  date: '2026-12-24',
  message: `App Check ${randomUUID()}`,
});

const appointment = (headers: Record<string, string> = {}) =>
  callApi<{ insertedId: string; code?: string }>('/appointment', {
    base,
    method: 'POST',
    body: letter(),
    headers,
  });

describe('App Check enforced on the REST door', () => {
  it('refuses an appointment without a token, 401 appCheckRequired, writing nothing', async () => {
    const before = await fingerprint();
    const answer = await appointment();
    expect(answer.status).toBe(401);
    expect(answer.json).toMatchObject({
      code: 'appCheckRequired',
      error: 'This request must come from the Meramot app: reload the page and try again',
    });
    expect(await fingerprint()).toEqual(before);
  });

  it.each([
    ['signed with another key', () => appCheckToken(strangerKeys.privateKey)],
    ['naming a key the JWKS does not have', () => appCheckToken(keys.privateKey, {}, 'other')],
    ['expired', () => appCheckToken(keys.privateKey, { iat: 1_000_000_000, exp: 1_000_003_600 })],
    ['for another project', () => appCheckToken(keys.privateKey, { aud: ['projects/other'] })],
    ['from another issuer', () => appCheckToken(keys.privateKey, { iss: 'https://example.com/' })],
    ['not a token', () => 'not-a-token'],
  ])('refuses a token %s, writing nothing', async (_case, token) => {
    const before = await fingerprint();
    const answer = await appointment({ [APP_CHECK_HEADER]: token() });
    expect(answer.status).toBe(401);
    expect(answer.json?.code).toBe('appCheckRequired');
    expect(await fingerprint()).toEqual(before);
  });

  it('accepts an appointment with a valid token, verified against the local JWKS', async () => {
    const answer = await appointment({ [APP_CHECK_HEADER]: appCheckToken(keys.privateKey) });
    expect(answer.status).toBe(200);
    expect((await adminDb().doc(`appointments/${answer.json.insertedId}`).get()).exists).toBe(true);
    expect(jwksRequests).toBeGreaterThan(0);
  });

  it('guards a search, which stores its ranking, but not a plain listing', async () => {
    const rankings = async () =>
      (await adminDb().collection('searchRankings').count().get()).data().count;
    const before = await rankings();
    const refusedSearch = await callApi<{ code: string }>(`/publicServices?search=pipe`, { base });
    expect(refusedSearch.status).toBe(401);
    expect(refusedSearch.json.code).toBe('appCheckRequired');
    expect(await rankings()).toBe(before);

    const search = await callApi(`/publicServices?search=pipe`, {
      base,
      headers: { [APP_CHECK_HEADER]: appCheckToken(keys.privateKey) },
    });
    expect(search.status).toBe(200);
    expect((await callApi('/publicServices?limit=6', { base })).status).toBe(200);
  });

  it("refuses an admin's write without a token, and takes it with one", async () => {
    const admin = seeded.users.tanvir?.idToken ?? '';
    const config = adminDb().doc('config/commission');
    const before = (await config.get()).data();
    const put = (headers: Record<string, string>) =>
      callApi('/admin/commission', {
        base,
        method: 'PUT',
        token: admin,
        body: { rateBps: 1000 },
        headers,
      });
    expect((await put({})).status).toBe(401);
    expect((await config.get()).data()).toEqual(before);
    expect((await put({ [APP_CHECK_HEADER]: appCheckToken(keys.privateKey) })).status).toBe(200);
  });
});

describe('App Check configuration', () => {
  it('is enforced in production, off on the Functions emulator, and set by APP_CHECK_ENFORCEMENT', () => {
    expect(appCheckFromEnvironment({}).enforce).toBe(true);
    expect(appCheckFromEnvironment({ FUNCTIONS_EMULATOR: 'true' }).enforce).toBe(false);
    expect(
      appCheckFromEnvironment({ FUNCTIONS_EMULATOR: 'true', APP_CHECK_ENFORCEMENT: 'on' }).enforce,
    ).toBe(true);
    expect(appCheckFromEnvironment({ APP_CHECK_ENFORCEMENT: 'off' }).enforce).toBe(false);
  });

  it('takes a local JWKS only on 127.0.0.1, in the demo project', () => {
    expect(() => localConnectionAgent('example.com:443')).toThrow(/127\.0\.0\.1/);
    expect(() => localConnectionAgent('127.0.0.1:https')).toThrow(/127\.0\.0\.1/);
    expect(PROJECT_ID).toMatch(/^demo-/);
    expect(() => adminVerifier('127.0.0.1:1')).not.toThrow();
  });
});
