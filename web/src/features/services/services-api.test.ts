import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { fetchCataloguePage, fetchServiceDetails, prefetchCataloguePage } from './services-api';
import { makeService } from './test-fixtures';

// The emulator build: no App Check token to fetch (lib/app-check.ts).
vi.mock('../../lib/firebase', () => ({
  auth: { currentUser: null },
  emulatorAddress: { host: '127.0.0.1', portOffset: 0 },
}));

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  fetchMock.mockResolvedValue(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    }),
  );
}

describe('fetchCataloguePage', () => {
  it('asks GET /publicServices with the query, anonymously, and reads the paging headers', async () => {
    const services = [makeService('a'), makeService('b')];
    answer(200, services, { 'X-Next-Cursor': 'next-page', 'X-Total-Count': '128' });
    const page = await fetchCataloguePage({
      search: ' pipe ',
      category: 'plumbing',
      district: 'dhaka',
      minPrice: 100,
      maxPrice: 2000,
      sort: 'price-asc',
      limit: 24,
      cursor: 'this-page',
    });
    expect(page).toEqual({ services, nextCursor: 'next-page', total: 128, atLeast: null });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(
      '/api/publicServices?search=pipe&category=plumbing&district=dhaka&minPrice=100&maxPrice=2000&sort=price-asc&cursor=this-page',
    );
    // No token and no cookie: one answer for everyone, which the Hosting CDN can keep.
    expect(init).toMatchObject({ credentials: 'omit', cache: 'no-cache' });
    expect(new Headers(init?.headers).has('Authorization')).toBe(false);
  });

  it('reads how many a search found at least when it has no total', async () => {
    answer(200, [], { 'X-Total-Count-At-Least': '30' });
    expect(await fetchCataloguePage({ search: 'repair', limit: 24 })).toMatchObject({
      total: null,
      atLeast: 30,
    });
  });

  it('leaves out what is at its default, and tells the last page and an untold count', async () => {
    answer(200, []);
    expect(await fetchCataloguePage({ limit: 6 })).toEqual({
      services: [],
      nextCursor: null,
      total: null,
      atLeast: null,
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/publicServices?limit=6');
  });

  it("rejects with the API's own message", async () => {
    answer(400, { error: 'cursor is not valid' });
    await expect(fetchCataloguePage({ limit: 24, cursor: 'forged' })).rejects.toEqual(
      new ApiError(400, 'cursor is not valid'),
    );
  });
});

describe('prefetchCataloguePage', () => {
  afterEach(() => vi.useRealTimers());

  it("hands its answer to the screen's own request for the same page, asked once", async () => {
    const services = [makeService('a')];
    answer(200, services, { 'X-Total-Count': '1' });
    prefetchCataloguePage({ category: 'plumbing', limit: 24 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const page = await fetchCataloguePage({ category: 'plumbing', limit: 24, cursor: null });
    expect(page).toEqual({ services, nextCursor: null, total: 1, atLeast: null });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Taken once: the next request asks again.
    answer(200, []);
    await fetchCataloguePage({ category: 'plumbing', limit: 24 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is not used for another page, nor once it is more than a few seconds old', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    answer(200, []);
    prefetchCataloguePage({ category: 'painting', limit: 24 });
    await fetchCataloguePage({ category: 'plumbing', limit: 24 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    vi.setSystemTime(Date.now() + 10_000);
    await fetchCataloguePage({ category: 'painting', limit: 24 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});

describe('fetchServiceDetails', () => {
  it('asks GET /serviceDetails/{id} with the id encoded', async () => {
    const service = makeService('a/b');
    answer(200, service);
    expect(await fetchServiceDetails('a/b')).toEqual(service);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/serviceDetails/a%2Fb');
  });

  it('answers null for a service that does not exist', async () => {
    answer(404, { error: 'Service not found' });
    expect(await fetchServiceDetails('gone')).toBeNull();
  });

  it('rejects on any other failure', async () => {
    answer(500, { error: 'Internal error' });
    await expect(fetchServiceDetails('a')).rejects.toBeInstanceOf(ApiError);
  });
});
