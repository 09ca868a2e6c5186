/** The HTTP vocabulary of the API: errors with a status, its routers, and query parameters. */
import { Router } from 'express';
import type { Request } from 'express';
import type { Refusal } from '@meramot/domain/refusal';
import { englishOf, statusOf } from './refusals';

/**
 * A rejection the caller sees as `{error: message}` with `status`, plus `code` and `params`
 * when it is one of the domain's refusals (a client may show it in its own words).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly refusal?: Refusal,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A domain refusal, with the status and English of functions/src/refusals.ts. */
export const refused = (refusal: Refusal, headers: Record<string, string> = {}) =>
  new ApiError(statusOf(refusal), englishOf(refusal), headers, refusal);

export const badRequest = (message: string) => new ApiError(400, message);
export const unauthorized = (message: string) => new ApiError(401, message);
export const forbidden = (message: string) => new ApiError(403, message);
export const notFound = (message: string) => new ApiError(404, message);

/** A router of the API: paths match case-sensitively, as docs/product.md §7 writes them. */
export const apiRouter = () => Router({ caseSensitive: true });

/** One value of a query parameter; a repeated parameter is ambiguous and rejected. */
export function singleParam(req: Request, name: string): string | undefined {
  const value: unknown = req.query[name];
  if (value === undefined || typeof value === 'string') return value;
  // Repeated (?a=1&a=2), or nested (?a[b]=1) when the platform parsed the query with qs.
  throw badRequest(`${name} must be given once`);
}
