/**
 * One declaration per REST operation: its method and path, who may call it, its parameters and
 * body, its answer, its errors, its cache policy and its handler. The Express routes (with 405
 * and OPTIONS for the other methods) and the OpenAPI document (openapi.ts) both come from the
 * declarations, so neither can name an operation the other lacks.
 */
import type { Request, RequestHandler, Response } from 'express';
import { MAX_CURSOR_LENGTH } from '@meramot/domain/catalogue';
import { signedIn, signedInOrVisitor } from './auth';
import { apiRouter } from './http';
import { jsonBody, otherMethods } from './middleware';
import { ref } from './openapi-schema';
import type { JsonSchema } from './openapi-schema';

/** A handler, whatever its path's parameters (Express fills them from the declared path). */
export type OperationHandler = (req: Request<never>, res: Response) => void | Promise<void>;

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Who may call: anyone; anyone, a bad ID token being 401; the signed-in; an ID token only. */
export type Access = 'public' | 'visitorOrSignedIn' | 'signedIn' | 'idToken';

export interface QueryParam {
  name: string;
  schema: JsonSchema;
  description: string;
  required?: boolean;
}

export interface Operation {
  method: Method;
  /** In OpenAPI's spelling: /bills/{id} (Express's /bills/:id is made from it). */
  path: string;
  summary: string;
  /** What a summary cannot say: a PUT's idempotence. */
  description?: string;
  access: Access;
  query?: QueryParam[];
  /**
   * The body's JSON Schema, made from the yup schema the handler validates with (jsonSchemaOf).
   * An operation with a body reads it as JSON (jsonBody: 413, 415, malformed JSON 400).
   */
  body?: JsonSchema;
  /** Takes the optional Idempotency-Key header (idempotency.ts). */
  idempotent?: boolean;
  /** The success answer: its status (200 unless said), schema and the statuses it may also take. */
  ok: { schema: JsonSchema; status?: number; also?: number[]; description: string };
  /** Refusals besides those `access` and `body` imply (401; 400, 413, 415) and 503. */
  errors: number[];
  /**
   * Why a request the schemas allow may still be 400: a rule no JSON Schema states (the time
   * now, another parameter, an opaque cursor). Schemathesis does not expect 2xx for such requests.
   */
  refusesValid?: string;
  /** Headers of the success answer besides Cache-Control, with what each means. */
  headers?: Record<string, string>;
  /** The success answer's Cache-Control ('no-store' unless said: answers depend on who asks). */
  cache?: string;
  handler: OperationHandler;
}

/** Every answer's Cache-Control unless its operation says otherwise (middleware.ts). */
export const NO_STORE = 'no-store';

const ACCESS_MIDDLEWARE: Record<Access, RequestHandler[]> = {
  public: [],
  visitorOrSignedIn: [signedInOrVisitor],
  signedIn: [signedIn],
  // POST /jwt checks that the credential is an ID token, not a session (session.ts).
  idToken: [signedIn],
};

/** Express's spelling of an OpenAPI path: /bills/{id} → /bills/:id. */
export const expressPathOf = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/**
 * The router serving `operations`: each path's methods in the order declared, the body read
 * before the caller is (as the platform would), and 405 with Allow for any other method.
 */
export function routerOf(operations: readonly Operation[]) {
  const router = apiRouter();
  const paths = [...new Set(operations.map((op) => op.path))];
  for (const path of paths) {
    const route = router.route(expressPathOf(path));
    const served = operations.filter((op) => op.path === path);
    for (const op of served) {
      // The path declared is the one routed, so the handler's parameters are there.
      const handler = op.handler as unknown as RequestHandler;
      const handlers = [...(op.body ? [jsonBody] : []), ...ACCESS_MIDDLEWARE[op.access], handler];
      route[op.method](...handlers);
    }
    route.all(otherMethods(...served.map((op) => op.method.toUpperCase() as Uppercase<Method>)));
  }
  return router;
}

// The vocabulary the declarations share.

export { ref };
export const list = (items: string): JsonSchema => ({ type: 'array', items: ref(items) });

/** An answer the spec calls `{acknowledged, matchedCount, modifiedCount}`. */
export const UPDATED = {
  schema: ref('Updated'),
  description: 'Changed (modifiedCount 0: it already was).',
};

/** Said of every PUT that sets a document to the body (deadline.ts: a 503 wrote nothing). */
export const IDEMPOTENT_PUT =
  'Idempotent: the same request again leaves the same document and answers the same, so a client may repeat it after a 503 or a lost answer.';

export const OPAQUE_CURSOR = 'a cursor is valid only as the API gave it';
export const NEXT_CURSOR = {
  'X-Next-Cursor': 'The cursor of the next part; absent on the last one.',
};

/** A part's cursor (cursor.ts: base64url of a small JSON). */
export const cursorParam: QueryParam = {
  name: 'cursor',
  schema: { type: 'string', pattern: '^[A-Za-z0-9_-]+$', maxLength: MAX_CURSOR_LENGTH },
  description: "The previous answer's X-Next-Cursor, with the same other parameters.",
};
