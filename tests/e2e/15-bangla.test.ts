/**
 * Journey 15: the interface in Bangla. On a phone, বাংলা in the drawer turns the app to Bangla,
 * `<html lang>` follows, and a reload keeps it. Every Bangla string is looked up in
 * web/src/locales by the English one SPEC.md gives, so the journey follows the catalogues rather
 * than copying them.
 */
import { beforeEach, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import english from '../../web/src/locales/en.json';
import bangla from '../../web/src/locales/bn.json';
import { expectTitle } from './support/app';
import { PHONE, openPage } from './support/browser';
import { journeyFile } from './support/journey';
import { seedEmulators } from './support/data';

const file = journeyFile();

beforeEach(async () => {
  await seedEmulators();
});

/**
 * The Bangla of an English string of the interface: the value of bn.json under the key whose
 * English it is. Keys that share an English string must share their Bangla too.
 */
function inBangla(text: string): string {
  const keys = Object.keys(english).filter(
    (key) => english[key as keyof typeof english] === text,
  ) as (keyof typeof bangla)[];
  const translations = new Set(keys.map((key) => bangla[key]));
  if (translations.size !== 1) {
    throw new Error(`"${text}" has ${translations.size} Bangla translations: ${[...translations]}`);
  }
  return [...translations][0] as string;
}

async function expectBanglaPage(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('bn');
}

test('journey 15: on a phone the switch is in the drawer, and Bangla outlives a reload', async () => {
  const context = await file.context({ viewport: PHONE });
  const { page, problems } = await openPage(context, '/');
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  const drawer = page.getByRole('navigation', { name: 'Main menu' });
  await drawer.getByRole('button', { name: 'বাংলা', exact: true }).click();
  await expectBanglaPage(page);
  const banglaDrawer = page.getByRole('navigation', { name: inBangla('Main menu') });
  await banglaDrawer.getByRole('link', { name: inBangla('Home'), exact: true }).waitFor();
  await banglaDrawer.getByRole('link', { name: inBangla('About Us'), exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/aboutUs');
  await page.getByRole('heading', { level: 1, name: inBangla('About Us') }).waitFor();

  await page.reload();
  await expectBanglaPage(page);
  await page.getByRole('heading', { level: 1, name: inBangla('About Us') }).waitFor();
  await expectTitle(page, inBangla('About Us'));
  expect(problems.errors).toEqual([]);
});
