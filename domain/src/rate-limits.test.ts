import { describe, expect, it } from 'vitest';
import { sha256Hex } from './keyed-id';
import {
  RATE_LIMITS,
  RATE_LIMIT_WINDOW_MINUTES,
  accountSenderOf,
  countWrite,
  rateCounterIdOf,
} from './rate-limits';

const WINDOW_MS = RATE_LIMIT_WINDOW_MINUTES * 60_000;

describe('countWrite', () => {
  it('starts a window at the first write and counts up to the limit', () => {
    let counter = undefined as Parameters<typeof countWrite>[1];
    for (let i = 1; i <= RATE_LIMITS.appointment; i++) {
      const next = countWrite('appointment', counter, 1_000 + i);
      if (!next.ok) throw new Error(`refused write ${i}`);
      expect(next.counter).toEqual({ windowStartMs: 1_001, count: i });
      counter = next.counter;
    }
    expect(countWrite('appointment', counter, 1_001 + 60_000)).toEqual({
      ok: false,
      retryAfterSeconds: WINDOW_MS / 1000 - 60,
    });
  });

  it('starts a new window once the last one ended', () => {
    const full = { windowStartMs: 0, count: RATE_LIMITS.service };
    expect(countWrite('service', full, WINDOW_MS)).toEqual({
      ok: true,
      counter: { windowStartMs: WINDOW_MS, count: 1 },
    });
  });
});

describe('rateCounterIdOf', () => {
  it("names the kind and the SHA-256 of the sender, as the rules recompute an account's", () => {
    expect(rateCounterIdOf('booking', accountSenderOf('bob'))).toBe(
      `booking_${sha256Hex('account:bob')}`,
    );
    expect(rateCounterIdOf('booking', 'account:bob')).toMatch(/^booking_[0-9a-f]{64}$/);
  });
});
