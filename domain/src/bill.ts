/**
 * The final bill of a booking (issue 20), stored as bills/{bookingId}: the booked price, up to
 * FIELD_LIMITS.billLines lines of parts or labour, an optional discount and the total, every
 * amount a whole number of taka. The provider sends it while the booking is Working (the booking
 * becomes Billed); the customer accepts it (Completed) or disputes it with a reason (Disputed);
 * the provider revises a disputed bill (Billed again). Then each party marks the cash payment,
 * and the second mark makes the booking Paid (domain/src/ledger.ts books it).
 *
 * What each action writes is decided here, once (plan*: caller + documents + input → refusal or
 * the exact writes); the API and the web app execute the same plan in one transaction and
 * firestore.rules (validBill*, validBillMove) mirror it.
 */
import type { BookingParty, BookingStatus } from './booking-status';
import { FIELD_LIMITS } from './constants';
import { bookingPartyOf } from './booking';
import { isWellFormedText } from './formats';
import type { BookingDoc, TimestampLike } from './entities';
import { refusal } from './refusal';
import type { Refusal, RefusalCode } from './refusal';

export const BILL_STATES = ['sent', 'disputed', 'accepted'] as const;
export type BillState = (typeof BILL_STATES)[number];

/** One line of parts or labour. */
export interface BillLine {
  description: string;
  amount: number;
}

/** bills/{bookingId}: read by the booking's two parties only. */
export interface BillDoc<T = TimestampLike> {
  customerUid: string;
  providerUid: string;
  /** The booked price, copied from the booking. */
  price: number;
  lines: BillLine[];
  discount: number;
  /** price + the lines − discount. */
  total: number;
  state: BillState;
  /** The customer's reason while disputed, else null. */
  disputeReason: string | null;
  /** 1 when first sent, one more at each revision; 0 for the bill a booking without one gets. */
  revision: number;
  /** The commission rate when the bill was first made, in basis points (ledger.ts). */
  commissionRateBps: number;
  /** The customer's "paid in cash" mark, the provider's "cash received" mark. */
  paidMarkedAt: T | null;
  receivedMarkedAt: T | null;
  createdAt: T;
  updatedAt: T;
}

/** What the provider sends: the lines and an optional discount (and, optionally, the total). */
export interface BillInput {
  lines: BillLine[];
  discount?: number;
  /** When given, it must equal the bill's own total (a client's sum checked, never trusted). */
  total?: number;
}

const AMOUNT_MAX = FIELD_LIMITS.billAmountMax;

/**
 * The most a bill may take off the booked price, in basis points (20%): a bill's total is at
 * least the booked price less this, so a discount to ৳0 cannot take the commission away
 * (issue 39). Lines may add to the price as they like.
 */
export const MAX_BILL_DISCOUNT_BPS = 2000;

/** Whether `total` keeps within MAX_BILL_DISCOUNT_BPS of `price` (rules: validBillFields). */
export function isTotalWithinDiscount(total: number, price: number): boolean {
  return total * 10_000 >= price * (10_000 - MAX_BILL_DISCOUNT_BPS);
}

/** The least total a bill on `price` may have: the booked price less the largest discount. */
export function minBillTotalOf(price: number): number {
  return Math.ceil((price * (10_000 - MAX_BILL_DISCOUNT_BPS)) / 10_000);
}

export function isAmount(value: unknown, min: number): value is number {
  return Number.isInteger(value) && (value as number) >= min && (value as number) <= AMOUNT_MAX;
}

/** price + the lines − discount. */
export function billTotalOf(price: number, lines: readonly BillLine[], discount: number): number {
  return lines.reduce((sum, line) => sum + line.amount, price) - discount;
}

/** Why `input` is not a bill on `price`, or null. Refusals name the line and the field. */
export function billInputProblem(input: unknown, price: number): Refusal | null {
  const { lines, discount = 0, total } = (input ?? {}) as Record<string, unknown>;
  if (!Array.isArray(lines)) return refusal('billLinesList');
  if (lines.length > FIELD_LIMITS.billLines) {
    return refusal('billLinesMax', { max: FIELD_LIMITS.billLines });
  }
  for (const [index, line] of lines.entries()) {
    const at = { line: index + 1 };
    const { description, amount, ...rest } = (line ?? {}) as Record<string, unknown>;
    if (typeof line !== 'object' || line === null || Object.keys(rest).length > 0) {
      return refusal('billLineShape', at);
    }
    if (typeof description !== 'string' || description.trim() === '') {
      return refusal('billLineDescriptionRequired', at);
    }
    if (!isWellFormedText(description)) {
      return refusal('textNotWellFormed', { name: `lines[${index}].description` });
    }
    if (description.trim().length > FIELD_LIMITS.billLineDescription) {
      return refusal('billLineDescriptionTooLong', {
        ...at,
        max: FIELD_LIMITS.billLineDescription,
      });
    }
    if (!isAmount(amount, 1)) return refusal('billLineAmount', { ...at, maxTaka: AMOUNT_MAX });
  }
  if (!isAmount(discount, 0)) return refusal('billDiscount', { maxTaka: AMOUNT_MAX });
  const before = billTotalOf(price, lines as BillLine[], 0);
  if (discount > before) {
    return refusal('billDiscountOver', { discountTaka: discount, billTaka: before });
  }
  const own = before - discount;
  if (own > AMOUNT_MAX) return refusal('billTotalMax', { maxTaka: AMOUNT_MAX });
  if (!isTotalWithinDiscount(own, price)) {
    return refusal('billTotalBelowPrice', {
      minTaka: minBillTotalOf(price),
      maxPercent: MAX_BILL_DISCOUNT_BPS / 100,
    });
  }
  if (total !== undefined && total !== own) return refusal('billTotalMismatch', { totalTaka: own });
  return null;
}

/** The lines as stored: descriptions trimmed. */
function storedLines(lines: readonly BillLine[]): BillLine[] {
  return lines.map((line) => ({ description: line.description.trim(), amount: line.amount }));
}

/** Crockford's base 32: digits and capitals without I, L, O and U, which are misheard or misread. */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const FNV_OFFSET = 0xcbf29ce484222325n;
const FNV_PRIME = 0x100000001b3n;
const MASK_64 = (1n << 64n) - 1n;

/**
 * The receipt number of a booking's bill, as a person reads it out: `MRM-` and ten characters of
 * Crockford base 32 in two groups of five ("MRM-WKZTM-TY03G"). It is computed from the booking
 * id alone (FNV-1a, 64 bits, of its UTF-8, cut to 50 bits), so both doors and every screen give
 * the same number for ever, with nothing stored. Two bookings share one with a chance of about
 * n²/2⁵¹: under one in two thousand for a million receipts (docs/receipt-numbers.md).
 */
export function receiptNumberOf(bookingId: string): string {
  let hash = FNV_OFFSET;
  for (const byte of new TextEncoder().encode(bookingId)) {
    hash = ((hash ^ BigInt(byte)) * FNV_PRIME) & MASK_64;
  }
  let code = '';
  for (let i = 0; i < 10; i += 1) {
    code += CROCKFORD[Number((hash >> BigInt(5 * i)) & 31n)];
  }
  return `MRM-${code.slice(0, 5)}-${code.slice(5)}`;
}

/**
 * What a dashboard row shows of its booking's bill: a copy on the booking (`bookings/{id}.bill`)
 * that every write of the bill keeps, so a row opens no listener of its own (docs/data-model.md;
 * the rules compare it with the bill as written: billSummaryOf in firestore.rules).
 */
export interface BillSummary {
  total: number;
  state: BillState;
  disputeReason: string | null;
  /** The customer marked "paid in cash", the provider "cash received". */
  paid: boolean;
  received: boolean;
}

type SummarySource = Pick<
  BillDoc<unknown>,
  'total' | 'state' | 'disputeReason' | 'paidMarkedAt' | 'receivedMarkedAt'
>;

export function billSummaryOf(bill: SummarySource): BillSummary {
  return {
    total: bill.total,
    state: bill.state,
    disputeReason: bill.disputeReason ?? null,
    paid: bill.paidMarkedAt != null,
    received: bill.receivedMarkedAt != null,
  };
}

// ---------- write plans ----------

export interface MoneyRefusal {
  allowed: false;
  refusal: Refusal;
}

/** Server timestamps a plan's bill write sets (each door writes its own server time). */
export type BillStamp = 'createdAt' | 'updatedAt' | 'paidMarkedAt' | 'receivedMarkedAt';

/**
 * Exactly what one bill action writes: the bill (created whole, or some fields changed) with the
 * listed server timestamps, and the booking's new status (with its updatedAt) when it moves.
 */
export interface BillWritePlan {
  allowed: true;
  bookingId: string;
  bill:
    | { create: Omit<BillDoc<never>, BillStamp> & { paidMarkedAt: null; receivedMarkedAt: null } }
    | { update: Partial<Omit<BillDoc<never>, BillStamp>> };
  stamps: BillStamp[];
  bookingStatus?: BookingStatus;
  /** The booking's copy of the bill as this write leaves it (billSummaryOf). */
  bookingBill: BillSummary;
}

/** A plan with the booking's copy of the bill after it: the bill before, the write, its stamps. */
function withBookingBill(
  plan: Omit<BillWritePlan, 'bookingBill'>,
  before: SummarySource | undefined,
): BillWritePlan {
  const written = 'create' in plan.bill ? plan.bill.create : plan.bill.update;
  const after = { ...before, ...written } as SummarySource;
  const stamped = (stamp: BillStamp) => plan.stamps.includes(stamp);
  return {
    ...plan,
    bookingBill: billSummaryOf({
      ...after,
      paidMarkedAt: stamped('paidMarkedAt') ? true : after.paidMarkedAt,
      receivedMarkedAt: stamped('receivedMarkedAt') ? true : after.receivedMarkedAt,
    }),
  };
}

type BookingNow = Pick<
  BookingDoc<unknown>,
  'customerUid' | 'providerUid' | 'serviceStatus' | 'price'
>;
type BillNow = Pick<
  BillDoc<unknown>,
  'state' | 'revision' | 'paidMarkedAt' | 'receivedMarkedAt' | 'price' | 'total' | 'disputeReason'
>;

const refused = (why: Refusal | RefusalCode): MoneyRefusal => ({
  allowed: false,
  refusal: typeof why === 'string' ? refusal(why) : why,
});

function partyCheck(
  booking: BookingNow | undefined,
  uid: string,
): { refused: MoneyRefusal } | { refused: null; party: BookingParty } {
  if (!booking) return { refused: refused('bookingNotFound') };
  const party = bookingPartyOf(booking, uid);
  if (!party) return { refused: refused('billNotParty') };
  return { refused: null, party };
}

/**
 * The provider sends the first bill of a Working booking, or revises the disputed one. The
 * commission rate (`rateBps`, the current one) is copied onto a new bill only: a revision keeps
 * the rate of the bill's first sending.
 */
export function planSendBill(
  uid: string,
  bookingId: string,
  booking: BookingNow | undefined,
  bill: BillNow | undefined,
  input: unknown,
  rateBps: number,
): MoneyRefusal | BillWritePlan {
  const who = partyCheck(booking, uid);
  if (who.refused) return who.refused;
  if (who.party !== 'provider') return refused('billNotProvider');
  const b = booking as BookingNow;
  const revising = b.serviceStatus === 'Disputed' && bill?.state === 'disputed';
  if (!revising && !(b.serviceStatus === 'Working' && !bill)) {
    return refused('billSendWhenWorking');
  }
  const problem = billInputProblem(input, b.price);
  if (problem) return refused(problem);
  const { lines, discount = 0 } = input as BillInput;
  const fields = {
    lines: storedLines(lines),
    discount,
    total: billTotalOf(b.price, lines, discount),
  };
  if (revising) {
    return withBookingBill(
      {
        allowed: true,
        bookingId,
        bill: {
          update: {
            ...fields,
            state: 'sent',
            disputeReason: null,
            revision: (bill as BillNow).revision + 1,
          },
        },
        stamps: ['updatedAt'],
        bookingStatus: 'Billed',
      },
      bill,
    );
  }
  return withBookingBill(
    {
      allowed: true,
      bookingId,
      bill: {
        create: {
          customerUid: b.customerUid,
          providerUid: b.providerUid,
          price: b.price,
          ...fields,
          state: 'sent',
          disputeReason: null,
          revision: 1,
          commissionRateBps: rateBps,
          paidMarkedAt: null,
          receivedMarkedAt: null,
        },
      },
      stamps: ['createdAt', 'updatedAt'],
      bookingStatus: 'Billed',
    },
    undefined,
  );
}

/** The customer answers a sent bill: accepted (the booking is Completed) or disputed. */
export function planAnswerBill(
  uid: string,
  bookingId: string,
  booking: BookingNow | undefined,
  bill: BillNow | undefined,
  answer: { accept: true } | { accept: false; reason: unknown },
): MoneyRefusal | BillWritePlan {
  const who = partyCheck(booking, uid);
  if (who.refused) return who.refused;
  if (!bill) return refused('billNone');
  if (who.party !== 'customer') return refused('billNotCustomer');
  if (bill.state !== 'sent' || booking?.serviceStatus !== 'Billed') {
    return refused('billNotSent');
  }
  if (answer.accept) {
    return withBookingBill(
      {
        allowed: true,
        bookingId,
        bill: { update: { state: 'accepted' } },
        stamps: ['updatedAt'],
        bookingStatus: 'Completed',
      },
      bill,
    );
  }
  const reason = typeof answer.reason === 'string' ? answer.reason.trim() : '';
  if (reason === '') return refused('billDisputeReason');
  if (!isWellFormedText(reason)) return refused(refusal('textNotWellFormed', { name: 'reason' }));
  if (reason.length > FIELD_LIMITS.billDisputeReason) {
    return refused(
      refusal('paramTooLong', { name: 'reason', max: FIELD_LIMITS.billDisputeReason }),
    );
  }
  return withBookingBill(
    {
      allowed: true,
      bookingId,
      bill: { update: { state: 'disputed', disputeReason: reason } },
      stamps: ['updatedAt'],
      bookingStatus: 'Disputed',
    },
    bill,
  );
}

/** The two marks: the customer's "paid in cash", the provider's "cash received". */
export type PaymentMark = 'paid' | 'received';
const MARK_OF: Record<BookingParty, PaymentMark> = { customer: 'paid', provider: 'received' };
const NOT_MARKER: Record<PaymentMark, RefusalCode> = {
  paid: 'markPaidNotCustomer',
  received: 'markReceivedNotProvider',
};

/**
 * A payment mark: the customer's "paid in cash" or the provider's "cash received", each once, on
 * a Completed booking (an accepted bill). The second mark makes the booking Paid. A booking
 * Completed without a bill (PATCH /statusChange, as before bills) is billed at its booked price:
 * its first mark creates that bill, accepted, with no lines, revision 0.
 */
export function planPaymentMark(
  uid: string,
  bookingId: string,
  booking: BookingNow | undefined,
  bill: BillNow | undefined,
  rateBps: number,
  mark?: PaymentMark,
): MoneyRefusal | BillWritePlan {
  const who = partyCheck(booking, uid);
  if (who.refused) return who.refused;
  if (mark !== undefined && MARK_OF[who.party] !== mark) {
    return refused(NOT_MARKER[mark]);
  }
  const b = booking as BookingNow;
  if (b.serviceStatus === 'Paid') return refused('alreadyPaid');
  if (b.serviceStatus !== 'Completed' || (bill && bill.state !== 'accepted')) {
    return refused('billPayAfterAccept');
  }
  const mine: BillStamp = who.party === 'customer' ? 'paidMarkedAt' : 'receivedMarkedAt';
  const theirs: BillStamp = who.party === 'customer' ? 'receivedMarkedAt' : 'paidMarkedAt';
  if (bill && bill[mine] != null) {
    return refused(who.party === 'customer' ? 'alreadyMarkedPaid' : 'alreadyConfirmedCash');
  }
  const bothMarked = Boolean(bill && bill[theirs] != null);
  const bookingStatus = bothMarked ? ({ bookingStatus: 'Paid' } as const) : {};
  if (bill) {
    return withBookingBill(
      {
        allowed: true,
        bookingId,
        bill: { update: {} },
        stamps: [mine, 'updatedAt'],
        ...bookingStatus,
      },
      bill,
    );
  }
  return withBookingBill(
    {
      allowed: true,
      bookingId,
      bill: { create: impliedBillOf(b, rateBps) },
      stamps: ['createdAt', 'updatedAt', mine],
    },
    undefined,
  );
}

/**
 * The bill of a booking Completed without one: its booked price, no lines, accepted, revision 0,
 * no mark yet (the caller adds theirs). It is written with the move to Completed (either door:
 * PATCH /statusChange, Service To Do's status), or by the first payment mark of a booking
 * completed before that; billWritten books a revision-0 bill in the ledger when it is made, so
 * a job finished without a bill still pays its commission (issue 39).
 */
export function impliedBillOf(
  booking: Pick<BookingDoc<unknown>, 'customerUid' | 'providerUid' | 'price'>,
  rateBps: number,
): Omit<BillDoc<never>, BillStamp> & { paidMarkedAt: null; receivedMarkedAt: null } {
  return {
    customerUid: booking.customerUid,
    providerUid: booking.providerUid,
    price: booking.price,
    lines: [],
    discount: 0,
    total: booking.price,
    state: 'accepted',
    disputeReason: null,
    revision: 0,
    commissionRateBps: rateBps,
    paidMarkedAt: null,
    receivedMarkedAt: null,
  };
}

/** Where the payment stands, for both parties and the admin: a disagreement is one mark alone. */
export const PAYMENT_STATES = [
  'unpaid',
  'customerSaysPaid',
  'providerSaysReceived',
  'paid',
] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export function paymentStateOf(
  bill: Pick<BillDoc<unknown>, 'paidMarkedAt' | 'receivedMarkedAt'>,
): PaymentState {
  const paid = bill.paidMarkedAt != null;
  const received = bill.receivedMarkedAt != null;
  if (paid && received) return 'paid';
  if (paid) return 'customerSaysPaid';
  if (received) return 'providerSaysReceived';
  return 'unpaid';
}

/** A bill on the wire (GET /bills/{id}) and on the screens; dates are ISO strings or null. */
export interface Bill extends Omit<BillDoc<string>, 'paidMarkedAt' | 'receivedMarkedAt'> {
  _id: string;
  receiptNumber: string;
  paidMarkedAt: string | null;
  receivedMarkedAt: string | null;
  payment: PaymentState;
}

const isoOrNull = (value: TimestampLike | null | undefined) =>
  value ? new Date(value.toMillis()).toISOString() : null;

export function billFromDoc(bookingId: string, doc: BillDoc): Bill {
  return {
    _id: bookingId,
    receiptNumber: receiptNumberOf(bookingId),
    customerUid: doc.customerUid,
    providerUid: doc.providerUid,
    price: doc.price,
    lines: doc.lines.map((line) => ({ ...line })),
    discount: doc.discount,
    total: doc.total,
    state: doc.state,
    disputeReason: doc.disputeReason,
    revision: doc.revision,
    commissionRateBps: doc.commissionRateBps,
    paidMarkedAt: isoOrNull(doc.paidMarkedAt),
    receivedMarkedAt: isoOrNull(doc.receivedMarkedAt),
    createdAt: isoOrNull(doc.createdAt) ?? '',
    updatedAt: isoOrNull(doc.updatedAt) ?? '',
    payment: paymentStateOf(doc),
  };
}
