/**
 * Every operation of the API, in the order Express tries them: the declarations of each router
 * file and this document's own. The app's routes and GET /openapi.json both come from this list.
 */
import type { Request, Response } from 'express';
import { OPENAPI_CACHE_CONTROL, openApiDocument } from './openapi';
import type { Operation } from './operation';
import { appointmentsOperations } from './routes/appointments';
import { availabilityOperations } from './routes/availability';
import { billsOperations } from './routes/bills';
import { reconciliationOperations } from './routes/reconciliation';
import { bookingsOperations } from './routes/bookings';
import { reviewsOperations } from './routes/reviews';
import { servicesOperations } from './routes/services';
import { sessionOperations } from './routes/session';

let document: string | null = null;

/** GET /openapi.json: built once per instance, public and cacheable. */
function serveOpenApi(_req: Request, res: Response): void {
  document ??= JSON.stringify(openApiDocument(API_OPERATIONS));
  res.set('Cache-Control', OPENAPI_CACHE_CONTROL).type('application/json').send(document);
}

export const API_OPERATIONS: readonly Operation[] = [
  ...sessionOperations,
  ...servicesOperations,
  ...bookingsOperations,
  ...billsOperations,
  ...appointmentsOperations,
  ...reviewsOperations,
  ...availabilityOperations,
  ...reconciliationOperations,
  {
    method: 'get',
    path: '/openapi.json',
    summary: 'This document',
    access: 'public',
    ok: { schema: { type: 'object' }, description: 'The OpenAPI 3.1 document.' },
    errors: [],
    cache: OPENAPI_CACHE_CONTROL,
    handler: serveOpenApi,
  },
];
