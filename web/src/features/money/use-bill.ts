import { useCallback } from 'react';
import type { Bill } from '@meramot/domain/bill';
import type { Booking } from '@meramot/domain/entities';
import { useLive } from '../../components/use-live';
import { useFirestore } from '../../lib/firestore';
import { watchBill } from './money-data';

/** The statuses a bill exists in (or may: a Completed booking without one is billed at its price). */
const BILLED = new Set(['Billed', 'Disputed', 'Completed', 'Paid']);

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
