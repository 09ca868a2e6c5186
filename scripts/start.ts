/**
 * `npm start`: builds the web app and the function, starts the auth, firestore, functions and
 * hosting emulators, loads the seed data and prints where to go. Ctrl-C stops everything.
 */
import { spawnSync } from 'node:child_process';
import { ROOT, buildEnv, describe, emulatorsExec, resolveFirestoreEmulator } from './emulators';

const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit', env: buildEnv() });
if (build.status !== 0) process.exit(build.status ?? 1);

const emulator = resolveFirestoreEmulator();
console.log(describe(emulator));

// emulators:exec keeps every emulator up for as long as the inner command runs.
const code = await emulatorsExec(
  emulator,
  ['auth', 'firestore', 'functions', 'hosting'],
  'npx tsx scripts/serve-seeded.ts',
);
process.exit(code);
