/** The HTTP vocabulary of the API: errors with a code, its routers, and query parameters. */
import { Router } from 'express';
import type { Request } from 'express';
import { refusal } from '@meramot/domain/refusal';
import type { Refusal } from '@meramot/domain/refusal';
import { englishOf, statusOf } from './refusals';

/**
 * A rejection the caller sees as `{error, code, params?}` with the code's status: every error of
 * the API is one of the domain's refusals (a client may show it in its own words).
 */
export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly refusal: Refusal,
    readonly headers: Record<string, string> = {},
  ) {
    super(englishOf(refusal));
    this.name = 'ApiError';
    this.status = statusOf(refusal);
  }
}

/** A refusal of the API, with the status of functions/src/refusals.ts and the catalogue's English. */
export const refused = (refusal: Refusal, headers: Record<string, string> = {}) =>
  new ApiError(refusal, headers);

/** A router of the API: paths match case-sensitively, as docs/product.md §7 writes them. */
export const apiRouter = () => Router({ caseSensitive: true });

/** One value of a query parameter; a repeated parameter is ambiguous and rejected. */
export function singleParam(req: Request, name: string): string | undefined {
  const value: unknown = req.query[name];
  if (value === undefined || typeof value === 'string') return value;
  // Repeated (?a=1&a=2), or nested (?a[b]=1) when the platform parsed the query with qs.
  throw refused(refusal('paramGivenTwice', { name }));
}
