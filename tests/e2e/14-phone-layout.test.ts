/**
 * Journey 14: Manage Service, Service To Do, Booked Services and Appointment on a 375 px phone,
 * light and dark: cards instead of tables, every action, price, status and call link inside the
 * viewport even beside a long unbroken name,
 * and dark mode's Expired chip readable (4.5:1). Screenshots go to test-results/offset-N/phone/
 * (`npm run screenshots` puts them in docs/screenshots/). Then a write made offline: the form
 * says so instead of waiting, and the spec's failure toast shows. And the account corners a new
 * user met: "Forgot password?" gets a reset link from the Auth emulator, and a signed-in user
 * who opens /login is sent on.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { TOAST_MESSAGES } from '@meramot/domain/messages';
import { EMULATOR_HOSTS, PROJECT_ID, RESULTS_DIR } from '../../harness/emulators';
import { expectToast, signIn } from './support/app';
import { PHONE, openPage } from '../../harness/browser';
import type { ColorScheme } from '../../harness/browser';
import { account, countDocs, db, docsWhere, seedEmulators } from './support/data';
import type { SeedResult } from './support/data';
import { journeyFile } from './support/journey';
import { pageWidths } from '../../harness/pages';

const file = journeyFile();
const SHOTS = path.join(RESULTS_DIR, 'phone');
const THEMES: ColorScheme[] = ['light', 'dark'];
/** No spaces to break at: only overflow-wrap keeps it inside a phone's width. */
const LONG_NAME = 'Waterproofing'.repeat(5);
let seed: SeedResult;
/** The seed account (key) who made the long-named booking of Rahim's service. */
let bookingCustomer = '';

beforeAll(async () => {
  seed = await seedEmulators();
  mkdirSync(SHOTS, { recursive: true });
  // One of Rahim's services and one of Farhana's appointments get a long unbroken name.
  const [rahimService] = await docsWhere('services', 'providerUid', seed.uids.rahim);
  const [farhanaAppointment] = await docsWhere('appointments', 'uid', seed.uids.farhana);
  if (!rahimService || !farhanaAppointment) throw new Error('The seed has changed');
  await db().doc(`services/${rahimService.id}`).update({ 'service.serviceName': LONG_NAME });
  await db().doc(`appointments/${farhanaAppointment.id}`).update({ name: LONG_NAME });
  // A waiting booking made to Rahim: the service, the customer and the provider named long.
  const rahimBookings = await docsWhere('bookings', 'providerUid', seed.uids.rahim);
  const waiting = rahimBookings.find((booking) => booking.serviceStatus === 'pending');
  if (!waiting) throw new Error('The seed has no pending booking of Rahim');
  await db()
    .doc(`bookings/${waiting.id}`)
    .update({ serviceName: LONG_NAME, uName: LONG_NAME, pName: LONG_NAME });
  bookingCustomer =
    Object.entries(seed.uids).find(([, uid]) => uid === waiting.customerUid)?.[0] ?? '';
});

/**
 * Every button, link, status chip and price of `main` that does not lie wholly inside the
 * window's width, by its text.
 */
function outsideViewport(page: Page): Promise<string[]> {
  return page.locator('main').evaluate((main) => {
    const width = window.innerWidth;
    const wanted = Array.from(main.querySelectorAll<HTMLElement>('button, a[href], .MuiChip-root'));
    const prices = Array.from(main.querySelectorAll<HTMLElement>('p')).filter((p) =>
      /^৳[\d,]+(\.\d+)?$/.test(p.textContent ?? ''),
    );
    return [...wanted, ...prices]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.left < 0 || box.right > width + 0.5);
      })
      .map((element) => element.getAttribute('aria-label') ?? element.textContent ?? '?');
  });
}

async function checkPhoneScreen(page: Page, name: string, theme: ColorScheme): Promise<void> {
  const widths = await pageWidths(page);
  expect(widths.scrollWidth, `${name} scrolls sideways`).toBeLessThanOrEqual(widths.innerWidth);
  expect(await outsideViewport(page), `${name}: outside the viewport`).toEqual([]);
  await page.screenshot({ path: path.join(SHOTS, `${name}-375-${theme}.png`), fullPage: true });
}

/** WCAG contrast of an element's text colour against its own background colour. */
async function contrastOf(page: Page, selector: string): Promise<number> {
  const [text, background] = await page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const style = getComputedStyle(element);
      return [style.color, style.backgroundColor];
    });
  const luminance = (css: string | undefined) => {
    const [r = 0, g = 0, b = 0] = (css?.match(/[\d.]+/g) ?? []).map(Number);
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const [lighter, darker] = [luminance(text), luminance(background)].sort((a, b) => b - a);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

test.each(THEMES)('journey 14: Manage Service on a phone, %s theme', async (theme) => {
  const context = await file.context({ viewport: PHONE, theme });
  const { page, problems } = await openPage(context, '/login');
  await signIn(page, 'rahim');
  await page.goto('/manageService');
  const list = page.getByRole('list', { name: 'Your services' });
  await list.getByRole('listitem', { name: LONG_NAME }).waitFor();
  expect(await page.getByRole('table').count()).toBe(0);
  const card = list.getByRole('listitem', { name: LONG_NAME });
  await card.getByRole('button', { name: `Edit ${LONG_NAME}` }).waitFor();
  await card.getByRole('button', { name: `Delete ${LONG_NAME}` }).waitFor();
  await checkPhoneScreen(page, 'manage-service', theme);

  // The Update Service modal fits too, with the long name in its field.
  await card.getByRole('button', { name: `Edit ${LONG_NAME}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Service' });
  await dialog.getByRole('button', { name: 'Update' }).waitFor();
  const box = await dialog.getByRole('button', { name: 'Update' }).boundingBox();
  expect(box && box.x + box.width <= PHONE.width).toBe(true);
  expect(problems.errors).toEqual([]);
});

test.each(THEMES)('journey 14: Service To Do on a phone, %s theme', async (theme) => {
  const context = await file.context({ viewport: PHONE, theme });
  const { page, problems } = await openPage(context, '/login');
  await signIn(page, 'rahim');
  await page.goto('/serviceToDo');
  const list = page.getByRole('list', { name: 'Bookings made to you' });
  const card = list.getByRole('listitem', { name: `${LONG_NAME} for ${LONG_NAME}` });
  await card.waitFor();
  expect(await page.getByRole('table').count()).toBe(0);
  // Who to call, the status dropdown and Decline, all on the card.
  const call = card.getByRole('link', { name: new RegExp(`^Call ${LONG_NAME} on `) });
  expect(await call.getAttribute('href')).toMatch(/^tel:(\+880|0)1\d{9}$/);
  expect(await card.getByRole('link', { name: /^WhatsApp / }).getAttribute('href')).toMatch(
    /^https:\/\/wa\.me\/8801\d{9}$/,
  );
  await card.getByRole('link', { name: /^Email / }).waitFor();
  await card.getByRole('combobox', { name: `Status of ${LONG_NAME} for ${LONG_NAME}` }).waitFor();
  await card.getByRole('button', { name: `Decline ${LONG_NAME} for ${LONG_NAME}` }).waitFor();
  await checkPhoneScreen(page, 'service-to-do', theme);
  expect(problems.errors).toEqual([]);
});

test.each(THEMES)('journey 14: Booked Services on a phone, %s theme', async (theme) => {
  const context = await file.context({ viewport: PHONE, theme });
  const { page, problems } = await openPage(context, '/login');
  await signIn(page, bookingCustomer);
  await page.goto('/bookedServices');
  const list = page.getByRole('list', { name: 'Your booked services' });
  const card = list.getByRole('listitem', { name: LONG_NAME });
  await card.waitFor();
  expect(await page.getByRole('table').count()).toBe(0);
  // When, the provider's number to call, the status and Cancel, all on the card.
  const call = card.getByRole('link', { name: new RegExp(`^Call ${LONG_NAME} on `) });
  expect(await call.getAttribute('href')).toMatch(/^tel:(\+880|0)1\d{9}$/);
  await card.getByRole('link', { name: /^WhatsApp / }).waitFor();
  await card.getByText('Pending', { exact: true }).waitFor();
  await card.getByRole('button', { name: `Cancel ${LONG_NAME}` }).waitFor();
  await checkPhoneScreen(page, 'booked-services', theme);
  expect(problems.errors).toEqual([]);
});

test.each(THEMES)('journey 14: Appointment on a phone, %s theme', async (theme) => {
  const context = await file.context({ viewport: PHONE, theme });
  const { page, problems } = await openPage(context, '/login');
  await signIn(page, 'farhana');
  await page.goto('/appointment');
  const list = page.getByRole('list', { name: 'Appointment letters' });
  await list.getByText(LONG_NAME, { exact: false }).waitFor();
  expect(await page.getByRole('table').count()).toBe(0);
  await list.locator('.MuiChip-root', { hasText: 'Expired' }).first().waitFor();
  await list.locator('.MuiChip-root', { hasText: 'Upcoming' }).first().waitFor();
  await checkPhoneScreen(page, 'appointment', theme);
  // Small bold text needs 4.5:1; white on dark mode's main red was 3.7:1.
  expect(await contrastOf(page, '.MuiChip-root:has-text("Expired")')).toBeGreaterThanOrEqual(4.5);
  expect(problems.errors).toEqual([]);
});

test('journey 14: the admin reads each sender’s phone and message on a phone', async () => {
  const context = await file.context({ viewport: PHONE });
  const { page } = await openPage(context, '/login');
  await signIn(page, 'tanvir');
  await page.goto('/appointment');
  const card = page
    .getByRole('list', { name: 'Appointment letters' })
    .getByRole('listitem')
    .filter({ hasText: LONG_NAME });
  const [sent] = await docsWhere('appointments', 'name', LONG_NAME);
  if (!sent) throw new Error('The long-named appointment is gone');
  const call = card.getByRole('link', { name: String(sent.phone) });
  expect(await call.getAttribute('href')).toMatch(/^tel:\+?\d+$/);
  await card.getByText(String(sent.message).split('\n')[0] ?? '', { exact: false }).waitFor();
  await checkPhoneScreen(page, 'appointment-admin', 'light');
});

test('journey 14: a write made offline says so, and nothing is written', async () => {
  const context = await file.context();
  const { page } = await openPage(context, '/aboutUs');
  const form = page.getByRole('form', { name: 'Free appointment' });
  await form.locator('[name="name"]').fill('Sadia Rahman');
  await form.locator('[name="phone"]').fill('+8801911000003');
  await form.locator('[name="dateDay"]').selectOption('20');
  await form.locator('[name="dateMonth"]').selectOption('5');
  await form.locator('[name="dateYear"]').selectOption(String(new Date().getFullYear() + 1));
  await form.locator('[name="message"]').fill('Damp wall in the bedroom.');
  const before = await countDocs('appointments');

  await context.setOffline(true);
  await form.getByRole('button', { name: 'SEND MESSAGE' }).click();
  await form.getByText(/^You are offline: your request was not saved\./).waitFor();
  await expectToast(page, TOAST_MESSAGES.appointmentFailed);
  expect(await form.getByRole('button', { name: 'SEND MESSAGE' }).isEnabled()).toBe(true);

  // Back online, the same form sends it.
  await context.setOffline(false);
  await form.getByRole('button', { name: 'SEND MESSAGE' }).click();
  await expectToast(page, TOAST_MESSAGES.appointmentSent);
  await expect.poll(() => countDocs('appointments')).toBe(before + 1);
});

test('journey 14: "Forgot password?" sends a reset link; a signed-in user leaves /login', async () => {
  const farhana = account('farhana');
  const context = await file.context();
  const { page, problems } = await openPage(context, '/login');
  await page.locator('input[name="email"]').fill(farhana.email);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByText(`If an account uses ${farhana.email}, a link`, { exact: false }).waitFor();
  // The Auth emulator keeps the link it would have mailed (docs/setup.md: "Seed accounts").
  const codes = `http://${EMULATOR_HOSTS.auth}/emulator/v1/projects/${PROJECT_ID}/oobCodes`;
  await expect
    .poll(async () => {
      const { oobCodes } = (await (await fetch(codes)).json()) as {
        oobCodes: { email: string; requestType: string; oobLink: string }[];
      };
      return oobCodes.some(
        (code) => code.email === farhana.email && code.requestType === 'PASSWORD_RESET',
      );
    })
    .toBe(true);

  await signIn(page, 'farhana');
  await page.goto('/login');
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/register');
  await page.waitForURL((url) => url.pathname === '/');
  expect(problems.errors).toEqual([]);
});
