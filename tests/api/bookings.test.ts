/**
 * Bookings over HTTP: booking someone else's service, the customer's and the provider's lists,
 * and the provider's status changes (Completed is final).
 */
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Booking, BookingFields } from '@meramot/domain/entities';
import { SEED_BOOKINGS, SEED_SERVICES } from '../../scripts/seed-data';
import { callApi } from '../support/api-client';
import { adminDb } from '../support/firestore-admin';
import { seedAndSignIn } from '../support/seeded';
import type { Seeded } from '../support/seeded';

let seeded: Seeded;
/** The booking this file makes: farhana books nasrin's water tank cleaning. */
let bookingId = '';

beforeAll(async () => {
  seeded = await seedAndSignIn();
});

const token = (key: string) => seeded.users[key]?.idToken ?? '';
const tank = () => SEED_SERVICES.find((s) => s.key === 'tank')?.fields;
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
  sDate: '2026-12-01T10:00:00.000Z',
  provideArea: 'House 12, Road 3, Bashundhara',
  price: servicePrice('tank'),
  serviceStatus: 'pending',
  ...overrides,
});

/** Seed booking ids of the seed bookings matching `keep`. */
const seedBookingIds = (keep: (b: (typeof SEED_BOOKINGS)[number]) => boolean) =>
  SEED_BOOKINGS.flatMap((b, i) => (keep(b) ? [seeded.bookingIds[i]] : []));
const providerOf = (serviceKey: string) =>
  SEED_SERVICES.find((s) => s.key === serviceKey)?.provider;

const BOOKING_KEYS = [
  '_id',
  'pEmail',
  'pName',
  'price',
  'provideArea',
  'sDate',
  'serviceId',
  'serviceImg',
  'serviceName',
  'serviceStatus',
  'uEmail',
  'uName',
];

describe('POST /bookServices', () => {
  it("books as 'pending', copying name, image, provider and price from the service", async () => {
    const result = await callApi<{ acknowledged: boolean; insertedId: string }>('/bookServices', {
      method: 'POST',
      token: token('farhana'),
      body: bookingBody(),
    });
    expect(result.status).toBe(200);
    expect(result.json).toEqual({ acknowledged: true, insertedId: expect.any(String) });
    bookingId = result.json.insertedId;

    const stored = (await adminDb().doc(`bookings/${bookingId}`).get()).data();
    expect(stored).toEqual({
      serviceId: seeded.serviceIds.tank,
      serviceName: tank()?.serviceName,
      serviceImg: tank()?.serviceImgURL,
      pEmail: 'nasrin@meramot.test',
      pName: 'Nasrin Akter',
      uEmail: 'farhana@meramot.test',
      uName: 'Farhana Islam',
      sDate: '2026-12-01T10:00:00.000Z',
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

  it("answers 403 'Action not permitted' for one's own service", async () => {
    const result = await callApi('/bookServices', {
      method: 'POST',
      token: token('nasrin'),
      body: bookingBody({ uEmail: 'nasrin@meramot.test', uName: 'Nasrin Akter' }),
    });
    expect(result.status).toBe(403);
    expect(result.json).toEqual({ error: 'Action not permitted' });
  });

  it('answers 404 for an unknown service and 401 without credentials', async () => {
    const unknown = await callApi('/bookServices', {
      method: 'POST',
      token: token('farhana'),
      body: bookingBody({ serviceId: 'noSuchService' }),
    });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ error: 'Service not found' });
    const anonymous = await callApi('/bookServices', { method: 'POST', body: bookingBody() });
    expect(anonymous.status).toBe(401);
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
    expect(theirs.json).toEqual({ error: 'You can only list your own bookings' });
    const provider = await callApi('/bookedService?provider=nasrin@meramot.test', {
      token: token('farhana'),
    });
    expect(provider.status).toBe(403);
    for (const query of ['', '?email=farhana@meramot.test&provider=farhana@meramot.test']) {
      const result = await callApi(`/bookedService${query}`, { token: token('farhana') });
      expect(result.status).toBe(400);
      expect(result.json).toEqual({
        error: 'Give exactly one of the query parameters email and provider',
      });
    }
    const anonymous = await callApi('/bookedService?email=farhana@meramot.test');
    expect(anonymous.status).toBe(401);
  });
});

describe('PATCH /statusChange/{bookingId}', () => {
  const change = (id: string, status: unknown, who = 'nasrin') =>
    callApi(`/statusChange/${id}`, { method: 'PATCH', token: token(who), body: { status } });

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
    expect(reopened.json).toEqual({ error: 'status is Completed and can no longer change' });
    expect((await adminDb().doc(`bookings/${bookingId}`).get()).get('serviceStatus')).toBe(
      'Completed',
    );
  });

  it('answers 403 to the customer and to another provider', async () => {
    const working = seedBookingIds((b) => b.service === 'plumbing')[0] ?? '';
    for (const who of ['farhana', 'rahim']) {
      const result = await change(working, 'Completed', who);
      expect(result.status, who).toBe(403);
      expect(result.json).toEqual({ error: "Only the booking's provider can change its status" });
    }
  });

  it('answers 404 for an unknown booking, 400 for an unknown status, 401 without credentials', async () => {
    const unknown = await change('noSuchBooking', 'Working');
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ error: 'Booking not found' });
    const bad = await change(bookingId, 'Cancelled');
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ error: 'status must be one of Pending, Working, Completed' });
    const anonymous = await callApi(`/statusChange/${bookingId}`, {
      method: 'PATCH',
      body: { status: 'Working' },
    });
    expect(anonymous.status).toBe(401);
  });
});
