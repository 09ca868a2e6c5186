/**
 * The browser side of the journeys and the screenshot script: Debian's chromium driven by
 * playwright-core. Nothing here downloads a browser, and the resolver rules keep every request
 * on this machine. (No vitest here: scripts/screenshots.ts uses it too.)
 */
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { EMULATOR_HOSTS, HOSTING_URL, PORT_OFFSET } from './emulators';

const EMULATOR_PORTS = new Set(Object.values(EMULATOR_HOSTS).map((host) => host.split(':')[1]));

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Only loopback traffic: every other host name fails to resolve.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

export type ColorScheme = 'light' | 'dark';

export const PHONE = { width: 375, height: 812 } as const;
export const DESKTOP = { width: 1280, height: 900 } as const;

export interface ContextOptions {
  viewport?: { width: number; height: number };
  /** Stored in local storage under `theme` before the app starts (docs/product.md §4). */
  theme?: ColorScheme;
  /** 'reduce' (the default) keeps animations out of the journeys' way. */
  reducedMotion?: 'reduce' | 'no-preference';
  /** The device's time zone (default: the machine's). */
  timezoneId?: string;
}

/** A fresh context: its own cookies, local storage and IndexedDB (so its own signed-in user). */
export async function newAppContext(
  browser: Browser,
  options: ContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: HOSTING_URL,
    viewport: options.viewport ?? DESKTOP,
    colorScheme: options.theme ?? 'light',
    reducedMotion: options.reducedMotion ?? 'reduce',
    ...(options.timezoneId && { timezoneId: options.timezoneId }),
  });
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);
  await context.addInitScript(recordToasts);
  if (options.theme) {
    await context.addInitScript((theme: string) => {
      if (!sessionStorage.getItem('e2e-theme-set')) {
        localStorage.setItem('theme', theme);
        sessionStorage.setItem('e2e-theme-set', '1');
      }
    }, options.theme);
  }
  return context;
}

/**
 * Runs in every page before the app: remembers the text of every toast (notistack) shown, so a
 * journey can check a toast that has already gone, and say which ones came instead.
 */
function recordToasts(): void {
  const seen: string[] = [];
  const counted = new WeakSet<Element>();
  (window as unknown as { __e2eToasts: string[] }).__e2eToasts = seen;
  new MutationObserver(() => {
    for (const element of Array.from(document.querySelectorAll('#notistack-snackbar'))) {
      if (counted.has(element)) continue;
      counted.add(element);
      seen.push((element.textContent ?? '').trim());
    }
  }).observe(document, { childList: true, subtree: true });
}

/**
 * Console errors and uncaught exceptions of a page, collected from the moment it opens.
 * `ignore` drops errors the test provokes on purpose.
 */
export interface WatchOptions {
  /** Console errors the journey provokes on purpose. */
  ignore?: RegExp[];
  /** Requests that may leave this run's emulators (served by a route of the journey). */
  allowRequests?: RegExp[];
}

export class PageProblems {
  readonly errors: string[] = [];
  private readonly ignore: RegExp[];

  constructor(page: Page, options: WatchOptions = {}) {
    this.ignore = options.ignore ?? [];
    const allowed = options.allowRequests ?? [];
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error') this.add(`console: ${message.text()}`, message);
    });
    page.on('pageerror', (error: Error) => this.add(`pageerror: ${error.message}`));
    // A web build made for another port offset talks to someone else's emulators: say so.
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!/^https?:$/.test(url.protocol)) return;
      if (allowed.some((pattern) => pattern.test(request.url()))) return;
      if (!EMULATOR_PORTS.has(url.port) || url.hostname !== '127.0.0.1') {
        this.errors.push(
          `request outside this run's emulators: ${request.url()} (is web/dist built with VITE_EMULATOR_PORT_OFFSET=${PORT_OFFSET}?)`,
        );
      }
    });
  }

  private add(text: string, message?: ConsoleMessage): void {
    if (this.ignore.some((pattern) => pattern.test(text))) return;
    const where = message?.location().url;
    this.errors.push(where ? `${text} (at ${where})` : text);
  }
}

export interface OpenedPage {
  page: Page;
  problems: PageProblems;
}

/** A new page in `context`, watched for console errors, optionally opened at `path`. */
export async function openPage(
  context: BrowserContext,
  path?: string,
  options: WatchOptions = {},
): Promise<OpenedPage> {
  const page = await context.newPage();
  const problems = new PageProblems(page, options);
  if (path !== undefined) await page.goto(path);
  return { page, problems };
}
