/**
 * Journey 20: the money of a job (issue 20). The provider adds a part and sends the bill; the
 * customer disputes it; the provider revises it; the customer accepts it and marks it paid in
 * cash; the provider confirms the cash; both open the receipt; the provider's earnings and the
 * admin's totals show the amounts the ledger booked.
 */
import { beforeEach, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { receiptNumberOf } from '@meramot/domain/bill';
import { dhakaDateOf } from '@meramot/domain/booking-time';
import { commissionOf } from '@meramot/domain/ledger';
import { SEED_BOOKINGS } from '../../harness/seed-data';
import { dialog, expectToast, signIn } from './support/app';
import { PHONE, openPage } from '../../harness/browser';
import { seriousViolations } from './support/axe';
import { journeyFile } from './support/journey';
import { getDoc, seedEmulators, service } from './support/data';
import type { SeedResult } from './support/data';

const file = journeyFile();
let seed: SeedResult;

beforeEach(async () => {
  seed = await seedEmulators();
});

// Nasrin's; Farhana's seeded booking of it is Working.
const PLUMBING = service('plumbing').fields;
const taka = (amount: number) => `৳${amount.toLocaleString('en-BD')}`;

const row = (page: Page, table: string) =>
  page
    .getByRole('table', { name: table })
    .locator('tbody tr')
    .filter({ hasText: PLUMBING.serviceName });

/** Fills the bill editor's lines (replacing those there) and sends it. */
async function sendBill(page: Page, lines: [string, number][], discount = '') {
  const editor = dialog(page, `Bill for ${PLUMBING.serviceName}`);
  await editor.waitFor();
  while ((await editor.getByRole('group').count()) > 0) {
    await editor.getByRole('button', { name: 'Remove line 1' }).click();
  }
  for (const [index, [description, amount]] of lines.entries()) {
    await editor.getByRole('button', { name: 'Add a line' }).click();
    const line = editor.getByRole('group', { name: `Line ${index + 1}` });
    await line.getByLabel('Part or labour').fill(description);
    await line.getByLabel('Amount (৳)').fill(String(amount));
  }
  await editor.getByLabel('Discount (৳)').fill(discount);
  await editor.getByRole('button', { name: 'Send bill' }).click();
  await expectToast(page, 'Bill sent');
  await editor.waitFor({ state: 'hidden' });
}

test('journey 20: a bill is sent, disputed, revised, accepted, paid, receipted and booked', async () => {
  const bookingId = seed.bookingIds[SEED_BOOKINGS.findIndex((b) => b.service === 'plumbing')] ?? '';
  const price = PLUMBING.servicePrice;

  const provider = await openPage(await file.context(), '/login');
  // The journey's first page may wait for the emulators to warm up: a longer first wait.
  await provider.page.getByRole('form', { name: 'Login' }).waitFor({ timeout: 60_000 });
  await signIn(provider.page, 'nasrin');
  await provider.page.goto('/serviceToDo');
  const providerRow = row(provider.page, 'Bookings made to you');
  await providerRow.getByRole('button', { name: `Send bill: ${PLUMBING.serviceName}` }).click();
  await sendBill(provider.page, [['New mixer tap', 850]]);
  await providerRow.getByText('Waiting for the customer to answer the bill').waitFor();

  // ---- The customer sees the bill arrive and disputes it.
  const customer = await openPage(await file.context(), '/login');
  await signIn(customer.page, 'farhana');
  await customer.page.goto('/bookedServices');
  const customerRow = row(customer.page, 'Your booked services');
  await customerRow.getByRole('button', { name: `Bill: ${taka(price + 850)}` }).waitFor();
  await customerRow.getByRole('button', { name: `Dispute: ${PLUMBING.serviceName}` }).click();
  const dispute = dialog(customer.page, 'Dispute this bill?');
  await dispute.getByLabel('What is wrong').fill('The tap was ৳600 at the shop');
  await dispute.getByRole('button', { name: 'Dispute bill' }).click();
  await expectToast(customer.page, 'Bill disputed');

  // ---- The provider reads the reason and revises: the tap at 600, labour 200, 100 off.
  await providerRow.getByText('Disputed: The tap was ৳600 at the shop').waitFor();
  await providerRow.getByRole('button', { name: 'Revise bill' }).click();
  await sendBill(
    provider.page,
    [
      ['New mixer tap', 600],
      ['Labour', 200],
    ],
    '100',
  );
  const total = price + 700;

  // ---- The customer accepts the revised bill and marks it paid in cash.
  await customerRow.getByRole('button', { name: `Bill: ${taka(total)}` }).waitFor();
  await customerRow.getByRole('button', { name: `Accept bill: ${PLUMBING.serviceName}` }).click();
  await expectToast(customer.page, 'Bill accepted');
  await customerRow
    .getByRole('button', { name: `I paid in cash: ${PLUMBING.serviceName}` })
    .click();
  await expectToast(customer.page, 'Payment marked');
  await customerRow.getByText('You marked it paid: waiting for the provider').waitFor();

  // ---- The provider sees the customer's mark and confirms the cash: Paid.
  await providerRow.getByText('The customer says it is paid in cash').waitFor();
  await providerRow.getByRole('button', { name: `Cash received: ${PLUMBING.serviceName}` }).click();
  await expectToast(provider.page, 'Payment marked');
  await providerRow.getByText('Paid', { exact: true }).waitFor();

  // ---- Both open the receipt.
  for (const party of [provider, customer]) {
    const partyRow = party === provider ? providerRow : customerRow;
    await partyRow.getByRole('link', { name: `Receipt: ${PLUMBING.serviceName}` }).click();
    await party.page.getByRole('heading', { name: 'Meramot Receipt' }).waitFor();
    await party.page.getByText(receiptNumberOf(bookingId)).waitFor();
    await party.page.getByRole('cell', { name: taka(total) }).waitFor();
    await party.page.getByText(/^Paid in cash on /).waitFor();
  }

  // ---- The ledger books it once; the provider's earnings and the admin's totals show it.
  const commission = commissionOf(total, 1000);
  await expect
    .poll(async () => getDoc('ledger', bookingId), { timeout: 60_000, interval: 500 })
    .toMatchObject({ gross: total, commission, net: total - commission });
  await provider.page.goto('/earnings');
  const thisMonth = provider.page.getByRole('region', { name: 'This month' });
  await thisMonth.getByText(taka(total - commission), { exact: true }).waitFor();
  await thisMonth.getByText(taka(commission), { exact: true }).waitFor();
  await provider.page.getByRole('img', { name: 'The last 12 months' }).waitFor();

  const admin = await openPage(await file.context(), '/login');
  await signIn(admin.page, 'tanvir');
  await admin.page.goto('/admin/money');
  const days = admin.page.getByRole('table', { name: 'Recent days' });
  await days
    .getByRole('cell', { name: taka(commission), exact: true })
    .first()
    .waitFor();

  // ---- The charts' text versions carry this month's amounts; axe finds nothing serious on the
  // money screens with money on them (journeys 10 and 18 run it on them without).
  const month = dhakaDateOf(Date.now()).slice(0, 7);
  const [year, number] = month.split('-').map(Number) as [number, number];
  const monthName = new Date(Date.UTC(year, number - 1, 1)).toLocaleDateString('en-GB', {
    month: 'short',
    year: '2-digit',
    timeZone: 'UTC',
  });
  const adminMonths = admin.page.getByRole('table', { name: 'The last 12 months' });
  await expect
    .poll(() => adminMonths.getByRole('row', { name: monthName }).innerText())
    .toContain(taka(total - commission));
  await admin.page
    .getByRole('img', { name: 'The last 12 months' })
    .locator('svg')
    .first()
    .waitFor();
  expect(await seriousViolations(admin.page)).toEqual([]);
  expect(await seriousViolations(provider.page)).toEqual([]);
  await customer.page.reload();
  await customer.page.getByRole('heading', { name: 'Meramot Receipt' }).waitFor();
  expect(await seriousViolations(customer.page)).toEqual([]);

  // ---- On a phone the month with money keeps its label under its bar.
  await provider.page.setViewportSize(PHONE);
  await provider.page.reload();
  const chart = provider.page.getByRole('img', { name: 'The last 12 months' });
  await chart.locator('svg').first().waitFor();
  await expect.poll(() => chart.locator('svg text').allTextContents()).toContain(monthName);

  for (const { problems } of [provider, customer, admin]) {
    expect(problems.errors).toEqual([]);
  }
}, 240_000);
