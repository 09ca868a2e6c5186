/**
 * How many writes of each kind one account, or one visitor's address, may make in a window
 * (docs/keyed-writes.md). Far above what a person does in an hour, far below a loop: a visitor's
 * 15 appointment requests in a row, an account's endless listings, a crawler's search pages
 * each leaving a stored ranking. The API counts them (functions/src/rate-limit.ts) and answers
 * 429 with Retry-After past a limit; the web door counts an account's creates in the same
 * counters, which the rules check (firestore.rules: validRateCount, isCounted).
 */
import { sha256Hex } from './keyed-id';

export const RATE_LIMIT_WINDOW_MINUTES = 60;

export const RATE_LIMITS = {
  /** POST /appointment, per account or per visitor's address. */
  appointment: 10,
  /** POST /addService, per account. */
  service: 20,
  /** POST /bookServices, per account. */
  booking: 30,
  /** POST /reviews, per account (one per Completed booking anyway). */
  review: 30,
  /** Rankings a visitor's searches leave stored for their next pages; past it none is kept. */
  searchRanking: 40,
} as const;

export type RateLimitedWrite = keyof typeof RATE_LIMITS;

/** What a counter holds: when its window started (ms since the epoch) and the writes in it. */
export interface RateCounterDoc {
  windowStartMs: number;
  count: number;
}

/**
 * The counter after one more write at `nowMs`, or the seconds until the window ends when the
 * limit is reached (the write is refused and not counted).
 */
export function countWrite(
  kind: RateLimitedWrite,
  counter: Partial<RateCounterDoc> | undefined,
  nowMs: number,
): { ok: true; counter: RateCounterDoc } | { ok: false; retryAfterSeconds: number } {
  const windowMs = RATE_LIMIT_WINDOW_MINUTES * 60_000;
  const start = counter?.windowStartMs;
  const count = counter?.count;
  if (typeof start !== 'number' || typeof count !== 'number' || nowMs >= start + windowMs) {
    return { ok: true, counter: { windowStartMs: nowMs, count: 1 } };
  }
  if (count >= RATE_LIMITS[kind]) {
    return {
      ok: false,
      retryAfterSeconds: Math.max(1, Math.ceil((start + windowMs - nowMs) / 1000)),
    };
  }
  return { ok: true, counter: { windowStartMs: start, count: count + 1 } };
}

/**
 * The id of `sender`'s counter of `kind` (rateCounters/{id}): the kind, '_', then the SHA-256 of
 * the sender in hex, so no uid or address is stored in it. An account is `account:{uid}`, as
 * the rules recompute it (hashing.sha256), a visitor `visitor:{address}`.
 */
export function rateCounterIdOf(kind: RateLimitedWrite, sender: string): string {
  return `${kind}_${sha256Hex(sender)}`;
}

/** The sender an account's writes are counted as, on both doors. */
export function accountSenderOf(uid: string): string {
  return `account:${uid}`;
}

/** A counter as stored: its window's start a timestamp (the rules compare it with request.time). */
export interface StoredRateCounter {
  windowStart?: { toMillis(): number };
  count?: unknown;
}

/** The counter countWrite reads, from the stored one. */
export function counterOfStored(stored: StoredRateCounter): Partial<RateCounterDoc> {
  return {
    ...(stored.windowStart && { windowStartMs: stored.windowStart.toMillis() }),
    ...(typeof stored.count === 'number' && { count: stored.count }),
  };
}
