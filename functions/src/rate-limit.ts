/**
 * Rate limits per account and per visitor (domain/src/rate-limits.ts; docs/keyed-writes.md). A
 * counter document per kind of write and sender is counted up in the same transaction as the
 * write it counts, so a refused write (429 with Retry-After) writes nothing, and a write counts
 * only when it commits. An account reads its own counters, and counts its web-door creates in
 * them under the rules.
 */
import type { Request } from 'express';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { Transaction } from 'firebase-admin/firestore';
import {
  RATE_LIMIT_WINDOW_MINUTES,
  counterOfStored,
  countWrite,
  rateCounterIdOf,
} from '@meramot/domain/rate-limits';
import type { RateLimitedWrite, StoredRateCounter } from '@meramot/domain/rate-limits';
import { refusal } from '@meramot/domain/refusal';
import { db } from './firebase';
import { refused } from './http';

export const rateCountersCollection = () => db().collection('rateCounters');

/**
 * A visitor's address as the platform's front end saw it: the last X-Forwarded-For entry (a
 * client can put entries before it, not after), else the connection's.
 */
function visitorAddressOf(req: Request): string {
  const last = req.get('X-Forwarded-For')?.split(',').at(-1)?.trim();
  return last || req.socket.remoteAddress || 'unknown';
}

/** Whom a limit counts: the account, or else the visitor's address. */
export function rateSenderOf(req: Request, uid: string | null): string {
  return uid !== null ? `account:${uid}` : `visitor:${visitorAddressOf(req)}`;
}

/**
 * Reads `sender`'s counter of `kind`: the seconds to wait past the limit, else the write that
 * counts one more, to make in `transaction` with the counted write. The counter is read outside
 * the transaction and counted up blindly (an increment), so a sender's concurrent writes do not
 * lock each other out; they may pass the limit by as many as run at once.
 */
export async function countedWrite(
  transaction: Transaction,
  kind: RateLimitedWrite,
  sender: string,
): Promise<{ write: () => void } | { retryAfterSeconds: number }> {
  // The sender hashed: no address or uid is stored in a counter's id. The web door counts an
  // account's creates in the same document (the rules check them: validRateCount).
  const ref = rateCountersCollection().doc(rateCounterIdOf(kind, sender));
  const stored = (await ref.get()).data() as StoredRateCounter | undefined;
  const next = countWrite(kind, stored && counterOfStored(stored), Date.now());
  if (!next.ok) return { retryAfterSeconds: next.retryAfterSeconds };
  const { windowStartMs, count } = next.counter;
  const expireAt = Timestamp.fromMillis(windowStartMs + RATE_LIMIT_WINDOW_MINUTES * 60_000);
  return {
    write: () =>
      count === 1
        ? transaction.set(ref, {
            windowStart: Timestamp.fromMillis(windowStartMs),
            count,
            expireAt,
          })
        : transaction.set(ref, { count: FieldValue.increment(1) }, { merge: true }),
  };
}

/** As countedWrite, but past the limit refuses the request: 429 rateLimited with Retry-After. */
export async function countWriteOrRefuse(
  transaction: Transaction,
  kind: RateLimitedWrite,
  sender: string,
): Promise<() => void> {
  const counted = await countedWrite(transaction, kind, sender);
  if ('write' in counted) return counted.write;
  const minutes = Math.ceil(counted.retryAfterSeconds / 60);
  throw refused(refusal('rateLimited', { minutes }), {
    'Retry-After': String(counted.retryAfterSeconds),
  });
}
