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
import { refusal } from '@meramot/domain/refusal';
import { signedInCaller } from '../auth';
import { db } from '../firebase';
import { refused } from '../http';
import type { Operation } from '../operation';
import { record } from '../openapi-schema';
import type { JsonSchema } from '../openapi-schema';
import { REPORT_PATH } from '../reconciliation';

async function lastReport(_req: Request, res: Response): Promise<void> {
  const caller = signedInCaller(res);
  if (!caller.admin) {
    throw refused(refusal('adminOnly', { action: 'read the reconciliation report' }));
  }
  const stored = (await db().doc(REPORT_PATH).get()).data() as ReconciliationReport | undefined;
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

const count = { type: 'integer', minimum: 0 } as const;

/** One part of a run, as reconciliation.ts reports it. */
const partSchema = (what: string): JsonSchema => ({
  ...record({
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
  }),
  description: what,
});

export const reconciliationOperations: Operation[] = [
  {
    method: 'get',
    path: '/admin/reconciliation',
    summary: "The daily reconciliation's last report (admin)",
    access: 'signedIn',
    ok: {
      schema: record({
        report: {
          oneOf: [
            { type: 'null', description: 'No run yet' },
            record({
              startedAt: { type: 'string', format: 'date-time' },
              finishedAt: { type: 'string', format: 'date-time' },
              ledger: partSchema('Accepted bills against their ledger entries'),
              totals: partSchema("The running totals against the sum of the ledger's entries"),
              listings: partSchema('Listings against the search index their fields give'),
            }),
          ],
        },
      }),
      description: 'The last report, or null before the first run.',
    },
    errors: [403],
    handler: lastReport,
  },
];
