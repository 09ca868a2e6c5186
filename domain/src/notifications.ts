/**
 * Who hears of what happens to a booking (issue 13): the provider of a new booking and of a
 * cancellation; the customer of every status move the provider makes, a decline included. An
 * update that leaves the status as it was (the provider's phone copied in, say) tells nobody.
 * The Cloud Functions triggers on bookings/{id} write what these functions return; clients
 * only read their own and mark them read (firestore.rules, match /notifications).
 */
import {
  CANCELLED_BOOKING_STATUS,
  DECLINED_BOOKING_STATUS,
  isBillBookingStatus,
} from './booking-status';
import type { BillDoc } from './bill';
import type { BookingStatus } from './booking-status';
import type { BookingDoc, TimestampLike } from './entities';

/**
 * A new booking, a cancellation, a decline, or any other status move; then the bill's steps
 * (issue 20, notificationsOfBillUpdate): sent, revised, disputed, accepted, and each payment mark.
 */
export const NOTIFICATION_KINDS = [
  'booked',
  'cancelled',
  'declined',
  'statusChanged',
  'billSent',
  'billRevised',
  'billDisputed',
  'billAccepted',
  'paidMarked',
  'cashReceived',
] as const;
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

function movedByBill(before: BookingStatus, after: BookingStatus): boolean {
  return isBillBookingStatus(after) || (before === 'Billed' && after === 'Completed');
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
  // The bill's moves are told by the bill's own trigger, which knows who made them.
  if (movedByBill(before.serviceStatus, after.serviceStatus)) return [];
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

/** Kinds whose recipient is the provider (the bell links them to Service To Do). */
export const PROVIDER_NOTIFICATION_KINDS: readonly NotificationKind[] = [
  'booked',
  'cancelled',
  'billDisputed',
  'billAccepted',
  'paidMarked',
];

type NotifiedBill = Pick<
  BillDoc<unknown>,
  'state' | 'disputeReason' | 'paidMarkedAt' | 'receivedMarkedAt'
>;

/**
 * Who hears of a bill written from `before` (undefined: new) to `after`, each step told to the
 * other party: a sent or revised bill and "cash received" to the customer; a dispute, an
 * acceptance and "paid in cash" to the provider.
 */
export function notificationsOfBillUpdate(
  bookingId: string,
  before: NotifiedBill | undefined,
  after: NotifiedBill,
  booking: NotifiedBooking,
): NewNotification[] {
  const toCustomer = (kind: NotificationKind): NewNotification => ({
    recipientUid: booking.customerUid,
    bookingId,
    kind,
    status: booking.serviceStatus,
    serviceName: booking.serviceName,
    otherPartyName: booking.pName,
    reason: null,
    read: false,
  });
  const toProvider = (kind: NotificationKind, reason: string | null = null): NewNotification => ({
    ...toCustomer(kind),
    recipientUid: booking.providerUid,
    otherPartyName: booking.uName,
    reason,
  });
  const told: NewNotification[] = [];
  if (after.state !== before?.state) {
    if (after.state === 'sent') told.push(toCustomer(before ? 'billRevised' : 'billSent'));
    if (after.state === 'disputed') told.push(toProvider('billDisputed', after.disputeReason));
    if (after.state === 'accepted' && before) told.push(toProvider('billAccepted'));
  }
  if (after.paidMarkedAt != null && before?.paidMarkedAt == null) {
    told.push(toProvider('paidMarked'));
  }
  if (after.receivedMarkedAt != null && before?.receivedMarkedAt == null) {
    told.push(toCustomer('cashReceived'));
  }
  return told;
}
