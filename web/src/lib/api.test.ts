import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, MAX_RETRY_WAIT_MS, apiFetch, publicFetch } from './api';

vi.mock('./firebase', () => ({ auth: { currentUser: null } }));
// The token App Check gives in a production build (app-check.ts).
vi.mock('./app-check', () => ({
  appCheckHeaders: () => Promise.resolve({ 'X-Firebase-AppCheck': 'app-check-token' }),
}));

const fetchMock = vi.fn<typeof fetch>();

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('one retry after a 503', () => {
  it('asks a public read once more after the wait Retry-After asks for', async () => {
    fetchMock
      .mockResolvedValueOnce(answer(503, { error: 'busy' }, { 'Retry-After': '2' }))
      .mockResolvedValueOnce(answer(200, [{ _id: 'a' }]));
    const read = publicFetch<{ _id: string }[]>('/publicServices?limit=6');
    await vi.advanceTimersByTimeAsync(1_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect((await read).data).toEqual([{ _id: 'a' }]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('fails with the second answer when the retry fails too, and tries no third time', async () => {
    fetchMock.mockResolvedValue(answer(503, { error: 'The request took too long' }));
    const read = publicFetch('/serviceDetails/x');
    const failed = expect(read).rejects.toEqual(new ApiError(503, 'The request took too long'));
    await vi.advanceTimersByTimeAsync(1_000);
    await failed;
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not wait longer than it may: a far Retry-After fails at once', async () => {
    const seconds = String(MAX_RETRY_WAIT_MS / 1000 + 1);
    fetchMock.mockResolvedValue(answer(503, { error: 'busy' }, { 'Retry-After': seconds }));
    await expect(publicFetch('/reviews?serviceId=x')).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('retries an idempotent write, never another one', async () => {
    fetchMock.mockResolvedValue(answer(503, { error: 'busy' }, { 'Retry-After': '0' }));
    await expect(apiFetch('/deleteService/x', { method: 'DELETE' })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fetchMock.mockReset();
    fetchMock
      .mockResolvedValueOnce(answer(503, { error: 'busy' }, { 'Retry-After': '0' }))
      .mockResolvedValueOnce(answer(200, { success: true }));
    const logout = apiFetch('/logout', { method: 'POST', idempotent: true });
    await vi.advanceTimersByTimeAsync(0);
    await expect(logout).resolves.toEqual({ success: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not retry other failures', async () => {
    fetchMock.mockResolvedValue(answer(500, { error: 'Internal error' }));
    await expect(publicFetch('/publicServices?limit=6')).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('App Check', () => {
  const sentHeaders = (call: number) =>
    new Headers(fetchMock.mock.calls[call]?.[1]?.headers as Record<string, string>);

  it('sends its token with every write and every search, and with no other read', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(answer(200, {})));
    await apiFetch('/appointment', { method: 'POST', body: {} });
    await apiFetch('/bills/b1', { method: 'PUT', body: {} });
    await apiFetch('/earnings');
    await publicFetch('/publicServices?search=pipe');
    await publicFetch('/publicServices?limit=6');
    await publicFetch('/publicServices?search=');
    expect([0, 1, 2, 3, 4, 5].map((i) => sentHeaders(i).get('X-Firebase-AppCheck'))).toEqual([
      'app-check-token',
      'app-check-token',
      null,
      'app-check-token',
      null,
      null,
    ]);
  });
});
