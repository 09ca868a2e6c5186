/**
 * Every request has a deadline well under the platform's 60 s: past it the caller gets 503 with
 * Retry-After instead of waiting on a frozen or unreachable Firestore. Each request writes in one
 * atomic commit (a transaction or a single create), so nothing is ever half-written; and a
 * request past its deadline starts no write: the auth middleware and every transaction check
 * the deadline before going on, so a transaction whose reads come back late rolls back.
 */
import type { RequestHandler, Response } from 'express';
import { ApiError } from './http';

/** How long a request may take, Firestore work included. */
export const REQUEST_DEADLINE_MS = 10_000;
/** What Retry-After tells the caller to wait, in seconds. */
const RETRY_AFTER_SECONDS = 5;

declare module 'express-serve-static-core' {
  interface Locals {
    /** Aborted when the request's deadline passes (set by `requestDeadline`). */
    deadline?: AbortSignal;
  }
}

const pastDeadline = () =>
  new ApiError(503, 'The database did not answer in time: try again in a few seconds', {
    'Retry-After': String(RETRY_AFTER_SECONDS),
  });

/** The first middleware: answers 503 when the request is still unanswered after `ms`. */
export function requestDeadline(ms: number): RequestHandler {
  return (_req, res, next) => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      controller.abort();
      if (res.headersSent) return;
      const error = pastDeadline();
      res.status(error.status).set(error.headers).json({ error: error.message });
    }, ms);
    res.on('close', () => clearTimeout(timer));
    res.locals.deadline = controller.signal;
    next();
  };
}

/** Throws once the deadline has passed: called before anything that would write. */
export function checkDeadline(res: Response): void {
  if (res.locals.deadline?.aborted) throw pastDeadline();
}

/** Whether the request has already been answered 503 by its deadline. */
export function isPastDeadline(res: Response): boolean {
  return res.locals.deadline?.aborted === true;
}
