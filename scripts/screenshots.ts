/**
 * `npm run screenshots`: regenerates docs/screenshots/*.png, the main pages at 375 px (phone) and
 * 1280 px (desktop) wide, in the light and the dark theme, against the seed data; Home, All
 * Services and Service To Do in Bangla (light, both widths: `*-bn.png`); the Book Service dialog
 * on a phone (`book-service-phone-*.png`) and the bell's list in Bangla (`bell-*-bn.png`); a paid
 * job's bill, receipt (screen and print: A4 from the desktop, the 80 mm layout from the phone)
 * and the provider's earnings chart (`bill-*`, `receipt-*`, `earnings-*`). With
 * MERAMOT_SCREENSHOTS_ONLY=money only those last ones are made, and the others are kept.
 *
 * Run on its own it builds the app, starts the emulators and runs itself inside them; inside the
 * emulators (MERAMOT_SCREENSHOTS_INSIDE=1) it seeds and photographs. MERAMOT_PORT_OFFSET applies
 * as everywhere else. The browser is Debian's chromium (/usr/bin/chromium), nothing downloaded.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { APP_PAGES, pageWidths, viewerContexts } from '../harness/pages';
import { DESKTOP, PHONE, launchBrowser, newAppContext, openPage } from '../harness/browser';
import type { BrowserContext, Page } from 'playwright-core';
import type { ColorScheme } from '../harness/browser';
import {
  ROOT,
  buildEnv,
  describe,
  emulatorsExec,
  resolveFirestoreEmulator,
} from '../harness/emulators';

const OUT_DIR = path.join(ROOT, 'docs', 'screenshots');

/** The main pages; each is shot at both widths in both themes. */
const MAIN_PAGES = [
  'home',
  'services',
  'service-details',
  'booked-services',
  'service-to-do',
  'manage-service',
  'appointment',
];

const SIZES = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;
const THEMES: ColorScheme[] = ['light', 'dark'];

/** Long pages are cut at this height (CSS px), so the PNGs stay small. */
const MAX_HEIGHT = { phone: 1600, desktop: 1200 } as const;

/** Waits until at least `count` elements match the CSS selector. */
async function atLeast(page: Page, selector: string, count: number): Promise<void> {
  await page.waitForFunction(
    ({ css, n }) => document.querySelectorAll(css).length >= n,
    { css: selector, n: count },
    { timeout: 15_000 },
  );
}

/**
 * The pages shot in Bangla, each ready by the page's structure (its English accessible names do
 * not apply): the interface in Bangla, the seed's own content as it was written.
 */
const BANGLA_PAGES: Record<string, (page: Page) => Promise<void>> = {
  home: async (page) => {
    await page.getByRole('heading', { level: 1 }).waitFor();
    await atLeast(page, '[aria-labelledby="popular-services"] article', 6);
    await page.locator('[aria-labelledby="testimonial"]').scrollIntoViewIfNeeded();
    await page.locator('[aria-roledescription="carousel"]').waitFor();
  },
  services: (page) => atLeast(page, 'main article', 12),
  // A table from tablet width up, cards on a phone.
  'service-to-do': (page) => atLeast(page, 'main tbody tr, main ul[aria-label] > li', 2),
};

/** Photographs the page as it is now, cut at the size's height, into OUT_DIR/`name`.png. */
async function photograph(page: Page, name: string, size: keyof typeof MAX_HEIGHT) {
  // Back to the top (a ready check may have scrolled), where the navbar is not sticky.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForFunction(() => !document.querySelector('[data-sticky="true"]'));
  // Images below the fold load lazily: load them all now, and wait for every one.
  await page.evaluate(() => {
    for (const img of Array.from(document.images)) img.loading = 'eager';
  });
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const widths = await pageWidths(page);
  const file = path.join(OUT_DIR, `${name}.png`);
  await page.screenshot({
    path: file,
    fullPage: true,
    clip: { x: 0, y: 0, width: widths.innerWidth, height: Math.min(height, MAX_HEIGHT[size]) },
    animations: 'disabled',
  });
  console.log(`[screenshots] ${path.relative(ROOT, file)}`);
}

/** Photographs what the window shows now (an open dialog or menu), into OUT_DIR/`name`.png. */
async function photographWindow(page: Page, name: string) {
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
  const file = path.join(OUT_DIR, `${name}.png`);
  await page.screenshot({ path: file, animations: 'disabled' });
  console.log(`[screenshots] ${path.relative(ROOT, file)}`);
}

/** The Book Service dialog on a phone, as a customer opens it from a service's details. */
async function shootBookingDialog(
  browser: Awaited<ReturnType<typeof launchBrowser>>,
  seed: { serviceIds: Record<string, string> },
) {
  for (const theme of THEMES) {
    const contexts = viewerContexts(() => newAppContext(browser, { viewport: PHONE, theme }));
    const { page } = await openPage(
      await contexts.get('customer'),
      `/serviceDetails/${seed.serviceIds.plumbing}`,
    );
    await page.getByRole('button', { name: 'Book Now' }).click();
    await page
      .getByRole('dialog', { name: 'Book Service' })
      .getByRole('button', { name: 'Purchase' })
      .waitFor();
    await photographWindow(page, `book-service-phone-${theme}`);
    await Promise.all(contexts.all().map((context) => context.close()));
  }
}

/** The bell's list in Bangla: under the navbar's bell, and unfolded in the phone drawer. */
async function shootBanglaBell(browser: Awaited<ReturnType<typeof launchBrowser>>) {
  for (const [size, viewport] of SIZES) {
    const contexts = viewerContexts(() => newAppContext(browser, { viewport, theme: 'light' }));
    const context = await contexts.get('provider');
    await context.addInitScript(() => localStorage.setItem('lang', 'bn'));
    const { page } = await openPage(context, '/serviceToDo');
    await page.waitForFunction(() => document.documentElement.lang === 'bn');
    await BANGLA_PAGES['service-to-do']?.(page);
    let scope = page.locator('header');
    if (size === 'phone') {
      await page.locator('header button[aria-haspopup="dialog"]').click();
      scope = page.locator('.MuiDrawer-paper');
    }
    const bell = scope.locator('button[aria-controls], button[aria-expanded]').filter({
      has: page.locator('.MuiBadge-root'),
    });
    await bell.first().click();
    await page.locator('.MuiListItemText-secondary').first().waitFor();
    await photographWindow(page, `bell-${size}-bn`);
    await Promise.all(contexts.all().map((context) => context.close()));
  }
}

/**
 * A paid job (issue 20): Rahim bills Tanvir's Working booking of his painting with a part and
 * labour through the REST API, Tanvir accepts and marks it paid, Rahim confirms the cash; then
 * Rahim's bill, its receipt on screen and in print, and his earnings, at both widths.
 */
async function shootMoney(
  browser: Awaited<ReturnType<typeof launchBrowser>>,
  seed: { bookingIds: string[] },
) {
  const { SEED_BOOKINGS } = await import('../harness/seed-data');
  const { callApi } = await import('../harness/api-client');
  const { signInSeedAccount } = await import('../harness/id-token');
  const { adminDb } = await import('../harness/firestore-admin');
  const id = seed.bookingIds[SEED_BOOKINGS.findIndex((b) => b.service === 'paint')] ?? '';
  const [rahim, tanvir] = await Promise.all([
    signInSeedAccount('rahim'),
    signInSeedAccount('tanvir'),
  ]);
  const steps: [string, string, string, unknown][] = [
    [
      'PUT',
      `/bills/${id}`,
      rahim.idToken,
      {
        lines: [
          { description: 'Weather-shield paint, 2 extra litres', amount: 1450 },
          { description: 'Second coat on the balcony wall', amount: 800 },
        ],
        discount: 250,
      },
    ],
    ['POST', `/bills/${id}/accept`, tanvir.idToken, undefined],
    ['POST', `/bills/${id}/paid`, tanvir.idToken, undefined],
    ['POST', `/bills/${id}/cashReceived`, rahim.idToken, undefined],
  ];
  for (const [method, url, token, body] of steps) {
    const answer = await callApi(url, { method, token, ...(body ? { body } : {}) });
    if (answer.status >= 300) throw new Error(`${method} ${url}: ${answer.status} ${answer.text}`);
  }
  // The trigger books the payment: the earnings read its totals.
  for (let tries = 0; !(await adminDb().doc(`ledger/${id}`).get()).exists; tries += 1) {
    if (tries > 120) throw new Error('The ledger entry was not written');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  for (const [size, viewport] of SIZES) {
    const contexts = viewerContexts(() => newAppContext(browser, { viewport, theme: 'light' }));
    const context = await contexts.get('provider');
    const todo = await openPage(context, '/serviceToDo');
    await todo.page
      .getByRole('button', { name: /^Bill: / })
      .first()
      .click();
    await todo.page.getByRole('dialog').getByRole('table').waitFor();
    await photographWindow(todo.page, `bill-${size}`);
    const receipt = await openPage(context, `/receipts/${id}`);
    await receipt.page.getByText(/^Paid in cash on /).waitFor();
    await photograph(receipt.page, `receipt-${size}`, size);
    await receipt.page.emulateMedia({ media: 'print' });
    await photograph(receipt.page, `receipt-print-${size}`, size);
    const earnings = await openPage(context, '/earnings');
    // The chart's bars grow in: wait for this month's to stand.
    await earnings.page.waitForFunction(() =>
      Array.from(document.querySelectorAll('[role="img"] svg rect')).some(
        (bar) => Number(bar.getAttribute('height')) > 0,
      ),
    );
    await photograph(earnings.page, `earnings-${size}`, size);
    await Promise.all(contexts.all().map((c) => c.close()));
  }
}

async function shoot(): Promise<void> {
  const { seedEmulators } = await import('../harness/seed');
  const seed = await seedEmulators();
  const pages = APP_PAGES.filter((p) => MAIN_PAGES.includes(p.name));
  if (process.env.MERAMOT_SCREENSHOTS_ONLY === 'money') {
    const browser = await launchBrowser();
    try {
      await shootMoney(browser, seed);
    } finally {
      await browser.close();
    }
    return;
  }
  rmSync(OUT_DIR, { recursive: true, force: true });
  mkdirSync(OUT_DIR, { recursive: true });

  const browser = await launchBrowser();
  try {
    for (const [size, viewport] of SIZES) {
      for (const theme of THEMES) {
        const contexts = viewerContexts(() => newAppContext(browser, { viewport, theme }));
        for (const appPage of pages) {
          const { page, problems } = await openPage(
            await contexts.get(appPage.viewer),
            appPage.path(seed),
          );
          await appPage.ready(page);
          await photograph(page, `${appPage.name}-${size}-${theme}`, size);
          if (problems.errors.length > 0) {
            console.warn(`[screenshots] ${appPage.name}: ${problems.errors.join('; ')}`);
          }
          await page.close();
        }
        await Promise.all(contexts.all().map((context) => context.close()));
      }
    }

    for (const [size, viewport] of SIZES) {
      // Signed in through the English form first; every page after that opens in Bangla.
      const contexts = viewerContexts(() => newAppContext(browser, { viewport, theme: 'light' }));
      const inBangla = new Set<BrowserContext>();
      for (const appPage of APP_PAGES.filter((p) => p.name in BANGLA_PAGES)) {
        const context = await contexts.get(appPage.viewer);
        if (!inBangla.has(context)) {
          await context.addInitScript(() => localStorage.setItem('lang', 'bn'));
          inBangla.add(context);
        }
        const { page, problems } = await openPage(context, appPage.path(seed));
        await page.waitForFunction(() => document.documentElement.lang === 'bn');
        await BANGLA_PAGES[appPage.name]?.(page);
        await photograph(page, `${appPage.name}-${size}-bn`, size);
        if (problems.errors.length > 0) {
          console.warn(`[screenshots] ${appPage.name} (bn): ${problems.errors.join('; ')}`);
        }
        await page.close();
      }
      await Promise.all(contexts.all().map((context) => context.close()));
    }
    await shootBookingDialog(browser, seed);
    await shootBanglaBell(browser);
    await shootMoney(browser, seed);
  } finally {
    await browser.close();
  }
  const files = readdirSync(OUT_DIR).filter((f) => f.endsWith('.png'));
  const kb = files.reduce((sum, f) => sum + statSync(path.join(OUT_DIR, f)).size, 0) / 1024;
  console.log(`[screenshots] ${files.length} PNGs, ${kb.toFixed(0)} KB in docs/screenshots/`);
}

if (process.env.MERAMOT_SCREENSHOTS_INSIDE === '1') {
  await shoot();
  process.exit(0);
} else {
  const built = spawnSync('npm', ['run', 'build:emulator'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: buildEnv(),
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
  const emulator = resolveFirestoreEmulator();
  console.log(describe(emulator));
  process.env.MERAMOT_SCREENSHOTS_INSIDE = '1';
  process.exit(
    await emulatorsExec(
      emulator,
      ['auth', 'firestore', 'functions', 'hosting'],
      'npx tsx scripts/screenshots.ts',
    ),
  );
}
