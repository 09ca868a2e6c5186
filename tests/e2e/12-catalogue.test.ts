/**
 * Journey 12: All Services at marketplace scale. With more plumbing services in Dhaka than one
 * page holds, a visitor filters by category and district, sorts by price, loads the next page;
 * the URL opened in a new browser context shows the same list, and Back restores the filter
 * before the sort.
 */
import { beforeEach, expect, test } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { CATALOGUE_PAGE_SIZE } from '@meramot/domain/catalogue';
import { formatTaka } from '@meramot/domain/format';
import { indexedServiceListingOf } from '@meramot/domain/service';
import { openPage } from '../../harness/browser';
import { journeyFile } from './support/journey';
import { SEED_SERVICES, account, db, seedEmulators } from './support/data';
import type { SeedResult } from './support/data';

const file = journeyFile();
let seed: SeedResult;

/** Plumbing services in Dhaka beyond the seed's, each with its own price and age. */
const EXTRA_DHAKA_PLUMBING = 30;
/** And a few elsewhere, which the district filter leaves out. */
const EXTRA_SYLHET_PLUMBING = 3;

const extraName = (district: string, n: number) =>
  `Pipe Leak Repair ${district} ${String(n).padStart(2, '0')}`;
/** Prices that are all different and not in creation order: 37 is coprime to 30. */
const extraPrice = (n: number) => 200 + ((n * 37) % EXTRA_DHAKA_PLUMBING) * 50;

beforeEach(async () => {
  seed = await seedEmulators();
  const karim = account('karim');
  const profile = { name: karim.name, email: karim.email, photoURL: karim.photoURL };
  const batch = db().batch();
  const add = (district: 'dhaka' | 'sylhet', n: number, secondsAgo: number) => {
    const at = Timestamp.fromMillis(Date.now() - secondsAgo * 1000);
    const place = district === 'dhaka' ? 'Dhaka' : 'Sylhet';
    batch.set(db().collection('services').doc(), {
      ...indexedServiceListingOf(seed.uids.karim ?? '', profile, {
        serviceImgURL: '/images/services/plumbing.svg',
        serviceName: extraName(place, n),
        serviceArea: `Ward ${n}, ${place}`,
        servicePrice: extraPrice(n),
        description: 'Leaking taps, burst pipes and clogged drains fixed the same day.',
        category: 'plumbing',
        district,
      }),
      createdAt: at,
      updatedAt: at,
    });
  };
  // Newer than every seeded service: number 1 is the newest.
  for (let n = 1; n <= EXTRA_DHAKA_PLUMBING; n += 1) add('dhaka', n, n);
  for (let n = 1; n <= EXTRA_SYLHET_PLUMBING; n += 1) add('sylhet', n, 100 + n);
  await batch.commit();
});

const seeded = (category: string, district?: string) =>
  SEED_SERVICES.filter(
    (s) => s.fields.category === category && (!district || s.fields.district === district),
  );

/** The visible count line above the cards, e.g. "32 services". */
async function expectCount(page: Page, count: number): Promise<void> {
  await page
    .getByRole('region', { name: 'Services' })
    .getByText(`${count} services`, { exact: true })
    .first()
    .waitFor();
}

const cardNames = (page: Page) =>
  page
    .locator('main article')
    .evaluateAll((cards) => cards.map((card) => card.querySelector('h2')?.textContent ?? ''));

/** The prices of the cards, in taka, in the order shown. */
const cardPrices = (page: Page) =>
  page.locator('main article').evaluateAll((cards) =>
    cards.map((card) => {
      const text = Array.from(card.querySelectorAll('p')).find((p) =>
        p.textContent?.startsWith('৳'),
      );
      return Number(text?.textContent?.replace(/[৳,]/g, ''));
    }),
  );

const isAscending = (values: number[]) =>
  values.every((value, i) => i === 0 || (values[i - 1] ?? value) <= value);

test('journey 12: filter, sort, load more, share the URL, and Back', async () => {
  const allPlumbing = seeded('plumbing').length + EXTRA_DHAKA_PLUMBING + EXTRA_SYLHET_PLUMBING;
  const dhakaPlumbing = seeded('plumbing', 'dhaka').length + EXTRA_DHAKA_PLUMBING;
  expect(dhakaPlumbing).toBeGreaterThan(CATALOGUE_PAGE_SIZE);

  const context = await file.context();
  const { page, problems } = await openPage(context, '/services');
  await expectCount(page, SEED_SERVICES.length + EXTRA_DHAKA_PLUMBING + EXTRA_SYLHET_PLUMBING);
  await expect.poll(() => page.locator('main article').count()).toBe(CATALOGUE_PAGE_SIZE);

  // ---- Category: a chip, pressed.
  const plumbing = page
    .getByRole('group', { name: 'Category' })
    .getByRole('button', { name: 'Plumbing', exact: true });
  await plumbing.click();
  await page.waitForURL((url) => url.search === '?category=plumbing');
  // The URL changes first; the page renders the new query as a transition, just after.
  await expect.poll(() => plumbing.getAttribute('aria-pressed')).toBe('true');
  await expectCount(page, allPlumbing);

  // ---- District: typed into the searchable list and chosen.
  await page.getByRole('combobox', { name: 'District' }).fill('Dha');
  await page.getByRole('option', { name: 'Dhaka', exact: true }).click();
  await page.waitForURL((url) => url.search === '?category=plumbing&district=dhaka');
  await expectCount(page, dhakaPlumbing);
  // Newest first: the newest added service leads.
  await expect.poll(async () => (await cardNames(page))[0]).toBe(extraName('Dhaka', 1));
  const newestFirst = await cardNames(page);

  // ---- Sort by price, low to high.
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-asc');
  await page.waitForURL((url) => url.searchParams.get('sort') === 'price-asc');
  const cheapest = Math.min(
    ...seeded('plumbing', 'dhaka').map((s) => s.fields.servicePrice),
    ...Array.from({ length: EXTRA_DHAKA_PLUMBING }, (_, i) => extraPrice(i + 1)),
  );
  await page
    .locator('main article')
    .first()
    .getByText(formatTaka(cheapest), { exact: true })
    .waitFor();
  const firstPage = await cardNames(page);
  expect(firstPage).toHaveLength(CATALOGUE_PAGE_SIZE);
  expect(isAscending(await cardPrices(page))).toBe(true);
  const sortedUrl = page.url();

  // ---- Load more: the rest, announced, and the button goes.
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect.poll(() => page.locator('main article').count()).toBe(dhakaPlumbing);
  const more = dhakaPlumbing - CATALOGUE_PAGE_SIZE;
  await page
    .getByRole('status')
    .filter({ hasText: `${more} more services loaded, ${dhakaPlumbing} of ${dhakaPlumbing} shown` })
    .waitFor({ state: 'attached' });
  expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
  const everything = await cardNames(page);
  expect(new Set(everything).size).toBe(dhakaPlumbing);
  expect(isAscending(await cardPrices(page))).toBe(true);

  // ---- The URL, opened elsewhere, shows the same list.
  const elsewhere = await file.context();
  const shared = await openPage(elsewhere, sortedUrl);
  await expectCount(shared.page, dhakaPlumbing);
  await expect.poll(() => cardNames(shared.page)).toEqual(firstPage);
  expect(
    await shared.page
      .getByRole('group', { name: 'Category' })
      .getByRole('button', { name: 'Plumbing', exact: true })
      .getAttribute('aria-pressed'),
  ).toBe('true');
  expect(await shared.page.getByRole('combobox', { name: 'District' }).inputValue()).toBe('Dhaka');
  expect(await shared.page.getByRole('combobox', { name: 'Sort by' }).inputValue()).toBe(
    'price-asc',
  );

  // ---- Back: the filter as it was before the sort, then before the district.
  await page.goBack();
  await page.waitForURL((url) => url.search === '?category=plumbing&district=dhaka');
  await expect
    .poll(() => page.getByRole('combobox', { name: 'Sort by' }).inputValue())
    .toBe('newest');
  await expect.poll(() => cardNames(page)).toEqual(newestFirst);
  await page.goBack();
  await page.waitForURL((url) => url.search === '?category=plumbing');
  await expectCount(page, allPlumbing);
  await expect.poll(() => page.getByRole('combobox', { name: 'District' }).inputValue()).toBe('');

  expect(problems.errors).toEqual([]);
  expect(shared.problems.errors).toEqual([]);
});

test('journey 12: a link with a value the list cannot use shows every service, with a notice', async () => {
  const context = await file.context();
  const { page, problems } = await openPage(context, '/services?category=rocket-repair');
  await page.getByText(/This link asked for a filter we could not use/).waitFor();
  await expectCount(page, SEED_SERVICES.length + EXTRA_DHAKA_PLUMBING + EXTRA_SYLHET_PLUMBING);
  expect(problems.errors).toEqual([]);
});
