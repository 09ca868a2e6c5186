/**
 * `npm start`: builds the web app and the function, starts the auth, firestore, functions and
 * hosting emulators, loads the seed data and prints where to go. Ctrl-C stops everything.
 */
import { buildAndRunWithEmulators } from '../harness/emulators';

// emulators:exec keeps every emulator up for as long as the inner command runs.
process.exit(await buildAndRunWithEmulators('npx tsx scripts/serve-seeded.ts'));
