/**
 * Creates that a client may repeat: POST /appointment, /addService and /bookServices take an
 * optional `Idempotency-Key` header (16 to 64 letters, digits, `-` or `_`; a UUID fits). The
 * document id is derived from the key and who sends it, and the create runs in a transaction: a
 * repeat with the same key and the same request answers the first result and writes nothing;
 * the same key with a different request is refused with 409. So a client that retries after a
 * 503 (when a commit may still have landed) or after a dropped connection leaves one document.
 * A review needs no key: its id is its booking's (planNewReview answers an identical repeat).
 */
import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import type { CollectionReference, DocumentData } from 'firebase-admin/firestore';
import { commitWithin } from './deadline';
import { sameStoredValue } from './firebase';
import { ApiError, badRequest } from './http';

const KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
export const IDEMPOTENCY_KEY_INVALID =
  'Idempotency-Key must be 16 to 64 letters, digits, - or _ (a UUID fits)';
export const IDEMPOTENCY_KEY_REUSED =
  'This Idempotency-Key was already used for a different request';

/** The request's key, or null without one; 400 for a malformed one. */
function keyOf(req: Request): string | null {
  const key = req.get('Idempotency-Key');
  if (key === undefined) return null;
  if (!KEY_PATTERN.test(key)) throw badRequest(IDEMPOTENCY_KEY_INVALID);
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
  return createHash('sha256').update(`${sender}\n${key}`).digest('base64url').slice(0, 32);
}

/**
 * A repeat of a keyed create: nothing to write when `first` (the stored document) holds the
 * same request fields as `data`; 409 when the key was used for another request.
 */
function checkRepeat(first: DocumentData | undefined, data: DocumentData): void {
  if (!sameStoredValue(requestFieldsOf(first ?? {}), requestFieldsOf(data))) {
    throw new ApiError(409, IDEMPOTENCY_KEY_REUSED);
  }
}

/**
 * Creates `data` in `collection` once per key and sender (`sender`: a uid, or '' for a
 * visitor); the new (or first) document's id.
 */
export async function createOnce(
  req: Request,
  res: Response,
  collection: CollectionReference,
  sender: string,
  data: DocumentData,
): Promise<string> {
  const id = keyedIdOf(req, sender);
  const ref = id === null ? collection.doc() : collection.doc(id);
  // The create commits only within the deadline, and a commit sent is answered (deadline.ts).
  await commitWithin(res, async (transaction) => {
    if (id !== null) {
      const first = await transaction.get(ref);
      if (first.exists) {
        checkRepeat(first.data(), data);
        return;
      }
    }
    transaction.create(ref, data);
  });
  return ref.id;
}
