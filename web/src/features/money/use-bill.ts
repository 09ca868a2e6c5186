import { useCallback } from 'react';
import { billSummaryOf } from '@meramot/domain/bill';
import type { Bill, BillSummary } from '@meramot/domain/bill';
import { BILLED_BOOKING_STATUSES } from '@meramot/domain/booking-status';
import type { Booking } from '@meramot/domain/entities';
import { useLive } from '../../components/use-live';
import { useFirestore } from '../../lib/firestore';
import { watchBill } from './money-data';

const BILLED: ReadonlySet<string> = new Set(BILLED_BOOKING_STATUSES);

/** A booking billed before its booking carried the copy of its bill (BookingCopies). */
const lacksCopy = (booking: Booking) => !booking.bill && BILLED.has(booking.serviceStatus);

/**
 * A booking's whole bill, live, while `wanted` (a dialog shows its lines) or while the booking
 * lacks the copy of its bill; undefined otherwise and until it arrives, null when there is none.
 * A row's price and its panel both ask: the Firestore SDK serves the two from one watch.
 */
export function useBill(booking: Booking, wanted = false): Bill | null | undefined {
  const db = useFirestore();
  const live = (wanted || lacksCopy(booking)) && BILLED.has(booking.serviceStatus);
  const subscribe = useCallback(
    (onData: (bill: Bill | null) => void, onError: (error: Error) => void) =>
      live ? watchBill(db, booking._id, onData, onError) : (onData(null), () => undefined),
    [db, booking._id, live],
  );
  const data = useLive(`${booking._id}:${String(live)}`, subscribe).data;
  return live ? data : undefined;
}

/**
 * What a row shows of a booking's bill: the booking's copy (no read of its own), or, for a
 * booking billed before the copy, the bill `full` as read; null when it has none.
 */
export function billShownOf(
  booking: Booking,
  full: Bill | null | undefined,
): BillSummary | null | undefined {
  if (booking.bill) return booking.bill;
  if (!lacksCopy(booking)) return null;
  return full ? billSummaryOf(full) : full;
}
