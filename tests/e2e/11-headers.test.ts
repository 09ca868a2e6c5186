/**
 * Journey 11: the security headers Hosting sends (firebase.json). Every page, and Google sign-in
 * through the Auth emulator's popup, runs under the Content-Security-Policy without a single
 * violation; a page on another origin that frames the app gets nothing; the headers are on the
 * app, its SPA routes and its hashed assets, and source maps are not served.
 */
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { BrowserContext, Page, Response } from 'playwright-core';
import { TOAST_MESSAGES } from '@meramot/domain/messages';
import { API_URL, HOSTING_URL } from '../../harness/emulators';
import { expectToast } from './support/app';
import { openPage } from '../../harness/browser';
import { seedEmulators } from './support/data';
import type { SeedResult } from './support/data';
import { GAPI_URL, useGapiStandIn } from './support/gapi-stand-in';
import { journeyFile } from './support/journey';
import { APP_PAGES, viewerContexts } from '../../harness/pages';

const file = journeyFile();
let seed: SeedResult;

// The pages only read, and the Google account is new to this seed: one seed serves the file.
beforeAll(async () => {
  seed = await seedEmulators();
});

/** A Content-Security-Policy header as directive name -> its sources. */
function directives(policy: string | undefined): Map<string, string[]> {
  const parsed = new Map<string, string[]>();
  for (const part of (policy ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) parsed.set(name.toLowerCase(), sources);
  }
  return parsed;
}

/** The policy served with a page: present, and refusing every framer. */
function expectPolicyOn(response: Response | null, where: string): void {
  const policy = response?.headers()['content-security-policy'];
  expect(policy, `${where}: Content-Security-Policy`).toBeDefined();
  expect(directives(policy).get('frame-ancestors'), `${where}: frame-ancestors`).toEqual([
    "'none'",
  ]);
}

/**
 * Every CSP violation in any page or frame of `context` (popups included): the
 * `securitypolicyviolation` event, and the console errors Chromium logs for a violation, which
 * also cover the ones no event reaches (a refused frame is reported to its parent's console).
 */
async function watchCspViolations(context: BrowserContext, violations: string[]): Promise<void> {
  await context.exposeBinding('__e2eCspViolation', ({ frame }, text: string) => {
    violations.push(`${frame.url()}: ${text}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __e2eCspViolation: (text: string) => void })
        .__e2eCspViolation;
      void report(`${event.effectiveDirective} refused ${event.blockedURI || '(inline)'}`);
    });
  });
  const watch = (page: Page) =>
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) {
        violations.push(`${page.url()}: console: ${message.text()}`);
      }
    });
  context.pages().forEach(watch);
  context.on('page', watch);
}

/** Runs `steps`; a refused script or request can stall a page, so a failure lists the violations. */
async function reportingViolations(violations: string[], steps: () => Promise<void>) {
  try {
    await steps();
  } catch (error) {
    throw new Error(`${String(error)}\nCSP violations so far:\n${violations.join('\n')}`);
  }
}

/**
 * Loads every image of the page, lazy ones below the fold included, and waits until each has
 * loaded or failed: an image the policy refuses is reported before the page closes.
 */
async function imagesSettled(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const image of Array.from(document.images)) image.loading = 'eager';
  });
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
}

/** Google sign-in through the Auth emulator's own account chooser, as journey 8 drives it. */
async function signInWithGoogle(page: Page): Promise<void> {
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const popup = await popupOpened;
  await popup.waitForLoadState('domcontentloaded');
  await popup.locator('#add-account-button button').click();
  await popup.locator('#email-input').fill('csp.google@meramot.test');
  await popup.locator('#display-name-input').fill('Shapla Akter');
  await popup.locator('#sign-in').click();
  await popup.waitForEvent('close');

  await expectToast(page, TOAST_MESSAGES.loginSuccess);
  await page.waitForURL((url) => url.pathname === '/');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Logout' })
    .waitFor();
}

describe('journey 11: the app runs under its Content-Security-Policy', () => {
  test('every page, visitor and signed in, loads with no violation', async () => {
    const violations: string[] = [];
    const contexts = viewerContexts(async () => {
      const context = await file.context();
      await watchCspViolations(context, violations);
      return context;
    });

    const problems: string[] = [];
    for (const appPage of APP_PAGES) {
      await reportingViolations(violations, async () => {
        const context = await contexts.get(appPage.viewer);
        const { page, problems: pageProblems } = await openPage(context);
        expectPolicyOn(await page.goto(appPage.path(seed)), appPage.name);
        await appPage.ready(page);
        await imagesSettled(page);
        problems.push(...pageProblems.errors.map((error) => `${appPage.name}: ${error}`));
        await page.close();
      });
    }
    // Every screen of the app was visited: the public ones and the dashboard.
    expect(APP_PAGES.map((appPage) => appPage.path(seed))).toEqual(
      expect.arrayContaining([
        '/',
        '/services',
        `/serviceDetails/${seed.serviceIds.plumbing}`,
        '/aboutUs',
        '/login',
        '/register',
        '/appointment',
        '/addService',
        '/manageService',
        '/bookedServices',
        '/serviceToDo',
      ]),
    );
    expect(problems).toEqual([]);
    expect(violations).toEqual([]);

    // The watcher sees a violation when there is one: a script from a host the policy omits.
    const { page } = await openPage(await contexts.get('visitor'), '/');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.src = 'https://scripts.example/injected.js';
      document.head.append(script);
    });
    await expect
      .poll(() => violations)
      .toContainEqual(expect.stringContaining('script-src-elem refused https://scripts.example'));
  });

  test('Google sign-in through the Auth emulator popup raises no violation', async () => {
    const context = await file.context();
    const violations: string[] = [];
    await watchCspViolations(context, violations);
    await useGapiStandIn(context);
    const { page, problems } = await openPage(context, undefined, { allowRequests: [GAPI_URL] });
    expectPolicyOn(await page.goto('/login'), 'login');

    await reportingViolations(violations, () => signInWithGoogle(page));
    await imagesSettled(page);
    expect(problems.errors).toEqual([]);
    expect(violations).toEqual([]);
  });
});

describe('journey 11: another origin cannot frame the app', () => {
  let framer: Server;
  let framerOrigin = '';

  beforeAll(async () => {
    framer = createServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(
        `<!doctype html><title>Framer</title><iframe title="Meramot" src="${HOSTING_URL}/bookedServices" width="800" height="600"></iframe>`,
      );
    });
    await new Promise<void>((resolve) => framer.listen(0, '127.0.0.1', resolve));
    framerOrigin = `http://127.0.0.1:${(framer.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => framer.close(resolve));
  });

  test('the iframe is refused and never shows the app', async () => {
    const context = await file.context();
    const { page } = await openPage(context);
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (/frame-ancestors/.test(message.text())) refusals.push(message.text());
    });
    await page.goto(`${framerOrigin}/`);
    const frame = await (await page.locator('iframe').elementHandle())?.contentFrame();
    if (!frame) throw new Error('The framing page has no iframe');

    await expect.poll(() => refusals).toContainEqual(expect.stringContaining(HOSTING_URL));
    await frame.waitForLoadState();
    expect(frame.url()).not.toContain(HOSTING_URL);
    expect(await frame.locator('#root').count()).toBe(0);
  });
});

describe('journey 11: the headers Hosting sends', () => {
  async function indexAsset(): Promise<string> {
    const html = await (await fetch(`${HOSTING_URL}/`)).text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    if (!asset) throw new Error(`No hashed script in index.html: ${html}`);
    return asset;
  }

  test('the app and its SPA routes: security headers, and no-cache', async () => {
    for (const path of ['/', '/index.html', '/services', '/serviceDetails/some-service']) {
      const response = await fetch(`${HOSTING_URL}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toContain('text/html');
      const policy = directives(response.headers.get('content-security-policy') ?? undefined);
      expect(policy.get('default-src'), path).toEqual(["'self'"]);
      expect(policy.get('frame-ancestors'), path).toEqual(["'none'"]);
      expect(policy.get('object-src'), path).toEqual(["'none'"]);
      expect(policy.get('script-src'), path).not.toContain("'unsafe-inline'");
      expect(policy.get('script-src'), path).not.toContain("'unsafe-eval'");
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  test('a hashed asset is cached for a year and immutable', async () => {
    const asset = await indexAsset();
    const response = await fetch(`${HOSTING_URL}${asset}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  test('a source map is not served: 404, never the app', async () => {
    const asset = await indexAsset();
    for (const path of [`${asset}.map`, '/assets/x.map', '/x.map']) {
      const response = await fetch(`${HOSTING_URL}${path}`);
      const text = await response.text();
      expect(response.status, path).toBe(404);
      expect(text, path).not.toContain('"mappings"');
      expect(text, path).not.toContain('<div id="root">');
    }
  });

  test('a path whose % escape does not decode never stops Hosting', async () => {
    // The function refuses it. Through the Hosting emulator, superstatic's file lookup fails on
    // decodeURI first and answers 500 itself; what matters is that it answers and stays up (the
    // old **/*.map redirect threw outside any handler and stopped the emulator).
    expect([400, 404]).toContain((await fetch(`${API_URL}/providers/%ZZ`)).status);
    for (const path of ['/api/providers/%ZZ', '/services/%ZZ', '/x/%E0%A4.map']) {
      const response = await fetch(`${HOSTING_URL}${path}`);
      expect(await response.text(), path).not.toContain('<div id="root">');
    }
    expect((await fetch(`${HOSTING_URL}/`)).status).toBe(200);
  });

  test('API answers through Hosting keep the Cache-Control the function chose', async () => {
    // A private answer stays out of every cache; a public list may be cached as the API says.
    const personal = await fetch(`${HOSTING_URL}/api/bookedService?email=a@b.test`);
    expect(personal.status).toBe(401);
    expect(personal.headers.get('cache-control')).toBe('no-store');
    const viaHosting = await fetch(`${HOSTING_URL}/api/publicServices?limit=1`);
    const direct = await fetch(`${API_URL}/publicServices?limit=1`);
    expect(viaHosting.status).toBe(200);
    expect(viaHosting.headers.get('cache-control')).toBe(direct.headers.get('cache-control'));
  });
});
