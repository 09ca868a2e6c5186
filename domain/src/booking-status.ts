/**
 * The booking status machine of SPEC.md §4: a booking is created as 'pending'; its provider
 * may set Pending, Working or Completed, and Completed is final.
 */

export const INITIAL_BOOKING_STATUS = 'pending' as const;
export const PROVIDER_BOOKING_STATUSES = ['Pending', 'Working', 'Completed'] as const;

export type ProviderBookingStatus = (typeof PROVIDER_BOOKING_STATUSES)[number];
export type BookingStatus = typeof INITIAL_BOOKING_STATUS | ProviderBookingStatus;

export const FINAL_BOOKING_STATUS: ProviderBookingStatus = 'Completed';

/** Bookings the provider still has to do: every status but the final one. */
export const OPEN_BOOKING_STATUSES = [
  INITIAL_BOOKING_STATUS,
  'Pending',
  'Working',
] as const satisfies readonly BookingStatus[];

export function isProviderBookingStatus(value: unknown): value is ProviderBookingStatus {
  return (PROVIDER_BOOKING_STATUSES as readonly unknown[]).includes(value);
}

export function isBookingStatus(value: unknown): value is BookingStatus {
  return value === INITIAL_BOOKING_STATUS || isProviderBookingStatus(value);
}

export function isFinalBookingStatus(status: BookingStatus): boolean {
  return status === FINAL_BOOKING_STATUS;
}

export type StatusChangeCheck =
  { allowed: true; next: ProviderBookingStatus } | { allowed: false; reason: string };

/** Whether the provider may move a booking from `current` to `requested`. */
export function checkStatusChange(current: BookingStatus, requested: unknown): StatusChangeCheck {
  if (!isProviderBookingStatus(requested)) {
    return {
      allowed: false,
      reason: `status must be one of ${PROVIDER_BOOKING_STATUSES.join(', ')}`,
    };
  }
  if (isFinalBookingStatus(current)) {
    return { allowed: false, reason: 'status is Completed and can no longer change' };
  }
  return { allowed: true, next: requested };
}

/** How the customer's view shows a status: Completed green, Working animated, else yellow. */
export type BookingStatusTone = 'completed' | 'working' | 'waiting';

export function bookingStatusTone(status: BookingStatus): BookingStatusTone {
  if (status === 'Completed') return 'completed';
  if (status === 'Working') return 'working';
  return 'waiting';
}

/** The dropdown shows the lowercase initial status as Pending. */
export function providerStatusOf(status: BookingStatus): ProviderBookingStatus {
  return status === INITIAL_BOOKING_STATUS ? 'Pending' : status;
}
