import { describe, expect, it } from 'vitest';
import {
  DEFAULT_COMMISSION_RATE_BPS,
  averageBillOf,
  commissionOf,
  commissionRateOf,
  dhakaMonthBefore,
  isCommissionRate,
  lastMonths,
  ledgerEntryOf,
  totalsMovedBy,
} from './ledger';

describe('commission', () => {
  it('is 10% unless an admin set a rate within 0–50%', () => {
    expect(DEFAULT_COMMISSION_RATE_BPS).toBe(1000);
    expect(commissionRateOf(undefined)).toBe(1000);
    expect(commissionRateOf({ rateBps: 1250 })).toBe(1250);
    expect(commissionRateOf({ rateBps: 9000 })).toBe(1000);
    expect(isCommissionRate(0)).toBe(true);
    expect(isCommissionRate(5000)).toBe(true);
    for (const bad of [-1, 5001, 10.5, '1000', null]) expect(isCommissionRate(bad)).toBe(false);
  });

  it('rounds to the nearest taka, half up, and leaves the rest to the provider', () => {
    expect(commissionOf(1950, 1000)).toBe(195);
    expect(commissionOf(1955, 1000)).toBe(196); // 195.5
    expect(commissionOf(1954, 1000)).toBe(195); // 195.4
    expect(commissionOf(10_000_000, 5000)).toBe(5_000_000);
    expect(commissionOf(7, 0)).toBe(0);
  });
});

describe('ledger entry', () => {
  it('splits the gross exactly and files the payment under its Dhaka day and month', () => {
    // 30 Nov 2026 20:00 UTC is 1 Dec 02:00 in Dhaka.
    const entry = ledgerEntryOf(
      { providerUid: 'alice', total: 1955, commissionRateBps: 1000 },
      Date.UTC(2026, 10, 30, 20),
    );
    expect(entry).toEqual({
      providerUid: 'alice',
      gross: 1955,
      commission: 196,
      net: 1759,
      commissionRateBps: 1000,
      day: '2026-12-01',
      month: '2026-12',
    });
    expect(totalsMovedBy(entry)).toEqual({
      earnings: { jobs: 1, gross: 1955, commission: 196, net: 1759 },
      market: { bookings: 1, gross: 1955, commission: 196 },
    });
  });

  it('averages bills to the taka and counts months back across a year', () => {
    expect(averageBillOf({ jobs: 3, gross: 1000 })).toBe(333);
    expect(averageBillOf({ jobs: 0, gross: 0 })).toBeNull();
    const jan = Date.UTC(2027, 0, 10);
    expect(dhakaMonthBefore(jan, 0)).toBe('2027-01');
    expect(dhakaMonthBefore(jan, 1)).toBe('2026-12');
    expect(lastMonths(jan, 12)).toEqual([
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
    ]);
  });
});
