/** Runs inside the emulators for `npm start`: seeds, prints the URL and accounts, then waits. */
import { EMULATOR_HOSTS, HOSTING_URL, PROJECT_ID } from '../harness/emulators';
import { seedEmulators } from '../harness/seed';
import { SEED_ACCOUNTS, SEED_PHONE_ACCOUNTS } from '../harness/seed-data';

await seedEmulators();
console.log(`\nMeramot is running at ${HOSTING_URL}\n\nSeed accounts (email / password):`);
for (const account of SEED_ACCOUNTS) {
  console.log(
    `  ${account.role.padEnd(8)} ${account.email.padEnd(22)} ${account.password}${account.admin ? '  (admin claim)' : ''}`,
  );
}
console.log('\nPhone-only accounts (Login → Continue with mobile number):');
for (const account of SEED_PHONE_ACCOUNTS) {
  console.log(`  ${account.role.padEnd(8)} ${account.phone.padEnd(22)} ${account.name}`);
}
console.log(
  `  The Auth emulator sends no SMS: it prints each code in its log and lists them at\n  http://${EMULATOR_HOSTS.auth}/emulator/v1/projects/${PROJECT_ID}/verificationCodes`,
);
console.log('\nPress Ctrl-C to stop.');

// Stay up until Ctrl-C; firebase-tools then stops the emulators. The interval keeps Node's
// event loop alive (a bare pending promise would make Node exit with code 13).
const keepAlive = setInterval(() => undefined, 60_000);
await new Promise<void>((resolve) => {
  process.once('SIGINT', resolve);
  process.once('SIGTERM', resolve);
});
clearInterval(keepAlive);
