/**
 * appointments/{id}: anyone sends a valid one (uid is the sender's, or null for a visitor); the
 * sender reads their own, the admin claim reads all; nobody edits or deletes one.
 */
import {
  Timestamp,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import type { Firestore } from 'firebase/firestore';
import { expect } from 'vitest';
import { FIELD_LIMITS } from '@meramot/domain/constants';
import { app, firstSnapshot, listedIds } from './app-data';
import { ACTORS, IDS, NOW, USERS, appointmentDoc, dataOf, edit, loose } from './support';
import type { Actor, Case, UserName } from './support';

const bobAppointment = (db: Firestore) => doc(db, `appointments/${IDS.bobAppointment}`);
const newAppointment = (db: Firestore) => doc(db, 'appointments/new-appointment');

/** `sender` sends the About Us form: valid unless `change` breaks it. */
function sends(
  sender: UserName | null,
  change: (d: ReturnType<typeof appointmentDoc>) => void = () => undefined,
) {
  return (db: Firestore) => setDoc(newAppointment(db), edit(appointmentDoc(sender, NOW), change));
}
const visitorSends = (change?: (d: ReturnType<typeof appointmentDoc>) => void) =>
  sends(null, change);

/** The app's two lists (watchAppointments): the admin's (all) and a user's own, newest first. */
const listAs = (uid: string, admin: boolean) => (db: Firestore) =>
  firstSnapshot((onData, onError) =>
    app.appointments.watchAppointments(db, { uid, admin }, onData, onError),
  );
// The admin's list does not filter by uid, so the reader's uid plays no part in it.
const allNewestFirst = listAs('', true);
const ownNewestFirst = (uid: string) => listAs(uid, false);

const isAdmin = (actor: Actor) => actor === 'admin';
const ALL = [IDS.bobAppointment, IDS.carolAppointment, IDS.visitorAppointment].sort();

const creates: Case[] = [
  {
    actor: 'visitor',
    does: 'send a valid appointment (uid null)',
    allowed: true,
    run: visitorSends(),
  },
  ...(['alice', 'bob', 'carol', 'admin'] as const).map((actor): Case => ({
    actor,
    does: 'send a valid appointment under their own uid',
    allowed: true,
    run: sends(actor),
  })),
  {
    actor: 'visitor',
    does: "send an appointment under Bob's uid",
    allowed: false,
    run: visitorSends((d) => (d.uid = USERS.bob.uid)),
  },
  {
    actor: 'bob',
    does: 'send an appointment with uid null while signed in',
    allowed: false,
    run: sends('bob', (d) => (d.uid = null)),
  },
  {
    actor: 'bob',
    does: "send an appointment under Carol's uid",
    allowed: false,
    run: sends('bob', (d) => (d.uid = USERS.carol.uid)),
  },
  {
    actor: 'visitor',
    does: 'send an appointment without the uid field',
    allowed: false,
    run: visitorSends((d) => delete loose(d).uid),
  },
  {
    actor: 'visitor',
    does: 'send an appointment with an extra field (status)',
    allowed: false,
    run: visitorSends((d) => (loose(d).status = 'Upcoming')),
  },
  {
    actor: 'visitor',
    does: 'send an appointment with a blank name',
    allowed: false,
    run: visitorSends((d) => (d.name = ' ')),
  },
  {
    actor: 'visitor',
    does: 'send an appointment without a phone',
    allowed: false,
    run: visitorSends((d) => delete loose(d).phone),
  },
  {
    actor: 'visitor',
    does: `send an appointment with a ${FIELD_LIMITS.phone + 1}-character phone`,
    allowed: false,
    run: visitorSends((d) => (d.phone = '1'.repeat(FIELD_LIMITS.phone + 1))),
  },
  {
    actor: 'visitor',
    does: 'send an appointment with an empty date',
    allowed: false,
    run: visitorSends((d) => (d.date = '')),
  },
  {
    actor: 'visitor',
    does: 'send an appointment with a numeric date',
    allowed: false,
    run: visitorSends((d) => (loose(d).date = 20250301)),
  },
  {
    actor: 'visitor',
    does: `send an appointment with a ${FIELD_LIMITS.message}-character message (the bound)`,
    allowed: true,
    run: visitorSends((d) => (d.message = 'm'.repeat(FIELD_LIMITS.message))),
  },
  {
    actor: 'visitor',
    does: `send an appointment with a ${FIELD_LIMITS.message + 1}-character message`,
    allowed: false,
    run: visitorSends((d) => (d.message = 'm'.repeat(FIELD_LIMITS.message + 1))),
  },
  {
    actor: 'visitor',
    does: `send an appointment with a ${FIELD_LIMITS.email + 1}-character email`,
    allowed: false,
    run: visitorSends((d) => (d.email = `${'e'.repeat(FIELD_LIMITS.email - 11)}@example.com`)),
  },
  {
    actor: 'visitor',
    does: 'send an appointment whose email is not a string',
    allowed: false,
    run: visitorSends((d) => (loose(d).email = null)),
  },
  {
    actor: 'visitor',
    does: 'send an appointment with a client-chosen createdAt',
    allowed: false,
    run: visitorSends((d) => (d.createdAt = Timestamp.fromMillis(Date.now()))),
  },
];

const reads: Case[] = [
  ...ACTORS.map((actor): Case => ({
    actor,
    does: "get Bob's appointment",
    allowed: actor === 'bob' || isAdmin(actor),
    run: (db) => getDoc(bobAppointment(db)),
    check: (snap) => expect(dataOf(snap)?.uid).toBe(USERS.bob.uid),
  })),
  ...ACTORS.map((actor): Case => ({
    actor,
    does: "get a visitor's appointment",
    allowed: isAdmin(actor),
    run: (db) => getDoc(doc(db, `appointments/${IDS.visitorAppointment}`)),
    check: (snap) => expect(dataOf(snap)?.uid).toBeNull(),
  })),
  ...ACTORS.map((actor): Case => ({
    actor,
    does: 'look for an appointment id not sent yet (a repeat of the About Us form)',
    allowed: true,
    run: (db) => getDoc(doc(db, 'appointments/not-sent-yet')),
    check: (snap) => expect(dataOf(snap)).toBeUndefined(),
  })),
  ...ACTORS.map((actor): Case => ({
    actor,
    does: 'list every appointment, newest first (the admin query)',
    allowed: isAdmin(actor),
    run: allNewestFirst,
    check: (appointments) => expect(listedIds(appointments).sort()).toEqual(ALL),
  })),
  ...ACTORS.map((actor): Case => ({
    actor,
    does: "list Bob's appointments (uid == bob, newest first)",
    allowed: actor === 'bob' || isAdmin(actor),
    run: ownNewestFirst(USERS.bob.uid),
    check: (appointments) => expect(listedIds(appointments)).toEqual([IDS.bobAppointment]),
  })),
  {
    actor: 'carol',
    does: 'list her own appointments',
    allowed: true,
    run: ownNewestFirst(USERS.carol.uid),
    check: (appointments) => expect(listedIds(appointments)).toEqual([IDS.carolAppointment]),
  },
  {
    actor: 'alice',
    does: 'list her own appointments (she has none)',
    allowed: true,
    run: ownNewestFirst(USERS.alice.uid),
    check: (appointments) => expect(listedIds(appointments)).toEqual([]),
  },
  {
    actor: 'bob',
    does: "list the visitors' appointments (uid == null)",
    allowed: false,
    run: (db) => getDocs(query(collection(db, 'appointments'), where('uid', '==', null))),
  },
];

const updates: Case[] = ACTORS.map((actor): Case => ({
  actor,
  does: "edit Bob's appointment",
  allowed: false,
  run: (db) => updateDoc(bobAppointment(db), { message: 'Changed my mind.' }),
}));

const deletes: Case[] = ACTORS.map((actor): Case => ({
  actor,
  does: "delete Bob's appointment",
  allowed: false,
  run: (db) => deleteDoc(bobAppointment(db)),
}));

export const appointmentCases = { creates, reads, updates, deletes };
