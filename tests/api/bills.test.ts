/**
 * Money over HTTP (issue 20): the provider sends a bill, the customer disputes it, the provider
 * revises it, the customer accepts it, both mark the cash, and the ledger books it once; every
 * bad input of the issue is refused with its message and writes nothing; only the parties read
 * a bill; the earnings and the admin's totals; 50 bookings of one provider paid at once.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { minBillTotalOf, receiptNumberOf } from '@meramot/domain/bill';
import type { Bill } from '@meramot/domain/bill';
import type { EarningsTotals, MarketTotals } from '@meramot/domain/ledger';
import { commissionOf } from '@meramot/domain/ledger';
import { dhakaDateOf } from '@meramot/domain/booking-time';
import { SEED_SERVICES } from '../../harness/seed-data';
import { inPool } from '../support/pool';
import { pollUntil } from '../../harness/poll';
import { callApi } from '../../harness/api-client';
import { adminDb, fingerprint } from '../../harness/firestore-admin';
import { seedAndSignIn } from '../support/seeded';
import type { Seeded } from '../support/seeded';

let seeded: Seeded;

beforeAll(async () => {
  seeded = await seedAndSignIn();
});

const token = (key: string) => seeded.users[key]?.idToken ?? '';
const uid = (key: string) => seeded.uids[key] ?? '';
/** nasrin's service: farhana books it. */
const SERVICE = 'plumbing';
const PRICE = SEED_SERVICES.find((s) => s.key === SERVICE)?.fields.servicePrice ?? 0;

/** A booking of nasrin's service by farhana in `status`, written with the Admin SDK. */
async function bookingIn(status: string): Promise<string> {
  const ref = adminDb().collection('bookings').doc();
  const fields = SEED_SERVICES.find((s) => s.key === SERVICE)?.fields;
  await ref.set({
    serviceId: seeded.serviceIds[SERVICE],
    serviceName: fields?.serviceName,
    serviceImg: fields?.serviceImgURL,
    pEmail: 'nasrin@meramot.test',
    pName: 'Nasrin Akter',
    uEmail: 'farhana@meramot.test',
    uName: 'Farhana Islam',
    // Present, so the booking-contact trigger leaves the booking alone mid-test.
    pPhone: '01711000000',
    sDate: new Date().toISOString(),
    provideArea: 'Gulshan 2',
    price: PRICE,
    serviceStatus: status,
    customerUid: uid('farhana'),
    providerUid: uid('nasrin'),
    createdAt: Timestamp.now(),
    updatedAt: Timestamp.now(),
  });
  return ref.id;
}

const call = (method: string, path: string, as: string, body?: unknown) =>
  callApi<Bill & { error?: string; serviceStatus?: string }>(path, {
    method,
    token: token(as),
    ...(body !== undefined ? { body } : {}),
  });
const statusOf = async (id: string) =>
  (await adminDb().doc(`bookings/${id}`).get()).data()?.serviceStatus as string;

/** Bounded polling: `read` until `done` holds (a trigger writes what it checks). */
const until = <T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 60_000) =>
  pollUntil(read, done, { timeoutMs, intervalMs: 250 });

const TAP = { description: 'New mixer tap', amount: 850 };

/** Bookings this file drove to Paid: the trigger books each in the ledger. */
const paidHere: string[] = [];
const ledgerExists = async (id: string) => (await adminDb().doc(`ledger/${id}`).get()).exists;

describe('a bill from sending to Paid', () => {
  it('runs the whole journey and books the ledger once', async () => {
    const id = await bookingIn('Working');
    const sent = await call('PUT', `/bills/${id}`, 'nasrin', { lines: [TAP], discount: 0 });
    expect(sent.status).toBe(201);
    expect(sent.json).toMatchObject({
      _id: id,
      receiptNumber: receiptNumberOf(id),
      price: PRICE,
      lines: [TAP],
      total: PRICE + 850,
      state: 'sent',
      revision: 1,
      commissionRateBps: 1000,
      payment: 'unpaid',
      serviceStatus: 'Billed',
    });
    expect(await statusOf(id)).toBe('Billed');

    const disputed = await call('POST', `/bills/${id}/dispute`, 'farhana', {
      reason: 'The tap was ৳600 at the shop',
    });
    expect(disputed.status).toBe(200);
    expect(disputed.json).toMatchObject({ state: 'disputed', serviceStatus: 'Disputed' });

    const revised = await call('PUT', `/bills/${id}`, 'nasrin', {
      lines: [
        { ...TAP, amount: 600 },
        { description: 'Labour', amount: 200 },
      ],
      discount: 100,
      total: PRICE + 700,
    });
    expect(revised.status).toBe(200);
    expect(revised.json).toMatchObject({
      state: 'sent',
      revision: 2,
      disputeReason: null,
      total: PRICE + 700,
      serviceStatus: 'Billed',
    });

    const accepted = await call('POST', `/bills/${id}/accept`, 'farhana');
    expect(accepted.json).toMatchObject({ state: 'accepted', serviceStatus: 'Completed' });

    const paid = await call('POST', `/bills/${id}/paid`, 'farhana');
    expect(paid.json).toMatchObject({ payment: 'customerSaysPaid' });
    expect(await statusOf(id)).toBe('Completed');
    const received = await call('POST', `/bills/${id}/cashReceived`, 'nasrin');
    expect(received.json).toMatchObject({ payment: 'paid', serviceStatus: 'Paid' });
    expect(await statusOf(id)).toBe('Paid');
    paidHere.push(id);

    const entry = await until(
      async () => (await adminDb().doc(`ledger/${id}`).get()).data(),
      (data) => data !== undefined,
    );
    const gross = PRICE + 700;
    expect(entry).toMatchObject({
      providerUid: uid('nasrin'),
      gross,
      commission: commissionOf(gross, 1000),
      net: gross - commissionOf(gross, 1000),
      commissionRateBps: 1000,
      day: dhakaDateOf(Date.now()),
    });

    // Both parties read the bill with what the receipt shows; nobody else does.
    const bill = await call('GET', `/bills/${id}`, 'farhana');
    expect(bill.status).toBe(200);
    expect(bill.json).toMatchObject({
      payment: 'paid',
      booking: { uName: 'Farhana Islam', pName: 'Nasrin Akter', serviceStatus: 'Paid' },
    });
    expect((await call('GET', `/bills/${id}`, 'nasrin')).status).toBe(200);
    for (const stranger of ['rahim', 'tanvir']) {
      const refused = await call('GET', `/bills/${id}`, stranger);
      expect(refused.status).toBe(403);
      expect(refused.json.error).toBe(
        "Only the booking's customer or provider can see or change its bill",
      );
    }
    expect((await callApi(`/bills/${id}`)).status).toBe(401);

    // Each step was told to the other party.
    const kinds = await until(
      async () =>
        (await adminDb().collection('notifications').where('bookingId', '==', id).get()).docs.map(
          (d) =>
            `${d.data().recipientUid === uid('farhana') ? 'customer' : 'provider'}:${d.data().kind}`,
        ),
      (list) => list.length >= 7,
    );
    // The booking's own notification (made with the Admin SDK above) besides the bill's six.
    expect(kinds.filter((kind) => kind !== 'provider:booked').sort()).toEqual(
      [
        'customer:billSent',
        'provider:billDisputed',
        'customer:billRevised',
        'provider:billAccepted',
        'provider:paidMarked',
        'customer:cashReceived',
      ].sort(),
    );
  }, 120_000);

  it('bills a booking Completed through PATCH /statusChange at its booked price, in the ledger at once', async () => {
    const id = await bookingIn('Working');
    const done = await callApi(`/statusChange/${id}`, {
      method: 'PATCH',
      token: token('nasrin'),
      body: { status: 'Completed' },
    });
    expect(done.status).toBe(200);
    // The implied bill came with the move, and books the booked price with no mark yet.
    expect((await adminDb().doc(`bills/${id}`).get()).data()).toMatchObject({
      price: PRICE,
      lines: [],
      discount: 0,
      total: PRICE,
      state: 'accepted',
      revision: 0,
      paidMarkedAt: null,
      receivedMarkedAt: null,
    });
    const entry = await until(
      async () => (await adminDb().doc(`ledger/${id}`).get()).data(),
      (data) => data !== undefined,
    );
    expect(entry).toMatchObject({
      providerUid: uid('nasrin'),
      gross: PRICE,
      commission: commissionOf(PRICE, 1000),
      net: PRICE - commissionOf(PRICE, 1000),
    });
    const received = await call('POST', `/bills/${id}/cashReceived`, 'nasrin');
    expect(received.status).toBe(200);
    expect(received.json).toMatchObject({
      lines: [],
      total: PRICE,
      state: 'accepted',
      revision: 0,
      payment: 'providerSaysReceived',
    });
    const paid = await call('POST', `/bills/${id}/paid`, 'farhana');
    expect(paid.json).toMatchObject({ payment: 'paid', serviceStatus: 'Paid' });
    paidHere.push(id);
    // The marks book nothing more: the entry is the one the completion made.
    const after = await adminDb().doc(`ledger/${id}`).get();
    expect(after.data()).toEqual(entry);
  });

  it('books a booking that was Completed without a bill when its first mark makes the bill', async () => {
    const id = await bookingIn('Completed');
    const received = await call('POST', `/bills/${id}/cashReceived`, 'nasrin');
    expect(received.status).toBe(201);
    expect(received.json).toMatchObject({ total: PRICE, revision: 0 });
    const entry = await until(
      async () => (await adminDb().doc(`ledger/${id}`).get()).data(),
      (data) => data !== undefined,
    );
    expect(entry).toMatchObject({ gross: PRICE, providerUid: uid('nasrin') });
    const paid = await call('POST', `/bills/${id}/paid`, 'farhana');
    expect(paid.json).toMatchObject({ payment: 'paid', serviceStatus: 'Paid' });
    paidHere.push(id);
  });

  it('refuses PATCH /statusChange on a billed booking', async () => {
    const id = await bookingIn('Working');
    await call('PUT', `/bills/${id}`, 'nasrin', { lines: [] });
    const moved = await callApi<{ error: string }>(`/statusChange/${id}`, {
      method: 'PATCH',
      token: token('nasrin'),
      body: { status: 'Completed' },
    });
    expect(moved.status).toBe(409);
    expect(moved.json.error).toMatch(/has a bill/);
  });
});

describe('bad input writes nothing', () => {
  const line = (amount: unknown, description: unknown = 'Part') => ({
    lines: [{ description, amount }],
  });
  it.each([
    [
      'a negative amount',
      line(-100),
      400,
      'Line 1: amount must be a whole number of taka from 1 to ৳10,000,000',
    ],
    ['a zero amount', line(0), 400, 'Line 1: amount must be a whole number of taka'],
    ['a fractional amount', line(99.5), 400, 'Line 1: amount must be a whole number of taka'],
    ['an absurd amount', line(10_000_001), 400, 'Line 1: amount must be a whole number of taka'],
    ['an amount as text', line('100'), 400, 'Line 1: amount must be a whole number of taka'],
    [
      'an 11th line',
      { lines: Array.from({ length: 11 }, () => TAP) },
      400,
      'A bill has at most 10 lines',
    ],
    [
      'a description over 100',
      line(5, 'x'.repeat(101)),
      400,
      'Line 1: description must be at most 100 characters',
    ],
    ['a blank description', line(5, '  '), 400, 'Line 1: description is required'],
    [
      'a lone surrogate in a description',
      line(5, 'Tap \ud800'),
      400,
      'lines[0].description must be well-formed Unicode text (no lone surrogate)',
    ],
    [
      'a discount to ৳0',
      { lines: [], discount: PRICE },
      400,
      `The total must be at least ৳${minBillTotalOf(PRICE).toLocaleString('en-BD')}: a discount takes at most 20% off the booked price`,
    ],
    [
      'a discount one taka past the largest',
      { lines: [], discount: PRICE - minBillTotalOf(PRICE) + 1 },
      400,
      `The total must be at least ৳${minBillTotalOf(PRICE).toLocaleString('en-BD')}`,
    ],
    [
      'a discount above the total',
      { lines: [TAP], discount: PRICE + 851 },
      400,
      `The discount (৳${(PRICE + 851).toLocaleString('en-BD')}) is more than the bill`,
    ],
    ['a fractional discount', { lines: [], discount: 0.5 }, 400, 'discount must be a whole number'],
    ['a wrong total', { lines: [TAP], total: 1 }, 400, 'total must be'],
    ['no lines', { discount: 0 }, 400, 'lines is required'],
    ['an unknown field', { lines: [], tip: 5 }, 400, 'Unknown field: tip'],
  ])('refuses %s', async (_name, body, status, message) => {
    const id = await bookingIn('Working');
    const before = await fingerprint();
    const result = await call('PUT', `/bills/${id}`, 'nasrin', body);
    expect(result.status).toBe(status);
    expect(result.json.error).toContain(message);
    expect(await fingerprint()).toEqual(before);
  });

  it.each([
    [
      'a bill from the customer',
      'Working',
      'PUT',
      '',
      'farhana',
      403,
      'Only the provider of the booking can send its bill',
    ],
    [
      'a bill on a Pending booking',
      'Pending',
      'PUT',
      '',
      'nasrin',
      409,
      'A bill can be sent while the booking is Working',
    ],
    [
      'a bill on a Paid booking',
      'Paid',
      'PUT',
      '',
      'nasrin',
      409,
      'A bill can be sent while the booking is Working',
    ],
    [
      'accepting without a bill',
      'Working',
      'POST',
      '/accept',
      'farhana',
      404,
      'This booking has no bill',
    ],
    [
      'paying before acceptance',
      'Working',
      'POST',
      '/paid',
      'farhana',
      409,
      'Payment can be marked once the bill is accepted',
    ],
    ['a stranger', 'Working', 'PUT', '', 'rahim', 403, "Only the booking's customer or provider"],
  ])('refuses %s', async (_name, status, method, path, as, code, message) => {
    const id = await bookingIn(status);
    const before = await fingerprint();
    const result = await call(
      method,
      `/bills/${id}${path}`,
      as,
      method === 'PUT' ? { lines: [TAP] } : undefined,
    );
    expect(result.status).toBe(code);
    expect(result.json.error).toContain(message);
    expect(await fingerprint()).toEqual(before);
  });

  it('refuses accepting one’s own bill, marking paid twice, the other side’s mark and a blank dispute', async () => {
    const id = await bookingIn('Working');
    await call('PUT', `/bills/${id}`, 'nasrin', { lines: [TAP] });
    const cases: [string, string, string, unknown, number, string][] = [
      [
        'POST',
        '/accept',
        'nasrin',
        undefined,
        403,
        'Only the customer of the booking can accept or dispute its bill',
      ],
      ['POST', '/dispute', 'farhana', { reason: '   ' }, 400, 'reason is required'],
      [
        'POST',
        '/dispute',
        'farhana',
        { reason: 'x'.repeat(501) },
        400,
        'reason must be at most 500 characters',
      ],
      [
        'POST',
        '/cashReceived',
        'nasrin',
        undefined,
        409,
        'Payment can be marked once the bill is accepted',
      ],
    ];
    for (const [method, path, as, body, code, message] of cases) {
      const before = await fingerprint();
      const result = await call(method, `/bills/${id}${path}`, as, body);
      expect([path, result.status, result.json.error]).toEqual([
        path,
        code,
        expect.stringContaining(message),
      ]);
      expect(await fingerprint()).toEqual(before);
    }
    await call('POST', `/bills/${id}/accept`, 'farhana');
    await call('POST', `/bills/${id}/paid`, 'farhana');
    for (const [path, as, code, message] of [
      ['/paid', 'farhana', 409, 'You have already marked this booking paid in cash'],
      [
        '/cashReceived',
        'farhana',
        403,
        'Only the provider of the booking confirms the cash received',
      ],
      ['/paid', 'nasrin', 403, 'Only the customer of the booking marks it paid in cash'],
      ['/accept', 'farhana', 409, 'Only a bill that was sent and not yet answered'],
    ] as const) {
      const before = await fingerprint();
      const result = await call('POST', `/bills/${id}${path}`, as);
      expect([path, result.status, result.json.error]).toEqual([
        path,
        code,
        expect.stringContaining(message),
      ]);
      expect(await fingerprint()).toEqual(before);
    }
  });
});

describe('the commission rate', () => {
  it('is the admin’s to change, within 0–50%, for bills made from then on', async () => {
    const old = await bookingIn('Working');
    await call('PUT', `/bills/${old}`, 'nasrin', { lines: [] });
    expect((await call('PUT', '/admin/commission', 'farhana', { rateBps: 500 })).status).toBe(403);
    const bad = await call('PUT', '/admin/commission', 'tanvir', { rateBps: 5001 });
    expect([bad.status, bad.json.error]).toEqual([400, expect.stringContaining('rateBps must be')]);
    expect((await call('PUT', '/admin/commission', 'tanvir', { rateBps: 1250 })).status).toBe(200);
    const fresh = await bookingIn('Working');
    expect(
      (await call('PUT', `/bills/${fresh}`, 'nasrin', { lines: [] })).json.commissionRateBps,
    ).toBe(1250);
    // The bill sent before the change keeps its rate.
    expect((await call('GET', `/bills/${old}`, 'nasrin')).json.commissionRateBps).toBe(1000);
    expect((await call('PUT', '/admin/commission', 'tanvir', { rateBps: 1000 })).status).toBe(200);
  });
});

interface Earnings {
  total: EarningsTotals;
  months: (EarningsTotals & { month: string })[];
}
interface AdminMoney {
  commissionRateBps: number;
  days: (MarketTotals & { day: string })[];
  months: (MarketTotals & { month: string })[];
  disputed: Bill[];
  disagreements: Bill[];
}

describe('earnings and the admin’s view', () => {
  it('answers a provider’s earnings and only an admin the marketplace totals', async () => {
    const earnings = await callApi<Earnings>('/earnings', { token: token('nasrin') });
    expect(earnings.status).toBe(200);
    expect(earnings.json.months).toHaveLength(12);
    expect(earnings.json.total.gross).toBe(
      earnings.json.total.commission + earnings.json.total.net,
    );
    expect((await callApi('/admin/money', { token: token('farhana') })).status).toBe(403);
    const admin = await callApi<AdminMoney>('/admin/money', { token: token('tanvir') });
    expect(admin.status).toBe(200);
    expect(admin.json.months).toHaveLength(12);
    expect(admin.json.disagreements.length).toBeGreaterThan(0);
    expect(admin.json.disputed.every((b) => b.state === 'disputed')).toBe(true);
  });
});

describe('50 bookings of one provider paid at once', () => {
  it('leaves the provider’s totals and the marketplace’s exact to the taka', async () => {
    const ids = await Promise.all(Array.from({ length: 50 }, () => bookingIn('Completed')));
    // Totals that make the rounding of each commission matter; two rates.
    const totals = ids.map((_, i) => 1001 + 137 * i);
    const rates = ids.map((_, i) => (i % 3 === 0 ? 1250 : 1000));
    await Promise.all(
      ids.map((id, i) =>
        adminDb()
          .doc(`bills/${id}`)
          .set({
            customerUid: uid('farhana'),
            providerUid: uid('nasrin'),
            price: totals[i],
            lines: [],
            discount: 0,
            total: totals[i],
            state: 'accepted',
            disputeReason: null,
            revision: 1,
            commissionRateBps: rates[i],
            paidMarkedAt: null,
            receivedMarkedAt: null,
            createdAt: Timestamp.now(),
            updatedAt: Timestamp.now(),
          }),
      ),
    );
    const day = dhakaDateOf(Date.now());
    const read = async () => {
      const [earnings, market] = await Promise.all([
        adminDb()
          .doc(`earnings/${uid('nasrin')}`)
          .get(),
        adminDb().doc(`marketDays/${day}`).get(),
      ]);
      return { earnings: earnings.data() ?? {}, market: market.data() ?? {} };
    };
    // Earlier tests' payments may still be being booked by the trigger: wait for them first.
    await until(
      async () => (await Promise.all(paidHere.map(ledgerExists))).every(Boolean),
      (all) => all,
    );
    const before = await read();

    // Each booking gets both marks at once, customer's and provider's, about 20 requests in
    // flight: the two marks of a booking race in its transaction, and the bookings race on
    // the provider's and the marketplace's totals.
    const requests = ids.flatMap((id) => [
      () => call('POST', `/bills/${id}/paid`, 'farhana'),
      () => call('POST', `/bills/${id}/cashReceived`, 'nasrin'),
    ]);
    const statuses = (await inPool(requests, 20)).map((result) => result.status);
    expect(statuses).toEqual(Array(100).fill(200));
    expect(await Promise.all(ids.map(statusOf))).toEqual(Array(50).fill('Paid'));

    const gross = totals.reduce((a, b) => a + b, 0);
    const commission = totals.reduce(
      (sum, total, i) => sum + commissionOf(total, rates[i] ?? 0),
      0,
    );
    const n = (value: unknown) => (typeof value === 'number' ? value : 0);
    const expected = {
      earnings: {
        jobs: n(before.earnings.jobs) + 50,
        gross: n(before.earnings.gross) + gross,
        commission: n(before.earnings.commission) + commission,
        net: n(before.earnings.net) + gross - commission,
      },
      market: {
        day,
        bookings: n(before.market.bookings) + 50,
        gross: n(before.market.gross) + gross,
        commission: n(before.market.commission) + commission,
      },
    };
    const after = await until(read, (now) => now.earnings.jobs === expected.earnings.jobs, 180_000);
    expect(after).toEqual(expected);
    const entries = await adminDb()
      .collection('ledger')
      .where('providerUid', '==', uid('nasrin'))
      .get();
    expect(ids.every((id) => entries.docs.some((d) => d.id === id))).toBe(true);
  }, 300_000);
});
