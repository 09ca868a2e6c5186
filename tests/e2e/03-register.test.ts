/**
 * Journey 3: registering. Empty fields show the spec's required messages, a weak password shows
 * the rule sentence, a good one toasts 'Success: Account Register Successfully' and the navbar
 * then shows the new user's photo and Logout.
 */
import { beforeEach, expect, test } from 'vitest';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { LEGAL_VERSION } from '@meramot/domain/legal';
import { TOAST_MESSAGES } from '@meramot/domain/messages';
import { adminApp } from '../../harness/seed';
import { expectTitle, expectToast, exactText } from './support/app';
import { openPage } from '../../harness/browser';
import { journeyFile } from './support/journey';
import { account, seedEmulators } from './support/data';
import { english } from '../support/refusals';

const file = journeyFile();

beforeEach(async () => {
  await seedEmulators();
});

const NEW_USER = {
  name: 'Shirin Sultana',
  email: 'shirin@meramot.test',
  password: 'Renovate9',
  photoURL: '/images/avatars/customer-2.svg',
};

test('journey 3: register shows the rules, then signs the new user in', async () => {
  const context = await file.context();
  const { page, problems } = await openPage(context, '/register');
  await expectTitle(page, 'Register Page');
  const form = page.getByRole('form', { name: 'Register' });
  const submit = form.getByRole('button', { name: 'Register', exact: true });
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Login' }).waitFor();

  // Nothing filled in: one required message per field.
  await submit.click();
  for (const message of [
    english('nameRequired'),
    english('emailRequired'),
    english('passwordRequired'),
    english('photoURLRequired'),
    'Mobile number is required',
    english('legalConsentRequired'),
  ]) {
    await form.getByText(exactText(message)).waitFor();
  }

  await form.locator('input[name="name"]').fill(NEW_USER.name);
  await form.locator('input[name="email"]').fill(NEW_USER.email);
  await form.locator('input[name="photoURL"]').fill(NEW_USER.photoURL);
  await form.locator('input[name="phone"]').fill('01711000099');
  const password = form.locator('input[name="password"]');
  const rule = form.getByText(exactText(english('passwordRule')));

  // Weak passwords, each missing one part of the rule.
  for (const weak of ['Ab1', 'renovate9', 'RENOVATE9', 'Renovate']) {
    await password.fill(weak);
    await submit.click();
    await rule.waitFor();
  }
  expect(
    await getAuth(adminApp())
      .getUserByEmail(NEW_USER.email)
      .catch(() => null),
  ).toBeNull();

  // Not without the privacy policy and terms accepted.
  await password.fill(NEW_USER.password);
  await rule.waitFor({ state: 'detached' });
  await submit.click();
  await form.getByText(exactText(english('legalConsentRequired'))).waitFor();
  expect(
    await getAuth(adminApp())
      .getUserByEmail(NEW_USER.email)
      .catch(() => null),
  ).toBeNull();
  await form
    .getByRole('checkbox', {
      name: 'I have read and accept the Privacy Policy and the Terms of Use',
    })
    .check();
  await submit.click();
  await expectToast(page, TOAST_MESSAGES.registerSuccess);
  await page.waitForURL((url) => url.pathname === '/');

  // The navbar now shows the user's photo and Logout instead of Login.
  const photo = nav.getByRole('img', { name: NEW_USER.name });
  await photo.waitFor();
  await expect
    .poll(() => photo.evaluate((img) => (img as HTMLImageElement).currentSrc), { timeout: 10_000 })
    .toContain(NEW_USER.photoURL);
  await nav.getByRole('button', { name: 'Logout' }).waitFor();
  expect(await nav.getByRole('link', { name: 'Login' }).count()).toBe(0);

  const created = await getAuth(adminApp()).getUserByEmail(NEW_USER.email);
  expect(created.displayName).toBe(NEW_USER.name);
  expect(created.photoURL).toBe(NEW_USER.photoURL);
  // The number is saved in the new account's profile (users/{uid}).
  await expect
    .poll(async () =>
      (await getFirestore(adminApp()).doc(`users/${created.uid}`).get()).get('phone'),
    )
    .toBe('01711000099');
  // With the version of the privacy policy and terms the tick accepted, and when.
  const profile = (await getFirestore(adminApp()).doc(`users/${created.uid}`).get()).data();
  expect(profile?.legalVersion).toBe(LEGAL_VERSION);
  expect(profile?.legalAcceptedAt).toBeDefined();
  expect(problems.errors).toEqual([]);
});

test('journey 3: an email already in use toasts the failure and creates nobody', async () => {
  const context = await file.context();
  const { page } = await openPage(context, '/register');
  const form = page.getByRole('form', { name: 'Register' });
  const taken = account('farhana').email;
  await form.locator('input[name="name"]').fill('Someone Else');
  await form.locator('input[name="email"]').fill(taken);
  await form.locator('input[name="password"]').fill('Another1');
  await form.locator('input[name="photoURL"]').fill(NEW_USER.photoURL);
  await form.locator('input[name="phone"]').fill('01711000099');
  await form
    .getByRole('checkbox', {
      name: 'I have read and accept the Privacy Policy and the Terms of Use',
    })
    .check();
  await form.getByRole('button', { name: 'Register', exact: true }).click();

  await expectToast(page, TOAST_MESSAGES.registerFailed);
  expect(new URL(page.url()).pathname).toBe('/register');
  const users = await getAuth(adminApp()).listUsers();
  expect(users.users.filter((u) => u.email === taken)).toHaveLength(1);
  expect((await getAuth(adminApp()).getUserByEmail(taken)).displayName).toBe('Farhana Islam');
});
