/**
 * What every path shares, as Express middleware: the response headers, the hosting rewrite's
 * /api prefix, the JSON body, 405 and 404, and the one error handler.
 */
import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import { logger } from 'firebase-functions/v2';
import { MAX_REQUEST_BODY_BYTES } from '@meramot/domain/constants';
import { illFormedTextPath } from '@meramot/domain/formats';
import { refusal } from '@meramot/domain/refusal';
import { isPastDeadline } from './deadline';
import { ApiError, refused } from './http';
import { englishOf } from './refusals';

/** Answers depend on who asks: no shared cache may keep them. */
export const responseHeaders: RequestHandler = (_req, res, next) => {
  res.set({ 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
  next();
};

const API_PREFIX = /^\/api(?=[/?]|$)/;

/** The hosting rewrite passes /api/<path>, a direct call /<path>: both reach the same route. */
export const stripApiPrefix: RequestHandler = (req, _res, next) => {
  if (API_PREFIX.test(req.url)) {
    const rest = req.url.slice('/api'.length);
    req.url = rest.startsWith('/') ? rest : `/${rest}`;
  }
  next();
};

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

const tooLarge = () => refused(refusal('bodyTooLarge', { max: MAX_REQUEST_BODY_BYTES }));
const unsupportedType = () => refused(refusal('contentTypeJson'));

/** The bytes of the body as sent. The platform has usually parsed it already and kept these. */
function rawBodyOf(req: Request): Buffer | null {
  const raw: unknown = 'rawBody' in req ? req.rawBody : undefined;
  if (Buffer.isBuffer(raw)) return raw;
  if (Buffer.isBuffer(req.body)) return req.body;
  if (typeof req.body === 'string') return Buffer.from(req.body, 'utf8');
  return null;
}

/** Parsed from the raw bytes, so whatever the platform's own parsing made of them does not matter. */
function readJsonBody(req: Request): unknown {
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
    throw refused(refusal('malformedJson'));
  }
}

/**
 * For the routes that read a body: req.body becomes its JSON, or undefined without one. Too
 * large: 413; not JSON: 415; not parseable: 400.
 */
export const jsonBody: RequestHandler = (req, _res, next) => {
  const body = readJsonBody(req);
  // Any string at any depth (a bill's lines, a schedule's days off, keys too): one that
  // Firestore cannot hold is a 400 here, never a failed write (a 500) later.
  const illFormed = illFormedTextPath(body);
  if (illFormed !== null) {
    throw refused(refusal('textNotWellFormed', { name: illFormed || 'Request body' }));
  }
  req.body = body;
  next();
};

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const shown = (text: string) => (text.length > 200 ? `${text.slice(0, 200)}…` : text);

/**
 * The last handler of every route, given the methods the route serves: OPTIONS answers them in
 * Allow (HEAD comes with GET), any other method is 405 with the same Allow.
 */
export function otherMethods(...served: Method[]): RequestHandler {
  const allow = [...served, ...(served.includes('GET') ? ['HEAD'] : []), 'OPTIONS'].join(', ');
  return (req, res) => {
    if (req.method === 'OPTIONS') {
      res.set('Allow', allow).status(204).end();
      return;
    }
    const { path } = req.route as { path: string };
    throw refused(refusal('methodNotAllowed', { method: shown(req.method), path }), {
      Allow: allow,
    });
  };
}

function pathNotFound(req: Request): ApiError {
  const path = req.path.length > 1 && req.path.endsWith('/') ? req.path.slice(0, -1) : req.path;
  return refused(refusal('pathNotFound', { path: shown(path) }));
}

/** After every router: a path the API does not have. */
export const unknownPath: RequestHandler = (req) => {
  throw pathNotFound(req);
};

/**
 * Every error answers `{error, code, params?}` with its code's status; anything unexpected is
 * 500 internalError, never a stack trace.
 */
export const answerError: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (res.headersSent) {
    // The deadline answered 503 already; the handler's late end (its answer or the deadline's
    // own error) has nobody to go to.
    if (isPastDeadline(res)) return;
    next(error);
    return;
  }
  // A path parameter that does not decode names nothing of ours.
  const known = error instanceof URIError ? pathNotFound(req) : error;
  if (known instanceof ApiError) {
    res
      .status(known.status)
      .set(known.headers)
      .json({ error: known.message, ...known.refusal });
    return;
  }
  logger.error('api: unhandled error', error);
  const internal = refusal('internalError');
  res.status(500).json({ error: englishOf(internal), ...internal });
};
