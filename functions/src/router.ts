/**
 * Every path of SPEC.md §7 and what answers it. The function sees `/api/<path>` through the
 * hosting rewrite and `/<path>` when called directly; both mean the same.
 */
import { logger } from 'firebase-functions/v2';
import {
  ALLOWED_REQUEST_HEADERS,
  PREFLIGHT_MAX_AGE_SECONDS,
  currentCorsContext,
  isAllowedOrigin,
} from './cors';
import { ApiError, readJsonBody } from './http';
import type { ApiRequest, ApiResponse, Reply } from './http';
import { listAppointments, sendAppointment } from './routes/appointments';
import { bookServices, bookedService, statusChange } from './routes/bookings';
import {
  addService,
  allServices,
  deleteService,
  publicServices,
  serviceDetails,
  updateService,
} from './routes/services';
import { clearSession, createSession } from './routes/session';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Context {
  req: ApiRequest;
  /** Path parameters, decoded: `{id}` of /serviceDetails/{id} and the like. */
  params: Record<string, string | undefined>;
  query: URLSearchParams;
  /** The parsed JSON body of a POST, PUT or PATCH that reads one; undefined without one. */
  body: unknown;
}

type Handler = (context: Context) => Promise<Reply>;

interface Route {
  path: string;
  segments: string[];
  methods: Partial<Record<Method, Handler>>;
  /** The methods whose body is read (and so checked for size, type and syntax). */
  readsBody: Method[];
}

const route = (
  path: string,
  methods: Partial<Record<Method, Handler>>,
  readsBody: Method[] = [],
): Route => ({ path, segments: path.split('/').filter(Boolean), methods, readsBody });

export const ROUTES: Route[] = [
  route('/jwt', { POST: createSession }, ['POST']),
  route('/logout', { POST: clearSession }),
  route('/publicServices', { GET: publicServices }),
  route('/serviceDetails/:id', { GET: serviceDetails }),
  route('/addService', { POST: addService }, ['POST']),
  route('/updateService/:id', { PUT: updateService }, ['PUT']),
  route('/deleteService/:id', { DELETE: deleteService }),
  route('/allServices', { GET: allServices }),
  route('/bookServices', { POST: bookServices }, ['POST']),
  route('/bookedService', { GET: bookedService }),
  route('/statusChange/:id', { PATCH: statusChange }, ['PATCH']),
  route('/appointment', { GET: listAppointments, POST: sendAppointment }, ['POST']),
];

/** The path without the hosting rewrite's /api prefix and without a trailing slash. */
export function routePath(pathname: string): string {
  const path = pathname === '/api' || pathname.startsWith('/api/') ? pathname.slice(4) : pathname;
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path || '/';
}

function match(path: string): { route: Route; params: Record<string, string> } | null {
  const parts = path.split('/').filter(Boolean);
  for (const candidate of ROUTES) {
    if (candidate.segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const matches = candidate.segments.every((segment, i) => {
      const part = parts[i] ?? '';
      if (!segment.startsWith(':')) return segment === part;
      try {
        params[segment.slice(1)] = decodeURIComponent(part);
        return true;
      } catch {
        return false;
      }
    });
    if (matches) return { route: candidate, params };
  }
  return null;
}

function allowedMethods(candidate: Route): string {
  const methods = Object.keys(candidate.methods);
  if (methods.includes('GET')) methods.push('HEAD');
  return [...methods, 'OPTIONS'].join(', ');
}

function send(res: ApiResponse, status: number, body: unknown, headers: Record<string, string>) {
  res.status(status).set(headers).json(body);
}

/** Adds the CORS headers for an allowed Origin; others get none and the browser refuses. */
function applyCors(req: ApiRequest, res: ApiResponse): void {
  res.vary('Origin');
  const origin = req.headers.origin;
  if (origin && isAllowedOrigin(origin, currentCorsContext())) {
    res.set('Access-Control-Allow-Origin', origin);
    res.set('Access-Control-Allow-Credentials', 'true');
  }
}

const shown = (text: string) => (text.length > 200 ? `${text.slice(0, 200)}…` : text);

export async function handleRequest(req: ApiRequest, res: ApiResponse): Promise<void> {
  try {
    // Answers depend on who asks; no shared cache may keep them.
    res.set('Cache-Control', 'no-store');
    res.set('X-Content-Type-Options', 'nosniff');
    applyCors(req, res);

    const url = new URL(req.originalUrl || req.url || '/', 'http://api.invalid');
    const path = routePath(url.pathname);
    const found = match(path);
    if (!found) throw new ApiError(404, `Not found: ${shown(path)}`);
    const { route: target, params } = found;

    if (req.method === 'OPTIONS') {
      res.set('Access-Control-Allow-Methods', allowedMethods(target));
      res.set('Access-Control-Allow-Headers', ALLOWED_REQUEST_HEADERS);
      res.set('Access-Control-Max-Age', String(PREFLIGHT_MAX_AGE_SECONDS));
      res.status(204).end();
      return;
    }
    const method = (req.method === 'HEAD' ? 'GET' : req.method) as Method;
    const handler = target.methods[method];
    if (!handler) {
      throw new ApiError(405, `Method ${shown(req.method)} is not allowed on ${target.path}`, {
        Allow: allowedMethods(target),
      });
    }
    const body = target.readsBody.includes(method) ? readJsonBody(req) : undefined;
    const reply = await handler({ req, params, query: url.searchParams, body });
    send(res, reply.status ?? 200, reply.body, reply.headers ?? {});
  } catch (error) {
    if (res.headersSent) return;
    if (error instanceof ApiError) {
      send(res, error.status, { error: error.message }, error.headers);
      return;
    }
    // Never a stack trace to the client; the log has it.
    logger.error('api: unhandled error', error);
    send(res, 500, { error: 'Internal error' }, {});
  }
}
