/**
 * notifications/{id}: written only by the Cloud Functions triggers; read by their recipient only,
 * listed by recipientUid with a limit of at most NOTIFICATION_LIST_LIMIT, and changed by their
 * recipient only from unread to read. No client creates or deletes one.
 */
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import type { Firestore } from 'firebase/firestore';
import { expect } from 'vitest';
import { NOTIFICATION_LIST_LIMIT } from '@meramot/domain/notifications';
import type { BookingNotification } from '@meramot/domain/notifications';
import { app, firstSnapshot } from './app-data';
import { ACTORS, IDS, NOW, USERS, dataOf, idsOf, notificationDoc } from './support';
import type { Actor, Case } from './support';

const ALICE = `notifications/${IDS.aliceNotification}`;
const BOB = `notifications/${IDS.bobNotification}`;

const idsOfNotifications = (result: unknown) =>
  (result as BookingNotification[]).map((notification) => notification.id);

/** A list of the notifications addressed to `uid`, read at most `count` at a time. */
const listFor = (uid: string, count: number) => (db: Firestore) =>
  getDocs(query(collection(db, 'notifications'), where('recipientUid', '==', uid), limit(count)));

const reads: Case[] = [
  ...ACTORS.map((actor: Actor): Case => ({
    actor,
    does: "read Alice's notification",
    allowed: actor === 'alice',
    run: (db) => getDoc(doc(db, ALICE)),
    check: (snap) => expect(dataOf(snap)).toMatchObject({ kind: 'booked', read: false }),
  })),
  ...ACTORS.map((actor: Actor): Case => ({
    actor,
    does: "list Alice's notifications with the app (fetchNotifications)",
    allowed: actor === 'alice',
    run: (db) => app.notifications.fetchNotifications(db, USERS.alice.uid),
    check: (result) => expect(idsOfNotifications(result)).toEqual([IDS.aliceNotification]),
  })),
  {
    actor: 'bob',
    does: 'list his own notifications with the app, live (watchNotifications)',
    allowed: true,
    run: (db) =>
      firstSnapshot<BookingNotification[]>((onData, onError) =>
        app.notifications.watchNotifications(db, USERS.bob.uid, onData, onError),
      ),
    check: (result) =>
      expect(result).toEqual([
        expect.objectContaining({ id: IDS.bobNotification, kind: 'declined', read: true }),
      ]),
  },
  {
    actor: 'carol',
    does: "watch Bob's notifications (watchNotifications)",
    allowed: false,
    run: (db) =>
      firstSnapshot<BookingNotification[]>((onData, onError) =>
        app.notifications.watchNotifications(db, USERS.bob.uid, onData, onError),
      ),
  },
  {
    actor: 'alice',
    does: `list her notifications ${NOTIFICATION_LIST_LIMIT} at a time`,
    allowed: true,
    run: listFor(USERS.alice.uid, NOTIFICATION_LIST_LIMIT),
    check: (result) => expect(idsOf(result)).toEqual([IDS.aliceNotification]),
  },
  {
    actor: 'alice',
    does: `list her notifications ${NOTIFICATION_LIST_LIMIT + 1} at a time`,
    allowed: false,
    run: listFor(USERS.alice.uid, NOTIFICATION_LIST_LIMIT + 1),
  },
  {
    actor: 'alice',
    does: 'list her notifications without a limit',
    allowed: false,
    run: (db) =>
      getDocs(query(collection(db, 'notifications'), where('recipientUid', '==', USERS.alice.uid))),
  },
  {
    actor: 'alice',
    does: 'list every notification (no recipient filter)',
    allowed: false,
    run: (db) => getDocs(query(collection(db, 'notifications'), limit(NOTIFICATION_LIST_LIMIT))),
  },
];

const updates: Case[] = [
  ...ACTORS.map((actor: Actor): Case => ({
    actor,
    does: "mark Alice's notification read with the app (markNotificationsRead)",
    allowed: actor === 'alice',
    run: (db) => app.notifications.markNotificationsRead(db, [IDS.aliceNotification]),
    check: async (_, db) =>
      expect(dataOf(await getDoc(doc(db, ALICE)))).toMatchObject({ read: true }),
  })),
  {
    actor: 'alice',
    does: 'mark her notification read and change its kind',
    allowed: false,
    run: (db) => updateDoc(doc(db, ALICE), { read: true, kind: 'cancelled' }),
  },
  {
    actor: 'alice',
    does: 'hand her notification to Bob',
    allowed: false,
    run: (db) => updateDoc(doc(db, ALICE), { recipientUid: USERS.bob.uid }),
  },
  {
    actor: 'alice',
    does: 'rewrite her unread notification as unread',
    allowed: false,
    run: (db) => updateDoc(doc(db, ALICE), { read: false }),
  },
  {
    actor: 'alice',
    does: "set her notification's read to a string",
    allowed: false,
    run: (db) => updateDoc(doc(db, ALICE), { read: 'true' }),
  },
  {
    actor: 'bob',
    does: 'mark his read notification read again (only unread ones flip)',
    allowed: false,
    run: (db) => app.notifications.markNotificationsRead(db, [IDS.bobNotification]),
  },
  {
    actor: 'bob',
    does: 'mark his read notification unread again',
    allowed: false,
    run: (db) => updateDoc(doc(db, BOB), { read: false }),
  },
];

const creates: Case[] = ACTORS.map((actor: Actor): Case => ({
  actor,
  does: 'create a notification, even one addressed to the writer',
  allowed: false,
  run: (db) =>
    setDoc(doc(db, 'notifications/forged'), {
      ...notificationDoc('alice', NOW),
      recipientUid: actor === 'visitor' ? USERS.alice.uid : USERS[actor].uid,
    }),
}));

const deletes: Case[] = ACTORS.map((actor: Actor): Case => ({
  actor,
  does: "delete Alice's notification",
  allowed: false,
  run: (db) => deleteDoc(doc(db, ALICE)),
}));

export const notificationCases: Record<string, Case[]> = {
  'get and list': reads,
  'mark read': updates,
  create: creates,
  delete: deletes,
};
