/**
 * Journey 6: a provider who tries to book their own service is told 'Action not permitted',
 * and no booking is written.
 */
import { beforeEach, expect, test } from 'vitest';
import { dhakaDateOf } from '@meramot/domain/booking-time';
import { TOAST_MESSAGES } from '@meramot/domain/messages';
import { dialog, expectToast, signIn, toastCount } from './support/app';
import { openPage } from '../../harness/browser';
import { journeyFile } from './support/journey';
import { countDocs, seedEmulators, service } from './support/data';
import type { SeedResult } from './support/data';

const file = journeyFile();
let seed: SeedResult;

beforeEach(async () => {
  seed = await seedEmulators();
});

test('journey 6: booking one\u2019s own service toasts Action not permitted and creates nothing', async () => {
  const bookingsBefore = await countDocs('bookings');
  const context = await file.context();
  const { page, problems } = await openPage(context, '/login');
  await signIn(page, 'rahim');
  await page.goto(`/serviceDetails/${seed.serviceIds.fan}`);
  await page.getByRole('heading', { level: 1, name: service('fan').fields.serviceName }).waitFor();

  await page.getByRole('button', { name: 'Book Now' }).click();
  const modal = dialog(page, 'Book Service');
  await modal.waitFor();

  // With nothing filled in, and again with a date and an area: refused both times.
  await modal.getByRole('button', { name: 'Purchase' }).click();
  await expectToast(page, TOAST_MESSAGES.actionNotPermitted);

  await modal.locator('#book-service-date').selectOption(dhakaDateOf(Date.now() + 10 * 86_400_000));
  await modal.locator('#book-provide-area').fill('House 12, Road 3, Mirpur');
  await modal.getByRole('button', { name: 'Purchase' }).click();
  await expectToast(page, TOAST_MESSAGES.actionNotPermitted, 2);
  expect(await toastCount(page, TOAST_MESSAGES.serviceBooked)).toBe(0);

  expect(await countDocs('bookings')).toBe(bookingsBefore);
  expect(await countDocs('bookings', ['serviceId', seed.serviceIds.fan])).toBe(0);
  expect(await countDocs('bookings', ['customerUid', seed.uids.rahim])).toBe(0);

  await modal.getByRole('button', { name: 'Close' }).click();
  await modal.waitFor({ state: 'hidden' });
  expect(problems.errors).toEqual([]);
});
