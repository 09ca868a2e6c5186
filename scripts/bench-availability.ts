/**
 * What 60 days of a provider's availability cost to read, at 1,000 and 10,000 providers: seeds
 * that many providers' schedules (three booked windows each), fills every window of the measured
 * provider's 61 days (the most a read can meet), and asks GET /availability/{uid} for the
 * default range. Prints the documents read (the API's Server-Timing) and the time.
 * Inside the emulators:
 *   npx tsx scripts/emulators-exec.ts --only auth,firestore,functions "npx tsx scripts/bench-availability.ts"
 */
import { getFirestore, FieldValue } from 'firebase-admin/firestore';
import { AVAILABILITY_MAX_DAYS, addDays, defaultWeek } from '@meramot/domain/availability';
import { TIME_WINDOWS, dhakaDateOf } from '@meramot/domain/booking-time';
import { API_URL } from '../harness/emulators';
import { adminApp, clearEmulators } from '../harness/seed';

const SIZES = [1_000, 10_000];
const RUNS = 5;

async function seedProviders(from: number, to: number, today: string): Promise<void> {
  const db = getFirestore(adminApp());
  let batch = db.batch();
  let writes = 0;
  const flush = async () => {
    if (writes === 0) return;
    await batch.commit();
    batch = db.batch();
    writes = 0;
  };
  for (let i = from; i < to; i += 1) {
    const uid = `bench-provider-${i}`;
    batch.set(db.doc(`schedules/${uid}`), {
      week: defaultWeek(),
      daysOff: [],
      updatedAt: FieldValue.serverTimestamp(),
    });
    for (let k = 0; k < 3; k += 1) {
      const date = addDays(today, (i + k * 17) % AVAILABILITY_MAX_DAYS);
      const window = TIME_WINDOWS[k] ?? 'evening';
      batch.set(db.doc(`schedules/${uid}/windows/${date}_${window}`), {
        date,
        window,
        taken: 1,
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    writes += 4;
    if (writes >= 400) await flush();
  }
  await flush();
}

/** Every window of the measured provider's 61 days booked: the most one read can meet. */
async function fillMeasured(uid: string, today: string): Promise<void> {
  const db = getFirestore(adminApp());
  const batch = db.batch();
  for (let d = 0; d < AVAILABILITY_MAX_DAYS; d += 1) {
    const date = addDays(today, d);
    for (const window of TIME_WINDOWS) {
      batch.set(db.doc(`schedules/${uid}/windows/${date}_${window}`), {
        date,
        window,
        taken: 1,
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
  }
  batch.set(db.doc(`schedules/${uid}`), {
    week: defaultWeek(),
    daysOff: [],
    updatedAt: FieldValue.serverTimestamp(),
  });
  await batch.commit();
}

async function measure(uid: string): Promise<{ reads: number; ms: number; days: number }[]> {
  const results = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    const response = await fetch(`${API_URL}/availability/${uid}`);
    const body = (await response.json()) as { days: unknown[] };
    const ms = performance.now() - started;
    const reads = Number(
      /desc="(\d+) reads"/.exec(response.headers.get('server-timing') ?? '')?.[1],
    );
    if (response.status !== 200) throw new Error(`GET /availability answered ${response.status}`);
    results.push({ reads, ms, days: body.days.length });
  }
  return results;
}

async function main(): Promise<void> {
  if (!process.env.FIRESTORE_EMULATOR_HOST) {
    throw new Error('FIRESTORE_EMULATOR_HOST is not set: run inside emulators-exec');
  }
  await clearEmulators();
  const today = dhakaDateOf(Date.now());
  const measured = 'bench-provider-measured';
  await fillMeasured(measured, today);
  let seeded = 0;
  const rows = [];
  for (const size of SIZES) {
    await seedProviders(seeded, size, today);
    seeded = size;
    const runs = await measure(measured);
    const sorted = runs.map((r) => r.ms).sort((a, b) => a - b);
    rows.push({
      providers: size.toLocaleString('en'),
      'documents read': runs.map((r) => r.reads).join(', '),
      'days answered': runs[0]?.days,
      'median ms': Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0),
    });
  }
  console.table(rows);
}

await main();
process.exit(0);
