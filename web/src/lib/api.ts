/**
 * Calls to the REST API of docs/product.md §7, served by the `api` function under /api (the hosting
 * rewrite). Signed-in calls carry the user's ID token; the session cookie rides along too.
 */
import { isRefusal } from '@meramot/domain/refusal';
import type { Refusal } from '@meramot/domain/refusal';

/** A refusal of the API: its status, its English `error`, and its refusal when it names one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly refusal?: Refusal,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /**
   * A write that may safely run twice (POST /jwt, /logout, a create with its Idempotency-Key):
   * retried once after a 503 like a read.
   */
  idempotent?: boolean;
  /** Headers of the request besides the ones apiFetch sets (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
}

/** The longest Retry-After the one retry waits for; a longer one fails the call at once. */
export const MAX_RETRY_WAIT_MS = 10_000;
/** The wait before the retry when a 503 names none. */
const DEFAULT_RETRY_WAIT_MS = 1_000;

/** Retry-After in milliseconds (delta-seconds or an HTTP date); null when absent or unreadable. */
function retryAfterOf(response: Response): number | null {
  const value = response.headers.get('Retry-After')?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now());
}

function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    });
  });
}

/**
 * fetch, and once more after a 503 (the API's deadline passed, or the function was busy) when
 * the call may run twice, after the wait its Retry-After asks for. If that answer fails too, the
 * caller shows its error as for any other failure.
 */
async function fetchRetryingOnce(url: string, init: RequestInit, retry: boolean) {
  const first = await fetch(url, init);
  if (!retry || first.status !== 503) return first;
  const wait = retryAfterOf(first) ?? DEFAULT_RETRY_WAIT_MS;
  if (wait > MAX_RETRY_WAIT_MS) return first;
  await pause(wait, init.signal ?? undefined);
  return fetch(url, init);
}

async function answerOf<T>(response: Response): Promise<T> {
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const body = (payload ?? {}) as { error?: unknown; code?: unknown; params?: unknown };
    const message =
      body.error === undefined ? `Request failed (${response.status})` : String(body.error);
    const refusal = { code: body.code, ...(body.params !== undefined && { params: body.params }) };
    throw new ApiError(response.status, message, isRefusal(refusal) ? refusal : undefined);
  }
  return payload as T;
}

/** App Check's header, loaded with its module only when a write or a search needs it. */
async function appCheckHeaders(): Promise<Record<string, string>> {
  const { appCheckHeaders: headers } = await import('./app-check');
  return headers();
}

export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const headers: Record<string, string> = { ...request.headers, Accept: 'application/json' };
  // Loaded on the first signed-in call: the public pages never need Auth's code for theirs.
  const { auth } = await import('./firebase');
  const token = await auth.currentUser?.getIdToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  const method = request.method ?? 'GET';
  // Every write proves it comes from this app (App Check, functions/src/app-check.ts).
  if (method !== 'GET') Object.assign(headers, await appCheckHeaders());
  const response = await fetchRetryingOnce(
    `/api${path}`,
    {
      method,
      headers,
      credentials: 'include',
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: request.signal,
    },
    method === 'GET' || request.idempotent === true,
  );
  return answerOf<T>(response);
}

/**
 * A public read (the catalogue, a service's details): no token and no cookie, so the answer is
 * the same for everyone and the Hosting CDN may serve it. `no-cache`: the browser revalidates
 * its copy rather than reusing it for the answer's max-age, so a provider who just added or
 * deleted a service does not see this browser's older list.
 */
export async function publicFetch<T>(
  path: string,
  signal?: AbortSignal,
): Promise<{ data: T; headers: Headers }> {
  // A search stores its ranking: it proves it comes from this app (App Check).
  const searches = /[?&]search=[^&]/.test(path);
  const headers = { Accept: 'application/json', ...(searches ? await appCheckHeaders() : {}) };
  const response = await fetchRetryingOnce(
    `/api${path}`,
    { headers, credentials: 'omit', cache: 'no-cache', signal },
    true,
  );
  return { data: await answerOf<T>(response), headers: response.headers };
}
