/**
 * axe-core (the engine Lighthouse's accessibility audit runs) on the page as it is: its serious
 * and critical violations. Journeys 10 (English) and 18 (Bangla) run it on every page.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP } from '../../../harness/browser';
import type { AppPage } from '../../../harness/pages';

// axe-core (a devDependency, the version Lighthouse runs): its browser build is injected as is.
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

export interface Violation {
  id: string;
  impact: string | null;
  targets: string[];
}

/** axe's serious and critical violations on the page as it is now. */
export async function seriousViolations(page: Page): Promise<Violation[]> {
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

/** The signed-in navbar's bell (and its badge) has loaded: axe checks its name. */
export async function bellReady(page: Page, appPage: AppPage): Promise<void> {
  if (appPage.viewer !== 'visitor' && page.viewportSize()?.width === DESKTOP.width) {
    await page.locator('header button[aria-haspopup="menu"][aria-label]').first().waitFor();
  }
}

/** A violation as a line of a failure list. */
export const violationLine = (appPage: AppPage, violation: Violation) =>
  `${appPage.name}: ${violation.id} (${violation.impact}) ${violation.targets.slice(0, 3).join(', ')}`;
