/**
 * Journey 4: a provider adds a service (every required message; price 49 is refused with
 * 'Minimum price 50'), finds it in Manage Service and in the /services search, edits it, and
 * deletes it: Cancel toasts 'Service delete cancelled', OK toasts 'Service Deleted Successfully'
 * and the service is gone from /services.
 */
import { beforeEach, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { TOAST_MESSAGES } from '@meramot/domain/messages';
import { dialog, exactText, expectTitle, expectToast, signIn } from './support/app';
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

const NEW_SERVICE = {
  serviceName: 'Rooftop Solar Panel Cleaning',
  serviceImgURL: '/images/services/electrical.svg',
  serviceArea: 'Mirpur DOHS, Dhaka',
  servicePrice: '650',
  description:
    'Dust and bird-dropping removal from rooftop solar panels with soft brushes and deionised water, plus a wiring check of the inverter.',
};
const EDITED_NAME = 'Rooftop Solar Panel Washing';

async function fillService(form: Locator, values: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    await form.locator(`[name="${name}"]`).fill(value);
  }
}

/** Opens a Dashboard item from the navbar, as a person would. */
async function openDashboard(page: Page, item: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Dashboard' }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

function serviceCard(page: Page, name: string): Locator {
  return page.getByRole('article', { name });
}

test('journey 4: add, find, edit and delete a service', async () => {
  const rahimUid = seed.uids.rahim;
  const rahimServicesBefore = await countDocs('services', ['providerUid', rahimUid]);
  const allServicesBefore = await countDocs('services');
  const context = await file.context();
  const { page, problems } = await openPage(context, '/login');
  await signIn(page, 'rahim');

  // ---- Add Service: the seven required messages, then the minimum price.
  await openDashboard(page, 'Add Service');
  await page.waitForURL((url) => url.pathname === '/addService');
  await expectTitle(page, 'Add Service');
  const form = page.getByRole('form', { name: 'Add Service' });
  const add = form.getByRole('button', { name: 'Add Service', exact: true });
  await add.click();
  for (const message of [
    english('serviceImgRequired'),
    english('serviceNameRequired'),
    english('serviceAreaRequired'),
    english('servicePriceRequired'),
    english('descriptionRequired'),
    english('categoryRequired'),
    english('districtRequired'),
  ]) {
    await form.getByText(exactText(message)).waitFor();
  }

  await fillService(form, { ...NEW_SERVICE, servicePrice: '49' });
  await add.click();
  await form.getByText(exactText(english('minimumPrice'))).waitFor();
  expect(await form.getByText(exactText(english('serviceNameRequired'))).count()).toBe(0);
  expect(await countDocs('services')).toBe(allServicesBefore);

  // Reset empties the form.
  await form.getByRole('button', { name: 'Reset' }).click();
  await expect.poll(() => form.locator('[name="serviceName"]').inputValue()).toBe('');

  await fillService(form, NEW_SERVICE);
  await form.getByRole('combobox', { name: 'Category' }).selectOption('electrical');
  await form.getByRole('combobox', { name: 'District' }).fill('Dhaka');
  await page.getByRole('option', { name: 'Dhaka', exact: true }).click();
  // Rahim's e-mail address is verified: he may show it on the listing (off unless ticked).
  await form.getByLabel('Show my e-mail address on this listing').check();
  await add.click();
  await expectToast(page, TOAST_MESSAGES.serviceAdded);
  await expect.poll(() => form.locator('[name="serviceName"]').inputValue()).toBe('');
  await expect
    .poll(() => countDocs('services', ['providerUid', rahimUid]))
    .toBe(rahimServicesBefore + 1);
  const [stored] = await docsWhere('services', 'service.serviceName', NEW_SERVICE.serviceName);
  expect(stored?.service).toEqual({
    ...NEW_SERVICE,
    servicePrice: 650,
    category: 'electrical',
    district: 'dhaka',
  });
  expect(stored?.provider).toMatchObject({ name: 'Rahim Uddin', email: 'rahim@meramot.test' });

  // ---- Manage Service lists it, with the description cut to 30 characters.
  await openDashboard(page, 'Manage Service');
  await page.waitForURL((url) => url.pathname === '/manageService');
  await expectTitle(page, 'Manage Service');
  const table = page.getByRole('table', { name: 'Your services' });
  const row = table.getByRole('row').filter({ hasText: NEW_SERVICE.serviceName });
  await row.waitFor();
  await row.getByText(NEW_SERVICE.serviceArea).waitFor();
  await row.getByText(`${NEW_SERVICE.description.slice(0, 30)}...`, { exact: true }).waitFor();
  await row.getByText('৳650', { exact: true }).waitFor();
  await expect.poll(() => table.getByRole('row').count()).toBe(rahimServicesBefore + 2); // + header

  // ---- The /services search finds it, once the server has indexed its words (the
  // service-search-index trigger: the web app never writes search terms).
  await expect
    .poll(
      async () =>
        (await docsWhere('services', 'service.serviceName', NEW_SERVICE.serviceName))[0]
          ?.searchTerms,
    )
    .toEqual(expect.arrayContaining(['solar']));
  await page.goto('/services');
  await page.getByRole('searchbox', { name: 'Search service' }).fill('solar');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await serviceCard(page, NEW_SERVICE.serviceName).waitFor();
  await expect.poll(() => page.getByRole('article').count()).toBe(1);

  // ---- Edit: the same messages, the same minimum price.
  await page.goto('/manageService');
  await row.waitFor();
  await row.getByRole('button', { name: `Edit ${NEW_SERVICE.serviceName}` }).click();
  const update = dialog(page, 'Update Service');
  await update.waitFor();
  expect(await update.locator('[name="serviceName"]').inputValue()).toBe(NEW_SERVICE.serviceName);
  await update.locator('[name="serviceName"]').fill('');
  await update.getByRole('button', { name: 'Update', exact: true }).click();
  await update.getByText(exactText(english('serviceNameRequired'))).waitFor();
  await update.locator('[name="serviceName"]').fill(EDITED_NAME);
  await update.locator('[name="servicePrice"]').fill('40');
  await update.getByRole('button', { name: 'Update', exact: true }).click();
  await update.getByText(exactText(english('minimumPrice'))).waitFor();
  await update.locator('[name="servicePrice"]').fill('60');
  await update.getByRole('button', { name: 'Update', exact: true }).click();
  await expectToast(page, TOAST_MESSAGES.serviceUpdated);
  await update.waitFor({ state: 'detached' });
  const editedRow = table.getByRole('row').filter({ hasText: EDITED_NAME });
  await editedRow.getByText('৳60', { exact: true }).waitFor();
  await expect
    .poll(async () => (await docsWhere('services', 'service.serviceName', EDITED_NAME)).length)
    .toBe(1);
  const [edited] = await docsWhere('services', 'service.serviceName', EDITED_NAME);
  expect(edited?.id).toBe(stored?.id);
  expect(edited?.service.servicePrice).toBe(60);

  // ---- Delete: Cancel keeps it, OK removes it.
  await editedRow.getByRole('button', { name: `Delete ${EDITED_NAME}` }).click();
  const confirm = dialog(page, 'Are you sure?').filter({ hasText: EDITED_NAME });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expectToast(page, TOAST_MESSAGES.serviceDeleteCancelled);
  await confirm.waitFor({ state: 'detached' });
  expect(await editedRow.count()).toBe(1);
  expect(await countDocs('services', ['providerUid', rahimUid])).toBe(rahimServicesBefore + 1);

  await editedRow.getByRole('button', { name: `Delete ${EDITED_NAME}` }).click();
  await confirm.getByRole('button', { name: 'OK' }).click();
  await expectToast(page, TOAST_MESSAGES.serviceDeleted);
  await editedRow.waitFor({ state: 'detached' });
  await expect
    .poll(() => countDocs('services', ['providerUid', rahimUid]))
    .toBe(rahimServicesBefore);

  // ---- Gone from /services, both the list and the search.
  await page.goto('/services');
  await expect.poll(() => page.getByRole('article').count()).toBe(allServicesBefore);
  expect(await serviceCard(page, EDITED_NAME).count()).toBe(0);
  await page.getByRole('searchbox', { name: 'Search service' }).fill('solar');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByText(exactText('No Service Available')).waitFor();
  expect(problems.errors).toEqual([]);
});

test('journey 4: a provider with no services sees the empty text', async () => {
  const context = await file.context();
  const { page } = await openPage(context, '/login');
  await signIn(page, 'farhana');
  await page.goto('/manageService');
  await page.getByText(exactText('You have no services Added!')).waitFor();
  expect(await page.getByRole('table').count()).toBe(0);
});
