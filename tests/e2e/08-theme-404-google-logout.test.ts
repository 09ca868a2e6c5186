/**
 * Journey 8: the theme toggle persists across a reload; an unknown route shows the 404 page;
 * Google sign-in completes through the Auth emulator's popup; logout shows its alert.
 */
import { beforeEach, expect, test } from 'vitest';
import { getAuth } from 'firebase-admin/auth';
import type { Page } from 'playwright-core';
import { ALERTS, EMPTY_STATES, TOAST_MESSAGES } from '@meramot/domain/messages';
import { adminApp } from '../../harness/seed';
import { dialog, expectTitle, expectToast, signIn } from './support/app';
import { openPage } from '../../harness/browser';
import { journeyFile } from './support/journey';
import { GAPI_URL, useGapiStandIn } from './support/gapi-stand-in';
import { seedEmulators } from './support/data';

const file = journeyFile();

beforeEach(async () => {
  await seedEmulators();
});

function nav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

const dataTheme = (page: Page) =>
  page.evaluate(() => document.documentElement.getAttribute('data-theme'));
const storedTheme = (page: Page) => page.evaluate(() => localStorage.getItem('theme'));
const bodyBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/** Relative luminance (0 black .. 1 white) of a CSS rgb()/rgba() colour. */
function luminance(css: string): number {
  const [r = 0, g = 0, b = 0] = (css.match(/[\d.]+/g) ?? []).map(Number);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

test('journey 8: the theme toggle persists across a reload', async () => {
  const context = await file.context();
  const { page, problems } = await openPage(context, '/services');
  const toDark = nav(page).getByRole('button', { name: 'Switch to dark theme' });
  await toDark.waitFor();
  expect(await dataTheme(page)).toBe('light');
  expect(await storedTheme(page)).toBeNull();
  expect(luminance(await bodyBackground(page))).toBeGreaterThan(0.8);

  await toDark.click();
  const toLight = nav(page).getByRole('button', { name: 'Switch to light theme' });
  await toLight.waitFor();
  expect(await dataTheme(page)).toBe('dark');
  expect(await storedTheme(page)).toBe('dark');
  await expect.poll(async () => luminance(await bodyBackground(page))).toBeLessThan(0.2);

  await page.reload();
  await toLight.waitFor();
  expect(await dataTheme(page)).toBe('dark');
  expect(luminance(await bodyBackground(page))).toBeLessThan(0.2);

  // And back: light is stored and survives a reload too.
  await toLight.click();
  await toDark.waitFor();
  await page.reload();
  await toDark.waitFor();
  expect(await dataTheme(page)).toBe('light');
  expect(await storedTheme(page)).toBe('light');
  expect(problems.errors).toEqual([]);
});

test('journey 8: an unknown route shows the 404 page with a link home', async () => {
  const context = await file.context();
  const { page, problems } = await openPage(context, '/no/such/page');
  await page.getByRole('heading', { level: 1, name: EMPTY_STATES.notFound }).waitFor();
  await expectTitle(page, 'Page Not Founded');

  await page.getByRole('main').getByRole('link', { name: /home/i }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expectTitle(page, 'Home');
  expect(problems.errors).toEqual([]);
});

test('journey 8: Google sign-in completes through the Auth emulator popup', async () => {
  const context = await file.context();
  await useGapiStandIn(context);
  const { page, problems } = await openPage(context, '/login', { allowRequests: [GAPI_URL] });
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const popup = await popupOpened;
  await popup.waitForLoadState('domcontentloaded');

  // The emulator's own account chooser: add a new Google account.
  await popup.locator('#add-account-button button').click();
  await popup.locator('#email-input').fill('mitu.google@meramot.test');
  await popup.locator('#display-name-input').fill('Mitu Chowdhury');
  await popup.locator('#sign-in').click();
  await popup.waitForEvent('close');

  await expectToast(page, TOAST_MESSAGES.loginSuccess);
  await page.waitForURL((url) => url.pathname === '/');
  await nav(page).getByRole('button', { name: 'Logout' }).waitFor();
  await nav(page).getByRole('img', { name: 'Mitu Chowdhury' }).waitFor();
  await nav(page).getByRole('button', { name: 'Dashboard' }).waitFor();

  const user = await getAuth(adminApp()).getUserByEmail('mitu.google@meramot.test');
  expect(user.providerData.map((p) => p.providerId)).toContain('google.com');
  expect(user.displayName).toBe('Mitu Chowdhury');
  expect(problems.errors).toEqual([]);
});

test('journey 8: logout shows Account Logout Successfully and the Login button returns', async () => {
  const context = await file.context();
  const { page, problems } = await openPage(context, '/login');
  await signIn(page, 'farhana');
  const logout = nav(page).getByRole('button', { name: 'Logout' });
  await logout.click();

  const alert = dialog(page, ALERTS.logoutSuccess.title);
  await alert.getByText(ALERTS.logoutSuccess.text, { exact: true }).waitFor();
  await alert.getByRole('button', { name: 'OK' }).click();
  await alert.waitFor({ state: 'detached' });
  await nav(page).getByRole('link', { name: 'Login' }).waitFor();
  expect(await nav(page).getByRole('button', { name: 'Dashboard' }).count()).toBe(0);
  expect(await nav(page).getByRole('button', { name: 'Logout' }).count()).toBe(0);

  // Signed out for real: a protected page sends the visitor to /login again.
  await page.goto('/bookedServices');
  await page.waitForURL((url) => url.pathname === '/login');
  expect(problems.errors).toEqual([]);
});

test('journey 8: the navbar sticks with blur past 50 px, and Dashboard opens on hover', async () => {
  const context = await file.context();
  const { page, problems } = await openPage(context, '/login');
  await signIn(page, 'farhana');
  await page.goto('/services');
  await page.getByRole('article').first().waitFor();
  const bar = page.locator('header[data-sticky]');
  expect(await bar.getAttribute('data-sticky')).toBe('false');

  await page.evaluate(() => window.scrollTo(0, 120));
  await expect.poll(() => bar.getAttribute('data-sticky')).toBe('true');
  expect(await bar.evaluate((el) => getComputedStyle(el).backdropFilter)).toContain('blur');
  expect(await bar.evaluate((el) => el.getBoundingClientRect().top)).toBe(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => bar.getAttribute('data-sticky')).toBe('false');

  // Hover opens the Dashboard menu with its six items; leaving closes it.
  const dashboard = nav(page).getByRole('button', { name: 'Dashboard' });
  await dashboard.hover();
  const items = page.getByRole('menuitem');
  await expect
    .poll(() => items.allTextContents())
    .toEqual([
      'Add Service',
      'Manage Service',
      'Booked Service',
      'Service ToDo',
      'My Schedule',
      'Earnings',
      'Appointment',
      'My Profile',
    ]);
  await page.mouse.move(5, 500);
  await expect.poll(() => items.count()).toBe(0);

  // The logo goes home.
  await nav(page).getByRole('link', { name: 'Meramot' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  expect(problems.errors).toEqual([]);
});
