/**
 * Journey 17: what a first visit stumbled on (issue 24), in Chromium at 375 and 1280 px, light
 * and dark, English and Bangla:
 * - no layout shift from the first paint to 2 s after load on Home, All Services and a
 *   signed-in dashboard (the navbar holds its places while Auth answers);
 * - Book Service on a phone is a full-screen sheet with Close and Purchase in view, and its days
 *   read day first;
 * - a long unbroken service name leaves the card's price on the card;
 * - Bangla: the site's testimonials, the footer's phone digits, the bell's badge digit and its
 *   times (Dhaka's, with a Bangla day-part, from a device in another zone);
 * - Service To Do lists open work first; the phone drawer's bell list does not cover the bell.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { RESULTS_DIR } from '../../harness/emulators';
import { dialog } from './support/app';
import { DESKTOP, PHONE, openPage } from '../../harness/browser';
import type { ColorScheme } from '../../harness/browser';
import { db, docsWhere, seedEmulators } from './support/data';
import type { SeedResult } from './support/data';
import { journeyFile } from './support/journey';
import { signInThroughForm } from '../../harness/pages';
import bangla from '../../web/src/locales/bn.json';

const file = journeyFile();
const SHOTS = path.join(RESULTS_DIR, 'first-visit');
let seed: SeedResult;
/** 85 characters with no space: only a break inside the word keeps it on a card. */
const LONG_NAME = `${'Waterproofing'.repeat(6)}Sealant`;

const SIZES = [
  ['375', PHONE],
  ['1280', DESKTOP],
] as const;
const THEMES: ColorScheme[] = ['light', 'dark'];

beforeAll(async () => {
  seed = await seedEmulators();
  mkdirSync(SHOTS, { recursive: true });
  const [rahimService] = await docsWhere('services', 'providerUid', seed.uids.rahim);
  if (!rahimService) throw new Error('The seed has changed');
  await db().doc(`services/${rahimService.id}`).update({ 'service.serviceName': LONG_NAME });
});

/** Records every layout shift of every page of the context from its first paint on. */
async function recordLayoutShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((source) => {
            const node = source.node as HTMLElement | undefined;
            const what = node
              ? `${node.nodeName.toLowerCase()}.${String(node.className).slice(0, 60)} "${(node.textContent ?? '').slice(0, 40)}"`
              : '(gone)';
            const from = source.previousRect;
            const to = source.currentRect;
            return `${what} ${from.x},${from.y} → ${to.x},${to.y}`;
          }),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts from the first paint until 2 s after the load event. */
async function shiftsUntilSettled(page: Page): Promise<{ value: number; sources: string[] }[]> {
  await page.waitForFunction(
    () => {
      const [navigation] = performance.getEntriesByType(
        'navigation',
      ) as PerformanceNavigationTiming[];
      return (
        navigation !== undefined &&
        navigation.loadEventEnd > 0 &&
        performance.now() >= navigation.loadEventEnd + 2000
      );
    },
    null,
    { timeout: 30_000, polling: 100 },
  );
  return page.evaluate(
    () => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts,
  );
}

/**
 * Whether a script of Firebase's app and Auth (the chunk of web/src/lib/firebase.ts, which the
 * build names after it) or a call to Auth's servers was asked for.
 */
const isFirebase = (url: string) =>
  /\/assets\/firebase-[\w-]+\.js$/.test(new URL(url).pathname) ||
  url.includes('identitytoolkit') ||
  url.includes('securetoken');

test('a visitor with no user kept loads no Firebase code until a screen that signs in', async () => {
  const context = await file.context({ viewport: DESKTOP });
  const { page, problems } = await openPage(context);
  const asked: string[] = [];
  page.on('request', (request) => {
    if (isFirebase(request.url())) asked.push(request.url());
  });
  for (const pagePath of ['/', '/services', '/aboutUs']) {
    await page.goto(pagePath);
    await shiftsUntilSettled(page);
  }
  expect(asked).toEqual([]);
  // Signing in needs it: Login loads it, and signing in still works.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).click();
  await expect.poll(() => asked.length).toBeGreaterThan(0);
  await signInThroughForm(page, 'farhana');
  expect(problems.errors).toEqual([]);
  await context.close();
});

const SHIFT_PAGES = [
  { path: '/', who: 'visitor' },
  { path: '/services', who: 'visitor' },
  { path: '/bookedServices', who: 'farhana' },
  { path: '/serviceToDo', who: 'rahim' },
] as const;

describe.each(SIZES)('journey 17 at %s px', (width, viewport) => {
  const theme: ColorScheme = width === '375' ? 'dark' : 'light';

  test.each(['en', 'bn'] as const)(
    `no layout shift from the first paint to 2 s after load (${theme}, %s)`,
    async (language) => {
      const cls: string[] = [];
      for (const { path: pagePath, who } of SHIFT_PAGES) {
        const context = await file.context({ viewport, theme });
        if (who !== 'visitor') {
          const { page } = await openPage(context, '/login');
          await signInThroughForm(page, who);
          await page.close();
        }
        if (language === 'bn')
          await context.addInitScript(() => localStorage.setItem('lang', 'bn'));
        await recordLayoutShifts(context);
        const { page, problems } = await openPage(context, pagePath);
        const shifts = await shiftsUntilSettled(page);
        const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
        console.log(`[cls] ${pagePath} ${width} px ${language} (${who}): ${total.toFixed(4)}`);
        if (total > 0) cls.push(`${pagePath}: ${total.toFixed(4)} ${JSON.stringify(shifts)}`);
        expect(problems.errors).toEqual([]);
        await context.close();
      }
      expect(cls).toEqual([]);
    },
  );

  test.each(THEMES)('a long unbroken name leaves the price on its card (%s)', async (shade) => {
    const context = await file.context({ viewport, theme: shade });
    const { page, problems } = await openPage(context, '/services');
    const card = page.getByRole('article', { name: LONG_NAME });
    await card.waitFor();
    const inside = await card.evaluate((article) => {
      const box = article.getBoundingClientRect();
      const price = Array.from(article.querySelectorAll('p')).find((p) =>
        /^৳[\d,]+$/.test(p.textContent ?? ''),
      );
      const priceBox = price?.getBoundingClientRect();
      const title = article.querySelector('h2')?.getBoundingClientRect();
      return {
        price: Boolean(priceBox && priceBox.width > 0),
        priceInside: Boolean(
          priceBox && priceBox.right <= box.right + 0.5 && priceBox.left >= box.left,
        ),
        titleInside: Boolean(title && title.right <= box.right + 0.5),
        pageFits: document.documentElement.scrollWidth <= window.innerWidth,
      };
    });
    expect(inside).toEqual({ price: true, priceInside: true, titleInside: true, pageFits: true });
    await page.screenshot({ path: path.join(SHOTS, `long-name-${width}-${shade}.png`) });
    expect(problems.errors).toEqual([]);
  });

  test.each(THEMES)(
    'an empty search offers next steps, in English and Bangla (%s)',
    async (shade) => {
      const context = await file.context({ viewport, theme: shade });
      const { page, problems } = await openPage(
        context,
        '/services?search=zzqxv&category=painting',
      );
      const next = page.getByRole('region', { name: 'Try one of these' });
      await next.waitFor();
      await page.getByText('No Service Available', { exact: true }).waitFor();
      expect(
        await next.getByRole('list', { name: 'Browse a category' }).getByRole('link').count(),
      ).toBe(8);
      const appointment = next.getByRole('link', { name: 'Send a free appointment request' });
      expect(await appointment.getAttribute('href')).toBe('/aboutUs#free-appointment');
      const fits = await next.evaluate((region) =>
        Array.from(region.querySelectorAll('a, button')).every((control) => {
          const box = control.getBoundingClientRect();
          return box.left >= 0 && box.right <= window.innerWidth;
        }),
      );
      expect(fits).toBe(true);
      await page.screenshot({ path: path.join(SHOTS, `no-results-${width}-${shade}.png`) });
      // Clearing the search shows the category's services.
      await next.getByRole('button', { name: 'Clear the search' }).click();
      await page.waitForURL((url) => url.search === '?category=painting');
      await page.locator('main article').first().waitFor();

      // In Bangla the same steps, and the appointment link leads to the form.
      await page.evaluate(() => localStorage.setItem('lang', 'bn'));
      await page.goto('/services?search=zzqxv');
      const banglaNext = page.getByRole('region', { name: bangla['services.noResults.nextSteps'] });
      await banglaNext.waitFor();
      await banglaNext
        .getByRole('link', { name: bangla['services.noResults.appointmentLink'] })
        .click();
      await page.waitForURL(
        (url) => url.pathname === '/aboutUs' && url.hash === '#free-appointment',
      );
      await page.getByRole('form').first().waitFor();
      expect(problems.errors).toEqual([]);
    },
  );

  test.each(THEMES)('the chosen category chip is in view (%s)', async (shade) => {
    const context = await file.context({ viewport, theme: shade });
    for (const category of ['deep-cleaning', 'other']) {
      const { page, problems } = await openPage(context, `/services?category=${category}`);
      const chip = page.getByRole('group', { name: 'Category' }).locator('[aria-pressed="true"]');
      await chip.waitFor();
      await expect
        .poll(() =>
          chip.evaluate((element) => {
            const box = element.getBoundingClientRect();
            return box.left >= 0 && box.right <= window.innerWidth;
          }),
        )
        .toBe(true);
      if (category === 'deep-cleaning') {
        await page.screenshot({ path: path.join(SHOTS, `chip-${width}-${shade}.png`) });
      }
      expect(problems.errors).toEqual([]);
      await page.close();
    }
  });

  test.each(THEMES)('Book Service keeps Close and Purchase in view (%s)', async (shade) => {
    const context = await file.context({ viewport, theme: shade });
    const { page, problems } = await openPage(context, '/login');
    await signInThroughForm(page, 'farhana');
    await page.goto(`/serviceDetails/${seed.serviceIds.plumbing}`);
    await page.getByRole('button', { name: 'Book Now' }).click();
    const modal = dialog(page, 'Book Service');
    await modal.getByRole('button', { name: 'Purchase' }).waitFor();
    const boxes = await modal.evaluate((element) => {
      const rect = (name: string) => {
        const button = Array.from(element.querySelectorAll('button')).find(
          (each) => each.textContent === name,
        );
        const box = button?.getBoundingClientRect();
        return box ? { top: box.top, bottom: box.bottom, left: box.left, right: box.right } : null;
      };
      const paper = element.getBoundingClientRect();
      return { purchase: rect('Purchase'), close: rect('Close'), paperWidth: paper.width };
    });
    for (const button of [boxes.purchase, boxes.close]) {
      expect(button).not.toBeNull();
      expect(button?.top).toBeGreaterThanOrEqual(0);
      expect(button?.bottom).toBeLessThanOrEqual(viewport.height);
      expect(button?.right).toBeLessThanOrEqual(viewport.width);
    }
    // A phone gets the whole screen.
    if (width === '375') expect(boxes.paperWidth).toBe(PHONE.width);
    // The days read day first ("Wed, 1 May 2030").
    const firstDay = modal.locator('#book-service-date option').nth(1);
    expect(await firstDay.textContent()).toMatch(/^[A-Z][a-z]{2}, \d{1,2} [A-Z][a-z]{2} \d{4}$/);
    await page.screenshot({ path: path.join(SHOTS, `book-service-${width}-${shade}.png`) });
    expect(problems.errors).toEqual([]);
  });
});

/** Bangla digits only: no ASCII digit. */
const BANGLA_DIGITS_ONLY = /^[^0-9]*$/;

test.each(SIZES)(
  'journey 17: the home page and its footer all in Bangla at %s px',
  async (_w, viewport) => {
    const context = await file.context({ viewport });
    await context.addInitScript(() => localStorage.setItem('lang', 'bn'));
    const { page, problems } = await openPage(context, '/');
    await page.waitForFunction(() => document.documentElement.lang === 'bn');
    const phones = page.locator('footer address a[href^="tel:"]');
    await expect.poll(() => phones.count()).toBe(2);
    for (const text of await phones.allTextContents()) {
      expect(text).toMatch(BANGLA_DIGITS_ONLY);
      expect(text).toMatch(/[০-৯]/);
    }
    await page.locator('[aria-labelledby="testimonial"]').scrollIntoViewIfNeeded();
    const carousel = page.locator('[aria-roledescription="carousel"]');
    await carousel.waitFor();
    expect(await carousel.textContent()).toContain(bangla['testimonials.sumaiya.name']);
    expect(await carousel.textContent()).not.toContain('Sumaiya');
    expect(problems.errors).toEqual([]);
  },
);

test.each(SIZES)(
  'journey 17: the bell in Bangla, in Dhaka time from a device in New York, at %s px',
  async (width, viewport) => {
    // A device far from Dhaka: the times must still be Dhaka's.
    const device = await file.context({ viewport, timezoneId: 'America/New_York' });
    const { page, problems } = await openPage(device, '/login');
    await signInThroughForm(page, 'rahim');
    await page.evaluate(() => localStorage.setItem('lang', 'bn'));
    await page.goto('/serviceToDo');
    await page.waitForFunction(() => document.documentElement.lang === 'bn');
    const bellName = new RegExp(`^${bangla['notifications.title']}, `);
    let bell = page.getByRole('button', { name: bellName });
    if (width === '375') {
      await page.getByRole('button', { name: bangla['nav.openMenu'] }).click();
      bell = page.getByRole('navigation', { name: bangla['nav.mainMenu'] }).getByRole('button', {
        name: bellName,
      });
    }
    await bell.waitFor();
    // The badge says the count the name says, in the same (Bangla) digits.
    const named = ((await bell.getAttribute('aria-label')) ?? '').match(/[০-৯]+/)?.[0] ?? '';
    expect(named).not.toBe('');
    const count = Number([...named].map((digit) => '০১২৩৪৫৬৭৮৯'.indexOf(digit)).join(''));
    if (count > 0) {
      expect(await bell.locator('.MuiBadge-badge').textContent()).toBe(count > 9 ? '৯+' : named);
    }
    await bell.click();
    const list =
      width === '375'
        ? page.getByRole('list', { name: bangla['notifications.title'] })
        : page.getByRole('menu', { name: bangla['notifications.title'] });
    await list.waitFor();
    // The seed's bookings notify through the trigger, which may still be catching up.
    const secondary = list.locator('.MuiListItemText-secondary');
    await expect.poll(() => secondary.count(), { timeout: 30_000 }).toBeGreaterThan(0);
    const times = await secondary.allTextContents();
    for (const time of times) {
      expect(time).not.toMatch(/\b[AP]M\b/i);
      expect(time).toMatch(/(রাত|ভোর|সকাল|দুপুর|বিকেল|সন্ধ্যা) [০-৯]{1,2}:[০-৯]{2}$/);
    }
    if (width === '375') {
      // The list unfolds under the drawer's bell, which stays in view and uncovered.
      const bellBox = await bell.boundingBox();
      const listBox = await list.boundingBox();
      expect(bellBox && listBox && listBox.y >= bellBox.y + bellBox.height - 1).toBe(true);
      expect(await bell.isVisible()).toBe(true);
    }
    await page.screenshot({ path: path.join(SHOTS, `bell-bn-${width}.png`) });
    expect(problems.errors).toEqual([]);
  },
);

test('journey 17: Service To Do lists the open bookings before the finished ones', async () => {
  // Rahim's newest booking is declined: by booking time it would come first.
  const [newest] = (await docsWhere('bookings', 'providerUid', seed.uids.rahim)).sort(
    (a, b) => Number(b.createdAt?.toMillis?.() ?? 0) - Number(a.createdAt?.toMillis?.() ?? 0),
  );
  if (!newest) throw new Error('The seed has no booking of Rahim');
  await db().doc(`bookings/${newest.id}`).update({ serviceStatus: 'Declined' });
  const context = await file.context();
  const { page, problems } = await openPage(context, '/login');
  await signInThroughForm(page, 'rahim');
  await page.goto('/serviceToDo');
  const table = page.getByRole('table', { name: 'Bookings made to you' });
  await table.locator('tbody tr').nth(1).waitFor();
  const bookings = await docsWhere('bookings', 'providerUid', seed.uids.rahim);
  const finished = ['Completed', 'Cancelled', 'Declined'];
  const openCount = bookings.filter((b) => !finished.includes(String(b.serviceStatus))).length;
  expect(openCount).toBeGreaterThan(0);
  expect(openCount).toBeLessThan(bookings.length);
  // Each open row carries a status dropdown that is enabled; finished ones do not.
  const rows = table.locator('tbody tr');
  await expect.poll(() => rows.count()).toBe(bookings.length);
  const open = await rows.evaluateAll((trs) =>
    trs.map((tr) => {
      const select = tr.querySelector('select');
      return Boolean(select && !select.disabled);
    }),
  );
  expect(open).toEqual(bookings.map((_, index) => index < openCount));
  expect(problems.errors).toEqual([]);
});
