/**
 * appointments/{id}: only the API creates one (POST /appointment), so every client create is
 * refused; the sender reads their own, the admin claim reads all; nobody edits or deletes one.
 */
import {
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
import { app, firstSnapshot, listedIds } from './app-data';
import { ACTORS, IDS, NOW, USERS, appointmentDoc, dataOf } from './support';
import type { Actor, Case, UserName } from './support';

const bobAppointment = (db: Firestore) => doc(db, `appointments/${IDS.bobAppointment}`);
const newAppointment = (db: Firestore) => doc(db, 'appointments/new-appointment');

/** `sender` writes a valid appointment (as the About Us form once did) straight to Firestore. */
function sends(sender: UserName | null) {
  return (db: Firestore) => setDoc(newAppointment(db), appointmentDoc(sender, NOW));
}
const visitorSends = () => sends(null);

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

// Every create is the API's (POST /appointment keys its id and counts each sender, a visitor by
// address, docs/keyed-writes.md), so a client's valid appointment, once allowed, is refused for
// everyone: a visitor, a signed-in user and the admin.
const creates: Case[] = [
  {
    actor: 'visitor',
    does: 'send a valid appointment (uid null) through the web door',
    allowed: false,
    run: visitorSends(),
  },
  ...(['alice', 'bob', 'carol', 'admin'] as const).map((actor): Case => ({
    actor,
    does: 'send a valid appointment under their own uid through the web door',
    allowed: false,
    run: sends(actor),
  })),
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
