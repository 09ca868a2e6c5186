/** POST /jwt and POST /logout: the `__session` cookie, and calls authenticated by it. */
import { getAuth } from 'firebase-admin/auth';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Service } from '@meramot/domain/entities';
import { adminApp } from '../../harness/seed';
import { callApi, cookieFrom } from '../../harness/api-client';
import { signUp } from '../../harness/id-token';
import { seedAndSignIn } from '../support/seeded';
import type { Seeded } from '../support/seeded';
import { refusedBody } from '../support/refusals';

let seeded: Seeded;

beforeAll(async () => {
  seeded = await seedAndSignIn();
});

const token = (key: string) => seeded.users[key]?.idToken ?? '';

async function sessionFor(key: string, email: string): Promise<string> {
  const result = await callApi('/jwt', { method: 'POST', token: token(key), body: { email } });
  expect(result.status).toBe(200);
  const cookie = cookieFrom(result);
  if (!cookie) throw new Error('POST /jwt set no __session cookie');
  return cookie;
}

describe('POST /jwt', () => {
  it('sets an HttpOnly, Secure, SameSite=Strict __session cookie for the whole site', async () => {
    const result = await callApi('/jwt', {
      method: 'POST',
      token: token('rahim'),
      body: { email: 'rahim@meramot.test' },
    });
    expect(result.status).toBe(200);
    expect(result.json).toEqual({ success: true });
    const [setCookie] = result.headers.getSetCookie();
    expect(setCookie).toMatch(
      /^__session=[^;\s]+; Max-Age=432000; Path=\/; HttpOnly; Secure; SameSite=Strict$/,
    );
  });

  it('answers 403 for an email that is not the signed-in one, and sets nothing', async () => {
    const result = await callApi('/jwt', {
      method: 'POST',
      token: token('rahim'),
      body: { email: 'nasrin@meramot.test' },
    });
    expect(result.status).toBe(403);
    expect(result.json).toEqual(refusedBody('emailNotOwn', { name: 'email' }));
    expect(result.headers.getSetCookie()).toEqual([]);
  });

  it('answers 400 without an email, 401 without an ID token', async () => {
    const missing = await callApi('/jwt', { method: 'POST', token: token('rahim'), body: {} });
    expect(missing.status).toBe(400);
    expect(missing.json).toMatchObject({ error: 'Email is required' });
    const anonymous = await callApi('/jwt', {
      method: 'POST',
      body: { email: 'rahim@meramot.test' },
    });
    expect(anonymous.status).toBe(401);
    const cookieOnly = await callApi('/jwt', {
      method: 'POST',
      cookie: await sessionFor('rahim', 'rahim@meramot.test'),
      body: { email: 'rahim@meramot.test' },
    });
    expect(cookieOnly.status).toBe(401);
    expect(cookieOnly.json).toEqual(refusedBody('sessionNeedsIdToken'));
  });
});

describe('the session cookie', () => {
  it('authenticates calls without a Bearer token, directly and through /api', async () => {
    const cookie = await sessionFor('nasrin', 'nasrin@meramot.test');
    for (const path of ['/allServices', '/api/allServices']) {
      const result = await callApi<Service[]>(`${path}?email=nasrin@meramot.test`, { cookie });
      expect(result.status, path).toBe(200);
      expect(result.json.every((s) => s.provider.email === 'nasrin@meramot.test')).toBe(true);
    }
  });

  it('is rejected with 401 when forged, but a public path ignores it', async () => {
    const cookie = '__session=forged.cookie.value';
    const own = await callApi('/allServices?email=nasrin@meramot.test', { cookie });
    expect(own.status).toBe(401);
    expect(own.json).toEqual(refusedBody('sessionInvalid'));
    expect((await callApi('/publicServices', { cookie })).status).toBe(200);
    // A visitor with a stale cookie can still send an appointment.
    const letter = await callApi('/appointment', {
      method: 'POST',
      cookie,
      body: { name: 'A Visitor', phone: '01711000000', date: '2026-12-01', message: 'Hello' },
    });
    expect(letter.status).toBe(200);
  });

  it('stops working once the user is signed out everywhere (refresh tokens revoked)', async () => {
    const user = await signUp('session-user@meramot.test', 'Session1', 'Session User');
    const result = await callApi('/jwt', {
      method: 'POST',
      token: user.idToken,
      body: { email: user.email },
    });
    const cookie = cookieFrom(result) ?? '';
    const list = () => callApi(`/allServices?email=${user.email}`, { cookie });
    expect((await list()).status).toBe(200);
    // Revocation counts in whole seconds after the sign-in.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await getAuth(adminApp()).revokeRefreshTokens(user.uid);
    const revoked = await list();
    expect(revoked.status).toBe(401);
    expect(revoked.json).toEqual(refusedBody('sessionInvalid'));
  });
});

describe('POST /logout', () => {
  it('clears the cookie', async () => {
    const cookie = await sessionFor('rahim', 'rahim@meramot.test');
    const result = await callApi('/logout', { method: 'POST', cookie });
    expect(result.status).toBe(200);
    expect(result.json).toEqual({ success: true });
    expect(result.headers.getSetCookie()).toEqual([
      '__session=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Strict',
    ]);
  });

  it('answers 200 when nobody is signed in', async () => {
    const result = await callApi('/logout', { method: 'POST' });
    expect(result.status).toBe(200);
    expect(result.json).toEqual({ success: true });
  });
});
