/**
 * Journey 18: axe-core (the engine Lighthouse's accessibility audit runs) on every page of
 * SPEC.md §2, signed out and signed in, in English and in Bangla, at 375 px (dark) and 1280 px
 * (light): no serious or critical violation. In Bangla the check that a control's visible text
 * is part of its name (label-content-name-mismatch, the bell's badge) is among those run.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, openPage } from './support/browser';
import type { ColorScheme } from './support/browser';
import { seedEmulators } from './support/data';
import type { SeedResult } from './support/data';
import { journeyFile } from './support/journey';
import { APP_PAGES, viewerContexts } from './support/pages';

const file = journeyFile();
let seed: SeedResult;
// axe-core (a devDependency, the version Lighthouse runs): its browser build is injected as is.
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

beforeAll(async () => {
  seed = await seedEmulators();
});

interface Violation {
  id: string;
  impact: string | null;
  targets: string[];
}

/** axe's serious and critical violations on the page as it is now. */
async function seriousViolations(page: Page): Promise<Violation[]> {
  // Evaluated by the browser's protocol, not as a page script: the app's CSP allows no inline one.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{
            violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[];
            passes: unknown[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      resultTypes: ['violations'],
      rules: { 'label-content-name-mismatch': { enabled: true } },
    });
    return {
      passed: result.passes.length,
      found: result.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      })),
    };
  });
  // axe ran its rules (an empty answer would prove nothing).
  expect(violations.passed).toBeGreaterThan(10);
  return violations.found.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

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
  test.each(['en', 'bn'] as const)(
    `axe finds no serious or critical violation on any page (${theme} theme, %s)`,
    async (language) => {
      const contexts = viewerContexts(() =>
        file.context({ viewport, theme: theme as ColorScheme }),
      );
      const found: string[] = [];
      const inBangla = new Set<unknown>();
      for (const appPage of APP_PAGES) {
        const context = await contexts.get(appPage.viewer);
        if (language === 'bn' && !inBangla.has(context)) {
          await context.addInitScript(() => localStorage.setItem('lang', 'bn'));
          inBangla.add(context);
        }
        const { page } = await openPage(context, appPage.path(seed));
        if (language === 'bn') await banglaReady(page);
        else await appPage.ready(page);
        // The signed-in navbar's bell (and its badge) has loaded.
        if (appPage.viewer !== 'visitor' && viewport === DESKTOP) {
          await page.locator('header button[aria-haspopup="menu"][aria-label]').first().waitFor();
        }
        for (const violation of await seriousViolations(page)) {
          found.push(
            `${appPage.name}: ${violation.id} (${violation.impact}) ${violation.targets.slice(0, 3).join(', ')}`,
          );
        }
        await page.close();
      }
      console.log(`[axe] ${language} ${viewport.width} px: ${found.length} serious or critical`);
      expect(found).toEqual([]);
    },
  );
});
