/**
 * The marketplace's books (issue 20). When a booking becomes Paid, one ledger entry
 * (ledger/{bookingId}: gross, commission, the provider's share) is written, once, by the
 * ledgerOnPaid trigger with the Admin SDK, together with the running totals it moves: the
 * provider's all-time and monthly totals and the marketplace's day and month totals. No client
 * writes any of them (firestore.rules). Amounts are whole taka; the commission is rounded to the
 * nearest taka (half up) and the provider's share is the rest, so gross = commission + net always.
 */
import { dhakaDateOf } from './booking-time';
import type { TimestampLike } from './entities';

/** 10%: the rate when no admin has set one (config/commission). */
export const DEFAULT_COMMISSION_RATE_BPS = 1000;
/** What an admin may set: 0% to 50%, in whole basis points. */
export const MAX_COMMISSION_RATE_BPS = 5000;

/** config/commission: the rate for bills made from now on (a bill keeps the rate it was made with). */
export interface CommissionConfigDoc<T = TimestampLike> {
  rateBps: number;
  updatedAt: T;
}

export function isCommissionRate(value: unknown): value is number {
  return (
    Number.isInteger(value) &&
    (value as number) >= 0 &&
    (value as number) <= MAX_COMMISSION_RATE_BPS
  );
}

/** The rate in force: the admin's, else the default. */
export function commissionRateOf(
  config: Partial<CommissionConfigDoc<unknown>> | undefined,
): number {
  return isCommissionRate(config?.rateBps) ? config.rateBps : DEFAULT_COMMISSION_RATE_BPS;
}

/** The commission on `gross` whole taka at `rateBps`, to the nearest taka (half up). */
export function commissionOf(gross: number, rateBps: number): number {
  return Math.floor((gross * rateBps + 5000) / 10000);
}

/** ledger/{bookingId}: read by the provider it pays and by an admin. */
export interface LedgerEntryDoc<T = TimestampLike> {
  providerUid: string;
  gross: number;
  commission: number;
  /** The provider's share: gross − commission. */
  net: number;
  commissionRateBps: number;
  /** The Dhaka date and month of the payment, the keys of the totals it moved. */
  day: string;
  month: string;
  paidAt: T;
}

/** The entry a bill of `total` at `rateBps` makes when paid at `paidAtMs`. */
export function ledgerEntryOf(
  bill: { providerUid: string; total: number; commissionRateBps: number },
  paidAtMs: number,
): Omit<LedgerEntryDoc<never>, 'paidAt'> {
  const commission = commissionOf(bill.total, bill.commissionRateBps);
  const day = dhakaDateOf(paidAtMs);
  return {
    providerUid: bill.providerUid,
    gross: bill.total,
    commission,
    net: bill.total - commission,
    commissionRateBps: bill.commissionRateBps,
    day,
    month: day.slice(0, 7),
  };
}

/**
 * A provider's running totals: earnings/{uid} (all time) and earnings/{uid}/months/{yyyy-mm}.
 * `commission` is what the provider owes the marketplace for cash they received.
 */
export interface EarningsTotals {
  jobs: number;
  gross: number;
  commission: number;
  net: number;
}

/** The marketplace's totals: marketDays/{yyyy-mm-dd} and marketMonths/{yyyy-mm}. */
export interface MarketTotals {
  bookings: number;
  gross: number;
  commission: number;
}

export const NO_EARNINGS: EarningsTotals = { jobs: 0, gross: 0, commission: 0, net: 0 };
export const NO_MARKET_TOTALS: MarketTotals = { bookings: 0, gross: 0, commission: 0 };

/** What one entry adds to the provider's totals and to the marketplace's. */
export function totalsMovedBy(
  entry: Pick<LedgerEntryDoc<unknown>, 'gross' | 'commission' | 'net'>,
): {
  earnings: EarningsTotals;
  market: MarketTotals;
} {
  return {
    earnings: { jobs: 1, gross: entry.gross, commission: entry.commission, net: entry.net },
    market: { bookings: 1, gross: entry.gross, commission: entry.commission },
  };
}

/** Totals as stored, zero where a document or a field is missing. */
export function earningsOf(stored: Partial<EarningsTotals> | undefined): EarningsTotals {
  const n = (value: unknown) => (typeof value === 'number' ? value : 0);
  return {
    jobs: n(stored?.jobs),
    gross: n(stored?.gross),
    commission: n(stored?.commission),
    net: n(stored?.net),
  };
}

export function marketTotalsOf(stored: Partial<MarketTotals> | undefined): MarketTotals {
  const n = (value: unknown) => (typeof value === 'number' ? value : 0);
  return {
    bookings: n(stored?.bookings),
    gross: n(stored?.gross),
    commission: n(stored?.commission),
  };
}

/** The average bill of some totals, to the nearest taka, or null with no job. */
export function averageBillOf(totals: Pick<EarningsTotals, 'jobs' | 'gross'>): number | null {
  return totals.jobs > 0 ? Math.round(totals.gross / totals.jobs) : null;
}

/** The yyyy-mm month `back` months before the Dhaka month of `nowMs` (0: this month). */
export function dhakaMonthBefore(nowMs: number, back: number): string {
  const [year, month] = dhakaDateOf(nowMs).split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - back;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The last `count` Dhaka months, oldest first, ending with this month: the chart's axis. */
export function lastMonths(nowMs: number, count: number): string[] {
  return Array.from({ length: count }, (_, i) => dhakaMonthBefore(nowMs, count - 1 - i));
}

/** Months the earnings chart shows, and days the admin's table shows. */
export const EARNINGS_CHART_MONTHS = 12;
export const MARKET_DAYS_SHOWN = 31;
