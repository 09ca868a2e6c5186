/**
 * Journey 19 (issue 21): a provider, on a phone, closes Fridays and takes two jobs on Saturday
 * mornings on My Schedule. A customer sees Friday unavailable and books Saturday morning; a
 * second customer books the second place; a third sees the window full, with her dialog open;
 * the first customer cancels, and the window reopens in the third customer's dialog, live.
 */
import { beforeEach, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { weekdayOf } from '@meramot/domain/availability';
import type { Weekday } from '@meramot/domain/availability';
import { dhakaDateOf } from '@meramot/domain/booking-time';
import { TOAST_MESSAGES } from '@meramot/domain/messages';
import { callApi } from '../../harness/api-client';
import { signInSeedAccount } from '../../harness/id-token';
import { dialog, expectToast, signIn } from './support/app';
import { PHONE, openPage } from '../../harness/browser';
import { journeyFile } from './support/journey';
import { docsWhere, seedEmulators } from './support/data';
import type { SeedResult } from './support/data';

const file = journeyFile();
let seed: SeedResult;

beforeEach(async () => {
  seed = await seedEmulators();
  expect((await callApi('/publicServices')).status).toBe(200);
});

/** The first Dhaka date from tomorrow on that falls on `weekday`. */
function next(weekday: Weekday): string {
  for (let days = 1; ; days += 1) {
    const date = dhakaDateOf(Date.now() + days * 86_400_000);
    if (weekdayOf(date) === weekday) return date;
  }
}

const FRIDAY = next('fri');
const SATURDAY = next('sat');
const MORNING = 'Morning (8 am–12 pm)';

/** Opens Book Service on Karim's kitchen service; resolves to the modal once his windows are in. */
async function openBooking(page: Page): Promise<Locator> {
  await page.goto(`/serviceDetails/${seed.serviceIds.kitchen}`);
  await page.getByRole('button', { name: 'Book Now' }).click({ timeout: 30_000 });
  const modal = dialog(page, 'Book Service');
  await modal.waitFor();
  // Friday closed is the sign that Karim's saved schedule has arrived.
  const friday = modal.locator(`#book-service-date option[value="${FRIDAY}"]`);
  await expect.poll(() => friday.isDisabled(), { timeout: 15_000 }).toBe(true);
  expect(await friday.textContent()).toMatch(/\(no open window\)$/);
  return modal;
}

const morningOption = (modal: Locator) =>
  modal.locator('#book-time-window option[value="morning"]');

async function bookSaturdayMorning(page: Page): Promise<void> {
  const modal = await openBooking(page);
  await modal.locator('#book-service-date').selectOption(SATURDAY);
  expect(await morningOption(modal).isDisabled()).toBe(false);
  await modal.locator('#book-time-window').selectOption('morning');
  await modal.locator('#book-provide-area').fill('House 7, Road 2, Uttara');
  await modal.getByRole('button', { name: 'Purchase' }).click();
  await expectToast(page, TOAST_MESSAGES.serviceBooked);
  await modal.waitFor({ state: 'hidden' });
}

test('journey 19: Fridays closed, two Saturday-morning places taken, a cancel reopens it live', async () => {
  // ---- Karim, on a phone, closes Fridays and takes two jobs on Saturday mornings.
  const karim = await openPage(await file.context({ viewport: PHONE }), '/login');
  await signIn(karim.page, 'karim');
  await karim.page.goto('/mySchedule');
  for (const window of [MORNING, 'Afternoon (12–4 pm)', 'Evening (4–8 pm)']) {
    await karim.page.getByLabel(`Friday, ${window}: jobs`).selectOption('0');
  }
  await karim.page.getByLabel(`Saturday, ${MORNING}: jobs`).selectOption('2');
  const save = karim.page.getByRole('button', { name: 'Save schedule' });
  // Usable at 375 px: nothing wider than the screen.
  expect(
    await karim.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
  ).toBe(true);
  await save.click();
  await expectToast(karim.page, 'Schedule saved');

  // ---- Farhana sees Friday unavailable and books Saturday morning.
  const farhana = await openPage(await file.context(), '/login');
  await signIn(farhana.page, 'farhana');
  await bookSaturdayMorning(farhana.page);

  // ---- Tanvir books the second place.
  const tanvir = await openPage(await file.context(), '/login');
  await signIn(tanvir.page, 'tanvir');
  await bookSaturdayMorning(tanvir.page);

  // ---- Nasrin sees it full, and keeps the dialog open.
  const nasrin = await openPage(await file.context(), '/login');
  await signIn(nasrin.page, 'nasrin');
  const modal = await openBooking(nasrin.page);
  await modal.locator('#book-service-date').selectOption(SATURDAY);
  await expect.poll(() => morningOption(modal).isDisabled()).toBe(true);
  expect(await morningOption(modal).textContent()).toBe(`${MORNING} (full)`);

  // ---- Farhana cancels; the morning reopens in Nasrin's dialog without a reload.
  const bookings = await docsWhere('bookings', 'serviceId', seed.serviceIds.kitchen);
  const farhanas = bookings.find((b) => b.uEmail === 'farhana@meramot.test');
  expect(bookings).toHaveLength(2);
  const token = (await signInSeedAccount('farhana')).idToken;
  const cancel = await callApi(`/statusChange/${farhanas?.id ?? ''}`, {
    method: 'PATCH',
    token,
    body: { status: 'Cancelled' },
  });
  expect(cancel.status).toBe(200);
  await expect.poll(() => morningOption(modal).isDisabled()).toBe(false);
  expect(await morningOption(modal).textContent()).toBe(MORNING);
  for (const opened of [karim, farhana, tanvir, nasrin]) expect(opened.problems.errors).toEqual([]);
});
