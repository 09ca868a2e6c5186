/**
 * GET /api/openapi.json: valid OpenAPI 3.1, and it names exactly the operations the Express app
 * serves, so a new route without documentation (or a document entry for a route that went away)
 * fails here. Schemathesis (npm run api:fuzz) checks the answers against it.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../functions/src/app';
import { seedEmulators } from '../../harness/seed';
import { OPENAPI_CACHE_CONTROL } from '../../functions/src/openapi';
import { callApi } from '../../harness/api-client';
import { answerCheckerOf } from '../../harness/openapi-answers';
import type { OpenApiDocument as ServedDocument } from '../../harness/openapi-answers';

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { responses: Record<string, ResponseObject> }>>;
}
interface ResponseObject {
  content?: Record<string, { schema?: { $ref?: string } }>;
}

interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

/** Every `METHOD /path` the app's routers declare, in OpenAPI's spelling (/bills/{id}). */
function servedOperations(): string[] {
  const app = createApp() as unknown as { router: { stack: Layer[] } };
  const out: string[] = [];
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
        for (const path of paths) {
          const openApiPath = path.replace(/:(\w+)/g, '{$1}');
          for (const [method, on] of Object.entries(layer.route.methods)) {
            // `.all(otherMethods(…))` answers 405 on the rest: not an operation.
            if (on && method !== '_all') out.push(`${method.toUpperCase()} ${openApiPath}`);
          }
        }
      } else if (layer.handle?.stack) {
        walk(layer.handle.stack);
      }
    }
  };
  walk(app.router.stack);
  return out.sort();
}

async function servedDocument(): Promise<OpenApiDocument> {
  const result = await callApi<OpenApiDocument>('/api/openapi.json');
  expect(result.status).toBe(200);
  expect(result.headers.get('content-type')).toMatch(/^application\/json/);
  expect(result.headers.get('cache-control')).toBe(OPENAPI_CACHE_CONTROL);
  return result.json as OpenApiDocument;
}

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const document = await servedDocument();
    const validator = new Validator();
    const result = await validator.validate(document as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(document.openapi).toBe('3.1.0');
  });

  it('names every operation the app serves, and none it does not', async () => {
    const document = await servedDocument();
    const documented = Object.entries(document.paths)
      .flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
      )
      .sort();
    const served = servedOperations();
    expect(served.length).toBeGreaterThan(20);
    expect(documented).toEqual(served);
  });

  it('documents every 4xx answered as JSON as {error}', async () => {
    const document = await servedDocument();
    const refusals = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, { responses }]) =>
        Object.entries(responses)
          .filter(([status]) => status.startsWith('4'))
          .map(([status, response]) => ({
            at: `${method.toUpperCase()} ${path} ${status}`,
            schema: response.content?.['application/json']?.schema?.$ref,
            content: response.content,
          })),
      ),
    );
    expect(refusals.length).toBeGreaterThan(50);
    for (const { at, schema, content } of refusals) {
      // 431 comes from the HTTP server before the API runs, with no body of ours.
      if (at.endsWith(' 431')) expect(content, at).toBeUndefined();
      else expect(schema, at).toBe('#/components/schemas/Error');
    }
  });
});

describe('the check of every answer against the document (harness/openapi-answers.ts)', () => {
  let serviceId = '';
  beforeAll(async () => {
    serviceId = Object.values((await seedEmulators()).serviceIds)[0] ?? '';
  });

  it('passes an answer as documented and fails one with a field, a status or a cache policy the document does not name', async () => {
    const checker = answerCheckerOf((await servedDocument()) as unknown as ServedDocument);
    const path = `/serviceDetails/${serviceId}`;
    const answer = await callApi(path);
    expect(answer.status).toBe(200);
    const asServed = { method: 'GET', path, ...answer };
    expect(checker.problemsOf(asServed)).toEqual([]);

    // A handler that let an e-mail address out beside the documented fields.
    const leaky = { ...(answer.json as object), providerEmail: 'rahim@meramot.test' };
    expect(checker.problemsOf({ ...asServed, json: leaky }).join('\n')).toMatch(
      /must NOT have additional properties.*providerEmail/,
    );
    // A field missing, a status never documented, a public answer marked private.
    const withoutId: Record<string, unknown> = { ...(answer.json as object) };
    delete withoutId._id;
    expect(checker.problemsOf({ ...asServed, json: withoutId })).not.toEqual([]);
    expect(checker.problemsOf({ ...asServed, status: 418 })).toEqual([
      `GET ${path} 418: status 418 is not documented for this operation`,
    ]);
    const headers = new Headers(answer.headers);
    headers.set('Cache-Control', 'no-store');
    expect(checker.problemsOf({ ...asServed, headers })).toHaveLength(1);
    // An error without its code.
    const refused = await callApi(`/serviceDetails/nope`);
    expect(refused.status).toBe(404);
    const codeless: Record<string, unknown> = { ...(refused.json as object) };
    delete codeless.code;
    expect(
      checker.problemsOf({
        method: 'GET',
        path: '/serviceDetails/nope',
        ...refused,
        json: codeless,
      }),
    ).not.toEqual([]);
  });
});
