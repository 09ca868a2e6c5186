/**
 * The product seen from outside the browser: real ID tokens from the Auth emulator, the REST API
 * of the `api` function and the Firestore emulator's own REST endpoint, each called as a stranger
 * with a token would call it.
 */
import { API_URL, EMULATOR_HOSTS, PROJECT_ID } from '../../../scripts/emulators';
import { SEED_ACCOUNTS } from '../../../scripts/seed-data';

const API_KEY = 'demo-api-key';

export interface SignedIn {
  idToken: string;
  uid: string;
  email: string;
}

/** Signs a seed account in through the Auth emulator's REST API and returns its ID token. */
export async function signInWithPassword(email: string, password: string): Promise<SignedIn> {
  const response = await fetch(
    `http://${EMULATOR_HOSTS.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${API_KEY}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string; localId?: string; error?: unknown };
  if (!response.ok || !body.idToken || !body.localId) {
    throw new Error(`Auth emulator sign-in of ${email} failed: ${JSON.stringify(body)}`);
  }
  return { idToken: body.idToken, uid: body.localId, email };
}

export function seedAccount(key: string) {
  const account = SEED_ACCOUNTS.find((a) => a.key === key);
  if (!account) throw new Error(`No seed account ${key}`);
  return account;
}

export function signInSeed(key: string): Promise<SignedIn> {
  const account = seedAccount(key);
  return signInWithPassword(account.email, account.password);
}

export interface HttpAnswer {
  status: number;
  body: unknown;
  text: string;
}

async function answer(response: Response): Promise<HttpAnswer> {
  const text = await response.text();
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  return { status: response.status, body, text };
}

/** Calls the REST API (SPEC.md §7) directly on the functions emulator. */
export async function callApi(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<HttpAnswer> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${API_URL}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return answer(response);
}

const DOCUMENTS = `http://${EMULATOR_HOSTS.firestore}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;

/** Calls the Firestore emulator's REST endpoint as a signed-in client: security rules apply. */
export async function callFirestore(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  token: string,
  body?: unknown,
): Promise<HttpAnswer> {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${DOCUMENTS}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return answer(response);
}

/** A structured query on `bookings` filtered by one field, as the app's listeners ask it. */
export function bookingsWhere(field: string, value: string) {
  return {
    structuredQuery: {
      from: [{ collectionId: 'bookings' }],
      where: {
        fieldFilter: { field: { fieldPath: field }, op: 'EQUAL', value: { stringValue: value } },
      },
    },
  };
}

/**
 * A commit that sets a booking's status the way the app does: only `serviceStatus`, with
 * `updatedAt` from the server clock (the rules want both and nothing else).
 */
export function statusChangeCommit(bookingId: string, status: string) {
  return {
    writes: [
      {
        update: {
          name: `projects/${PROJECT_ID}/databases/(default)/documents/bookings/${bookingId}`,
          fields: { serviceStatus: { stringValue: status } },
        },
        updateMask: { fieldPaths: ['serviceStatus'] },
        updateTransforms: [{ fieldPath: 'updatedAt', setToServerValue: 'REQUEST_TIME' }],
        currentDocument: { exists: true },
      },
    ],
  };
}

/** The gRPC-style status string of a Firestore REST error, e.g. PERMISSION_DENIED. */
export function firestoreErrorStatus(answered: HttpAnswer): string | undefined {
  const body = answered.body as
    { error?: { status?: string } } | { error?: { status?: string } }[] | null;
  const error = Array.isArray(body) ? body[0]?.error : body?.error;
  return error?.status;
}
