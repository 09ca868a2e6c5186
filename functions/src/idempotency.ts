/**
 * Creates that a client may repeat: POST /appointment, /addService and /bookServices take an
 * optional `Idempotency-Key` header (16 to 64 letters, digits, `-` or `_`; a UUID fits). The
 * document id is the sender's keyedIdOf the key (domain/src/keyed-id.ts, as the web door makes
 * its ids), and the create runs in a transaction: a repeat with the same key and the same
 * request answers the first result and writes nothing; the same key with a different request is
 * refused with 409. A key answers only its own sender: another account's same key makes another
 * id, and a visitor (who has no account to tell apart) is never told the first result's id: a
 * visitor's repeat answers 409 requestAlreadyReceived. So a client that retries after a dropped
 * connection leaves one document. A review needs no key: its id is its booking's (planNewReview
 * answers an identical repeat).
 */
import type { Request, Response } from 'express';
import type { CollectionReference, DocumentData } from 'firebase-admin/firestore';
import { commitWithin } from './deadline';
import { IDEMPOTENCY_KEY_PATTERN, keyedIdOf as keyedIdOfKey } from '@meramot/domain/keyed-id';
import { refusal } from '@meramot/domain/refusal';
import type { RateLimitedWrite } from '@meramot/domain/rate-limits';
import { sameStoredValue } from './firebase';
import { refused } from './http';
import { countWriteOrRefuse, rateSenderOf } from './rate-limit';

/** The request's key, or null without one; 400 for a malformed one. */
function keyOf(req: Request): string | null {
  const key = req.get('Idempotency-Key');
  if (key === undefined) return null;
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw refused(refusal('idempotencyKeyInvalid'));
  return key;
}

/** The fields a repeat must match: everything but the server's timestamps. */
function requestFieldsOf(data: DocumentData): DocumentData {
  return Object.fromEntries(
    Object.entries(data).filter(([field]) => field !== 'createdAt' && field !== 'updatedAt'),
  );
}

/** The document id a keyed create of `sender` (a uid, or '' for a visitor) writes; null without a key. */
export function keyedIdOf(req: Request, sender: string): string | null {
  const key = keyOf(req);
  if (key === null) return null;
  return keyedIdOfKey(sender, key);
}

/**
 * A repeat of a keyed create: nothing to write when `first` (the stored document) holds the
 * same request fields as `data`; 409 when the key was used for another request.
 */
function checkRepeat(first: DocumentData | undefined, data: DocumentData): void {
  if (!sameStoredValue(requestFieldsOf(first ?? {}), requestFieldsOf(data))) {
    throw refused(refusal('idempotencyKeyReused'));
  }
}

/**
 * Creates `data` in `collection` once per key and sender (`sender`: a uid, or '' for a
 * visitor), counted as a `kind` write of the sender (rate-limit.ts: 429 past its limit); the new
 * (or first) document's id.
 */
export async function createOnce(
  req: Request,
  res: Response,
  collection: CollectionReference,
  sender: string,
  kind: RateLimitedWrite,
  data: DocumentData,
): Promise<string> {
  const id = keyedIdOf(req, sender);
  const ref = id === null ? collection.doc() : collection.doc(id);
  // The create commits only within the deadline, and a commit sent is answered (deadline.ts).
  await commitWithin(res, async (transaction) => {
    if (id !== null) {
      const first = await transaction.get(ref);
      if (first.exists) {
        // A visitor's key may be anyone's: a repeat is told it landed, never what it made.
        if (sender === '') throw refused(refusal('requestAlreadyReceived'));
        checkRepeat(first.data(), data);
        return;
      }
    }
    const count = await countWriteOrRefuse(transaction, kind, rateSenderOf(req, sender || null));
    count();
    transaction.create(ref, data);
  });
  return ref.id;
}
