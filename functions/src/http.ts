/** The HTTP vocabulary of the API: errors with a status, replies, and reading a JSON body. */
import type { Response } from 'express';
import type { Request } from 'firebase-functions/v2/https';
import { MAX_REQUEST_BODY_BYTES } from '@meramot/domain/constants';

export type ApiRequest = Request;
export type ApiResponse = Response;

/** A rejection the caller sees as `{error: message}` with `status`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string) => new ApiError(400, message);
export const unauthorized = (message: string) => new ApiError(401, message);
export const forbidden = (message: string) => new ApiError(403, message);
export const notFound = (message: string) => new ApiError(404, message);

export interface Reply {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** application/json or any application/*+json, in UTF-8 (the only charset JSON allows). */
export function isJsonContentType(header: string | undefined): boolean {
  if (!header) return false;
  const [mediaType = '', ...params] = header.split(';').map((part) => part.trim().toLowerCase());
  if (mediaType !== 'application/json' && !/^application\/[\w.+-]+\+json$/.test(mediaType)) {
    return false;
  }
  const charset = params.find((p) => p.startsWith('charset='))?.slice('charset='.length);
  return charset === undefined || charset.replace(/"/g, '') === 'utf-8';
}

/** The bytes of the body as sent. The platform has usually parsed it already and kept these. */
function rawBodyOf(req: ApiRequest): Buffer | null {
  const raw: unknown = req.rawBody;
  if (Buffer.isBuffer(raw)) return raw;
  if (Buffer.isBuffer(req.body)) return req.body;
  if (typeof req.body === 'string') return Buffer.from(req.body, 'utf8');
  return null;
}

/**
 * The JSON body of a request, or undefined when it has none. Too large: 413; not JSON: 415;
 * not parseable: 400. Parsed from the raw bytes, so the platform's own parsing does not matter.
 */
export function readJsonBody(req: ApiRequest): unknown {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > MAX_REQUEST_BODY_BYTES) throw tooLarge();
  const raw = rawBodyOf(req);
  if (raw === null) {
    // Parsed without the raw bytes being kept: trust the parse only if it was JSON.
    const parsed: unknown = req.body;
    const empty =
      parsed === undefined ||
      (typeof parsed === 'object' && parsed !== null && Object.keys(parsed).length === 0);
    if (empty) return undefined;
    if (!isJsonContentType(req.headers['content-type'])) throw unsupportedType();
    return parsed;
  }
  if (raw.length > MAX_REQUEST_BODY_BYTES) throw tooLarge();
  if (raw.length === 0) return undefined;
  if (!isJsonContentType(req.headers['content-type'])) throw unsupportedType();
  try {
    return JSON.parse(raw.toString('utf8')) as unknown;
  } catch {
    throw badRequest('Malformed JSON body');
  }
}

const tooLarge = () =>
  new ApiError(413, `Request body must be at most ${MAX_REQUEST_BODY_BYTES} bytes`);
const unsupportedType = () => new ApiError(415, 'Content-Type must be application/json');

/** One value of a query parameter; a repeated parameter is ambiguous and rejected. */
export function singleParam(query: URLSearchParams, name: string): string | undefined {
  const values = query.getAll(name);
  if (values.length > 1) throw badRequest(`${name} must be given once`);
  return values[0];
}

/** Emails compare case-insensitively: Firebase Auth stores them lower-cased. */
export function sameEmail(a: string | null | undefined, b: string | null | undefined): boolean {
  return !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** Cookie header → name/value pairs (the first of a repeated name wins). */
export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    const name = part.slice(0, at).trim();
    if (!cookies.has(name)) cookies.set(name, part.slice(at + 1).trim());
  }
  return cookies;
}
