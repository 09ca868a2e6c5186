/** Appointments over HTTP: anyone sends one; the sender reads their own, the admin reads all. */
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Appointment, AppointmentFields } from '@meramot/domain/entities';
import { SEED_APPOINTMENTS } from '../../harness/seed-data';
import { callApi, callApiRetrying } from '../../harness/api-client';
import { keyedIdOf } from '@meramot/domain/keyed-id';
import { adminDb, fingerprint } from '../../harness/firestore-admin';
import { refusedBody } from '../support/refusals';
import { seedAndSignIn } from '../support/seeded';
import type { Seeded } from '../support/seeded';

let seeded: Seeded;
let visitorId = '';
let farhanaId = '';

beforeAll(async () => {
  seeded = await seedAndSignIn();
});

const token = (key: string) => seeded.users[key]?.idToken ?? '';

const letter = (overrides: Partial<AppointmentFields> = {}): AppointmentFields => ({
  name: 'Sadia Rahman',
  email: 'sadia@example.com',
  phone: '+8801911000003',
  date: '2026-12-24',
  message: 'Please look at a leaking roof.',
  ...overrides,
});

describe('POST /appointment', () => {
  it('records a visitor with uid null', async () => {
    const result = await callApi<{ acknowledged: boolean; insertedId: string }>('/appointment', {
      method: 'POST',
      body: letter({ name: '  Sadia Rahman  ' }),
    });
    expect(result.status).toBe(200);
    expect(result.json).toEqual({ acknowledged: true, insertedId: expect.any(String) });
    visitorId = result.json.insertedId;
    expect((await adminDb().doc(`appointments/${visitorId}`).get()).data()).toEqual({
      ...letter(),
      uid: null,
      createdAt: expect.any(Timestamp),
    });
  });

  it("records a signed-in sender's uid", async () => {
    const result = await callApi<{ insertedId: string }>('/appointment', {
      method: 'POST',
      token: token('farhana'),
      body: letter({ name: 'Farhana Islam', email: 'farhana@meramot.test' }),
    });
    expect(result.status).toBe(200);
    farhanaId = result.json.insertedId;
    const stored = (await adminDb().doc(`appointments/${farhanaId}`).get()).data();
    expect(stored?.uid).toBe(seeded.uids.farhana);
  });

  it('accepts a letter without an email', async () => {
    const body: Partial<AppointmentFields> = letter();
    delete body.email;
    const result = await callApi<{ insertedId: string }>('/appointment', {
      method: 'POST',
      body,
    });
    expect(result.status).toBe(200);
    const stored = adminDb().doc(`appointments/${result.json.insertedId}`);
    expect((await stored.get()).get('email')).toBe('');
    await stored.delete();
  });

  it('answers 401 for a bad ID token rather than recording a visitor', async () => {
    const result = await callApi('/appointment', {
      method: 'POST',
      token: 'not-a-token',
      body: letter(),
    });
    expect(result.status).toBe(401);
    expect(result.json).toEqual(refusedBody('idTokenInvalid'));
  });
});

describe('GET /appointment', () => {
  it("answers the caller's own, newest first, in the spec shape", async () => {
    const result = await callApi<Appointment[]>('/appointment', { token: token('farhana') });
    expect(result.status).toBe(200);
    const own = SEED_APPOINTMENTS.filter((a) => a.sender === 'farhana').length;
    expect(result.json).toHaveLength(own + 1);
    expect(result.json[0]).toEqual({
      _id: farhanaId,
      ...letter({ name: 'Farhana Islam', email: 'farhana@meramot.test' }),
    });
    for (const appointment of result.json) {
      expect(Object.keys(appointment).sort()).toEqual([
        '_id',
        'date',
        'email',
        'message',
        'name',
        'phone',
      ]);
      expect(appointment.email).toBe('farhana@meramot.test');
    }
  });

  it('answers every appointment to the admin claim', async () => {
    const result = await callApi<Appointment[]>('/appointment', { token: token('tanvir') });
    expect(result.status).toBe(200);
    expect(result.json).toHaveLength(SEED_APPOINTMENTS.length + 2);
    expect(result.json.map((a) => a._id)).toEqual(expect.arrayContaining([visitorId, farhanaId]));
  });

  it('answers [] to someone who sent none, and 401 without credentials', async () => {
    const none = await callApi('/appointment', { token: token('nasrin') });
    expect(none.status).toBe(200);
    expect(none.json).toEqual([]);
    const anonymous = await callApi('/appointment');
    expect(anonymous.status).toBe(401);
    expect(anonymous.json).toEqual(refusedBody('signInRequired'));
  });
});

describe('POST /appointment with an Idempotency-Key', () => {
  const key = () => `key-${Math.random().toString(36).slice(2)}-${Date.now()}`;
  const stored = async (name: string) =>
    (await adminDb().collection('appointments').where('name', '==', name).get()).docs;

  it("leaves one document for an account's 10 concurrent identical requests (a 503 retried once), each answered its id", async () => {
    const idempotencyKey = key();
    const body = letter({ name: 'Idempotent Sender' });
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        callApiRetrying<{ insertedId: string }>('/appointment', {
          method: 'POST',
          token: token('farhana'),
          body,
          headers: { 'Idempotency-Key': idempotencyKey },
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array.from({ length: 10 }, () => 200));
    const ids = new Set(results.map((r) => r.json.insertedId));
    expect(ids.size).toBe(1);
    const docs = await stored('Idempotent Sender');
    expect(docs.map((d) => d.id)).toEqual([...ids]);
  });

  it("leaves one document for a visitor's 10 concurrent identical requests, the id told once", async () => {
    const idempotencyKey = key();
    const body = letter({ name: 'Idempotent Visitor' });
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        callApiRetrying<{ insertedId?: string }>('/appointment', {
          method: 'POST',
          body,
          headers: { 'Idempotency-Key': idempotencyKey },
        }),
      ),
    );
    const answered = results.filter((r) => r.status === 200);
    expect(answered).toHaveLength(1);
    for (const repeat of results.filter((r) => r.status !== 200)) {
      expect(repeat.status).toBe(409);
      expect(repeat.json).toEqual(refusedBody('requestAlreadyReceived'));
    }
    const docs = await stored('Idempotent Visitor');
    expect(docs.map((d) => d.id)).toEqual([answered[0]?.json.insertedId]);
  });

  it('refuses the same key with a different request, and a malformed key, writing nothing', async () => {
    const idempotencyKey = key();
    const first = await callApi('/appointment', {
      method: 'POST',
      token: token('farhana'),
      body: letter({ name: 'Keyed Once' }),
      headers: { 'Idempotency-Key': idempotencyKey },
    });
    expect(first.status).toBe(200);
    const other = await callApi<{ error: string }>('/appointment', {
      method: 'POST',
      token: token('farhana'),
      body: letter({ name: 'Keyed Once', message: 'Something else entirely.' }),
      headers: { 'Idempotency-Key': idempotencyKey },
    });
    expect(other.status).toBe(409);
    expect(other.json).toEqual(refusedBody('idempotencyKeyReused'));
    const malformed = await callApi<{ error: string }>('/appointment', {
      method: 'POST',
      body: letter({ name: 'Keyed Badly' }),
      headers: { 'Idempotency-Key': 'short' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.json.error).toMatch(/^Idempotency-Key must be 16 to 64/);
    expect(await stored('Keyed Once')).toHaveLength(1);
    expect(await stored('Keyed Badly')).toHaveLength(0);
  });

  it("scopes a key to its sender: another account's same key makes its own document", async () => {
    const idempotencyKey = key();
    const body = letter({ name: 'Two Senders' });
    const visitor = await callApi<{ insertedId: string }>('/appointment', {
      method: 'POST',
      body,
      headers: { 'Idempotency-Key': idempotencyKey },
    });
    const farhana = await callApi<{ insertedId: string }>('/appointment', {
      method: 'POST',
      token: token('farhana'),
      body,
      headers: { 'Idempotency-Key': idempotencyKey },
    });
    expect(farhana.json.insertedId).not.toBe(visitor.json.insertedId);
    expect(await stored('Two Senders')).toHaveLength(2);
  });
});

describe('an Idempotency-Key answers only its own sender (issue 39)', () => {
  const send = (key: string, body: AppointmentFields, as?: string) =>
    callApi<{ insertedId?: string }>('/appointment', {
      method: 'POST',
      body,
      headers: { 'Idempotency-Key': key },
      ...(as ? { token: token(as) } : {}),
    });

  it("tells a visitor who repeats a key that it landed, never the first appointment's id", async () => {
    const key = `visitor-key-${Date.now()}-0123`;
    const body = letter({ message: 'A key two visitors could hold.' });
    const first = await send(key, body);
    expect(first.status).toBe(200);
    const before = await fingerprint();
    const replay = await send(key, body);
    expect(replay.status).toBe(409);
    expect(replay.json).toEqual(refusedBody('requestAlreadyReceived'));
    expect(replay.text).not.toContain(first.json.insertedId ?? '-');
    expect(await fingerprint()).toEqual(before);
  });

  it("makes another account's same key another appointment, each under its sender's keyed id", async () => {
    const key = `shared-key-${Date.now()}-0123`;
    const farhana = await send(key, letter({ name: 'Farhana Islam' }), 'farhana');
    const tanvir = await send(key, letter({ name: 'Tanvir Ahmed' }), 'tanvir');
    expect([farhana.status, tanvir.status]).toEqual([200, 200]);
    expect(farhana.json.insertedId).toBe(keyedIdOf(seeded.uids.farhana ?? '', key));
    expect(tanvir.json.insertedId).toBe(keyedIdOf(seeded.uids.tanvir ?? '', key));
    const stored = await adminDb().doc(`appointments/${tanvir.json.insertedId}`).get();
    expect(stored.get('uid')).toBe(seeded.uids.tanvir);
  });
});
