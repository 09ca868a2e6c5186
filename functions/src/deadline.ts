/**
 * Every request has a deadline well under the platform's timeout: past it the caller gets 503
 * with Retry-After instead of waiting on a frozen or unreachable Firestore. A 503 means nothing
 * was written. Every write of a request goes through `commitWithin`, one transaction: it starts
 * its commit only within the deadline (a transaction whose reads come back late rolls back).
 * A commit sent before the deadline is rolled back at it, and answered 503 only once Firestore
 * confirmed the rollback; otherwise, for a grace of half the deadline, the handler's answer is
 * the commit's outcome (its success, or its failure, which wrote nothing). A commit still
 * unconfirmed after that answers 504: it may land, and it is never told that nothing was written.
 */
import type { RequestHandler, Response } from 'express';
import type { Transaction } from 'firebase-admin/firestore';
import { db } from './firebase';
import { refusal } from '@meramot/domain/refusal';
import { refused } from './http';
import type { ApiError } from './http';

/** How long a request may take, Firestore work included (the last 30% only for a commit). */
export const REQUEST_DEADLINE_MS = 10_000;
/** What Retry-After tells the caller to wait, in seconds. */
const RETRY_AFTER_SECONDS = 5;

declare module 'express-serve-static-core' {
  interface Locals {
    /** Aborted when the request's deadline passes (set by `requestDeadline`). */
    deadline?: AbortSignal;
    /** True from the moment a commit is sent (commitWithin): no 503 unless it is rolled back. */
    committing?: boolean;
    /** Rolls the commit under way back: true once Firestore confirmed it (it cannot land). */
    abortCommit?: () => Promise<boolean>;
  }
}

const pastDeadline = () =>
  refused(refusal('pastDeadline'), { 'Retry-After': String(RETRY_AFTER_SECONDS) });

/** A commit sent but neither confirmed nor rolled back within the grace: it may still land. */
const outcomeUnknown = () =>
  refused(refusal('outcomeUnknown'), { 'Retry-After': String(RETRY_AFTER_SECONDS) });

const answerWith = (res: Response, error: ApiError) => {
  if (res.headersSent) return;
  res
    .status(error.status)
    .set(error.headers)
    .json({ error: error.message, ...error.refusal });
};

/**
 * The first middleware: every request is answered within `ms`. A request still unanswered
 * `graceMs` before that, with no commit under way, answers 503 then, and no commit starts after
 * it. A commit under way gets the grace: 503 once it is rolled back, its own outcome when it
 * comes, else 504 at `ms` (it may still land; a keyed or idempotent repeat tells).
 */
export function requestDeadline(ms: number, graceMs = ms * 0.3): RequestHandler {
  return (_req, res, next) => {
    const controller = new AbortController();
    let grace: NodeJS.Timeout | undefined;
    const timer = setTimeout(() => {
      controller.abort();
      if (res.headersSent) return;
      if (res.locals.committing !== true) {
        answerWith(res, pastDeadline());
        return;
      }
      void (res.locals.abortCommit?.() ?? Promise.resolve(false)).then((aborted) => {
        if (aborted) answerWith(res, pastDeadline());
      });
      grace = setTimeout(() => answerWith(res, outcomeUnknown()), graceMs);
    }, ms - graceMs);
    res.on('close', () => {
      clearTimeout(timer);
      clearTimeout(grace);
    });
    res.locals.deadline = controller.signal;
    next();
  };
}

/** Throws once the deadline has passed: called before anything that would write. */
export function checkDeadline(res: Response): void {
  if (res.locals.deadline?.aborted) throw pastDeadline();
}

/** Whether the request's deadline has passed (and so it may have been answered 503 or 504). */
export function isPastDeadline(res: Response): boolean {
  return res.locals.deadline?.aborted === true;
}

/**
 * Runs `update` in a transaction whose commit starts only within the request's deadline: every
 * create and update of the API goes through here. Each attempt checks the deadline first (a
 * retry after a refused commit, when the deadline passed meanwhile, answers 503: that commit
 * wrote nothing) and again after its reads; from then on the deadline stays silent until the
 * outcome is known, and a commit that landed is always answered as such.
 */
export function commitWithin<T>(
  res: Response,
  update: (transaction: Transaction) => Promise<T>,
  options?: { maxAttempts?: number },
): Promise<T> {
  return db().runTransaction(async (transaction) => {
    res.locals.committing = false;
    checkDeadline(res);
    const result = await update(transaction);
    checkDeadline(res);
    // Nothing is awaited between here and the SDK's commit, so no timer runs in between.
    res.locals.committing = true;
    res.locals.abortCommit = rollbackOf(transaction);
    return result;
  }, options);
}

/** What the Admin SDK keeps of a transaction and does not type: its id and its client. */
interface TransactionInternals {
  _transactionIdPromise?: Promise<Uint8Array>;
  _requestTag: string;
  _firestore: {
    formattedName: string;
    request(method: 'rollback', request: object, requestTag: string): Promise<unknown>;
  };
}

/**
 * Rolls back `transaction`'s commit under way, confirmed: a transaction rolled back cannot
 * commit. Only a transaction that read has an id; a commit of writes alone cannot be stopped.
 */
function rollbackOf(transaction: Transaction): () => Promise<boolean> {
  const internals = transaction as unknown as TransactionInternals;
  const id = internals._transactionIdPromise;
  if (id === undefined) return () => Promise.resolve(false);
  return async () => {
    try {
      const { formattedName } = internals._firestore;
      const request = { database: formattedName, transaction: await id };
      await internals._firestore.request('rollback', request, internals._requestTag);
      return true;
    } catch {
      // Committed already, or not known: the commit's own outcome answers.
      return false;
    }
  };
}
