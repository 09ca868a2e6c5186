/**
 * Calls to the REST API of SPEC.md §7, served by the `api` function under /api (the hosting
 * rewrite). Signed-in calls carry the user's ID token; the session cookie rides along too.
 */

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

async function answerOf<T>(response: Response): Promise<T> {
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message =
      payload && typeof payload === 'object' && 'error' in payload
        ? String((payload as { error: unknown }).error)
        : `Request failed (${response.status})`;
    throw new ApiError(response.status, message);
  }
  return payload as T;
}

export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  // Loaded on the first signed-in call: the public pages never need Auth's code for theirs.
  const { auth } = await import('./firebase');
  const token = await auth.currentUser?.getIdToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`/api${path}`, {
    method: request.method ?? 'GET',
    headers,
    credentials: 'include',
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
    signal: request.signal,
  });
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
  const response = await fetch(`/api${path}`, {
    headers: { Accept: 'application/json' },
    credentials: 'omit',
    cache: 'no-cache',
    signal,
  });
  return { data: await answerOf<T>(response), headers: response.headers };
}
