/**
 * Journey 9: security seen from outside the app. With real ID tokens from the Auth emulator, a
 * signed-in stranger cannot read someone else's bookings or set the status of someone else's
 * booking, neither through the REST API nor through the Firestore emulator's REST endpoint.
 * Each denial sits beside an allowed control call, so a denial never passes just because
 * everything is denied.
 */
import { beforeEach, describe, expect, test } from 'vitest';
import { account, getDoc, seedEmulators } from './support/data';
import type { SeedResult } from './support/data';
import {
  bookingsWhere,
  callApi,
  callFirestore,
  firestoreErrorStatus,
  signInSeed,
  statusChangeCommit,
} from './support/outside';
import type { SignedIn } from './support/outside';

let seed: SeedResult;
let farhana: SignedIn; // customer of bookings 0-2
let tanvir: SignedIn; // customer of bookings 3-5
let rahim: SignedIn; // provider of bookings 0 (wiring) and 4 (paint)
let nasrin: SignedIn; // provider of bookings 1 (plumbing) and 3 (tank)

/** SEED_BOOKINGS order: 0 wiring/farhana, 1 plumbing/farhana, 3 tank/tanvir, 4 paint/tanvir. */
function booking(index: number): string {
  const id = seed.bookingIds[index];
  if (!id) throw new Error(`No seed booking ${index}`);
  return id;
}

beforeEach(async () => {
  seed = await seedEmulators();
  [farhana, tanvir, rahim, nasrin] = await Promise.all([
    signInSeed('farhana'),
    signInSeed('tanvir'),
    signInSeed('rahim'),
    signInSeed('nasrin'),
  ]);
  expect(farhana.uid).toBe(seed.uids.farhana);
});

describe('journey 9: reading someone else\u2019s bookings is denied', () => {
  test('through the REST API: 403 for another customer\u2019s or provider\u2019s email', async () => {
    const own = await callApi('GET', `/bookedService?email=${encodeURIComponent(farhana.email)}`, {
      token: farhana.idToken,
    });
    expect(own.status, own.text).toBe(200);
    expect(Array.isArray(own.body)).toBe(true);
    expect((own.body as unknown[]).length).toBe(3);

    const otherCustomer = await callApi(
      'GET',
      `/bookedService?email=${encodeURIComponent(account('tanvir').email)}`,
      { token: farhana.idToken },
    );
    expect(otherCustomer.status, otherCustomer.text).toBe(403);
    expect(otherCustomer.text).not.toContain(account('tanvir').email);

    const otherProvider = await callApi(
      'GET',
      `/bookedService?provider=${encodeURIComponent(account('rahim').email)}`,
      { token: farhana.idToken },
    );
    expect(otherProvider.status, otherProvider.text).toBe(403);
    expect(otherProvider.text).not.toContain('Road 7, Dhanmondi');
  });

  test('through the Firestore emulator: PERMISSION_DENIED for a booking and a query', async () => {
    const own = await callFirestore('GET', `/bookings/${booking(0)}`, farhana.idToken);
    expect(own.status, own.text).toBe(200);

    const single = await callFirestore('GET', `/bookings/${booking(3)}`, farhana.idToken);
    expect(single.status, single.text).toBe(403);
    expect(firestoreErrorStatus(single)).toBe('PERMISSION_DENIED');
    expect(single.text).not.toContain('Bashundhara');

    const ownQuery = await callFirestore(
      'POST',
      ':runQuery',
      farhana.idToken,
      bookingsWhere('customerUid', farhana.uid),
    );
    expect(ownQuery.status, ownQuery.text).toBe(200);
    const ownRows = (ownQuery.body as { document?: unknown }[]).filter((row) => row.document);
    expect(ownRows).toHaveLength(3);

    for (const query of [
      bookingsWhere('customerUid', tanvir.uid),
      bookingsWhere('providerUid', rahim.uid),
      bookingsWhere('uEmail', tanvir.email),
      { structuredQuery: { from: [{ collectionId: 'bookings' }] } },
    ]) {
      const denied = await callFirestore('POST', ':runQuery', farhana.idToken, query);
      expect(denied.status, `${JSON.stringify(query)} -> ${denied.text}`).toBe(403);
      expect(firestoreErrorStatus(denied)).toBe('PERMISSION_DENIED');
    }
  });
});

describe('journey 9: setting the status of someone else\u2019s booking is denied', () => {
  test('through the REST API: 403 for the customer and for another provider', async () => {
    // Control: the booking's own provider may.
    const allowed = await callApi('PATCH', `/statusChange/${booking(3)}`, {
      token: nasrin.idToken,
      body: { status: 'Working' },
    });
    expect(allowed.status, allowed.text).toBe(200);
    expect((await getDoc('bookings', booking(3)))?.serviceStatus).toBe('Working');

    for (const [who, token] of [
      ['the customer', farhana.idToken],
      ['another provider', nasrin.idToken],
      ['another customer', tanvir.idToken],
    ] as const) {
      const denied = await callApi('PATCH', `/statusChange/${booking(0)}`, {
        token,
        body: { status: 'Completed' },
      });
      expect(denied.status, `${who}: ${denied.text}`).toBe(403);
    }
    expect((await getDoc('bookings', booking(0)))?.serviceStatus).toBe('pending');
  });

  test('through the Firestore emulator: PERMISSION_DENIED, and the booking is unchanged', async () => {
    // Control: the provider of booking 4 sets it straight through Firestore.
    const allowed = await callFirestore(
      'POST',
      ':commit',
      rahim.idToken,
      statusChangeCommit(booking(4), 'Completed'),
    );
    expect(allowed.status, allowed.text).toBe(200);
    expect((await getDoc('bookings', booking(4)))?.serviceStatus).toBe('Completed');

    for (const [who, token] of [
      ['the customer', farhana.idToken],
      ['another provider', nasrin.idToken],
      ['another customer', tanvir.idToken],
    ] as const) {
      const denied = await callFirestore(
        'POST',
        ':commit',
        token,
        statusChangeCommit(booking(0), 'Completed'),
      );
      expect(denied.status, `${who}: ${denied.text}`).toBe(403);
      expect(firestoreErrorStatus(denied)).toBe('PERMISSION_DENIED');
    }
    expect((await getDoc('bookings', booking(0)))?.serviceStatus).toBe('pending');
  });
});
