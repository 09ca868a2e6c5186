/** What every path shares: 404, 405 and OPTIONS, the /api prefix, HEAD, headers, no CORS. */
import { beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ID } from '../../harness/emulators';
import { seedEmulators } from '../../harness/seed';
import { callApi, hasStackTrace } from '../../harness/api-client';
import { refusedBody } from '../support/refusals';

beforeAll(async () => {
  await seedEmulators();
});

describe('unknown paths and wrong methods', () => {
  it('answers 404 {error} for a path the API does not have', async () => {
    for (const path of [
      '/',
      '/nope',
      '/api',
      '/api/nope',
      '/publicServices/extra',
      '/updateService',
    ]) {
      const result = await callApi(path);
      expect(result.status, path).toBe(404);
      expect(result.json).toMatchObject({
        error: expect.stringMatching(/^Not found: /),
        code: 'pathNotFound',
      });
    }
  });

  it('answers 405 {error, code} with Allow for a known path and the wrong method', async () => {
    // [method, path asked, the route's path as the answer names it, Allow]
    const cases: [string, string, string, string][] = [
      ['GET', '/addService', '/addService', 'POST, OPTIONS'],
      ['DELETE', '/publicServices', '/publicServices', 'GET, HEAD, OPTIONS'],
      ['POST', '/serviceDetails/abc', '/serviceDetails/:id', 'GET, HEAD, OPTIONS'],
      ['PUT', '/appointment', '/appointment', 'GET, POST, HEAD, OPTIONS'],
      ['GET', '/api/logout', '/logout', 'POST, OPTIONS'],
    ];
    for (const [method, path, route, allow] of cases) {
      const result = await callApi(path, { method });
      expect(result.status, `${method} ${path}`).toBe(405);
      expect(result.headers.get('allow')).toBe(allow);
      expect(result.json).toEqual(refusedBody('methodNotAllowed', { method, path: route }));
    }
  });

  it('answers OPTIONS on a known path with its methods in Allow', async () => {
    for (const [path, allow] of [
      ['/addService', 'POST, OPTIONS'],
      ['/api/appointment', 'GET, POST, HEAD, OPTIONS'],
    ] as const) {
      const result = await callApi(path, { method: 'OPTIONS' });
      expect(result.status, path).toBe(204);
      expect(result.headers.get('allow')).toBe(allow);
    }
    expect((await callApi('/nope', { method: 'OPTIONS' })).status).toBe(404);
  });

  it('accepts a trailing slash and HEAD on a GET path', async () => {
    expect((await callApi('/publicServices/')).status).toBe(200);
    const head = await callApi('/publicServices', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
  });
});

describe('headers', () => {
  it('marks every answer JSON and not to be sniffed; only the public catalogue is cacheable', async () => {
    const answers: [path: string, cacheControl: string][] = [
      ['/publicServices', 'public, max-age=60, s-maxage=300'],
      ['/publicServices?category=nope', 'no-store'],
      ['/allServices?email=rahim@meramot.test', 'no-store'],
      ['/nope', 'no-store'],
    ];
    for (const [path, cache] of answers) {
      const result = await callApi(path);
      expect(result.headers.get('content-type')).toMatch(/^application\/json/);
      expect(result.headers.get('cache-control'), path).toBe(cache);
      expect(result.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });
});

describe('CORS', () => {
  // The SPA calls /api on its own origin through the hosting rewrite: no origin gets CORS.
  const origins = [
    'http://localhost:5173',
    'http://127.0.0.1:5000',
    'http://localhost',
    `https://${PROJECT_ID}.web.app`,
    `https://${PROJECT_ID}.firebaseapp.com`,
    'https://evil.example',
    'http://localhost.evil.example',
    `https://${PROJECT_ID}.web.app.evil.example`,
    `http://${PROJECT_ID}.web.app`,
    'null',
  ];

  it('gives no CORS headers to any origin', async () => {
    for (const origin of origins) {
      for (const method of ['OPTIONS', 'GET']) {
        const result = await callApi('/publicServices', { method, origin });
        expect(result.headers.get('access-control-allow-origin'), origin).toBeNull();
        expect(result.headers.get('access-control-allow-credentials')).toBeNull();
      }
    }
  });
});

describe('errors never show a stack trace', () => {
  it('even when the platform rejects malformed JSON before the function runs', async () => {
    const result = await callApi('/addService', { method: 'POST', rawBody: '{"provider": ' });
    expect(result.status).toBe(400);
    expect(hasStackTrace(result.text)).toBe(false);
  });
});
