/**
 * Journey 5: a booking crossing between two browser contexts, live. The customer books a
 * provider's service; the provider, in another context, sees it appear in Service To Do without
 * reloading and sets Working; the customer's open Booked Services page shows 'Working...'
 * without reloading; Completed turns it green and disables the provider's dropdown. How long
 * each change took to cross is measured, printed and saved beside the test results.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { TOAST_MESSAGES } from '@meramot/domain/messages';
import { dhakaDateOf } from '@meramot/domain/booking-time';
import { RESULTS_DIR } from '../../harness/emulators';
import { dialog, expectToast, signIn } from './support/app';
import { openPage } from '../../harness/browser';
import { journeyFile } from './support/journey';
import { docsWhere, getDoc, seedEmulators, service } from './support/data';
import type { SeedResult } from './support/data';

const file = journeyFile();
let seed: SeedResult;

beforeEach(async () => {
  seed = await seedEmulators();
});

const FAN = service('fan').fields; // Rahim's, not booked by anyone in the seed
const AREA = 'Flat 4B, Road 11, Mirpur 10';

/** A date ten days ahead, as the date input takes it (yyyy-mm-dd, local time). */
/** The Dhaka date ten days from now, as the date input takes it. */
function dateInTenDays(): string {
  return dhakaDateOf(Date.now() + 10 * 24 * 60 * 60 * 1000);
}

/** Marks the document; a reload (or any full navigation) would lose the mark. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __e2eNoReload?: boolean }).__e2eNoReload = true;
  });
}

async function stillSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(
    () => (window as unknown as { __e2eNoReload?: boolean }).__e2eNoReload === true,
  );
}

interface Watch {
  /** The service the row is about. */
  name: string;
  /** The status label expected in the customer's chip (customer watches only). */
  label?: string;
}

/**
 * Starts watching `page` on every animation frame; resolves to the page's wall-clock time (ms)
 * of the first frame where `condition` held. Both contexts share this machine's clock.
 */
async function firstFrameWhen(
  page: Page,
  condition: (watch: Watch) => number,
  watch: Watch,
): Promise<number> {
  const handle = await page.waitForFunction(condition, watch, { polling: 'raf', timeout: 20_000 });
  return (await handle.jsonValue()) as number;
}

/** Browser side: the provider's Service To Do has a row for the service. */
function providerHasRow({ name }: Watch): number {
  const rows = document.querySelectorAll('table[aria-label="Bookings made to you"] tbody tr');
  return Array.from(rows).some((row) => (row.textContent ?? '').includes(name)) ? Date.now() : 0;
}

/** Browser side: the customer's row for the service shows the status label. */
function customerShows({ name, label }: Watch): number {
  const rows = document.querySelectorAll('table[aria-label="Your booked services"] tbody tr');
  const row = Array.from(rows).find((r) => (r.textContent ?? '').includes(name));
  const chip = row?.querySelector('.MuiChip-root');
  return chip && (chip.textContent ?? '').trim() === label ? Date.now() : 0;
}

function rgb(css: string): [number, number, number] {
  const [r = 0, g = 0, b = 0] = (css.match(/[\d.]+/g) ?? []).map(Number);
  return [r, g, b];
}

/** Hue in degrees of a CSS colour: yellow is about 50, green about 140. */
function hue(css: string): number {
  const [r, g, b] = rgb(css).map((v) => v / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (max === min) return 0;
  const d = max - min;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}

async function chipStyle(chip: Locator) {
  return chip.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      background: style.backgroundColor,
      animationName: style.animationName,
      animationIterationCount: style.animationIterationCount,
    };
  });
}

test('journey 5: a booking and its status changes cross between two contexts live', async () => {
  const crossings: Record<string, number> = {};

  // ---- The provider keeps Service To Do open.
  const providerContext = await file.context();
  const provider = await openPage(providerContext, '/login');
  await signIn(provider.page, 'rahim');
  await provider.page.goto('/serviceToDo');
  const todo = provider.page.getByRole('table', { name: 'Bookings made to you' });
  await expect.poll(() => todo.locator('tbody tr').count()).toBe(2);
  await markDocument(provider.page);

  // ---- The customer books Rahim's fan installation.
  const customerContext = await file.context({ reducedMotion: 'no-preference' });
  const customer = await openPage(customerContext, '/login');
  await signIn(customer.page, 'farhana');
  await customer.page.goto(`/serviceDetails/${seed.serviceIds.fan}`);
  await customer.page.getByRole('button', { name: 'Book Now' }).click();
  const modal = dialog(customer.page, 'Book Service');
  await modal.waitFor();
  expect(await modal.getByLabel('Service Name').inputValue()).toBe(FAN.serviceName);
  expect(await modal.getByLabel('Provider Email').inputValue()).toBe('rahim@meramot.test');
  expect(await modal.getByLabel('User Email').inputValue()).toBe('farhana@meramot.test');
  await modal.locator('#book-service-date').selectOption(dateInTenDays());
  await modal.locator('#book-time-window').selectOption('evening');
  await modal.locator('#book-provide-area').fill(AREA);

  const appearsForProvider = firstFrameWhen(provider.page, providerHasRow, {
    name: FAN.serviceName,
  });
  const booked = Date.now();
  await modal.getByRole('button', { name: 'Purchase' }).click();
  crossings['booking -> provider Service To Do'] = (await appearsForProvider) - booked;
  await expectToast(customer.page, TOAST_MESSAGES.serviceBooked);
  await modal.waitFor({ state: 'hidden' });

  const [stored] = await docsWhere('bookings', 'serviceId', seed.serviceIds.fan);
  expect(stored).toMatchObject({
    serviceName: FAN.serviceName,
    pEmail: 'rahim@meramot.test',
    uEmail: 'farhana@meramot.test',
    provideArea: AREA,
    price: FAN.servicePrice,
    serviceStatus: 'pending',
    customerUid: seed.uids.farhana,
    providerUid: seed.uids.rahim,
  });
  const bookingId = String(stored?.id);

  const providerRow = todo.locator('tbody tr').filter({ hasText: FAN.serviceName });
  await providerRow.getByText(/Booked by Farhana Islam/).waitFor();
  await providerRow.getByText(`৳${FAN.servicePrice}`, { exact: true }).waitFor();
  const select = providerRow.getByRole('combobox');
  expect(await select.inputValue()).toBe('Pending');
  expect(await stillSameDocument(provider.page)).toBe(true);

  // ---- The customer's Booked Services: pending, yellow.
  await customer.page.goto('/bookedServices');
  const bookedTable = customer.page.getByRole('table', { name: 'Your booked services' });
  const customerRow = bookedTable.locator('tbody tr').filter({ hasText: FAN.serviceName });
  const chip = customerRow.locator('.MuiChip-root');
  await chip.getByText('Pending', { exact: true }).waitFor();
  const pendingHue = hue((await chipStyle(chip)).background);
  expect(pendingHue, 'pending is yellow').toBeGreaterThan(40);
  expect(pendingHue, 'pending is yellow').toBeLessThan(65);
  expect(await bookedTable.locator('tbody tr').count()).toBe(4);
  await markDocument(customer.page);

  // ---- Working crosses to the customer.
  const working = firstFrameWhen(customer.page, customerShows, {
    name: FAN.serviceName,
    label: 'Working...',
  });
  const setWorking = Date.now();
  await select.selectOption('Working');
  crossings['Working -> customer Booked Services'] = (await working) - setWorking;
  await chip.locator('[data-testid="hourglass"]').waitFor();
  const workingStyle = await chipStyle(chip);
  expect(workingStyle.animationName, 'Working pulses').not.toBe('none');
  expect(workingStyle.animationIterationCount).toBe('infinite');
  await expect
    .poll(() => getDoc('bookings', bookingId).then((b) => b?.serviceStatus))
    .toBe('Working');

  // ---- Completed crosses, turns green and locks the provider's dropdown.
  const completed = firstFrameWhen(customer.page, customerShows, {
    name: FAN.serviceName,
    label: 'Completed',
  });
  // Completed is final, so the provider confirms it first; the crossing runs from the yes.
  await select.selectOption('Completed');
  const confirmCompleted = dialog(provider.page, 'Mark as Completed?');
  await confirmCompleted.waitFor();
  const setCompleted = Date.now();
  await confirmCompleted.getByRole('button', { name: 'Completed' }).click();
  crossings['Completed -> customer Booked Services'] = (await completed) - setCompleted;
  // The chip's colour change is a short CSS transition: wait for it to settle on green.
  await expect
    .poll(
      async () => {
        const h = hue((await chipStyle(chip)).background);
        return h > 90 && h < 170;
      },
      { timeout: 5000 },
    )
    .toBe(true);
  await expect.poll(() => select.isDisabled()).toBe(true);
  await expect
    .poll(() => getDoc('bookings', bookingId).then((b) => b?.serviceStatus))
    .toBe('Completed');

  // Neither page was reloaded, and neither logged an error.
  expect(await stillSameDocument(provider.page)).toBe(true);
  expect(await stillSameDocument(customer.page)).toBe(true);
  expect(provider.problems.errors).toEqual([]);
  expect(customer.problems.errors).toEqual([]);

  // A measurement, not a gate: each crossing was waited for (bounded by firstFrameWhen).
  const lines = Object.entries(crossings).map(([what, ms]) => `  ${what}: ${ms} ms`);
  console.log(`[journey 5] crossing times between the two contexts:\n${lines.join('\n')}`);
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(
    path.join(RESULTS_DIR, 'journey-5-crossings.json'),
    `${JSON.stringify({ at: new Date().toISOString(), crossingsMs: crossings }, null, 2)}\n`,
  );
});
