/**
 * The daily reconciliation (functions/src/reconciliation.ts), its core run in this process
 * against the Firestore emulator, in a project of its own (no trigger fires there and no other
 * suite writes there, so every document can be read back before and after). Its report is read
 * through GET /admin/reconciliation on the site's project.
 */
import { initializeApp } from 'firebase-admin/app';
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BillDoc } from '@meramot/domain/bill';
import {
  indexedServiceListingOf,
  serviceListingOf,
  serviceSearchIndexOf,
} from '@meramot/domain/service';
import type { ReconciliationReport } from '@meramot/domain/reconciliation';
import { reconcile, writeReport } from '../../functions/src/reconciliation';
import { bookPayment, ledgerTimeOf } from '../../functions/src/triggers/bill';
import { SEED_SERVICES } from '../../harness/seed-data';
import { callApi } from '../../harness/api-client';
import { adminDb } from '../../harness/firestore-admin';
import { seedAndSignIn } from '../support/seeded';
import type { Seeded } from '../support/seeded';

const PROJECT = 'demo-meramot-reconciliation';
let db: Firestore;
let seeded: Seeded;

beforeAll(async () => {
  seeded = await seedAndSignIn();
  // After adminDb(): functions/src/firebase.ts takes the first app, the site's project.
  adminDb();
  db = getFirestore(initializeApp({ projectId: PROJECT }, PROJECT));
});

beforeEach(async () => {
  const url = `http://${process.env.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/${PROJECT}/databases/(default)/documents`;
  expect((await fetch(url, { method: 'DELETE' })).ok).toBe(true);
});

/** 2026-03-14 10:00 and 2026-03-15 11:00 in Dhaka: two days of one month. */
const DAY_ONE = Timestamp.fromDate(new Date('2026-03-14T04:00:00Z'));
const DAY_TWO = Timestamp.fromDate(new Date('2026-03-15T05:00:00Z'));

function bill(
  providerUid: string,
  total: number,
  kind: 'paid' | 'implied' | 'unpaid',
  at: Timestamp,
): BillDoc<Timestamp> {
  return {
    customerUid: 'customer-1',
    providerUid,
    price: total,
    lines: [],
    discount: 0,
    total,
    state: 'accepted',
    disputeReason: null,
    revision: kind === 'implied' ? 0 : 1,
    commissionRateBps: 1000,
    paidMarkedAt: kind === 'unpaid' ? null : at,
    receivedMarkedAt: kind === 'paid' ? at : null,
    createdAt: at,
    updatedAt: at,
  };
}

const BILLS = {
  'b-paid-1': bill('provider-a', 1200, 'paid', DAY_ONE),
  'b-paid-2': bill('provider-a', 2505, 'paid', DAY_TWO),
  'b-implied': bill('provider-b', 800, 'implied', DAY_TWO),
  'b-unpaid': bill('provider-b', 950, 'unpaid', DAY_TWO),
} as const;

/** A consistent database: the bills, their entries and totals booked by the trigger's own function, indexed listings. */
async function consistentBooks(): Promise<void> {
  for (const [id, doc] of Object.entries(BILLS)) {
    await db.doc(`bills/${id}`).set(doc);
    const at = ledgerTimeOf(doc);
    if (at !== null) await bookPayment(id, doc, at, db);
  }
  for (const service of SEED_SERVICES.slice(0, 3)) {
    await db
      .doc(`services/${service.key}`)
      .set(
        indexedServiceListingOf(
          'provider-a',
          { name: 'Karim', email: 'karim@meramot.test', photoURL: '' },
          service.fields,
        ),
      );
  }
}

/** Every document of the project but the report: path, update time and data. */
async function everyDocument(): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const visit = async (refs: DocumentReference[]) => {
    const snapshots = refs.length > 0 ? await db.getAll(...refs) : [];
    for (const snapshot of snapshots) {
      if (snapshot.exists) {
        out.set(
          snapshot.ref.path,
          `${snapshot.updateTime?.toMillis()} ${JSON.stringify(snapshot.data())}`,
        );
      }
      for (const sub of await snapshot.ref.listCollections()) {
        await visit(await sub.listDocuments());
      }
    }
  };
  for (const collection of await db.listCollections()) {
    if (collection.id !== 'reconciliation') await visit(await collection.listDocuments());
  }
  return out;
}

const totalsAt = async (path: string) => (await db.doc(path).get()).data();

describe('the reconciliation', () => {
  it('leaves a consistent database unchanged, and reports what it checked', async () => {
    await consistentBooks();
    const before = await everyDocument();
    expect(before.size).toBeGreaterThan(10);

    const report = await reconcile(db);

    expect(await everyDocument()).toEqual(before);
    expect(report.ledger).toEqual({ checked: 4, repaired: 0, repairedIds: [], complete: true });
    expect(report.listings).toEqual({ checked: 3, repaired: 0, repairedIds: [], complete: true });
    // Each provider all time and in March, two days, one month.
    expect(report.totals).toEqual({ checked: 7, repaired: 0, repairedIds: [], complete: true });
    expect((await db.doc('reconciliation/latest').get()).data()).toMatchObject(report);
  });

  it('books a deleted ledger entry again and puts the totals right', async () => {
    await consistentBooks();
    const entry = (await db.doc('ledger/b-paid-2').get()).data();
    await db.doc('ledger/b-paid-2').delete();

    const report = await reconcile(db);

    expect(report.ledger.repairedIds).toEqual(['b-paid-2']);
    const again = (await db.doc('ledger/b-paid-2').get()).data();
    expect({ ...again, paidAt: null }).toEqual({ ...entry, paidAt: null });
    // 1200 at 10%: 120 commission; 2505 at 10%: 251 (half up); 800: 80.
    expect(await totalsAt('earnings/provider-a')).toMatchObject({
      jobs: 2,
      gross: 3705,
      commission: 371,
      net: 3334,
    });
    expect(await totalsAt('earnings/provider-a/months/2026-03')).toMatchObject({
      jobs: 2,
      gross: 3705,
      commission: 371,
      net: 3334,
    });
    expect(await totalsAt('marketDays/2026-03-15')).toEqual({
      day: '2026-03-15',
      bookings: 2,
      gross: 3305,
      commission: 331,
    });
    expect(await totalsAt('marketMonths/2026-03')).toEqual({
      month: '2026-03',
      bookings: 3,
      gross: 4505,
      commission: 451,
    });
    // The booking again (with its increments) counted the entry twice; the totals were rewritten.
    expect(report.totals.repairedIds).toEqual([
      'earnings/provider-a',
      'earnings/provider-a/months/2026-03',
      'marketDays/2026-03-15',
      'marketMonths/2026-03',
    ]);

    const before = await everyDocument();
    const second = await reconcile(db);
    expect(await everyDocument()).toEqual(before);
    expect(second.ledger.repaired + second.totals.repaired).toBe(0);
  });

  it('rewrites totals changed by hand, and removes totals no entry counts', async () => {
    await consistentBooks();
    await db.doc('earnings/provider-b').set({ jobs: 5, gross: 1, commission: 2, net: 3 });
    await db
      .doc('marketDays/2026-01-01')
      .set({ day: '2026-01-01', bookings: 1, gross: 9, commission: 1 });

    const report = await reconcile(db);

    expect(report.totals.repairedIds).toEqual(['earnings/provider-b', 'marketDays/2026-01-01']);
    expect(await totalsAt('earnings/provider-b')).toEqual({
      jobs: 1,
      gross: 800,
      commission: 80,
      net: 720,
    });
    expect((await db.doc('marketDays/2026-01-01').get()).exists).toBe(false);
  });

  it('gives a listing without search terms the index its fields give', async () => {
    await consistentBooks();
    const fields = SEED_SERVICES[3]?.fields;
    if (!fields) throw new Error('the seed has fewer than four services');
    // A listing as a client writes it: the rules keep the index out, the trigger adds it.
    const listing = serviceListingOf(
      'provider-b',
      { name: 'Nasrin', email: 'nasrin@meramot.test', photoURL: '' },
      fields,
    );
    expect(listing).not.toHaveProperty('searchTerms');
    await db.doc('services/unindexed').set(listing);

    const report = await reconcile(db);

    expect(report.listings.repairedIds).toEqual(['unindexed']);
    const stored = (await db.doc('services/unindexed').get()).data();
    expect(stored).toMatchObject(serviceSearchIndexOf(listing.service));
    expect(stored?.searchTerms.length).toBeGreaterThan(0);
  });

  it('reads in bounded pages and goes on from where a cut run stopped', async () => {
    await consistentBooks();
    await db.doc('ledger/b-implied').delete();
    await db.doc('ledger/b-paid-1').delete();

    // One page of three a run: the bills sort b-implied, b-paid-1, b-paid-2 | b-unpaid.
    const first = await reconcile(db, { pageSize: 3, maxPages: 1 });
    expect(first.ledger).toMatchObject({ checked: 3, repaired: 2, complete: false });
    // A full page of the ledger may not be all of it: the totals wait for a run that reads it all.
    expect(first.totals).toMatchObject({ checked: 0, repaired: 0, complete: false });

    const second = await reconcile(db, { pageSize: 3, maxPages: 1 });
    expect(second.ledger).toMatchObject({ checked: 1, repaired: 0, complete: true });

    const whole = await reconcile(db);
    expect(whole.ledger).toMatchObject({ checked: 4, repaired: 0, complete: true });
    expect(whole.totals.complete).toBe(true);
    expect(await totalsAt('marketMonths/2026-03')).toEqual({
      month: '2026-03',
      bookings: 3,
      gross: 4505,
      commission: 451,
    });
  });
});

describe('GET /admin/reconciliation', () => {
  it('answers the last report to an admin only', async () => {
    await consistentBooks();
    const report = await reconcile(db);
    await writeReport(adminDb(), report);

    const token = (key: string) => seeded.users[key]?.idToken ?? '';
    expect((await callApi('/admin/reconciliation')).status).toBe(401);
    expect((await callApi('/admin/reconciliation', { token: token('farhana') })).status).toBe(403);
    const answer = await callApi<{ report: ReconciliationReport }>('/admin/reconciliation', {
      token: token('tanvir'),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.json.report).toEqual(report);
  });
});
