/**
 * Who hears of what happens to a booking (issue 13): the provider of a new booking and of a
 * cancellation; the customer of every status move the provider makes, a decline included. An
 * update that leaves the status as it was (the provider's phone copied in, say) tells nobody.
 * The Cloud Functions triggers on bookings/{id} write what these functions return; clients
 * only read their own and mark them read (firestore.rules, match /notifications).
 */
import { CANCELLED_BOOKING_STATUS, DECLINED_BOOKING_STATUS } from './booking-status';
import type { BookingStatus } from './booking-status';
import type { BookingDoc, TimestampLike } from './entities';

/** A new booking, a cancellation, a decline, or any other status move. */
export const NOTIFICATION_KINDS = ['booked', 'cancelled', 'declined', 'statusChanged'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How many notifications a screen reads at once (rules: the list's limit may not exceed it). */
export const NOTIFICATION_LIST_LIMIT = 20;

/** notifications/{notificationId}, written only by the triggers. */
export interface NotificationDoc<T = TimestampLike> {
  recipientUid: string;
  bookingId: string;
  kind: NotificationKind;
  /** The booking's status once the change was made. */
  status: BookingStatus;
  serviceName: string;
  /** The other party of the booking, by name: the customer for a provider, and back. */
  otherPartyName: string;
  /** The reason given with a cancel or a decline; null when none was. */
  reason: string | null;
  createdAt: T;
  read: boolean;
}

/** A notification as the screens show it. */
export interface BookingNotification extends Omit<NotificationDoc<never>, 'createdAt'> {
  id: string;
  /** Milliseconds since the epoch; 0 until the server has stamped it. */
  createdAtMillis: number;
}

/** A notification without its server timestamp, which each SDK writes its own way. */
export type NewNotification = Omit<NotificationDoc<never>, 'createdAt'>;

type NotifiedBooking = Pick<
  BookingDoc<unknown>,
  'customerUid' | 'providerUid' | 'serviceName' | 'uName' | 'pName' | 'serviceStatus'
> & { statusReason?: string };

/** The provider hears that `booking` was made. */
export function notificationsOfNewBooking(
  bookingId: string,
  booking: NotifiedBooking,
): NewNotification[] {
  return [
    {
      recipientUid: booking.providerUid,
      bookingId,
      kind: 'booked',
      status: booking.serviceStatus,
      serviceName: booking.serviceName,
      otherPartyName: booking.uName,
      reason: null,
      read: false,
    },
  ];
}

/**
 * Who hears of the update of a booking from `before` to `after`: nobody when the status stayed;
 * the provider of a cancellation (the customer made it); the customer of any other move (the
 * provider made it).
 */
export function notificationsOfBookingUpdate(
  bookingId: string,
  before: Pick<NotifiedBooking, 'serviceStatus'>,
  after: NotifiedBooking,
): NewNotification[] {
  if (before.serviceStatus === after.serviceStatus) return [];
  const status = after.serviceStatus;
  const reason = after.statusReason ?? null;
  if (status === CANCELLED_BOOKING_STATUS) {
    return [
      {
        recipientUid: after.providerUid,
        bookingId,
        kind: 'cancelled',
        status,
        serviceName: after.serviceName,
        otherPartyName: after.uName,
        reason,
        read: false,
      },
    ];
  }
  return [
    {
      recipientUid: after.customerUid,
      bookingId,
      kind: status === DECLINED_BOOKING_STATUS ? 'declined' : 'statusChanged',
      status,
      serviceName: after.serviceName,
      otherPartyName: after.pName,
      reason: status === DECLINED_BOOKING_STATUS ? reason : null,
      read: false,
    },
  ];
}

/** The count the bell shows: unread among those read, never more than the list holds. */
export function unreadCountOf(notifications: readonly Pick<NotificationDoc, 'read'>[]): number {
  return notifications.filter((notification) => !notification.read).length;
}
