/** The HTTP vocabulary of the API: errors with a status, its routers, and query parameters. */
import { Router } from 'express';
import type { Request } from 'express';

/** A rejection the caller sees as `{error: message}` with `status`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string) => new ApiError(400, message);
export const unauthorized = (message: string) => new ApiError(401, message);
export const forbidden = (message: string) => new ApiError(403, message);
export const notFound = (message: string) => new ApiError(404, message);

/** A router of the API: paths match case-sensitively, as SPEC.md §7 writes them. */
export const apiRouter = () => Router({ caseSensitive: true });

/** One value of a query parameter; a repeated parameter is ambiguous and rejected. */
export function singleParam(req: Request, name: string): string | undefined {
  const value: unknown = req.query[name];
  if (value === undefined || typeof value === 'string') return value;
  // Repeated (?a=1&a=2), or nested (?a[b]=1) when the platform parsed the query with qs.
  throw badRequest(`${name} must be given once`);
}
