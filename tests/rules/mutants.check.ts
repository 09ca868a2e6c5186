/**
 * The mutation check's inner loop, run by tests/rules/mutants.ts (one vitest process per shard):
 * for each of its mutants the cases against the broken copy, stopping at the first case that
 * fails: the case that killed it last time (tests/rules/mutants.kills.json) first, then the
 * mutant's suites (a clause's: those of the rules that reach it), then the rest. A case that
 * fails against a mutant kills it only once it has passed against the unbroken rules (checked
 * once per case; the recorded killers all up front). Each case runs in-process, in an emulator
 * project of its own. One vitest process for many mutants: no start-up per mutant. Writes the
 * results to MERAMOT_MUTANTS_RESULTS.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { initializeTestEnvironment } from '@firebase/rules-unit-testing';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, describe, expect, it } from 'vitest';
import { MATRIX, runCase } from './matrix-cases';
import { ALL_MUTANTS, KILLS_FILE, mutate } from './mutants';
import type { MutantResult } from './mutants';
import { PROJECT_ID, closeClients, emulatorAddress, seed } from './support';
import type { Case } from './support';

const [shard = 0, shards = 1] = (process.env.MERAMOT_MUTANTS_SHARD ?? '0/1').split('/').map(Number);
const only = process.env.MERAMOT_MUTANTS_ONLY ?? '';
const mine = ALL_MUTANTS.filter((m) => m.name.includes(only)).filter(
  (_, i) => i % shards === shard,
);
const rules = readFileSync('firestore.rules', 'utf8');
/** Mutant name → the case that killed it last time: only an order, never a verdict. */
const kills: Record<string, string> = existsSync(KILLS_FILE)
  ? (JSON.parse(readFileSync(KILLS_FILE, 'utf8')) as Record<string, string>)
  : {};

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

/**
 * How a case ended against a mutant. Only a changed verdict is a kill: an allowed request denied,
 * or a denied one let through. A timeout or any other error says nothing about the rules, so it
 * fails the check instead of counting as a kill.
 */
type CaseOutcome = { kind: 'verdict' | 'timeout' | 'harness'; message: string } | null;

/** rules-unit-testing's report of a request that should have been denied (a denial has its code). */
const LET_THROUGH = /Expected request to fail, but it succeeded/;

/** The shard's cases' project, with the rules it was last loaded with. */
let loaded: { env: RulesTestEnvironment; rulesText: string } | undefined;

/** The cases' project with `rulesText` loaded: one project per shard, as the matrix runs. */
async function environmentWith(rulesText: string): Promise<RulesTestEnvironment> {
  if (loaded?.rulesText === rulesText) return loaded.env;
  await loaded?.env.cleanup();
  const env = await initializeTestEnvironment({
    projectId: `${PROJECT_ID}-cases`,
    firestore: { ...emulatorAddress(), rules: rulesText },
  });
  loaded = { env, rulesText };
  return env;
}

/**
 * Runs one case on freshly seeded documents, in one project per shard (a project per case made
 * the emulator hold thousands of projects, and the machine swap).
 */
async function caseOutcome(rulesText: string, c: Case): Promise<CaseOutcome> {
  const env = await environmentWith(rulesText);
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
    await closeClients();
  }
}

/** Cases already seen to pass against the unbroken rules. */
const passing = new Set<string>();

/**
 * The name of the first of `cases` whose verdict `rulesText` changes, or null. A case that times
 * out or fails for another reason stops the check: it can neither kill nor spare the mutant. Nor
 * can a case that fails against the unbroken rules too.
 */
async function firstFailing(rulesText: string, cases: [string, Case][]): Promise<string | null> {
  for (const [name, c] of cases) {
    const outcome = await caseOutcome(rulesText, c);
    if (outcome && outcome.kind !== 'verdict') {
      throw new Error(`${name}: ${outcome.kind}, not a verdict: ${outcome.message}`);
    }
    if (!outcome) continue;
    if (!passing.has(name)) {
      const unbroken = await caseOutcome(rules, c);
      if (unbroken)
        throw new Error(`${name} fails against the unbroken rules: ${unbroken.message}`);
      passing.add(name);
    }
    return name;
  }
  return null;
}

const results: MutantResult[] = [];
const allCases = MATRIX.flatMap(([suite]) => casesOf(suite));

afterAll(async () => {
  await loaded?.env.cleanup();
  writeFileSync(
    process.env.MERAMOT_MUTANTS_RESULTS ?? 'mutants.results.json',
    JSON.stringify(results),
  );
});

describe(`mutants, shard ${shard + 1} of ${shards}`, () => {
  it('names a suite of the matrix for each of its mutants', () => {
    for (const mutant of mine) expect(casesOf(mutant.suite).length, mutant.name).toBeGreaterThan(0);
  });

  // The recorded killers against the unbroken rules first, in one go: checked here, a kill then
  // costs the mutant's rules alone, not a reload of the unbroken ones after it.
  it('runs the recorded killing cases against the unbroken rules', async () => {
    const hints = new Set(mine.map((m) => kills[m.name]));
    for (const [name, c] of allCases.filter(([name]) => hints.has(name))) {
      // One that fails here is checked again, and stops the check, if it fails a mutant too.
      if (!(await caseOutcome(rules, c))) passing.add(name);
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
      // The case that killed it last time first, then its suites', then the rest.
      const hint = kills[mutant.name];
      const suites = [mutant.suite, ...(mutant.suites ?? []).filter((s) => s !== mutant.suite)];
      const inSuite = (name: string) => name.startsWith(`${mutant.suite} `);
      const inSuites = (name: string) => suites.some((s) => name.startsWith(`${s} `));
      let by = await firstFailing(
        broken,
        allCases.filter(([name]) => name === hint),
      );
      for (const suite of suites) {
        by ??= await firstFailing(
          broken,
          casesOf(suite).filter(([name]) => name !== hint),
        );
      }
      by ??= await firstFailing(
        broken,
        allCases.filter(([name]) => !inSuites(name) && name !== hint),
      );
      results.push(
        by
          ? {
              name: mutant.name,
              verdict: 'caught',
              detail: `by "${by}"`,
              by,
              outsideSuite: !inSuite(by),
            }
          : { name: mutant.name, verdict: 'survived' },
      );
      // Progress on the orchestrator's stderr (the JSON reporter prints nothing until the end).
      process.stderr.write(
        `[shard ${shard + 1}] ${by ? 'caught' : 'no case failed'}: ${mutant.name}${by ? ` by "${by}"` : ''}\n`,
      );
    });
  }
});
