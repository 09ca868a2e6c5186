/**
 * Bounded polling, the suites' one way to wait for a state a trigger or the emulator writes a
 * moment later: `read` until `done` holds or `timeoutMs` has passed, then the last value read (the
 * caller's expectation fails on it, naming what was there).
 */
export async function pollUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  { timeoutMs = 25_000, intervalMs = 100 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
