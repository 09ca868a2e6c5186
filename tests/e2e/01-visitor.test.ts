/**
 * Journey 1: a visitor on the home page sees the hero text, 6 popular services, What We Do, 9
 * gallery images, the testimonials once they load and 8 client logos; See All Services goes to
 * /services, a prefix search ("plum") shows only the matching cards and a miss shows
 * 'No Service Available'.
 */
import { beforeEach, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { EMPTY_STATES } from '@meramot/domain/messages';
import { exactText, expectTitle } from './support/app';
import { openPage } from '../../harness/browser';
import { journeyFile } from './support/journey';
import { SEED_SERVICES, seedEmulators, service } from './support/data';
import type { SeedResult } from './support/data';

const file = journeyFile();
let seed: SeedResult;

beforeEach(async () => {
  seed = await seedEmulators();
});

const HERO_TEXT = "Bangladesh's One-Stop Solution for Renovation & Interior Design.";
const FACTS = [
  '15 years of experience',
  '24/7 Services',
  'Affordable Price',
  'Professional HandyMan',
];
const WHAT_WE_DO = [
  'Wall Paintings',
  'Pipe Fitting',
  'Door Replace',
  'Electrical Services',
  'Furniture Moving',
  'Kitchen Counter',
];

function section(page: Page, heading: string): Locator {
  return page.getByRole('region', { name: heading, exact: true });
}

async function search(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search service' }).fill(text);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  // The search text lives in the URL; an empty search is no search at all.
  await page.waitForURL((url) => url.searchParams.get('search') === (text === '' ? null : text));
}

test('journey 1: the home page, section by section', async () => {
  const context = await file.context({ reducedMotion: 'no-preference' });
  // Hold the testimonial file back until the loading text has been seen.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await context.route('**/clientReview.json', async (route) => {
    await held;
    await route.continue();
  });
  const { page, problems } = await openPage(context, '/');
  await expectTitle(page, 'Home');

  await page.getByRole('heading', { level: 1, name: HERO_TEXT, exact: true }).waitFor();
  for (const fact of FACTS) {
    await section(page, 'Why Meramot').getByText(fact, { exact: true }).waitFor();
  }

  const popular = section(page, 'Popular Services');
  await expect.poll(() => popular.getByRole('article').count()).toBe(6);
  for (const card of await popular.getByRole('article').all()) {
    expect(await card.getByText('Service Provider:').count()).toBe(1);
    expect(await card.getByRole('link', { name: 'View Details' }).count()).toBe(1);
  }
  await popular.getByRole('link', { name: 'See All Services' }).waitFor();

  const whatWeDo = section(page, 'What We Do');
  expect(await whatWeDo.getByRole('heading', { level: 3 }).allTextContents()).toEqual(WHAT_WE_DO);

  const gallery = section(page, 'Service Gallery');
  expect(await gallery.getByRole('img').count()).toBe(9);

  // Testimonials: the loading text until clientReview.json arrives, then the carousel.
  const testimonials = section(page, 'Testimonial');
  await testimonials.getByText(EMPTY_STATES.testimonialsLoading, { exact: true }).waitFor();
  // The section asks for the file (and loads the carousel) as it comes into view.
  await testimonials.scrollIntoViewIfNeeded();
  release();
  const carousel = testimonials.getByRole('region', { name: 'What our clients say' });
  await carousel.waitFor();
  await expect.poll(() => carousel.getByRole('group').count()).toBe(6);
  expect(await testimonials.getByText(EMPTY_STATES.testimonialsLoading).count()).toBe(0);
  await carousel
    .getByRole('img', { name: /^Rated [0-5] out of 5$/ })
    .first()
    .waitFor();

  // Client logos: 8 named logos (the loop's second copy is hidden), moving on a 20 s loop.
  const clients = section(page, 'Our Valuable Clients');
  expect(await clients.getByRole('img', { name: / logo$/ }).count()).toBe(8);
  const track = clients.getByRole('list').first();
  expect(
    await track.evaluate((element) => {
      const style = getComputedStyle(element);
      return [style.animationDuration, style.animationIterationCount];
    }),
  ).toEqual(['20s', 'infinite']);

  // Every image on the page loaded (nothing broken, nothing from the internet).
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          Array.from(document.images)
            .filter(
              (img) => img.loading !== 'lazy' || img.getBoundingClientRect().top < innerHeight,
            )
            .filter((img) => !img.complete || img.naturalWidth === 0)
            .map((img) => img.src),
        ),
      { timeout: 10_000 },
    )
    .toEqual([]);
  expect(problems.errors).toEqual([]);
});

test('journey 1: See All Services, a prefix search and a miss', async () => {
  const context = await file.context();
  const { page, problems } = await openPage(context, '/');
  await page
    .getByRole('region', { name: HERO_TEXT })
    .getByRole('link', { name: 'See All Services' })
    .click();
  await page.waitForURL((url) => url.pathname === '/services');
  await expectTitle(page, 'All Services');
  await page.getByRole('heading', { level: 1, name: 'Our All Services' }).waitFor();
  await expect.poll(() => page.getByRole('article').count()).toBe(SEED_SERVICES.length);

  // "plum" is a prefix of Plumbing: only that service matches.
  await search(page, 'plum');
  const plumbing = service('plumbing').fields;
  const card = page.getByRole('article', { name: plumbing.serviceName });
  await card.waitFor();
  await expect.poll(() => page.getByRole('article').count()).toBe(1);
  // The first 80 characters end inside "experienced": the preview stops at the word before.
  await card
    .getByText('Leaking taps, burst pipes, clogged drains and commode repairs fixed by...', {
      exact: true,
    })
    .waitFor();
  await card.getByText('৳800', { exact: true }).waitFor();
  await card.getByText('Nasrin Akter', { exact: true }).waitFor();
  await card.getByRole('img', { name: 'Nasrin Akter' }).waitFor();
  expect(await card.getByRole('link', { name: 'View Details' }).getAttribute('href')).toBe(
    `/serviceDetails/${seed.serviceIds.plumbing}`,
  );

  // A Bangla word finds the Bangla service.
  await search(page, 'মিস্ত্রি');
  await page.getByRole('article', { name: service('rong').fields.serviceName }).waitFor();
  await expect.poll(() => page.getByRole('article').count()).toBe(1);

  // A miss.
  await search(page, 'zzqxv');
  await page.getByText(exactText(EMPTY_STATES.services)).waitFor();
  expect(await page.getByRole('article').count()).toBe(0);

  // Clearing the search brings every service back.
  await search(page, '');
  await expect.poll(() => page.getByRole('article').count()).toBe(SEED_SERVICES.length);
  expect(problems.errors).toEqual([]);
});
