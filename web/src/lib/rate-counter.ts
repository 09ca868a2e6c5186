/**
 * The web door's side of the rate limits (domain/src/rate-limits.ts; docs/keyed-writes.md): a
 * create the SPA writes straight to Firestore counts one more in the account's counter of its
 * kind, in the same batch or transaction, as the rules demand (isCounted, validRateCount). The
 * API counts the same account's creates in the same documents.
 */
import { doc, getDoc, serverTimestamp } from 'firebase/firestore';
import type { DocumentReference, DocumentSnapshot, Firestore } from 'firebase/firestore';
import {
  accountSenderOf,
  counterOfStored,
  countWrite,
  rateCounterIdOf,
} from '@meramot/domain/rate-limits';
import type { RateLimitedWrite, StoredRateCounter } from '@meramot/domain/rate-limits';
import { refusal } from '@meramot/domain/refusal';
import { RefusedError } from './refused-error';

/** What can write the counter: a transaction or a batch. */
interface Writer {
  set(ref: DocumentReference, data: Record<string, unknown>): unknown;
}

/**
 * Reads `uid`'s counter of `kind` (through `read`: a transaction's get, else the server's) and
 * answers the write that counts the create of `id`; past the limit it refuses with
 * `rateLimited` (the minutes until the window ends) and nothing is written.
 */
export async function countCreate(
  db: Firestore,
  kind: RateLimitedWrite,
  uid: string,
  id: string,
  read: (ref: DocumentReference) => Promise<DocumentSnapshot> = getDoc,
): Promise<(writer: Writer) => void> {
  const ref = doc(db, 'rateCounters', rateCounterIdOf(kind, accountSenderOf(uid)));
  const stored = (await read(ref)).data() as StoredRateCounter | undefined;
  const next = countWrite(kind, stored && counterOfStored(stored), Date.now());
  if (!next.ok) {
    throw new RefusedError(
      refusal('rateLimited', { minutes: Math.ceil(next.retryAfterSeconds / 60) }),
    );
  }
  const newWindow = next.counter.count === 1;
  return (writer) =>
    writer.set(ref, {
      // The window's start is the server's clock, as the rules compare it with request.time.
      windowStart: newWindow ? serverTimestamp() : stored?.windowStart,
      count: next.counter.count,
      lastId: id,
      updatedAt: serverTimestamp(),
    });
}
