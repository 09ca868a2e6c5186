/**
 * The test-file side of the harness: one browser per test file (launched in beforeAll, closed in
 * afterAll) and a fresh context per test.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { RESULTS_DIR } from '../../../harness/emulators';
import { launchBrowser, newAppContext } from '../../../harness/browser';
import type { ContextOptions } from '../../../harness/browser';

export interface JourneyFile {
  /** The file's browser (launched in beforeAll). */
  browser: () => Browser;
  /** A fresh context for this test, closed after it; on failure its pages are photographed. */
  context: (options?: ContextOptions) => Promise<BrowserContext>;
}

/**
 * One browser per test file, a fresh context per test. When a test fails, a screenshot of every
 * page it left open goes to test-results/offset-N/e2e-failures/ before the contexts close.
 */
export function journeyFile(): JourneyFile {
  let browser: Browser | undefined;
  let contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async (test) => {
    const failed = (test.task.result?.errors?.length ?? 0) > 0;
    if (failed) {
      const dir = path.join(RESULTS_DIR, 'e2e-failures');
      mkdirSync(dir, { recursive: true });
      const base = test.task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
      let n = 0;
      for (const context of contexts) {
        for (const page of context.pages()) {
          n += 1;
          await page
            .screenshot({
              path: path.join(dir, `${base}-${n}.png`),
              fullPage: false,
              timeout: 5000,
            })
            .catch(() => undefined);
        }
      }
    }
    await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
    contexts = [];
  });
  afterAll(async () => {
    await browser?.close();
  });

  const current = () => {
    if (!browser) throw new Error('The browser is not launched yet (use it inside a test)');
    return browser;
  };
  return {
    browser: current,
    context: async (options) => {
      const context = await newAppContext(current(), options);
      contexts.push(context);
      return context;
    },
  };
}
