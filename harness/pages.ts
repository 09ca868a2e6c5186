/**
 * Every screen of docs/product.md §2 as the layout journey and the screenshot script visit it: where it
 * is, who looks at it, and what shows that it has finished loading. (No vitest here.)
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import type { SeedResult } from './seed';
import { SEED_ACCOUNTS } from './seed-data';
import { openPage } from './browser';

export type Viewer = 'visitor' | 'customer' | 'provider' | 'admin';

/** The seed accounts that look at signed-in pages: a customer with bookings, a provider, the admin. */
export const VIEWERS: Record<Exclude<Viewer, 'visitor'>, string> = {
  customer: 'farhana',
  provider: 'rahim',
  admin: 'tanvir',
};

export interface AppPage {
  /** File-name friendly. */
  name: string;
  path: (seed: SeedResult) => string;
  viewer: Viewer;
  /** Resolves once the screen shows its data. */
  ready: (page: Page) => Promise<void>;
}

/** Waits until at least `count` elements match `selector` (all in the page, by CSS). */
async function atLeast(page: Page, selector: string, count: number): Promise<void> {
  await page.waitForFunction(
    ({ css, n }) => document.querySelectorAll(css).length >= n,
    { css: selector, n: count },
    { timeout: 15_000 },
  );
}

/** The data rows of the table labelled `label`, or on phones the cards of the list so labelled. */
const ROWS_OR_CARDS = (label: string) =>
  `table[aria-label="${label}"] tbody tr, ul[aria-label="${label}"] > li`;

export const APP_PAGES: AppPage[] = [
  {
    name: 'home',
    path: () => '/',
    viewer: 'visitor',
    ready: async (page) => {
      await page.getByRole('heading', { level: 1 }).waitFor();
      await atLeast(page, '[aria-labelledby="popular-services"] article', 6);
      // The testimonials load as their section comes into view.
      await page.getByRole('region', { name: 'Testimonial', exact: true }).scrollIntoViewIfNeeded();
      await page.getByRole('region', { name: 'What our clients say' }).waitFor();
    },
  },
  {
    name: 'login',
    path: () => '/login',
    viewer: 'visitor',
    ready: (page) => page.getByRole('form', { name: 'Login' }).waitFor(),
  },
  {
    name: 'register',
    path: () => '/register',
    viewer: 'visitor',
    ready: (page) => page.getByRole('form', { name: 'Register' }).waitFor(),
  },
  {
    name: 'services',
    path: () => '/services',
    viewer: 'visitor',
    ready: (page) => atLeast(page, 'main article', 12),
  },
  {
    name: 'about',
    path: () => '/aboutUs',
    viewer: 'visitor',
    ready: (page) => page.getByRole('form', { name: 'Free appointment' }).waitFor(),
  },
  {
    name: 'appointment-visitor',
    path: () => '/appointment',
    viewer: 'visitor',
    ready: (page) =>
      page.getByRole('heading', { level: 1, name: 'Appointment Letter', exact: true }).waitFor(),
  },
  {
    name: 'not-found',
    path: () => '/no/such/page',
    viewer: 'visitor',
    ready: (page) =>
      page.getByRole('heading', { level: 1, name: 'Oops! Page Not Found' }).waitFor(),
  },
  {
    name: 'service-details',
    path: (seed) => `/serviceDetails/${seed.serviceIds.plumbing}`,
    viewer: 'customer',
    ready: (page) => page.getByRole('button', { name: 'Book Now' }).waitFor(),
  },
  {
    name: 'booked-services',
    path: () => '/bookedServices',
    viewer: 'customer',
    // Phones show cards (list items), wider screens the table.
    ready: (page) => atLeast(page, ROWS_OR_CARDS('Your booked services'), 3),
  },
  {
    name: 'appointment',
    path: () => '/appointment',
    viewer: 'customer',
    // Phones show cards (list items), wider screens the table.
    ready: (page) => atLeast(page, ROWS_OR_CARDS('Appointment letters'), 2),
  },
  {
    name: 'add-service',
    path: () => '/addService',
    viewer: 'provider',
    ready: (page) => page.getByRole('form', { name: 'Add Service' }).waitFor(),
  },
  {
    name: 'manage-service',
    path: () => '/manageService',
    viewer: 'provider',
    ready: (page) => atLeast(page, ROWS_OR_CARDS('Your services'), 4),
  },
  {
    name: 'my-schedule',
    path: () => '/mySchedule',
    viewer: 'provider',
    ready: (page) => page.getByRole('form', { name: 'My Schedule' }).waitFor(),
  },
  {
    name: 'earnings',
    path: () => '/earnings',
    viewer: 'provider',
    // The chart's library loads in its own chunk after the page: its bars are drawn.
    ready: (page) =>
      page.getByRole('img', { name: 'The last 12 months' }).locator('svg').first().waitFor(),
  },
  {
    name: 'admin-money',
    path: () => '/admin/money',
    viewer: 'admin',
    ready: (page) =>
      page.getByRole('img', { name: 'The last 12 months' }).locator('svg').first().waitFor(),
  },
  {
    name: 'service-to-do',
    path: () => '/serviceToDo',
    viewer: 'provider',
    // Phones show cards (list items), wider screens the table.
    ready: (page) => atLeast(page, ROWS_OR_CARDS('Bookings made to you'), 2),
  },
];

export function loginForm(page: Page): Locator {
  return page.getByRole('form', { name: 'Login' });
}

/** Fills and submits the Login form (the page must show it). */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  const form = loginForm(page);
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="password"]').fill(password);
  await form.getByRole('button', { name: 'Login', exact: true }).click();
}

/**
 * Signs a seed account in through the Login form and waits until the app has left /login with
 * the user shown in the navbar (on phones the Logout button lives in the drawer, so the photo
 * is what is waited for).
 */
export async function signInThroughForm(page: Page, key: string): Promise<void> {
  const account = SEED_ACCOUNTS.find((a) => a.key === key);
  if (!account) throw new Error(`No seed account ${key}`);
  if (new URL(page.url(), 'http://x').pathname !== '/login') await page.goto('/login');
  await submitLogin(page, account.email, account.password);
  await page.waitForURL((url) => url.pathname !== '/login');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('img', { name: account.name })
    .waitFor();
}

/** How wide the document is against the window: wider means it scrolls sideways. */
export function pageWidths(page: Page): Promise<{ scrollWidth: number; innerWidth: number }> {
  return page.evaluate(() => ({
    scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
    innerWidth: window.innerWidth,
  }));
}

/**
 * One context per viewer, made by `newContext` on first use; a signed-in viewer logs in once
 * through the Login form. `all()` lists the contexts made, for closing them.
 */
export function viewerContexts(newContext: () => Promise<BrowserContext>) {
  const made = new Map<Viewer, BrowserContext>();
  return {
    async get(viewer: Viewer): Promise<BrowserContext> {
      const existing = made.get(viewer);
      if (existing) return existing;
      const context = await newContext();
      if (viewer !== 'visitor') {
        const { page } = await openPage(context, '/login');
        await signInThroughForm(page, VIEWERS[viewer]);
        await page.close();
      }
      made.set(viewer, context);
      return context;
    },
    all: (): BrowserContext[] => [...made.values()],
  };
}
