/**
 * What the browser benchmarks (bench:catalogue, bench:visit) share: reading the API's
 * Server-Timing, counting the documents of a Firestore answer, and letting a page settle.
 */
import type { Page } from 'playwright-core';

export const num = (n: number) => n.toLocaleString('en-US');

export interface ApiReads {
  /** Documents read (the `firestore` metric). */
  documents: number;
  /** Index entries each count() matched (one `count` metric each). */
  countEntries: number[];
}

/** The reads an /api answer reports in Server-Timing, or null when it reports none. */
export function apiReadsOf(serverTiming: string): ApiReads | null {
  const documents = /firestore;[^,]*desc="(\d+) reads"/.exec(serverTiming)?.[1];
  if (documents === undefined) return null;
  const countEntries = [...serverTiming.matchAll(/count;[^,]*desc="(\d+) entries"/g)].map((m) =>
    Number(m[1]),
  );
  return { documents: Number(documents), countEntries };
}

/** Firestore bills a count() one read per 1,000 index entries matched, at least one. */
export const billedCountReads = (entries: number) => Math.max(1, Math.ceil(entries / 1000));

/**
 * Documents in a Firestore answer: Listen's documentChange, runQuery's and get's documents, and
 * batchGet's (a transaction's reads), where a missing document is billed as one too.
 */
export function firestoreDocuments(url: string, body: string): number {
  if (url.includes('/Listen/channel')) return body.match(/"documentChange"/g)?.length ?? 0;
  if (url.includes(':batchGet')) return body.match(/"(found|missing)"\s*:/g)?.length ?? 0;
  const listed = body.match(/"document"\s*:\s*\{/g)?.length ?? 0;
  return listed > 0 ? listed : /^\s*\{\s*"name"\s*:/.test(body) ? 1 : 0;
}

/** Lets the page's requests end; Firestore's long poll never goes idle, so this is bounded. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
}

/** Says whether every count target was met, and answers the exit code the bench ends with. */
export function targetsVerdict(failures: readonly string[]): number {
  console.log(
    failures.length === 0 ? '\nevery count target met' : `\nMISSED:\n- ${failures.join('\n- ')}`,
  );
  return failures.length === 0 ? 0 : 1;
}
