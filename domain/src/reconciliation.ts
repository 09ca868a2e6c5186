/**
 * The daily reconciliation (docs/money.md): what the ledger's running totals must be, given its
 * entries, and the report an admin reads. The entries themselves are made by the bill trigger's
 * own function; the totals are the sum of totalsMovedBy over the entries, which is what the
 * trigger's increments add up to when no event was lost or applied twice.
 */
import type { EarningsTotals, LedgerEntryDoc, MarketTotals } from './ledger';
import { NO_EARNINGS, NO_MARKET_TOTALS, totalsMovedBy } from './ledger';

/** Documents read per page, and pages per part of one run: at most 10,000 documents each. */
export const RECONCILIATION_PAGE_SIZE = 200;
export const RECONCILIATION_MAX_PAGES = 50;
/** Ids listed per kind of repair in a report (the counts are exact). */
export const RECONCILIATION_REPORT_IDS = 50;

/** The totals documents of the books, by path: earnings/{uid}, …/months/{m}, marketDays/{d}, marketMonths/{m}. */
export type TotalsPath = string;

export const earningsPath = (uid: string) => `earnings/${uid}`;
export const earningsMonthPath = (uid: string, month: string) => `earnings/${uid}/months/${month}`;
export const marketDayPath = (day: string) => `marketDays/${day}`;
export const marketMonthPath = (month: string) => `marketMonths/${month}`;

export type Totals = EarningsTotals | MarketTotals;

function add(into: Map<TotalsPath, Totals>, path: TotalsPath, zero: Totals, moved: Totals) {
  const sum: Record<string, number> = { ...(into.get(path) ?? zero) };
  for (const [key, n] of Object.entries(moved)) sum[key] = (sum[key] ?? 0) + n;
  into.set(path, sum as unknown as Totals);
}

/** The totals `entries` add up to, by the path of each totals document they move. */
export function totalsOfEntries(
  entries: Iterable<
    Pick<LedgerEntryDoc<unknown>, 'providerUid' | 'gross' | 'commission' | 'net' | 'day' | 'month'>
  >,
): Map<TotalsPath, Totals> {
  const totals = new Map<TotalsPath, Totals>();
  for (const entry of entries) {
    const moved = totalsMovedBy(entry);
    add(totals, earningsPath(entry.providerUid), NO_EARNINGS, moved.earnings);
    add(totals, earningsMonthPath(entry.providerUid, entry.month), NO_EARNINGS, moved.earnings);
    add(totals, marketDayPath(entry.day), NO_MARKET_TOTALS, moved.market);
    add(totals, marketMonthPath(entry.month), NO_MARKET_TOTALS, moved.market);
  }
  return totals;
}

/** The zero totals of the kind of document at `path`. */
export const noTotalsAt = (path: TotalsPath): Totals =>
  path.startsWith('earnings/') ? NO_EARNINGS : NO_MARKET_TOTALS;

/** Whether stored totals (missing fields read as 0) are `expected` exactly. */
export function sameTotals(stored: Partial<Record<string, unknown>> | undefined, expected: Totals) {
  return Object.entries(expected).every(([key, n]) => (stored?.[key] ?? 0) === n);
}

/** A part of a run: how many documents it read, how many it repaired, and which (the first 50). */
export interface ReconciliationPart {
  checked: number;
  repaired: number;
  repairedIds: string[];
  /** False when the part stopped at its bound; the next run goes on from where it stopped. */
  complete: boolean;
}

/** reconciliation/latest: the last run's report, read by an admin (GET /admin/reconciliation). */
export interface ReconciliationReport<T = string> {
  startedAt: T;
  finishedAt: T;
  /** Bills the ledger books (accepted: paid by both marks, or implied) against ledger entries. */
  ledger: ReconciliationPart;
  /** The running totals against the sum of the ledger's entries (paths of the totals repaired). */
  totals: ReconciliationPart;
  /** Listings against the search index their fields give. */
  listings: ReconciliationPart;
}
