/**
 * The mutation check's inner loop, run by tests/rules/mutants.ts (one vitest process per shard):
 * first this shard's share of the matrix's cases against the unbroken rules, then for each of
 * its mutants the cases against the broken copy, the mutant's suite first, stopping at the first
 * case that fails. Each case runs in-process, in an emulator project of its own. One vitest
 * process for many mutants: no start-up per mutant. Writes the results to
 * MERAMOT_MUTANTS_RESULTS.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { initializeTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, describe, expect, it } from 'vitest';
import { MATRIX, runCase } from './matrix-cases';
import { MUTANTS, mutate } from './mutants';
import type { MutantResult } from './mutants';
import { PROJECT_ID, emulatorAddress, seed } from './support';
import type { Case } from './support';

const [shard = 0, shards = 1] = (process.env.MERAMOT_MUTANTS_SHARD ?? '0/1').split('/').map(Number);
const only = process.env.MERAMOT_MUTANTS_ONLY ?? '';
const mine = MUTANTS.filter((m) => m.name.includes(only)).filter((_, i) => i % shards === shard);
const rules = readFileSync('firestore.rules', 'utf8');

/**
 * The cases of one top-level describe of the matrix, with their full names: the denied ones
 * first, since most mutants let through what a rule should stop.
 */
function casesOf(suite: string): [string, Case][] {
  const groups = MATRIX.find(([name]) => name === suite)?.[1];
  if (!groups) throw new Error(`no matrix describe is named '${suite}'`);
  const cases = Object.entries(groups).flatMap(([operation, group]) =>
    group.map((c): [string, Case] => [
      `${suite} ${operation} ${c.actor} ${c.allowed ? 'may' : 'may not'} ${c.does}`,
      c,
    ]),
  );
  return [...cases.filter(([, c]) => !c.allowed), ...cases.filter(([, c]) => c.allowed)];
}

/** Loads `text` as the rules of this shard's project; the compile error, or null. */
async function compileError(text: string): Promise<string | null> {
  const { host, port } = emulatorAddress();
  const response = await fetch(
    `http://${host}:${port}/emulator/v1/projects/${PROJECT_ID}:securityRules`,
    {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: text }] } }),
    },
  );
  if (response.ok) return null;
  const answer = await response.text();
  if (response.status !== 400) {
    throw new Error(`the emulator answered ${response.status} to a rules upload: ${answer}`);
  }
  return answer;
}

/** A case that takes longer fails, as the matrix's testTimeout (vitest.config.ts) fails it. */
const CASE_TIMEOUT_MS = 20_000;
let projects = 0;

/**
 * How a case ended against a mutant. Only a changed verdict is a kill: an allowed request denied,
 * or a denied one let through. A timeout or any other error says nothing about the rules, so it
 * fails the check instead of counting as a kill.
 */
type CaseOutcome = { kind: 'verdict' | 'timeout' | 'harness'; message: string } | null;

/** rules-unit-testing's report of a request that should have been denied (a denial has its code). */
const LET_THROUGH = /Expected request to fail, but it succeeded/;

/**
 * Runs one case on freshly seeded documents in a project of its own: a transaction an earlier
 * case left open (the app's own checks throw inside transactions) holds its locks for a minute
 * in the emulator, and must not decide a later case.
 */
async function caseOutcome(rulesText: string, c: Case): Promise<CaseOutcome> {
  projects += 1;
  const env = await initializeTestEnvironment({
    projectId: `${PROJECT_ID}-${projects}`,
    firestore: { ...emulatorAddress(), rules: rulesText },
  });
  let timer: NodeJS.Timeout | undefined;
  try {
    await seed(env);
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timed out')), CASE_TIMEOUT_MS);
    });
    await Promise.race([runCase(env, c), timeout]);
    return null;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (message === 'timed out') return { kind: 'timeout', message };
    const code = (error as { code?: unknown }).code;
    const denied = typeof code === 'string' && /permission[-_]denied/i.test(code);
    return { kind: denied || LET_THROUGH.test(message) ? 'verdict' : 'harness', message };
  } finally {
    clearTimeout(timer);
    await env.cleanup();
  }
}

/**
 * The name of the first of `cases` whose verdict `rulesText` changes, or null. A case that times
 * out or fails for another reason stops the check: it can neither kill nor spare the mutant.
 */
async function firstFailing(rulesText: string, cases: [string, Case][]): Promise<string | null> {
  for (const [name, c] of cases) {
    const outcome = await caseOutcome(rulesText, c);
    if (outcome?.kind === 'verdict') return name;
    if (outcome) throw new Error(`${name}: ${outcome.kind}, not a verdict: ${outcome.message}`);
  }
  return null;
}

const results: MutantResult[] = [];
const allCases = MATRIX.flatMap(([suite]) => casesOf(suite));

afterAll(() => {
  writeFileSync(
    process.env.MERAMOT_MUTANTS_RESULTS ?? 'mutants.results.json',
    JSON.stringify(results),
  );
});

describe(`mutants, shard ${shard + 1} of ${shards}`, () => {
  it('names a suite of the matrix for each of its mutants', () => {
    for (const mutant of mine) expect(casesOf(mutant.suite).length, mutant.name).toBeGreaterThan(0);
  });

  // The harness itself: this shard's share of the cases passes against the unbroken rules.
  it('passes its share of the cases against the unbroken rules', async () => {
    for (const [name, c] of allCases.filter((_, i) => i % shards === shard)) {
      expect(await caseOutcome(rules, c), name).toBeNull();
    }
  });

  for (const mutant of mine) {
    it(mutant.name, async () => {
      const broken = mutate(rules, mutant);
      const error = await compileError(broken);
      if (error) {
        results.push({ name: mutant.name, verdict: 'uncompilable', detail: error.slice(0, 300) });
        return;
      }
      const byOwn = await firstFailing(broken, casesOf(mutant.suite));
      const rest = allCases.filter(([name]) => !name.startsWith(`${mutant.suite} `));
      const by = byOwn ?? (await firstFailing(broken, rest));
      results.push(
        by
          ? { name: mutant.name, verdict: 'caught', detail: `by "${by}"`, outsideSuite: !byOwn }
          : { name: mutant.name, verdict: 'survived' },
      );
      // Progress on the orchestrator's stderr (the JSON reporter prints nothing until the end).
      process.stderr.write(
        `[shard ${shard + 1}] ${by ? 'caught' : 'no case failed'}: ${mutant.name}\n`,
      );
    });
  }
});
