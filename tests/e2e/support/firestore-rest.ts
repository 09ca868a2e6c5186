/**
 * The Firestore emulator's own REST endpoint, called with a real ID token as any client on the
 * internet could call it: the security rules decide. (ID tokens and REST API calls come from
 * tests/support, shared with the API suite.)
 */
import { EMULATOR_HOSTS, PROJECT_ID } from '../../../harness/emulators';
import { DASHBOARD_PAGE_SIZE } from '@meramot/domain/list-limits';

export interface HttpAnswer {
  status: number;
  body: unknown;
  text: string;
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
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  return { status: response.status, body: parsed, text };
}

/**
 * A structured query on `bookings` filtered by one field, as the app's listeners ask it: with a
 * limit, which the rules require of every list (DASHBOARD_LIST_LIMIT).
 */
export function bookingsWhere(field: string, value: string) {
  return {
    structuredQuery: {
      from: [{ collectionId: 'bookings' }],
      where: {
        fieldFilter: { field: { fieldPath: field }, op: 'EQUAL', value: { stringValue: value } },
      },
      limit: DASHBOARD_PAGE_SIZE,
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
