import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { sendAppointment } from './appointment-api';

// The emulator build: no App Check token to fetch (lib/app-check.ts).
vi.mock('../../lib/firebase', () => ({
  auth: { currentUser: null },
  emulatorAddress: { host: '127.0.0.1', portOffset: 0 },
}));

const fetchMock = vi.fn<typeof fetch>();
const VALUES = {
  name: '  Sadia Rahman ',
  email: '',
  phone: '+8801911000003',
  date: '2030-05-20',
  message: 'Damp wall in the bedroom.',
};
const KEY = '0123456789abcdef0123456789abcdef';

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => vi.unstubAllGlobals());

describe('sendAppointment', () => {
  it('posts the validated fields to /appointment with its Idempotency-Key', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { acknowledged: true, insertedId: 'a1' }));
    await sendAppointment(VALUES, KEY);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/appointment');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({ 'Idempotency-Key': KEY });
    expect(JSON.parse(String(init?.body))).toEqual({ ...VALUES, name: 'Sadia Rahman' });
  });

  it("counts a visitor's repeat the API already received (409 requestAlreadyReceived) as sent", async () => {
    fetchMock.mockResolvedValueOnce(
      answer(409, { error: 'received', code: 'requestAlreadyReceived' }),
    );
    await expect(sendAppointment(VALUES, KEY)).resolves.toBeUndefined();
  });

  it("rejects with the API's refusal (429 rateLimited)", async () => {
    fetchMock.mockResolvedValueOnce(
      answer(429, { error: 'Too many', code: 'rateLimited', params: { minutes: 42 } }),
    );
    const sent = sendAppointment(VALUES, KEY);
    await expect(sent).rejects.toBeInstanceOf(ApiError);
    await expect(sent).rejects.toMatchObject({
      status: 429,
      refusal: { code: 'rateLimited', params: { minutes: 42 } },
    });
  });

  it('sends nothing for invalid values', async () => {
    await expect(sendAppointment({ ...VALUES, phone: '' }, KEY)).rejects.toThrow();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
