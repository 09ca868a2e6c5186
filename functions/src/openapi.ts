/**
 * The OpenAPI 3.1 document of the REST API, served at GET /api/openapi.json, made from the
 * operations' declarations (operation.ts, one beside each handler): request bodies from the
 * yup schemas the handlers validate with (openapi-schema.ts), answers from openapi-components.ts.
 */
import { MAX_REQUEST_BODY_BYTES } from '@meramot/domain/constants';
import { COMPONENT_SCHEMAS } from './openapi-components';
import { ref } from './openapi-schema';
import type { JsonSchema } from './openapi-schema';
import { NO_STORE } from './operation';
import type { Access, Operation } from './operation';

/** The document changes only with a deploy, which purges the Hosting CDN. */
export const OPENAPI_CACHE_CONTROL = 'public, max-age=300, s-maxage=3600';

const ERROR_MEANING: Record<number, string> = {
  400: 'A bad body, parameter or value',
  401: 'Not signed in, a bad or revoked credential, or no valid App Check token (appCheckRequired)',
  403: 'Not allowed for this caller',
  404: 'No such document',
  409: 'Refused because of where things are now',
  413: `A body over ${MAX_REQUEST_BODY_BYTES} bytes`,
  415: 'A body that is not application/json',
  429: 'Too many writes of this kind from this account or visitor in the hour (rateLimited); Retry-After says when to try again',
  503: 'The request ran past its deadline: nothing was written',
  504: 'A write sent before the deadline was not confirmed in time and may still land: repeat it with the same Idempotency-Key (a PUT as it is) to learn the outcome',
};

/** Refused by the HTTP server before the API runs: a URL (a query) over its header limit. */
const URL_TOO_LONG = { description: 'The URL is too long (the server answers before the API)' };

function errorStatuses(op: Operation): number[] {
  const implied = [
    // App Check guards every write and a search (app-check.ts: needsAppCheck).
    ...(op.access === 'public' && op.method === 'get' && op.path !== '/publicServices'
      ? []
      : [401]),
    ...(op.body ? [400, 413, 415] : []),
    503,
    // A write's commit not confirmed within the deadline's grace (deadline.ts).
    ...(op.method === 'get' ? [] : [504]),
  ];
  return [...new Set([...op.errors, ...implied])].sort((a, b) => a - b);
}

const SECURITY: Record<Access, Record<string, string[]>[]> = {
  public: [],
  visitorOrSignedIn: [{}, { bearer: [] }, { session: [] }],
  signedIn: [{ bearer: [] }, { session: [] }],
  idToken: [{ bearer: [] }],
};

function parametersOf(op: Operation): JsonSchema[] {
  const path = [...op.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string', minLength: 1 },
  }));
  const query = (op.query ?? []).map(({ name, schema, description, required = false }) => ({
    name,
    in: 'query',
    required,
    description,
    schema,
  }));
  const key = op.idempotent
    ? [
        {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description:
            "A repeat by the same caller with the same key and request answers the first result and writes nothing; the same key with another request is 409. The id is the caller's own (another caller's same key makes another document); a visitor's repeat is 409 requestAlreadyReceived, without the first result.",
          schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{16,64}$' },
        },
      ]
    : [];
  return [...path, ...query, ...key];
}

const json = (schema: JsonSchema) => ({ 'application/json': { schema } });

function responsesOf(op: Operation): Record<string, JsonSchema> {
  const { schema, status = 200, also = [], description } = op.ok;
  const headers = {
    // The one value every success answer of the operation carries (tests/support checks it).
    'Cache-Control': { schema: { const: op.cache ?? NO_STORE } },
    ...Object.fromEntries(
      Object.entries(op.headers ?? {}).map(([name, meaning]) => [
        name,
        { description: meaning, schema: { type: 'string' } },
      ]),
    ),
  };
  const responses: Record<string, JsonSchema> = {
    [status]: { description, content: json(schema), headers },
  };
  for (const other of also) {
    responses[other] =
      other === 301
        ? {
            description: 'Moved to the canonical spelling of the query (Location).',
            headers: { Location: { schema: { type: 'string' } } },
          }
        : { description, content: json(schema) };
  }
  for (const error of errorStatuses(op)) {
    responses[error] = { description: ERROR_MEANING[error], content: json(ref('Error')) };
  }
  if (op.query) responses[431] = URL_TOO_LONG;
  if (op.body) {
    // Malformed JSON sent as application/json (or JSON that is not an object or an array) is
    // refused by the platform's body parser before the API runs: its own HTML page.
    responses[400] = {
      description: `${ERROR_MEANING[400]}; malformed JSON: the platform's text/html page`,
      content: { ...json(ref('Error')), 'text/html': { schema: { type: 'string' } } },
    };
  }
  if (op.refusesValid) {
    responses[400] = {
      ...responses[400],
      description: `${responses[400]?.description}; also when ${op.refusesValid}`,
    };
  }
  return responses;
}

function operationObject(op: Operation): JsonSchema {
  const parameters = parametersOf(op);
  return {
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    operationId: `${op.method}${op.path.replace(/[^A-Za-z0-9]+/g, '_').replace(/_$/, '')}`,
    ...(op.access === 'public' ? {} : { security: SECURITY[op.access] }),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(op.body ? { requestBody: { required: true, content: json(op.body) } } : {}),
    responses: responsesOf(op),
    ...(op.refusesValid ? { 'x-refuses-schema-valid': op.refusesValid } : {}),
  };
}

/** The whole document of `operations`. */
export function openApiDocument(operations: readonly Operation[]): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const op of operations) {
    paths[op.path] = { ...paths[op.path], [op.method]: operationObject(op) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Meramot REST API',
      version: '1.0.0',
      description:
        'The REST paths of docs/product.md §7 and after. Every refusal answers {error} with its status and writes nothing; a refusal of the marketplace rules adds its code and params (see Error).',
    },
    servers: [{ url: '/api', description: 'The site: Firebase Hosting rewrites /api/** here' }],
    security: [],
    paths,
    components: {
      schemas: COMPONENT_SCHEMAS,
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'A Firebase ID token' },
        session: { type: 'apiKey', in: 'cookie', name: '__session', description: 'POST /jwt' },
      },
    },
  };
}
