/**
 * HTTP calls to the `api` function in the emulator, with the knobs the tests need: a token or a
 * cookie, a JSON or raw body, any content type and origin. Shared by the API and browser suites.
 * Every answer is checked against the document the API serves (openapi-answers.ts).
 */
import { API_URL } from './emulators';
import { answerCheckerOf } from './openapi-answers';
import type { AnswerChecker, OpenApiDocument } from './openapi-answers';

export interface ApiCall {
  method?: string;
  /** A Firebase ID token, sent as `Authorization: Bearer`. */
  token?: string;
  /** The whole Cookie header, e.g. `__session=…`. */
  cookie?: string;
  /** Sent as JSON with `Content-Type: application/json` unless `contentType` says otherwise. */
  body?: unknown;
  /** Sent exactly as given (for malformed or oversized bodies). */
  rawBody?: string;
  contentType?: string;
  origin?: string;
  headers?: Record<string, string>;
  /** Where the API is: the function itself (default) or the hosting origin + '/api'. */
  base?: string;
  /** 'manual' to see a redirect instead of following it. */
  redirect?: RequestRedirect;
  /** Skips the check against the document: only for a call that is not the API's (none yet). */
  unchecked?: boolean;
}

export interface ApiResult<T = unknown> {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed JSON body, or undefined when the body is not JSON. */
  json: T;
}

/** The function's URL; `/api` + path reaches the same handlers the way the hosting rewrite does. */
export const FUNCTION_URL = API_URL;

let servedChecker: Promise<AnswerChecker> | null = null;

/** The checker of the document the API serves now, fetched once per test file. */
function checkerOfServedDocument(): Promise<AnswerChecker> {
  servedChecker ??= fetch(`${FUNCTION_URL}/openapi.json`)
    .then((response) => response.json() as Promise<OpenApiDocument>)
    .then(answerCheckerOf);
  return servedChecker;
}

/** Throws when an answer is not as /api/openapi.json documents it (status, body, cache policy). */
export async function expectDocumented(
  method: string,
  path: string,
  result: ApiResult,
): Promise<void> {
  const problems = (await checkerOfServedDocument()).problemsOf({ method, path, ...result });
  if (problems.length > 0) {
    throw new Error(`The answer is not as /api/openapi.json documents it:\n${problems.join('\n')}`);
  }
}

export async function callApi<T = unknown>(
  path: string,
  call: ApiCall = {},
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { ...call.headers };
  if (call.token !== undefined) headers.Authorization = `Bearer ${call.token}`;
  if (call.cookie !== undefined) headers.Cookie = call.cookie;
  if (call.origin !== undefined) headers.Origin = call.origin;
  let body: string | undefined;
  if (call.rawBody !== undefined) body = call.rawBody;
  else if (call.body !== undefined) body = JSON.stringify(call.body);
  if (body !== undefined) headers['Content-Type'] = call.contentType ?? 'application/json';
  else if (call.contentType !== undefined) headers['Content-Type'] = call.contentType;

  const response = await fetch(`${call.base ?? FUNCTION_URL}${path}`, {
    method: call.method ?? 'GET',
    headers,
    body,
    redirect: call.redirect ?? 'follow',
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  const result = { status: response.status, headers: response.headers, text, json: json as T };
  if (call.unchecked !== true) await expectDocumented(call.method ?? 'GET', path, result);
  return result;
}

/** The `name=value` of a Set-Cookie header, to send back as a Cookie header. */
export function cookieFrom(result: ApiResult, name = '__session'): string | undefined {
  const setCookie = result.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  return setCookie?.split(';')[0];
}

/** True when a body shows a stack trace (a frame like "at fn (file.js:1:2)"). */
export function hasStackTrace(text: string): boolean {
  return /\bat\s+\S*\s*\(?[^\s()]+:\d+:\d+\)?/.test(text) || text.includes('node_modules');
}

/**
 * callApi as every client calls a create it may repeat (web/src/lib/api.ts): once more after a
 * 503 (nothing was written) or a 504 (a commit not confirmed yet, which may land), once its
 * Retry-After has passed. A test through it with an Idempotency-Key also proves that the repeat
 * writes nothing new.
 */
export async function callApiRetrying<T = unknown>(
  path: string,
  call: ApiCall = {},
): Promise<ApiResult<T>> {
  const first = await callApi<T>(path, call);
  if (first.status !== 503 && first.status !== 504) return first;
  const waitSeconds = Number(first.headers.get('Retry-After') ?? 1);
  await new Promise((resolve) => setTimeout(resolve, waitSeconds * 1000));
  return callApi<T>(path, call);
}
