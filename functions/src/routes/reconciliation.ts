/**
 * GET /admin/reconciliation: the daily reconciliation's last report (reconciliation.ts), for an
 * admin. Its OpenAPI entry is declared here, beside its handler.
 */
import type { Request, Response } from 'express';
import {
  RECONCILIATION_MAX_PAGES,
  RECONCILIATION_PAGE_SIZE,
  RECONCILIATION_REPORT_IDS,
} from '@meramot/domain/reconciliation';
import type { ReconciliationReport } from '@meramot/domain/reconciliation';
import { signedIn, signedInCaller } from '../auth';
import { db } from '../firebase';
import { apiRouter, forbidden } from '../http';
import { otherMethods } from '../middleware';
import type { Operation } from '../openapi';
import type { JsonSchema } from '../openapi-schema';
import { REPORT_PATH } from '../reconciliation';

async function lastReport(_req: Request, res: Response): Promise<void> {
  const caller = signedInCaller(res);
  if (!caller.admin) throw forbidden('Only an admin can read the reconciliation report');
  const stored = (await db().doc(REPORT_PATH).get()).data() as ReconciliationReport | undefined;
  res.set('Cache-Control', 'private, no-store');
  res.json({
    report: stored
      ? {
          startedAt: stored.startedAt,
          finishedAt: stored.finishedAt,
          ledger: stored.ledger,
          totals: stored.totals,
          listings: stored.listings,
        }
      : null,
  });
}

export const reconciliationRouter = apiRouter();
reconciliationRouter
  .route('/admin/reconciliation')
  .get(signedIn, lastReport)
  .all(otherMethods('GET'));

const count = { type: 'integer', minimum: 0 } as const;

/** One part of a run, as reconciliation.ts reports it. */
const partSchema = (what: string): JsonSchema => ({
  type: 'object',
  description: what,
  required: ['checked', 'repaired', 'repairedIds', 'complete'],
  properties: {
    checked: count,
    repaired: count,
    repairedIds: {
      type: 'array',
      maxItems: RECONCILIATION_REPORT_IDS,
      items: { type: 'string' },
      description: `The first ${RECONCILIATION_REPORT_IDS} repaired: bill ids, totals paths or listing ids`,
    },
    complete: {
      type: 'boolean',
      description: `False when the part stopped at its bound (${RECONCILIATION_MAX_PAGES} pages of ${RECONCILIATION_PAGE_SIZE}); the next run goes on`,
    },
  },
});

export const RECONCILIATION_OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: '/admin/reconciliation',
    summary: "The daily reconciliation's last report (admin)",
    access: 'signedIn',
    ok: {
      schema: {
        type: 'object',
        required: ['report'],
        properties: {
          report: {
            oneOf: [
              { type: 'null', description: 'No run yet' },
              {
                type: 'object',
                required: ['startedAt', 'finishedAt', 'ledger', 'totals', 'listings'],
                properties: {
                  startedAt: { type: 'string', format: 'date-time' },
                  finishedAt: { type: 'string', format: 'date-time' },
                  ledger: partSchema('Accepted bills against their ledger entries'),
                  totals: partSchema("The running totals against the sum of the ledger's entries"),
                  listings: partSchema('Listings against the search index their fields give'),
                },
              },
            ],
          },
        },
      },
      description: 'The last report, or null before the first run.',
    },
    errors: [403],
  },
];
