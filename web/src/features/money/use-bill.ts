import { useCallback } from 'react';
import type { Bill } from '@meramot/domain/bill';
import { BILLED_BOOKING_STATUSES } from '@meramot/domain/booking-status';
import type { Booking } from '@meramot/domain/entities';
import { useLive } from '../../components/use-live';
import { useFirestore } from '../../lib/firestore';
import { watchBill } from './money-data';

const BILLED: ReadonlySet<string> = new Set(BILLED_BOOKING_STATUSES);

/**
 * A booking's bill, live, while its status says it may have one; null before. The row's price and
 * its bill panel both listen: the Firestore SDK serves the two from one watch of the document.
 */
export function useBill(booking: Booking): Bill | null | undefined {
  const db = useFirestore();
  const live = BILLED.has(booking.serviceStatus);
  const subscribe = useCallback(
    (onData: (bill: Bill | null) => void, onError: (error: Error) => void) =>
      live ? watchBill(db, booking._id, onData, onError) : (onData(null), () => undefined),
    [db, booking._id, live],
  );
  return useLive(`${booking._id}:${String(live)}`, subscribe).data;
}
