/**
 * Journey 18: axe-core (the engine Lighthouse's accessibility audit runs) on every page of
 * docs/product.md §2, signed out and signed in, in Bangla, at 375 px (dark) and 1280 px (light): no
 * serious or critical violation. The check that a control's visible text is part of its name
 * (label-content-name-mismatch, the bell's badge) is among those run. Journey 10 runs axe on the
 * same pages in English, as it loads them at those sizes and themes.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, openPage } from '../../harness/browser';
import type { ColorScheme } from '../../harness/browser';
import { seedEmulators } from './support/data';
import type { SeedResult } from './support/data';
import { journeyFile } from './support/journey';
import { APP_PAGES, viewerContexts } from '../../harness/pages';
import { bellReady, seriousViolations, violationLine } from './support/axe';

const file = journeyFile();
let seed: SeedResult;

beforeAll(async () => {
  seed = await seedEmulators();
});

/** Waits until a Bangla screen has rendered its content: no spinner, a heading or a form. */
async function banglaReady(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.lang === 'bn');
  await page.waitForFunction(
    () =>
      !document.querySelector('main [role="progressbar"]') &&
      Boolean(document.querySelector('main h1, main form')),
    null,
    { timeout: 15_000 },
  );
}

const SIZES = [
  ['375', PHONE, 'dark'],
  ['1280', DESKTOP, 'light'],
] as const;

describe.each(SIZES)('journey 18 at %s px', (_width, viewport, theme) => {
  test(`axe finds no serious or critical violation on any page in Bangla (${theme} theme)`, async () => {
    const contexts = viewerContexts(() => file.context({ viewport, theme: theme as ColorScheme }));
    const found: string[] = [];
    const inBangla = new Set<unknown>();
    for (const appPage of APP_PAGES) {
      const context = await contexts.get(appPage.viewer);
      if (!inBangla.has(context)) {
        await context.addInitScript(() => localStorage.setItem('lang', 'bn'));
        inBangla.add(context);
      }
      const { page } = await openPage(context, appPage.path(seed));
      await banglaReady(page);
      await bellReady(page, appPage);
      for (const violation of await seriousViolations(page)) {
        found.push(violationLine(appPage, violation));
      }
      await page.close();
    }
    console.log(`[axe] bn ${viewport.width} px: ${found.length} serious or critical`);
    expect(found).toEqual([]);
  });
});
