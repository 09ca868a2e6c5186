/**
 * The daily reconciliation (docs/money.md, "Reconciliation"): what a trigger may have missed for
 * good (an event given up after MAX_EVENT_AGE_MS, or a document changed by hand), found from the
 * documents themselves and repaired with the triggers' own functions.
 *
 * - the ledger: every bill the ledger books (ledgerTimeOf) has its entry; a missing one is
 *   booked by bookPayment, the bill trigger's function (entry and totals in one transaction);
 * - the totals: each running total equals the sum of the ledger's entries it counts
 *   (totalsOfEntries); a wrong one is rewritten in a transaction that reads those entries again;
 * - the listings: each has the search index its fields give; indexListing writes it otherwise.
 *
 * Reads are bounded: pages of RECONCILIATION_PAGE_SIZE through cursors, at most
 * RECONCILIATION_MAX_PAGES a part. A part cut at its bound goes on from there at the next run;
 * the totals are checked only when the whole ledger was read in the run. The report is written to
 * reconciliation/latest. A consistent database is left as it was: every repair reads first.
 */
import { FieldPath, FieldValue } from 'firebase-admin/firestore';
import type { DocumentSnapshot, Firestore, Query, Transaction } from 'firebase-admin/firestore';
import type { BillDoc } from '@meramot/domain/bill';
import type { LedgerEntryDoc } from '@meramot/domain/ledger';
import {
  RECONCILIATION_MAX_PAGES,
  RECONCILIATION_PAGE_SIZE,
  RECONCILIATION_REPORT_IDS,
  noTotalsAt,
  sameTotals,
  totalsOfEntries,
} from '@meramot/domain/reconciliation';
import type {
  ReconciliationPart,
  ReconciliationReport,
  Totals,
  TotalsPath,
} from '@meramot/domain/reconciliation';
import { bookPayment, ledgerTimeOf } from './triggers/bill';
import { indexListing } from './triggers/service-search-index';

/** Where the last run's report is kept, and where a cut part's cursor waits for the next run. */
export const REPORT_PATH = 'reconciliation/latest';
const CURSORS_PATH = 'reconciliation/cursors';

/** The most ledger entries one totals document may count and still be rechecked in a transaction. */
export const TOTALS_SCOPE_LIMIT = RECONCILIATION_PAGE_SIZE * RECONCILIATION_MAX_PAGES;
/** A provider's monthly totals read at once (a century of months). */
const MONTHS_LIMIT = 1200;

export interface ReconcileOptions {
  pageSize?: number;
  maxPages?: number;
  now?: () => Date;
}

// ---- the queries (each listed in scripts/query-catalogue.ts) ------------------------------------

/** The bills the ledger may book (only accepted bills are paid or implied), by id. */
export function acceptedBillsPage(firestore: Firestore, after: string | null, size: number): Query {
  const ordered = firestore
    .collection('bills')
    .where('state', '==', 'accepted')
    .orderBy(FieldPath.documentId());
  return (after === null ? ordered : ordered.startAfter(after)).limit(size);
}

/** A page of `collection` by id: the ledger, the listings, the providers' totals, the market's. */
export function pageById(
  firestore: Firestore,
  collection: 'ledger' | 'services' | 'earnings' | 'marketDays' | 'marketMonths',
  after: string | null,
  size: number,
): Query {
  const ordered = firestore.collection(collection).orderBy(FieldPath.documentId());
  return (after === null ? ordered : ordered.startAfter(after)).limit(size);
}

/** A provider's monthly totals. */
export function providerMonths(firestore: Firestore, uid: string): Query {
  return firestore
    .collection('earnings')
    .doc(uid)
    .collection('months')
    .orderBy(FieldPath.documentId())
    .limit(MONTHS_LIMIT);
}

/** The ledger entries one totals document counts (its path: totalsOfEntries). */
export function entriesCountedBy(firestore: Firestore, path: TotalsPath): Query {
  const ledger = firestore.collection('ledger');
  const [collection, key, sub, month] = path.split('/') as [string, string, string?, string?];
  const scoped =
    collection === 'marketDays'
      ? ledger.where('day', '==', key)
      : collection === 'marketMonths'
        ? ledger.where('month', '==', key)
        : sub === 'months'
          ? ledger.where('providerUid', '==', key).where('month', '==', month)
          : ledger.where('providerUid', '==', key);
  return scoped.limit(TOTALS_SCOPE_LIMIT);
}

// ---- the run ------------------------------------------------------------------------------------

function part(): ReconciliationPart {
  return { checked: 0, repaired: 0, repairedIds: [], complete: true };
}

function repaired(into: ReconciliationPart, id: string) {
  into.repaired += 1;
  if (into.repairedIds.length < RECONCILIATION_REPORT_IDS) into.repairedIds.push(id);
}

/**
 * Pages of `size` from `query(after, size)` in turn, up to `maxPages`: the id the next run starts
 * after, or null when the last page was read.
 */
async function eachPage(
  query: (after: string | null, size: number) => Query,
  bounds: { start: string | null; size: number; maxPages: number },
  visit: (docs: DocumentSnapshot[]) => Promise<void>,
): Promise<string | null> {
  let after = bounds.start;
  for (let page = 0; page < bounds.maxPages; page += 1) {
    const { docs } = await query(after, bounds.size).get();
    await visit(docs);
    if (docs.length < bounds.size) return null;
    after = docs.at(-1)?.id ?? null;
  }
  return after;
}

/** Rewrites the totals at `path` from the entries it counts, read again in the transaction. */
async function repairTotals(firestore: Firestore, path: TotalsPath): Promise<boolean> {
  return firestore.runTransaction(async (transaction: Transaction) => {
    const ref = firestore.doc(path);
    const [entries, stored] = await Promise.all([
      transaction.get(entriesCountedBy(firestore, path)),
      transaction.get(ref),
    ]);
    // Too many to count in one transaction: left as it is, and reported unrepaired.
    if (entries.size >= TOTALS_SCOPE_LIMIT) return false;
    const expected =
      totalsOfEntries(entries.docs.map((doc) => doc.data() as LedgerEntryDoc)).get(path) ??
      noTotalsAt(path);
    const data = stored.data();
    if (sameTotals(data, expected)) return false;
    if (entries.empty) transaction.delete(ref);
    else transaction.set(ref, { ...keyOf(path), ...expected }, { merge: true });
    return true;
  });
}

/** The key field a market totals document carries beside its amounts (the admin orders by it). */
function keyOf(path: TotalsPath): Record<string, string> {
  const [collection, key] = path.split('/') as [string, string];
  if (collection === 'marketDays') return { day: key };
  if (collection === 'marketMonths') return { month: key };
  return {};
}

/** Runs the reconciliation on `firestore` and writes its report (reconciliation/latest). */
export async function reconcile(
  firestore: Firestore,
  {
    pageSize = RECONCILIATION_PAGE_SIZE,
    maxPages = RECONCILIATION_MAX_PAGES,
    now = () => new Date(),
  }: ReconcileOptions = {},
): Promise<ReconciliationReport> {
  const startedAt = now().toISOString();
  const cursors = (await firestore.doc(CURSORS_PATH).get()).data() as
    { bills?: string | null; services?: string | null } | undefined;
  const ledger = part();
  const totals = part();
  const listings = part();

  // 1. Every bill the ledger books has its entry.
  const billsLeft = await eachPage(
    (after, size) => acceptedBillsPage(firestore, after, size),
    { start: cursors?.bills ?? null, size: pageSize, maxPages },
    async (docs) => {
      ledger.checked += docs.length;
      const due = docs.flatMap((doc) => {
        const paidAtMs = ledgerTimeOf(doc.data() as BillDoc);
        return paidAtMs === null ? [] : [{ doc, paidAtMs }];
      });
      if (due.length === 0) return;
      const entries = await firestore.getAll(
        ...due.map(({ doc }) => firestore.collection('ledger').doc(doc.id)),
      );
      for (const [i, { doc, paidAtMs }] of due.entries()) {
        if (entries[i]?.exists) continue;
        if (await bookPayment(doc.id, doc.data() as BillDoc, paidAtMs, firestore)) {
          repaired(ledger, doc.id);
        }
      }
    },
  );
  ledger.complete = billsLeft === null;

  // 2. The running totals equal the sum of the ledger's entries (when the whole ledger is read).
  const counted: LedgerEntryDoc[] = [];
  const ledgerLeft = await eachPage(
    (after, size) => pageById(firestore, 'ledger', after, size),
    { start: null, size: pageSize, maxPages },
    async (docs) => {
      counted.push(...docs.map((doc) => doc.data() as LedgerEntryDoc));
    },
  );
  if (ledgerLeft === null) {
    const expected = totalsOfEntries(counted);
    const stored = new Map<TotalsPath, Record<string, unknown>>();
    const keep = (docs: DocumentSnapshot[], pathOf: (doc: DocumentSnapshot) => string) => {
      for (const doc of docs) stored.set(pathOf(doc), doc.data() ?? {});
    };
    for (const collection of ['marketDays', 'marketMonths'] as const) {
      await eachPage(
        (after, size) => pageById(firestore, collection, after, size),
        { start: null, size: pageSize, maxPages },
        async (docs) => keep(docs, (doc) => `${collection}/${doc.id}`),
      );
    }
    await eachPage(
      (after, size) => pageById(firestore, 'earnings', after, size),
      { start: null, size: pageSize, maxPages },
      async (docs) => {
        keep(docs, (doc) => `earnings/${doc.id}`);
        for (const provider of docs) {
          const months = await providerMonths(firestore, provider.id).get();
          keep(months.docs, (doc) => `earnings/${provider.id}/months/${doc.id}`);
        }
      },
    );
    // Providers whose all-time document is gone still have their months in the ledger's sums.
    for (const path of expected.keys()) {
      if (!path.includes('/months/') || stored.has(path)) continue;
      const month = await firestore.doc(path).get();
      if (month.exists) stored.set(path, month.data() ?? {});
    }
    const paths = new Set<TotalsPath>([...expected.keys(), ...stored.keys()]);
    totals.checked = paths.size;
    for (const path of [...paths].sort()) {
      const want: Totals = expected.get(path) ?? noTotalsAt(path);
      if (sameTotals(stored.get(path), want)) continue;
      if (await repairTotals(firestore, path)) repaired(totals, path);
    }
  } else {
    totals.complete = false;
  }

  // 3. Every listing has the search index its fields give.
  const servicesLeft = await eachPage(
    (after, size) => pageById(firestore, 'services', after, size),
    { start: cursors?.services ?? null, size: pageSize, maxPages },
    async (docs) => {
      listings.checked += docs.length;
      for (const doc of docs) if (await indexListing(doc)) repaired(listings, doc.id);
    },
  );
  listings.complete = servicesLeft === null;

  const report: ReconciliationReport = {
    startedAt,
    finishedAt: now().toISOString(),
    ledger,
    totals,
    listings,
  };
  await writeReport(firestore, report, { bills: billsLeft, services: servicesLeft });
  return report;
}

/** The report, and where the next run starts (a cut part goes on; a finished one starts over). */
export async function writeReport(
  firestore: Firestore,
  report: ReconciliationReport,
  next: { bills: string | null; services: string | null } = { bills: null, services: null },
): Promise<void> {
  const batch = firestore.batch();
  batch.set(firestore.doc(REPORT_PATH), { ...report, writtenAt: FieldValue.serverTimestamp() });
  batch.set(firestore.doc(CURSORS_PATH), next);
  await batch.commit();
}
