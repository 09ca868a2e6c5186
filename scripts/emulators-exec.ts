/**
 * Runs one command with the emulators up, e.g.
 *   npx tsx scripts/emulators-exec.ts "npx tsx scripts/run-suites.ts rules"
 *   MERAMOT_PORT_OFFSET=100 npx tsx scripts/emulators-exec.ts --only firestore "npx vitest run --project rules"
 */
import { describe, emulatorsExec, resolveFirestoreEmulator } from '../harness/emulators';

const args = process.argv.slice(2);
let only = ['auth', 'firestore', 'functions', 'hosting'];
const onlyAt = args.indexOf('--only');
if (onlyAt >= 0) {
  only = (args[onlyAt + 1] ?? '').split(',').filter(Boolean);
  args.splice(onlyAt, 2);
}
if (args.length !== 1) {
  console.error('usage: tsx scripts/emulators-exec.ts [--only auth,firestore,...] "<command>"');
  process.exit(2);
}
const emulator = resolveFirestoreEmulator();
console.log(describe(emulator));
process.exit(await emulatorsExec(emulator, only, args[0] as string));
