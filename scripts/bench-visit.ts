/**
 * `npm run bench:visit`: what whole visits cost, beside bench:catalogue's single pages. Builds the
 * app, starts the emulators once, and for 1,000 and 10,000 generated services (on top of the seed)
 * drives four journeys in Debian's chromium: (a) a visitor: Home, All Services, a filter, Load
 * more, a service, its provider, then back on All Services for 60 s; (b) the same visitor again
 * in the same context; (c) a customer: sign in, book, Booked Services; (d) a provider: sign in,
 * Service ToDo, a status change. Everything is read off the wire through CDP: function
 * invocations (requests that reached /api or the functions emulator, not the browser's cache),
 * documents read (Server-Timing of every /api answer, with each count() billed one read per 1,000
 * entries matched, at least one, plus the documents that came over the Firestore channel), bytes,
 * and which public answers carried a cache lifetime. Then (e) a customer and (f) a provider with
 * 10 and with 2,000 bookings (scripts/bench-history.ts; MERAMOT_BENCH_VISIT=history runs these
 * alone). Exits 1 when a count target is missed (never on time).
 */
import { getFirestore } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { CATALOGUE_PAGE_SIZE } from '@meramot/domain/catalogue';
import { launchBrowser, newAppContext } from '../harness/browser';
import { signInThroughForm } from '../harness/pages';
import { SEED_SERVICES } from '../harness/seed-data';
import {
  apiReadsOf,
  billedCountReads,
  firestoreDocuments,
  num,
  targetsVerdict,
} from './bench-browser';
import {
  EMULATOR_HOSTS,
  HOSTING_URL,
  RESULTS_DIR,
  buildAndRunWithEmulators,
} from '../harness/emulators';
import { generateServices, seedGeneratedServices } from '../harness/generated-services';
import { HISTORY_RATIO_TARGET, HISTORY_READS_TARGET, benchHistory } from './bench-history';
import { adminApp, seedEmulators } from '../harness/seed';

const SIZES = [1_000, 10_000] as const;
const RATIO_TARGET = 1.2;
const VISITOR_INVOCATIONS_TARGET = 5;
const VISITOR_READS_TARGET = 100;
const REQUEST_READS_TARGET = 250;
const IDLE_MS = 60_000;
/** The whole bench stops (and fails) rather than run past this. */
const DEADLINE = Date.now() + 20 * 60_000;
const WAIT_MS = 20_000;
/** Lets an open listener deliver the change a journey ends with (Firestore bills it a read). */
const LISTEN_GRACE_MS = 1_500;

/** Rahim's fan installation: nobody books it in the seed, so its windows are open. */
const BOOKED = SEED_SERVICES.find((s) => s.key === 'fan');
if (!BOOKED) throw new Error('The seed has no fan service');
const BOOKED_NAME = BOOKED.fields.serviceName;

interface Answer {
  method: string;
  /** The path and query under the site (or the functions emulator's URL). */
  url: string;
  status: number;
  /** Null when the answer reports no reads in Server-Timing. */
  reads: ReturnType<typeof apiReadsOf>;
  cacheControl: string;
  /** Served by the browser's cache: no function ran. */
  fromCache: boolean;
  /** Carried an ID token, so not an answer a CDN could share. */
  signedIn: boolean;
}

interface Tally {
  answers: Answer[];
  /** Documents that came over the Firestore channel, and the most one request brought. */
  firestoreDocs: number;
  largestFirestore: number;
  bytes: number;
}

/** A request as CDP reports it, from its start until the snapshot. */
interface Flow {
  url: string;
  method: string;
  signedIn: boolean;
  fromCache: boolean;
  firestore: boolean;
  received: number;
  total: number | null;
  /** Answered (or redirected); an /api request that fails before is still an invocation. */
  answered: boolean;
  ended: boolean;
  body: string;
  baseBytes: number;
  baseDocs: number;
}

const isApi = (url: string) =>
  url.startsWith(`${HOSTING_URL}/api/`) || url.startsWith(`http://${EMULATOR_HOSTS.functions}/`);
const isFirestore = (url: string) => url.includes(EMULATOR_HOSTS.firestore);
const shortUrl = (url: string) => url.replace(HOSTING_URL, '');

/** Public max-age or s-maxage above 0: a CDN (and the browser) may answer it again. */
function cacheable(cacheControl: string): boolean {
  const value = cacheControl.toLowerCase();
  if (!/\bpublic\b/.test(value) || /\b(no-store|no-cache|private)\b/.test(value)) return false;
  return [...value.matchAll(/\b(?:s-)?max-age=(\d+)/g)].some((m) => Number(m[1]) > 0);
}

type Headers = Record<string, string>;
const header = (headers: Headers, name: string) =>
  Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1] ?? '';

/**
 * Meters one page through CDP. Firestore's Listen channel streams for as long as the page lives,
 * so its body is read as it arrives (Network.streamResourceContent), not when it ends.
 */
async function meter(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const flows = new Map<string, Flow>();
  let answers: Answer[] = [];
  const pending: Promise<unknown>[] = [];
  const docsOf = (flow: Flow) => (flow.firestore ? firestoreDocuments(flow.url, flow.body) : 0);
  const bytesOf = (flow: Flow) => flow.total ?? flow.received;
  const decode = (data: string) => Buffer.from(data, 'base64').toString('utf8');

  const answer = (flow: Flow, status: number, headers: Headers, fromCache: boolean) => {
    flow.answered = true;
    if (!isApi(flow.url)) return;
    answers.push({
      method: flow.method,
      url: shortUrl(flow.url),
      status,
      reads: apiReadsOf(header(headers, 'server-timing')),
      cacheControl: header(headers, 'cache-control'),
      fromCache,
      signedIn: flow.signedIn,
    });
  };

  type Sent = {
    requestId: string;
    request: { url: string; method: string; headers: Headers };
    redirectResponse?: { status: number; headers: Headers; fromDiskCache?: boolean };
  };
  cdp.on('Network.requestWillBeSent', (event: Sent) => {
    const before = flows.get(event.requestId);
    // A redirect is an answer of its own (the same request id goes on to the next URL).
    if (before && event.redirectResponse) {
      const r = event.redirectResponse;
      answer(before, r.status, r.headers, before.fromCache || r.fromDiskCache === true);
    }
    flows.set(event.requestId, {
      url: event.request.url,
      method: event.request.method,
      signedIn: header(event.request.headers, 'authorization') !== '',
      fromCache: false,
      firestore: isFirestore(event.request.url),
      received: 0,
      total: null,
      answered: false,
      ended: false,
      body: '',
      baseBytes: 0,
      baseDocs: 0,
    });
  });
  cdp.on('Network.requestServedFromCache', (event: { requestId: string }) => {
    const flow = flows.get(event.requestId);
    if (flow) flow.fromCache = true;
  });
  type Received = {
    requestId: string;
    response: { status: number; headers: Headers; fromDiskCache?: boolean };
  };
  cdp.on('Network.responseReceived', (event: Received) => {
    const flow = flows.get(event.requestId);
    if (!flow) return;
    flow.fromCache ||= event.response.fromDiskCache === true;
    answer(flow, event.response.status, event.response.headers, flow.fromCache);
    if (flow.firestore) {
      pending.push(
        cdp
          .send('Network.streamResourceContent', { requestId: event.requestId })
          .then(({ bufferedData }) => {
            flow.body = decode(bufferedData) + flow.body;
          })
          .catch(() => undefined),
      );
    }
  });
  cdp.on(
    'Network.dataReceived',
    (event: { requestId: string; encodedDataLength: number; data?: string }) => {
      const flow = flows.get(event.requestId);
      if (!flow) return;
      flow.received += event.encodedDataLength;
      if (event.data) flow.body += decode(event.data);
    },
  );
  cdp.on('Network.loadingFailed', (event: { requestId: string }) => {
    const flow = flows.get(event.requestId);
    if (!flow) return;
    flow.ended = true;
    flow.total ??= flow.received;
    // Cancelled by the page (a newer query, a navigation): the function ran all the same, and
    // what it read is not known.
    if (!flow.answered && !flow.fromCache) answer(flow, 0, {}, false);
  });
  cdp.on('Network.loadingFinished', (event: { requestId: string; encodedDataLength: number }) => {
    const flow = flows.get(event.requestId);
    if (!flow) return;
    flow.ended = true;
    flow.total = event.encodedDataLength;
    // Too short-lived to stream: its body is still there to be read whole.
    if (flow.firestore && flow.body === '') {
      pending.push(
        cdp
          .send('Network.getResponseBody', { requestId: event.requestId })
          .then(({ body, base64Encoded }) => {
            flow.body = base64Encoded ? decode(body) : body;
          })
          .catch(() => undefined),
      );
    }
  });

  const drain = async () => {
    const bounded = new Promise((resolve) => setTimeout(resolve, 5_000));
    await Promise.race([Promise.all(pending.splice(0)), bounded]);
  };
  /** Firestore's channels hold a request open for as long as the page listens. */
  const streaming = (flow: Flow) => flow.firestore && flow.url.includes('/channel');
  return {
    /**
     * Resolves once no request (but Firestore's open channels) has been in flight for half a
     * second, or after 10 s. (An SPA's navigation has no load state to wait for.)
     */
    async quiet(): Promise<void> {
      const until = Date.now() + 10_000;
      let calmSince = Date.now();
      while (Date.now() < until) {
        const busy = [...flows.values()].some((flow) => !flow.ended && !streaming(flow));
        if (busy) calmSince = Date.now();
        else if (Date.now() - calmSince >= 500) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async snapshot(): Promise<Tally> {
      await drain();
      let firestoreDocs = 0;
      let largestFirestore = 0;
      let bytes = 0;
      for (const flow of flows.values()) {
        const docs = docsOf(flow) - flow.baseDocs;
        firestoreDocs += docs;
        largestFirestore = Math.max(largestFirestore, docs);
        bytes += bytesOf(flow) - flow.baseBytes;
      }
      return { answers: [...answers], firestoreDocs, largestFirestore, bytes };
    },
    /** From here on: what a stream already brought no longer counts. */
    async reset(): Promise<void> {
      await drain();
      answers = [];
      for (const [id, flow] of flows) {
        if (flow.ended) flows.delete(id);
        flow.baseBytes = bytesOf(flow);
        flow.baseDocs = docsOf(flow);
      }
    },
  };
}

type Meter = Awaited<ReturnType<typeof meter>>;

interface Measure {
  invocations: number;
  /** Documents read, count() aggregations billed as reads included. */
  reads: number;
  counts: number;
  countReads: number;
  bytes: number;
  publicAnswers: number;
  cacheableAnswers: number;
  /** The most one request read, and which (the unpaged compatibility list aside). */
  largest: number;
  largestUrl: string;
  unmetered: number;
  answers: Answer[];
}

/** GET /publicServices with no parameter but a cursor: docs/product.md §7's unpaged list. */
function isCompatibilityList(url: string): boolean {
  const { pathname, searchParams } = new URL(url, HOSTING_URL);
  return (
    pathname.endsWith('/publicServices') && [...searchParams.keys()].every((k) => k === 'cursor')
  );
}

const readsOfAnswer = (a: Answer) =>
  a.reads
    ? a.reads.documents + a.reads.countEntries.map(billedCountReads).reduce((x, y) => x + y, 0)
    : 0;

function measureOf(tally: Tally): Measure {
  const answers = tally.answers;
  const reached = answers.filter((a) => !a.fromCache);
  const counted = reached.flatMap((a) => a.reads?.countEntries ?? []);
  const countReads = counted.map(billedCountReads).reduce((x, y) => x + y, 0);
  const publicAnswers = answers.filter((a) => a.method === 'GET' && !a.signedIn);
  let largest = tally.largestFirestore;
  let largestUrl = largest > 0 ? 'the Firestore channel' : '—';
  for (const a of reached) {
    if (isCompatibilityList(a.url) || readsOfAnswer(a) <= largest) continue;
    largest = readsOfAnswer(a);
    largestUrl = `${a.method} ${a.url}`;
  }
  return {
    invocations: reached.length,
    reads:
      reached.reduce((sum, a) => sum + (a.reads?.documents ?? 0), 0) +
      countReads +
      tally.firestoreDocs,
    counts: counted.length,
    countReads,
    bytes: tally.bytes,
    publicAnswers: publicAnswers.length,
    cacheableAnswers: publicAnswers.filter((a) => cacheable(a.cacheControl)).length,
    largest,
    largestUrl,
    unmetered: reached.filter((a) => a.reads === null).length,
    answers,
  };
}

/** Lets the requests end, then takes what the meter saw since its last reset. */
async function take(counter: Meter): Promise<Measure> {
  await counter.quiet();
  return measureOf(await counter.snapshot());
}

const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });

async function cardsAtLeast(page: Page, count: number): Promise<void> {
  await page.waitForFunction((n) => document.querySelectorAll('main article').length >= n, count, {
    timeout: WAIT_MS,
  });
}

/** All Services' own list (not the page it came from, still shown while the route loads). */
const LIST_CARDS = 'main section[aria-label="Services"] article';

/**
 * Waits for at least `count` cards in All Services' list, each naming `category` when given: a
 * navigation or a filter renders in a transition, so the list before it may still be on screen.
 */
async function listShows(page: Page, count: number, category?: string): Promise<void> {
  await page.waitForFunction(
    ({ css, n, name }) => {
      const cards = Array.from(document.querySelectorAll(css));
      return (
        cards.length >= n && (!name || cards.every((card) => card.textContent?.includes(name)))
      );
    },
    { css: LIST_CARDS, n: count, name: category },
    { timeout: WAIT_MS },
  );
}

/** Runs one step of a journey; a failure names the step. */
async function step(label: string, run: () => Promise<unknown>): Promise<void> {
  try {
    await run();
  } catch (error) {
    throw new Error(
      `${label}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
    );
  }
}

/** An SPA navigation changes the URL without a load event, so only its commit is awaited. */
const urlWhere = (page: Page, test: (url: URL) => boolean) =>
  page.waitForURL(test, { waitUntil: 'commit', timeout: WAIT_MS });

/** Waits for the requests of a step to end, and notes the meter. */
type Mark = (label: string) => Promise<void>;

/**
 * Journey (a) up to the provider page (the 60 s on All Services is measured apart). A service's
 * details need a signed-in user (docs/product.md §2), so the visitor's click on one lands on Login; they
 * go Back and open the provider from the service's card. `mark` notes the meter after each step.
 */
async function visit(page: Page, mark: Mark): Promise<void> {
  await step('Home', async () => {
    await page.goto('/');
    await page.locator('[aria-labelledby="popular-services"] article').first().waitFor();
  });
  await mark('Home');
  await step('All Services', async () => {
    await nav(page, 'Services').click();
    await listShows(page, CATALOGUE_PAGE_SIZE);
  });
  await mark('All Services');
  await step('the Plumbing filter', async () => {
    const plumbing = page
      .getByRole('group', { name: 'Category' })
      .getByRole('button', { name: 'Plumbing', exact: true });
    await plumbing.click();
    await urlWhere(page, (url) => url.searchParams.get('category') === 'plumbing');
    await page.waitForFunction(
      (button) => button?.getAttribute('aria-pressed') === 'true',
      await plumbing.elementHandle(),
      { timeout: WAIT_MS },
    );
    await listShows(page, CATALOGUE_PAGE_SIZE, 'Plumbing');
  });
  await mark('Plumbing');
  await step('Load more', async () => {
    const before = await page.locator(LIST_CARDS).count();
    await page.getByRole('button', { name: 'Load more' }).click();
    await listShows(page, before + 1, 'Plumbing');
  });
  await mark('Load more');
  await step('a service', async () => {
    await page.locator('main article').first().getByRole('link', { name: 'View Details' }).click();
    await page.getByRole('form', { name: 'Login' }).waitFor();
  });
  await mark('a service (Login)');
  await step('its provider', async () => {
    await page.goBack({ waitUntil: 'commit' });
    await cardsAtLeast(page, 1);
    await page.locator('main article').first().locator('a[href^="/providers/"]').click();
    await urlWhere(page, (url) => url.pathname.startsWith('/providers/'));
    await page.getByRole('heading', { level: 1 }).waitFor();
  });
  await mark('Back, its provider');
}

async function dashboard(page: Page, item: string): Promise<void> {
  await page.getByRole('button', { name: 'Dashboard' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** Picks the first option of a select that is open (not disabled, not the placeholder). */
async function firstOpenOption(page: Page, selector: string): Promise<void> {
  const handle = await page.waitForFunction(
    (css) => {
      const select = document.querySelector<HTMLSelectElement>(css);
      const open = Array.from(select?.options ?? []).find((o) => o.value !== '' && !o.disabled);
      return open?.value ?? false;
    },
    selector,
    { timeout: WAIT_MS },
  );
  await page.locator(selector).selectOption(String(await handle.jsonValue()));
}

/** Journey (c): sign in, book the fan installation in its first open window, Booked Services. */
async function book(page: Page, serviceId: string, quiet: () => Promise<void>): Promise<void> {
  await step('sign in', async () => {
    await page.goto('/login');
    await signInThroughForm(page, 'farhana');
  });
  await quiet();
  await step('book', async () => {
    await page.goto(`/serviceDetails/${serviceId}`);
    await page.getByRole('button', { name: 'Book Now' }).click();
    const modal = page.getByRole('dialog', { name: 'Book Service' });
    await modal.waitFor();
    await firstOpenOption(page, '#book-service-date');
    await firstOpenOption(page, '#book-time-window');
    await modal.locator('#book-provide-area').fill('Flat 4B, Road 11, Mirpur 10');
    await modal.getByRole('button', { name: 'Purchase' }).click();
    await modal.waitFor({ state: 'hidden', timeout: WAIT_MS });
  });
  await quiet();
  await step('Booked Services', async () => {
    await dashboard(page, 'Booked Service');
    await page
      .getByRole('table', { name: 'Your booked services' })
      .locator('tbody tr')
      .filter({ hasText: BOOKED_NAME })
      .first()
      .waitFor();
  });
  await page.waitForTimeout(LISTEN_GRACE_MS);
}

/** Resolves once the booking of `serviceId` is Working (read by the Admin SDK, off the meter). */
async function workingIn(db: Firestore, serviceId: string): Promise<void> {
  const until = Date.now() + WAIT_MS;
  while (Date.now() < until) {
    const working = await db
      .collection('bookings')
      .where('serviceId', '==', serviceId)
      .where('serviceStatus', '==', 'Working')
      .limit(1)
      .get();
    if (!working.empty) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the booking did not turn Working');
}

/** Journey (d): sign in, Service ToDo, the booking of (c) set to Working (a Firestore write). */
async function changeStatus(
  page: Page,
  db: Firestore,
  serviceId: string,
  quiet: () => Promise<void>,
): Promise<void> {
  await step('sign in', async () => {
    await page.goto('/login');
    await signInThroughForm(page, 'rahim');
  });
  await quiet();
  const row = page
    .getByRole('table', { name: 'Bookings made to you' })
    .locator('tbody tr')
    .filter({ hasText: BOOKED_NAME })
    .filter({ has: page.getByRole('combobox') })
    .first();
  await step('Service ToDo', async () => {
    await dashboard(page, 'Service ToDo');
    await row.waitFor();
  });
  await quiet();
  await step('Pending to Working', async () => {
    await row.getByRole('combobox').selectOption('Working');
    await workingIn(db, serviceId);
  });
  await page.waitForTimeout(LISTEN_GRACE_MS);
}

type JourneyKey = 'a' | 'b' | 'c' | 'd' | 'back' | 'idle';
type Results = Map<JourneyKey, Map<number, Measure>>;

/** The meter after each step of (a) and (b), cumulative; keyed by journey and size. */
interface StepMark {
  label: string;
  invocations: number;
  reads: number;
}
const STEPS = new Map<string, StepMark[]>();

/** The four journeys at one size; a journey that fails is reported and the rest go on. */
async function journeys(
  browser: Browser,
  db: Firestore,
  bookedId: string,
  size: number,
  results: Results,
  failures: string[],
): Promise<void> {
  const record = (key: JourneyKey, m: Measure) => results.get(key)?.set(size, m);
  const attempt = async (label: string, page: Page, run: () => Promise<void>) => {
    if (Date.now() > DEADLINE) throw new Error('the bench ran past its 20 minutes');
    try {
      await run();
    } catch (error) {
      const shot = path.join(
        RESULTS_DIR,
        'bench-visit',
        `${label.replace(/\W+/g, '')}-${size}.png`,
      );
      mkdirSync(path.dirname(shot), { recursive: true });
      await page.screenshot({ path: shot, timeout: 5_000 }).catch(() => undefined);
      const reason = error instanceof Error ? error.message : String(error);
      failures.push(`journey ${label} at N=${num(size)} did not finish: ${reason} (${shot})`);
    }
  };

  const visitor = await newAppContext(browser);
  try {
    const page = await visitor.newPage();
    const counter = await meter(visitor, page);
    const marker = (key: JourneyKey) => {
      const marks: StepMark[] = [];
      STEPS.set(`${key}@${size}`, marks);
      return async (label: string) => {
        await counter.quiet();
        const { invocations, reads } = measureOf(await counter.snapshot());
        marks.push({ label, invocations, reads });
      };
    };
    await attempt('(a)', page, async () => {
      await visit(page, marker('a'));
      record('a', await take(counter));
    });
    // Within a minute of (a), so the browser may still hold what (a) fetched.
    await attempt('(b)', page, async () => {
      await counter.reset();
      await visit(page, marker('b'));
      record('b', await take(counter));
    });
    await attempt('(a) on All Services', page, async () => {
      await counter.reset();
      await nav(page, 'Services').click();
      await cardsAtLeast(page, 1);
      record('back', await take(counter));
      await counter.reset();
      await page.waitForTimeout(IDLE_MS);
      record('idle', measureOf(await counter.snapshot()));
    });
  } finally {
    await visitor.close();
  }
  for (const [key, run] of [
    ['c', (page: Page, quiet: () => Promise<void>) => book(page, bookedId, quiet)],
    ['d', (page: Page, quiet: () => Promise<void>) => changeStatus(page, db, bookedId, quiet)],
  ] as const) {
    const context = await newAppContext(browser);
    try {
      const page = await context.newPage();
      const counter = await meter(context, page);
      await attempt(`(${key})`, page, async () => {
        await run(page, () => counter.quiet());
        record(key, await take(counter));
      });
    } finally {
      await context.close();
    }
  }
}

const IDLE_TITLE = '(a), then 60 s on All Services (after a click back to it)';

const JOURNEYS: { key: JourneyKey; title: string }[] = [
  {
    key: 'a',
    title: '(a) a visitor: Home → All Services → Plumbing → Load more → a service → its provider',
  },
  { key: 'b', title: '(b) the same visitor again, in the same browser context' },
  { key: 'c', title: '(c) a customer: sign in → book → Booked Services' },
  { key: 'd', title: '(d) a provider: sign in → Service ToDo → Pending to Working' },
];

const ratioOf = (mid: number | undefined, big: number | undefined) =>
  mid === undefined || big === undefined
    ? null
    : mid === 0
      ? big === 0
        ? 1
        : Infinity
      : big / mid;

type Row = 'invocations' | 'reads' | 'counts' | 'bytes' | 'cacheable' | 'largest' | 'unmetered';

/** Issue 18's target for a row of a journey, as printed beside its figures ('' for none). */
function targetOf(key: JourneyKey, row: Row): string {
  const scales = key === 'c' || key === 'd';
  if (row === 'largest') return `≤ ${REQUEST_READS_TARGET}`;
  if (key === 'a' && row === 'invocations') return `≤ ${VISITOR_INVOCATIONS_TARGET}`;
  if (key === 'a' && row === 'reads') return `≤ ${VISITOR_READS_TARGET}`;
  if (key === 'idle' && (row === 'invocations' || row === 'reads')) return '0';
  if (key === 'b' && row === 'cacheable') return 'all';
  if (scales && (row === 'invocations' || row === 'reads' || row === 'bytes')) {
    return `ratio ≤ ${RATIO_TARGET}x`;
  }
  return '';
}

function printTable(key: JourneyKey, title: string, bySize: Map<number, Measure>): void {
  const mid = bySize.get(1_000);
  const big = bySize.get(10_000);
  const rows: [Row, string, (m: Measure) => string, ((m: Measure) => number) | null][] = [
    ['invocations', 'function invocations', (m) => num(m.invocations), (m) => m.invocations],
    ['reads', 'documents read (incl. counts)', (m) => num(m.reads), (m) => m.reads],
    [
      'counts',
      'count() aggregations (billed reads)',
      (m) => `${m.counts} (${num(m.countReads)})`,
      (m) => m.countReads,
    ],
    ['bytes', 'bytes received', (m) => num(m.bytes), (m) => m.bytes],
    [
      'cacheable',
      'cacheable / public answers',
      (m) => `${m.cacheableAnswers} / ${m.publicAnswers}`,
      null,
    ],
    ['largest', 'largest single-request read', (m) => num(m.largest), (m) => m.largest],
    ['unmetered', 'answers without a read count', (m) => num(m.unmetered), null],
  ];
  console.log(`\n${title}`);
  console.log(
    `${''.padEnd(36)} ${SIZES.map((n) => `N=${num(n)}`.padStart(12)).join(' ')} ${'10k/1k'.padStart(8)}   target`,
  );
  for (const [row, label, show, pick] of rows) {
    const r = pick ? ratioOf(mid && pick(mid), big && pick(big)) : null;
    const cells = SIZES.map((n) => {
      const m = bySize.get(n);
      return (m ? show(m) : '—').padStart(12);
    });
    const ratio = r === null ? '—' : Number.isFinite(r) ? `${r.toFixed(2)}x` : '∞';
    console.log(
      `${label.padEnd(36)} ${cells.join(' ')} ${ratio.padStart(8)}   ${targetOf(key, row)}`.trimEnd(),
    );
  }
  for (const size of SIZES) {
    const m = bySize.get(size);
    if (m && m.largest > 0) console.log(`  largest at N=${num(size)}: ${m.largestUrl}`);
  }
}

function printAnswers(label: string, m: Measure | undefined): void {
  if (!m) return;
  console.log(`  ${label}:`);
  for (const a of m.answers) {
    const reads =
      a.status === 0 ? 'cancelled' : a.reads ? `${readsOfAnswer(a)} reads` : 'no read count';
    const where = a.fromCache ? 'browser cache' : reads;
    const shared = a.method === 'GET' && !a.signedIn;
    const cache = shared
      ? cacheable(a.cacheControl)
        ? 'cacheable'
        : 'NOT cacheable'
      : 'signed in';
    const url = a.url.length > 90 ? `${a.url.slice(0, 87)}...` : a.url;
    console.log(
      `    ${a.method.padEnd(6)} ${url.padEnd(90)} ${String(a.status).padStart(3)} ${where.padEnd(16)} ${cache} (${a.cacheControl || 'no Cache-Control'})`,
    );
  }
}

function checkTargets(results: Results, failures: string[]): void {
  const at = (key: JourneyKey, size: number) => results.get(key)?.get(size);
  for (const size of SIZES) {
    const n = `N=${num(size)}`;
    const a = at('a', size);
    if (a && a.invocations > VISITOR_INVOCATIONS_TARGET) {
      failures.push(
        `(a) ${n}: ${a.invocations} function invocations > ${VISITOR_INVOCATIONS_TARGET}`,
      );
    }
    if (a && a.reads > VISITOR_READS_TARGET) {
      failures.push(`(a) ${n}: ${a.reads} documents read > ${VISITOR_READS_TARGET}`);
    }
    const idle = at('idle', size);
    if (idle && (idle.reads > 0 || idle.invocations > 0)) {
      failures.push(
        `(a) ${n}: ${idle.reads} reads and ${idle.invocations} invocations in 60 s on All Services (target 0)`,
      );
    }
    const b = at('b', size);
    if (b) {
      for (const answer of b.answers) {
        if (answer.method === 'GET' && !answer.signedIn && !cacheable(answer.cacheControl)) {
          failures.push(
            `(b) ${n}: ${answer.url} has no public cache lifetime (${answer.cacheControl || 'no Cache-Control'})`,
          );
        }
      }
    }
    for (const key of ['a', 'b', 'c', 'd', 'back', 'idle'] as const) {
      const m = at(key, size);
      if (m && m.largest > REQUEST_READS_TARGET) {
        failures.push(`(${key}) ${n}: ${m.largestUrl} read ${m.largest} > ${REQUEST_READS_TARGET}`);
      }
    }
  }
  for (const key of ['c', 'd'] as const) {
    for (const [label, pick] of [
      ['function invocations', (m: Measure) => m.invocations],
      ['documents read', (m: Measure) => m.reads],
      ['bytes received', (m: Measure) => m.bytes],
    ] as const) {
      const mid = at(key, 1_000);
      const big = at(key, 10_000);
      const r = ratioOf(mid && pick(mid), big && pick(big));
      if (r === null) failures.push(`(${key}): no ${label} ratio (a journey did not finish)`);
      else if (r > RATIO_TARGET) {
        failures.push(`(${key}): ${label} 10,000/1,000 = ${r.toFixed(2)} > ${RATIO_TARGET}`);
      }
    }
  }
}

/** Journeys (e) and (f) alone (MERAMOT_BENCH_VISIT=history): a person's history, no browser. */
async function insideHistory(): Promise<number> {
  const failures = await benchHistory(getFirestore(adminApp()));
  console.log(
    `\ntargets: (e), (f) every step at most ${HISTORY_READS_TARGET} billed reads, and within ${HISTORY_RATIO_TARGET}x from 10 to 2,000 bookings`,
  );
  return targetsVerdict(failures);
}

async function inside(): Promise<number> {
  if (process.env.MERAMOT_BENCH_VISIT === 'history') return insideHistory();
  const db = getFirestore(adminApp());
  const browser = await launchBrowser();
  const results: Results = new Map(
    (['a', 'b', 'c', 'd', 'back', 'idle'] as const).map((key) => [key, new Map()]),
  );
  const failures: string[] = [];
  try {
    for (const size of SIZES) {
      const began = Date.now();
      const seed = await seedEmulators();
      await seedGeneratedServices(db, generateServices(size));
      console.log(
        `[bench] seed + ${num(size)} services in ${((Date.now() - began) / 1000).toFixed(1)} s`,
      );
      // One unmeasured load: the function instance and the page's first compile.
      const warm = await newAppContext(browser);
      await warm
        .newPage()
        .then((page) => page.goto('/services').then(() => cardsAtLeast(page, 1)))
        .finally(() => warm.close());
      await journeys(browser, db, seed.serviceIds.fan ?? '', size, results, failures);
    }
  } finally {
    await browser.close();
  }
  for (const { key, title } of JOURNEYS) printTable(key, title, results.get(key) ?? new Map());
  printTable('idle', IDLE_TITLE, results.get('idle') ?? new Map());
  console.log('\n(a) and (b) step by step: function invocations / documents read');
  for (const key of ['a', 'b'] as const) {
    for (const size of SIZES) {
      let before = { invocations: 0, reads: 0 };
      const parts = (STEPS.get(`${key}@${size}`) ?? []).map((mark) => {
        const part = `${mark.label} ${mark.invocations - before.invocations} / ${mark.reads - before.reads}`;
        before = mark;
        return part;
      });
      console.log(`  (${key}) N=${num(size)}: ${parts.join('; ')}`);
    }
  }
  console.log('\nafter (b): back on All Services (a click), then 60 s there');
  for (const size of SIZES) {
    const back = results.get('back')?.get(size);
    const idle = results.get('idle')?.get(size);
    console.log(
      `  N=${num(size)}: back: ${back ? `${back.invocations} invocations, ${back.reads} reads` : '—'}; 60 s: ${idle ? `${idle.invocations} invocations, ${idle.reads} reads, ${num(idle.bytes)} bytes` : '—'}`,
    );
  }
  for (const size of SIZES) {
    console.log(`\nevery /api answer of each journey at N=${num(size)}`);
    for (const { key, title } of JOURNEYS) printAnswers(title, results.get(key)?.get(size));
  }
  console.log(
    `\ntargets: (a) at most ${VISITOR_INVOCATIONS_TARGET} invocations and ${VISITOR_READS_TARGET} documents read, 0 reads in 60 s on All Services; (b) every public answer cacheable; (c), (d) invocations, documents and bytes at 10,000 within ${RATIO_TARGET}x of 1,000; no request reads more than ${REQUEST_READS_TARGET} (the unpaged list aside)`,
  );
  checkTargets(results, failures);
  failures.push(...(await benchHistory(db)));
  console.log(
    `targets: (e), (f) every step at most ${HISTORY_READS_TARGET} billed reads, and within ${HISTORY_RATIO_TARGET}x from 10 to 2,000 bookings`,
  );
  return targetsVerdict(failures);
}

if (process.argv.includes('--inside')) {
  process.exit(await inside());
} else {
  process.exit(await buildAndRunWithEmulators('npx tsx scripts/bench-visit.ts --inside'));
}
