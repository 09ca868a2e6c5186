/**
 * The signed-in lists of docs/product.md's REST paths (GET /bookedService, /appointment, /allServices)
 * answer at most OWN_LIST_LIMIT documents a request, newest first, and X-Next-Cursor leads on:
 * however long someone's history grows, one request never reads it all.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWN_LIST_LIMIT } from '../../functions/src/own-list';
import { withTriggersOff } from '../../harness/generated-services';
import { callApi } from '../../harness/api-client';
import { adminDb } from '../../harness/firestore-admin';
import { seedAndSignIn } from '../support/seeded';
import type { Seeded } from '../support/seeded';
import { refusedBody } from '../support/refusals';

const EXTRA = OWN_LIST_LIMIT + 5;
let seeded: Seeded;
const written: string[] = [];

/** `EXTRA` copies of the first document of `collection` matching `field == uid`, older than it. */
async function copies(collection: string, field: string, uid: string): Promise<void> {
  const [first] = (await adminDb().collection(collection).where(field, '==', uid).limit(1).get())
    .docs;
  if (!first) throw new Error(`no ${collection} of ${uid} to copy`);
  await withTriggersOff(async () => {
    const batch = adminDb().batch();
    for (let i = 0; i < EXTRA; i += 1) {
      const ref = adminDb().collection(collection).doc();
      // Days ago, a second apart, so the seeded ones stay the newest.
      const at = Timestamp.fromMillis(Date.now() - 30 * 86_400_000 - i * 1000);
      batch.set(ref, { ...first.data(), createdAt: at, updatedAt: at });
      written.push(ref.path);
    }
    await batch.commit();
  });
}

beforeAll(async () => {
  seeded = await seedAndSignIn();
  const farhana = seeded.uids.farhana ?? '';
  await copies('bookings', 'customerUid', farhana);
  await copies('appointments', 'uid', farhana);
  await copies('services', 'providerUid', seeded.uids.karim ?? '');
});

afterAll(async () => {
  await withTriggersOff(async () => {
    const batch = adminDb().batch();
    for (const path of written) batch.delete(adminDb().doc(path));
    await batch.commit();
  });
});

const token = (key: string) => seeded.users[key]?.idToken ?? '';

describe.each([
  ['GET /bookedService', '/bookedService?email=farhana%40meramot.test', 'farhana', 'bookings'],
  ['GET /appointment', '/appointment', 'farhana', 'appointments'],
  ['GET /allServices', '/allServices?email=karim%40meramot.test', 'karim', 'services'],
] as const)('%s', (_name, path, user, collection) => {
  const uidField = { bookings: 'customerUid', appointments: 'uid', services: 'providerUid' }[
    collection
  ];
  const withCursor = (cursor: string) =>
    `${path}${path.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}`;

  it(`answers ${OWN_LIST_LIMIT} newest first, then the rest from X-Next-Cursor, each once`, async () => {
    const stored = await adminDb()
      .collection(collection)
      .where(uidField, '==', seeded.uids[user] ?? '')
      .count()
      .get();
    const total = stored.data().count;
    expect(total).toBeGreaterThan(OWN_LIST_LIMIT);
    const first = await callApi<{ _id: string }[]>(path, { token: token(user) });
    expect(first.status).toBe(200);
    expect(first.json).toHaveLength(OWN_LIST_LIMIT);
    const cursor = first.headers.get('x-next-cursor');
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    const rest = await callApi<{ _id: string }[]>(withCursor(cursor ?? ''), {
      token: token(user),
    });
    expect(rest.status).toBe(200);
    expect(rest.headers.get('x-next-cursor')).toBeNull();
    const ids = [...first.json, ...rest.json].map((entry) => entry._id);
    expect(ids).toHaveLength(total);
    expect(new Set(ids).size).toBe(total);
  });

  it('answers 400 for a cursor that is not one of its own, reading nothing', async () => {
    const forged = Buffer.from(JSON.stringify({ k: 'reviews', v: [[1, 2], 'abc'] })).toString(
      'base64url',
    );
    for (const cursor of ['not base64!', forged]) {
      const result = await callApi<{ error: string }>(withCursor(cursor), { token: token(user) });
      expect(result.status, cursor).toBe(400);
      expect(result.json).toEqual(refusedBody('cursorInvalid'));
    }
  });
});
