/**
 * The screens' reads and writes made by the web app's own data functions, allowed for the user
 * the screen is for and denied for the wrong one, where the collection matrices do not already
 * make them: those run the app's functions for the bookings lists and the status change
 * (bookings.cases.ts), a service's details, Manage Service's list and delete (services.cases.ts)
 * and the appointment lists (appointments.cases.ts). Listeners are judged on their first
 * snapshot (firstSnapshot); writes are read back to see what the rules let through.
 */
import { doc, getDoc } from 'firebase/firestore';
import type { Firestore } from 'firebase/firestore';
import { expect } from 'vitest';
import { MIN_SERVICE_PRICE } from '@meramot/domain/constants';
import { e164BdMobile } from '@meramot/domain/phone-auth';
import type { ServiceOwner } from '@meramot/domain/service';
import { app, firstSnapshot } from './app-data';
import { IDS, RENAMED, SEEDED_AT, USERS, dataOf, serviceDoc, serviceIdOf, slotIn } from './support';
import type { Case, UserName } from './support';

/** A signed-in user as Firebase Auth reports them to the app. */
export function signedIn(name: UserName): ServiceOwner & { phoneNumber: string | null } {
  const user = USERS[name];
  return {
    uid: user.uid,
    email: user.email,
    emailVerified: true,
    displayName: user.name,
    photoURL: 'https://example.com/a.png',
    phoneNumber: user.phone ? e164BdMobile(user.phone) : null,
  };
}

export const FIELDS = serviceDoc('alice').service;
/** What the Book Service modal passes on: tomorrow evening, Dhaka time. */
export const BOOKING_REQUEST = {
  ...slotIn(1),
  provideArea: 'Mirpur 10, Dhaka',
};

const stored = async (db: Firestore, path: string) => dataOf(await getDoc(doc(db, path)));

const serviceDetails: Case[] = [
  {
    actor: 'bob',
    does: 'see that a missing service is not there (watchServiceListing)',
    allowed: true,
    run: (db) =>
      firstSnapshot((onData, onError) =>
        app.bookings.watchServiceListing(db, 'missing', onData, onError),
      ),
    check: (service) => expect(service).toBeNull(),
  },
];

function books(customer: UserName, serviceId: string = IDS.alicePlumbing) {
  return (db: Firestore) =>
    app.bookings.bookService(db, serviceId, signedIn(customer), BOOKING_REQUEST);
}

const bookService: Case[] = [
  {
    actor: 'bob',
    does: "book Alice's service (bookService)",
    allowed: true,
    run: books('bob'),
    check: async (id, db) =>
      expect(await stored(db, `bookings/${String(id)}`)).toMatchObject({
        serviceId: IDS.alicePlumbing,
        customerUid: USERS.bob.uid,
        uEmail: USERS.bob.email,
        uName: USERS.bob.name,
        providerUid: USERS.alice.uid,
        pEmail: USERS.alice.email,
        price: FIELDS.servicePrice,
        serviceStatus: 'pending',
        ...BOOKING_REQUEST,
      }),
  },
  {
    actor: 'alice',
    does: "book Carol's service (bookService)",
    allowed: true,
    run: books('alice', IDS.carolPainting),
  },
  {
    actor: 'bob',
    does: "book from an account without a name, under his profile's name (bookService)",
    allowed: true,
    run: (db) =>
      app.bookings.bookService(
        db,
        IDS.alicePlumbing,
        { ...signedIn('bob'), displayName: null },
        BOOKING_REQUEST,
      ),
    check: async (id, db) =>
      expect((await stored(db, `bookings/${String(id)}`))?.uName).toBe(USERS.bob.name),
  },
  {
    actor: 'bob',
    does: 'book as Carol from his own session (bookService)',
    allowed: false,
    run: books('carol'),
  },
  { actor: 'visitor', does: 'book as Bob (bookService)', allowed: false, run: books('bob') },
];

const addService: Case[] = [
  {
    actor: 'alice',
    does: 'add a service (addService): her e-mail address not shown, the default',
    allowed: true,
    run: (db) => app.providerServices.addService(db, signedIn('alice'), FIELDS),
    check: async (id, db) => {
      const service = await stored(db, `services/${String(id)}`);
      expect(service).toMatchObject({
        providerUid: USERS.alice.uid,
        provider: {
          name: USERS.alice.name,
          email: '',
          photoURL: 'https://example.com/a.png',
        },
        service: FIELDS,
      });
      // The search index is the server's: the web app never writes it.
      expect(service).not.toHaveProperty('searchTerms');
      expect(service).not.toHaveProperty('nameTerms');
      expect(service?.createdAt).toEqual(service?.updatedAt);
    },
  },
  {
    actor: 'alice',
    token: 'nameless',
    does: 'add a service without a display name: named by her email (addService)',
    allowed: true,
    run: (db) =>
      app.providerServices.addService(
        db,
        { ...signedIn('alice'), displayName: null, photoURL: null },
        FIELDS,
      ),
    check: async (id, db) =>
      expect((await stored(db, `services/${String(id)}`))?.provider).toMatchObject({
        name: USERS.alice.email,
      }),
  },
  {
    actor: 'alice',
    does: 'add a service, then repeat it with the same id (a lost answer): one listing',
    allowed: true,
    run: async (db) => {
      const key = 'one-listing-key-0001';
      const first = await app.providerServices.addService(db, signedIn('alice'), FIELDS, key);
      const created = (await stored(db, `services/${first}`))?.createdAt;
      const repeat = await app.providerServices.addService(db, signedIn('alice'), FIELDS, key);
      return { ids: [first, repeat], created };
    },
    check: async (result, db) => {
      const { ids, created } = result as { ids: string[]; created: unknown };
      expect(ids).toEqual([serviceIdOf(USERS.alice.uid, 'one-listing-key-0001'), ids[0]]);
      // The repeat wrote nothing: the listing keeps its first createdAt.
      expect((await stored(db, `services/${ids[0]}`))?.createdAt).toEqual(created);
    },
  },
  {
    actor: 'alice',
    does: 'add a service showing her verified e-mail address, as she chose (addService)',
    allowed: true,
    run: (db) =>
      app.providerServices.addService(db, signedIn('alice'), FIELDS, 'published-key-0001', true),
    check: async (id, db) =>
      expect((await stored(db, `services/${String(id)}`))?.provider).toMatchObject({
        email: USERS.alice.email,
      }),
  },
  {
    actor: 'alice',
    token: 'unconfirmed',
    does: 'add a service with neither her e-mail address nor her number verified (addService)',
    allowed: false,
    run: (db) =>
      app.providerServices.addService(
        db,
        { ...signedIn('alice'), emailVerified: false, phoneNumber: null },
        FIELDS,
      ),
  },
  ...(['visitor', 'bob'] as const).map((actor): Case => ({
    actor,
    does: 'add a service as Alice (addService)',
    allowed: false,
    run: (db) => app.providerServices.addService(db, signedIn('alice'), FIELDS),
  })),
];

const UPDATED_FIELDS = {
  ...FIELDS,
  serviceName: 'Pipe Fitting and Repair',
  servicePrice: MIN_SERVICE_PRICE,
};

function updates(serviceId: string, owner: ServiceOwner) {
  return (db: Firestore) =>
    app.providerServices.updateService(db, serviceId, owner, UPDATED_FIELDS);
}

const manageServices: Case[] = [
  {
    actor: 'alice',
    token: 'renamed',
    does: 'update her service under a new display name (updateService)',
    allowed: true,
    run: updates(IDS.alicePlumbing, { ...signedIn('alice'), displayName: RENAMED }),
    check: async (_result, db) =>
      expect(await stored(db, `services/${IDS.alicePlumbing}`)).toMatchObject({
        providerUid: USERS.alice.uid,
        provider: { name: RENAMED, email: USERS.alice.email },
        service: UPDATED_FIELDS,
        createdAt: SEEDED_AT,
      }),
  },
  {
    actor: 'alice',
    does: 'update her service after her account email changed: the listed one stays',
    allowed: true,
    run: updates(IDS.alicePlumbing, { ...signedIn('alice'), email: 'alice.new@example.com' }),
    check: async (_result, db) =>
      expect((await stored(db, `services/${IDS.alicePlumbing}`))?.provider).toMatchObject({
        email: USERS.alice.email,
      }),
  },
  {
    actor: 'alice',
    does: "update Carol's service (updateService)",
    allowed: false,
    run: updates(IDS.carolPainting, signedIn('alice')),
  },
  ...(['visitor', 'bob', 'carol', 'admin'] as const).map((actor): Case => ({
    actor,
    does: "update Alice's service (updateService)",
    allowed: false,
    run: updates(IDS.alicePlumbing, signedIn(actor === 'visitor' ? 'alice' : actor)),
  })),
];

/** Screen by screen (docs/product.md §2), the app's own reads and writes against the rules. */
export const screenCases = {
  'Book Service: the listing': serviceDetails,
  'Book Service': bookService,
  'Add Service': addService,
  'Manage Service': manageServices,
};
