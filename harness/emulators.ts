/**
 * The emulator harness. Picks a Firestore emulator that works without the internet, then runs a
 * command inside `firebase emulators:exec` (or keeps the emulators up for `npm start`).
 *
 * Order: hidane (a Firestore emulator without Java) at the pinned version, from .tools/ or PATH,
 * else built with `cargo install`; otherwise the official emulator when Java 21+ is present.
 * MERAMOT_FIRESTORE_EMULATOR=hidane|official forces one.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REGION } from '../functions/src/deploy-target';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PROJECT_ID = 'demo-meramot';
export const HIDANE_VERSION = '0.6.0';

/**
 * MERAMOT_PORT_OFFSET=N moves every emulator port up by N, so that two emulator runs (two
 * checkouts, or a test run beside `npm start`) can share a machine. The ports are packed so that
 * offsets of 100, 200, 300, 400 and 500 never overlap each other or the defaults.
 */
export const PORT_OFFSET = Number(process.env.MERAMOT_PORT_OFFSET ?? 0);
const BASE_PORTS = {
  auth: 9099,
  firestore: 8080,
  firestoreWebsocket: 9150,
  functions: 5001,
  hosting: 5000,
  hub: 4400,
  logging: 4401,
  eventarc: 9151,
  tasks: 9152,
} as const;
const port = (name: keyof typeof BASE_PORTS) => BASE_PORTS[name] + PORT_OFFSET;
export const EMULATOR_HOSTS = {
  auth: `127.0.0.1:${port('auth')}`,
  firestore: `127.0.0.1:${port('firestore')}`,
  functions: `127.0.0.1:${port('functions')}`,
  hosting: `127.0.0.1:${port('hosting')}`,
  hub: `127.0.0.1:${port('hub')}`,
} as const;
/** Where the suites leave their reports; one folder per port offset so runs do not collide. */
export const RESULTS_DIR = path.join(ROOT, 'test-results', `offset-${PORT_OFFSET}`);
export const HOSTING_URL = `http://${EMULATOR_HOSTS.hosting}`;
export const API_URL = `http://${EMULATOR_HOSTS.functions}/${PROJECT_ID}/${REGION}/api`;
/** The emulator build of the web app for this offset (web/vite.config.ts writes it there). */
export const WEB_BUILD_DIR =
  PORT_OFFSET === 0 ? 'web/dist-emulator' : `web/dist-offset-${PORT_OFFSET}`;

const TOOLS_DIR = path.join(ROOT, '.tools');
const LOCAL_HIDANE = path.join(TOOLS_DIR, 'bin', 'hidane');
const FIREBASE_BIN = path.join(ROOT, 'node_modules', '.bin', 'firebase');

export type FirestoreEmulator =
  | { kind: 'hidane'; bin: string; version: string; reason: string }
  | { kind: 'official'; javaVersion: number; reason: string };

function run(command: string, args: string[]): { ok: boolean; output: string } {
  const result = spawnSync(command, args, { encoding: 'utf8', cwd: ROOT });
  return {
    ok: result.status === 0,
    output: `${result.stdout ?? ''}${result.stderr ?? ''}`.trim(),
  };
}

function hidaneVersionOf(bin: string): string | null {
  const { ok, output } = run(bin, ['--version']);
  return ok ? (/hidane (\S+)/.exec(output)?.[1] ?? null) : null;
}

function javaMajorVersion(): number | null {
  const { ok, output } = run('java', ['-version']);
  if (!ok) return null;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(output);
  if (!match?.[1]) return null;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major;
}

function installHidane(): { ok: boolean; detail: string } {
  if (!run('cargo', ['--version']).ok) return { ok: false, detail: 'cargo is not installed' };
  console.log(
    `[emulators] building hidane ${HIDANE_VERSION} with cargo into .tools/ (a few minutes, once)`,
  );
  const result = spawnSync(
    'cargo',
    ['install', 'hidane', '--locked', '--version', HIDANE_VERSION, '--root', TOOLS_DIR],
    { stdio: 'inherit' },
  );
  return result.status === 0
    ? { ok: true, detail: 'built with cargo' }
    : { ok: false, detail: `cargo install hidane failed with exit code ${result.status}` };
}

function useOfficial(reasonPrefix: string, forced: boolean): FirestoreEmulator {
  const java = javaMajorVersion();
  if (java !== null && java >= 21) {
    return {
      kind: 'official',
      javaVersion: java,
      reason: `${reasonPrefix}Java ${java} is present, so firebase-tools runs the official emulator`,
    };
  }
  throw new Error(
    [
      `No Firestore emulator can run here${forced ? ' (official forced)' : ''}.`,
      `${reasonPrefix}`,
      `  - hidane: install Rust (https://rustup.rs) so that \`cargo install hidane --locked --version ${HIDANE_VERSION}\` can build it, or put hidane ${HIDANE_VERSION} on PATH;`,
      `  - the official emulator: install Java 21 or newer (found: ${java === null ? 'no java' : `Java ${java}`}); firebase-tools downloads its jar on first use.`,
    ].join('\n'),
  );
}

export function resolveFirestoreEmulator(): FirestoreEmulator {
  const forced = process.env.MERAMOT_FIRESTORE_EMULATOR;
  if (forced === 'official') return useOfficial('MERAMOT_FIRESTORE_EMULATOR=official; ', true);

  for (const [bin, where] of [
    [LOCAL_HIDANE, '.tools/bin'],
    ['hidane', 'PATH'],
  ] as const) {
    const version = hidaneVersionOf(bin);
    if (version === HIDANE_VERSION) {
      return { kind: 'hidane', bin, version, reason: `hidane ${version} found in ${where}` };
    }
  }
  const built = installHidane();
  const version = built.ok ? hidaneVersionOf(LOCAL_HIDANE) : null;
  if (version)
    return { kind: 'hidane', bin: LOCAL_HIDANE, version, reason: 'hidane built with cargo' };
  if (forced === 'hidane') throw new Error(`hidane was forced but cannot be had: ${built.detail}`);
  return useOfficial(`hidane ${HIDANE_VERSION} is unavailable (${built.detail}); `, false);
}

export function describe(emulator: FirestoreEmulator): string {
  return emulator.kind === 'hidane'
    ? `[emulators] Firestore emulator: hidane ${emulator.version} (${emulator.reason})`
    : `[emulators] Firestore emulator: official, Java ${emulator.javaVersion} (${emulator.reason})`;
}

/**
 * firebase.json as the emulators need it (ignored by git): hosting serves the emulator build,
 * the Content-Security-Policy also lets the page reach the Auth and Firestore emulators on this
 * machine (production's names no local host), and every port moves by PORT_OFFSET.
 */
function firebaseConfigPath(): string {
  const config = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')) as {
    hosting: { public: string; headers: { headers: { key: string; value: string }[] }[] };
    emulators: Record<string, { host?: string; port?: number; websocketPort?: number }>;
  };
  config.hosting.public = WEB_BUILD_DIR;
  for (const header of config.hosting.headers.flatMap((rule) => rule.headers)) {
    if (header.key === 'Content-Security-Policy') {
      header.value = header.value.replace(
        /(connect-src|frame-src) ([^;]*)/g,
        '$1 $2 http://127.0.0.1:* http://localhost:*',
      );
    }
  }
  const e = config.emulators;
  for (const name of ['auth', 'firestore', 'functions', 'hosting', 'hub', 'logging'] as const) {
    e[name] = { ...e[name], port: port(name) };
  }
  e.firestore = { ...e.firestore, websocketPort: port('firestoreWebsocket') };
  e.eventarc = { host: '127.0.0.1', port: port('eventarc') };
  e.tasks = { host: '127.0.0.1', port: port('tasks') };
  const generated = path.join(ROOT, `firebase.offset-${PORT_OFFSET}.json`);
  writeFileSync(generated, `${JSON.stringify(config, null, 2)}\n`);
  return generated;
}

/** The firebase-tools command line, wrapped in `hidane exec` when hidane stands in for Java. */
export function firebaseCommand(emulator: FirestoreEmulator, args: string[]): [string, string[]] {
  const firebaseArgs = [...args, '--project', PROJECT_ID, '--config', firebaseConfigPath()];
  return emulator.kind === 'hidane'
    ? [emulator.bin, ['exec', '--', FIREBASE_BIN, ...firebaseArgs]]
    : [FIREBASE_BIN, firebaseArgs];
}

/**
 * Environment for firebase-tools. It keeps its settings in a config folder of ours, where the
 * message of the day counts as fetched, and update checks are off: nothing leaves this machine.
 */
export function firebaseEnv(): NodeJS.ProcessEnv {
  const configHome = path.join(TOOLS_DIR, 'firebase-config');
  mkdirSync(path.join(configHome, 'configstore'), { recursive: true });
  writeFileSync(
    path.join(configHome, 'configstore', 'firebase-tools.json'),
    JSON.stringify({ motd: { fetched: Date.now() }, usage: false }),
  );
  return {
    ...process.env,
    XDG_CONFIG_HOME: configHome,
    NO_UPDATE_NOTIFIER: '1',
    GCLOUD_PROJECT: PROJECT_ID,
    GOOGLE_CLOUD_PROJECT: PROJECT_ID,
    // google-auth-library would otherwise probe the cloud metadata server off this machine.
    METADATA_SERVER_DETECTION: 'none',
    MERAMOT_PORT_OFFSET: String(PORT_OFFSET),
  };
}

/**
 * A rules file that does not compile makes the emulator start with no rules at all, so every
 * read and write is allowed and no error shows. Stop before that: `hidane doctor` compiles it.
 */
export function rulesCompileError(emulator: FirestoreEmulator): string | null {
  if (emulator.kind !== 'hidane') return null;
  const { output } = run(emulator.bin, ['doctor']);
  const at = output.indexOf('firestore.rules does not compile');
  return at < 0 ? null : output.slice(at).split('\n').slice(0, 2).join('\n').trim();
}

/** Runs `command` with every emulator up; resolves to its exit code. */
export function emulatorsExec(
  emulator: FirestoreEmulator,
  only: string[],
  command: string,
): Promise<number> {
  const rulesError = only.includes('firestore') ? rulesCompileError(emulator) : null;
  if (rulesError) {
    console.error(`[emulators] refusing to start the emulators: ${rulesError}`);
    return Promise.resolve(1);
  }
  const [bin, args] = firebaseCommand(emulator, [
    'emulators:exec',
    '--only',
    only.join(','),
    command,
  ]);
  return new Promise((resolve) => {
    const child = spawn(bin, args, { cwd: ROOT, stdio: 'inherit', env: firebaseEnv() });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Environment for `npm run build:emulator`: the web app connects to the emulators on these ports. */
export function buildEnv(): NodeJS.ProcessEnv {
  return { ...process.env, VITE_EMULATOR_PORT_OFFSET: String(PORT_OFFSET) };
}

export function hasFirebaseTools(): boolean {
  return existsSync(FIREBASE_BIN);
}

/**
 * Builds the web app and the function, then runs `command` with every emulator up: what
 * `npm start` and the browser benchmarks do. Resolves to the command's exit code.
 */
export async function buildAndRunWithEmulators(command: string): Promise<number> {
  const build = spawnSync('npm', ['run', 'build:emulator'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: buildEnv(),
  });
  if (build.status !== 0) return build.status ?? 1;
  const emulator = resolveFirestoreEmulator();
  console.log(describe(emulator));
  return emulatorsExec(emulator, ['auth', 'firestore', 'functions', 'hosting'], command);
}
