/**
 * The Express app behind the `api` function: every path of docs/product.md §7 (docs/rest-api.md),
 * routed from the operations' declarations (operations.ts), reached as /api/** through the
 * hosting rewrite or called directly.
 */
import cookieParser from 'cookie-parser';
import express from 'express';
import { appCheckFromEnvironment, appCheckGuard } from './app-check';
import type { AppCheckOptions } from './app-check';
import { REQUEST_DEADLINE_MS, requestDeadline } from './deadline';
import { answerError, responseHeaders, stripApiPrefix, unknownPath } from './middleware';
import { routerOf } from './operation';
import { API_OPERATIONS } from './operations';

export interface AppOptions {
  /** The request deadline (deadline.ts); tests make it short. */
  deadlineMs?: number;
  /** The deadline's last part, left to a commit under way (deadline.ts; 30% of it). */
  commitGraceMs?: number;
  /** App Check on writes and searches (app-check.ts); off unless asked, as in tests. */
  appCheck?: AppCheckOptions;
}

export function createApp({
  deadlineMs = REQUEST_DEADLINE_MS,
  commitGraceMs,
  appCheck = { enforce: false },
}: AppOptions = {}) {
  const app = express();
  app.disable('x-powered-by');
  app.use(
    requestDeadline(deadlineMs, commitGraceMs),
    responseHeaders,
    stripApiPrefix,
    cookieParser(),
    appCheckGuard(appCheck),
  );
  app.use(routerOf(API_OPERATIONS));
  app.use(unknownPath);
  app.use(answerError);
  return app;
}

/** The deployed API: App Check enforced in production, off on the emulators (app-check.ts). */
export const app = createApp({ appCheck: appCheckFromEnvironment() });
