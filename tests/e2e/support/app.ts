/**
 * How a person drives Meramot: signing in through the Login screen, reading toasts and the
 * alert dialog. Locators follow the screens' accessible names (web/src/features/...).
 */
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { TOAST_MESSAGES } from '@meramot/domain/messages';
import { signInThroughForm } from '../../../harness/pages';

export { loginForm, submitLogin } from '../../../harness/pages';

/** The text of every toast the page has shown so far, oldest first. */
export function toastsSeen(page: Page): Promise<string[]> {
  return page.evaluate(() => [...(window as unknown as { __e2eToasts: string[] }).__e2eToasts]);
}

/** How many toasts with exactly this text the page has shown. */
export async function toastCount(page: Page, text: string): Promise<number> {
  return (await toastsSeen(page)).filter((seen) => seen === text).length;
}

/** Waits until the page has shown a toast with exactly this text (it may be gone again). */
export async function expectToast(page: Page, text: string, times = 1): Promise<void> {
  try {
    await expect
      .poll(() => toastCount(page, text), { timeout: 15_000, interval: 100 })
      .toBeGreaterThanOrEqual(times);
  } catch {
    const seen = await toastsSeen(page).catch(() => ['(page gone)']);
    throw new Error(`No toast "${text}" (x${times}); toasts shown: ${JSON.stringify(seen)}`);
  }
}

/** A regular expression matching exactly `text` (after trimming). */
export function exactText(text: string): RegExp {
  return new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);
}

/**
 * Signs a seed account in through the Login screen and waits for the success toast; the app
 * then goes to the remembered path, else /.
 */
export async function signIn(page: Page, key: string): Promise<void> {
  await signInThroughForm(page, key);
  await expectToast(page, TOAST_MESSAGES.loginSuccess);
}

/** The dialog (MUI) titled `title`. */
export function dialog(page: Page, title: string): Locator {
  return page.getByRole('dialog', { name: title });
}

/** Waits for the document title a screen sets once it has rendered. */
export async function expectTitle(page: Page, title: string): Promise<void> {
  await expect.poll(() => page.title(), { timeout: 10_000, interval: 100 }).toBe(title);
}
