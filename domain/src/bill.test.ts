import { describe, expect, it } from 'vitest';
import {
  billFromDoc,
  billInputProblem,
  billTotalOf,
  paymentStateOf,
  planAnswerBill,
  planPaymentMark,
  planSendBill,
  receiptNumberOf,
  isTotalWithinDiscount,
  minBillTotalOf,
} from './bill';
import type { BillDoc } from './bill';
import { checkStatusChange } from './booking-status';
import { refusal as r } from './refusal';
import type { BookingStatus } from './booking-status';

const booking = (serviceStatus: BookingStatus) => ({
  customerUid: 'bob',
  providerUid: 'alice',
  serviceStatus,
  price: 1500,
});
const part = { description: 'New tap', amount: 450 };
const sentBill = {
  state: 'sent' as const,
  revision: 1,
  price: 1500,
  total: 1950,
  disputeReason: null,
  paidMarkedAt: null,
  receivedMarkedAt: null,
};
const MARK = { toMillis: () => Date.UTC(2026, 10, 24) };

describe('bill input', () => {
  it('adds the lines to the price and takes off the discount', () => {
    expect(billTotalOf(1500, [part, { description: 'Labour', amount: 300 }], 250)).toBe(2000);
    expect(billInputProblem({ lines: [part], discount: 250, total: 1700 }, 1500)).toBeNull();
    expect(billInputProblem({ lines: [] }, 1500)).toBeNull();
    expect(billInputProblem({ lines: [], discount: 300 }, 1500)).toBeNull();
    expect(billInputProblem({ lines: [part], discount: 750 }, 1500)).toBeNull();
    expect(minBillTotalOf(1500)).toBe(1200);
    expect(minBillTotalOf(999)).toBe(800);
    expect(isTotalWithinDiscount(800, 999)).toBe(true);
    expect(isTotalWithinDiscount(799, 999)).toBe(false);
  });

  const amount = r('billLineAmount', { line: 1, maxTaka: 10_000_000 });
  it.each([
    [{ lines: [{ description: 'Tap', amount: -5 }] }, amount],
    [{ lines: [{ description: 'Tap', amount: 0 }] }, amount],
    [{ lines: [{ description: 'Tap', amount: 10.5 }] }, amount],
    [{ lines: [{ description: 'Tap', amount: 10_000_001 }] }, amount],
    [{ lines: [{ description: 'Tap', amount: '450' }] }, amount],
    [
      { lines: [part, { description: '  ', amount: 5 }] },
      r('billLineDescriptionRequired', { line: 2 }),
    ],
    [
      { lines: [{ description: 'x'.repeat(101), amount: 5 }] },
      r('billLineDescriptionTooLong', { line: 1, max: 100 }),
    ],
    [
      { lines: [part, { description: 'Tap \ud800', amount: 5 }] },
      r('textNotWellFormed', { name: 'lines[1].description' }),
    ],
    [{ lines: [{ ...part, colour: 'red' }] }, r('billLineShape', { line: 1 })],
    [{ lines: Array.from({ length: 11 }, () => part) }, r('billLinesMax', { max: 10 })],
    [{ lines: 'tap' }, r('billLinesList')],
    [{}, r('billLinesList')],
    [{ lines: [], discount: -1 }, r('billDiscount', { maxTaka: 10_000_000 })],
    [{ lines: [], discount: 2.5 }, r('billDiscount', { maxTaka: 10_000_000 })],
    [
      { lines: [part], discount: 1951 },
      r('billDiscountOver', { discountTaka: 1951, billTaka: 1950 }),
    ],
    [
      { lines: [{ description: 'Generator', amount: 10_000_000 }] },
      r('billTotalMax', { maxTaka: 10_000_000 }),
    ],
    [{ lines: [part], total: 2000 }, r('billTotalMismatch', { totalTaka: 1950 })],
    // A discount takes at most MAX_BILL_DISCOUNT_BPS (20%) off the booked price: ৳1,200 of 1,500.
    [{ lines: [], discount: 301 }, r('billTotalBelowPrice', { minTaka: 1200, maxPercent: 20 })],
    [{ lines: [], discount: 1500 }, r('billTotalBelowPrice', { minTaka: 1200, maxPercent: 20 })],
    [{ lines: [part], discount: 751 }, r('billTotalBelowPrice', { minTaka: 1200, maxPercent: 20 })],
  ])('refuses %j', (input, refused) => {
    expect(billInputProblem(input, 1500)).toEqual(refused);
  });

  it('allows exactly 10 lines, and a discount of the lines and a fifth of the price at most', () => {
    expect(billInputProblem({ lines: Array.from({ length: 10 }, () => part) }, 1500)).toBeNull();
    expect(billInputProblem({ lines: [part], discount: 450 + 300 }, 1500)).toBeNull();
    // A discount of the whole bill (৳0) took the commission away: issue 39.
    expect(billInputProblem({ lines: [part], discount: 1950 }, 1500)).toEqual(
      r('billTotalBelowPrice', { minTaka: 1200, maxPercent: 20 }),
    );
  });
});

describe('sending a bill', () => {
  it('creates the bill of a Working booking at the current rate and makes the booking Billed', () => {
    expect(
      planSendBill(
        'alice',
        'b1',
        booking('Working'),
        undefined,
        { lines: [{ description: ' New tap ', amount: 450 }], discount: 50 },
        1000,
      ),
    ).toEqual({
      allowed: true,
      bookingId: 'b1',
      bill: {
        create: {
          customerUid: 'bob',
          providerUid: 'alice',
          price: 1500,
          lines: [part],
          discount: 50,
          total: 1900,
          state: 'sent',
          disputeReason: null,
          revision: 1,
          commissionRateBps: 1000,
          paidMarkedAt: null,
          receivedMarkedAt: null,
        },
      },
      stamps: ['createdAt', 'updatedAt'],
      bookingStatus: 'Billed',
      bookingBill: {
        total: 1900,
        state: 'sent',
        disputeReason: null,
        paid: false,
        received: false,
      },
    });
  });

  it('revises a disputed bill, keeping its rate, and makes the booking Billed again', () => {
    const plan = planSendBill(
      'alice',
      'b1',
      booking('Disputed'),
      { ...sentBill, state: 'disputed' },
      { lines: [], discount: 100 },
      2000,
    );
    expect(plan).toEqual({
      allowed: true,
      bookingId: 'b1',
      bill: {
        update: {
          lines: [],
          discount: 100,
          total: 1400,
          state: 'sent',
          disputeReason: null,
          revision: 2,
        },
      },
      stamps: ['updatedAt'],
      bookingStatus: 'Billed',
      bookingBill: {
        total: 1400,
        state: 'sent',
        disputeReason: null,
        paid: false,
        received: false,
      },
    });
  });

  it('refuses the customer, a stranger, a missing booking and every status but Working', () => {
    const input = { lines: [part] };
    expect(planSendBill('bob', 'b1', booking('Working'), undefined, input, 1000)).toMatchObject({
      refusal: r('billNotProvider'),
    });
    expect(planSendBill('carol', 'b1', booking('Working'), undefined, input, 1000)).toMatchObject({
      refusal: r('billNotParty'),
    });
    expect(planSendBill('alice', 'b1', undefined, undefined, input, 1000)).toMatchObject({
      refusal: r('bookingNotFound'),
    });
    for (const status of [
      'pending',
      'Pending',
      'Billed',
      'Completed',
      'Paid',
      'Cancelled',
      'Declined',
    ] as const) {
      expect(planSendBill('alice', 'b1', booking(status), undefined, input, 1000)).toMatchObject({
        refusal: r('billSendWhenWorking'),
      });
    }
    // A sent (not disputed) bill is not revised.
    expect(planSendBill('alice', 'b1', booking('Billed'), sentBill, input, 1000)).toMatchObject({
      refusal: r('billSendWhenWorking'),
    });
  });

  it('refuses bad input with the reason', () => {
    expect(
      planSendBill(
        'alice',
        'b1',
        booking('Working'),
        undefined,
        { lines: [{ description: 'Tap', amount: 0 }] },
        1000,
      ),
    ).toMatchObject({ refusal: { code: 'billLineAmount', params: { line: 1 } } });
  });
});

describe('answering a bill', () => {
  it('accepts a sent bill: the booking is Completed', () => {
    expect(planAnswerBill('bob', 'b1', booking('Billed'), sentBill, { accept: true })).toEqual({
      allowed: true,
      bookingId: 'b1',
      bill: { update: { state: 'accepted' } },
      stamps: ['updatedAt'],
      bookingStatus: 'Completed',
      bookingBill: {
        total: 1950,
        state: 'accepted',
        disputeReason: null,
        paid: false,
        received: false,
      },
    });
  });

  it('disputes with a trimmed reason: the booking is Disputed', () => {
    expect(
      planAnswerBill('bob', 'b1', booking('Billed'), sentBill, {
        accept: false,
        reason: ' The tap was ৳300 ',
      }),
    ).toEqual({
      allowed: true,
      bookingId: 'b1',
      bill: { update: { state: 'disputed', disputeReason: 'The tap was ৳300' } },
      stamps: ['updatedAt'],
      bookingStatus: 'Disputed',
      bookingBill: {
        total: 1950,
        state: 'disputed',
        disputeReason: 'The tap was ৳300',
        paid: false,
        received: false,
      },
    });
  });

  it('refuses the provider accepting their own bill, a missing or answered bill, a bad reason', () => {
    expect(
      planAnswerBill('alice', 'b1', booking('Billed'), sentBill, { accept: true }),
    ).toMatchObject({
      refusal: r('billNotCustomer'),
    });
    expect(
      planAnswerBill('bob', 'b1', booking('Working'), undefined, { accept: true }),
    ).toMatchObject({ refusal: r('billNone') });
    expect(
      planAnswerBill(
        'bob',
        'b1',
        booking('Completed'),
        { ...sentBill, state: 'accepted' },
        { accept: true },
      ),
    ).toMatchObject({ refusal: r('billNotSent') });
    expect(
      planAnswerBill('bob', 'b1', booking('Billed'), sentBill, { accept: false, reason: ' ' }),
    ).toMatchObject({ refusal: r('billDisputeReason') });
    expect(
      planAnswerBill('bob', 'b1', booking('Billed'), sentBill, {
        accept: false,
        reason: 'x'.repeat(501),
      }),
    ).toMatchObject({
      refusal: r('paramTooLong', { name: 'reason', max: 500 }),
    });
  });
});

describe('payment marks', () => {
  const accepted = { ...sentBill, state: 'accepted' as const };

  it('records the first mark and leaves the booking Completed', () => {
    expect(planPaymentMark('bob', 'b1', booking('Completed'), accepted, 1000)).toEqual({
      allowed: true,
      bookingId: 'b1',
      bill: { update: {} },
      stamps: ['paidMarkedAt', 'updatedAt'],
      bookingBill: {
        total: 1950,
        state: 'accepted',
        disputeReason: null,
        paid: true,
        received: false,
      },
    });
  });

  it('makes the booking Paid with the second mark, whichever side comes second', () => {
    expect(
      planPaymentMark(
        'alice',
        'b1',
        booking('Completed'),
        { ...accepted, paidMarkedAt: MARK },
        1000,
      ),
    ).toMatchObject({ stamps: ['receivedMarkedAt', 'updatedAt'], bookingStatus: 'Paid' });
    expect(
      planPaymentMark(
        'bob',
        'b1',
        booking('Completed'),
        { ...accepted, receivedMarkedAt: MARK },
        1000,
      ),
    ).toMatchObject({ stamps: ['paidMarkedAt', 'updatedAt'], bookingStatus: 'Paid' });
  });

  it('bills a booking Completed without a bill at its booked price with its first mark', () => {
    expect(planPaymentMark('alice', 'b1', booking('Completed'), undefined, 1200)).toEqual({
      allowed: true,
      bookingId: 'b1',
      bill: {
        create: {
          customerUid: 'bob',
          providerUid: 'alice',
          price: 1500,
          lines: [],
          discount: 0,
          total: 1500,
          state: 'accepted',
          disputeReason: null,
          revision: 0,
          commissionRateBps: 1200,
          paidMarkedAt: null,
          receivedMarkedAt: null,
        },
      },
      stamps: ['createdAt', 'updatedAt', 'receivedMarkedAt'],
      bookingBill: {
        total: 1500,
        state: 'accepted',
        disputeReason: null,
        paid: false,
        received: true,
      },
    });
  });

  it('refuses paying before acceptance, marking twice, a Paid booking and a stranger', () => {
    for (const status of ['Working', 'Billed', 'Disputed', 'Pending'] as const) {
      expect(planPaymentMark('bob', 'b1', booking(status), sentBill, 1000)).toMatchObject({
        refusal: r('billPayAfterAccept'),
      });
    }
    expect(
      planPaymentMark('bob', 'b1', booking('Completed'), { ...accepted, paidMarkedAt: MARK }, 1000),
    ).toMatchObject({ refusal: r('alreadyMarkedPaid') });
    expect(
      planPaymentMark(
        'alice',
        'b1',
        booking('Completed'),
        { ...accepted, receivedMarkedAt: MARK },
        1000,
      ),
    ).toMatchObject({
      refusal: r('alreadyConfirmedCash'),
    });
    expect(planPaymentMark('bob', 'b1', booking('Paid'), accepted, 1000)).toMatchObject({
      refusal: r('alreadyPaid'),
    });
    expect(planPaymentMark('carol', 'b1', booking('Completed'), accepted, 1000)).toMatchObject({
      refusal: r('billNotParty'),
    });
  });

  it('names a disagreement: one mark without the other', () => {
    expect(paymentStateOf({ paidMarkedAt: null, receivedMarkedAt: null })).toBe('unpaid');
    expect(paymentStateOf({ paidMarkedAt: MARK, receivedMarkedAt: null })).toBe('customerSaysPaid');
    expect(paymentStateOf({ paidMarkedAt: null, receivedMarkedAt: MARK })).toBe(
      'providerSaysReceived',
    );
    expect(paymentStateOf({ paidMarkedAt: MARK, receivedMarkedAt: MARK })).toBe('paid');
  });
});

describe('the bill on the wire', () => {
  it('carries a stable receipt number and ISO dates', () => {
    const doc: BillDoc = {
      customerUid: 'bob',
      providerUid: 'alice',
      price: 1500,
      lines: [part],
      discount: 0,
      total: 1950,
      state: 'accepted',
      disputeReason: null,
      revision: 1,
      commissionRateBps: 1000,
      paidMarkedAt: MARK,
      receivedMarkedAt: null,
      createdAt: MARK,
      updatedAt: MARK,
    };
    expect(billFromDoc('b1', doc)).toMatchObject({
      _id: 'b1',
      receiptNumber: receiptNumberOf('b1'),
      paidMarkedAt: '2026-11-24T00:00:00.000Z',
      receivedMarkedAt: null,
      payment: 'customerSaysPaid',
    });
  });
});

describe('receiptNumberOf', () => {
  const HEX_ID = '3f9a1c0e7b2d4e5f8a6b9c0d1e2f3a4b';

  it('is short and can be read out: MRM- and two groups of five, no I, L, O or U', () => {
    for (const id of [HEX_ID, 'b1', 'AbCdEfGhIjKlMnOpQrSt', 'x'.repeat(32)]) {
      expect(receiptNumberOf(id)).toMatch(/^MRM-[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
    }
    expect(receiptNumberOf(HEX_ID)).not.toContain(HEX_ID);
  });

  it('is stable: the same booking always has the same number', () => {
    expect(receiptNumberOf(HEX_ID)).toBe(receiptNumberOf(HEX_ID));
    // Pinned: a receipt printed once must keep its number.
    expect(receiptNumberOf('b1')).toBe('MRM-WKZTM-TY03G');
  });

  it('differs for each of 100,000 bookings, ids alike but for one character', () => {
    const numbers = new Set<string>();
    for (let i = 0; i < 100_000; i += 1) {
      numbers.add(receiptNumberOf(`${HEX_ID.slice(0, 26)}${i.toString(16).padStart(6, '0')}`));
    }
    expect(numbers.size).toBe(100_000);
  });
});

describe('the status machine with bills', () => {
  it('moves a billed booking only through its bill, and keeps Paid final', () => {
    for (const from of ['Billed', 'Disputed', 'Paid'] as const) {
      for (const to of ['Pending', 'Working', 'Completed'] as const) {
        expect(checkStatusChange(from, to)).toEqual({
          allowed: false,
          refusal: from === 'Paid' ? r('statusFinal', { status: 'Paid' }) : r('billedStatus'),
        });
      }
    }
    expect(checkStatusChange('Working', 'Billed')).toMatchObject({ allowed: false });
    expect(checkStatusChange('Working', 'Paid')).toMatchObject({ allowed: false });
  });
});
