/**
 * What follows a bill's write (issue 20), server-side: the other party hears of each step
 * (notificationsOfBillUpdate), and when the second payment mark lands the booking is booked in
 * the ledger: one entry, ledger/{bookingId}, with the provider's running totals and the
 * marketplace's day and month totals moved by it. The entry and the totals are written in one
 * transaction that first reads the entry: a redelivered event finds it and writes nothing, so
 * each Paid booking is counted exactly once. A booking Completed without a bill is booked when
 * its implied bill (revision 0, the booked price) is made, with the move to Completed or its
 * first payment mark: a job finished without a bill still owes its commission (issue 39). The totals move by FieldValue.increment, which
 * commutes: concurrent payments for one provider never lose an update.
 */
import { FieldValue } from 'firebase-admin/firestore';
import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import type { BillDoc } from '@meramot/domain/bill';
import type { BookingDoc } from '@meramot/domain/entities';
import { ledgerEntryOf, totalsMovedBy } from '@meramot/domain/ledger';
import { notificationsOfBillUpdate } from '@meramot/domain/notifications';
import { bookingsCollection, db } from '../firebase';
import { BILL_TRIGGER_OPTIONS } from '../options';
import { delivered } from './delivery';
import { writeNotifications } from './notifications';

const bothMarked = (bill: BillDoc | undefined) =>
  bill?.paidMarkedAt != null && bill.receivedMarkedAt != null;

const increments = (values: Record<string, number>) =>
  Object.fromEntries(Object.entries(values).map(([key, n]) => [key, FieldValue.increment(n)]));

/** A bill made as a booking's implied bill (impliedBillOf in domain/src/bill.ts). */
const isImpliedBill = (bill: BillDoc) => bill.revision === 0;

/**
 * When the ledger books `bill`, or null while it books nothing: an implied bill when it is made,
 * any other when its second payment mark lands. What onBillWritten books, read from the bill
 * alone (the reconciliation's test of a bill, reconciliation.ts).
 */
export function ledgerTimeOf(bill: BillDoc): number | null {
  if (isImpliedBill(bill)) return (bill.createdAt as Timestamp).toMillis();
  if (!bothMarked(bill)) return null;
  return Math.max(
    (bill.paidMarkedAt as Timestamp).toMillis(),
    (bill.receivedMarkedAt as Timestamp).toMillis(),
  );
}

/**
 * Books a bill once, at `paidAtMs`: the entry, the provider's totals, the marketplace's totals.
 * A second call for the same booking (a redelivery, or the marks after an implied bill's
 * entry) finds the entry and writes nothing. True when it wrote the entry.
 */
export async function bookPayment(
  bookingId: string,
  bill: BillDoc,
  paidAtMs = Math.max(
    (bill.paidMarkedAt as Timestamp).toMillis(),
    (bill.receivedMarkedAt as Timestamp).toMillis(),
  ),
  firestore: Firestore = db(),
): Promise<boolean> {
  const entry = ledgerEntryOf(bill, paidAtMs);
  const moved = totalsMovedBy(entry);
  const ledgerRef = firestore.collection('ledger').doc(bookingId);
  const earnings = firestore.collection('earnings').doc(entry.providerUid);
  return firestore.runTransaction(async (transaction) => {
    if ((await transaction.get(ledgerRef)).exists) return false;
    transaction.create(ledgerRef, { ...entry, paidAt: FieldValue.serverTimestamp() });
    transaction.set(earnings, increments({ ...moved.earnings }), { merge: true });
    transaction.set(
      earnings.collection('months').doc(entry.month),
      increments({ ...moved.earnings }),
      {
        merge: true,
      },
    );
    // The day and month are fields too: the admin's list orders by them.
    transaction.set(
      firestore.collection('marketDays').doc(entry.day),
      { day: entry.day, ...increments({ ...moved.market }) },
      { merge: true },
    );
    transaction.set(
      firestore.collection('marketMonths').doc(entry.month),
      { month: entry.month, ...increments({ ...moved.market }) },
      { merge: true },
    );
    return true;
  });
}

/** What a bill's write event carries that the trigger reads. */
export interface BillEvent {
  id: string;
  time: string;
  params: { bookingId: string };
  data?: { before: { data(): unknown }; after: { data(): unknown } };
}

/** A bill written: its payment booked once, the other party told once (retried: delivery.ts). */
export async function onBillWritten(event: BillEvent): Promise<void> {
  const before = event.data?.before.data() as BillDoc | undefined;
  const after = event.data?.after.data() as BillDoc | undefined;
  if (!after) return;
  const { bookingId } = event.params;
  if (!before && isImpliedBill(after)) {
    await bookPayment(bookingId, after, (after.createdAt as Timestamp).toMillis());
  } else if (bothMarked(after) && !bothMarked(before)) {
    await bookPayment(bookingId, after);
  }
  const booking = (await bookingsCollection().doc(bookingId).get()).data() as
    BookingDoc<unknown> | undefined;
  if (!booking) return;
  await writeNotifications(event.id, notificationsOfBillUpdate(bookingId, before, after, booking));
}

export const billWritten = onDocumentWritten(
  BILL_TRIGGER_OPTIONS,
  delivered('billWritten', onBillWritten),
);
