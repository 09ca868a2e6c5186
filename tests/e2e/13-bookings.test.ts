/**
 * Journey 13: a booking run between a customer and a provider in two browser contexts, told by
 * the notification bell. The customer books for tomorrow evening (her profile's number goes on
 * the booking); the provider's bell counts it live (the crossing time is printed, not gated)
 * and Service ToDo shows her number;
 * the provider declines another booking and the customer's Booked Services shows it live, her
 * bell counting it; she cancels a third booking and the provider's bell tells him, its list
 * newest first; opening the list marks everything read.
 */
import { beforeEach, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { TOAST_MESSAGES } from '@meramot/domain/messages';
import { dhakaDateOf } from '@meramot/domain/booking-time';
import { SEED_BOOKINGS } from '../../harness/seed-data';
import { callApi } from '../../harness/api-client';
import { dialog, expectToast, signIn } from './support/app';
import { openPage } from '../../harness/browser';
import { journeyFile } from './support/journey';
import { account, countDocs, docsWhere, seedEmulators, service } from './support/data';
import type { SeedResult } from './support/data';

const file = journeyFile();
let seed: SeedResult;

beforeEach(async () => {
  seed = await seedEmulators();
  // The Functions emulator runs events one at a time: let the seed's own bookings be told first
  // (one notification each), so the journey's crossing times are its own.
  await expect
    .poll(() => countDocs('notifications'), { timeout: 60_000, interval: 200 })
    .toBe(SEED_BOOKINGS.length);
  // The api function starts its worker on its first request: not inside the journey's clock.
  expect((await callApi('/publicServices')).status).toBe(200);
});

const FAN = service('fan').fields; // Rahim's, booked by nobody in the seed
const IPS = service('ips').fields; // Rahim's, booked by nobody in the seed
const WIRING = service('wiring').fields; // Rahim's, booked by Farhana in the seed, pending
const FARHANA = account('farhana');

/** The bell's accessible name: "Notifications, 3 unread". */
const BELL = /^Notifications, \d+ unread$/;

async function unreadCount(page: Page): Promise<number> {
  const label = await page.getByRole('button', { name: BELL }).getAttribute('aria-label');
  return Number(/(\d+) unread/.exec(label ?? '')?.[1] ?? NaN);
}

/**
 * Resolves to the wall-clock time (ms) of the first animation frame in which the bell of `page`
 * counts `count` unread. Both contexts share this machine's clock.
 */
async function bellCounts(page: Page, count: number): Promise<number> {
  const handle = await page.waitForFunction(
    (expected) => {
      const bell = document.querySelector('button[aria-label^="Notifications, "]');
      return bell?.getAttribute('aria-label') === `Notifications, ${expected} unread`
        ? Date.now()
        : 0;
    },
    count,
    { polling: 'raf', timeout: 20_000 },
  );
  return (await handle.jsonValue()) as number;
}

/**
 * Books `serviceId` for the evening `daysAhead` days from now (tomorrow by default) through the
 * Book Service modal.
 */
async function bookEvening(
  page: Page,
  serviceId: string,
  daysAhead = 1,
): Promise<() => Promise<void>> {
  await page.goto(`/serviceDetails/${serviceId}`);
  await page.getByRole('button', { name: 'Book Now' }).click({ timeout: 30_000 });
  const modal = dialog(page, 'Book Service');
  await modal.waitFor();
  await modal
    .locator('#book-service-date')
    .selectOption(dhakaDateOf(Date.now() + daysAhead * 86_400_000));
  await modal.locator('#book-time-window').selectOption('evening');
  await modal.locator('#book-provide-area').fill('Flat 4B, Road 11, Mirpur 10');
  // The caller starts its clock, then purchases.
  return async () => {
    await modal.getByRole('button', { name: 'Purchase' }).click();
    await modal.waitFor({ state: 'hidden' });
  };
}

test('journey 13: book, decline and cancel, each told to the other party by the bell', async () => {
  // ---- The provider keeps Service ToDo open; his bell has the seed's two bookings.
  const providerContext = await file.context();
  const provider = await openPage(providerContext, '/login');
  await signIn(provider.page, 'rahim');
  await provider.page.goto('/serviceToDo');
  const todo = provider.page.getByRole('table', { name: 'Bookings made to you' });
  await expect.poll(() => todo.locator('tbody tr').count()).toBe(2);
  const providerUnread = await unreadCount(provider.page);
  expect(providerUnread).toBe(2);

  // ---- The customer books Rahim's fan installation for tomorrow evening.
  const customerContext = await file.context();
  const customer = await openPage(customerContext, '/login');
  await signIn(customer.page, 'farhana');
  const purchase = await bookEvening(customer.page, seed.serviceIds.fan ?? '');
  const counted = bellCounts(provider.page, providerUnread + 1);
  const booked = Date.now();
  await purchase();
  // A figure, not a verdict: a test waits for the state and never asserts how long it took.
  console.log(`[journey 13] booking -> provider's bell: ${(await counted) - booked} ms`);
  await expectToast(customer.page, TOAST_MESSAGES.serviceBooked);

  const [fanBooking] = await docsWhere('bookings', 'serviceId', seed.serviceIds.fan);
  expect(fanBooking).toMatchObject({ timeWindow: 'evening', uPhone: FARHANA.phone });

  // ---- The provider sees her number on the new booking.
  const fanRow = todo.locator('tbody tr').filter({ hasText: FAN.serviceName });
  await fanRow.getByRole('link', { name: `Call ${FARHANA.name} on ${FARHANA.phone}` }).waitFor();

  // ---- The customer watches Booked Services while the provider declines her wiring booking.
  await customer.page.goto('/bookedServices');
  const bookedTable = customer.page.getByRole('table', { name: 'Your booked services' });
  const wiringChip = bookedTable
    .locator('tbody tr')
    .filter({ hasText: WIRING.serviceName })
    .locator('.MuiChip-root');
  await wiringChip.getByText('Pending', { exact: true }).waitFor();
  const customerUnread = await unreadCount(customer.page);

  await todo
    .getByRole('button', { name: `Decline ${WIRING.serviceName} for ${FARHANA.name}` })
    .click();
  const decline = dialog(provider.page, 'Decline this booking?');
  await decline.getByLabel('Reason (optional)').fill('Away that week');
  await decline.getByRole('button', { name: 'Decline booking' }).click();

  await wiringChip.getByText('Declined', { exact: true }).waitFor();
  await bellCounts(customer.page, customerUnread + 1);
  await customer.page.getByRole('button', { name: BELL }).click();
  const customerList = customer.page.getByRole('menu', { name: 'Notifications' });
  await expect
    .poll(() => customerList.getByRole('menuitem').first().textContent())
    .toContain(`Rahim Uddin declined ${WIRING.serviceName}`);
  await customer.page.keyboard.press('Escape');

  // ---- A third booking, cancelled by its customer: the provider is told.
  // The evening after: she holds one place a window, and tomorrow's is the fan's.
  const purchaseIps = await bookEvening(customer.page, seed.serviceIds.ips ?? '', 2);
  await purchaseIps();
  await bellCounts(provider.page, providerUnread + 2);
  await customer.page.goto('/bookedServices');
  await bookedTable.getByRole('button', { name: `Cancel ${IPS.serviceName}` }).click();
  const cancel = dialog(customer.page, 'Cancel this booking?');
  await cancel.getByLabel('Reason (optional)').fill('Found someone nearer');
  await cancel.getByRole('button', { name: 'Cancel booking' }).click();
  await bellCounts(provider.page, providerUnread + 3);

  // ---- The provider opens his list: newest first, and everything is read.
  await provider.page.getByRole('button', { name: BELL }).click();
  const items = provider.page.getByRole('menu', { name: 'Notifications' }).getByRole('menuitem');
  await expect.poll(() => items.count()).toBe(providerUnread + 3);
  const texts = await items.allTextContents();
  expect(texts[0]).toContain(`${FARHANA.name} cancelled ${IPS.serviceName}`);
  expect(texts[0]).toContain('Found someone nearer');
  expect(texts[1]).toContain(`${FARHANA.name} booked ${IPS.serviceName}`);
  expect(texts[2]).toContain(`${FARHANA.name} booked ${FAN.serviceName}`);
  await provider.page.keyboard.press('Escape');
  await bellCounts(provider.page, 0);
  const rahims = await docsWhere('notifications', 'recipientUid', seed.uids.rahim);
  expect(rahims.map((notification) => notification.read)).toEqual(
    Array.from({ length: providerUnread + 3 }, () => true),
  );

  expect(provider.problems.errors).toEqual([]);
  expect(customer.problems.errors).toEqual([]);
});
