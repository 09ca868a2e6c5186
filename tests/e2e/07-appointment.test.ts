/**
 * Journey 7: a visitor sends an appointment request from About Us ('Appointment send
 * successfully'); a signed-in sender sees theirs under Appointment, Upcoming in green and
 * Expired in red, and nobody else's; the admin sees every request.
 */
import { beforeEach, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { TOAST_MESSAGES } from '@meramot/domain/messages';
import { exactText, expectTitle, expectToast, signIn } from './support/app';
import { openPage } from '../../harness/browser';
import { journeyFile } from './support/journey';
import { countDocs, docsWhere, seedEmulators } from './support/data';
import type { SeedResult } from './support/data';
import { english } from '../support/refusals';

const file = journeyFile();
let seed: SeedResult;

beforeEach(async () => {
  seed = await seedEmulators();
});

const DAY_MS = 24 * 60 * 60 * 1000;
function isoDay(offsetDays: number): string {
  const date = new Date(Date.now() + offsetDays * DAY_MS);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function appointmentForm(page: Page): Locator {
  return page.getByRole('form', { name: 'Free appointment' });
}

/** Picks an ISO date in the form's day, month and year lists (day first in both languages). */
async function pickDate(form: Locator, iso: string): Promise<void> {
  const [year, month, day] = iso.split('-').map(Number);
  await form.locator('[name="dateDay"]').selectOption(String(day));
  await form.locator('[name="dateMonth"]').selectOption(String(month));
  await form.locator('[name="dateYear"]').selectOption(String(year));
}

async function sendAppointment(
  page: Page,
  values: { name?: string; email?: string; phone: string; date: string; message: string },
): Promise<void> {
  const form = appointmentForm(page);
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (name === 'date') await pickDate(form, value);
    else await form.locator(`[name="${name}"]`).fill(value);
  }
  await form.getByRole('button', { name: 'SEND MESSAGE' }).click();
}

/** Hue (degrees) of the background of the status chip in `row`: red near 0, green near 120. */
async function chipHue(row: Locator): Promise<number> {
  return row.locator('.MuiChip-root').evaluate((chip) => {
    const [r = 0, g = 0, b = 0] = (getComputedStyle(chip).backgroundColor.match(/[\d.]+/g) ?? [])
      .map(Number)
      .map((v) => v / 255);
    const max = Math.max(r, g, b);
    const d = max - Math.min(r, g, b);
    if (d === 0) return 0;
    const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
    return (h * 60 + 360) % 360;
  });
}

test('journey 7: a visitor sends an appointment from About Us', async () => {
  const before = await countDocs('appointments');
  const context = await file.context();
  const { page, problems } = await openPage(context, '/aboutUs');
  await expectTitle(page, 'About Us');
  for (const fact of [
    '15 years of experience',
    '24/7 Services',
    'Affordable Price',
    'Professional HandyMan',
  ]) {
    await page.getByText(fact, { exact: true }).first().waitFor();
  }
  const team = page.getByRole('region', { name: 'Our Team' });
  expect(await team.getByRole('heading', { level: 3 }).count()).toBeGreaterThan(0);

  // Required: name, date, phone and message.
  const form = appointmentForm(page);
  await form.getByRole('button', { name: 'SEND MESSAGE' }).click();
  for (const message of [
    english('nameRequired'),
    'Phone is required',
    'Date is required',
    'Message is required',
  ]) {
    await form.getByText(exactText(message)).waitFor();
  }
  expect(await countDocs('appointments')).toBe(before);

  await sendAppointment(page, {
    name: 'Rafiq Islam',
    phone: '+8801555000111',
    date: isoDay(7),
    message: 'The bathroom tiles are cracked; please come and have a look.',
  });
  await expectToast(page, TOAST_MESSAGES.appointmentSent);
  await expect.poll(() => countDocs('appointments')).toBe(before + 1);
  const [stored] = await docsWhere('appointments', 'name', 'Rafiq Islam');
  expect(stored).toMatchObject({ phone: '+8801555000111', date: isoDay(7), uid: null });
  // The form empties for the next request.
  await expect.poll(() => form.locator('[name="name"]').inputValue()).toBe('');

  // A visitor cannot read appointments: /appointment asks them to sign in.
  await page.goto('/appointment');
  await page.getByRole('heading', { level: 1, name: 'Appointment Letter', exact: true }).waitFor();
  expect(await page.getByRole('table').count()).toBe(0);
  expect(problems.errors).toEqual([]);
});

test('journey 7: a signed-in sender sees their appointments, Upcoming and Expired', async () => {
  const context = await file.context();
  const { page, problems } = await openPage(context, '/login');
  await signIn(page, 'farhana');
  await page.goto('/aboutUs');

  // The email is prefilled with the signed-in user's.
  const form = appointmentForm(page);
  await expect.poll(() => form.locator('[name="email"]').inputValue()).toBe('farhana@meramot.test');
  await sendAppointment(page, {
    name: 'Farhana Islam',
    phone: '+8801711000001',
    date: isoDay(12),
    message: 'Our kitchen counter needs a new granite top before Eid.',
  });
  await expectToast(page, TOAST_MESSAGES.appointmentSent);
  await sendAppointment(page, {
    name: 'Farhana Islam',
    email: 'farhana@meramot.test',
    phone: '+8801711000001',
    date: isoDay(-20),
    message: 'A request for a day that has already gone.',
  });
  await expectToast(page, TOAST_MESSAGES.appointmentSent, 2);
  await expect.poll(() => countDocs('appointments', ['uid', seed.uids.farhana])).toBe(4);

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Dashboard' })
    .click();
  await page.getByRole('menuitem', { name: 'Appointment', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/appointment');
  // Seed: one upcoming and one expired; sent here: one upcoming and one expired.
  await page.getByRole('heading', { level: 1, name: 'Appointment Letter (4)' }).waitFor();
  const table = page.getByRole('table', { name: 'Appointment letters' });
  const rows = table.locator('tbody tr');
  await expect.poll(() => rows.count()).toBe(4);
  expect(await table.getByText('Sadia Rahman').count()).toBe(0);
  expect(await table.getByText('Tanvir Ahmed').count()).toBe(0);

  const upcoming = rows.filter({ has: page.getByText('Upcoming', { exact: true }) });
  const expired = rows.filter({ has: page.getByText('Expired', { exact: true }) });
  expect(await upcoming.count()).toBe(2);
  expect(await expired.count()).toBe(2);
  for (const row of await upcoming.all()) {
    const h = await chipHue(row);
    expect(h, 'Upcoming is green').toBeGreaterThan(90);
    expect(h, 'Upcoming is green').toBeLessThan(170);
  }
  for (const row of await expired.all()) {
    const h = await chipHue(row);
    expect(h < 20 || h > 340, `Expired is red (hue ${h})`).toBe(true);
  }
  // Numbered 1..4.
  expect(await rows.locator('td:first-child').allTextContents()).toEqual(['1', '2', '3', '4']);
  expect(problems.errors).toEqual([]);
});

test('journey 7: the admin sees every appointment request', async () => {
  const context = await file.context();
  const { page } = await openPage(context, '/login');
  await signIn(page, 'tanvir');
  await page.goto('/appointment');
  const all = await countDocs('appointments');
  await page.getByRole('heading', { level: 1, name: `Appointment Letter (${all})` }).waitFor();
  const table = page.getByRole('table', { name: 'Appointment letters' });
  await table.getByText('Sadia Rahman').waitFor();
  await table.getByText('Farhana Islam').first().waitFor();
  expect(await table.locator('tbody tr').count()).toBe(all);
});
