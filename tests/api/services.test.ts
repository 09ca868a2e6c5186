/**
 * Services over HTTP: the public list and server-side search, one service, and a provider's
 * own services (add, update, delete, list), against the emulators with real ID tokens.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Service, ServiceFields, ServicePayload } from '@meramot/domain/entities';
import { searchServices } from '@meramot/domain/search';
import { serviceNameTerms } from '@meramot/domain/search-terms';
import { serviceListingOf, serviceSearchIndexOf } from '@meramot/domain/service';
import { SEED_SERVICES } from '../../harness/seed-data';
import { pollUntil } from '../../harness/poll';
import { callApi } from '../../harness/api-client';
import { adminDb, countDocuments } from '../../harness/firestore-admin';
import { setEmailVerified, signIn, signUp } from '../../harness/id-token';
import { expectedService, expectedServicesNewestFirst, seedAndSignIn } from '../support/seeded';
import type { Seeded } from '../support/seeded';
import { english, refusedBody } from '../support/refusals';

let seeded: Seeded;

beforeAll(async () => {
  seeded = await seedAndSignIn();
});

const token = (key: string) => seeded.users[key]?.idToken ?? '';

/** The stored searchTerms of a service once `ready` holds (the trigger runs a moment after a write). */
async function storedTermsOf(
  id: string,
  ready: (terms: string[] | undefined) => boolean,
): Promise<string[] | undefined> {
  return pollUntil(
    async () =>
      (await adminDb().doc(`services/${id}`).get()).get('searchTerms') as string[] | undefined,
    ready,
  );
}
const ids = (services: Service[]) => services.map((s) => s._id);
const seedIds = (...keys: string[]) => keys.map((k) => seeded.serviceIds[k]);

const newService = (email = 'rahim@meramot.test'): ServicePayload => ({
  provider: {
    name: 'Rahim Uddin',
    email,
    photoURL: '/images/avatars/provider-1.svg',
    service: {
      serviceImgURL: 'https://i.ibb.co/x/geyser.jpg',
      serviceName: 'Geyser Installation',
      serviceArea: 'Motijheel, Dhaka',
      servicePrice: 1100,
      description: 'Electric and gas geyser installation with a leak test.',
      category: 'appliance-repair',
      district: 'dhaka',
    },
  },
});

describe('GET /publicServices', () => {
  it('answers every service newest first, in the spec shape and nothing more', async () => {
    const result = await callApi<Service[]>('/publicServices');
    expect(result.status).toBe(200);
    expect(result.headers.get('content-type')).toMatch(/^application\/json/);
    expect(result.json).toEqual(expectedServicesNewestFirst(seeded));
    for (const service of result.json) {
      expect(Object.keys(service).sort()).toEqual(['_id', 'provider']);
      expect(Object.keys(service.provider).sort()).toEqual([
        'email',
        'name',
        'photoURL',
        'service',
      ]);
    }
  });

  it('answers the same through the hosting path /api/publicServices', async () => {
    const direct = await callApi('/publicServices');
    const viaHosting = await callApi('/api/publicServices');
    expect(viaHosting.status).toBe(200);
    expect(viaHosting.json).toEqual(direct.json);
  });

  it('treats an empty or blank search as no search', async () => {
    const all = await callApi<Service[]>('/publicServices');
    for (const search of ['', '%20%20']) {
      const result = await callApi<Service[]>(`/publicServices?search=${search}`);
      expect(result.status).toBe(200);
      expect(ids(result.json)).toEqual(ids(all.json));
    }
  });
});

describe('GET /publicServices?search=', () => {
  const search = async (text: string) => {
    const result = await callApi<Service[]>(`/publicServices?search=${encodeURIComponent(text)}`);
    expect(result.status).toBe(200);
    return result.json;
  };

  it('finds services by a whole word and by a prefix, the name match first', async () => {
    // 'plumbing' names the trade, so it lists the category (catalogue.test.ts); a prefix ranks.
    expect(ids(await search('plumbing'))).toContain(seeded.serviceIds.plumbing);
    expect(ids(await search('plum'))).toEqual(seedIds('plumbing'));
    // 'wiring' is also a whole word of the fan service's description, which ranks lower.
    expect(ids(await search('Wiring'))).toEqual(seedIds('wiring', 'fan'));
  });

  it('ranks a service matching more of the query words first', async () => {
    const hits = await search('tank cleaning dhaka');
    expect(hits[0]?._id).toBe(seeded.serviceIds.tank);
    // Every hit contains at least one of the words; nothing else comes back.
    expect(hits.length).toBeGreaterThan(3);
  });

  it('finds Bangla names and areas, including a one-syllable word', async () => {
    // রং is also an everyday word of painting: the name match first, then the trade's services.
    expect(ids(await search('রং'))).toEqual(seedIds('rong', 'polish', 'paint'));
    expect(ids(await search('মিস্ত্রি'))).toEqual(seedIds('rong'));
    expect(ids(await search('ধানম'))).toEqual(seedIds('rong'));
  });

  it('finds areas in English', async () => {
    expect(ids(await search('chattogram'))).toEqual(seedIds('pipe'));
    expect(ids(await search('Dhanmondi'))).toEqual(seedIds('wiring'));
  });

  it('agrees with ranking every service in memory', async () => {
    const all = expectedServicesNewestFirst(seeded);
    for (const text of ['repair', 'clean dhaka', 'fan light', 'sylhet kitchen', 'রং ঢাকা']) {
      const inMemory = searchServices(text, all, { fieldsOf: (s) => s.provider.service });
      expect(ids(await search(text)), text).toEqual(ids(inMemory));
    }
  });

  it('answers [] for a miss and for text without a usable word', async () => {
    expect(await search('xylophone')).toEqual([]);
    expect(await search('a')).toEqual([]);
    expect(await search('?! …')).toEqual([]);
  });

  it(
    'never returns a service for terms its real text does not contain',
    { timeout: 45_000 },
    async () => {
      const at = Timestamp.now();
      const forged = await adminDb()
        .collection('services')
        .add({
          providerUid: seeded.uids.karim,
          provider: { name: 'Karim Hossain', email: 'karim@meramot.test', photoURL: '' },
          service: {
            serviceImgURL: '/images/services/cleaning.svg',
            serviceName: 'Window Washing',
            serviceArea: 'Sylhet',
            servicePrice: 300,
            description: 'Streak-free windows.',
          },
          searchTerms: ['plumbing', 'plum', 'forgedterm', 'রং'],
          createdAt: at,
          updatedAt: at,
        });
      try {
        expect(await search('forgedterm')).toEqual([]);
        expect(ids(await search('plumbing'))).not.toContain(forged.id);
        // The search-index trigger replaces the forged terms with the listing's own.
        const fields = (await forged.get()).get('service') as ServiceFields;
        expect(await storedTermsOf(forged.id, (terms) => !terms?.includes('forgedterm'))).toEqual(
          serviceSearchIndexOf(fields).searchTerms,
        );
        expect(ids(await search('রং'))).toEqual(seedIds('rong', 'polish', 'paint'));
        // Now found by its own words only.
        expect(ids(await search('window'))).toEqual([forged.id]);
        expect(await search('forgedterm')).toEqual([]);
      } finally {
        await forged.delete();
      }
    },
  );

  it(
    'indexes a listing written without its terms (as the web app writes it), then finds it by its own words',
    { timeout: 45_000 },
    async () => {
      const at = Timestamp.now();
      const fields: ServiceFields = {
        serviceImgURL: '/images/services/cleaning.svg',
        serviceName: 'Chandelier Dusting',
        serviceArea: 'Gulshan, Dhaka',
        servicePrice: 900,
        description: 'Crystal chandeliers cleaned by hand.',
        category: 'deep-cleaning',
        district: 'dhaka',
      };
      const listed = await adminDb()
        .collection('services')
        .add({
          ...serviceListingOf(
            seeded.uids.karim ?? '',
            {
              name: 'Karim Hossain',
              email: 'karim@meramot.test',
              photoURL: '',
            },
            fields,
          ),
          createdAt: at,
          updatedAt: at,
        });
      try {
        expect(await storedTermsOf(listed.id, (terms) => terms !== undefined)).toEqual(
          serviceSearchIndexOf(fields).searchTerms,
        );
        expect((await listed.get()).get('nameTerms')).toEqual(serviceNameTerms(fields));
        // Indexing is not an edit.
        expect((await listed.get()).get('updatedAt')).toEqual(at);
        expect(ids(await search('chandelier'))).toEqual([listed.id]);
      } finally {
        await listed.delete();
      }
    },
  );

  it('reads only the matching documents, as Server-Timing reports', async () => {
    // The one plumbing service: counted, then read once with every hit (a search of so few hits
    // is read whole, catalogue-levels.ts).
    const result = await callApi('/publicServices?search=plum');
    expect(result.headers.get('server-timing')).toMatch(/desc="1 reads", count;desc="1 entries"/);
    const miss = await callApi('/publicServices?search=a');
    expect(miss.headers.get('server-timing')).toMatch(/desc="0 reads"/);
  });

  it('rejects a repeated or overlong search with 400', async () => {
    const repeated = await callApi('/publicServices?search=a&search=b');
    expect(repeated.status).toBe(400);
    expect(repeated.json).toEqual(refusedBody('paramGivenTwice', { name: 'search' }));
    const long = await callApi(`/publicServices?search=${'x'.repeat(501)}`);
    expect(long.status).toBe(400);
    expect(long.json).toMatchObject({ error: 'search must be at most 500 characters' });
  });
});

describe('GET /serviceDetails/{id}', () => {
  it('answers one service in the spec shape, with whose it is and its rating', async () => {
    const result = await callApi(`/serviceDetails/${seeded.serviceIds.plumbing}`);
    expect(result.status).toBe(200);
    expect(result.json).toEqual({
      ...expectedService(seeded, 'plumbing'),
      providerUid: seeded.uids.nasrin,
      // The seed has no review of the plumbing service: "New".
      rating: { count: 0, average: null },
    });
  });

  it('answers 404 for an unknown or impossible id', async () => {
    for (const id of ['doesNotExist123', 'a.b', '%2Fservices%2Fx']) {
      const result = await callApi(`/serviceDetails/${id}`);
      expect(result.status, id).toBe(404);
      expect(result.json).toEqual(refusedBody('serviceNotFound'));
    }
  });
});

describe('POST /addService: who may list, and whose e-mail address a listing shows', () => {
  /** A new e-mail account (Salma Begum), its address verified or not, with a number or none. */
  async function account(tag: string, emailVerified: boolean, phone?: string) {
    const email = `${tag}-${Date.now()}@meramot.test`;
    const user = await signUp(email, 'Provider9', 'Salma Begum', phone);
    if (emailVerified) await setEmailVerified(user.uid);
    // A fresh token carries email_verified and phone_number as they are now.
    return { ...(await signIn(email, 'Provider9')), email };
  }
  const listing = (email: string) => {
    const body = newService(email);
    body.provider.name = 'Salma Begum';
    body.provider.photoURL = '';
    return body;
  };
  const add = (token: string, body: ServicePayload) =>
    callApi<{ insertedId: string }>('/addService', { method: 'POST', token, body });

  it('refuses an account with neither its e-mail address nor a number verified (403), writing nothing', async () => {
    const user = await account('unverified', false);
    for (const email of ['', user.email]) {
      const before = await countDocuments();
      const result = await add(user.idToken, listing(email));
      expect(result.status).toBe(403);
      expect(result.json).toEqual(refusedBody('listingNeedsVerifiedContact'));
      expect(await countDocuments()).toEqual(before);
    }
  });

  it('lists from a verified number, showing no e-mail address; an unverified one is refused', async () => {
    const user = await account('phone-verified', false, '+8801711000391');
    const before = await countDocuments();
    const shown = await add(user.idToken, listing(user.email));
    expect(shown.status).toBe(403);
    expect(shown.json).toEqual(refusedBody('listedEmailNotVerified'));
    expect(await countDocuments()).toEqual(before);
    const listed = await add(user.idToken, listing(''));
    expect(listed.status).toBe(200);
    const stored = await adminDb().doc(`services/${listed.json.insertedId}`).get();
    expect(stored.get('provider')).toEqual({ name: 'Salma Begum', email: '', photoURL: '' });
    const details = await callApi<Service>(`/serviceDetails/${listed.json.insertedId}`);
    expect(details.json.provider.email).toBe('');
    await stored.ref.delete();
  });

  it('refuses a number on a token minted before the profile says it was unlinked (mayList)', async () => {
    const user = await account('phone-unlinked', false, '+8801711000392');
    const payload = user.idToken.split('.')[1] ?? '';
    const { iat } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { iat: number };
    const profile = adminDb().doc(`users/${user.uid}`);
    // As POST /unlinkPhone marks it, a second after this token was minted.
    await profile.set(
      { phoneUnlinkedAt: Timestamp.fromMillis(iat * 1000 + 1000) },
      { merge: true },
    );
    const before = await countDocuments();
    const refused = await add(user.idToken, listing(''));
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual(refusedBody('listingNeedsVerifiedContact'));
    expect(await countDocuments()).toEqual(before);
    // An unlink before the token was minted (the number linked again since) does not count.
    await profile.set(
      { phoneUnlinkedAt: Timestamp.fromMillis(iat * 1000 - 1000) },
      { merge: true },
    );
    const listed = await add(user.idToken, listing(''));
    expect(listed.status).toBe(200);
    await adminDb().doc(`services/${listed.json.insertedId}`).delete();
  });

  it('lists from a verified e-mail address, showing it only when the body names it', async () => {
    const user = await account('email-verified', true);
    const hidden = await add(user.idToken, listing(''));
    expect(hidden.status).toBe(200);
    const shown = await add(user.idToken, listing(user.email));
    expect(shown.status).toBe(200);
    const email = async (id: string) =>
      (await callApi<Service>(`/serviceDetails/${id}`)).json.provider.email;
    expect(await email(hidden.json.insertedId)).toBe('');
    expect(await email(shown.json.insertedId)).toBe(user.email);
    await Promise.all(
      [hidden, shown].map((r) => adminDb().doc(`services/${r.json.insertedId}`).delete()),
    );
  });
});

describe('POST /addService', () => {
  it('adds one service for a request repeated with its Idempotency-Key, answering the same id', async () => {
    const body = newService();
    body.provider.service.serviceName = 'Idempotent Geyser Fitting';
    const headers = { 'Idempotency-Key': `add-service-${Date.now()}-0123456789` };
    const [first, again] = await Promise.all(
      [0, 1].map(() =>
        callApi<{ insertedId: string }>('/addService', {
          method: 'POST',
          token: token('rahim'),
          body,
          headers,
        }),
      ),
    );
    expect(first?.status).toBe(200);
    expect(again?.json.insertedId).toBe(first?.json.insertedId);
    const stored = await adminDb()
      .collection('services')
      .where('service.serviceName', '==', 'Idempotent Geyser Fitting')
      .get();
    expect(stored.docs.map((d) => d.id)).toEqual([first?.json.insertedId]);
    await adminDb().doc(`services/${first?.json.insertedId}`).delete();
  });

  it("adds a service of the caller's, with their uid, email, terms and server times", async () => {
    const before = await countDocuments();
    const result = await callApi<{ acknowledged: boolean; insertedId: string }>('/addService', {
      method: 'POST',
      token: token('rahim'),
      body: newService(),
    });
    expect(result.status).toBe(200);
    expect(result.json).toEqual({ acknowledged: true, insertedId: expect.any(String) });
    expect((await countDocuments()).services).toBe(before.services + 1);

    const stored = (await adminDb().doc(`services/${result.json.insertedId}`).get()).data();
    const fields = newService().provider.service;
    expect(stored).toEqual({
      providerUid: seeded.uids.rahim,
      provider: {
        name: 'Rahim Uddin',
        email: 'rahim@meramot.test',
        photoURL: '/images/avatars/provider-1.svg',
      },
      service: fields,
      searchTerms: serviceSearchIndexOf(fields).searchTerms,
      nameTerms: serviceNameTerms(fields),
      // No review yet.
      ratingCount: 0,
      ratingSum: 0,
      ratingAverage: 0,
      createdAt: expect.any(Timestamp),
      updatedAt: expect.any(Timestamp),
    });

    const list = await callApi<Service[]>('/publicServices');
    expect(list.json[0]?._id).toBe(result.json.insertedId);
    // Its name says geyser; the pipe service only mentions one in its description.
    const found = await callApi<Service[]>('/publicServices?search=geyser');
    expect(ids(found.json)).toEqual([result.json.insertedId, seeded.serviceIds.pipe]);
    await adminDb().doc(`services/${result.json.insertedId}`).delete();
  });

  it('trims the fields it stores and accepts a user without a photo', async () => {
    const body = newService();
    body.provider.photoURL = '';
    body.provider.service.serviceName = '  Geyser Repair  ';
    const result = await callApi<{ insertedId: string }>('/addService', {
      method: 'POST',
      token: token('rahim'),
      body,
    });
    expect(result.status).toBe(200);
    const stored = (await adminDb().doc(`services/${result.json.insertedId}`).get()).data();
    expect(stored?.service.serviceName).toBe('Geyser Repair');
    expect(stored?.provider.photoURL).toBe('');
    await adminDb().doc(`services/${result.json.insertedId}`).delete();
  });

  it("refuses a body naming someone else or showing another's photo (403), writing nothing", async () => {
    const before = (await adminDb().collection('services').count().get()).data().count;
    const refusals: [(body: ServicePayload) => void, string][] = [
      [(body) => (body.provider.name = 'Nasrin Akter'), english('providerNameNotOwn')],
      [
        (body) => (body.provider.photoURL = 'https://example.com/someone.png'),
        english('providerPhotoNotOwn'),
      ],
    ];
    for (const [change, error] of refusals) {
      const body = newService();
      change(body);
      const added = await callApi('/addService', { method: 'POST', token: token('rahim'), body });
      expect(added.status, error).toBe(403);
      expect(added.json).toMatchObject({ error });
      const updated = await callApi(`/updateService/${seeded.serviceIds.fan ?? ''}`, {
        method: 'PUT',
        token: token('rahim'),
        body,
      });
      expect(updated.status, error).toBe(403);
      expect(updated.json).toMatchObject({ error });
    }
    expect((await adminDb().collection('services').count().get()).data().count).toBe(before);
  });

  it("answers 403 for someone else's email and 401 without credentials", async () => {
    const other = await callApi('/addService', {
      method: 'POST',
      token: token('rahim'),
      body: newService('nasrin@meramot.test'),
    });
    expect(other.status).toBe(403);
    expect(other.json).toEqual(refusedBody('emailNotOwn', { name: 'provider.email' }));
    const anonymous = await callApi('/addService', { method: 'POST', body: newService() });
    expect(anonymous.status).toBe(401);
    expect(anonymous.json).toEqual(refusedBody('signInRequired'));
  });
});

describe('PUT /updateService/{id}', () => {
  const updated = (): ServicePayload => {
    const body = newService();
    body.provider.service = {
      ...expectedService(seeded, 'fan').provider.service,
      serviceName: 'Ceiling Fan, Light & Geyser Installation',
      servicePrice: 60,
    };
    return body;
  };

  it("updates the caller's service: fields, terms and updatedAt", async () => {
    const ref = adminDb().doc(`services/${seeded.serviceIds.fan}`);
    const before = (await ref.get()).data();
    const result = await callApi(`/updateService/${seeded.serviceIds.fan}`, {
      method: 'PUT',
      token: token('rahim'),
      body: updated(),
    });
    expect(result.status).toBe(200);
    expect(result.json).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
    const after = (await ref.get()).data();
    expect(after?.service).toEqual(updated().provider.service);
    expect(after?.searchTerms).toEqual(
      serviceSearchIndexOf(updated().provider.service).searchTerms,
    );
    expect(after?.providerUid).toBe(before?.providerUid);
    expect(after?.createdAt).toEqual(before?.createdAt);
    expect(after?.updatedAt.toMillis()).toBeGreaterThan(before?.updatedAt.toMillis());

    const found = await callApi<Service[]>('/publicServices?search=geyser');
    expect(ids(found.json)).toContain(seeded.serviceIds.fan);
  });

  it('refuses a price under the minimum on update too (400), and writes nothing', async () => {
    const ref = adminDb().doc(`services/${seeded.serviceIds.fan}`);
    const before = await ref.get();
    for (const servicePrice of [0.0001, 49]) {
      const body = updated();
      body.provider.service.servicePrice = servicePrice;
      const result = await callApi(`/updateService/${seeded.serviceIds.fan}`, {
        method: 'PUT',
        token: token('rahim'),
        body,
      });
      expect(result.status).toBe(400);
      expect(result.json).toEqual(refusedBody('minimumPrice'));
    }
    const after = await ref.get();
    expect(after.updateTime).toEqual(before.updateTime);
    expect(after.get('service.servicePrice')).toBe(before.get('service.servicePrice'));
  });

  it('answers modifiedCount 0 when nothing changes, and writes nothing', async () => {
    const ref = adminDb().doc(`services/${seeded.serviceIds.fan}`);
    const before = await ref.get();
    const result = await callApi(`/updateService/${seeded.serviceIds.fan}`, {
      method: 'PUT',
      token: token('rahim'),
      body: updated(),
    });
    expect(result.json).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 0 });
    expect((await ref.get()).updateTime).toEqual(before.updateTime);
  });

  it("answers 403 for someone else's service, 404 for an unknown one, 401 without credentials", async () => {
    const theirs = await callApi(`/updateService/${seeded.serviceIds.plumbing}`, {
      method: 'PUT',
      token: token('rahim'),
      body: updated(),
    });
    expect(theirs.status).toBe(403);
    expect(theirs.json).toEqual(refusedBody('ownServicesOnly'));
    const unknown = await callApi('/updateService/noSuchService', {
      method: 'PUT',
      token: token('rahim'),
      body: updated(),
    });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual(refusedBody('serviceNotFound'));
    const anonymous = await callApi(`/updateService/${seeded.serviceIds.fan}`, {
      method: 'PUT',
      body: updated(),
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('DELETE /deleteService/{id}', () => {
  it("deletes the caller's service and answers deletedCount", async () => {
    const id = seeded.serviceIds.ips;
    const result = await callApi(`/deleteService/${id}`, {
      method: 'DELETE',
      token: token('rahim'),
    });
    expect(result.status).toBe(200);
    expect(result.json).toEqual({ acknowledged: true, deletedCount: 1 });
    expect((await adminDb().doc(`services/${id}`).get()).exists).toBe(false);
    expect((await callApi(`/serviceDetails/${id}`)).status).toBe(404);
  });

  it("answers 403 for someone else's service, 404 for an unknown one, 401 without credentials", async () => {
    const theirs = await callApi(`/deleteService/${seeded.serviceIds.tank}`, {
      method: 'DELETE',
      token: token('rahim'),
    });
    expect(theirs.status).toBe(403);
    const unknown = await callApi(`/deleteService/${seeded.serviceIds.ips}`, {
      method: 'DELETE',
      token: token('rahim'),
    });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual(refusedBody('serviceNotFound'));
    const anonymous = await callApi(`/deleteService/${seeded.serviceIds.tank}`, {
      method: 'DELETE',
    });
    expect(anonymous.status).toBe(401);
    expect((await adminDb().doc(`services/${seeded.serviceIds.tank}`).get()).exists).toBe(true);
  });
});

describe('GET /allServices?email=', () => {
  it("answers the caller's own services, newest first", async () => {
    const result = await callApi<Service[]>('/allServices?email=nasrin@meramot.test', {
      token: token('nasrin'),
    });
    expect(result.status).toBe(200);
    expect(result.json).toEqual(expectedServicesNewestFirst(seeded, 'nasrin'));
    expect(result.json).toHaveLength(SEED_SERVICES.filter((s) => s.provider === 'nasrin').length);
  });

  it('compares the email without regard to case', async () => {
    const result = await callApi<Service[]>('/allServices?email=Nasrin@Meramot.TEST', {
      token: token('nasrin'),
    });
    expect(result.status).toBe(200);
  });

  it("answers 403 for someone else's email, 400 without one, 401 without credentials", async () => {
    const theirs = await callApi('/allServices?email=rahim@meramot.test', {
      token: token('nasrin'),
    });
    expect(theirs.status).toBe(403);
    expect(theirs.json).toEqual(refusedBody('ownServicesListOnly'));
    const missing = await callApi('/allServices', { token: token('nasrin') });
    expect(missing.status).toBe(400);
    expect(missing.json).toMatchObject({ error: 'email query parameter is required' });
    const anonymous = await callApi('/allServices?email=nasrin@meramot.test');
    expect(anonymous.status).toBe(401);
  });
});
