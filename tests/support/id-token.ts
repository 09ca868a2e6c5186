/**
 * Real Firebase ID tokens from the Auth emulator's REST API, as a browser would get them.
 * Shared by the API and browser suites.
 */
import { EMULATOR_HOSTS, PROJECT_ID } from '../../scripts/emulators';
import { SEED_ACCOUNTS } from '../../scripts/seed-data';

export interface SignedIn {
  uid: string;
  email: string;
  idToken: string;
  refreshToken: string;
}

/** The emulator accepts any API key. */
const API_KEY = 'emulator-api-key';

function authHost(): string {
  return process.env.FIREBASE_AUTH_EMULATOR_HOST ?? EMULATOR_HOSTS.auth;
}

async function identityToolkit(method: string, body: Record<string, unknown>): Promise<SignedIn> {
  const response = await fetch(
    `http://${authHost()}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=${API_KEY}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...body, returnSecureToken: true }),
    },
  );
  const payload = (await response.json()) as Record<string, unknown>;
  if (!response.ok) {
    throw new Error(`accounts:${method} failed (${response.status}): ${JSON.stringify(payload)}`);
  }
  return {
    uid: String(payload.localId),
    email: String(payload.email),
    idToken: String(payload.idToken),
    refreshToken: String(payload.refreshToken),
  };
}

/** Signs in with email and password. */
export function signIn(email: string, password: string): Promise<SignedIn> {
  return identityToolkit('signInWithPassword', { email, password });
}

/**
 * Creates an account (with a display name, as Register does) and signs it in. The Auth emulator
 * stamps a new account's first token with the time its request began, and the account's
 * validSince a moment later, both in whole seconds: across a second's turn that token counts as
 * revoked (the API checks revocation). A sign-in right after gets a token from after both.
 */
export async function signUp(
  email: string,
  password: string,
  displayName?: string,
): Promise<SignedIn> {
  await identityToolkit('signUp', { email, password, displayName });
  return signIn(email, password);
}

/** Signs in one of the seed accounts of scripts/seed-data.ts by its key ('rahim', 'farhana'…). */
export function signInSeedAccount(key: string): Promise<SignedIn> {
  const account = SEED_ACCOUNTS.find((a) => a.key === key);
  if (!account) throw new Error(`No seed account ${key}`);
  return signIn(account.email, account.password);
}

/** Signs in every seed account; keyed like SEED_ACCOUNTS. */
export async function signInSeedAccounts(): Promise<Record<string, SignedIn>> {
  const entries = await Promise.all(
    SEED_ACCOUNTS.map(async (a) => [a.key, await signIn(a.email, a.password)] as const),
  );
  return Object.fromEntries(entries);
}

/**
 * `idToken` with some claims changed, e.g. an older auth_time. The Auth emulator signs nothing
 * (its tokens say alg "none"), so the Admin SDK and the emulator take such a token as they take
 * the ones the emulator issues.
 */
export function withClaims(idToken: string, claims: Record<string, unknown>): string {
  const [header = '', payload = ''] = idToken.split('.');
  const decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as object;
  const changed = Buffer.from(JSON.stringify({ ...decoded, ...claims })).toString('base64url');
  return `${header}.${changed}.`;
}

/**
 * Sets when `uid`'s tokens start being valid (what revokeRefreshTokens moves to now), through
 * the emulator's REST API: an earlier time lets a token with an old auth_time through.
 */
export async function setTokensValidAfter(uid: string, seconds: number): Promise<void> {
  const response = await fetch(
    `http://${authHost()}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`,
    {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ localId: uid, validSince: String(seconds) }),
    },
  );
  if (!response.ok) throw new Error(`accounts:update failed (${response.status})`);
}
