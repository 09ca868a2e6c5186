/**
 * Journey 9: security seen from outside the app. With real ID tokens from the Auth emulator, a
 * signed-in stranger cannot read someone else's bookings or set the status of someone else's
 * booking, neither through the REST API nor through the Firestore emulator's REST endpoint.
 * Each denial sits beside an allowed control call, so a denial never passes just because
 * everything is denied. Then a service whose description carries markup is shown as text.
 */
import { beforeEach, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { callApi } from '../../harness/api-client';
import { seedAndSignIn } from '../support/seeded';
import type { Seeded } from '../support/seeded';
import { signIn } from './support/app';
import { openPage } from '../../harness/browser';
import { journeyFile } from './support/journey';
import { account, getDoc } from './support/data';
import {
  bookingsWhere,
  callFirestore,
  firestoreErrorStatus,
  statusChangeCommit,
} from './support/firestore-rest';

const file = journeyFile();
let seed: Seeded;

/** SEED_BOOKINGS order: 0 wiring/farhana (rahim), 3 tank/tanvir (nasrin), 4 paint/tanvir (rahim). */
function booking(index: number): string {
  const id = seed.bookingIds[index];
  if (!id) throw new Error(`No seed booking ${index}`);
  return id;
}

function user(key: string) {
  const signedIn = seed.users[key];
  if (!signedIn) throw new Error(`No signed-in seed user ${key}`);
  return signedIn;
}

beforeEach(async () => {
  seed = await seedAndSignIn();
});

describe('journey 9: reading someone else\u2019s bookings is denied', () => {
  test('through the REST API: 403 for another customer\u2019s or provider\u2019s email', async () => {
    const farhana = user('farhana');
    const own = await callApi(`/bookedService?email=${encodeURIComponent(farhana.email)}`, {
      token: farhana.idToken,
    });
    expect(own.status, own.text).toBe(200);
    expect(Array.isArray(own.json)).toBe(true);
    expect((own.json as unknown[]).length).toBe(3);

    const otherCustomer = await callApi(
      `/bookedService?email=${encodeURIComponent(account('tanvir').email)}`,
      { token: farhana.idToken },
    );
    expect(otherCustomer.status, otherCustomer.text).toBe(403);
    expect(otherCustomer.text).not.toContain('Bashundhara');

    const otherProvider = await callApi(
      `/bookedService?provider=${encodeURIComponent(account('rahim').email)}`,
      { token: farhana.idToken },
    );
    expect(otherProvider.status, otherProvider.text).toBe(403);
    expect(otherProvider.text).not.toContain('Sonadanga');

    const noToken = await callApi(
      `/bookedService?email=${encodeURIComponent(account('tanvir').email)}`,
    );
    expect(noToken.status, noToken.text).toBe(401);
  });

  test('through the Firestore emulator: PERMISSION_DENIED for a booking and a query', async () => {
    const farhana = user('farhana');
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
      bookingsWhere('customerUid', user('tanvir').uid),
      bookingsWhere('providerUid', user('rahim').uid),
      bookingsWhere('uEmail', account('tanvir').email),
      { structuredQuery: { from: [{ collectionId: 'bookings' }] } },
    ]) {
      const denied = await callFirestore('POST', ':runQuery', farhana.idToken, query);
      expect(denied.status, `${JSON.stringify(query)} -> ${denied.text}`).toBe(403);
      expect(firestoreErrorStatus(denied)).toBe('PERMISSION_DENIED');
    }
  });
});

describe('journey 9: setting the status of someone else\u2019s booking is denied', () => {
  const strangers = () =>
    [
      ['the customer', user('farhana').idToken],
      ['another provider', user('nasrin').idToken],
      ['another customer', user('tanvir').idToken],
    ] as const;

  test('through the REST API: 403 for the customer and for other users', async () => {
    // Control: the booking's own provider may.
    const allowed = await callApi(`/statusChange/${booking(3)}`, {
      method: 'PATCH',
      token: user('nasrin').idToken,
      body: { status: 'Working' },
    });
    expect(allowed.status, allowed.text).toBe(200);
    expect((await getDoc('bookings', booking(3)))?.serviceStatus).toBe('Working');

    for (const [who, token] of strangers()) {
      const denied = await callApi(`/statusChange/${booking(0)}`, {
        method: 'PATCH',
        token,
        body: { status: 'Completed' },
      });
      expect(denied.status, `${who}: ${denied.text}`).toBe(403);
    }
    expect((await getDoc('bookings', booking(0)))?.serviceStatus).toBe('pending');
  });

  test('through the Firestore emulator: PERMISSION_DENIED, and the booking is unchanged', async () => {
    // Control: the provider of booking 4 (Working) sets it straight through Firestore. (Not
    // Completed: that move must write the booking's implied bill with it.)
    const allowed = await callFirestore(
      'POST',
      ':commit',
      user('rahim').idToken,
      statusChangeCommit(booking(4), 'Pending'),
    );
    expect(allowed.status, allowed.text).toBe(200);
    expect((await getDoc('bookings', booking(4)))?.serviceStatus).toBe('Pending');

    for (const [who, token] of strangers()) {
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

const PAYLOAD = '<img src=x onerror=alert(1)>';
const HOSTILE = {
  serviceName: 'Gate Grill Welding <b>bold</b>',
  serviceImgURL: '/images/services/painting.svg',
  serviceArea: 'Tejgaon, Dhaka',
  servicePrice: 1100,
  description: `Rust removal and welding ${PAYLOAD} for gates and window grills.`,
};

/** No element the payload could have made, and the text is on the page as typed. */
async function expectInert(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: false }).first().waitFor();
  const injected = await page.evaluate(() => ({
    images: document.querySelectorAll('img[src="x"]').length,
    onerror: document.querySelectorAll('[onerror]').length,
    bold: Array.from(document.querySelectorAll('b')).filter((b) => b.textContent === 'bold').length,
  }));
  expect(injected).toEqual({ images: 0, onerror: 0, bold: 0 });
}

test('journey 9: markup in a service renders as text and no dialog fires', async () => {
  const rahim = user('rahim');
  const added = await callApi<{ insertedId?: string }>('/addService', {
    method: 'POST',
    token: rahim.idToken,
    body: {
      provider: {
        name: account('rahim').name,
        email: rahim.email,
        photoURL: account('rahim').photoURL,
        service: HOSTILE,
      },
    },
  });
  expect(added.status, added.text).toBe(200);
  const id = added.json.insertedId;
  expect(typeof id).toBe('string');

  const context = await file.context();
  const dialogs: string[] = [];
  const { page, problems } = await openPage(context);
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.goto('/services');

  // The card: name and the first 80 characters of the description, as text.
  const card = page.getByRole('article', { name: HOSTILE.serviceName });
  await card.waitFor();
  await expectInert(page, 'Rust removal and welding <img src=x');
  expect(await card.textContent()).toContain(HOSTILE.serviceName);

  // The search results and the details screen show the whole description as text.
  await page.getByRole('searchbox', { name: 'Search service' }).fill('welding');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('article', { name: HOSTILE.serviceName }).waitFor();
  await expectInert(page, HOSTILE.serviceName);

  await page.goto('/login');
  await signIn(page, 'farhana');
  await page.goto(`/serviceDetails/${id}`);
  await page.getByRole('heading', { level: 1, name: HOSTILE.serviceName }).waitFor();
  await expectInert(page, HOSTILE.description);
  expect(dialogs).toEqual([]);
  expect(problems.errors).toEqual([]);
});
