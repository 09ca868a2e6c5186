/**
 * Journey 16: a verified review reaching the cards. The provider completes a job in Service To
 * Do (confirming Completed); the customer's open Booked Services row then offers "Rate this
 * service", and she rates it. A visitor's open All Services tab costs nothing meanwhile (no
 * polling: cards are as fresh as the cacheable listing answer), and the next visitor's All
 * Services shows the card's new stars and count.
 */
import { beforeEach, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { averageRating } from '@meramot/domain/review';
import { SEED_BOOKINGS } from '../../harness/seed-data';
import { dialog, expectToast, signIn } from './support/app';
import { openPage } from '../../harness/browser';
import { journeyFile } from './support/journey';
import { getDoc, seedEmulators, service } from './support/data';
import type { SeedResult } from './support/data';

const file = journeyFile();
let seed: SeedResult;

beforeEach(async () => {
  seed = await seedEmulators();
});

// Nasrin's; Farhana's seeded booking of it is Working.
const PLUMBING = service('plumbing').fields;
const STARS = 4;

const card = (page: Page, serviceName: string) =>
  page
    .locator('main article')
    .filter({ has: page.getByRole('heading', { name: serviceName, exact: true }) });

/** The rating a card shows, as RatingSummary marks it: "average/count", or "new". */
function cardRating(page: Page, serviceName: string): Promise<string | null> {
  return card(page, serviceName).locator('[data-rating]').getAttribute('data-rating');
}

test('journey 16: a completed job is rated, and the next visitor of All Services sees it', async () => {
  const serviceId = seed.serviceIds.plumbing ?? '';
  const stored = await getDoc('services', serviceId);
  const before = {
    ratingCount: Number(stored?.ratingCount ?? 0),
    ratingSum: Number(stored?.ratingSum ?? 0),
  };
  const after = { ratingCount: before.ratingCount + 1, ratingSum: before.ratingSum + STARS };
  const shownBefore =
    before.ratingCount === 0 ? 'new' : `${averageRating(before)}/${before.ratingCount}`;
  const shownAfter = `${averageRating(after)}/${after.ratingCount}`;

  // ---- A visitor keeps All Services open; from now on it asks the API for nothing.
  const visitor = await openPage(await file.context(), '/services');
  // The journey's first request to the function may start its worker: a longer first wait.
  await card(visitor.page, PLUMBING.serviceName).waitFor({ timeout: 60_000 });
  await expect.poll(() => cardRating(visitor.page, PLUMBING.serviceName)).toBe(shownBefore);
  const visitorApiCalls: string[] = [];
  visitor.page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) visitorApiCalls.push(request.url());
  });

  // ---- The customer keeps Booked Services open: the Working row offers no rating yet.
  const customer = await openPage(await file.context(), '/login');
  await signIn(customer.page, 'farhana');
  await customer.page.goto('/bookedServices');
  const customerRow = customer.page
    .getByRole('table', { name: 'Your booked services' })
    .locator('tbody tr')
    .filter({ hasText: PLUMBING.serviceName });
  await customerRow.getByText('Working...', { exact: true }).waitFor();
  const rateButton = customerRow.getByRole('button', { name: 'Rate this service' });
  expect(await rateButton.count()).toBe(0);

  // ---- The provider completes the job, confirming it (Completed is final).
  const provider = await openPage(await file.context(), '/login');
  await signIn(provider.page, 'nasrin');
  await provider.page.goto('/serviceToDo');
  const providerRow = provider.page
    .getByRole('table', { name: 'Bookings made to you' })
    .locator('tbody tr')
    .filter({ hasText: PLUMBING.serviceName });
  await providerRow.getByRole('combobox').selectOption('Completed');
  const confirm = dialog(provider.page, 'Mark as Completed?');
  await confirm.getByRole('button', { name: 'Completed' }).click();
  await confirm.waitFor({ state: 'hidden' });

  // ---- The customer's row turns Completed and asks for a rating; she gives 4 stars.
  await rateButton.click();
  const rate = dialog(customer.page, `Rate ${PLUMBING.serviceName}`);
  // The star's label: MUI's Rating takes the value under the pointer.
  await rate
    .locator('label')
    .filter({ hasText: `${STARS} Stars` })
    .click();
  expect(await rate.getByRole('radio', { name: `${STARS} Stars` }).isChecked()).toBe(true);
  await rate.getByLabel('Your review (optional)').fill('Found the leak in ten minutes.');
  await rate.getByRole('button', { name: 'Submit review' }).click();
  await expectToast(customer.page, 'Thank you for your review');
  await rate.waitFor({ state: 'hidden' });
  await customerRow.getByRole('img', { name: `You rated ${STARS} out of 5` }).waitFor();

  const bookingId = seed.bookingIds[SEED_BOOKINGS.findIndex((b) => b.service === 'plumbing')];
  const written = await getDoc('reviews', bookingId ?? '');
  // Public: the author is the booking's customer, never named on the review.
  expect(written).not.toHaveProperty('customerUid');
  expect(written).toMatchObject({
    serviceId,
    stars: STARS,
    text: 'Found the leak in ten minutes.',
    reviewerName: 'Farhana',
  });

  // ---- The open tab asked for nothing; the next visitor's All Services shows the new rating.
  expect(visitorApiCalls).toEqual([]);
  const next = await openPage(await file.context(), '/services');
  await card(next.page, PLUMBING.serviceName).waitFor();
  expect(await cardRating(next.page, PLUMBING.serviceName)).toBe(shownAfter);

  for (const { problems } of [visitor, customer, provider, next]) {
    expect(problems.errors).toEqual([]);
  }
});
