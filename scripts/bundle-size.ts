/**
 * `npm run size -w web`: the JavaScript each route loads before the user interacts with it, as
 * Debian's chromium loads it, beside its budget (issue 36): Home ≤ 180 KB, All Services ≤ 230 KB,
 * every other screen ≤ 300 KB, gzip. Exits 1 when a route is above its budget.
 *
 * Measured on the emulator build (run `MERAMOT_PORT_OFFSET=N npm run build:emulator` first: the
 * production build is the same code less the few lines that connect to the emulators), served by
 * the Hosting emulator with the seed data: the script starts the emulators itself. Each route
 * opens in a fresh page, a signed-in one in a context signed in through the Login form first;
 * every script the page loads until it is quiet counts (the page's network idle, bounded, then
 * WhenIdle's work, such as Firebase for a kept user): not only what the first paint needed.
 *
 * Each file is gzipped on its own with zlib's default level (what a CDN typically serves);
 * 1 KB = 1000 bytes. The Bangla catalogue is a lazy chunk and does not count (English visitor).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newAppContext } from '../harness/browser';
import { signInThroughForm } from '../harness/pages';
import { settle } from './bench-browser';
import { ROOT, WEB_BUILD_DIR, emulatorsExec, resolveFirestoreEmulator } from '../harness/emulators';
import { seedEmulators } from '../harness/seed';

const KB = 1000;
/** After the network is idle: the app's idle-time work (WhenIdle) starts within this. */
const QUIET_MS = 2_500;

interface Route {
  label: string;
  path: (ids: Record<string, string>) => string;
  /** The seed account signed in first (harness/seed-data.ts), or none: a visitor. */
  as?: string;
  budgetKb: number;
}

const SIGNED_IN_BUDGET_KB = 300;

const ROUTES: Route[] = [
  { label: 'Home', path: () => '/', budgetKb: 180 },
  { label: 'All Services', path: () => '/services', budgetKb: 230 },
  { label: 'About Us', path: () => '/aboutUs', budgetKb: 230 },
  {
    label: 'Service Details',
    path: (ids) => `/serviceDetails/${ids.fan ?? ''}`,
    budgetKb: SIGNED_IN_BUDGET_KB,
  },
  { label: 'Login', path: () => '/login', budgetKb: SIGNED_IN_BUDGET_KB },
  { label: 'Home, signed in', path: () => '/', as: 'farhana', budgetKb: SIGNED_IN_BUDGET_KB },
  {
    label: 'Booked Services',
    path: () => '/bookedServices',
    as: 'farhana',
    budgetKb: SIGNED_IN_BUDGET_KB,
  },
  { label: 'Profile', path: () => '/profile', as: 'farhana', budgetKb: SIGNED_IN_BUDGET_KB },
  {
    label: 'Service To Do',
    path: () => '/serviceToDo',
    as: 'rahim',
    budgetKb: SIGNED_IN_BUDGET_KB,
  },
  { label: 'Earnings', path: () => '/earnings', as: 'rahim', budgetKb: SIGNED_IN_BUDGET_KB },
  { label: 'Add Service', path: () => '/addService', as: 'rahim', budgetKb: SIGNED_IN_BUDGET_KB },
  {
    label: 'Manage Service',
    path: () => '/manageService',
    as: 'rahim',
    budgetKb: SIGNED_IN_BUDGET_KB,
  },
  { label: 'My Schedule', path: () => '/mySchedule', as: 'rahim', budgetKb: SIGNED_IN_BUDGET_KB },
  { label: 'Admin money', path: () => '/admin/money', as: 'tanvir', budgetKb: SIGNED_IN_BUDGET_KB },
];

const DIST = join(ROOT, WEB_BUILD_DIR);
const gzipOf = new Map<string, number>();

/** The gzip size of a built file, by the path the page asked for. */
function gzipBytes(pathname: string): number {
  const known = gzipOf.get(pathname);
  if (known !== undefined) return known;
  const file = join(DIST, pathname);
  const bytes = existsSync(file) ? gzipSync(readFileSync(file)).length : 0;
  gzipOf.set(pathname, bytes);
  return bytes;
}

/** The site's scripts `page` loads while `open` runs and until it is quiet, each once. */
async function scriptsLoaded(page: Page, open: () => Promise<unknown>): Promise<string[]> {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'script' && url.pathname.endsWith('.js')) {
      scripts.add(url.pathname);
    }
  });
  await open();
  await settle(page);
  await page.waitForTimeout(QUIET_MS);
  await settle(page);
  return [...scripts];
}

async function measure(browser: Browser, route: Route, ids: Record<string, string>) {
  const context = await newAppContext(browser);
  try {
    if (route.as) await signInThroughForm(await context.newPage(), route.as);
    const page = await context.newPage();
    const scripts = await scriptsLoaded(page, () => page.goto(route.path(ids)));
    return scripts.reduce((sum, path) => sum + gzipBytes(path), 0);
  } finally {
    await context.close();
  }
}

async function inside(): Promise<number> {
  const seed = await seedEmulators();
  const browser = await launchBrowser();
  const over: string[] = [];
  try {
    console.log(
      'JavaScript loaded before interaction, as chromium loads it (gzip, each file alone)\n',
    );
    console.log(
      `${'route'.padEnd(18)} ${'viewer'.padEnd(8)} ${'loaded'.padStart(9)} ${'budget'.padStart(9)}`,
    );
    for (const route of ROUTES) {
      const bytes = await measure(browser, route, seed.serviceIds);
      const ok = bytes <= route.budgetKb * KB;
      if (!ok) over.push(route.label);
      console.log(
        `${route.label.padEnd(18)} ${(route.as ?? 'visitor').padEnd(8)} ${`${(bytes / KB).toFixed(1)} KB`.padStart(9)} ${`${route.budgetKb} KB`.padStart(9)}  ${ok ? 'within' : 'OVER'}`,
      );
    }
  } finally {
    await browser.close();
  }
  console.log(over.length === 0 ? '\nevery route within its budget' : `\nOVER: ${over.join(', ')}`);
  return over.length === 0 ? 0 : 1;
}

async function main(): Promise<number> {
  if (process.argv.includes('--inside')) return inside();
  if (!existsSync(join(DIST, 'index.html'))) {
    console.error(`No build at ${DIST}: run \`npm run build:emulator\` first.`);
    return 2;
  }
  return emulatorsExec(
    resolveFirestoreEmulator(),
    ['auth', 'firestore', 'functions', 'hosting'],
    'npx tsx scripts/bundle-size.ts --inside',
  );
}

process.exitCode = await main();
