/**
 * Schemathesis against the emulators (run it inside them: `npx tsx scripts/emulators-exec.ts
 * "npx tsx scripts/schemathesis.ts"`; .ci/run does). It seeds, signs in a seeded customer, runs
 * `st run` on the function's /openapi.json with every check and a bounded number of examples
 * under a hard timeout, then proves that no refused request wrote anything.
 *
 * "Nothing written by a refused request": every Firestore document is read before and after the
 * run. A document that changed must be one that a 2xx answer to a write names (the path's id, or
 * the answer's insertedId, in the collection that operation writes); a change no accepted write
 * accounts for was made by a refused request (or a GET), and fails the run. The run is one
 * interleaved sequence, so this does not need to replay anything, and schemathesis's own report
 * (HAR) says which requests were accepted.
 *
 * Environment: MERAMOT_SCHEMATHESIS (the st binary; default .tools/schemathesis/bin/st),
 * MERAMOT_SCHEMATHESIS_EXAMPLES (per operation, default 25), MERAMOT_SCHEMATHESIS_SECONDS (the
 * hard timeout, default 150).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getFirestore } from 'firebase-admin/firestore';
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { signIn } from '../harness/id-token';
import { API_URL, ROOT } from '../harness/emulators';
import { adminApp, seedEmulators } from '../harness/seed';
import { SEED_ACCOUNTS } from '../harness/seed-data';

const ST = process.env.MERAMOT_SCHEMATHESIS ?? path.join(ROOT, '.tools/schemathesis/bin/st');
const EXAMPLES = Number(process.env.MERAMOT_SCHEMATHESIS_EXAMPLES ?? 25);
const TIMEOUT_S = Number(process.env.MERAMOT_SCHEMATHESIS_SECONDS ?? 150);

/**
 * Firestore once nothing has changed for QUIET_S seconds: the seed's and the run's writes set
 * off triggers (notifications, contacts, search terms) that the Functions emulator runs seconds
 * later (about 7 s after the seed, measured), and their writes belong on the side they came from.
 */
const QUIET_S = 10;

async function settledSnapshot(db: Firestore): Promise<Snapshot> {
  let last = await snapshotOf(db);
  let quiet = 0;
  for (let second = 0; second < 60 && quiet < QUIET_S; second += 1) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const next = await snapshotOf(db);
    quiet = changedPaths(last, next).length === 0 ? quiet + 1 : 0;
    last = next;
  }
  if (quiet < QUIET_S) throw new Error('Firestore did not settle in 60 s');
  return last;
}

type Data = Record<string, unknown>;
/** Every document by path: a fingerprint of its content (with its update time) and its data. */
type Snapshot = Map<string, { print: string; data: Data }>;

/** Every document of the database, walking subcollections too. */
async function snapshotOf(db: Firestore): Promise<Snapshot> {
  const out: Snapshot = new Map();
  const walk = async (refs: DocumentReference[]) => {
    for (const ref of refs) {
      const doc = await ref.get();
      const data = doc.data();
      if (data) {
        out.set(ref.path, { print: `${doc.updateTime?.toMillis()} ${JSON.stringify(data)}`, data });
      }
      for (const sub of await ref.listCollections()) await walk(await sub.listDocuments());
    }
  };
  for (const collection of await db.listCollections()) {
    await walk(await collection.listDocuments());
  }
  return out;
}

function changedPaths(before: Snapshot, after: Snapshot): string[] {
  const paths = new Set([...before.keys(), ...after.keys()]);
  return [...paths].filter((p) => before.get(p)?.print !== after.get(p)?.print).sort();
}

/** `collection/id` of a document or of the document a subcollection hangs from. */
const topOf = (documentPath: string) => documentPath.split('/').slice(0, 2).join('/');

/**
 * What the accepted writes named, with what each moves besides (domain/: the write plans, and
 * functions/src/triggers): a review its service's and provider's ratings; a bill its booking and,
 * once Paid, the ledger and the totals; a booking its window's places and its notifications.
 */
function withConsequences(named: Set<string>, before: Snapshot, after: Snapshot): Set<string> {
  const out = new Set(named);
  const dataOf = (p: string): Data => after.get(p)?.data ?? before.get(p)?.data ?? {};
  const add = (collection: string, id: unknown) => {
    if (typeof id === 'string') out.add(`${collection}/${id}`);
  };
  for (const p of named) {
    const [collection, id] = p.split('/');
    const data = dataOf(p);
    if (collection === 'reviews') {
      add('services', data.serviceId);
      add('providers', data.providerUid);
    } else if (collection === 'bills') {
      const ledger = dataOf(`ledger/${id}`);
      add('bookings', id);
      add('ledger', id);
      add('earnings', data.providerUid);
      add('marketDays', ledger.day);
      add('marketMonths', ledger.month);
    }
  }
  for (const p of [...out]) {
    if (p.startsWith('bookings/')) add('schedules', dataOf(p).providerUid);
  }
  for (const p of changedPaths(before, after)) {
    if (p.startsWith('notifications/') && out.has(`bookings/${String(dataOf(p).bookingId)}`)) {
      out.add(p);
    }
  }
  return out;
}

/** The collection each write operation writes, by the first segment of its path. */
const WRITTEN: Record<string, string> = {
  appointment: 'appointments',
  addService: 'services',
  updateService: 'services',
  deleteService: 'services',
  bookServices: 'bookings',
  statusChange: 'bookings',
  bills: 'bills',
  reviews: 'reviews',
  schedules: 'schedules',
  admin: 'config',
};

interface HarEntry {
  request: { method: string; url: string };
  response: { status: number; content?: { text?: string } };
}

/** The documents the accepted writes of the run name: `collection/id`. */
function acceptedWrites(
  entries: HarEntry[],
  callerUid: string,
): { writes: string[]; named: Set<string> } {
  const writes: string[] = [];
  const named = new Set<string>();
  for (const { request, response } of entries) {
    if (['GET', 'HEAD', 'OPTIONS'].includes(request.method)) continue;
    if (response.status < 200 || response.status > 299) continue;
    const segments = new URL(request.url).pathname.split('/').filter(Boolean);
    const at = segments.lastIndexOf('api');
    const [first = '', id, ...rest] = segments.slice(at + 1).map(decodeURIComponent);
    const route = [first, ...(id === undefined ? [] : ['{id}']), ...rest].join('/');
    writes.push(`${request.method} /${route} ${response.status}`);
    // POST /unlinkPhone writes the caller's own profile.
    if (first === 'unlinkPhone') named.add(`users/${callerUid}`);
    const collection = WRITTEN[first];
    if (!collection) continue;
    if (first === 'admin') named.add('config/commission');
    if (id !== undefined) named.add(`${collection}/${id}`);
    try {
      const body = JSON.parse(response.content?.text ?? '') as { insertedId?: unknown };
      if (typeof body.insertedId === 'string') named.add(`${collection}/${body.insertedId}`);
    } catch {
      // Not JSON: names nothing.
    }
  }
  return { writes, named };
}

/**
 * Ids and the caller's e-mail, offered for half the values of the parameters that take them:
 * random ids are all 404, so without these a run never reaches what a handler does with a real
 * booking, bill, review or service (and the writes it may or may not make).
 */
function seededValues(before: Snapshot, email: string): string[] {
  const ids = (collection: string) =>
    [...before.keys()]
      .map((p) => p.split('/'))
      .filter((segments) => segments.length === 2 && segments[0] === collection)
      .map(([, id]) => id as string);
  const dictionaries = {
    documents: ['services', 'bookings', 'reviews'].flatMap(ids),
    services: ids('services'),
    bookings: ids('bookings'),
    providers: ids('providers'),
    email: [email],
  };
  const bindings: Record<string, keyof typeof dictionaries> = {
    'path.id': 'documents',
    'path.uid': 'providers',
    'path.providerUid': 'providers',
    'query.serviceId': 'services',
    'query.providerUid': 'providers',
    'query.email': 'email',
    'query.provider': 'email',
    'body.serviceId': 'services',
    'body.bookingId': 'bookings',
  };
  return [
    ...Object.entries(dictionaries).flatMap(([name, values]) => [
      `[dictionaries.${name}]`,
      `values = ${JSON.stringify(values)}`,
      '',
    ]),
    '[parameters]',
    ...Object.entries(bindings).map(
      ([key, name]) => `"${key}" = { dictionary = "${name}", probability = 0.5 }`,
    ),
    '',
  ];
}

/**
 * schemathesis.toml: every check everywhere, except positive_data_acceptance (a request the
 * document allows must not be 400) on the operations whose document says why one may be
 * (`x-refuses-schema-valid`: the time now, another parameter, an opaque cursor).
 */
async function configOf(before: Snapshot, email: string): Promise<string> {
  const response = await fetch(`${API_URL}/openapi.json`);
  const document = (await response.json()) as {
    paths: Record<
      string,
      Record<string, { operationId: string; 'x-refuses-schema-valid'?: string }>
    >;
  };
  const lines = [
    // 431: the HTTP server refuses a URL over its header limit before the API runs.
    '[checks.negative_data_rejection]',
    `expected-statuses = ${JSON.stringify(['400', '401', '403', '404', '405', '409', '413', '415', '431'])}`,
    '',
    ...seededValues(before, email),
  ];
  for (const operations of Object.values(document.paths)) {
    for (const { operationId, 'x-refuses-schema-valid': why } of Object.values(operations)) {
      if (why === undefined) continue;
      lines.push(
        `# ${why}`,
        '[[operations]]',
        `include-operation-id = "${operationId}"`,
        'checks.positive_data_acceptance.enabled = false',
        '',
      );
    }
  }
  return lines.join('\n');
}

/** Runs st until `deadline` (ms since the epoch) at most; its exit code (124 when stopped). */
function runSt(args: string[], cwd: string, deadline: number): Promise<number> {
  return new Promise((resolve) => {
    // In the reports folder: st leaves nothing in the checkout.
    const child = spawn(ST, args, { stdio: 'inherit', cwd });
    const timer = setTimeout(
      () => {
        console.error(`schemathesis: still running after ${TIMEOUT_S} s; stopped`);
        child.kill('SIGTERM');
      },
      Math.max(0, deadline - Date.now()),
    );
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      resolve(signal ? 124 : (code ?? 1));
    });
  });
}

async function main(): Promise<number> {
  const started = Date.now();
  await seedEmulators();
  const customer = SEED_ACCOUNTS.find((account) => account.role === 'customer');
  if (!customer) throw new Error('The seed has no customer');
  const { idToken, uid: callerUid } = await signIn(customer.email, customer.password);
  const db = getFirestore(adminApp());
  const before = await settledSnapshot(db);

  const reports = mkdtempSync(path.join(tmpdir(), 'meramot-schemathesis-'));
  const hars = [path.join(reports, 'run.har'), path.join(reports, 'logout.har')];
  const config = path.join(reports, 'schemathesis.toml');
  writeFileSync(config, await configOf(before, customer.email));
  const common = [
    `--config-file=${config}`,
    'run',
    `${API_URL}/openapi.json`,
    `--url=${API_URL}`,
    `--max-examples=${EXAMPLES}`,
    '--seed=18',
    // One worker: with threads, CPython 3.11's ast.parse (Hypothesis describing a filter) can fail
    // with "AST constructor recursion depth mismatch" (python/cpython#106905), and did in CI.
    '--workers=1',
    '--no-shrink',
    '--request-timeout=20',
    '--suppress-health-check=all',
    '--max-redirects=0',
    // No example database: each run is the seed's alone, and nothing is kept between runs.
    '--generation-database=none',
  ];
  // One hard timeout for both runs.
  const deadline = Date.now() + TIMEOUT_S * 1000;
  // POST /logout revokes the caller's tokens: run with the token, it would sign the rest of the
  // run out. It runs last, on its own.
  const signedIn = await runSt(
    [
      ...common,
      `--header=Authorization: Bearer ${idToken}`,
      '--exclude-path=/logout',
      '--report=har',
      `--report-har-path=${hars[0]}`,
    ],
    reports,
    deadline,
  );
  const logout = await runSt(
    [...common, '--include-path=/logout', '--report=har', `--report-har-path=${hars[1]}`],
    reports,
    deadline,
  );

  // The triggers a write sets off run after its answer.
  const after = await settledSnapshot(db);
  // A run stopped at the deadline may leave no report, or half of one: its requests are then
  // unaccounted for, and the run fails anyway.
  const entries = hars.flatMap((har) => {
    try {
      return (JSON.parse(readFileSync(har, 'utf8')) as { log: { entries: HarEntry[] } }).log
        .entries;
    } catch {
      console.error(`schemathesis: no whole report at ${path.basename(har)}`);
      return [];
    }
  });
  rmSync(reports, { recursive: true, force: true });
  const { writes, named } = acceptedWrites(entries, callerUid);
  const counted = new Map<string, number>();
  for (const write of writes) counted.set(write, (counted.get(write) ?? 0) + 1);
  for (const [write, times] of counted) console.log(`  accepted: ${write} ×${times}`);
  const changed = changedPaths(before, after);
  const explained = withConsequences(named, before, after);
  // A search keeps its progress or ranking for its next page (routes/catalogue-search.ts): the
  // server's own cache, written by a GET /publicServices that answered 200 with a next page.
  const searched = entries.some(
    ({ request, response }) =>
      request.method === 'GET' &&
      new URL(request.url).pathname.endsWith('/publicServices') &&
      response.status === 200,
  );
  const unexplained = changed.filter(
    (p) =>
      !explained.has(p) &&
      !explained.has(topOf(p)) &&
      !(searched && p.startsWith('searchRankings/')),
  );
  console.log(
    `schemathesis: ${entries.length} requests sent; ${writes.length} accepted writes; ${changed.length} documents changed, ${unexplained.length} by no accepted write`,
  );
  for (const p of unexplained) console.error(`  written by a refused request: ${p}`);
  if (signedIn !== 0 || logout !== 0) {
    console.error(
      `schemathesis: st failed or was stopped (exit ${signedIn}, /logout ${logout}): see above`,
    );
  }
  console.log(`schemathesis: took ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return signedIn !== 0 || logout !== 0 || unexplained.length > 0 ? 1 : 0;
}

process.exit(await main());
