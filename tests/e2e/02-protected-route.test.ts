/**
 * Journey 2: a visitor who opens a service's details is sent to /login, and after signing in
 * lands back on that service's details (docs/product.md §2: the original path is remembered).
 */
import { beforeEach, expect, test } from 'vitest';
import { TOAST_MESSAGES } from '@meramot/domain/messages';
import { expectTitle, expectToast, loginForm, submitLogin } from './support/app';
import { openPage } from '../../harness/browser';
import { journeyFile } from './support/journey';
import { account, seedEmulators, service } from './support/data';
import type { SeedResult } from './support/data';

const file = journeyFile();
let seed: SeedResult;

beforeEach(async () => {
  seed = await seedEmulators();
});

test('journey 2: a visitor opening a service lands on /login, then back on that service', async () => {
  const plumbing = service('plumbing').fields;
  const id = seed.serviceIds.plumbing;
  const detailsPath = `/serviceDetails/${id}`;
  const context = await file.context();
  const { page, problems } = await openPage(context, detailsPath);

  await page.waitForURL((url) => url.pathname === '/login');
  await loginForm(page).waitFor();
  await expectTitle(page, 'Login Page');
  // The details screen never showed to the visitor.
  expect(await page.getByRole('button', { name: 'Book Now' }).count()).toBe(0);

  const farhana = account('farhana');
  await submitLogin(page, farhana.email, farhana.password);
  await expectToast(page, TOAST_MESSAGES.loginSuccess);

  await page.waitForURL((url) => url.pathname === detailsPath);
  await page.getByRole('heading', { level: 1, name: plumbing.serviceName }).waitFor();
  await page.getByRole('button', { name: 'Book Now' }).waitFor();
  await page.getByText(plumbing.serviceArea).waitFor();
  await expectTitle(page, 'Service Details');
  expect(problems.errors).toEqual([]);
});

test('journey 2: a wrong password keeps the visitor on /login with the spec message', async () => {
  const id = seed.serviceIds.plumbing;
  const context = await file.context();
  const { page } = await openPage(context, `/serviceDetails/${id}`);
  await page.waitForURL((url) => url.pathname === '/login');

  await submitLogin(page, account('farhana').email, 'Wrong-password1');
  await expectToast(page, TOAST_MESSAGES.loginFailed);
  expect(new URL(page.url()).pathname).toBe('/login');

  // A second, right attempt still goes back to the remembered service.
  await submitLogin(page, account('farhana').email, account('farhana').password);
  await page.waitForURL((url) => url.pathname === `/serviceDetails/${id}`);
  await page.getByRole('button', { name: 'Book Now' }).waitFor();
});
