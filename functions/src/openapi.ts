/**
 * The OpenAPI 3.1 document of the REST API, served at GET /api/openapi.json. One entry per
 * operation the routers serve (a unit test walks the Express app and fails on a path or method
 * missing here, or named here and served by no router). Request bodies are generated from the
 * yup schemas the handlers validate with (openapi-schema.ts); answers use openapi-components.ts.
 */
import type { RequestHandler } from 'express';
import { apiRouter } from './http';
import { otherMethods } from './middleware';
import { AVAILABILITY_MAX_DAYS } from '@meramot/domain/availability';
import {
  MAX_CATALOGUE_LIMIT,
  MAX_CURSOR_LENGTH,
  MAX_SEARCH_LENGTH,
  SERVICE_SORTS,
} from '@meramot/domain/catalogue';
import { CATEGORY_IDS } from '@meramot/domain/categories';
import {
  CLOSING_BOOKING_STATUSES,
  PROVIDER_BOOKING_STATUSES,
} from '@meramot/domain/booking-status';
import { TIME_WINDOWS } from '@meramot/domain/booking-time';
import { FIELD_LIMITS, MAX_REQUEST_BODY_BYTES } from '@meramot/domain/constants';
import { ISO_DATE_PATTERN } from '@meramot/domain/formats';
import { DISTRICT_IDS } from '@meramot/domain/districts';
import { MAX_COMMISSION_RATE_BPS } from '@meramot/domain/ledger';
import { MAX_STARS, MIN_STARS } from '@meramot/domain/review';
import { COMPONENT_SCHEMAS, ref } from './openapi-components';
import { jsonSchemaOf, narrowed } from './openapi-schema';
import type { JsonSchema } from './openapi-schema';
import { billBody, commissionBody, disputeBody, emptyBody } from './routes/bills';
import { RECONCILIATION_OPERATIONS } from './routes/reconciliation';
import { editBody, replyBody, reviewBody } from './routes/reviews';
import {
  addServiceBody,
  appointmentBody,
  bookServiceBody,
  jwtBody,
  statusChangeBody,
  updateServiceBody,
} from './schemas';

/** The document changes only with a deploy, which purges the Hosting CDN. */
export const OPENAPI_CACHE_CONTROL = 'public, max-age=300, s-maxage=3600';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Who may call: anyone; anyone, a bad ID token being 401; the signed-in; an ID token only. */
type Access = 'public' | 'visitorOrSignedIn' | 'signedIn' | 'idToken';

interface QueryParam {
  name: string;
  schema: JsonSchema;
  description: string;
  required?: boolean;
}

export interface Operation {
  method: Method;
  /** In OpenAPI's spelling: /bills/{id}. */
  path: string;
  summary: string;
  /** What a summary cannot say: a PUT's idempotence. */
  description?: string;
  access: Access;
  query?: QueryParam[];
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
  headers?: Record<string, string>;
}

const text = (description: string, extra: JsonSchema = {}): QueryParam['schema'] => ({
  type: 'string',
  description,
  ...extra,
});
const cursorParam: QueryParam = {
  name: 'cursor',
  // cursor.ts: base64url of a small JSON.
  schema: { type: 'string', pattern: '^[A-Za-z0-9_-]+$', maxLength: MAX_CURSOR_LENGTH },
  description: "The previous answer's X-Next-Cursor, with the same other parameters.",
};
const idParam = '/{id}';
/** Taka in a query; empty, as every catalogue parameter, means not given (301 to drop it). */
const price = text('Taka', { pattern: '^(\\d+(\\.\\d+)?)?$' });
const OPAQUE_CURSOR = 'a cursor is valid only as the API gave it';
const dhakaDate = {
  type: 'string',
  // ISO_DATE_PATTERN's date part: a month's days, 29 February in any year.
  pattern: `^${ISO_DATE_PATTERN.source.slice(1, ISO_DATE_PATTERN.source.indexOf('(T'))}$`,
};
const list = (items: string): JsonSchema => ({ type: 'array', items: ref(items) });
const NEXT_CURSOR = { 'X-Next-Cursor': 'The cursor of the next part; absent on the last one.' };

/** An answer the spec calls `{acknowledged, matchedCount, modifiedCount}`. */
const updated = {
  schema: ref('Updated'),
  description: 'Changed (modifiedCount 0: it already was).',
};
const billAction = (description: string, also: number[] = []) => ({
  schema: ref('BillAnswer'),
  description,
  also,
});

/** Said of every PUT that sets a document to the body (deadline.ts: a 503 wrote nothing). */
const IDEMPOTENT_PUT =
  'Idempotent: the same request again leaves the same document and answers the same, so a client may repeat it after a 503 or a lost answer.';

const stars = { type: 'integer', minimum: MIN_STARS, maximum: MAX_STARS };
const rateBps = { type: 'integer', minimum: 0, maximum: MAX_COMMISSION_RATE_BPS };
const reviewText = { maxLength: FIELD_LIMITS.reviewText };

export const OPERATIONS: Operation[] = [
  ...RECONCILIATION_OPERATIONS,
  {
    method: 'post',
    path: '/jwt',
    summary: 'Turn a fresh ID token into the __session cookie',
    access: 'idToken',
    body: jsonSchemaOf(jwtBody),
    ok: { schema: ref('Success'), description: 'The cookie is set (Set-Cookie).' },
    errors: [403],
  },
  {
    method: 'post',
    path: '/logout',
    summary: "End the caller's sessions everywhere and clear the cookie",
    access: 'public',
    ok: { schema: ref('Success'), description: 'Signed out (also when nobody was signed in).' },
    errors: [],
  },
  {
    method: 'post',
    path: '/unlinkPhone',
    summary:
      "Take the verified number off the caller's account, mark the profile's number unverified and end every session",
    access: 'signedIn',
    ok: {
      schema: ref('Success'),
      description: 'Unlinked (or no number was linked); the cookie is cleared.',
    },
    errors: [409],
  },
  {
    method: 'get',
    path: '/publicServices',
    summary: 'The public catalogue: the whole list, or a page of a listing or a search',
    access: 'public',
    query: [
      {
        name: 'search',
        schema: text('Any words', { maxLength: MAX_SEARCH_LENGTH }),
        description: 'Hits ranked by relevance.',
      },
      { name: 'category', schema: { enum: [...CATEGORY_IDS, ''] }, description: 'One trade.' },
      { name: 'district', schema: { enum: [...DISTRICT_IDS, ''] }, description: 'One district.' },
      { name: 'minPrice', schema: price, description: 'Inclusive; not above maxPrice.' },
      { name: 'maxPrice', schema: price, description: 'Inclusive.' },
      { name: 'sort', schema: { enum: [...SERVICE_SORTS, ''] }, description: 'newest by default.' },
      {
        name: 'limit',
        schema: {
          anyOf: [{ type: 'integer', minimum: 1, maximum: MAX_CATALOGUE_LIMIT }, { const: '' }],
        },
        description: 'Services per page (24 by default).',
      },
      // Empty, as every catalogue parameter: not given.
      { ...cursorParam, schema: { ...cursorParam.schema, pattern: '^[A-Za-z0-9_-]*$' } },
    ],
    ok: {
      schema: list('Service'),
      also: [301],
      description:
        'Services, newest first or ranked. A page carries providerUid and rating (PublicService). A query not spelled canonically is answered 301 to its one URL.',
    },
    errors: [400],
    refusesValid: `minPrice above maxPrice; ${OPAQUE_CURSOR}`,
    headers: {
      ...NEXT_CURSOR,
      'X-Total-Count':
        "On a query's first page: the services matching the filters, when fewer than 1,000.",
      'X-Total-Count-At-Least':
        'For a search that stopped reading at a limit, or a listing whose count reached 1,000: a lower bound.',
    },
  },
  {
    method: 'get',
    path: `/serviceDetails${idParam}`,
    summary: 'One service',
    access: 'public',
    ok: { schema: ref('PublicService'), description: 'The service.' },
    errors: [404],
  },
  {
    method: 'post',
    path: '/addService',
    summary:
      "List a new service of the caller: an account with a verified e-mail address or number; provider.email is '' or the caller's verified address, to show it",
    access: 'signedIn',
    body: jsonSchemaOf(addServiceBody),
    idempotent: true,
    ok: { schema: ref('Inserted'), description: 'Listed (or the first result of the same key).' },
    errors: [403, 409, 429],
  },
  {
    method: 'put',
    path: `/updateService${idParam}`,
    summary: "Change one of the caller's services",
    description: IDEMPOTENT_PUT,
    access: 'signedIn',
    body: jsonSchemaOf(updateServiceBody),
    ok: updated,
    errors: [403, 404],
  },
  {
    method: 'delete',
    path: `/deleteService${idParam}`,
    summary: "Delete one of the caller's services without open bookings",
    access: 'signedIn',
    ok: { schema: ref('Deleted'), description: 'Deleted.' },
    errors: [403, 404, 409],
  },
  {
    method: 'get',
    path: '/allServices',
    summary: "The caller's own services, newest first, 100 at a time",
    access: 'signedIn',
    query: [
      {
        name: 'email',
        schema: { type: 'string', minLength: 1 },
        required: true,
        description: "The caller's e-mail.",
      },
      cursorParam,
    ],
    ok: { schema: list('Service'), description: 'The services.' },
    errors: [400, 403],
    refusesValid: OPAQUE_CURSOR,
    headers: NEXT_CURSOR,
  },
  {
    method: 'post',
    path: '/bookServices',
    summary: 'Book a window of a service (sDate, or date and timeWindow)',
    access: 'signedIn',
    body: {
      ...narrowed(jsonSchemaOf(bookServiceBody), { timeWindow: { enum: [...TIME_WINDOWS] } }),
      anyOf: [{ required: ['sDate'] }, { required: ['date', 'timeWindow'] }],
    },
    idempotent: true,
    ok: {
      schema: ref('Inserted'),
      description: 'Booked: pending (or the first booking of the same Idempotency-Key).',
    },
    errors: [403, 404, 409, 429],
    refusesValid: 'a window already started, or past the booking horizon, is 400',
  },
  {
    method: 'get',
    path: '/bookedService',
    summary: "The caller's bookings (email) or the bookings made to them (provider)",
    access: 'signedIn',
    query: [
      { name: 'email', schema: { type: 'string' }, description: "The caller's e-mail." },
      { name: 'provider', schema: { type: 'string' }, description: "The caller's e-mail." },
      cursorParam,
    ],
    ok: { schema: list('Booking'), description: 'The bookings, newest first.' },
    errors: [400, 403],
    refusesValid: `exactly one of email and provider; ${OPAQUE_CURSOR}`,
    headers: NEXT_CURSOR,
  },
  {
    method: 'patch',
    path: `/statusChange${idParam}`,
    summary: "Move a booking's status (the status machine decides who may)",
    access: 'signedIn',
    body: {
      ...narrowed(jsonSchemaOf(statusChangeBody), {
        status: { enum: [...PROVIDER_BOOKING_STATUSES, ...CLOSING_BOOKING_STATUSES] },
      }),
      // A reason comes only with a closing status.
      if: { required: ['reason'] },
      then: { properties: { status: { enum: [...CLOSING_BOOKING_STATUSES] } } },
    },
    ok: updated,
    errors: [403, 404, 409],
  },
  {
    method: 'get',
    path: `/bills${idParam}`,
    summary: "A booking's bill, to its two parties",
    access: 'signedIn',
    ok: { schema: ref('BillWithBooking'), description: 'The bill and the booking.' },
    errors: [403, 404],
  },
  {
    method: 'put',
    path: `/bills${idParam}`,
    summary: 'Send the bill of a Working booking, or revise a disputed one',
    access: 'signedIn',
    body: narrowed(jsonSchemaOf(billBody), {
      lines: { type: 'array', items: ref('BillLine'), maxItems: FIELD_LIMITS.billLines },
      discount: { type: 'integer', minimum: 0, maximum: FIELD_LIMITS.billAmountMax },
      total: { type: 'integer', minimum: 1, maximum: FIELD_LIMITS.billAmountMax },
    }),
    ok: billAction('Revised (201: sent for the first time).', [201]),
    errors: [403, 404, 409],
    refusesValid: 'the discount may not exceed the bill, and a total given must be its own',
  },
  {
    method: 'post',
    path: `/bills${idParam}/accept`,
    summary: 'The customer accepts the bill (Completed)',
    access: 'signedIn',
    body: jsonSchemaOf(emptyBody),
    ok: billAction('Accepted.'),
    errors: [403, 404, 409],
  },
  {
    method: 'post',
    path: `/bills${idParam}/dispute`,
    summary: 'The customer disputes the bill (Disputed)',
    access: 'signedIn',
    body: narrowed(jsonSchemaOf(disputeBody), {
      reason: { minLength: 1, maxLength: FIELD_LIMITS.billDisputeReason },
    }),
    ok: billAction('Disputed.'),
    errors: [403, 404, 409],
  },
  {
    method: 'post',
    path: `/bills${idParam}/paid`,
    summary: 'The customer marks the bill paid in cash',
    access: 'signedIn',
    body: jsonSchemaOf(emptyBody),
    ok: billAction('Marked (201: the booked-price bill was made with it).', [201]),
    errors: [403, 404, 409],
  },
  {
    method: 'post',
    path: `/bills${idParam}/cashReceived`,
    summary: 'The provider marks the cash received',
    access: 'signedIn',
    body: jsonSchemaOf(emptyBody),
    ok: billAction('Marked; the second mark makes the booking Paid.', [201]),
    errors: [403, 404, 409],
  },
  {
    method: 'get',
    path: '/earnings',
    summary: "The caller's earnings: all time and the last 12 Dhaka months",
    access: 'signedIn',
    ok: { schema: ref('Earnings'), description: 'The totals.' },
    errors: [],
  },
  {
    method: 'get',
    path: '/admin/money',
    summary: "The marketplace's totals, disputes and disagreements (admin)",
    access: 'signedIn',
    ok: { schema: ref('AdminMoney'), description: 'The totals.' },
    errors: [403],
  },
  {
    method: 'put',
    path: '/admin/commission',
    summary: 'The commission rate of bills sent from now on (admin)',
    description: IDEMPOTENT_PUT,
    access: 'signedIn',
    body: narrowed(jsonSchemaOf(commissionBody), { rateBps }),
    ok: {
      schema: { type: 'object', properties: { acknowledged: { const: true }, rateBps } },
      description: 'Set.',
    },
    errors: [403],
  },
  {
    method: 'get',
    path: '/appointment',
    summary: "The caller's appointments (every one for an admin), newest first",
    access: 'signedIn',
    query: [cursorParam],
    ok: { schema: list('Appointment'), description: 'The appointments.' },
    errors: [400],
    refusesValid: OPAQUE_CURSOR,
    headers: NEXT_CURSOR,
  },
  {
    method: 'post',
    path: '/appointment',
    summary: 'Send a free appointment request (visitors too)',
    access: 'visitorOrSignedIn',
    body: jsonSchemaOf(appointmentBody),
    idempotent: true,
    ok: { schema: ref('Inserted'), description: 'Recorded (or the first result of the same key).' },
    errors: [409, 429],
  },
  {
    method: 'get',
    path: '/reviews',
    summary: 'The reviews of a service or of a provider, newest first',
    access: 'public',
    query: [
      { name: 'serviceId', schema: { type: 'string' }, description: 'Exactly one of these two.' },
      { name: 'providerUid', schema: { type: 'string' }, description: 'Exactly one of these two.' },
      {
        name: 'limit',
        schema: { type: 'integer', minimum: 1, maximum: 50 },
        description: 'Reviews per page (10 by default).',
      },
      cursorParam,
    ],
    ok: { schema: list('Review'), description: 'The reviews.' },
    errors: [400],
    refusesValid: `exactly one of serviceId and providerUid; ${OPAQUE_CURSOR}`,
    headers: NEXT_CURSOR,
  },
  {
    method: 'post',
    path: '/reviews',
    summary: 'The customer rates their Completed (or Paid) booking',
    access: 'signedIn',
    body: narrowed(jsonSchemaOf(reviewBody), { stars, text: reviewText }),
    // No Idempotency-Key: a review's id is its booking's, so a repeat is known without one.
    ok: {
      schema: ref('Inserted'),
      status: 201,
      description:
        'Reviewed; insertedId: the booking. An identical repeat by its author answers the same and writes nothing; any other second review of the booking is 409.',
    },
    errors: [403, 404, 409, 429],
  },
  {
    method: 'patch',
    path: '/reviews/{id}',
    summary: 'The author edits their review',
    access: 'signedIn',
    body: narrowed(jsonSchemaOf(editBody), { stars, text: reviewText }),
    ok: updated,
    errors: [403, 404, 409],
  },
  {
    method: 'post',
    path: '/reviews/{id}/reply',
    summary: "The provider's one public reply",
    access: 'signedIn',
    body: narrowed(jsonSchemaOf(replyBody), {
      text: { minLength: 1, maxLength: FIELD_LIMITS.reviewReply },
    }),
    ok: updated,
    errors: [403, 404, 409],
  },
  {
    method: 'get',
    path: '/serviceRatings',
    summary: 'The ratings of some services',
    access: 'public',
    query: [
      { name: 'ids', schema: { type: 'string' }, description: 'Service ids, comma-separated.' },
    ],
    ok: { schema: list('ServiceRating'), description: 'The services that exist, rated.' },
    errors: [400],
  },
  {
    method: 'get',
    path: '/providers/{uid}',
    summary: "A provider's public page",
    access: 'public',
    ok: {
      schema: ref('ProviderPage'),
      description:
        'The provider, their newest services and reviews; each cursor leads on (null: all are here).',
    },
    errors: [404],
  },
  {
    method: 'get',
    path: '/providers/{uid}/services',
    summary: "The next page of a provider's services, newest first",
    access: 'public',
    query: [cursorParam],
    ok: { schema: list('PublicService'), description: 'Their services after the cursor.' },
    errors: [400],
    refusesValid: OPAQUE_CURSOR,
    headers: NEXT_CURSOR,
  },
  {
    method: 'get',
    path: '/availability/{providerUid}',
    summary: "A provider's windows, open or why not, with the places left",
    access: 'public',
    query: ['from', 'to'].map((name) => ({
      name,
      schema: dhakaDate,
      description: `A Dhaka date; at most ${AVAILABILITY_MAX_DAYS} days from from to to.`,
    })),
    ok: { schema: ref('Availability'), description: 'Every window of those dates.' },
    errors: [400, 404],
    refusesValid: `to before from, or more than ${AVAILABILITY_MAX_DAYS} days`,
  },
  {
    method: 'put',
    path: '/schedules/{providerUid}',
    summary: "The caller's own weekly schedule and days off",
    description: IDEMPOTENT_PUT,
    access: 'signedIn',
    body: ref('Schedule'),
    refusesValid: 'a day off must end on or after its start, within a year from today',
    ok: {
      schema: {
        type: 'object',
        properties: { acknowledged: { const: true }, schedule: ref('Schedule') },
      },
      description: 'Saved.',
    },
    errors: [403],
  },
  {
    method: 'get',
    path: '/openapi.json',
    summary: 'This document',
    access: 'public',
    ok: { schema: { type: 'object' }, description: 'The OpenAPI 3.1 document.' },
    errors: [],
  },
];

const ERROR_MEANING: Record<number, string> = {
  400: 'A bad body, parameter or value',
  401: 'Not signed in, or a bad or revoked credential',
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
    ...(op.access === 'public' ? [] : [401]),
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
  const headers = Object.fromEntries(
    Object.entries(op.headers ?? {}).map(([name, meaning]) => [
      name,
      { description: meaning, schema: { type: 'string' } },
    ]),
  );
  const responses: Record<string, JsonSchema> = {
    [status]: { description, content: json(schema), ...(op.headers ? { headers } : {}) },
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

/** The whole document. */
export function openApiDocument(): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const op of OPERATIONS) {
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

let document: string | null = null;

/** GET /openapi.json: built once per instance, public and cacheable. */
const serveOpenApi: RequestHandler = (_req, res) => {
  document ??= JSON.stringify(openApiDocument());
  res.set('Cache-Control', OPENAPI_CACHE_CONTROL).type('application/json').send(document);
};

export const openApiRouter = apiRouter();
openApiRouter.route('/openapi.json').get(serveOpenApi).all(otherMethods('GET'));
