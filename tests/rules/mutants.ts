/**
 * Mutation check of the rules matrix: breaks firestore.rules one rule at a time (in a copy under
 * the OS temp folder) and runs the matrix against each broken copy. Every mutant must make at
 * least one case fail; one that survives is a rule the matrix does not pin down. Run it with the
 * emulator up:
 *   MERAMOT_PORT_OFFSET=100 npx tsx scripts/emulators-exec.ts --only firestore "npx tsx tests/rules/mutants.ts"
 * An argument (e.g. "Completed") runs only the mutants whose name contains it.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

interface Mutant {
  name: string;
  find: string;
  replace: string;
}

const MUTANTS: Mutant[] = [
  {
    name: 'Completed is no longer final',
    find: "&& resource.data.serviceStatus != 'Completed'",
    replace: '',
  },
  {
    name: 'any status string is accepted',
    find: "request.resource.data.serviceStatus in ['Pending', 'Working', 'Completed']",
    replace: 'request.resource.data.serviceStatus is string',
  },
  {
    name: 'a status change may touch any field',
    find: "onlyChanges(['serviceStatus', 'updatedAt'])",
    replace: 'true',
  },
  {
    name: 'the customer may change the status too',
    find: 'allow update: if isOwner(resource.data.providerUid) && validStatusChange();',
    replace: 'allow update: if isBookingParty() && validStatusChange();',
  },
  {
    name: 'a customer may book their own service',
    find: '&& b.providerUid != request.auth.uid;',
    replace: ';',
  },
  {
    name: 'the booking price is not checked against the service',
    find: '&& b.price == svc.service.servicePrice',
    replace: '',
  },
  {
    name: 'a booking may name any provider',
    find: 'return b.providerUid == svc.providerUid',
    replace: 'return true',
  },
  {
    name: 'a booking may start in any status',
    find: "&& b.serviceStatus == 'pending'",
    replace: '',
  },
  {
    name: 'a booking may be made for another customer',
    find: '&& isOwner(b.customerUid)',
    replace: '',
  },
  {
    name: 'any signed-in user reads any booking',
    find: 'allow get, list: if isBookingParty();',
    replace: 'allow get, list: if isSignedIn();',
  },
  {
    name: 'no minimum price on add',
    find: '&& d.service.servicePrice >= 50',
    replace: '',
  },
  {
    name: 'unknown keys allowed in a service',
    find: "hasExactly(d, ['providerUid', 'provider', 'service', 'searchTerms', 'createdAt', 'updatedAt'])",
    replace:
      "d.keys().hasAll(['providerUid', 'provider', 'service', 'searchTerms', 'createdAt', 'updatedAt'])",
  },
  {
    name: 'provider email not tied to the token',
    find: '&& d.provider.email == request.auth.token.email',
    replace: '',
  },
  {
    name: 'the owner may change providerUid',
    find: "&& unchanged('providerUid')",
    replace: '',
  },
  {
    name: 'anyone signed in updates a service',
    find: 'allow update: if isOwner(resource.data.providerUid) && validServiceUpdate();',
    replace: 'allow update: if isSignedIn() && validServiceUpdate();',
  },
  {
    name: 'anyone signed in deletes a service',
    find: 'allow delete: if isOwner(resource.data.providerUid);',
    replace: 'allow delete: if isSignedIn();',
  },
  {
    name: 'http images accepted',
    find: "'(?i)^(https://",
    replace: "'(?i)^(https?://",
  },
  {
    name: 'client clock accepted for createdAt',
    find: '&& isNow(d.createdAt);',
    replace: ';',
  },
  {
    name: 'every signed-in user is an admin',
    find: "request.auth.token.get('admin', false) == true",
    replace: 'true',
  },
  {
    name: 'a signed-in sender may write uid null',
    find: 'isSignedIn() ? uid == request.auth.uid : uid == null',
    replace: 'uid == null || (isSignedIn() && uid == request.auth.uid)',
  },
  {
    name: 'appointments may be deleted by their sender',
    find: 'allow update, delete: if false;',
    replace: 'allow update: if false; allow delete: if isOwner(resource.data.uid);',
  },
];

interface VitestJson {
  numFailedTests: number;
  numPassedTests: number;
  testResults: { assertionResults: { fullName: string; status: string }[] }[];
}

// An argument keeps only the mutants whose name contains it.
const only = process.argv[2];
const mutants = only ? MUTANTS.filter((m) => m.name.includes(only)) : MUTANTS;
const rules = readFileSync('firestore.rules', 'utf8');
const dir = mkdtempSync(path.join(tmpdir(), 'meramot-mutants-'));
let survivors = 0;
try {
  for (const [i, mutant] of mutants.entries()) {
    const at = rules.indexOf(mutant.find);
    if (at < 0 || rules.indexOf(mutant.find, at + 1) >= 0) {
      throw new Error(`mutant "${mutant.name}": its text must occur exactly once in the rules`);
    }
    const file = path.join(dir, `mutant-${i}.rules`);
    writeFileSync(file, rules.replace(mutant.find, mutant.replace));
    const report = path.join(dir, `mutant-${i}.json`);
    spawnSync(
      'npx',
      [
        'vitest',
        'run',
        '--project',
        'rules',
        'tests/rules/matrix.test.ts',
        '--reporter=json',
        `--outputFile=${report}`,
      ],
      { env: { ...process.env, MERAMOT_RULES_FILE: file }, stdio: 'ignore' },
    );
    const result = JSON.parse(readFileSync(report, 'utf8')) as VitestJson;
    const failed = result.testResults
      .flatMap((f) => f.assertionResults)
      .filter((t) => t.status === 'failed')
      .map((t) => t.fullName);
    if (failed.length === 0) survivors += 1;
    console.log(
      `${failed.length > 0 ? 'killed  ' : 'SURVIVED'} ${mutant.name}: ${failed.length} failing case(s)`,
    );
    for (const name of failed.slice(0, 4)) console.log(`           - ${name}`);
    if (failed.length > 4) console.log(`           … and ${failed.length - 4} more`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
console.log(`${mutants.length - survivors}/${mutants.length} mutants killed`);
process.exit(survivors === 0 ? 0 : 1);
