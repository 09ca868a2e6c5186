/**
 * bills/{bookingId} and the books (issue 20): only the booking's two parties read its bill; the
 * provider sends it while the booking is Working (Billed) and revises it while Disputed; the
 * customer accepts (Completed) or disputes it; each party marks the cash once, and both marks
 * make the booking Paid in the same request. Every amount is whole taka within bounds. Nobody
 * writes a ledger entry, a total or the commission rate; a provider reads their own, an admin
 * the marketplace's. Each write case starts from what the app writes and changes one thing.
 */
import {
  Timestamp,
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  setDoc,
  writeBatch,
} from 'firebase/firestore';
import type { Firestore } from 'firebase/firestore';
import { expect } from 'vitest';
import { minBillTotalOf, receiptNumberOf } from '@meramot/domain/bill';
import { app, firstSnapshot } from './app-data';
import {
  ACTORS,
  IDS,
  NOW,
  SEEDED_AT,
  USERS,
  dataOf,
  edit,
  seedMore,
  seededBooking,
} from './support';
import type { Actor, Case } from './support';

/** Bob's bookings of Alice's service in each state a bill makes (written by the case itself). */
const B = {
  billed: 'bob-books-alice-billed',
  disputed: 'bob-books-alice-disputed',
  accepted: 'bob-books-alice-accepted',
  customerPaid: 'bob-books-alice-customer-paid',
} as const;

const TAP = { description: 'New mixer tap', amount: 450 };
/** The seeded booking's price (serviceDoc) plus the tap. */
const TOTAL = 1950;
/** The least total of a bill on the seeded price: minBillTotalOf(1500). */
const MIN_TOTAL = minBillTotalOf(1500);

function billDoc(state: 'sent' | 'disputed' | 'accepted', extra: Record<string, unknown> = {}) {
  return {
    customerUid: USERS.bob.uid,
    providerUid: USERS.alice.uid,
    price: 1500,
    lines: [TAP] as unknown[],
    discount: 0 as unknown,
    total: TOTAL as unknown,
    state: state as string,
    disputeReason: (state === 'disputed' ? 'The tap was cheaper' : null) as unknown,
    revision: 1,
    commissionRateBps: 1000,
    paidMarkedAt: null as unknown,
    receivedMarkedAt: null as unknown,
    createdAt: SEEDED_AT as unknown,
    updatedAt: SEEDED_AT as unknown,
    ...extra,
  };
}

const bookingIn = (serviceStatus: string) => ({
  ...seededBooking('bob', 'alice', IDS.alicePlumbing),
  serviceStatus,
});

/** The money fixtures: one booking in each bill state, with its bill. */
const seedBills = () =>
  seedMore({
    [`bookings/${B.billed}`]: bookingIn('Billed'),
    [`bills/${B.billed}`]: billDoc('sent'),
    [`bookings/${B.disputed}`]: bookingIn('Disputed'),
    [`bills/${B.disputed}`]: billDoc('disputed'),
    [`bookings/${B.accepted}`]: bookingIn('Completed'),
    [`bills/${B.accepted}`]: billDoc('accepted'),
    [`bookings/${B.customerPaid}`]: bookingIn('Completed'),
    [`bills/${B.customerPaid}`]: billDoc('accepted', { paidMarkedAt: SEEDED_AT }),
    [`ledger/${IDS.completedBooking}`]: {
      providerUid: USERS.alice.uid,
      gross: 1500,
      commission: 150,
      net: 1350,
      commissionRateBps: 1000,
      day: '2025-01-15',
      month: '2025-01',
      paidAt: SEEDED_AT,
    },
    [`earnings/${USERS.alice.uid}`]: { jobs: 1, gross: 1500, commission: 150, net: 1350 },
    [`earnings/${USERS.alice.uid}/months/2025-01`]: {
      jobs: 1,
      gross: 1500,
      commission: 150,
      net: 1350,
    },
    'marketDays/2025-01-15': { day: '2025-01-15', bookings: 1, gross: 1500, commission: 150 },
    'marketMonths/2025-01': { month: '2025-01', bookings: 1, gross: 1500, commission: 150 },
  });

/** A case's operation on top of the money fixtures. */
const given =
  (run: (db: Firestore) => Promise<unknown>) =>
  async (db: Firestore): Promise<unknown> => {
    await seedBills();
    return run(db);
  };

/** A bill write and the booking's move in one request, as the app's plan writes them. */
function raw(
  id: string,
  bill: { set: object } | { update: object } | null,
  status: string | null = null,
) {
  return given((db) => {
    const batch = writeBatch(db);
    if (bill && 'set' in bill) batch.set(doc(db, 'bills', id), bill.set);
    if (bill && 'update' in bill) batch.update(doc(db, 'bills', id), bill.update);
    if (status) batch.update(doc(db, 'bookings', id), { serviceStatus: status, updatedAt: NOW });
    return batch.commit();
  });
}

/** Alice's first bill of the Working booking, changed by `change`. */
const sends = (
  change: (bill: ReturnType<typeof billDoc>) => void = () => undefined,
  status = 'Billed',
) =>
  raw(
    IDS.workingBooking,
    { set: edit(billDoc('sent', { createdAt: NOW, updatedAt: NOW }), change) },
    status,
  );

/**
 * Alice's bill of Bob's booking Completed without one, as her first mark makes it (the implied
 * bill of planPaymentMark), changed by `change`; the booking moves to `status` in the same write.
 */
const impliedBill = (
  change: (bill: ReturnType<typeof billDoc>) => void = () => undefined,
  id: string = IDS.completedBooking,
  status: string | null = null,
) =>
  raw(
    id,
    {
      set: edit(
        billDoc('accepted', {
          lines: [],
          total: 1500,
          revision: 0,
          receivedMarkedAt: NOW,
          createdAt: NOW,
          updatedAt: NOW,
        }),
        change,
      ),
    },
    status,
  );

const billOf = async (db: Firestore, id: string) => (await getDoc(doc(db, 'bills', id))).data();
const statusOf = async (db: Firestore, id: string) =>
  (await getDoc(doc(db, 'bookings', id))).data()?.serviceStatus as string;

const PARTIES: Record<Actor, boolean> = {
  visitor: false,
  alice: true,
  bob: true,
  carol: false,
  admin: false,
};

const reads: Case[] = [
  ...ACTORS.map((actor): Case => ({
    actor,
    does: "watch the bill of Bob's billed booking (the app's watchBill)",
    allowed: PARTIES[actor],
    run: given((db) =>
      firstSnapshot((onData, onError) => app.money.watchBill(db, B.billed, onData, onError)),
    ),
    check: (bill) => expect(bill).toMatchObject({ _id: B.billed, total: TOTAL, state: 'sent' }),
  })),
  ...ACTORS.map((actor): Case => ({
    actor,
    does: 'learn that a booking of theirs has no bill yet',
    allowed: PARTIES[actor],
    run: given((db) =>
      firstSnapshot((onData, onError) =>
        app.money.watchBill(db, IDS.workingBooking, onData, onError),
      ),
    ),
    check: (bill) => expect(bill).toBeNull(),
  })),
  ...ACTORS.map((actor): Case => ({
    actor,
    does: "read the receipt of Bob's billed booking (the app's getReceipt)",
    allowed: PARTIES[actor],
    run: given((db) => app.money.getReceipt(db, B.billed)),
    check: (receipt) =>
      expect(receipt).toMatchObject({
        booking: { _id: B.billed, uName: USERS.bob.name, pName: USERS.alice.name },
        bill: { receiptNumber: receiptNumberOf(B.billed), total: TOTAL },
      }),
  })),
  ...ACTORS.map((actor): Case => ({
    actor,
    does: 'list bills',
    allowed: false,
    run: given((db) => getDocs(query(collection(db, 'bills'), limit(10)))),
  })),
  ...ACTORS.map((actor): Case => ({
    actor,
    does: "get the ledger entry of Alice's paid booking",
    allowed: actor === 'alice' || actor === 'admin',
    run: given((db) => getDoc(doc(db, `ledger/${IDS.completedBooking}`))),
    check: (snap) => expect(dataOf(snap)).toMatchObject({ gross: 1500, commission: 150 }),
  })),
  ...ACTORS.map((actor): Case => ({
    actor,
    does: "read Alice's earnings (the app's getEarnings)",
    allowed: actor === 'alice' || actor === 'admin',
    run: given((db) => app.money.getEarnings(db, USERS.alice.uid, Date.UTC(2025, 0, 20))),
    check: (earnings) =>
      expect(earnings).toMatchObject({
        total: { jobs: 1, gross: 1500, commission: 150, net: 1350 },
        months: expect.arrayContaining([
          { month: '2025-01', jobs: 1, gross: 1500, commission: 150, net: 1350 },
        ]),
      }),
  })),
  ...ACTORS.map((actor): Case => ({
    actor,
    does: "get Alice's running totals",
    allowed: actor === 'alice' || actor === 'admin',
    run: given((db) => getDoc(doc(db, `earnings/${USERS.alice.uid}`))),
    check: (snap) => expect(dataOf(snap)).toMatchObject({ jobs: 1, net: 1350 }),
  })),
  ...ACTORS.map((actor): Case => ({
    actor,
    does: "get Alice's month of earnings by its id",
    allowed: actor === 'alice' || actor === 'admin',
    run: given((db) => getDoc(doc(db, `earnings/${USERS.alice.uid}/months/2025-01`))),
    check: (snap) => expect(dataOf(snap)).toMatchObject({ jobs: 1, net: 1350 }),
  })),
  ...ACTORS.map((actor): Case => ({
    actor,
    does: 'get a marketplace day by its id',
    allowed: actor === 'admin',
    run: given((db) => getDoc(doc(db, 'marketDays/2025-01-15'))),
    check: (snap) => expect(dataOf(snap)).toMatchObject({ bookings: 1, gross: 1500 }),
  })),
  ...ACTORS.map((actor): Case => ({
    actor,
    does: "list the marketplace's days (31 at most)",
    allowed: actor === 'admin',
    run: given((db) => getDocs(query(collection(db, 'marketDays'), limit(31)))),
  })),
  {
    actor: 'admin',
    does: "list more than 31 of the marketplace's days",
    allowed: false,
    run: given((db) => getDocs(query(collection(db, 'marketDays'), limit(32)))),
  },
  ...ACTORS.map((actor): Case => ({
    actor,
    does: "get the marketplace's month",
    allowed: actor === 'admin',
    run: given((db) => getDoc(doc(db, 'marketMonths/2025-01'))),
  })),
  ...ACTORS.map((actor): Case => ({
    actor,
    does: 'get the commission rate',
    allowed: actor !== 'visitor',
    run: given((db) => getDoc(doc(db, 'config/commission'))),
  })),
];

const sendsAndRevises: Case[] = [
  {
    actor: 'alice',
    does: "send the bill of Bob's Working booking (the app's sendBill)",
    allowed: true,
    run: given((db) =>
      app.money.sendBill(db, USERS.alice.uid, IDS.workingBooking, {
        lines: [TAP, { description: 'Labour', amount: 200 }],
        discount: 150,
      }),
    ),
    check: async (_result, db) => {
      expect(await billOf(db, IDS.workingBooking)).toMatchObject({
        total: 2000,
        state: 'sent',
        revision: 1,
        commissionRateBps: 1000,
      });
      expect(await statusOf(db, IDS.workingBooking)).toBe('Billed');
    },
  },
  {
    actor: 'carol',
    does: "send a bill for Bob's booking of Alice (the app's sendBill)",
    allowed: false,
    run: given((db) =>
      app.money.sendBill(db, USERS.carol.uid, IDS.workingBooking, { lines: [TAP] }),
    ),
  },
  {
    actor: 'alice',
    does: 'send a bill of ten lines',
    allowed: true,
    run: sends((b) => {
      b.lines = Array.from({ length: 10 }, () => TAP);
      b.total = 1500 + 4500;
    }),
  },
  {
    actor: 'bob',
    does: 'send a bill for his own booking (a bill from the customer)',
    allowed: false,
    run: sends(),
  },
  { actor: 'carol', does: "send the bill of someone else's booking", allowed: false, run: sends() },
  {
    actor: 'alice',
    does: 'send a bill with a negative amount',
    allowed: false,
    run: sends((b) => {
      b.lines = [{ ...TAP, amount: -450 }];
      b.total = 1050;
    }),
  },
  {
    actor: 'alice',
    does: 'send a bill with a zero amount',
    allowed: false,
    run: sends((b) => {
      b.lines = [{ ...TAP, amount: 0 }];
      b.total = 1500;
    }),
  },
  {
    actor: 'alice',
    does: 'send a bill with a fractional amount',
    allowed: false,
    run: sends((b) => {
      b.lines = [{ ...TAP, amount: 450.5 }];
      b.total = 1950.5;
    }),
  },
  {
    actor: 'alice',
    does: 'send a bill with an amount over 10,000,000',
    allowed: false,
    run: sends((b) => {
      b.lines = [{ ...TAP, amount: 10_000_001 }];
      b.total = 10_001_501;
    }),
  },
  {
    actor: 'alice',
    does: 'send a bill whose total is over 10,000,000',
    allowed: false,
    run: sends((b) => {
      b.lines = [{ ...TAP, amount: 9_999_000 }];
      b.total = 10_000_500;
    }),
  },
  {
    actor: 'alice',
    does: 'send a bill of 11 lines',
    allowed: false,
    run: sends((b) => {
      b.lines = Array.from({ length: 11 }, () => TAP);
      // The sum of the ten lines the rules read: only the bound refuses it.
      b.total = 1500 + 10 * 450;
    }),
  },
  {
    actor: 'alice',
    does: 'send a line whose description is over 100 characters',
    allowed: false,
    run: sends((b) => {
      b.lines = [{ ...TAP, description: 'x'.repeat(101) }];
    }),
  },
  {
    actor: 'alice',
    does: 'send a line without a description',
    allowed: false,
    run: sends((b) => {
      b.lines = [{ ...TAP, description: '   ' }];
    }),
  },
  {
    actor: 'alice',
    does: 'send a line with a field of its own',
    allowed: false,
    run: sends((b) => {
      b.lines = [{ ...TAP, colour: 'red' }];
    }),
  },
  // Each of the ten places is checked on its own: a bad line after good ones is refused there.
  ...Array.from({ length: 9 }, (_, i): Case => ({
    actor: 'alice',
    does: `send a bill whose line ${i + 2} of ${i + 2} has a field of its own`,
    allowed: false,
    run: sends((b) => {
      b.lines = [...Array.from({ length: i + 1 }, () => TAP), { ...TAP, colour: 'red' }];
      b.total = 1500 + (i + 2) * TAP.amount;
    }),
  })),
  {
    actor: 'alice',
    // An empty map has a size() of 0 as an empty list has: only the type tells them apart.
    does: 'send a bill whose lines are an empty map',
    allowed: false,
    run: sends((b) => {
      b.lines = {} as never;
      b.total = 1500;
    }),
  },
  {
    actor: 'alice',
    does: 'send a bill with a discount above the total',
    allowed: false,
    run: sends((b) => {
      b.discount = 2000;
      b.total = -50;
    }),
  },
  {
    actor: 'alice',
    does: `send a bill discounted to the least total, ${MIN_TOTAL} (MAX_BILL_DISCOUNT_BPS off the price)`,
    allowed: true,
    run: sends((b) => {
      b.discount = TOTAL - MIN_TOTAL;
      b.total = MIN_TOTAL;
    }),
  },
  {
    actor: 'alice',
    does: `send a bill discounted one taka below the least total, to ${MIN_TOTAL - 1}`,
    allowed: false,
    run: sends((b) => {
      b.discount = TOTAL - MIN_TOTAL + 1;
      b.total = MIN_TOTAL - 1;
    }),
  },
  {
    actor: 'alice',
    does: 'send a bill discounted to ৳0',
    allowed: false,
    run: sends((b) => {
      b.discount = TOTAL;
      b.total = 0;
    }),
  },
  {
    actor: 'alice',
    // Only isAmount's bound refuses it: the discount brings the total back within bounds.
    does: 'send a line over ৳10,000,000 offset by a discount',
    allowed: false,
    run: sends((b) => {
      b.lines = [{ ...TAP, amount: 10_000_001 }];
      b.discount = 9_000_000;
      b.total = 1500 + 10_000_001 - 9_000_000;
    }),
  },
  {
    actor: 'alice',
    does: 'send a bill with a negative discount',
    allowed: false,
    run: sends((b) => {
      b.discount = -100;
      b.total = 2050;
    }),
  },
  {
    actor: 'alice',
    does: 'send a bill with a fractional discount',
    allowed: false,
    run: sends((b) => {
      b.discount = 0.5;
      b.total = 1949.5;
    }),
  },
  {
    actor: 'alice',
    does: 'send a bill whose total is not its sum',
    allowed: false,
    run: sends((b) => {
      b.total = 2500;
    }),
  },
  {
    actor: 'alice',
    does: 'send a bill at another price than the booking',
    allowed: false,
    run: sends((b) => {
      // The total of the booking's price: only the copied price is wrong.
      b.price = 1000;
    }),
  },
  {
    actor: 'alice',
    does: 'send a bill at another commission rate',
    allowed: false,
    run: sends((b) => {
      b.commissionRateBps = 500;
    }),
  },
  {
    actor: 'alice',
    does: 'send a bill at the rate an admin set',
    allowed: true,
    run: async (db) => {
      await seedMore({ 'config/commission': { rateBps: 1200, updatedAt: SEEDED_AT } });
      return sends((b) => {
        b.commissionRateBps = 1200;
      })(db);
    },
  },
  {
    actor: 'alice',
    does: 'send a bill at the default rate after an admin set another',
    allowed: false,
    run: async (db) => {
      await seedMore({ 'config/commission': { rateBps: 1200, updatedAt: SEEDED_AT } });
      return sends()(db);
    },
  },
  {
    actor: 'alice',
    does: 'send a bill already accepted',
    allowed: false,
    run: sends((b) => {
      b.state = 'accepted';
    }),
  },
  {
    actor: 'alice',
    does: 'send a bill as its second revision',
    allowed: false,
    run: sends((b) => {
      b.revision = 2;
    }),
  },
  {
    actor: 'alice',
    does: 'send a bill already marked paid',
    allowed: false,
    run: sends((b) => {
      b.paidMarkedAt = NOW;
    }),
  },
  {
    actor: 'alice',
    does: 'send a bill already marked received',
    allowed: false,
    run: sends((b) => {
      b.receivedMarkedAt = NOW;
    }),
  },
  {
    actor: 'alice',
    does: 'send a bill with a client updatedAt',
    allowed: false,
    run: sends((b) => {
      b.updatedAt = Timestamp.fromMillis(Date.now() - 60_000);
    }),
  },
  {
    actor: 'alice',
    does: 'send a bill with a dispute reason',
    allowed: false,
    run: sends((b) => {
      b.disputeReason = 'None';
    }),
  },
  {
    actor: 'alice',
    does: 'send a bill for another customer',
    allowed: false,
    run: sends((b) => {
      b.customerUid = USERS.carol.uid;
    }),
  },
  {
    actor: 'alice',
    does: 'send a bill with a client time',
    allowed: false,
    run: sends((b) => {
      b.createdAt = Timestamp.fromMillis(Date.now() - 60_000);
    }),
  },
  {
    actor: 'alice',
    does: 'send a bill with a field of its own',
    allowed: false,
    run: sends((b) => {
      Object.assign(b, { tip: 5 });
    }),
  },
  {
    actor: 'alice',
    does: 'send a bill without moving the booking to Billed',
    allowed: false,
    run: sends(() => undefined, ''),
  },
  {
    actor: 'alice',
    does: 'send a bill and move the booking to Completed',
    allowed: false,
    run: sends(() => undefined, 'Completed'),
  },
  {
    actor: 'alice',
    does: 'send a bill on a Pending booking',
    allowed: false,
    run: raw(
      IDS.bobBooking,
      { set: billDoc('sent', { createdAt: NOW, updatedAt: NOW }) },
      'Billed',
    ),
  },
  {
    actor: 'alice',
    does: 'send a second bill on a Billed booking',
    allowed: false,
    run: raw(B.billed, { set: billDoc('sent', { createdAt: NOW, updatedAt: NOW }) }, 'Billed'),
  },
  {
    actor: 'alice',
    does: 'move a Working booking to Billed without a bill',
    allowed: false,
    run: raw(IDS.workingBooking, null, 'Billed'),
  },
  {
    actor: 'alice',
    does: "revise the disputed bill (the app's sendBill)",
    allowed: true,
    run: given((db) =>
      app.money.sendBill(db, USERS.alice.uid, B.disputed, { lines: [{ ...TAP, amount: 300 }] }),
    ),
    check: async (_result, db) => {
      expect(await billOf(db, B.disputed)).toMatchObject({
        total: 1800,
        state: 'sent',
        revision: 2,
        disputeReason: null,
      });
      expect(await statusOf(db, B.disputed)).toBe('Billed');
    },
  },
  ...(['bob', 'carol'] as const).map((actor): Case => ({
    actor,
    does: 'revise the disputed bill',
    allowed: false,
    run: raw(
      B.disputed,
      { update: { state: 'sent', disputeReason: null, revision: 2, updatedAt: NOW } },
      'Billed',
    ),
  })),
  {
    actor: 'alice',
    does: 'revise the disputed bill skipping a revision',
    allowed: false,
    run: raw(
      B.disputed,
      { update: { state: 'sent', disputeReason: null, revision: 3, updatedAt: NOW } },
      'Billed',
    ),
  },
  {
    actor: 'alice',
    does: 'revise the disputed bill without moving the booking to Billed',
    allowed: false,
    run: raw(B.disputed, {
      update: { state: 'sent', disputeReason: null, revision: 2, updatedAt: NOW },
    }),
  },
  {
    actor: 'alice',
    does: 'revise the disputed bill keeping the dispute reason',
    allowed: false,
    run: raw(B.disputed, { update: { state: 'sent', revision: 2, updatedAt: NOW } }, 'Billed'),
  },
  {
    actor: 'alice',
    does: 'revise the disputed bill to a wrong total',
    allowed: false,
    run: raw(
      B.disputed,
      { update: { state: 'sent', disputeReason: null, revision: 2, total: 1000, updatedAt: NOW } },
      'Billed',
    ),
  },
  {
    actor: 'alice',
    does: 'revise the disputed bill to ৳0 by a discount',
    allowed: false,
    run: raw(
      B.disputed,
      {
        update: {
          state: 'sent',
          disputeReason: null,
          revision: 2,
          discount: TOTAL,
          total: 0,
          updatedAt: NOW,
        },
      },
      'Billed',
    ),
  },
  {
    actor: 'alice',
    does: 'revise the disputed bill to another price',
    allowed: false,
    run: raw(
      B.disputed,
      {
        update: {
          state: 'sent',
          disputeReason: null,
          revision: 2,
          price: 1000,
          updatedAt: NOW,
        },
      },
      'Billed',
    ),
  },
  {
    actor: 'alice',
    does: 'revise a sent bill that was not disputed',
    allowed: false,
    run: raw(
      B.billed,
      { update: { lines: [], total: 1500, revision: 2, updatedAt: NOW } },
      'Billed',
    ),
  },
  {
    actor: 'alice',
    // The booking is Billed already: only the bill's own state refuses it.
    does: 'revise a sent bill that was not disputed, leaving the booking Billed',
    allowed: false,
    run: raw(B.billed, { update: { lines: [], total: 1500, revision: 2, updatedAt: NOW } }),
  },
];

const answers: Case[] = [
  {
    actor: 'bob',
    does: "accept Alice's bill (the app's answerBill): Completed",
    allowed: true,
    run: given((db) => app.money.answerBill(db, USERS.bob.uid, B.billed, { accept: true })),
    check: async (_result, db) => {
      expect(await billOf(db, B.billed)).toMatchObject({ state: 'accepted' });
      expect(await statusOf(db, B.billed)).toBe('Completed');
    },
  },
  {
    actor: 'bob',
    does: "dispute Alice's bill with a reason (the app's answerBill)",
    allowed: true,
    run: given((db) =>
      app.money.answerBill(db, USERS.bob.uid, B.billed, { accept: false, reason: 'Too dear' }),
    ),
    check: async (_result, db) => {
      expect(await billOf(db, B.billed)).toMatchObject({
        state: 'disputed',
        disputeReason: 'Too dear',
      });
      expect(await statusOf(db, B.billed)).toBe('Disputed');
    },
  },
  {
    actor: 'carol',
    does: "accept the bill of Bob's booking (the app's answerBill)",
    allowed: false,
    run: given((db) => app.money.answerBill(db, USERS.carol.uid, B.billed, { accept: true })),
  },
  {
    actor: 'alice',
    does: 'accept her own bill',
    allowed: false,
    run: raw(B.billed, { update: { state: 'accepted', updatedAt: NOW } }, 'Completed'),
  },
  {
    actor: 'bob',
    does: 'accept the bill without completing the booking',
    allowed: false,
    run: raw(B.billed, { update: { state: 'accepted', updatedAt: NOW } }),
  },
  {
    actor: 'bob',
    does: 'complete the billed booking without accepting the bill',
    allowed: false,
    run: raw(B.billed, null, 'Completed'),
  },
  {
    actor: 'bob',
    does: 'accept the bill and change its total',
    allowed: false,
    run: raw(B.billed, { update: { state: 'accepted', total: 1500, updatedAt: NOW } }, 'Completed'),
  },
  {
    actor: 'bob',
    does: 'accept the bill a second time (already accepted)',
    allowed: false,
    run: raw(B.accepted, { update: { state: 'accepted', updatedAt: NOW } }),
  },
  // The booking's side of an answer: only its status and updatedAt, stamped by the server.
  ...(
    [
      ["changing the booking's price in the same write", { price: 1 }],
      ['stamping the booking with his own clock', { updatedAt: Timestamp.fromMillis(0) }],
    ] as [string, Record<string, unknown>][]
  ).map(([what, booking]): Case => ({
    actor: 'bob',
    does: `accept Alice's bill, ${what}`,
    allowed: false,
    run: given((db) => {
      const batch = writeBatch(db);
      batch.update(doc(db, 'bills', B.billed), { state: 'accepted', updatedAt: NOW });
      batch.update(doc(db, 'bookings', B.billed), {
        serviceStatus: 'Completed',
        updatedAt: NOW,
        ...booking,
      });
      return batch.commit();
    }),
  })),
  {
    actor: 'bob',
    does: 'dispute the bill without a reason',
    allowed: false,
    run: raw(
      B.billed,
      { update: { state: 'disputed', disputeReason: ' ', updatedAt: NOW } },
      'Disputed',
    ),
  },
  {
    actor: 'bob',
    does: 'dispute the bill with a reason over 500 characters',
    allowed: false,
    run: raw(
      B.billed,
      { update: { state: 'disputed', disputeReason: 'x'.repeat(501), updatedAt: NOW } },
      'Disputed',
    ),
  },
  {
    actor: 'bob',
    does: 'dispute the bill without moving the booking',
    allowed: false,
    run: raw(B.billed, {
      update: { state: 'disputed', disputeReason: 'Too dear', updatedAt: NOW },
    }),
  },
  {
    actor: 'bob',
    does: 'dispute the bill and complete the booking',
    allowed: false,
    run: raw(
      B.billed,
      { update: { state: 'disputed', disputeReason: 'Too dear', updatedAt: NOW } },
      'Completed',
    ),
  },
  {
    actor: 'bob',
    does: 'accept a disputed bill',
    allowed: false,
    run: raw(B.disputed, { update: { state: 'accepted', updatedAt: NOW } }, 'Completed'),
  },
  {
    actor: 'alice',
    does: "set Completed on a Billed booking (the app's changeBookingStatus)",
    allowed: false,
    run: given((db) => app.bookings.changeBookingStatus(db, B.billed, 'Completed')),
  },
  {
    actor: 'alice',
    does: "set Working on a Disputed booking (the app's changeBookingStatus)",
    allowed: false,
    run: given((db) => app.bookings.changeBookingStatus(db, B.disputed, 'Working')),
  },
];

const marks: Case[] = [
  {
    actor: 'bob',
    does: "mark an accepted bill paid in cash (the app's markPayment): still Completed",
    allowed: true,
    run: given((db) => app.money.markPayment(db, USERS.bob.uid, B.accepted, 'paid')),
    check: async (_result, db) => {
      expect((await billOf(db, B.accepted))?.paidMarkedAt).not.toBeNull();
      expect(await statusOf(db, B.accepted)).toBe('Completed');
    },
  },
  {
    actor: 'alice',
    does: "confirm the cash Bob marked paid (the app's markPayment): Paid",
    allowed: true,
    run: given((db) => app.money.markPayment(db, USERS.alice.uid, B.customerPaid, 'received')),
    check: async (_result, db) => {
      expect((await billOf(db, B.customerPaid))?.receivedMarkedAt).not.toBeNull();
      expect(await statusOf(db, B.customerPaid)).toBe('Paid');
    },
  },
  {
    actor: 'alice',
    does: "confirm the cash of a booking Completed without a bill (the app's markPayment)",
    allowed: true,
    run: given((db) =>
      app.money.markPayment(db, USERS.alice.uid, IDS.completedBooking, 'received'),
    ),
    check: async (_result, db) =>
      expect(await billOf(db, IDS.completedBooking)).toMatchObject({
        lines: [],
        total: 1500,
        state: 'accepted',
        revision: 0,
        paidMarkedAt: null,
      }),
  },
  {
    actor: 'carol',
    does: "mark Bob's booking paid (the app's markPayment)",
    allowed: false,
    run: given((db) => app.money.markPayment(db, USERS.carol.uid, B.accepted, 'paid')),
  },
  {
    actor: 'bob',
    does: 'mark the booking paid and make it Paid alone',
    allowed: false,
    run: raw(B.accepted, { update: { paidMarkedAt: NOW, updatedAt: NOW } }, 'Paid'),
  },
  {
    actor: 'alice',
    does: 'confirm the cash Bob marked without making the booking Paid',
    allowed: false,
    run: raw(B.customerPaid, { update: { receivedMarkedAt: NOW, updatedAt: NOW } }),
  },
  {
    actor: 'bob',
    does: 'mark paid twice',
    allowed: false,
    run: raw(B.customerPaid, { update: { paidMarkedAt: NOW, updatedAt: NOW } }),
  },
  {
    actor: 'bob',
    does: "confirm the cash received (the provider's mark)",
    allowed: false,
    run: raw(B.accepted, { update: { receivedMarkedAt: NOW, updatedAt: NOW } }),
  },
  {
    actor: 'alice',
    does: "mark paid in cash (the customer's mark)",
    allowed: false,
    run: raw(B.accepted, { update: { paidMarkedAt: NOW, updatedAt: NOW } }),
  },
  {
    actor: 'bob',
    does: 'mark a bill paid before accepting it',
    allowed: false,
    run: raw(B.billed, { update: { paidMarkedAt: NOW, updatedAt: NOW } }),
  },
  {
    actor: 'bob',
    does: 'mark paid with a client time',
    allowed: false,
    run: raw(B.accepted, {
      update: { paidMarkedAt: Timestamp.fromMillis(Date.now() - 60_000), updatedAt: NOW },
    }),
  },
  {
    actor: 'bob',
    does: 'mark paid with a client updatedAt',
    allowed: false,
    run: raw(B.accepted, {
      update: { paidMarkedAt: NOW, updatedAt: Timestamp.fromMillis(Date.now() - 60_000) },
    }),
  },
  {
    actor: 'bob',
    does: 'mark paid and lower the total',
    allowed: false,
    run: raw(B.accepted, { update: { paidMarkedAt: NOW, total: 1000, updatedAt: NOW } }),
  },
  {
    actor: 'alice',
    does: 'make a booking Paid without both marks',
    allowed: false,
    run: raw(B.accepted, null, 'Paid'),
  },
  {
    actor: 'alice',
    does: 'bill a booking Completed without a bill at another total',
    allowed: false,
    run: raw(IDS.completedBooking, {
      set: billDoc('accepted', {
        lines: [],
        total: 1000,
        revision: 0,
        receivedMarkedAt: NOW,
        createdAt: NOW,
        updatedAt: NOW,
      }),
    }),
  },
  {
    actor: 'alice',
    does: 'bill a booking Completed without a bill with lines of her own',
    allowed: false,
    run: raw(IDS.completedBooking, {
      set: billDoc('accepted', {
        total: 1500,
        revision: 0,
        receivedMarkedAt: NOW,
        createdAt: NOW,
        updatedAt: NOW,
      }),
    }),
  },
  {
    actor: 'alice',
    does: "bill a booking Completed without a bill with Bob's mark",
    allowed: false,
    run: raw(IDS.completedBooking, {
      set: billDoc('accepted', {
        lines: [],
        total: 1500,
        revision: 0,
        paidMarkedAt: NOW,
        createdAt: NOW,
        updatedAt: NOW,
      }),
    }),
  },
  {
    actor: 'alice',
    does: 'bill a booking Completed without a bill by hand, as her mark makes it',
    allowed: true,
    run: impliedBill(),
  },
  // Each field of the implied bill is the booking's or fixed: one changed is refused.
  ...(
    [
      ['for another customer', (b) => (b.customerUid = USERS.carol.uid)],
      ['naming another provider', (b) => (b.providerUid = USERS.carol.uid)],
      ['at another booked price (its total still the booking price)', (b) => (b.price = 1000)],
      ['with a discount (its total still the booking price)', (b) => (b.discount = 100)],
      ['as sent, not accepted', (b) => (b.state = 'sent')],
      ['with a dispute reason', (b) => (b.disputeReason = 'The tap was cheaper')],
      ['as revision 1', (b) => (b.revision = 1)],
      ['at another commission rate', (b) => (b.commissionRateBps = 500)],
      ['with a field of its own', (b) => Object.assign(b, { note: 'cash' })],
      ['with a client createdAt', (b) => (b.createdAt = Timestamp.now())],
      ['with a client updatedAt', (b) => (b.updatedAt = Timestamp.now())],
    ] as [string, (b: ReturnType<typeof billDoc>) => void][]
  ).map(([what, change]): Case => ({
    actor: 'alice',
    does: `bill a booking Completed without a bill ${what}`,
    allowed: false,
    run: impliedBill(change),
  })),
  {
    actor: 'alice',
    // The bill leaves the booking Completed: no move of the booking's table ends where it began.
    does: 'bill a booking Completed without a bill, rewriting the booking as Completed too',
    allowed: false,
    run: impliedBill(undefined, IDS.completedBooking, 'Completed'),
  },
  {
    actor: 'alice',
    does: 'bill her Working booking as accepted while completing it, marked received',
    allowed: false,
    run: impliedBill(undefined, IDS.workingBooking, 'Completed'),
  },
  {
    actor: 'alice',
    does: "complete her Working booking without a bill (the app's changeBookingStatus): its implied bill comes with it",
    allowed: true,
    run: given((db) => app.bookings.changeBookingStatus(db, IDS.workingBooking, 'Completed')),
    check: async (_result, db) => {
      expect(await statusOf(db, IDS.workingBooking)).toBe('Completed');
      expect(await billOf(db, IDS.workingBooking)).toMatchObject({
        price: 1500,
        lines: [],
        discount: 0,
        total: 1500,
        state: 'accepted',
        revision: 0,
        paidMarkedAt: null,
        receivedMarkedAt: null,
      });
    },
  },
  {
    actor: 'alice',
    does: 'complete her Working booking with its implied bill, unmarked',
    allowed: true,
    run: impliedBill((b) => (b.receivedMarkedAt = null), IDS.workingBooking, 'Completed'),
  },
  {
    actor: 'alice',
    does: 'complete her Working booking without writing its implied bill',
    allowed: false,
    run: raw(IDS.workingBooking, null, 'Completed'),
  },
  {
    actor: 'alice',
    does: 'complete her Working booking with an implied bill at ৳0',
    allowed: false,
    run: impliedBill(
      (b) => {
        b.receivedMarkedAt = null;
        b.total = 0;
        b.discount = 1500;
      },
      IDS.workingBooking,
      'Completed',
    ),
  },
  {
    actor: 'alice',
    does: 'write the implied bill of her Working booking without completing it',
    allowed: false,
    run: impliedBill((b) => (b.receivedMarkedAt = null), IDS.workingBooking),
  },
  {
    actor: 'bob',
    does: 'complete his Working booking with its implied bill (only the provider completes)',
    allowed: false,
    run: impliedBill((b) => (b.receivedMarkedAt = null), IDS.workingBooking, 'Completed'),
  },
  {
    actor: 'alice',
    does: 'send a bill naming another provider',
    allowed: false,
    run: sends((b) => {
      b.providerUid = USERS.carol.uid;
    }),
  },
  {
    actor: 'carol',
    does: "bill Bob's booking Completed without a bill",
    allowed: false,
    run: impliedBill(),
  },
  {
    actor: 'bob',
    does: 'delete a bill',
    allowed: false,
    run: given((db) =>
      writeBatch(db)
        .delete(doc(db, 'bills', B.billed))
        .commit(),
    ),
  },
];

const books: Case[] = [
  ...(['alice', 'admin'] as const).map((actor): Case => ({
    actor,
    does: 'write a ledger entry',
    allowed: false,
    run: given((db) =>
      setDoc(doc(db, `ledger/${B.accepted}`), {
        providerUid: USERS.alice.uid,
        gross: 1950,
        commission: 0,
        net: 1950,
      }),
    ),
  })),
  ...(['alice', 'admin'] as const).map((actor): Case => ({
    actor,
    does: "raise Alice's earnings",
    allowed: false,
    run: given((db) =>
      setDoc(doc(db, `earnings/${USERS.alice.uid}`), { jobs: 9, gross: 9, commission: 0, net: 9 }),
    ),
  })),
  {
    actor: 'alice',
    does: "write her month's earnings",
    allowed: false,
    run: given((db) =>
      setDoc(doc(db, `earnings/${USERS.alice.uid}/months/2025-01`), {
        jobs: 9,
        gross: 9,
        commission: 0,
        net: 9,
      }),
    ),
  },
  {
    actor: 'admin',
    does: "write the marketplace's totals",
    allowed: false,
    run: given((db) =>
      setDoc(doc(db, 'marketDays/2025-01-15'), {
        day: '2025-01-15',
        bookings: 9,
        gross: 9,
        commission: 9,
      }),
    ),
  },
  {
    actor: 'admin',
    does: "write the marketplace's month",
    allowed: false,
    run: given((db) =>
      setDoc(doc(db, 'marketMonths/2025-01'), {
        month: '2025-01',
        bookings: 9,
        gross: 9,
        commission: 9,
      }),
    ),
  },
  {
    actor: 'admin',
    does: 'set the commission rate from the app (only PUT /admin/commission)',
    allowed: false,
    run: given((db) => setDoc(doc(db, 'config/commission'), { rateBps: 0, updatedAt: NOW })),
  },
];

/** The booking's copy of its bill (billSummaryOf): what its dashboard row shows. */
const copyOf = async (db: Firestore, id: string) =>
  dataOf(await getDoc(doc(db, 'bookings', id)))?.bill as Record<string, unknown> | undefined;

const UNMARKED = { disputeReason: null, paid: false, received: false };

/** A bill write and the booking's update (its status and copy as given), in one request. */
function withCopy(
  id: string,
  bill: { set: object } | { update: object } | null,
  booking: Record<string, unknown>,
) {
  return given((db) => {
    const batch = writeBatch(db);
    if (bill && 'set' in bill) batch.set(doc(db, 'bills', id), bill.set);
    if (bill && 'update' in bill) batch.update(doc(db, 'bills', id), bill.update);
    batch.update(doc(db, 'bookings', id), { updatedAt: NOW, ...booking });
    return batch.commit();
  });
}

const sentNow = { set: billDoc('sent', { createdAt: NOW, updatedAt: NOW }) };

const copies: Case[] = [
  {
    actor: 'alice',
    does: "send the bill (the app's sendBill): the booking carries its copy",
    allowed: true,
    run: given((db) =>
      app.money.sendBill(db, USERS.alice.uid, IDS.workingBooking, { lines: [TAP] }),
    ),
    check: async (_result, db) =>
      expect(await copyOf(db, IDS.workingBooking)).toEqual({
        total: TOTAL,
        state: 'sent',
        ...UNMARKED,
      }),
  },
  {
    actor: 'alice',
    does: 'send the bill with its copy on the booking',
    allowed: true,
    run: withCopy(IDS.workingBooking, sentNow, {
      serviceStatus: 'Billed',
      bill: { total: TOTAL, state: 'sent', ...UNMARKED },
    }),
  },
  {
    actor: 'alice',
    does: 'send the bill with a copy of another total on the booking',
    allowed: false,
    run: withCopy(IDS.workingBooking, sentNow, {
      serviceStatus: 'Billed',
      bill: { total: TOTAL - 100, state: 'sent', ...UNMARKED },
    }),
  },
  {
    actor: 'bob',
    does: "mark paid (the app's markPayment): the booking stays Completed, its copy says paid",
    allowed: true,
    run: given((db) => app.money.markPayment(db, USERS.bob.uid, B.accepted, 'paid')),
    check: async (_result, db) => {
      expect(await statusOf(db, B.accepted)).toBe('Completed');
      expect(await copyOf(db, B.accepted)).toEqual({
        total: TOTAL,
        state: 'accepted',
        ...UNMARKED,
        paid: true,
      });
    },
  },
  {
    actor: 'bob',
    does: 'mark paid with a copy on the booking that says unpaid',
    allowed: false,
    run: withCopy(
      B.accepted,
      { update: { paidMarkedAt: NOW, updatedAt: NOW } },
      { bill: { total: TOTAL, state: 'accepted', ...UNMARKED } },
    ),
  },
  {
    actor: 'bob',
    does: 'mark paid and touch the booking without its copy',
    allowed: false,
    run: withCopy(B.accepted, { update: { paidMarkedAt: NOW, updatedAt: NOW } }, {}),
  },
  {
    actor: 'bob',
    does: "write his booking's copy of a bill nobody writes in the same request",
    allowed: false,
    run: withCopy(B.customerPaid, null, {
      bill: { total: TOTAL, state: 'accepted', ...UNMARKED, paid: true },
    }),
  },
  {
    actor: 'alice',
    does: "complete her Working booking (the app's changeBookingStatus): the copy of the implied bill",
    allowed: true,
    run: given((db) => app.bookings.changeBookingStatus(db, IDS.workingBooking, 'Completed')),
    check: async (_result, db) =>
      expect(await copyOf(db, IDS.workingBooking)).toEqual({
        total: 1500,
        state: 'accepted',
        ...UNMARKED,
      }),
  },
  {
    actor: 'alice',
    does: 'complete her Working booking with a copy of its implied bill at another total',
    allowed: false,
    run: withCopy(
      IDS.workingBooking,
      {
        set: billDoc('accepted', {
          lines: [],
          total: 1500,
          revision: 0,
          createdAt: NOW,
          updatedAt: NOW,
        }),
      },
      { serviceStatus: 'Completed', bill: { total: 1400, state: 'accepted', ...UNMARKED } },
    ),
  },
  {
    actor: 'alice',
    does: 'move her Pending booking to Working with a copy of a bill it has not',
    allowed: false,
    run: withCopy(IDS.bobBooking, null, {
      serviceStatus: 'Working',
      bill: { total: 1500, state: 'accepted', ...UNMARKED },
    }),
  },
];

export const billCases = { reads, sendsAndRevises, answers, marks, books, copies };
