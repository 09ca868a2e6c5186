/**
 * The signed-in person's notifications (notifications/{id}), which only the Cloud Functions
 * triggers write: read newest first, filtered by the recipient's uid and limited as the rules
 * require, and marked read by their recipient. Every function takes the database it works on,
 * so the rules suite runs these same reads and writes.
 */
import {
  collection,
  doc,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  where,
  writeBatch,
} from 'firebase/firestore';
import type { Firestore, Query, QuerySnapshot, Unsubscribe } from 'firebase/firestore';
import { NOTIFICATION_LIST_LIMIT } from '@meramot/domain/notifications';
import type { BookingNotification, NotificationDoc } from '@meramot/domain/notifications';

export function latestOf(db: Firestore, uid: string): Query {
  return query(
    collection(db, 'notifications'),
    where('recipientUid', '==', uid),
    orderBy('createdAt', 'desc'),
    limit(NOTIFICATION_LIST_LIMIT),
  );
}

function notificationsOf(snapshot: QuerySnapshot): BookingNotification[] {
  return snapshot.docs.map((entry) => {
    // A notification the server has not stamped yet reads as null with 'none'.
    const { createdAt, ...fields } = entry.data({
      serverTimestamps: 'estimate',
    }) as NotificationDoc;
    return { ...fields, id: entry.id, createdAtMillis: createdAt?.toMillis() ?? 0 };
  });
}

/** The latest notifications of `uid`, newest first, once. */
export async function fetchNotifications(
  db: Firestore,
  uid: string,
): Promise<BookingNotification[]> {
  return notificationsOf(await getDocs(latestOf(db, uid)));
}

/** The latest notifications of `uid`, newest first, live. Returns the unsubscribe function. */
export function watchNotifications(
  db: Firestore,
  uid: string,
  onData: (notifications: BookingNotification[]) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return onSnapshot(latestOf(db, uid), (snapshot) => onData(notificationsOf(snapshot)), onError);
}

/** Marks every given notification read at once (the list was opened). */
export async function markNotificationsRead(
  db: Firestore,
  notificationIds: readonly string[],
): Promise<void> {
  if (notificationIds.length === 0) return;
  const batch = writeBatch(db);
  for (const id of notificationIds) batch.update(doc(db, 'notifications', id), { read: true });
  await batch.commit();
}
