/**
 * Journey 10: every page at 375 px and 1280 px wide, in the light and the dark theme: the page
 * does not scroll sideways and logs no console error or uncaught exception; at 375 px dark and
 * 1280 px light, axe-core finds no serious or critical violation in English (journey 18 runs it
 * in Bangla at the same sizes and themes). A screenshot of each
 * is saved under test-results/offset-N/layout/ (docs/screenshots/ is made by
 * scripts/screenshots.ts).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { RESULTS_DIR } from '../../harness/emulators';
import { DESKTOP, PHONE, openPage } from '../../harness/browser';
import type { ColorScheme } from '../../harness/browser';
import { seedEmulators } from './support/data';
import type { SeedResult } from './support/data';
import { journeyFile } from './support/journey';
import { APP_PAGES, pageWidths, viewerContexts } from '../../harness/pages';
import { bellReady, seriousViolations, violationLine } from './support/axe';

const file = journeyFile();
let seed: SeedResult;
const SHOTS = path.join(RESULTS_DIR, 'layout');

// The pages only read: one seed serves the whole file.
beforeAll(async () => {
  seed = await seedEmulators();
  mkdirSync(SHOTS, { recursive: true });
});

const SIZES = [
  ['375', PHONE],
  ['1280', DESKTOP],
] as const;
const THEMES: ColorScheme[] = ['light', 'dark'];
/** Where axe runs in English: journey 18's sizes and themes. */
const AXE_RUNS = new Set(['375 dark', '1280 light']);

describe.each(SIZES)('journey 10: every page at %s px', (width, viewport) => {
  test.each(THEMES)(
    'in the %s theme: no sideways scroll, no console errors',
    async (theme) => {
      const contexts = viewerContexts(() => file.context({ viewport, theme }));

      const failures: string[] = [];
      for (const appPage of APP_PAGES) {
        const context = await contexts.get(appPage.viewer);
        const { page, problems } = await openPage(context, appPage.path(seed));
        await appPage.ready(page);
        expect(
          await page.evaluate(() => document.documentElement.getAttribute('data-theme')),
          `${appPage.name}: data-theme`,
        ).toBe(theme);
        const widths = await pageWidths(page);
        if (widths.scrollWidth > widths.innerWidth) {
          failures.push(
            `${appPage.name}: scrolls sideways (${widths.scrollWidth} > ${widths.innerWidth})`,
          );
        }
        await page.screenshot({ path: path.join(SHOTS, `${appPage.name}-${width}-${theme}.png`) });
        if (AXE_RUNS.has(`${width} ${theme}`)) {
          await bellReady(page, appPage);
          for (const violation of await seriousViolations(page)) {
            failures.push(`axe: ${violationLine(appPage, violation)}`);
          }
        }
        failures.push(...problems.errors.map((error) => `${appPage.name}: ${error}`));
        await page.close();
      }

      // On phones the navigation lives in a drawer: it opens, and fits too.
      if (viewport === PHONE) {
        const { page, problems } = await openPage(await contexts.get('customer'), '/');
        await page.getByRole('button', { name: 'Open navigation menu' }).click();
        const drawer = page.getByRole('navigation', { name: 'Main menu' });
        await drawer.getByRole('link', { name: 'Booked Service' }).waitFor();
        await drawer.getByRole('button', { name: 'Logout' }).waitFor();
        const widths = await pageWidths(page);
        if (widths.scrollWidth > widths.innerWidth) failures.push('drawer: scrolls sideways');
        await page.screenshot({ path: path.join(SHOTS, `drawer-${width}-${theme}.png`) });
        failures.push(...problems.errors.map((error) => `drawer: ${error}`));
      }
      expect(failures).toEqual([]);
    },
    // Sixteen pages, three signed-in viewers, axe on half of the runs: more than the default.
    180_000,
  );
});
