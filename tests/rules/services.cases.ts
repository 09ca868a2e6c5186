/** services/{id}: anyone reads; the signed-in owner writes a typed, bounded document. */
import {
  Timestamp,
  arrayUnion,
  deleteDoc,
  deleteField,
  doc,
  serverTimestamp,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import type { Firestore } from 'firebase/firestore';
import { expect } from 'vitest';
import { CATEGORY_IDS } from '@meramot/domain/categories';
import { FIELD_LIMITS, MIN_SERVICE_PRICE } from '@meramot/domain/constants';
import { DISTRICT_IDS } from '@meramot/domain/districts';
import { serviceSearchIndexOf } from '@meramot/domain/service';
import { app, firstSnapshot, listedIds } from './app-data';
import {
  ACTORS,
  IDS,
  NOW,
  SEEDED_AT,
  USERS,
  actingWithClaims,
  createService,
  edit,
  idsOf,
  loose,
  publicListCases,
  serviceDoc,
  serviceIdOf,
  rateCounterOf,
  withoutRules,
} from './support';
import type { Case, UserName } from './support';

const aliceService = (db: Firestore) => doc(db, `services/${IDS.alicePlumbing}`);
/** Alice's new listing, as her key makes its id. */
const newServiceId = serviceIdOf(USERS.alice.uid);

/** Alice adds a service: valid unless `change` breaks it. */
function aliceAdds(change: (d: ReturnType<typeof serviceDoc>) => void = () => undefined) {
  return (db: Firestore) =>
    createService(db, newServiceId, edit(serviceDoc('alice', NOW), change), USERS.alice.uid);
}

/** Alice rewrites her service as the Update Service modal does: every field, updatedAt now. */
function aliceUpdates(change: (d: ReturnType<typeof serviceDoc>) => void = () => undefined) {
  return (db: Firestore) =>
    setDoc(
      aliceService(db),
      edit(serviceDoc('alice'), (d) => {
        d.updatedAt = serverTimestamp();
        change(d);
      }),
    );
}

const long = (n: number) => 'x'.repeat(n);

/** Alice adds one service per id, each set by `set`: all allowed or the case fails. */
function inEach<T>(ids: readonly T[], set: (d: ReturnType<typeof serviceDoc>, id: T) => void) {
  return async (db: Firestore) => {
    for (const [i, id] of ids.entries()) {
      // More listings than an hour allows (RATE_LIMITS.service): each starts a fresh count.
      await withoutRules((stored) => deleteDoc(rateCounterOf(stored, 'service', USERS.alice.uid)));
      await createService(
        db,
        serviceIdOf(USERS.alice.uid, `new-service-key-${String(i).padStart(4, '0')}`),
        edit(serviceDoc('alice', NOW), (d) => set(d, id)),
      );
    }
  };
}

/** A category or district that is unknown, missing or not a string, written by `write`. */
function fieldCases(action: string, write: typeof aliceAdds): Case[] {
  const denied = (does: string, change: (d: ReturnType<typeof serviceDoc>) => void): Case => ({
    actor: 'alice',
    does: `${action} ${does}`,
    allowed: false,
    run: write(change),
  });
  return [
    denied("in an unknown category ('roofing')", (d) => (loose(d.service).category = 'roofing')),
    denied('without a category', (d) => delete loose(d.service).category),
    denied('whose category is a number', (d) => (loose(d.service).category = 1)),
    denied("in an unknown district ('Dhaka', not the id)", (d) => (d.service.district = 'Dhaka')),
    denied('without a district', (d) => delete loose(d.service).district),
    denied('whose district is a list', (d) => (loose(d.service).district = ['dhaka'])),
  ];
}

/**
 * A client delete. Every one is refused: deleting is DELETE /deleteService's, which checks the
 * service's open bookings (the rules cannot query them).
 */
const deletes = (serviceId: string) => (db: Firestore) => deleteDoc(doc(db, 'services', serviceId));

const reads: Case[] = ACTORS.flatMap((actor): Case[] => [
  {
    actor,
    does: "get a service (Book Service's watchServiceListing)",
    allowed: true,
    run: (db) =>
      firstSnapshot((onData, onError) =>
        app.bookings.watchServiceListing(db, IDS.alicePlumbing, onData, onError),
      ),
    check: (service) =>
      expect(service).toMatchObject({ _id: IDS.alicePlumbing, providerUid: USERS.alice.uid }),
  },
  {
    actor,
    does: "list Alice's services by providerUid, newest first (Manage Service's watchMyServices)",
    allowed: true,
    run: (db) =>
      firstSnapshot((onData, onError) =>
        app.providerServices.watchMyServices(db, USERS.alice.uid, onData, onError),
      ),
    check: (services) => expect(listedIds(services)).toEqual([IDS.alicePlumbing]),
  },
]);

const creates: Case[] = [
  // Who may add a service at all.
  { actor: 'visitor', does: 'add a service', allowed: false, run: aliceAdds() },
  { actor: 'alice', does: 'add a valid service of her own', allowed: true, run: aliceAdds() },
  ...(['bob', 'carol', 'admin'] as const).map((actor: UserName): Case => ({
    actor,
    does: 'add a valid service of their own',
    allowed: true,
    run: (db) => createService(db, serviceIdOf(USERS[actor].uid), serviceDoc(actor, NOW)),
  })),
  {
    actor: 'alice',
    does: 'add a service with a fractional price',
    allowed: true,
    run: aliceAdds((d) => (d.service.servicePrice = 99.5)),
  },
  {
    actor: 'alice',
    does: "add a service whose providerUid is Bob's",
    allowed: false,
    run: aliceAdds((d) => (d.providerUid = USERS.bob.uid)),
  },
  {
    actor: 'alice',
    // Her own name, e-mail and rate counter, under the id Bob's key makes: only
    // isOwner(d.providerUid) tells it from a listing of hers.
    does: "add a service whose providerUid is Bob's, under the id his key makes",
    allowed: false,
    run: (db) =>
      createService(
        db,
        serviceIdOf(USERS.bob.uid),
        edit(serviceDoc('alice', NOW), (d) => (d.providerUid = USERS.bob.uid)),
        USERS.alice.uid,
      ),
  },
  {
    actor: 'bob',
    does: "add a service as Alice (her providerUid and email, Bob's token)",
    allowed: false,
    run: (db) =>
      createService(db, serviceIdOf(USERS.bob.uid), serviceDoc('alice', NOW), USERS.bob.uid),
  },
  // The provider block is her account's (providerProfileOf), as the API writes it.
  {
    actor: 'alice',
    does: "add a service under another provider's name (Bob's)",
    allowed: false,
    run: aliceAdds((d) => (d.provider.name = USERS.bob.name)),
  },
  {
    actor: 'alice',
    does: "add a service with a photo that is not her account's",
    allowed: false,
    run: aliceAdds((d) => (d.provider.photoURL = 'https://example.com/someone-else.png')),
  },
  {
    actor: 'alice',
    does: 'add a service showing no photo',
    allowed: true,
    run: aliceAdds((d) => (d.provider.photoURL = '')),
  },
  {
    actor: 'alice',
    token: 'phone-only',
    does: 'add a service from a nameless account (made with her number) under the name she gives',
    allowed: true,
    run: aliceAdds((d) => {
      d.provider = { name: 'Alice R.', email: '', photoURL: '' };
    }),
  },
  {
    actor: 'alice',
    does: "add a service with Bob's provider email",
    allowed: false,
    run: aliceAdds((d) => (d.provider.email = USERS.bob.email)),
  },
  // Who lists: a verified e-mail address or number (mayList); the address shown only when
  // verified, and only if she chose it ('' otherwise: isListedEmail).
  {
    actor: 'alice',
    does: 'add a service showing no e-mail address (the default)',
    allowed: true,
    run: aliceAdds((d) => (d.provider.email = '')),
  },
  {
    actor: 'alice',
    token: 'unconfirmed',
    does: 'add a service with neither her e-mail address nor her number verified',
    allowed: false,
    run: aliceAdds((d) => (d.provider.email = '')),
  },
  {
    actor: 'alice',
    token: 'unverified',
    does: 'add a service with her e-mail address verified but not her number',
    allowed: true,
    run: aliceAdds(),
  },
  {
    actor: 'alice',
    does: 'add a service with her number verified but not her e-mail address, showing none',
    allowed: true,
    run: () =>
      createService(
        actingWithClaims('alice', { email_verified: false }),
        newServiceId,
        edit(serviceDoc('alice', NOW), (d) => (d.provider.email = '')),
      ),
  },
  // A token keeps its phone_number for its hour after POST /unlinkPhone; only one minted after
  // the profile's phoneUnlinkedAt vouches for the number (mayList's currentTokenPhone).
  ...[
    ['minted before her number was unlinked', -120, false],
    ['minted after her number was unlinked and linked again', 120, true],
  ].map(([when, offsetSeconds, allowed]): Case => ({
    actor: 'alice',
    does: `add a service on her number alone, with a token ${String(when)}`,
    allowed: Boolean(allowed),
    run: async () => {
      const unlinkedAt = Timestamp.fromMillis(Date.now() - 60_000);
      await withoutRules((stored) =>
        updateDoc(doc(stored, 'users', USERS.alice.uid), { phoneUnlinkedAt: unlinkedAt }),
      );
      const iat = Math.floor(unlinkedAt.toMillis() / 1000) + Number(offsetSeconds);
      await createService(
        actingWithClaims('alice', { email_verified: false, iat }),
        newServiceId,
        edit(serviceDoc('alice', NOW), (d) => (d.provider.email = '')),
      );
    },
  })),
  {
    actor: 'alice',
    does: 'add a service on her number alone before she has a profile (never unlinked)',
    allowed: true,
    run: async () => {
      await withoutRules((stored) => deleteDoc(doc(stored, 'users', USERS.alice.uid)));
      await createService(
        actingWithClaims('alice', { email_verified: false }),
        newServiceId,
        edit(serviceDoc('alice', NOW), (d) => (d.provider.email = '')),
      );
    },
  },
  {
    actor: 'alice',
    does: 'add a service showing her e-mail address before she verified it',
    allowed: false,
    run: () =>
      createService(
        actingWithClaims('alice', { email_verified: false }),
        newServiceId,
        serviceDoc('alice', NOW),
      ),
  },
  // Price: a number from 50 (SPEC §5) up to the bound.
  {
    actor: 'alice',
    does: `add a service priced ${MIN_SERVICE_PRICE} (the minimum)`,
    allowed: true,
    run: aliceAdds((d) => (d.service.servicePrice = MIN_SERVICE_PRICE)),
  },
  {
    actor: 'alice',
    does: 'add a service priced 49',
    allowed: false,
    run: aliceAdds((d) => (d.service.servicePrice = 49)),
  },
  {
    actor: 'alice',
    does: "add a service priced '1500' (a string)",
    allowed: false,
    run: aliceAdds((d) => (loose(d.service).servicePrice = '1500')),
  },
  {
    actor: 'alice',
    does: `add a service priced above ${FIELD_LIMITS.servicePriceMax}`,
    allowed: false,
    run: aliceAdds((d) => (d.service.servicePrice = FIELD_LIMITS.servicePriceMax + 1)),
  },
  // Shape: no unknown keys anywhere, nothing missing.
  {
    actor: 'alice',
    does: 'add a service with an extra top-level field',
    allowed: false,
    run: aliceAdds((d) => (loose(d).featured = true)),
  },
  {
    actor: 'alice',
    does: 'add a service with an extra field inside service',
    allowed: false,
    run: aliceAdds((d) => (loose(d.service).discount = 10)),
  },
  {
    actor: 'alice',
    does: 'add a service with an extra field inside provider',
    allowed: false,
    run: aliceAdds((d) => (loose(d.provider).uid = USERS.alice.uid)),
  },
  {
    actor: 'alice',
    does: 'add a service whose provider is a string, not a map',
    allowed: false,
    run: aliceAdds((d) => (loose(d).provider = USERS.alice.name)),
  },
  {
    actor: 'alice',
    does: 'add a service whose service fields are a list, not a map',
    allowed: false,
    run: aliceAdds((d) => (loose(d).service = Object.values(d.service))),
  },
  {
    actor: 'alice',
    does: 'add a service without a description',
    allowed: false,
    run: aliceAdds((d) => delete loose(d.service).description),
  },
  // A new service has no review yet (ratingFieldsOf(NO_RATING)): each field on its own.
  {
    actor: 'alice',
    does: 'add a service with a ratingCount of 3',
    allowed: false,
    run: aliceAdds((d) => (d.ratingCount = 3)),
  },
  {
    actor: 'alice',
    does: 'add a service with a ratingSum of 15',
    allowed: false,
    run: aliceAdds((d) => (d.ratingSum = 15)),
  },
  {
    actor: 'alice',
    does: 'add a service with a ratingAverage of 5',
    allowed: false,
    run: aliceAdds((d) => (d.ratingAverage = 5)),
  },
  // The search index is the server's (serviceSearchIndexOf, the service-search-index trigger).
  {
    actor: 'alice',
    does: 'add a service carrying the search terms of its own fields',
    allowed: false,
    run: aliceAdds((d) => (loose(d).searchTerms = serviceSearchIndexOf(d.service).searchTerms)),
  },
  {
    actor: 'alice',
    does: 'add a service carrying name terms',
    allowed: false,
    run: aliceAdds((d) => (loose(d).nameTerms = ['pi', 'pip', 'pipe'])),
  },
  {
    actor: 'carol',
    does: 'add a popular word to the search terms of her indexed service',
    allowed: false,
    run: (db) =>
      updateDoc(doc(db, `services/${IDS.carolPainting}`), { searchTerms: arrayUnion('dhaka') }),
  },
  {
    actor: 'carol',
    does: 'drop the name terms of her indexed service',
    allowed: false,
    run: (db) => updateDoc(doc(db, `services/${IDS.carolPainting}`), { nameTerms: deleteField() }),
  },
  {
    actor: 'carol',
    does: 'change the fields of her indexed service, leaving its index to the server',
    allowed: true,
    run: (db) =>
      updateDoc(doc(db, `services/${IDS.carolPainting}`), {
        'service.serviceName': 'Wall Painting and Polish',
        updatedAt: serverTimestamp(),
      }),
  },
  // Strings: non-blank and bounded.
  {
    actor: 'alice',
    does: 'add a service with a blank name',
    allowed: false,
    run: aliceAdds((d) => (d.service.serviceName = '   ')),
  },
  {
    actor: 'alice',
    does: `add a service with a ${FIELD_LIMITS.serviceName}-character name (the bound)`,
    allowed: true,
    run: aliceAdds((d) => (d.service.serviceName = long(FIELD_LIMITS.serviceName))),
  },
  {
    actor: 'alice',
    does: `add a service with a ${FIELD_LIMITS.serviceName + 1}-character name`,
    allowed: false,
    run: aliceAdds((d) => (d.service.serviceName = long(FIELD_LIMITS.serviceName + 1))),
  },
  {
    actor: 'alice',
    does: `add a service with a ${FIELD_LIMITS.serviceArea + 1}-character area`,
    allowed: false,
    run: aliceAdds((d) => (d.service.serviceArea = long(FIELD_LIMITS.serviceArea + 1))),
  },
  {
    actor: 'alice',
    does: `add a service with a ${FIELD_LIMITS.description + 1}-character description`,
    allowed: false,
    run: aliceAdds((d) => (d.service.description = long(FIELD_LIMITS.description + 1))),
  },
  {
    actor: 'alice',
    does: 'add a service whose name is a number',
    allowed: false,
    run: aliceAdds((d) => (loose(d.service).serviceName = 42)),
  },
  {
    actor: 'alice',
    does: 'add a service with a blank provider name',
    allowed: false,
    run: aliceAdds((d) => (d.provider.name = '')),
  },
  // The account's own picture is still an image URL: an http one is refused as any other.
  {
    actor: 'alice',
    does: 'add a service showing her account picture when it is an http URL',
    allowed: false,
    run: () => {
      const picture = 'http://example.com/a.png';
      const db = actingWithClaims('alice', { picture });
      return createService(
        db,
        newServiceId,
        edit(serviceDoc('alice', NOW), (d) => (d.provider.photoURL = picture)),
      );
    },
  },
  // An account without a name gives one: the name is checked as text then, not as the token's.
  ...(
    [
      ['a blank provider name', ''],
      [
        `a provider name of ${FIELD_LIMITS.personName + 1} characters`,
        long(FIELD_LIMITS.personName + 1),
      ],
    ] as const
  ).map(([what, name]): Case => ({
    actor: 'alice',
    token: 'phone-only',
    does: `add a service from a nameless account (made with her number) with ${what}`,
    allowed: false,
    run: aliceAdds((d) => {
      d.provider = { name, email: '', photoURL: '' };
    }),
  })),
  // Images: https or a path on this site, bounded.
  {
    actor: 'alice',
    does: 'add a service with an https image',
    allowed: true,
    run: aliceAdds((d) => (d.service.serviceImgURL = 'https://i.ibb.co/x/pipe.jpg')),
  },
  {
    actor: 'alice',
    does: 'add a service with an http image',
    allowed: false,
    run: aliceAdds((d) => (d.service.serviceImgURL = 'http://i.ibb.co/x/pipe.jpg')),
  },
  {
    actor: 'alice',
    does: 'add a service with a javascript: image',
    allowed: false,
    run: aliceAdds((d) => (d.service.serviceImgURL = 'javascript:alert(1)')),
  },
  {
    actor: 'alice',
    does: 'add a service with a protocol-relative image (//host/x)',
    allowed: false,
    run: aliceAdds((d) => (d.service.serviceImgURL = '//evil.example/x.png')),
  },
  {
    actor: 'alice',
    does: `add a service with an image URL over ${FIELD_LIMITS.url} characters`,
    allowed: false,
    run: aliceAdds((d) => (d.service.serviceImgURL = `https://e.com/${long(FIELD_LIMITS.url)}`)),
  },
  {
    actor: 'alice',
    does: 'add a service whose image is a number',
    allowed: false,
    run: aliceAdds((d) => (loose(d.service).serviceImgURL = 404)),
  },
  {
    actor: 'alice',
    does: 'add a service with an empty provider photoURL',
    allowed: true,
    run: aliceAdds((d) => (d.provider.photoURL = '')),
  },
  {
    actor: 'alice',
    does: 'add a service with an http provider photoURL',
    allowed: false,
    run: aliceAdds((d) => (d.provider.photoURL = 'http://example.com/a.png')),
  },
  // Category and district: one of domain's ids, the rules' lists hold every one of them.
  {
    actor: 'alice',
    does: `add a service in each of the ${CATEGORY_IDS.length} categories`,
    allowed: true,
    run: inEach(CATEGORY_IDS, (d, id) => (d.service.category = id)),
  },
  {
    actor: 'alice',
    does: `add a service in each of the ${DISTRICT_IDS.length} districts`,
    allowed: true,
    run: inEach(DISTRICT_IDS, (d, id) => (d.service.district = id)),
  },
  ...fieldCases('add a service', aliceAdds),
  // Timestamps record this write: the server's clock, not the client's.
  {
    actor: 'alice',
    does: 'add a service with a client-chosen createdAt',
    allowed: false,
    run: aliceAdds((d) => (d.createdAt = Timestamp.fromMillis(Date.now()))),
  },
  {
    actor: 'alice',
    does: 'add a service with a client-chosen updatedAt',
    allowed: false,
    run: aliceAdds((d) => (d.updatedAt = SEEDED_AT)),
  },
];

const updates: Case[] = [
  {
    actor: 'alice',
    does: 'update her service',
    allowed: true,
    run: aliceUpdates((d) => (d.service.serviceName = 'Pipe Fitting and Repair')),
  },
  {
    actor: 'alice',
    does: "update her service to show another provider's name (Bob's)",
    allowed: false,
    run: aliceUpdates((d) => (d.provider.name = USERS.bob.name)),
  },
  {
    actor: 'alice',
    does: "update her service to show a photo that is not her account's",
    allowed: false,
    run: aliceUpdates((d) => (d.provider.photoURL = 'https://example.com/someone-else.png')),
  },
  {
    actor: 'alice',
    does: 'update her service with a partial write (service and updatedAt only)',
    allowed: true,
    run: (db) =>
      updateDoc(aliceService(db), {
        'service.description': 'Now with weekend visits.',
        updatedAt: serverTimestamp(),
      }),
  },
  {
    actor: 'alice',
    does: `update her price to ${MIN_SERVICE_PRICE - 1} (the minimum holds on update too)`,
    allowed: false,
    run: aliceUpdates((d) => (d.service.servicePrice = MIN_SERVICE_PRICE - 1)),
  },
  {
    actor: 'alice',
    does: 'update her price to 0.0001',
    allowed: false,
    run: aliceUpdates((d) => (d.service.servicePrice = 0.0001)),
  },
  {
    actor: 'alice',
    does: `update her price to the minimum, ${MIN_SERVICE_PRICE}`,
    allowed: true,
    run: aliceUpdates((d) => (d.service.servicePrice = MIN_SERVICE_PRICE)),
  },
  {
    actor: 'alice',
    does: 'update her price to 0',
    allowed: false,
    run: aliceUpdates((d) => (d.service.servicePrice = 0)),
  },
  {
    actor: 'alice',
    does: "update her price to '900' (a string)",
    allowed: false,
    run: aliceUpdates((d) => (loose(d.service).servicePrice = '900')),
  },
  {
    actor: 'alice',
    does: 'change her providerUid to Bob',
    allowed: false,
    run: aliceUpdates((d) => (d.providerUid = USERS.bob.uid)),
  },
  {
    actor: 'alice',
    does: 'change her provider email',
    allowed: false,
    run: aliceUpdates((d) => (d.provider.email = 'other@example.com')),
  },
  {
    actor: 'alice',
    does: 'change createdAt',
    allowed: false,
    run: aliceUpdates((d) => (d.createdAt = serverTimestamp())),
  },
  {
    actor: 'alice',
    does: 'update without setting updatedAt to now',
    allowed: false,
    run: (db) => updateDoc(aliceService(db), { 'service.serviceName': 'Quiet change' }),
  },
  {
    actor: 'alice',
    does: 'add an unknown field on update',
    allowed: false,
    run: aliceUpdates((d) => (loose(d).verified = true)),
  },
  {
    actor: 'alice',
    does: 'move her service to another category and district',
    allowed: true,
    run: aliceUpdates((d) => {
      d.service.category = 'other';
      d.service.district = 'sylhet';
    }),
  },
  ...fieldCases('update her service', aliceUpdates),
  {
    actor: 'alice',
    does: 'blank the service area on update',
    allowed: false,
    run: aliceUpdates((d) => (d.service.serviceArea = ' ')),
  },
  {
    actor: 'alice',
    does: "update Carol's service",
    allowed: false,
    run: (db) =>
      updateDoc(doc(db, `services/${IDS.carolPainting}`), {
        'service.servicePrice': 60,
        updatedAt: serverTimestamp(),
      }),
  },
  ...(['visitor', 'bob', 'carol', 'admin'] as const).map((actor): Case => ({
    actor,
    does: "update Alice's service",
    allowed: false,
    run: aliceUpdates((d) => (d.service.servicePrice = 60)),
  })),
  {
    actor: 'bob',
    does: "take over Alice's service (providerUid and email his own)",
    allowed: false,
    run: aliceUpdates((d) => {
      d.providerUid = USERS.bob.uid;
      d.provider.email = USERS.bob.email;
    }),
  },
];

const clientDeletes: Case[] = [
  {
    actor: 'alice',
    does: 'delete her service directly (only the API deletes)',
    allowed: false,
    run: deletes(IDS.alicePlumbing),
  },
  {
    actor: 'alice',
    does: "delete Carol's service",
    allowed: false,
    run: deletes(IDS.carolPainting),
  },
  ...(['visitor', 'bob', 'carol', 'admin'] as const).map((actor): Case => ({
    actor,
    does: "delete Alice's service",
    allowed: false,
    run: deletes(IDS.alicePlumbing),
  })),
];

const lists: Case[] = publicListCases('services', (snap) =>
  expect(idsOf(snap)).toEqual([IDS.alicePlumbing, IDS.carolPainting]),
);

export const serviceCases = { reads, lists, creates, updates, deletes: clientDeletes };
