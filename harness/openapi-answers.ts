/**
 * Every answer the API suite receives, checked against the document the API serves
 * (GET /api/openapi.json): its status must be one its operation documents, its JSON body must
 * match that response's schema (closed objects: a field the document does not name fails), and
 * a success's Cache-Control must be the operation's declared policy. callApi (api-client.ts)
 * runs it on every call, so each test of the suite checks the document as a side effect.
 */
import Ajv2020 from 'ajv/dist/2020';
import type { ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

interface ResponseObject {
  content?: Record<string, { schema?: unknown }>;
  headers?: Record<string, { schema?: { const?: string } }>;
}
interface OperationObject {
  responses: Record<string, ResponseObject>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
  components: { schemas: Record<string, unknown> };
}

/** What the checker needs of an answer. */
export interface Answer {
  method: string;
  /** The path asked, with or without /api and a query. */
  path: string;
  status: number;
  headers: Headers;
  /** The parsed JSON body, or undefined when the body is not JSON. */
  json: unknown;
}

const DOCUMENT_ID = 'meramot-openapi';

/** A JSON Pointer (RFC 6901) into the document, as a $ref fragment. */
const pointer = (...segments: string[]) =>
  `${DOCUMENT_ID}#/${segments
    .map((segment) => encodeURIComponent(segment.replace(/~/g, '~0').replace(/\//g, '~1')))
    .join('/')}`;

export interface AnswerChecker {
  /** The problems of an answer against the document: none when it is as documented. */
  problemsOf(answer: Answer): string[];
}

/** A checker for `document` (one per document: it compiles each response schema once). */
export function answerCheckerOf(document: OpenApiDocument): AnswerChecker {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(document as object, DOCUMENT_ID);
  const validators = new Map<string, ValidateFunction>();
  const validatorOf = (ref: string) => {
    let validate = validators.get(ref);
    if (!validate) {
      validate = ajv.compile({ $ref: ref });
      validators.set(ref, validate);
    }
    return validate;
  };
  const templates = Object.keys(document.paths).map((template) => ({
    template,
    pattern: new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}/?$`),
  }));

  const checkBody = (json: unknown, ref: string, at: string): string[] => {
    const validate = validatorOf(ref);
    if (validate(json)) return [];
    return (validate.errors ?? []).map(
      (error) =>
        `${at}: ${error.instancePath || 'body'} ${error.message ?? ''} ${JSON.stringify(error.params)}`,
    );
  };

  return {
    problemsOf({ method, path, status, headers, json }) {
      const bare = (path.split('?')[0] ?? '').replace(/^\/api(?=\/|$)/, '') || '/';
      const asked = method.toLowerCase() === 'head' ? 'get' : method.toLowerCase();
      const at = `${method.toUpperCase()} ${bare} ${status}`;
      const isJson = headers.get('content-type')?.startsWith('application/json') ?? false;
      const found = templates.find(({ pattern }) => pattern.test(bare));
      const operation = found ? document.paths[found.template]?.[asked] : undefined;
      if (!found || !operation) {
        // No such operation: the path is unknown (404), the method not served (405), or OPTIONS.
        if (asked === 'options' && status === 204) return [];
        if (status !== 404 && status !== 405) return [`${at}: no operation documents this call`];
        return isJson ? checkBody(json, pointer('components', 'schemas', 'Error'), at) : [];
      }
      const response = operation.responses[String(status)];
      if (!response) return [`${at}: status ${status} is not documented for this operation`];
      const problems: string[] = [];
      if (status < 300) {
        for (const [name, { schema }] of Object.entries(response.headers ?? {})) {
          const value = headers.get(name);
          if (schema?.const !== undefined && value !== schema.const) {
            problems.push(`${at}: ${name} is ${value}, documented ${schema.const}`);
          }
        }
      }
      if (!isJson || (asked === 'get' && method.toLowerCase() === 'head')) return problems;
      if (!response.content?.['application/json']) {
        return [...problems, `${at}: a JSON body the document does not describe`];
      }
      const ref = pointer(
        'paths',
        found.template,
        asked,
        'responses',
        String(status),
        'content',
        'application/json',
        'schema',
      );
      return [...problems, ...checkBody(json, ref, at)];
    },
  };
}
