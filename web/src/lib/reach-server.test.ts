import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineError, offlineMessage, reachServer } from './reach-server';

function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('reachServer', () => {
  it('passes through what the write resolves to while online', async () => {
    await expect(reachServer(async () => 'service-1')).resolves.toBe('service-1');
  });

  it('writes nothing while the browser is offline', async () => {
    goOffline();
    const write = vi.fn(async () => 'service-1');
    await expect(reachServer(write)).rejects.toEqual(new OfflineError(false));
    expect(write).not.toHaveBeenCalled();
  });

  it('stops waiting for a write the server never acknowledges', async () => {
    vi.useFakeTimers();
    const pending = reachServer(() => new Promise<string>(() => undefined), 15_000);
    const settled = expect(pending).rejects.toMatchObject({ queued: true });
    await vi.advanceTimersByTimeAsync(15_000);
    await settled;
  });

  it("passes the write's own failure on", async () => {
    await expect(reachServer(() => Promise.reject(new Error('permission-denied')))).rejects.toThrow(
      'permission-denied',
    );
  });
});

describe('offlineMessage', () => {
  it('says plainly that nothing was sent, or that it waits to be sent', () => {
    expect(offlineMessage(new OfflineError(false), 'the service')).toBe(
      'You are offline: the service was not saved. Check your connection and try again.',
    );
    expect(offlineMessage(new OfflineError(true), 'the service')).toMatch(
      /^You are offline: the server did not answer, so the service is not saved yet\./,
    );
    expect(offlineMessage(new Error('permission-denied'), 'the service')).toBeUndefined();
  });
});
