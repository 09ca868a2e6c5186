/**
 * Bookings over HTTP: booking someone else's service for a time window, the customer's and the
 * provider's lists, and the status machine (the provider's moves and decline, the customer's
 * cancel; Completed, Cancelled and Declined are final).
 */
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { dhakaDateOf, windowStart } from '@meramot/domain/booking-time';
import { keyedIdOf } from '@meramot/domain/keyed-id';
import type { Booking, BookingFields } from '@meramot/domain/entities';
import type { Review } from '@meramot/domain/review';
import { SEED_ACCOUNTS, SEED_BOOKINGS, SEED_SERVICES } from '../../harness/seed-data';
import { freshEvening } from '../support/booking-slot';
import { pollUntil } from '../../harness/poll';
import { callApi, callApiRetrying } from '../../harness/api-client';
import { adminDb, fingerprint } from '../../harness/firestore-admin';
import { signUp } from '../../harness/id-token';
import { seedAndSignIn } from '../support/seeded';
import type { Seeded } from '../support/seeded';
import { english, refusedBody } from '../support/refusals';

let seeded: Seeded;
/** The booking this file makes: farhana books nasrin's water tank cleaning. */
let bookingId = '';

beforeAll(async () => {
  seeded = await seedAndSignIn();
});

const token = (key: string) => seeded.users[key]?.idToken ?? '';
const tank = () => SEED_SERVICES.find((s) => s.key === 'tank')?.fields;
const DAY_MS = 86_400_000;
/** The Dhaka date `days` days from today. */
const dhakaDay = (days: number) => dhakaDateOf(Date.now() + days * DAY_MS);
/** Tomorrow evening (16:00 Dhaka), as sDate. */
const TOMORROW_EVENING = windowStart(dhakaDay(1), 'evening');
const servicePrice = (key: string) =>
  SEED_SERVICES.find((s) => s.key === key)?.fields.servicePrice ?? 0;

/**
 * What the Book Service modal sends, with the prefilled fields forged, but the price the
 * customer saw: a price that is not the service's is refused (hardening.test.ts).
 */
const bookingBody = (overrides: Partial<BookingFields> = {}): BookingFields => ({
  serviceId: seeded.serviceIds.tank ?? '',
  serviceName: 'Forged name',
  serviceImg: 'https://example.com/forged.png',
  pEmail: 'someone@example.com',
  pName: 'Someone Else',
  uEmail: 'farhana@meramot.test',
  uName: 'Farhana Islam',
  sDate: freshEvening(),
  provideArea: 'House 12, Road 3, Bashundhara',
  price: servicePrice('tank'),
  serviceStatus: 'pending',
  ...overrides,
});

/** Tanvir's booking of Karim's kitchen service, at its price, in his own name. */
const tanvirsKitchenBody = (overrides: Partial<BookingFields> = {}): BookingFields =>
  bookingBody({
    serviceId: seeded.serviceIds.kitchen,
    price: servicePrice('kitchen'),
    uEmail: 'tanvir@meramot.test',
    uName: 'Tanvir Ahmed',
    ...overrides,
  });

/** Seed booking ids of the seed bookings matching `keep`. */
const seedBookingIds = (keep: (b: (typeof SEED_BOOKINGS)[number]) => boolean) =>
  SEED_BOOKINGS.flatMap((b, i) => (keep(b) ? [seeded.bookingIds[i]] : []));
const providerOf = (serviceKey: string) =>
  SEED_SERVICES.find((s) => s.key === serviceKey)?.provider;
const phoneOf = (key: string) => SEED_ACCOUNTS.find((a) => a.key === key)?.phone;

/**
 * The booking once the booking-contact trigger has copied the provider's number. The Functions
 * emulator runs the events one at a time, the seed's own bookings first, so this waits up to 15 s.
 */
async function withProviderPhone(id: string) {
  const ref = adminDb().doc(`bookings/${id}`);
  return pollUntil(
    async () => (await ref.get()).data(),
    (data) => data?.pPhone !== undefined,
    { timeoutMs: 15_000 },
  );
}

const BOOKING_KEYS = [
  '_id',
  'pEmail',
  'pName',
  'pPhone',
  'price',
  'provideArea',
  'sDate',
  'serviceId',
  'serviceImg',
  'serviceName',
  'serviceStatus',
  'timeWindow',
  'uEmail',
  'uName',
  'uPhone',
];

describe('POST /bookServices', () => {
  it("books as 'pending', copying name, image, provider and price from the service", async () => {
    const body = bookingBody();
    const result = await callApi<{ acknowledged: boolean; insertedId: string }>('/bookServices', {
      method: 'POST',
      token: token('farhana'),
      body,
    });
    expect(result.status).toBe(200);
    expect(result.json).toEqual({ acknowledged: true, insertedId: expect.any(String) });
    bookingId = result.json.insertedId;

    // The customer's number from their profile; the provider's arrives by the trigger.
    const stored = await withProviderPhone(bookingId);
    expect(stored).toEqual({
      serviceId: seeded.serviceIds.tank,
      serviceName: tank()?.serviceName,
      serviceImg: tank()?.serviceImgURL,
      pEmail: 'nasrin@meramot.test',
      pName: 'Nasrin Akter',
      uEmail: 'farhana@meramot.test',
      uName: 'Farhana Islam',
      uPhone: phoneOf('farhana'),
      pPhone: phoneOf('nasrin'),
      sDate: body.sDate,
      timeWindow: 'evening',
      provideArea: 'House 12, Road 3, Bashundhara',
      price: tank()?.servicePrice,
      serviceStatus: 'pending',
      customerUid: seeded.uids.farhana,
      providerUid: seeded.uids.nasrin,
      createdAt: expect.any(Timestamp),
      updatedAt: expect.any(Timestamp),
    });
  });

  it('takes the customer name from the ID token when the body has none', async () => {
    const body: Partial<BookingFields> = bookingBody();
    delete body.uName;
    delete body.uEmail;
    const result = await callApi<{ insertedId: string }>('/bookServices', {
      method: 'POST',
      token: token('tanvir'),
      body: { ...body, serviceId: seeded.serviceIds.kitchen, price: servicePrice('kitchen') },
    });
    expect(result.status).toBe(200);
    const stored = (await adminDb().doc(`bookings/${result.json.insertedId}`).get()).data();
    expect(stored?.uName).toBe('Tanvir Ahmed');
    expect(stored?.uEmail).toBe('tanvir@meramot.test');
    await adminDb().doc(`bookings/${result.json.insertedId}`).delete();
  });

  it('takes a Dhaka date and a time window instead of sDate', async () => {
    const body: Record<string, unknown> = { ...bookingBody(), date: dhakaDay(2) };
    body.timeWindow = 'morning';
    delete body.sDate;
    const result = await callApi<{ insertedId: string }>('/bookServices', {
      method: 'POST',
      token: token('farhana'),
      body,
    });
    expect(result.status).toBe(200);
    const ref = adminDb().doc(`bookings/${result.json.insertedId}`);
    expect((await ref.get()).data()).toMatchObject({
      sDate: windowStart(dhakaDay(2), 'morning'),
      timeWindow: 'morning',
    });
    await ref.delete();
  });

  it('refuses a slot that is no window start, already started or too far, writing nothing', async () => {
    const refusals: [Record<string, unknown>, string][] = [
      [{ sDate: TOMORROW_EVENING.replace(':00:00.000Z', ':30:00.000Z') }, english('windowStart')],
      [
        { sDate: windowStart(dhakaDay(-1), 'evening') },
        'That time has already started: pick a later window or date',
      ],
      [
        { sDate: '2020-01-15T10:00:00.000Z' },
        'That time has already started: pick a later window or date',
      ],
      [
        { sDate: windowStart(dhakaDay(61), 'morning') },
        'Bookings can be made at most 60 days ahead',
      ],
      [
        { sDate: undefined, date: dhakaDay(1), timeWindow: 'night' },
        'Time window must be one of morning, afternoon, evening',
      ],
      [{ sDate: undefined, date: dhakaDay(1) }, 'Time window is required'],
      [{ timeWindow: 'morning' }, 'sDate is not the start of the given date and timeWindow'],
    ];
    const before = (await adminDb().collection('bookings').count().get()).data().count;
    for (const [change, error] of refusals) {
      const result = await callApi('/bookServices', {
        method: 'POST',
        token: token('farhana'),
        body: { ...bookingBody(), ...change },
      });
      expect(result.status, JSON.stringify(change)).toBe(400);
      expect(result.json).toMatchObject({ error });
    }
    expect((await adminDb().collection('bookings').count().get()).data().count).toBe(before);
  });

  it("refuses a customer whose profile has no number, or a uPhone not the profile's, writing nothing", async () => {
    const profile = adminDb().doc(`users/${seeded.uids.tanvir}`);
    const saved = (await profile.get()).data() ?? {};
    const tanvir = tanvirsKitchenBody();
    const before = (await adminDb().collection('bookings').count().get()).data().count;
    const refusals: [Record<string, unknown>, string][] = [
      [{ uPhone: '01811000002' }, 'uPhone must be the mobile number of your profile'],
      [{ uPhone: 1711000000 }, 'uPhone must be a string'],
      [{ pPhone: '01711000000' }, 'Unknown field: pPhone'],
    ];
    for (const [change, error] of refusals) {
      const result = await callApi('/bookServices', {
        method: 'POST',
        token: token('tanvir'),
        body: { ...tanvir, ...change },
      });
      expect(result.status, JSON.stringify(change)).toBe(400);
      expect(result.json).toMatchObject({ error });
    }
    try {
      for (const withoutNumber of [{ ...saved, phone: '' }, null]) {
        if (withoutNumber) await profile.set(withoutNumber);
        else await profile.delete();
        const result = await callApi('/bookServices', {
          method: 'POST',
          token: token('tanvir'),
          body: tanvir,
        });
        expect(result.status).toBe(400);
        expect(result.json).toEqual(refusedBody('profilePhoneRequired'));
      }
    } finally {
      await profile.set(saved);
    }
    expect((await adminDb().collection('bookings').count().get()).data().count).toBe(before);
  });

  it("refuses a uName that is not the account's name (403), writing nothing", async () => {
    const before = (await adminDb().collection('bookings').count().get()).data().count;
    const result = await callApi('/bookServices', {
      method: 'POST',
      token: token('tanvir'),
      body: tanvirsKitchenBody({ uName: 'Farhana Islam' }),
    });
    expect(result.status).toBe(403);
    expect(result.json).toEqual(refusedBody('uNameNotOwn'));
    expect((await adminDb().collection('bookings').count().get()).data().count).toBe(before);
  });

  it("accepts a REST client's uPhone when it is the profile's number", async () => {
    const result = await callApi<{ insertedId: string }>('/bookServices', {
      method: 'POST',
      token: token('tanvir'),
      body: tanvirsKitchenBody({ uPhone: phoneOf('tanvir') }),
    });
    expect(result.status).toBe(200);
    const ref = adminDb().doc(`bookings/${result.json.insertedId}`);
    expect((await ref.get()).get('uPhone')).toBe(phoneOf('tanvir'));
    await ref.delete();
  });

  it("answers 403 'Action not permitted' for one's own service", async () => {
    const result = await callApi('/bookServices', {
      method: 'POST',
      token: token('nasrin'),
      body: bookingBody({ uEmail: 'nasrin@meramot.test', uName: 'Nasrin Akter' }),
    });
    expect(result.status).toBe(403);
    expect(result.json).toMatchObject({ error: 'Action not permitted' });
  });

  it('answers 404 for an unknown service and 401 without credentials', async () => {
    const unknown = await callApi('/bookServices', {
      method: 'POST',
      token: token('farhana'),
      body: bookingBody({ serviceId: 'noSuchService' }),
    });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual(refusedBody('serviceNotFound'));
    const anonymous = await callApi('/bookServices', { method: 'POST', body: bookingBody() });
    expect(anonymous.status).toBe(401);
  });
});

describe('the customer name a booking records (its first word signs their reviews)', () => {
  it('asks an account without a name for one (400), never takes its e-mail, signs with the name given', async () => {
    const email = 'nameless@meramot.test';
    const customer = await signUp(email, 'Nameless1', undefined, '+8801711000099');
    // A number, and the e-mail for a name (as an older prompt saved it): still no name.
    await adminDb().doc(`users/${customer.uid}`).set({
      displayName: email,
      photoURL: '',
      phone: '01711000099',
      updatedAt: Timestamp.now(),
    });
    const body: Partial<BookingFields> = bookingBody({
      serviceId: seeded.serviceIds.kitchen ?? '',
      price: servicePrice('kitchen'),
    });
    delete body.uName;
    delete body.uEmail;
    const book = (extra: Partial<BookingFields> = {}) =>
      callApi<{ insertedId: string }>('/bookServices', {
        method: 'POST',
        token: customer.idToken,
        body: { ...body, ...extra },
      });
    const bookings = async () =>
      (await adminDb().collection('bookings').where('customerUid', '==', customer.uid).get()).size;

    const nameless = await book();
    expect(nameless.status).toBe(400);
    expect(nameless.json).toEqual(refusedBody('bookingNameRequired'));
    const emailAsName = await book({ uName: email });
    expect(emailAsName.status).toBe(400);
    expect(emailAsName.json).toEqual(refusedBody('uNameNotEmail'));
    expect(await bookings()).toBe(0);

    const named = await book({ uName: ' Mitu Akter ' });
    expect(named.status).toBe(200);
    const id = named.json.insertedId;
    expect((await adminDb().doc(`bookings/${id}`).get()).data()?.uName).toBe('Mitu Akter');

    await adminDb().doc(`bookings/${id}`).update({ serviceStatus: 'Completed' });
    const reviewed = await callApi('/reviews', {
      method: 'POST',
      token: customer.idToken,
      body: { bookingId: id, stars: 4 },
    });
    expect(reviewed.status).toBe(201);
    const listed = await callApi<Review[]>(`/reviews?serviceId=${seeded.serviceIds.kitchen}`);
    expect(listed.json.find((review) => review._id === id)?.reviewerName).toBe('Mitu');
    expect(JSON.stringify(listed.json)).not.toContain(email);
  });
});

describe('GET /bookedService', () => {
  it("answers the customer's bookings newest first, in the spec shape", async () => {
    const result = await callApi<Booking[]>('/bookedService?email=farhana@meramot.test', {
      token: token('farhana'),
    });
    expect(result.status).toBe(200);
    const [newest, ...rest] = result.json;
    expect(newest?._id).toBe(bookingId);
    expect(newest?.serviceStatus).toBe('pending');
    expect(rest.map((b) => b._id).sort()).toEqual(
      seedBookingIds((b) => b.customer === 'farhana').sort(),
    );
    for (const booking of result.json) expect(Object.keys(booking).sort()).toEqual(BOOKING_KEYS);
  });

  it('answers the bookings made to a provider, newest first', async () => {
    const result = await callApi<Booking[]>('/bookedService?provider=nasrin@meramot.test', {
      token: token('nasrin'),
    });
    expect(result.status).toBe(200);
    expect(result.json[0]?._id).toBe(bookingId);
    expect(
      result.json
        .slice(1)
        .map((b) => b._id)
        .sort(),
    ).toEqual(seedBookingIds((b) => providerOf(b.service) === 'nasrin').sort());
    expect(result.json.every((b) => b.pEmail === 'nasrin@meramot.test')).toBe(true);
  });

  it("answers 403 for someone else's email, 400 for none or both, 401 without credentials", async () => {
    const theirs = await callApi('/bookedService?email=farhana@meramot.test', {
      token: token('tanvir'),
    });
    expect(theirs.status).toBe(403);
    expect(theirs.json).toEqual(refusedBody('ownBookingsOnly'));
    const provider = await callApi('/bookedService?provider=nasrin@meramot.test', {
      token: token('farhana'),
    });
    expect(provider.status).toBe(403);
    for (const query of ['', '?email=farhana@meramot.test&provider=farhana@meramot.test']) {
      const result = await callApi(`/bookedService${query}`, { token: token('farhana') });
      expect(result.status).toBe(400);
      expect(result.json).toEqual(
        refusedBody('exactlyOneParam', { first: 'email', second: 'provider' }),
      );
    }
    const anonymous = await callApi('/bookedService?email=farhana@meramot.test');
    expect(anonymous.status).toBe(401);
  });
});

describe('PATCH /statusChange/{bookingId}', () => {
  const change = (id: string, status: unknown, who = 'nasrin', reason?: unknown) =>
    callApi(`/statusChange/${id}`, {
      method: 'PATCH',
      token: token(who),
      body: reason === undefined ? { status } : { status, reason },
    });
  /** A new booking of nasrin's tank by farhana, still 'pending'. */
  const freshBooking = async () => {
    const result = await callApi<{ insertedId: string }>('/bookServices', {
      method: 'POST',
      token: token('farhana'),
      body: bookingBody(),
    });
    expect(result.status).toBe(200);
    return result.json.insertedId;
  };
  const stored = async (id: string) => (await adminDb().doc(`bookings/${id}`).get()).data();

  it('lets the provider move a booking, and says when nothing changed', async () => {
    const ref = adminDb().doc(`bookings/${bookingId}`);
    const before = (await ref.get()).data();
    const working = await change(bookingId, 'Working');
    expect(working.status).toBe(200);
    expect(working.json).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
    const after = (await ref.get()).data();
    expect(after?.serviceStatus).toBe('Working');
    expect(after?.updatedAt.toMillis()).toBeGreaterThan(before?.updatedAt.toMillis());
    expect({ ...after, serviceStatus: 'pending', updatedAt: null }).toEqual({
      ...before,
      updatedAt: null,
    });

    const again = await change(bookingId, 'Working');
    expect(again.json).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 0 });
  });

  it('makes Completed final: 409 afterwards', async () => {
    const completed = await change(bookingId, 'Completed');
    expect(completed.json).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
    const reopened = await change(bookingId, 'Working');
    expect(reopened.status).toBe(409);
    expect(reopened.json).toMatchObject({ error: 'status is Completed and can no longer change' });
    expect((await adminDb().doc(`bookings/${bookingId}`).get()).get('serviceStatus')).toBe(
      'Completed',
    );
  });

  it("answers 403 to another provider, and to the customer for the provider's moves", async () => {
    const working = seedBookingIds((b) => b.service === 'plumbing')[0] ?? '';
    const stranger = await change(working, 'Completed', 'rahim');
    expect(stranger.status).toBe(403);
    expect(stranger.json).toMatchObject({
      error: "Only the booking's customer or provider can change its status",
    });
    const customer = await change(working, 'Completed', 'farhana');
    expect(customer.status).toBe(403);
    expect(customer.json).toMatchObject({ error: 'A customer can only set the status Cancelled' });
    expect((await stored(working))?.serviceStatus).toBe('Working');
  });

  it('lets the customer cancel a waiting booking with a reason; Cancelled is final', async () => {
    const id = await freshBooking();
    const byProvider = await change(id, 'Cancelled', 'nasrin');
    expect(byProvider.status).toBe(403);
    const cancelled = await change(id, 'Cancelled', 'farhana', '  Plans changed  ');
    expect(cancelled.status).toBe(200);
    expect(await stored(id)).toMatchObject({
      serviceStatus: 'Cancelled',
      statusReason: 'Plans changed',
    });
    const reopened = await change(id, 'Working', 'nasrin');
    expect(reopened.status).toBe(409);
    expect(reopened.json).toMatchObject({ error: 'status is Cancelled and can no longer change' });
  });

  it('lets the provider decline a waiting booking, reason optional; Declined is final', async () => {
    const id = await freshBooking();
    const byCustomer = await change(id, 'Declined', 'farhana');
    expect(byCustomer.status).toBe(403);
    const declined = await change(id, 'Declined', 'nasrin');
    expect(declined.status).toBe(200);
    const after = await stored(id);
    expect(after?.serviceStatus).toBe('Declined');
    expect(after).not.toHaveProperty('statusReason');
    const cancel = await change(id, 'Cancelled', 'farhana');
    expect(cancel.status).toBe(409);
    expect(cancel.json).toMatchObject({ error: 'status is Declined and can no longer change' });
  });

  it('refuses to cancel or decline a booking being worked on (409), writing nothing', async () => {
    const working = seedBookingIds((b) => b.service === 'plumbing')[0] ?? '';
    const cancel = await change(working, 'Cancelled', 'farhana');
    expect(cancel.status).toBe(409);
    expect(cancel.json).toMatchObject({ error: 'Only a Pending booking can be cancelled' });
    const decline = await change(working, 'Declined', 'rahim');
    expect([403, 409]).toContain(decline.status);
    expect((await stored(working))?.serviceStatus).toBe('Working');
  });

  it('refuses a reason with a move other than cancel or decline, and one over its bound (400)', async () => {
    const id = await freshBooking();
    const withWorking = await change(id, 'Working', 'nasrin', 'Starting now');
    expect(withWorking.status).toBe(400);
    expect(withWorking.json).toEqual(refusedBody('reasonOnlyClosing'));
    const tooLong = await change(id, 'Cancelled', 'farhana', 'x'.repeat(501));
    expect(tooLong.status).toBe(400);
    expect(tooLong.json).toMatchObject({ error: 'reason must be at most 500 characters' });
    const numeric = await change(id, 'Cancelled', 'farhana', { why: 1 });
    expect(numeric.status).toBe(400);
    expect((await stored(id))?.serviceStatus).toBe('pending');
    await adminDb().doc(`bookings/${id}`).delete();
  });

  it('answers 404 for an unknown booking, 400 for an unknown status, 401 without credentials', async () => {
    const unknown = await change('noSuchBooking', 'Working');
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ error: 'Booking not found' });
    const bad = await change(bookingId, 'Done');
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({
      error: 'status must be one of Pending, Working, Completed, Declined',
    });
    const anonymous = await callApi(`/statusChange/${bookingId}`, {
      method: 'PATCH',
      body: { status: 'Working' },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('POST /bookServices with an Idempotency-Key', () => {
  // A client repeats a keyed create once after a 503 (callApiRetrying).
  const keyed = (key: string, body: BookingFields) =>
    callApiRetrying<{ insertedId?: string; error?: string }>('/bookServices', {
      method: 'POST',
      token: token('farhana'),
      body,
      headers: { 'Idempotency-Key': key },
    });
  it("books under the customer's keyedIdOf the key: the id the web door's rules let only them make", async () => {
    // An evening of its own: a customer holds one place a window.
    const sDate = freshEvening();
    const key = `book-${Date.now()}-owned-by-farhana`;
    const result = await keyed(key, bookingBody({ sDate }));
    expect(result.status, JSON.stringify(result.json)).toBe(200);
    expect(result.json.insertedId).toBe(keyedIdOf(seeded.users.farhana?.uid ?? '', key));
    expect(await tankBookingsAt(sDate)).toEqual([result.json.insertedId]);
  });

  const tankBookingsAt = async (sDate: string) =>
    (
      await adminDb()
        .collection('bookings')
        .where('serviceId', '==', seeded.serviceIds.tank)
        .where('sDate', '==', sDate)
        .get()
    ).docs.map((d) => d.id);

  it('leaves one booking, holding one place, for 10 concurrent identical requests (a 503 retried once)', async () => {
    const sDate = windowStart(dhakaDay(9), 'morning');
    const key = `book-${Date.now()}-0123456789`;
    const results = await Promise.all(
      Array.from({ length: 10 }, () => keyed(key, bookingBody({ sDate }))),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    const ids = [...new Set(results.map((r) => r.json.insertedId))];
    expect(ids).toHaveLength(1);
    expect(await tankBookingsAt(sDate)).toEqual(ids);
    const places = await adminDb()
      .doc(
        `schedules/${seeded.users[providerOf('tank') ?? '']?.uid}/windows/${dhakaDay(9)}_morning`,
      )
      .get();
    expect(places.data()?.taken).toBe(1);
  });

  it('refuses the same key with other details (409) and a malformed key (400), writing nothing', async () => {
    const sDate = windowStart(dhakaDay(9), 'evening');
    const key = `book-${Date.now()}-abcdefghij`;
    const first = await keyed(key, bookingBody({ sDate }));
    expect(first.status).toBe(200);
    // The booking-contact trigger copies the provider's number in: wait for it before comparing.
    await expect
      .poll(
        async () => (await adminDb().doc(`bookings/${first.json.insertedId}`).get()).data()?.pPhone,
        { timeout: 10_000, interval: 100 },
      )
      .toBeDefined();
    const before = await fingerprint();
    const other = await keyed(key, bookingBody({ sDate, provideArea: 'Somewhere else' }));
    expect(other.status).toBe(409);
    expect(other.json).toEqual(refusedBody('idempotencyKeyReused'));
    const malformed = await keyed('short', bookingBody({ sDate }));
    expect(malformed.status).toBe(400);
    expect(malformed.json.error).toMatch(/^Idempotency-Key must be 16 to 64/);
    expect(await fingerprint()).toEqual(before);
    expect(await tankBookingsAt(sDate)).toHaveLength(1);
  });
});
