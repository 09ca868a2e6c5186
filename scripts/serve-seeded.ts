/** Runs inside the emulators for `npm start`: seeds, prints the URL and accounts, then waits. */
import { HOSTING_URL } from './emulators';
import { seedEmulators } from './seed';
import { SEED_ACCOUNTS } from './seed-data';

await seedEmulators();
console.log(`\nMeramot is running at ${HOSTING_URL}\n\nSeed accounts (email / password):`);
for (const account of SEED_ACCOUNTS) {
  console.log(
    `  ${account.role.padEnd(8)} ${account.email.padEnd(22)} ${account.password}${account.admin ? '  (admin claim)' : ''}`,
  );
}
console.log('\nPress Ctrl-C to stop.');

// Stay up until Ctrl-C; firebase-tools then stops the emulators. The interval keeps Node's
// event loop alive (a bare pending promise would make Node exit with code 13).
const keepAlive = setInterval(() => undefined, 60_000);
await new Promise<void>((resolve) => {
  process.once('SIGINT', resolve);
  process.once('SIGTERM', resolve);
});
clearInterval(keepAlive);
