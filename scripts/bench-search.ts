/**
 * Server-side search against a naive baseline, on 10,000 generated services. Run it inside the
 * emulators (it empties their Firestore and Auth first):
 *
 *   npm run build -w functions
 *   npx tsx scripts/emulators-exec.ts --only auth,firestore,functions "npx tsx scripts/bench-search.ts"
 *
 * Each of 50 queries goes once through the API (GET /publicServices?search=, which reads at most
 * SEARCH_CANDIDATES candidates, ranks them and answers the first page) and once through the
 * baseline (read every service with the Admin SDK in this process and rank them in memory with
 * the same domain ranking). It prints latency p50/p95 and reads per query side by side (the
 * API's as Firestore bills them: an empty query and each count() batch count one), and the
 * overlap of the API's first page with the baseline's; then pages 1 to 3 of the searches that
 * cost most before (word starts, neighbourhoods, several words) with their billed reads; then
 * checks that the everyday words find their category. Exits non-zero if the mean overlap is
 * below 0.9, a word misses, or a search page bills more than PAGE_READ_TARGET reads.
 * Not part of `npm test`.
 */
import { getFirestore } from 'firebase-admin/firestore';
import { CATALOGUE_PAGE_SIZE } from '@meramot/domain/catalogue';
import { queryWords } from '@meramot/domain/search-terms';
import { generateServices, seedGeneratedServices } from '../harness/generated-services';
import {
  EVERYDAY_WORDS,
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

const SERVICE_COUNT = 10_000;
/** Billed reads a search page may cost at SERVICE_COUNT services (issue 36). */
const PAGE_READ_TARGET = 60;
/** Searches paged 1 to 3: word starts, neighbourhoods, several words, Bangla, broad words. */
const PAGED_SEARCHES = [
  'mirp',
  'gul',
  'chatt',
  'dhanmondi',
  'মিরপুর',
  'ধানম',
  'ac servicing',
  'tank cleaning',
  'door replacement',
  'mirpur plumbing',
  'banani deep cleaning',
  'ফ্রিজ মেরামত',
  'kitchen',
  'repair',
];
const PAGES = 3;
/** Stop measuring (and say so) rather than run past this. */
const TIME_BUDGET_MS = 12 * 60_000;

interface Measure {
  ms: number;
  reads: number;
  hits: number;
}

interface Row {
  kind: string;
  text: string;
  api: Measure;
  base: Measure;
  overlap: number;
}

/** The naive search: read everything, rank in memory. */
async function viaBaseline(text: string): Promise<Measure & { ids: string[] }> {
  const started = performance.now();
  // Fair to the baseline: a text without a usable word needs no reading on either side.
  if (queryWords(text).length === 0) {
    return { ms: performance.now() - started, reads: 0, hits: 0, ids: [] };
  }
  const docs = await readEveryService();
  const ids = rankEveryService(text, docs);
  return { ms: performance.now() - started, reads: docs.length, hits: ids.length, ids };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const fmt = (n: number, digits = 0) => n.toFixed(digits);
const pad = (s: string, n: number) => s.padStart(n);

async function main(): Promise<number> {
  const began = Date.now();
  console.log(`[bench] emptying the emulators and seeding ${SERVICE_COUNT} services…`);
  await clearEmulators();
  await seedGeneratedServices(getFirestore(adminApp()), generateServices(SERVICE_COUNT));
  console.log(`[bench] seeded in ${fmt((Date.now() - began) / 1000, 1)} s`);

  // Warm both paths once (function instance, gRPC channel) before measuring.
  await searchViaApi('warm');
  await viaBaseline('warm');

  const rows: Row[] = [];
  for (const query of SEARCH_QUERIES) {
    if (Date.now() - began > TIME_BUDGET_MS) {
      console.log(`[bench] time budget spent: stopped after ${rows.length} queries`);
      break;
    }
    const { billed, ...api } = await searchViaApi(query.text);
    const base = await viaBaseline(query.text);
    const overlap = overlapOf(
      api.services.map((s) => s._id),
      base.ids,
    );
    rows.push({ ...query, api: { ...api, reads: billed }, base, overlap });
  }

  console.log(
    `\n${'query'.padEnd(28)} ${'kind'.padEnd(10)} | ${pad('hits', 5)} ${pad('ms', 6)} ${pad('reads', 6)} | ${pad('hits', 5)} ${pad('ms', 6)} ${pad('reads', 6)} | overlap`,
  );
  console.log(`${''.padEnd(28)} ${''.padEnd(10)} | ${'API'.padEnd(19)} | ${'naive'.padEnd(19)} |`);
  for (const { kind, text, api, base, overlap } of rows) {
    console.log(
      `${text.padEnd(28)} ${kind.padEnd(10)} | ${pad(String(api.hits), 5)} ${pad(fmt(api.ms), 6)} ${pad(String(api.reads), 6)} | ${pad(String(base.hits), 5)} ${pad(fmt(base.ms), 6)} ${pad(String(base.reads), 6)} | ${pad(fmt(overlap, 2), 7)}`,
    );
  }

  const of = (pick: (m: Measure) => number) => ({
    api: rows.map((r) => pick(r.api)),
    base: rows.map((r) => pick(r.base)),
  });
  const latency = of((m) => m.ms);
  const reads = of((m) => m.reads);
  const line = (label: string, api: number, base: number, digits = 0) =>
    console.log(
      `${label.padEnd(26)} ${pad(fmt(api, digits), 10)} ${pad(fmt(base, digits), 10)} ${pad(api > 0 ? `${fmt(base / api, 1)}x` : '—', 9)}`,
    );

  console.log(`\n${rows.length} queries over ${SERVICE_COUNT} services`);
  console.log(`${''.padEnd(26)} ${pad('API', 10)} ${pad('naive', 10)} ${pad('naive/API', 9)}`);
  line('latency p50 (ms)', percentile(latency.api, 50), percentile(latency.base, 50), 1);
  line('latency p95 (ms)', percentile(latency.api, 95), percentile(latency.base, 95), 1);
  line('documents read p50', percentile(reads.api, 50), percentile(reads.base, 50));
  line('documents read p95', percentile(reads.api, 95), percentile(reads.base, 95));
  line('documents read max', Math.max(...reads.api), Math.max(...reads.base));
  line('documents read mean', mean(reads.api), mean(reads.base), 1);
  const meanOverlap = mean(rows.map((r) => r.overlap));
  const complete = rows.length === SEARCH_QUERIES.length;
  console.log(
    `mean overlap of the first ${CATALOGUE_PAGE_SIZE} with the exhaustive ranking: ${fmt(meanOverlap, 3)} (target ≥ ${OVERLAP_TARGET})${complete ? '' : ' — not every query ran'}`,
  );

  console.log(`\nbilled reads per search page (target ≤ ${PAGE_READ_TARGET})`);
  console.log(`${'query'.padEnd(24)} ${[1, 2, 3].map((n) => pad(`page ${n}`, 8)).join(' ')}`);
  const overTarget: string[] = [];
  for (const text of PAGED_SEARCHES) {
    const figures: string[] = [];
    let cursor: string | undefined;
    for (let page = 1; page <= PAGES; page++) {
      const result = await searchViaApi(text, cursor).catch((error: unknown) => {
        figures.push(String(error instanceof Error ? error.message : error));
        return null;
      });
      if (!result) {
        overTarget.push(`${text} page ${page} (failed)`);
        break;
      }
      figures.push(`${result.billed} (${result.services.length})`);
      if (!(result.billed <= PAGE_READ_TARGET)) overTarget.push(`${text} page ${page}`);
      if (result.next === null) break;
      cursor = result.next;
    }
    console.log(`${text.padEnd(24)} ${figures.map((f) => pad(f, 8)).join(' ')}`);
  }
  console.log('(each: billed reads (services on the page))');
  if (overTarget.length > 0) console.log(`over ${PAGE_READ_TARGET}: ${overTarget.join(', ')}`);

  const misses = await checkEverydayWords();
  console.log(
    `everyday words finding their category: ${EVERYDAY_WORDS.length - misses}/${EVERYDAY_WORDS.length}; total ${fmt((Date.now() - began) / 1000, 1)} s`,
  );
  return complete && meanOverlap >= OVERLAP_TARGET && misses === 0 && overTarget.length === 0
    ? 0
    : 1;
}

process.exit(await main());
