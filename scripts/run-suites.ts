/**
 * Runs the named vitest suites one after another and fails if any fails, skips a test, or finds
 * no test at all. Ends with the line "N passed, N failed".
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { RESULTS_DIR, ROOT } from '../harness/emulators';

const SEQUENTIAL_SUITES = new Set(['rules', 'api', 'e2e']);

interface VitestJson {
  numTotalTests: number;
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  success: boolean;
}

export interface SuiteResult {
  suite: string;
  passed: number;
  failed: number;
  skipped: number;
  seconds: number;
  ok: boolean;
  problem?: string;
}

export function runSuite(suite: string): SuiteResult {
  const started = Date.now();
  const outputDir = RESULTS_DIR;
  mkdirSync(outputDir, { recursive: true });
  const outputFile = path.join(outputDir, `${suite}.json`);
  console.log(`\n=== suite ${suite}`);
  const result = spawnSync(
    path.join(ROOT, 'node_modules', '.bin', 'vitest'),
    [
      'run',
      '--project',
      suite,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${outputFile}`,
      // Emulator suites share one Firestore and Auth: their files run one at a time.
      ...(SEQUENTIAL_SUITES.has(suite) ? ['--no-file-parallelism'] : []),
    ],
    { cwd: ROOT, stdio: 'inherit', env: process.env },
  );
  const seconds = (Date.now() - started) / 1000;
  let report: VitestJson;
  try {
    report = JSON.parse(readFileSync(outputFile, 'utf8')) as VitestJson;
  } catch {
    return {
      suite,
      passed: 0,
      failed: 1,
      skipped: 0,
      seconds,
      ok: false,
      problem: 'no report (vitest did not finish)',
    };
  }
  const skipped = report.numPendingTests + report.numTodoTests;
  const problem =
    report.numTotalTests === 0
      ? 'found no tests'
      : report.numFailedTests > 0 || result.status !== 0
        ? 'has failures'
        : skipped > 0
          ? 'skipped tests'
          : undefined;
  return {
    suite,
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped,
    seconds,
    ok: problem === undefined,
    problem,
  };
}

export function printSummary(results: SuiteResult[]): boolean {
  console.log('\n=== summary');
  for (const r of results) {
    console.log(
      `${r.suite.padEnd(8)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed ${String(r.skipped).padStart(3)} skipped ${r.seconds.toFixed(1).padStart(7)} s${r.problem ? `  <- ${r.problem}` : ''}`,
    );
  }
  return results.every((r) => r.ok);
}

/** Where a run of `run-suites.ts <suites...>` leaves its results for scripts/test.ts. */
export const resultsFileOf = (suites: readonly string[]) =>
  path.join(RESULTS_DIR, `${suites.join('-')}.results.json`);

// Run the suites given (inside `firebase emulators:exec` for the emulator suites) and leave the
// results for scripts/test.ts.
if (import.meta.url === `file://${process.argv[1]}`) {
  const suites = process.argv.slice(2);
  const results = suites.map(runSuite);
  writeFileSync(resultsFileOf(suites), JSON.stringify(results));
  process.exit(results.every((r) => r.ok) ? 0 : 1);
}
