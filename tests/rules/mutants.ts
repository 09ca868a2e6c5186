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

// Left out as equivalent: dropping `value is number` from isPrice changes nothing, because a
// comparison of a string (or any non-number) with a number is an error, and an error denies.

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
  {
    name: 'any visitor may send under any uid',
    find: 'isSignedIn() ? uid == request.auth.uid : uid == null',
    replace: 'isSignedIn() ? uid == request.auth.uid : true',
  },
  {
    name: 'any signed-in user reads any appointment',
    find: 'allow get, list: if isAdmin() || isOwner(resource.data.uid);',
    replace: 'allow get, list: if isAdmin() || isSignedIn();',
  },
  {
    name: 'a booking may be deleted by its parties',
    find: 'allow delete: if false;',
    replace: 'allow delete: if isBookingParty();',
  },
  {
    name: 'a status change need not stamp updatedAt',
    find: '&& isNow(request.resource.data.updatedAt);',
    replace: ';',
  },
  {
    name: 'uEmail not tied to the token',
    find: '&& b.uEmail == request.auth.token.email',
    replace: '',
  },
  {
    name: 'price floor of 50 on update too',
    find: '&& d.service.servicePrice > 0;',
    replace: '&& d.service.servicePrice >= 50;',
  },
  {
    name: 'the provider email may change on update',
    find: '&& d.provider.email == resource.data.provider.email',
    replace: '',
  },
  {
    name: 'createdAt may change on update',
    find: "&& unchanged('createdAt')",
    replace: '',
  },
  {
    name: 'an owner update skips validation',
    find: 'isOwner(resource.data.providerUid) && validServiceUpdate();',
    replace: 'isOwner(resource.data.providerUid);',
  },
  {
    name: 'blank strings accepted',
    find: 'value.trim().size() > 0',
    replace: 'value.size() >= 0',
  },
  {
    name: 'string lengths unbounded',
    find: '&& value.size() <= max;',
    replace: ';',
  },
  {
    name: 'searchTerms unbounded',
    find: 'd.searchTerms.size() <= 500',
    replace: 'true',
  },
  {
    name: 'unknown keys allowed in an appointment',
    find: "hasExactly(a, ['name', 'email', 'phone', 'date', 'message', 'uid', 'createdAt'])",
    replace: "a.keys().hasAll(['name', 'email', 'phone', 'date', 'message', 'uid', 'createdAt'])",
  },
  {
    name: 'unknown keys allowed in a booking',
    find: "hasExactly(b, ['serviceId',",
    replace: "b.keys().hasAll(['serviceId',",
  },
  {
    name: 'a service may have any category',
    find: '&& isCategory(s.category)',
    replace: '',
  },
  {
    name: 'a service may be in any district',
    find: '&& isDistrict(s.district)',
    replace: '',
  },
  {
    name: "the category list lacks 'other'",
    find: ", 'pest-control', 'other']",
    replace: ", 'pest-control']",
  },
  {
    name: "the district list lacks 'sherpur'",
    find: ", 'sherpur'",
    replace: '',
  },
];

interface VitestJson {
  testResults: { message?: string; assertionResults: { fullName: string; status: string }[] }[];
}

const dir = mkdtempSync(path.join(tmpdir(), 'meramot-mutants-'));

/** Runs the matrix against `rulesText`; the names of the cases that failed. */
function failingCases(label: string, rulesText: string): string[] {
  const file = path.join(dir, `${label}.rules`);
  const report = path.join(dir, `${label}.json`);
  writeFileSync(file, rulesText);
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
  const cases = result.testResults.flatMap((f) => f.assertionResults);
  // A matrix that did not run (emulator gone, rules that do not compile) kills nothing and
  // proves nothing: stop rather than count a survivor.
  if (cases.length === 0 || cases.every((t) => t.status !== 'passed' && t.status !== 'failed')) {
    const why = result.testResults
      .map((f) => f.message)
      .filter(Boolean)
      .join('; ');
    throw new Error(`${label}: the matrix did not run${why ? `: ${why}` : ''}`);
  }
  return cases.filter((t) => t.status === 'failed').map((t) => t.fullName);
}

// An argument keeps only the mutants whose name contains it.
const only = process.argv[2];
const mutants = only ? MUTANTS.filter((m) => m.name.includes(only)) : MUTANTS;
const rules = readFileSync('firestore.rules', 'utf8');
let survivors = 0;
try {
  const baseline = failingCases('baseline', rules);
  if (baseline.length > 0) {
    throw new Error(`the unbroken rules already fail ${baseline.length} case(s): ${baseline[0]}`);
  }
  console.log('baseline: the unbroken rules pass every case');
  for (const [i, mutant] of mutants.entries()) {
    const at = rules.indexOf(mutant.find);
    if (at < 0 || rules.indexOf(mutant.find, at + 1) >= 0) {
      throw new Error(`mutant "${mutant.name}": its text must occur exactly once in the rules`);
    }
    const failed = failingCases(`mutant-${i}`, rules.replace(mutant.find, mutant.replace));
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
