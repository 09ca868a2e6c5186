/**
 * Issue 12 on the API door: sessions that end (logout revokes, /jwt wants a fresh sign-in, the
 * Bearer path checks revocation), the formats of domain/src/formats.ts (the rules suite runs the
 * same values, tests/rules/formats.cases.ts), reserved ids and lone surrogates as 400/404, the
 * price the customer saw, and no delete of a service with open bookings. Every refusal leaves
 * the database as it was. The deadline has its own file (deadline.test.ts).
 */
import { getAuth } from 'firebase-admin/auth';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIELD_LIMITS } from '@meramot/domain/constants';
import type { ServicePayload } from '@meramot/domain/entities';
import { adminApp } from '../../harness/seed';
import { SEED_BOOKINGS } from '../../harness/seed-data';
import { callApi, cookieFrom } from '../../harness/api-client';
import type { ApiCall, ApiResult } from '../../harness/api-client';
import { adminDb, fingerprint } from '../../harness/firestore-admin';
import { setTokensValidAfter, signIn, signUp, withClaims } from '../../harness/id-token';
import type { SignedIn } from '../../harness/id-token';
import { expectedService, seedAndSignIn } from '../support/seeded';
import type { Seeded } from '../support/seeded';
import { freshEvening } from '../support/booking-slot';
import { english, refusedBody } from '../support/refusals';

let seeded: Seeded;

beforeAll(async () => {
  seeded = await seedAndSignIn();
});

const token = (key: string) => seeded.users[key]?.idToken ?? '';
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Calls `path` and checks the answer, and that nothing in the database changed. */
async function refused(path: string, call: ApiCall, status: number): Promise<ApiResult> {
  const before = await fingerprint();
  const result = await callApi(path, call);
  expect(result.status, `${call.method ?? 'GET'} ${path}: ${result.text}`).toBe(status);
  expect(result.json).toMatchObject({ error: expect.any(String) });
  expect(await fingerprint()).toEqual(before);
  return result;
}

// ---------- sessions ----------

/** A new account, signed in, with the session cookie POST /jwt gives it. */
async function newSession(email: string): Promise<{ user: SignedIn; cookie: string }> {
  const user = await signUp(email, 'Session1', 'Session User');
  const result = await callApi('/jwt', { method: 'POST', token: user.idToken, body: { email } });
  expect(result.status).toBe(200);
  return { user, cookie: cookieFrom(result) ?? '' };
}

const listServices = (email: string, call: ApiCall) =>
  callApi(`/allServices?email=${encodeURIComponent(email)}`, call);

describe('sessions', () => {
  it('POST /logout ends the session: the replayed cookie and the old ID token answer 401', async () => {
    const email = 'logout-cookie@meramot.test';
    const { user, cookie } = await newSession(email);
    expect((await listServices(email, { cookie })).status).toBe(200);

    // As the SPA sends it: after signing out, only the cookie rides along.
    const logout = await callApi('/logout', { method: 'POST', cookie });
    expect(logout.status).toBe(200);
    expect(logout.headers.getSetCookie()).toEqual([
      '__session=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Strict',
    ]);

    const replayed = await listServices(email, { cookie });
    expect(replayed.status).toBe(401);
    expect(replayed.json).toEqual(refusedBody('sessionInvalid'));
    const oldToken = await listServices(email, { token: user.idToken });
    expect(oldToken.status).toBe(401);
    expect(oldToken.json).toEqual(refusedBody('idTokenInvalid'));
    // A replayed cookie is a visitor on a public path, and cannot write as the user.
    const letter = await callApi('/appointment', {
      method: 'POST',
      cookie,
      body: { name: 'Replay', phone: '01711000000', date: '2026-12-01', message: 'Hello' },
    });
    expect(letter.status).toBe(200);
    const stored = await adminDb()
      .doc(`appointments/${(letter.json as { insertedId: string }).insertedId}`)
      .get();
    expect(stored.get('uid')).toBeNull();
  });

  it('a sign-in after logout works: a new ID token, a new session', async () => {
    const email = 'logout-again@meramot.test';
    const { cookie } = await newSession(email);
    expect((await callApi('/logout', { method: 'POST', cookie })).status).toBe(200);

    const again = await signIn(email, 'Session1');
    const session = await callApi('/jwt', {
      method: 'POST',
      token: again.idToken,
      body: { email },
    });
    expect(session.status).toBe(200);
    const fresh = cookieFrom(session) ?? '';
    expect((await listServices(email, { cookie: fresh })).status).toBe(200);
    expect((await listServices(email, { token: again.idToken })).status).toBe(200);
    expect((await listServices(email, { cookie })).status).toBe(401);
  });

  it('POST /logout with a Bearer token ends the sessions too', async () => {
    const email = 'logout-bearer@meramot.test';
    const { user, cookie } = await newSession(email);
    expect((await callApi('/logout', { method: 'POST', token: user.idToken })).status).toBe(200);
    expect((await listServices(email, { cookie })).status).toBe(401);
  });

  it('POST /logout with a forged cookie ends no session', async () => {
    const email = 'logout-forged@meramot.test';
    const { cookie } = await newSession(email);
    const forged = await callApi('/logout', { method: 'POST', cookie: '__session=forged.value' });
    expect(forged.status).toBe(200);
    expect((await listServices(email, { cookie })).status).toBe(200);
  });

  it('POST /jwt refuses an ID token whose sign-in is more than 5 minutes old', async () => {
    const email = 'old-sign-in@meramot.test';
    const user = await signUp(email, 'Session1', 'Old Sign-in');
    // Tokens count as valid from an hour ago, so the old auth_time is not read as revoked.
    await setTokensValidAfter(user.uid, nowSeconds() - 3600);
    const signedInAgo = (seconds: number) =>
      withClaims(user.idToken, { auth_time: nowSeconds() - seconds });

    const stale = signedInAgo(5 * 60 + 30);
    const before = await fingerprint();
    const result = await callApi('/jwt', { method: 'POST', token: stale, body: { email } });
    expect(result.status).toBe(401);
    expect(result.json).toMatchObject({
      error:
        'Sign in again to start a session: POST /jwt takes an ID token from a sign-in of the last 5 minutes',
    });
    expect(result.headers.getSetCookie()).toEqual([]);
    expect(await fingerprint()).toEqual(before);
    // The same token is still good for calls: only a new session needs a fresh sign-in.
    expect((await listServices(email, { token: stale })).status).toBe(200);

    const recent = signedInAgo(4 * 60);
    expect((await callApi('/jwt', { method: 'POST', token: recent, body: { email } })).status).toBe(
      200,
    );
  });

  it("answers 401 to a revoked or disabled user's Bearer token", async () => {
    const revoked = await signUp('revoked-bearer@meramot.test', 'Session1', 'Revoked');
    const disabled = await signUp('disabled-bearer@meramot.test', 'Session1', 'Disabled');
    const list = (user: SignedIn) => listServices(user.email, { token: user.idToken });
    expect((await list(revoked)).status).toBe(200);
    expect((await list(disabled)).status).toBe(200);
    // Revocation counts in whole seconds after the sign-in.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await getAuth(adminApp()).revokeRefreshTokens(revoked.uid);
    await getAuth(adminApp()).updateUser(disabled.uid, { disabled: true });
    for (const user of [revoked, disabled]) {
      const result = await list(user);
      expect(result.status, user.email).toBe(401);
      expect(result.json).toEqual(refusedBody('idTokenInvalid'));
    }
  });
});

// ---------- one set of checks ----------

/** A valid Add Service body for rahim, changed by `change`. */
function serviceBody(change: (body: ServicePayload) => void = () => undefined): ServicePayload {
  const body: ServicePayload = {
    provider: {
      name: 'Rahim Uddin',
      email: 'rahim@meramot.test',
      photoURL: '/images/avatars/provider-1.svg',
      service: {
        serviceImgURL: 'https://i.ibb.co/x/ac.jpg',
        serviceName: 'AC Servicing',
        serviceArea: 'Uttara, Dhaka',
        servicePrice: 1500,
        description: 'Gas top-up and filter cleaning for split ACs.',
        category: 'appliance-repair',
        district: 'dhaka',
      },
    },
  };
  change(body);
  return body;
}

/** What the Book Service modal sends for nasrin's water tank cleaning (৳2,000), as farhana. */
const bookingBody = (overrides: Record<string, unknown> = {}) => ({
  serviceId: seeded.serviceIds.tank,
  serviceName: 'Water Tank Cleaning',
  serviceImg: '/images/services/plumbing.svg',
  pEmail: 'nasrin@meramot.test',
  pName: 'Nasrin Akter',
  uEmail: 'farhana@meramot.test',
  uName: 'Farhana Islam',
  sDate: freshEvening(),
  provideArea: 'Bashundhara',
  price: 2000,
  serviceStatus: 'pending',
  ...overrides,
});

const appointmentBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'A Visitor',
  email: '',
  phone: '+880 1711-000000',
  date: '2026-12-01',
  message: 'Please look at a leaking tap.',
  ...overrides,
});

const book = (body: unknown): ApiCall => ({ method: 'POST', token: token('farhana'), body });
const addService = (body: unknown): ApiCall => ({ method: 'POST', token: token('rahim'), body });
const sendAppointment = (body: unknown): ApiCall => ({ method: 'POST', body });

/** Every character String.prototype.trim strips, which the rules' isText looks past too. */
const WHITE_SPACE = Array.from({ length: 0x10000 }, (_, code) => String.fromCharCode(code))
  .filter((character) => character.trim() === '')
  .join('');

describe('the formats both doors check', () => {
  it.each([
    ['not a date', 'Service date must be a valid date'],
    ['2026-02-30T10:00:00Z', 'Service date must be a valid date'],
    ['2025-02-29', 'Service date must be a valid date'],
    ['2026-02-01T09:30', 'Service date must be a valid date'],
    ['2026-02-01T24:00Z', 'Service date must be a valid date'],
  ])('POST /bookServices refuses the sDate %j', async (sDate, error) => {
    const result = await refused('/bookServices', book(bookingBody({ sDate })), 400);
    expect(result.json).toMatchObject({ error });
  });

  it.each([
    [{ email: 'not-an-email' }, 'Enter a valid email'],
    [{ email: 'a b@example.com' }, 'Enter a valid email'],
    [{ phone: 'call me maybe' }, 'Phone must be a phone number'],
    [{ phone: '০১৭১১০০০০০০' }, 'Phone must be a phone number'],
    [{ date: 'whenever' }, 'Date must be a valid date'],
    [{ date: '2026-04-31' }, 'Date must be a valid date'],
    [{ name: '\u00a0\u00a0\u00a0' }, 'Name is required'],
    [{ name: '\u200b\u200c\u200d' }, 'Name is required'],
    [{ name: '\u2060\ufeff' }, 'Name is required'],
    [{ message: WHITE_SPACE }, 'Message is required'],
  ])('POST /appointment refuses %j', async (change, error) => {
    const result = await refused('/appointment', sendAppointment(appointmentBody(change)), 400);
    expect(result.json).toMatchObject({ error });
  });

  it.each([
    ['only zero-width spaces (U+200B)', '\u200b\u200b\u200b'],
    ['only joiners, a word joiner and a BOM', '\u200c\u200d\u2060\ufeff'],
    ['only a soft hyphen and a tag character', '\u00ad\u{e0041}'],
  ])('POST /addService and PUT /updateService refuse a service name of %s', async (_what, name) => {
    const added = await refused(
      '/addService',
      addService(serviceBody((b) => (b.provider.service.serviceName = name))),
      400,
    );
    expect(added.json).toEqual(refusedBody('serviceNameRequired'));
    const body = { provider: structuredClone(expectedService(seeded, 'fan').provider) };
    body.provider.service.serviceName = name;
    const updated = await refused(
      `/updateService/${seeded.serviceIds.fan}`,
      { method: 'PUT', token: token('rahim'), body },
      400,
    );
    expect(updated.json).toEqual(refusedBody('serviceNameRequired'));
  });

  it('POST /addService refuses a provider name of only invisible characters', async () => {
    const result = await refused(
      '/addService',
      addService(serviceBody((b) => (b.provider.name = '\u200b\u2060'))),
      400,
    );
    expect(result.json).toEqual(refusedBody('paramRequired', { name: 'Provider name' }));
  });

  it('POST /appointment takes what the rules take', async () => {
    const result = await callApi(
      '/appointment',
      sendAppointment(
        appointmentBody({
          email: "o'brien+tag@mail.example.com",
          phone: '01711000000',
          date: '2026-03-01T10:00+06:00',
        }),
      ),
    );
    expect(result.status).toBe(200);
  });

  it.each([
    [
      'a name of non-breaking spaces',
      (b: ServicePayload) => (b.provider.service.serviceName = '\u00a0\u00a0'),
      'Service name is required',
    ],
    [
      'a name of every white-space character',
      (b: ServicePayload) => (b.provider.service.serviceName = WHITE_SPACE),
      'Service name is required',
    ],
    [
      'an image /\\evil.example/x.png',
      (b: ServicePayload) => (b.provider.service.serviceImgURL = '/\\evil.example/x.png'),
      'Service image must be an https URL',
    ],
    [
      'a backslash in an https image',
      (b: ServicePayload) =>
        (b.provider.service.serviceImgURL = 'https://evil.example\\@good.example/x.png'),
      'Service image must be an https URL',
    ],
    [
      'credentials before the image host',
      (b: ServicePayload) => (b.provider.service.serviceImgURL = 'https://user@example.com/x.png'),
      'Service image must be an https URL',
    ],
    [
      'a provider photo /\\evil.example/a.png',
      (b: ServicePayload) => (b.provider.photoURL = '/\\evil.example/a.png'),
      'PhotoURL must be an https URL',
    ],
  ])('POST /addService refuses %s', async (_name, change, error) => {
    const result = await refused('/addService', addService(serviceBody(change)), 400);
    expect(result.json).toMatchObject({ error });
  });

  it('POST /addService takes names with non-breaking spaces and stores only bounded terms', async () => {
    const body = serviceBody((b) => {
      b.provider.service.serviceName = '\u00a0AC Servicing\u00a0';
      b.provider.service.description = `Gas top-up. Z${'\u0301'.repeat(300)}algo`;
      b.provider.service.serviceImgURL = 'https://cdn.example.com:8443/x.png?v=2';
    });
    const result = await callApi<{ insertedId: string }>('/addService', addService(body));
    expect(result.status).toBe(200);
    const terms = (await adminDb().doc(`services/${result.json.insertedId}`).get()).get(
      'searchTerms',
    ) as string[];
    expect(terms).toContain('ac');
    for (const term of terms) {
      expect(Array.from(term).length, term).toBeLessThanOrEqual(FIELD_LIMITS.searchTerm);
      expect(term).not.toContain(' ');
    }
  });

  it.each(['alice plumbing', '__x__', '__name__', 'সেবা'])(
    'POST /bookServices answers 404 for the serviceId %j',
    async (serviceId) => {
      const result = await refused('/bookServices', book(bookingBody({ serviceId })), 404);
      expect(result.json).toEqual(refusedBody('serviceNotFound'));
    },
  );

  it('POST /bookServices answers 400 for a serviceId over FIELD_LIMITS.documentId', async () => {
    const serviceId = 'a'.repeat(FIELD_LIMITS.documentId + 1);
    const result = await refused('/bookServices', book(bookingBody({ serviceId })), 400);
    expect(result.json).toMatchObject({ error: 'serviceId must be at most 1500 characters' });
  });
});

describe('the price the customer saw', () => {
  it('is refused with 409 when the service costs something else now, and nothing is written', async () => {
    const result = await refused('/bookServices', book(bookingBody({ price: 1800 })), 409);
    expect(result.json).toEqual(refusedBody('priceChanged', { priceTaka: 2000 }));
    expect(english('priceChanged', { priceTaka: 2000 })).toBe(
      'The price of this service has changed to ৳2,000: check the new price and book again',
    );
  });

  it('books when it is the current price, or when the client sends none', async () => {
    const withPrice = await callApi<{ insertedId: string }>('/bookServices', book(bookingBody()));
    expect(withPrice.status).toBe(200);
    const withoutPrice: Record<string, unknown> = bookingBody();
    delete withoutPrice.price;
    const without = await callApi<{ insertedId: string }>('/bookServices', book(withoutPrice));
    expect(without.status).toBe(200);
    for (const id of [withPrice.json.insertedId, without.json.insertedId]) {
      expect((await adminDb().doc(`bookings/${id}`).get()).get('price')).toBe(2000);
      await adminDb().doc(`bookings/${id}`).delete();
    }
  });
});

// ---------- ids and text ----------

const RESERVED_AND_BAD_IDS = [
  '__x__',
  '__name__',
  '__.*__',
  'has%20space',
  '%E0%A6%B8%E0%A7%87%E0%A6%AC%E0%A6%BE',
  'x'.repeat(FIELD_LIMITS.documentId + 1),
];

describe('id path parameters', () => {
  const updateBody = () => ({
    ...serviceBody(),
    provider: { ...serviceBody().provider, name: 'Rahim Uddin' },
  });

  it.each(RESERVED_AND_BAD_IDS)('answer 404, never 500, for %j', async (id) => {
    const calls: [string, ApiCall][] = [
      [`/serviceDetails/${id}`, {}],
      [`/deleteService/${id}`, { method: 'DELETE', token: token('rahim') }],
      [`/updateService/${id}`, { method: 'PUT', token: token('rahim'), body: updateBody() }],
      [
        `/statusChange/${id}`,
        { method: 'PATCH', token: token('nasrin'), body: { status: 'Working' } },
      ],
    ];
    for (const [path, call] of calls) await refused(path, call, 404);
  });
});

const LONE = 'x\ud800y';

/** The seed's booking of `service` (tank: nasrin's, Pending; paint: rahim's, Working). */
const seedBookingId = (service: string) =>
  seeded.bookingIds[SEED_BOOKINGS.findIndex((booking) => booking.service === service)] ?? '';
const tankBookingId = () => seedBookingId('tank');

/** A field's path as the refusal names it: `daysOff[0].note`. */
const fieldName = (path: string[]) =>
  path.reduce(
    (name, key) => (/^[0-9]+$/.test(key) ? `${name}[${key}]` : name ? `${name}.${key}` : key),
    '',
  );

/** A Dhaka date `days` from today. */
const dateIn = (days: number) =>
  new Date(Date.now() + (6 * 3600 + days * 86_400) * 1000).toISOString().slice(0, 10);

/** Bodies valid but for one text field, which holds a lone surrogate. */
function withLoneSurrogate(body: object, path: string[]): unknown {
  const copy = structuredClone(body) as Record<string, unknown>;
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string, unknown>;
  at[path.at(-1) ?? ''] = LONE;
  return copy;
}

const SERVICE_TEXT_FIELDS = [
  ['provider', 'name'],
  ['provider', 'email'],
  ['provider', 'photoURL'],
  ...['serviceImgURL', 'serviceName', 'serviceArea', 'description', 'category', 'district'].map(
    (key) => ['provider', 'service', key],
  ),
];

describe('text with a lone surrogate ("x\\ud800y")', () => {
  const cases: {
    name: string;
    path: () => string;
    call: (field: string[]) => ApiCall;
    fields: string[][];
  }[] = [
    {
      name: 'POST /addService',
      path: () => '/addService',
      call: (field) => addService(withLoneSurrogate(serviceBody(), field)),
      fields: SERVICE_TEXT_FIELDS,
    },
    {
      name: 'PUT /updateService/{id}',
      path: () => `/updateService/${seeded.serviceIds.fan}`,
      call: (field) => ({
        method: 'PUT',
        token: token('rahim'),
        body: withLoneSurrogate({ provider: expectedService(seeded, 'fan').provider }, field),
      }),
      fields: SERVICE_TEXT_FIELDS,
    },
    {
      name: 'POST /bookServices',
      path: () => '/bookServices',
      call: (field) => book(withLoneSurrogate(bookingBody(), field)),
      fields: [
        'serviceId',
        'serviceName',
        'serviceImg',
        'pEmail',
        'pName',
        'uEmail',
        'uName',
        'sDate',
        'provideArea',
        'serviceStatus',
      ].map((key) => [key]),
    },
    {
      name: 'POST /appointment',
      path: () => '/appointment',
      call: (field) => sendAppointment(withLoneSurrogate(appointmentBody(), field)),
      fields: ['name', 'email', 'phone', 'date', 'message'].map((key) => [key]),
    },
    {
      name: 'PATCH /statusChange/{id}',
      path: () => `/statusChange/${tankBookingId()}`,
      call: (field) => ({
        method: 'PATCH',
        token: token('nasrin'),
        body: withLoneSurrogate({ status: 'Working' }, field),
      }),
      fields: [['status']],
    },
    {
      name: 'PUT /bills/{id} (a line of the bill: an array the shape check did not look into)',
      path: () => `/bills/${seedBookingId('paint')}`,
      call: (field) => ({
        method: 'PUT',
        token: token('rahim'),
        body: withLoneSurrogate({ lines: [{ description: 'Primer', amount: 300 }] }, field),
      }),
      fields: [['lines', '0', 'description']],
    },
    {
      name: 'PUT /schedules/{uid} (a day off: an array the shape check did not look into)',
      path: () => `/schedules/${seeded.uids.rahim ?? ''}`,
      call: (field) => ({
        method: 'PUT',
        token: token('rahim'),
        body: withLoneSurrogate(
          { week: {}, daysOff: [{ start: dateIn(3), end: dateIn(4), note: 'Eid' }] },
          field,
        ),
      }),
      fields: [['daysOff', '0', 'note']],
    },
    {
      name: 'PATCH /statusChange/{id} with a reason',
      path: () => `/statusChange/${tankBookingId()}`,
      call: (field) => ({
        method: 'PATCH',
        token: token('nasrin'),
        body: withLoneSurrogate({ status: 'Declined', reason: 'Busy' }, field),
      }),
      fields: [['reason']],
    },
    {
      name: 'POST /jwt',
      path: () => '/jwt',
      call: (field) => ({
        method: 'POST',
        token: token('rahim'),
        body: withLoneSurrogate({ email: 'rahim@meramot.test' }, field),
      }),
      fields: [['email']],
    },
  ];

  it.each(cases)('$name answers 400 naming each text field', async ({ path, call, fields }) => {
    for (const field of fields) {
      const result = await refused(path(), call(field), 400);
      expect(result.json).toEqual(refusedBody('textNotWellFormed', { name: fieldName(field) }));
      // Sent as JSON writes it: the escape, not the bytes.
      expect(JSON.stringify(call(field).body)).toContain('\\ud800');
    }
  });
});

// ---------- deleting a service ----------

describe('DELETE /deleteService/{id} with open bookings', () => {
  it.each([
    ['wiring', 'rahim', 'pending'],
    ['paint', 'rahim', 'Working'],
    ['tank', 'nasrin', 'Pending'],
  ])('refuses %s of %s (a %s booking) with 409 and deletes nothing', async (service, owner) => {
    const result = await refused(
      `/deleteService/${seeded.serviceIds[service]}`,
      { method: 'DELETE', token: token(owner) },
      409,
    );
    expect(result.json).toEqual(refusedBody('serviceHasOpenBookings'));
  });

  it('deletes a service whose bookings are all Completed, and keeps those bookings', async () => {
    const id = seeded.serviceIds.deep ?? '';
    const bookings = await adminDb().collection('bookings').where('serviceId', '==', id).get();
    expect(bookings.docs.map((d) => d.get('serviceStatus'))).toEqual(['Completed']);
    const result = await callApi(`/deleteService/${id}`, {
      method: 'DELETE',
      token: token('karim'),
    });
    expect(result.status).toBe(200);
    expect((await adminDb().doc(`services/${id}`).get()).exists).toBe(false);
    expect(
      (
        await adminDb()
          .doc(bookings.docs[0]?.ref.path ?? '')
          .get()
      ).exists,
    ).toBe(true);
  });
});
