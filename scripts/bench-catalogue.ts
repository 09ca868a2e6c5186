/**
 * `npm run bench:catalogue`: what the public pages cost as the catalogue grows. Builds the app,
 * starts the emulators (auth, firestore, functions, hosting) once, and for 12, 1,000 and 10,000
 * generated services loads in Debian's chromium: Home, All Services and its second page (Load
 * more), a filtered page, a broad and a narrow search. For each it records the documents read
 * (the `N reads` of Server-Timing on every /api answer, plus any document that came over the
 * Firestore channel), the bytes received (CDP encodedDataLength of every request) and the time
 * to the first service card. It prints one table per page with the ratio 10,000 / 1,000, then
 * the first-page overlap of bench:search's 50 queries at 10,000. Exits 1 when a count target is
 * missed (never on time): documents and bytes at 10,000 within 1.2x of 1,000, at most 30
 * documents a page (250 for a search), mean overlap at least 0.9, every everyday word found.
 */
import { getFirestore } from 'firebase-admin/firestore';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { EMPTY_STATES } from '@meramot/domain/messages';
import { launchBrowser } from '../harness/browser';
import { apiReadsOf, firestoreDocuments, num, settle, targetsVerdict } from './bench-browser';
import { EMULATOR_HOSTS, HOSTING_URL, buildAndRunWithEmulators } from '../harness/emulators';
import { generateServices, seedGeneratedServices } from '../harness/generated-services';
import {
  OVERLAP_TARGET,
  SEARCH_QUERIES,
  checkEverydayWords,
  mean,
  overlapOf,
  rankEveryService,
  readEveryService,
  searchViaApi,
} from './search-quality';
import { adminApp, clearEmulators } from '../harness/seed';

const SIZES = [12, 1_000, 10_000] as const;
const RATIO_TARGET = 1.2;
const READS_TARGET = 30;
const SEARCH_READS_TARGET = 250;
/** The whole bench stops (and fails) rather than run past this. */
const DEADLINE = Date.now() + 13 * 60_000;
const WAIT_MS = 30_000;

interface PageSpec {
  label: string;
  path: string;
  search: boolean;
  /** Measures the click on Load more after loading `path`, not the load itself. */
  loadMore?: boolean;
}

const PAGES: PageSpec[] = [
  { label: 'Home /', path: '/', search: false },
  { label: 'All Services, page 1', path: '/services', search: false },
  { label: 'All Services, page 2 (Load more)', path: '/services', search: false, loadMore: true },
  {
    label: 'filtered: plumbing in Dhaka, cheapest first',
    path: '/services?category=plumbing&district=dhaka&sort=price-asc',
    search: false,
  },
  { label: 'broad search "dhaka"', path: '/services?search=dhaka', search: true },
  { label: 'narrow search "geyser"', path: '/services?search=geyser', search: true },
];

interface Measure {
  reads: number;
  /** Of `reads`, the documents that came over the Firestore channel. */
  firestoreDocs: number;
  bytes: number;
  /** Milliseconds to the first card, or null when the page showed none. */
  firstCardMs: number | null;
}

/** Counts what a page receives from the moment it is made until `snapshot()`. */
async function meter(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  let bytes = 0;
  let reads = 0;
  let firestoreDocs = 0;
  const pending: Promise<void>[] = [];
  cdp.on('Network.loadingFinished', (event: { encodedDataLength: number }) => {
    bytes += event.encodedDataLength;
  });
  const firestoreHost = EMULATOR_HOSTS.firestore;
  page.on('response', (response: Response) => {
    const url = response.url();
    if (url.startsWith(`${HOSTING_URL}/api/`)) {
      reads += apiReadsOf(response.headers()['server-timing'] ?? '')?.documents ?? 0;
    } else if (url.includes(firestoreHost) || url.includes('firestore.googleapis.com')) {
      pending.push(
        response
          .text()
          .then((body) => {
            firestoreDocs += firestoreDocuments(url, body);
          })
          .catch(() => undefined),
      );
    }
  });
  return {
    async snapshot(): Promise<Omit<Measure, 'firstCardMs'>> {
      await Promise.all(pending);
      return { reads: reads + firestoreDocs, firestoreDocs, bytes };
    },
    reset(): void {
      bytes = 0;
      reads = 0;
      firestoreDocs = 0;
    },
  };
}

/** Waits until the page shows a card (true) or says it has none (false). */
async function firstCard(page: Page, index = 0): Promise<boolean> {
  const card = page.locator('main article').nth(index);
  const empty = page.getByText(EMPTY_STATES.services, { exact: true });
  await Promise.race([
    card.waitFor({ state: 'visible', timeout: WAIT_MS }),
    empty.waitFor({ state: 'visible', timeout: WAIT_MS }),
  ]);
  return card.isVisible();
}

async function measurePage(browser: Browser, spec: PageSpec): Promise<Measure | null> {
  const context = await browser.newContext({ baseURL: HOSTING_URL });
  try {
    const page = await context.newPage();
    const counter = await meter(context, page);
    let started = performance.now();
    await page.goto(spec.path);
    let shown = await firstCard(page);
    if (spec.loadMore) {
      const more = page.getByRole('button', { name: 'Load more' });
      if (!shown || !(await more.isVisible())) return null;
      await settle(page);
      const before = await page.locator('main article').count();
      counter.reset();
      started = performance.now();
      await more.click();
      shown = await firstCard(page, before);
    }
    const firstCardMs = shown ? performance.now() - started : null;
    await settle(page);
    return { ...(await counter.snapshot()), firstCardMs };
  } finally {
    await context.close();
  }
}

function printTable(spec: PageSpec, bySize: Map<number, Measure | null>, failures: string[]): void {
  const at = (size: number) => bySize.get(size) ?? null;
  const big = at(10_000);
  const mid = at(1_000);
  const ratio = (pick: (m: Measure) => number) =>
    big && mid && pick(mid) > 0 ? pick(big) / pick(mid) : null;
  const rows: [string, (m: Measure) => string, number | null][] = [
    ['documents read', (m) => num(m.reads), ratio((m) => m.reads)],
    ['bytes received', (m) => num(m.bytes), ratio((m) => m.bytes)],
    [
      'ms to first card',
      (m) => (m.firstCardMs === null ? 'no card' : num(Math.round(m.firstCardMs))),
      big?.firstCardMs && mid?.firstCardMs ? big.firstCardMs / mid.firstCardMs : null,
    ],
  ];
  console.log(`\n${spec.label}  (${spec.path}${spec.loadMore ? ', then Load more' : ''})`);
  console.log(
    `${''.padEnd(18)} ${SIZES.map((n) => `N=${num(n)}`.padStart(12)).join(' ')} ${'10,000/1,000'.padStart(13)}`,
  );
  for (const [label, show, r] of rows) {
    console.log(
      `${label.padEnd(18)} ${SIZES.map((n) => {
        const m = at(n);
        return (m ? show(m) : '—').padStart(12);
      }).join(' ')} ${(r === null ? '—' : `${r.toFixed(2)}x`).padStart(13)}`,
    );
  }
  const limit = spec.search ? SEARCH_READS_TARGET : READS_TARGET;
  for (const size of SIZES) {
    const m = at(size);
    if (m && m.reads > limit)
      failures.push(`${spec.label}: ${m.reads} reads at N=${size} > ${limit}`);
    if (m && m.firestoreDocs > 0) {
      console.log(`  (N=${num(size)}: ${m.firestoreDocs} of the reads came over Firestore)`);
    }
  }
  for (const [label, r] of [
    ['documents read', ratio((m) => m.reads)],
    ['bytes received', ratio((m) => m.bytes)],
  ] as const) {
    if (r === null) failures.push(`${spec.label}: no ${label} ratio (a page did not load)`);
    else if (r > RATIO_TARGET) {
      failures.push(`${spec.label}: ${label} 10,000/1,000 = ${r.toFixed(2)} > ${RATIO_TARGET}`);
    }
  }
}

async function searchQuality(failures: string[]): Promise<void> {
  const docs = await readEveryService();
  const overlaps: number[] = [];
  console.log(`\nbench:search's ${SEARCH_QUERIES.length} queries at ${num(docs.length)} services`);
  console.log(`${'query'.padEnd(28)} ${'reads'.padStart(6)} ${'overlap'.padStart(8)}`);
  for (const { text } of SEARCH_QUERIES) {
    const api = await searchViaApi(text);
    const overlap = overlapOf(
      api.services.map((s) => s._id),
      rankEveryService(text, docs),
    );
    overlaps.push(overlap);
    console.log(
      `${text.padEnd(28)} ${String(api.reads).padStart(6)} ${overlap.toFixed(2).padStart(8)}`,
    );
  }
  const meanOverlap = mean(overlaps);
  console.log(
    `mean overlap of the first page: ${meanOverlap.toFixed(3)} (target ≥ ${OVERLAP_TARGET})`,
  );
  if (meanOverlap < OVERLAP_TARGET) failures.push(`mean overlap ${meanOverlap.toFixed(3)}`);
  const misses = await checkEverydayWords();
  if (misses > 0) failures.push(`${misses} everyday word(s) missed their category`);
}

async function inside(): Promise<number> {
  const db = getFirestore(adminApp());
  const browser = await launchBrowser();
  const results = new Map<PageSpec, Map<number, Measure | null>>(
    PAGES.map((spec) => [spec, new Map()]),
  );
  const failures: string[] = [];
  try {
    for (const size of SIZES) {
      const began = Date.now();
      await clearEmulators();
      await seedGeneratedServices(db, generateServices(size));
      console.log(
        `[bench] ${num(size)} services seeded in ${((Date.now() - began) / 1000).toFixed(1)} s`,
      );
      // One unmeasured load: the function instance and the page's first compile.
      await measurePage(browser, PAGES[1] as PageSpec);
      for (const spec of PAGES) {
        if (Date.now() > DEADLINE) throw new Error('the bench ran past its 13 minutes');
        results.get(spec)?.set(size, await measurePage(browser, spec));
      }
    }
    for (const spec of PAGES) printTable(spec, results.get(spec) ?? new Map(), failures);
    console.log(
      `\ntargets: documents read and bytes at 10,000 within ${RATIO_TARGET}x of 1,000 on every page; at most ${READS_TARGET} documents a page (${SEARCH_READS_TARGET} a search)`,
    );
    await searchQuality(failures);
  } finally {
    await browser.close();
  }
  return targetsVerdict(failures);
}

if (process.argv.includes('--inside')) {
  process.exit(await inside());
} else {
  process.exit(await buildAndRunWithEmulators('npx tsx scripts/bench-catalogue.ts --inside'));
}
