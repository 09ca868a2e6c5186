/**
 * Real Firebase ID tokens from the Auth emulator's REST API, as a browser would get them.
 * Shared by the API and browser suites.
 */
import { EMULATOR_HOSTS, PROJECT_ID } from './emulators';
import { SEED_ACCOUNTS } from './seed-data';
import { pollUntil } from './poll';

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
    email: typeof payload.email === 'string' ? payload.email : '',
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
  phoneNumber?: string,
): Promise<SignedIn> {
  const created = await identityToolkit('signUp', { email, password, displayName });
  // A number verified by code (as My Profile links it): the next token carries phone_number.
  if (phoneNumber !== undefined) await setPhoneNumber(created.uid, phoneNumber);
  return signIn(email, password);
}

/** Marks `uid`'s e-mail address verified, as opening Auth's verification link does. */
export async function setEmailVerified(uid: string): Promise<void> {
  await updateAccount({ localId: uid, emailVerified: true });
}

/** Takes the phone provider off `uid`, as the client SDK's unlink(user, 'phone') does. */
export async function unlinkPhone(uid: string): Promise<void> {
  await updateAccount({ localId: uid, deleteProvider: ['phone'] });
}

/** Gives `uid` a verified phone number (E.164), as linking it by code does. */
export async function setPhoneNumber(uid: string, phoneNumber: string): Promise<void> {
  await updateAccount({ localId: uid, phoneNumber });
}

/** The Auth emulator's accounts:update, as the project's owner. */
async function updateAccount(body: Record<string, unknown>): Promise<void> {
  const response = await fetch(
    `http://${authHost()}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`,
    {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    },
  );
  if (!response.ok) {
    throw new Error(`accounts:update failed (${response.status}): ${await response.text()}`);
  }
}

/** The codes the Auth emulator sent, as its REST listing answers them (newest last). */
export async function verificationCodes(): Promise<{ phoneNumber: string; code: string }[]> {
  const response = await fetch(
    `http://${authHost()}/emulator/v1/projects/${PROJECT_ID}/verificationCodes`,
  );
  const payload = (await response.json()) as {
    verificationCodes?: { phoneNumber: string; code: string }[];
  };
  return payload.verificationCodes ?? [];
}

/**
 * The newest code the Auth emulator sent to `phoneNumber` once it has sent more than `after`
 * codes there, read as a person reads the SMS; polls up to 15 s.
 */
export async function waitForCode(phoneNumber: string, after = 0): Promise<string> {
  const sent = await pollUntil(
    async () => (await verificationCodes()).filter((c) => c.phoneNumber === phoneNumber),
    (codes) => codes.length > after,
    { timeoutMs: 15_000, intervalMs: 200 },
  );
  const newest = sent.at(-1);
  if (sent.length <= after || !newest) {
    throw new Error(`The Auth emulator sent no code to ${phoneNumber}`);
  }
  return newest.code;
}

/** How many codes the Auth emulator has sent to `phoneNumber`. */
export async function codesSentTo(phoneNumber: string): Promise<number> {
  return (await verificationCodes()).filter((c) => c.phoneNumber === phoneNumber).length;
}

/**
 * Signs in with a mobile number and the code the Auth emulator "sent" (read from its listing),
 * as the app's phone sign-in does; creates the account on its first sign-in. Its email is ''.
 */
export async function signInWithPhone(phoneNumber: string): Promise<SignedIn> {
  const sent = await fetch(
    `http://${authHost()}/identitytoolkit.googleapis.com/v1/accounts:sendVerificationCode?key=${API_KEY}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ phoneNumber, recaptchaToken: 'emulator' }),
    },
  );
  const { sessionInfo } = (await sent.json()) as { sessionInfo?: string };
  if (!sent.ok || !sessionInfo) throw new Error(`sendVerificationCode failed (${sent.status})`);
  const code = (await verificationCodes()).filter((c) => c.phoneNumber === phoneNumber).at(-1);
  if (!code) throw new Error(`The Auth emulator lists no code for ${phoneNumber}`);
  const signedIn = await identityToolkit('signInWithPhoneNumber', { sessionInfo, code: code.code });
  return { ...signedIn, email: '' };
}

/** Signs in one of the seed accounts of harness/seed-data.ts by its key ('rahim', 'farhana'…). */
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
