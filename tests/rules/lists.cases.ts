/**
 * The signed-in dashboards' lists (bookings, appointments) are bounded like the public ones: the
 * rules refuse a list that asks for no limit or for more than DASHBOARD_LIST_LIMIT, and the
 * app's listeners always ask for one (a page, growing by Load more up to that bound).
 */
import { collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore';
import type { Firestore } from 'firebase/firestore';
import { expect } from 'vitest';
import { DASHBOARD_LIST_LIMIT, DASHBOARD_PAGE_SIZE } from '@meramot/domain/list-limits';
import { app, firstSnapshot, listedIds } from './app-data';
import { IDS, USERS } from './support';
import type { Case } from './support';

/** A list filtered as the rules demand, asking for `count` (undefined: no limit). */
const listOwn =
  (collectionName: 'bookings' | 'appointments', field: string, uid: string, count?: number) =>
  (db: Firestore) => {
    const filtered = [where(field, '==', uid), orderBy('createdAt', 'desc')] as const;
    return getDocs(
      count === undefined
        ? query(collection(db, collectionName), ...filtered)
        : query(collection(db, collectionName), ...filtered, limit(count)),
    );
  };

const bookings: Case[] = [
  {
    actor: 'bob',
    does: `watch his bookings ${DASHBOARD_LIST_LIMIT} at a time (watchBookings after nine Load mores)`,
    allowed: true,
    run: (db) =>
      firstSnapshot((onData, onError) =>
        app.bookings.watchBookings(
          db,
          'customer',
          USERS.bob.uid,
          onData,
          onError,
          DASHBOARD_LIST_LIMIT,
        ),
      ),
    check: (result) => expect(listedIds(result)).toContain(IDS.bobBooking),
  },
  {
    actor: 'alice',
    does: 'watch the bookings made to her, one at a time (the newest only)',
    allowed: true,
    run: (db) =>
      firstSnapshot((onData, onError) =>
        app.bookings.watchBookings(db, 'provider', USERS.alice.uid, onData, onError, 1),
      ),
    check: (result) => expect(listedIds(result)).toHaveLength(1),
  },
  {
    actor: 'bob',
    does: 'list his bookings without a limit',
    allowed: false,
    run: listOwn('bookings', 'customerUid', USERS.bob.uid),
  },
  {
    actor: 'bob',
    does: `list his bookings asking for ${DASHBOARD_LIST_LIMIT + 1}`,
    allowed: false,
    run: listOwn('bookings', 'customerUid', USERS.bob.uid, DASHBOARD_LIST_LIMIT + 1),
  },
  {
    actor: 'alice',
    does: 'list the bookings made to her without a limit',
    allowed: false,
    run: listOwn('bookings', 'providerUid', USERS.alice.uid),
  },
];

const appointments: Case[] = [
  {
    actor: 'bob',
    does: `list his appointments asking for ${DASHBOARD_PAGE_SIZE}`,
    allowed: true,
    run: listOwn('appointments', 'uid', USERS.bob.uid, DASHBOARD_PAGE_SIZE),
  },
  {
    actor: 'bob',
    does: 'list his appointments without a limit',
    allowed: false,
    run: listOwn('appointments', 'uid', USERS.bob.uid),
  },
  {
    actor: 'bob',
    does: `list his appointments asking for ${DASHBOARD_LIST_LIMIT + 1}`,
    allowed: false,
    run: listOwn('appointments', 'uid', USERS.bob.uid, DASHBOARD_LIST_LIMIT + 1),
  },
  {
    actor: 'admin',
    does: `watch every appointment ${DASHBOARD_LIST_LIMIT} at a time (watchAppointments)`,
    allowed: true,
    run: (db) =>
      firstSnapshot((onData, onError) =>
        app.appointments.watchAppointments(
          db,
          { uid: USERS.admin.uid, admin: true },
          onData,
          onError,
          DASHBOARD_LIST_LIMIT,
        ),
      ),
    check: (result) => expect(listedIds(result)).toHaveLength(3),
  },
  {
    actor: 'admin',
    does: 'list every appointment without a limit',
    allowed: false,
    run: (db) => getDocs(query(collection(db, 'appointments'), orderBy('createdAt', 'desc'))),
  },
  {
    actor: 'admin',
    does: `list every appointment asking for ${DASHBOARD_LIST_LIMIT + 1}`,
    allowed: false,
    run: (db) =>
      getDocs(
        query(
          collection(db, 'appointments'),
          orderBy('createdAt', 'desc'),
          limit(DASHBOARD_LIST_LIMIT + 1),
        ),
      ),
  },
];

export const dashboardListCases = { bookings, appointments };
