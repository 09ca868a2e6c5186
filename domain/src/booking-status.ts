/**
 * The booking status machine of docs/product.md §4 and issue 13: a booking is created as 'pending'; its
 * provider may set Pending, Working or Completed; while it waits ('pending' or 'Pending') the
 * customer may cancel it and the provider may decline it. Completed, Cancelled and Declined are
 * final. firestore.rules (validStatusMove) and PATCH /statusChange enforce this machine.
 */
import { FIELD_LIMITS } from './constants';
import { refusal } from './refusal';
import type { Refusal, RefusalCode } from './refusal';

export const INITIAL_BOOKING_STATUS = 'pending' as const;
export const PROVIDER_BOOKING_STATUSES = ['Pending', 'Working', 'Completed'] as const;
export const CANCELLED_BOOKING_STATUS = 'Cancelled' as const;
export const DECLINED_BOOKING_STATUS = 'Declined' as const;
/**
 * Statuses only the bill moves a booking to (issue 20, domain/src/bill.ts): the provider sends a
 * bill (Billed), the customer disputes it (Disputed) or accepts it (Completed), and both payment
 * marks make it Paid. PATCH /statusChange never sets them.
 */
export const BILL_BOOKING_STATUSES = ['Billed', 'Disputed', 'Paid'] as const;
export type BillBookingStatus = (typeof BILL_BOOKING_STATUSES)[number];
/** The two ways a waiting booking ends without the job: each with an optional reason. */
export const CLOSING_BOOKING_STATUSES = [
  CANCELLED_BOOKING_STATUS,
  DECLINED_BOOKING_STATUS,
] as const;

export type ProviderBookingStatus = (typeof PROVIDER_BOOKING_STATUSES)[number];
export type ClosingBookingStatus = (typeof CLOSING_BOOKING_STATUSES)[number];
/** Every status a move can set. */
export type MovedBookingStatus = ProviderBookingStatus | ClosingBookingStatus;
export type BookingStatus = typeof INITIAL_BOOKING_STATUS | MovedBookingStatus | BillBookingStatus;

/** Who is asking: the customer who booked, or the provider of the booked service. */
export type BookingParty = 'customer' | 'provider';

export const FINAL_BOOKING_STATUSES = [
  'Completed',
  'Paid',
  CANCELLED_BOOKING_STATUS,
  DECLINED_BOOKING_STATUS,
] as const satisfies readonly BookingStatus[];

/** A job done: Completed, or Paid after it (a booking is Paid only once it was Completed). */
export const DONE_BOOKING_STATUSES = [
  'Completed',
  'Paid',
] as const satisfies readonly BookingStatus[];

/** The statuses a bill exists in, or may (a Completed booking without one is billed at its price). */
export const BILLED_BOOKING_STATUSES = [
  'Billed',
  'Disputed',
  ...DONE_BOOKING_STATUSES,
] as const satisfies readonly BookingStatus[];

/** Statuses a booking waits in, before the provider starts: the customer may still cancel. */
export const WAITING_BOOKING_STATUSES = [
  INITIAL_BOOKING_STATUS,
  'Pending',
] as const satisfies readonly BookingStatus[];

/** Bookings the provider still has to do: every status but the final ones. */
export const OPEN_BOOKING_STATUSES = [
  ...WAITING_BOOKING_STATUSES,
  'Working',
  'Billed',
  'Disputed',
] as const satisfies readonly BookingStatus[];

export function isProviderBookingStatus(value: unknown): value is ProviderBookingStatus {
  return (PROVIDER_BOOKING_STATUSES as readonly unknown[]).includes(value);
}

export function isClosingBookingStatus(value: unknown): value is ClosingBookingStatus {
  return (CLOSING_BOOKING_STATUSES as readonly unknown[]).includes(value);
}

export function isMovedBookingStatus(value: unknown): value is MovedBookingStatus {
  return isProviderBookingStatus(value) || isClosingBookingStatus(value);
}

export function isBillBookingStatus(value: unknown): value is BillBookingStatus {
  return (BILL_BOOKING_STATUSES as readonly unknown[]).includes(value);
}

export function isBookingStatus(value: unknown): value is BookingStatus {
  return (
    value === INITIAL_BOOKING_STATUS || isMovedBookingStatus(value) || isBillBookingStatus(value)
  );
}

export function isFinalBookingStatus(status: BookingStatus): boolean {
  return (FINAL_BOOKING_STATUSES as readonly string[]).includes(status);
}

export function isWaitingBookingStatus(status: BookingStatus): boolean {
  return (WAITING_BOOKING_STATUSES as readonly string[]).includes(status);
}

export type StatusChangeCheck =
  { allowed: true; next: MovedBookingStatus } | { allowed: false; refusal: Refusal };

/** The moves a party may ask for, for the message that names them. */
const MOVES_OF: Record<BookingParty, readonly MovedBookingStatus[]> = {
  provider: [...PROVIDER_BOOKING_STATUSES, DECLINED_BOOKING_STATUS],
  customer: [CANCELLED_BOOKING_STATUS],
};

/** A closing move asked of a booking that no longer waits. */
const ONLY_PENDING: Record<ClosingBookingStatus, RefusalCode> = {
  Cancelled: 'onlyPendingCancel',
  Declined: 'onlyPendingDecline',
};

/**
 * Whether `party` may move a booking from `current` to `requested`: the provider sets Pending,
 * Working or Completed until the booking is final, and declines a waiting one; the customer
 * cancels a waiting one. A status that is no move at all is told from another party's move.
 */
export function checkStatusChange(
  current: BookingStatus,
  requested: unknown,
  party: BookingParty = 'provider',
): StatusChangeCheck {
  const moves = MOVES_OF[party];
  if (!(moves as readonly unknown[]).includes(requested) || !isMovedBookingStatus(requested)) {
    const known = isMovedBookingStatus(requested);
    const refused =
      party === 'provider'
        ? refusal(known ? 'statusNotProviderMove' : 'statusOneOf', { list: moves.join(', ') })
        : refusal(known ? 'customerCancelOnly' : 'customerStatusUnknown', {
            status: CANCELLED_BOOKING_STATUS,
          });
    return { allowed: false, refusal: refused };
  }
  if (isFinalBookingStatus(current)) {
    return { allowed: false, refusal: refusal('statusFinal', { status: current }) };
  }
  // A billed booking moves with its bill only (bill.ts): accepted, it is Completed.
  if (current === 'Billed' || current === 'Disputed') {
    return { allowed: false, refusal: refusal('billedStatus') };
  }
  if (isClosingBookingStatus(requested) && !isWaitingBookingStatus(current)) {
    return { allowed: false, refusal: refusal(ONLY_PENDING[requested]) };
  }
  return { allowed: true, next: requested };
}

/** The reason given with a cancel or a decline: trimmed, optional, bounded. */
export const STATUS_REASON_MAX = FIELD_LIMITS.statusReason;

/**
 * The fields a move writes besides updatedAt: the status, and the reason of a cancel or a
 * decline when one was given (rules: validStatusMove allows statusReason only then).
 */
export function statusUpdateOf(
  next: MovedBookingStatus,
  reason?: string,
): { serviceStatus: MovedBookingStatus; statusReason?: string } {
  const trimmed = reason?.trim() ?? '';
  return isClosingBookingStatus(next) && trimmed !== ''
    ? { serviceStatus: next, statusReason: trimmed }
    : { serviceStatus: next };
}

/** How a status shows: Completed green, Working animated, Cancelled grey, Declined red, else yellow. */
export type BookingStatusTone = 'completed' | 'working' | 'waiting' | 'cancelled' | 'declined';

export function bookingStatusTone(status: BookingStatus): BookingStatusTone {
  if (status === 'Completed' || status === 'Paid') return 'completed';
  if (status === 'Working' || status === 'Billed') return 'working';
  if (status === 'Disputed') return 'declined';
  if (status === CANCELLED_BOOKING_STATUS) return 'cancelled';
  if (status === DECLINED_BOOKING_STATUS) return 'declined';
  return 'waiting';
}

/** The screens show the lowercase initial status as Pending. */
export function providerStatusOf(
  status: BookingStatus,
): Exclude<BookingStatus, typeof INITIAL_BOOKING_STATUS> {
  return status === INITIAL_BOOKING_STATUS ? 'Pending' : status;
}

/**
 * How the dashboards list bookings: open work first (waiting and Working), the soonest slot
 * first, so what needs doing next is on top; then finished ones (Completed, Cancelled,
 * Declined), the latest slot first. Equal slots keep the order they came in (newest booked first).
 */
export function dashboardOrder<T extends { sDate: string; serviceStatus: BookingStatus }>(
  bookings: readonly T[],
): T[] {
  const instant = (booking: T) => {
    const ms = Date.parse(booking.sDate);
    return Number.isFinite(ms) ? ms : Number.POSITIVE_INFINITY;
  };
  const open = bookings.filter((booking) => !isFinalBookingStatus(booking.serviceStatus));
  const finished = bookings.filter((booking) => isFinalBookingStatus(booking.serviceStatus));
  open.sort((a, b) => instant(a) - instant(b));
  finished.sort((a, b) => {
    const [first, second] = [instant(a), instant(b)];
    if (first === second) return 0;
    // A finished booking without a readable date goes last.
    if (!Number.isFinite(first)) return 1;
    if (!Number.isFinite(second)) return -1;
    return second - first;
  });
  return [...open, ...finished];
}
