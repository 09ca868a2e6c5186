/**
 * Every Firestore access of money (issue 20): the live bill of a booking, the provider sending
 * or revising it, the customer accepting or disputing it, each side's payment mark, and the
 * provider's earnings. Each write is the domain's plan (domain/src/bill.ts) written in one
 * transaction, as firestore.rules demand; the ledger and the totals are the trigger's alone.
 * Every function takes the database it works on, so the rules suite runs these same calls.
 */
import { doc, getDoc, onSnapshot, runTransaction, serverTimestamp } from 'firebase/firestore';
import type { Firestore, Transaction, Unsubscribe } from 'firebase/firestore';
import { billFromDoc, planAnswerBill, planPaymentMark, planSendBill } from '@meramot/domain/bill';
import type {
  Bill,
  BillDoc,
  BillInput,
  BillWritePlan,
  MoneyRefusal,
  PaymentMark,
} from '@meramot/domain/bill';
import { bookingFromDoc } from '@meramot/domain/entities';
import type { Booking, BookingDoc } from '@meramot/domain/entities';
import {
  EARNINGS_CHART_MONTHS,
  commissionRateOf,
  earningsOf,
  lastMonths,
} from '@meramot/domain/ledger';
import type { CommissionConfigDoc, EarningsTotals } from '@meramot/domain/ledger';
import { MoneyError } from './money-error';

/** Runs of a mark that lost a race to the other party's mark on the same bill. */
const MARK_ATTEMPTS = 3;

const billRef = (db: Firestore, id: string) => doc(db, 'bills', id);

interface Now {
  booking: BookingDoc | undefined;
  bill: BillDoc | undefined;
  rateBps: number;
}

/** The booking, its bill and the commission rate, read in `transaction`. */
async function readNow(db: Firestore, transaction: Transaction, id: string): Promise<Now> {
  const booking = await transaction.get(doc(db, 'bookings', id));
  const data = booking.data() as BookingDoc | undefined;
  // Only a party may read the bill (or learn there is none): a stranger is refused by the plan.
  const bill = data ? (await transaction.get(billRef(db, id))).data() : undefined;
  const config = await transaction.get(doc(db, 'config', 'commission'));
  return {
    booking: data,
    bill: bill as BillDoc | undefined,
    rateBps: commissionRateOf(config.data() as Partial<CommissionConfigDoc> | undefined),
  };
}

/** The plan's writes: the bill with its server timestamps, and the booking's move and copy. */
function writePlan(db: Firestore, transaction: Transaction, plan: BillWritePlan): void {
  const stamps = Object.fromEntries(plan.stamps.map((stamp) => [stamp, serverTimestamp()]));
  const ref = billRef(db, plan.bookingId);
  if ('create' in plan.bill) transaction.set(ref, { ...plan.bill.create, ...stamps });
  else transaction.update(ref, { ...plan.bill.update, ...stamps });
  // The booking moves with its bill, and carries the row's copy of it (billSummaryOf).
  transaction.update(doc(db, 'bookings', plan.bookingId), {
    ...(plan.bookingStatus && { serviceStatus: plan.bookingStatus }),
    bill: plan.bookingBill,
    updatedAt: serverTimestamp(),
  });
}

const isPermissionDenied = (error: unknown) =>
  (error as { code?: string } | null)?.code === 'permission-denied';

/**
 * Plans and writes one action in a transaction. The rules judge a mark against the bill at
 * commit, so a mark that raced the other party's is denied rather than retried by the SDK: it
 * runs again (a few times) when the bill moved meanwhile.
 */
async function runPlan(
  db: Firestore,
  bookingId: string,
  plan: (now: Now) => MoneyRefusal | BillWritePlan,
  attempts = 1,
): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    let seen: string | undefined;
    try {
      await runTransaction(db, async (transaction) => {
        const now = await readNow(db, transaction, bookingId);
        seen = JSON.stringify(now.bill ?? null);
        const planned = plan(now);
        if (!planned.allowed) throw new MoneyError(planned.refusal);
        writePlan(db, transaction, planned);
      });
      return;
    } catch (error) {
      if (attempt >= attempts || !isPermissionDenied(error)) throw error;
      const current = (await getDoc(billRef(db, bookingId))).data();
      if (JSON.stringify(current ?? null) === seen) throw error;
    }
  }
}

/** The provider `uid` sends the bill of a Working booking, or revises the disputed one. */
export function sendBill(db: Firestore, uid: string, bookingId: string, input: BillInput) {
  return runPlan(db, bookingId, (now) =>
    planSendBill(uid, bookingId, now.booking, now.bill, input, now.rateBps),
  );
}

/** The customer `uid` accepts the sent bill, or disputes it with `reason`. */
export function answerBill(
  db: Firestore,
  uid: string,
  bookingId: string,
  answer: { accept: true } | { accept: false; reason: string },
) {
  return runPlan(db, bookingId, (now) =>
    planAnswerBill(uid, bookingId, now.booking, now.bill, answer),
  );
}

/** `uid`'s payment mark: the customer's "paid in cash" or the provider's "cash received". */
export function markPayment(db: Firestore, uid: string, bookingId: string, mark: PaymentMark) {
  return runPlan(
    db,
    bookingId,
    (now) => planPaymentMark(uid, bookingId, now.booking, now.bill, now.rateBps, mark),
    MARK_ATTEMPTS,
  );
}

/** The bill of `bookingId`, live (null while there is none). Returns the unsubscribe. */
export function watchBill(
  db: Firestore,
  bookingId: string,
  onData: (bill: Bill | null) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return onSnapshot(
    billRef(db, bookingId),
    // Server timestamps read as their estimate until the server has stamped them.
    (snapshot) => {
      const data = snapshot.data({ serverTimestamps: 'estimate' }) as BillDoc | undefined;
      onData(data ? billFromDoc(snapshot.id, data) : null);
    },
    onError,
  );
}

/** A provider's earnings: all time, and each of the last 12 Dhaka months, oldest first. */
export interface Earnings {
  total: EarningsTotals;
  months: (EarningsTotals & { month: string })[];
}

/** The earnings of `uid` (their own), read once: 13 documents by id. */
export async function getEarnings(db: Firestore, uid: string, nowMs: number): Promise<Earnings> {
  const months = lastMonths(nowMs, EARNINGS_CHART_MONTHS);
  const [total, ...perMonth] = await Promise.all([
    getDoc(doc(db, 'earnings', uid)),
    ...months.map((month) => getDoc(doc(db, 'earnings', uid, 'months', month))),
  ]);
  return {
    total: earningsOf(total?.data() as Partial<EarningsTotals> | undefined),
    months: months.map((month, i) => ({
      month,
      ...earningsOf(perMonth[i]?.data() as Partial<EarningsTotals> | undefined),
    })),
  };
}

/** What a receipt shows: the booking (both parties, the service, the date) and its bill. */
export interface Receipt {
  booking: Booking;
  bill: Bill | null;
}

/** The receipt of `bookingId`, read once: the booking, then its bill (the parties' only). */
export async function getReceipt(db: Firestore, bookingId: string): Promise<Receipt | null> {
  const booking = await getDoc(doc(db, 'bookings', bookingId));
  const data = booking.data() as BookingDoc | undefined;
  if (!data) return null;
  const bill = await getDoc(billRef(db, bookingId));
  const billData = bill.data() as BillDoc | undefined;
  return {
    booking: bookingFromDoc(bookingId, data),
    bill: billData ? billFromDoc(bookingId, billData) : null,
  };
}
