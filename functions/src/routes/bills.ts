/**
 * Money (issue 20): the final bill of a booking, its answer, both payment marks, a provider's
 * earnings and the admin's totals. Every write runs the domain's plan (domain/src/bill.ts) in one
 * transaction, the same plan the web app writes under firestore.rules. Ledger entries and totals
 * are written only by the billWritten trigger.
 */
import type { Request, Response } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import type { Query, QuerySnapshot, Transaction } from 'firebase-admin/firestore';
import * as yup from 'yup';
import { billFromDoc, planAnswerBill, planPaymentMark, planSendBill } from '@meramot/domain/bill';
import type { BillDoc, BillWritePlan, MoneyRefusal, PaymentMark } from '@meramot/domain/bill';
import { bookingPartyOf } from '@meramot/domain/booking';
import type { BookingDoc } from '@meramot/domain/entities';
import { isDocumentId } from '@meramot/domain/formats';
import {
  EARNINGS_CHART_MONTHS,
  MARKET_DAYS_SHOWN,
  commissionRateOf,
  earningsOf,
  isCommissionRate,
  lastMonths,
  marketTotalsOf,
  MAX_COMMISSION_RATE_BPS,
} from '@meramot/domain/ledger';
import type { CommissionConfigDoc, EarningsTotals, MarketTotals } from '@meramot/domain/ledger';
import { signedInCaller } from '../auth';
import { commitWithin } from '../deadline';
import { bookingsCollection, db } from '../firebase';
import { refused } from '../http';
import { refusal } from '@meramot/domain/refusal';
import { validateBody } from '../validate';
import { IDEMPOTENT_PUT, ref } from '../operation';
import type { Operation } from '../operation';
import { jsonSchemaOf, narrowed, record } from '../openapi-schema';
import { FIELD_LIMITS } from '@meramot/domain/constants';

export const billsCollection = () => db().collection('bills');
export const commissionConfig = () => db().doc('config/commission');

/** Money answers are the parties' own: never cached by a shared cache. */
const PRIVATE = 'private, no-store';

export const billBody = yup.object({
  // Each line is checked by billInputProblem (the domain's messages name the line).
  lines: yup.mixed().required(refusal('paramRequired', { name: 'lines' })),
  discount: yup.number(),
  total: yup.number(),
});
export const disputeBody = yup.object({
  reason: yup.string().required(refusal('paramRequired', { name: 'reason' })),
});
export const emptyBody = yup.object({});
export const commissionBody = yup.object({
  rateBps: yup.number().required(refusal('paramRequired', { name: 'rateBps' })),
});

/** The booking and its bill, read in `transaction` (undefined when missing). */
async function readBookingAndBill(transaction: Transaction, id: string) {
  if (!isDocumentId(id)) throw refused(refusal('bookingNotFound'));
  const [booking, bill, config] = await transaction.getAll(
    bookingsCollection().doc(id),
    billsCollection().doc(id),
    commissionConfig(),
  );
  return {
    booking: booking?.data() as BookingDoc<unknown> | undefined,
    bill: bill?.data() as BillDoc<unknown> | undefined,
    rateBps: commissionRateOf(config?.data() as Partial<CommissionConfigDoc> | undefined),
  };
}

/** Executes the domain's plan in `transaction`: the bill, the booking's status and copy. */
function writePlan(transaction: Transaction, plan: MoneyRefusal | BillWritePlan) {
  if (!plan.allowed) throw refused(plan.refusal);
  const now = FieldValue.serverTimestamp();
  const stamps = Object.fromEntries(plan.stamps.map((stamp) => [stamp, now]));
  const ref = billsCollection().doc(plan.bookingId);
  if ('create' in plan.bill) transaction.create(ref, { ...plan.bill.create, ...stamps });
  else transaction.update(ref, { ...plan.bill.update, ...stamps });
  // The booking moves with its bill, and carries the row's copy of it (billSummaryOf).
  transaction.update(bookingsCollection().doc(plan.bookingId), {
    ...(plan.bookingStatus && { serviceStatus: plan.bookingStatus }),
    bill: plan.bookingBill,
    updatedAt: now,
  });
  return plan;
}

type Planner = (
  uid: string,
  id: string,
  read: Awaited<ReturnType<typeof readBookingAndBill>>,
) => MoneyRefusal | BillWritePlan;

/** Runs one bill action and answers the booking's status after it and the bill as written. */
async function runAction(req: Request<{ id: string }>, res: Response, planner: Planner) {
  const caller = signedInCaller(res);
  const { id } = req.params;
  const plan = await commitWithin(res, async (transaction) =>
    writePlan(transaction, planner(caller.uid, id, await readBookingAndBill(transaction, id))),
  );
  const snapshot = await billsCollection().doc(id).get();
  res.set('Cache-Control', PRIVATE);
  res
    .status('create' in plan.bill ? 201 : 200)
    .json({ ...billFromDoc(id, snapshot.data() as BillDoc), ...statusOf(plan) });
}

const statusOf = (plan: BillWritePlan) =>
  plan.bookingStatus ? { serviceStatus: plan.bookingStatus } : {};

/** GET /bills/{bookingId}: the bill with what a receipt shows of the booking, to its parties. */
async function getBill(req: Request<{ id: string }>, res: Response): Promise<void> {
  const caller = signedInCaller(res);
  const { id } = req.params;
  if (!isDocumentId(id)) throw refused(refusal('bookingNotFound'));
  const [booking, bill] = await db().getAll(
    bookingsCollection().doc(id),
    billsCollection().doc(id),
  );
  const data = booking?.data() as BookingDoc | undefined;
  if (!data) throw refused(refusal('bookingNotFound'));
  if (!bookingPartyOf(data, caller.uid)) throw refused(refusal('billNotParty'));
  if (!bill?.exists) throw refused(refusal('billNone'));
  res.set('Cache-Control', PRIVATE);
  res.json({
    ...billFromDoc(id, bill.data() as BillDoc),
    booking: {
      serviceName: data.serviceName,
      uName: data.uName,
      uEmail: data.uEmail,
      pName: data.pName,
      pEmail: data.pEmail,
      sDate: data.sDate,
      provideArea: data.provideArea,
      serviceStatus: data.serviceStatus,
    },
  });
}

/** PUT /bills/{bookingId} {lines, discount?, total?}: send the bill, or revise a disputed one. */
function sendBill(req: Request<{ id: string }>, res: Response) {
  const input = validateBody(billBody, req.body);
  return runAction(req, res, (uid, id, now) =>
    planSendBill(uid, id, now.booking, now.bill, input, now.rateBps),
  );
}

/** POST /bills/{bookingId}/accept: the customer accepts the sent bill (Completed). */
function acceptBill(req: Request<{ id: string }>, res: Response) {
  if (req.body !== undefined) validateBody(emptyBody, req.body);
  return runAction(req, res, (uid, id, now) =>
    planAnswerBill(uid, id, now.booking, now.bill, { accept: true }),
  );
}

/** POST /bills/{bookingId}/dispute {reason}: the customer disputes the sent bill. */
function disputeBill(req: Request<{ id: string }>, res: Response) {
  const { reason } = validateBody(disputeBody, req.body);
  return runAction(req, res, (uid, id, now) =>
    planAnswerBill(uid, id, now.booking, now.bill, { accept: false, reason }),
  );
}

/** POST /bills/{id}/paid (the customer) and /bills/{id}/cashReceived (the provider). */
function markPayment(mark: PaymentMark) {
  return (req: Request<{ id: string }>, res: Response) => {
    if (req.body !== undefined) validateBody(emptyBody, req.body);
    return runAction(req, res, (uid, id, now) =>
      planPaymentMark(uid, id, now.booking, now.bill, now.rateBps, mark),
    );
  };
}

/** GET /earnings: the caller's totals (all time) and their last 12 Dhaka months, oldest first. */
async function earnings(_req: Request, res: Response): Promise<void> {
  const caller = signedInCaller(res);
  const months = lastMonths(Date.now(), EARNINGS_CHART_MONTHS);
  const root = db().collection('earnings').doc(caller.uid);
  const [total, ...perMonth] = await db().getAll(
    root,
    ...months.map((month) => root.collection('months').doc(month)),
  );
  res.set('Cache-Control', PRIVATE);
  res.json({
    total: earningsOf(total?.data() as Partial<EarningsTotals> | undefined),
    months: months.map((month, i) => ({
      month,
      ...earningsOf(perMonth[i]?.data() as Partial<EarningsTotals> | undefined),
    })),
  });
}

/** Bills an admin's lists show at most (disputes, and each kind of payment disagreement). */
const ADMIN_LIST_LIMIT = 50;

/** The lists an admin's money page reads: market days, disputes, each kind of disagreement. */
export function adminMoneyQueries(): Record<
  'days' | 'disputed' | 'onlyPaid' | 'onlyReceived',
  Query
> {
  const bills = billsCollection();
  return {
    days: db().collection('marketDays').orderBy('day', 'desc').limit(MARKET_DAYS_SHOWN),
    disputed: bills
      .where('state', '==', 'disputed')
      .orderBy('updatedAt', 'desc')
      .limit(ADMIN_LIST_LIMIT),
    onlyPaid: bills
      .where('receivedMarkedAt', '==', null)
      .where('paidMarkedAt', '!=', null)
      .limit(ADMIN_LIST_LIMIT),
    onlyReceived: bills
      .where('paidMarkedAt', '==', null)
      .where('receivedMarkedAt', '!=', null)
      .limit(ADMIN_LIST_LIMIT),
  };
}

/** GET /admin/money: the marketplace's day and month totals, disputes and disagreements. */
async function adminMoney(_req: Request, res: Response): Promise<void> {
  const caller = signedInCaller(res);
  if (!caller.admin) throw refused(refusal('adminOnly', { action: 'see the marketplace totals' }));
  const now = Date.now();
  const months = lastMonths(now, EARNINGS_CHART_MONTHS);
  const lists = adminMoneyQueries();
  const [days, monthDocs, config, disputed, onlyPaid, onlyReceived] = await Promise.all([
    lists.days.get(),
    db().getAll(...months.map((month) => db().collection('marketMonths').doc(month))),
    commissionConfig().get(),
    lists.disputed.get(),
    lists.onlyPaid.get(),
    lists.onlyReceived.get(),
  ]);
  const wire = (snapshot: QuerySnapshot) =>
    snapshot.docs.map((doc) => billFromDoc(doc.id, doc.data() as BillDoc));
  res.set('Cache-Control', PRIVATE);
  res.json({
    commissionRateBps: commissionRateOf(config.data() as Partial<CommissionConfigDoc> | undefined),
    days: days.docs.map((doc) => ({
      day: doc.id,
      ...marketTotalsOf(doc.data() as Partial<MarketTotals>),
    })),
    months: months.map((month, i) => ({
      month,
      ...marketTotalsOf(monthDocs[i]?.data() as Partial<MarketTotals> | undefined),
    })),
    disputed: wire(disputed),
    disagreements: [...wire(onlyPaid), ...wire(onlyReceived)],
  });
}

/** PUT /admin/commission {rateBps}: the rate for bills made from now on. */
async function setCommission(req: Request, res: Response): Promise<void> {
  const caller = signedInCaller(res);
  const { rateBps } = validateBody(commissionBody, req.body);
  if (!caller.admin) throw refused(refusal('adminOnly', { action: 'change the commission rate' }));
  if (!isCommissionRate(rateBps)) {
    throw refused(refusal('commissionRate', { max: MAX_COMMISSION_RATE_BPS }));
  }
  await commitWithin(res, async (transaction) => {
    transaction.set(commissionConfig(), { rateBps, updatedAt: FieldValue.serverTimestamp() });
  });
  res.json({ acknowledged: true, rateBps });
}

const billAction = (description: string, also: number[] = []) => ({
  schema: ref('BillAnswer'),
  description,
  also,
});
const rateBps = { type: 'integer', minimum: 0, maximum: MAX_COMMISSION_RATE_BPS };

/** The operations of this file: routes (operation.ts) and OpenAPI entries (openapi.ts). */
export const billsOperations: Operation[] = [
  {
    method: 'get',
    path: '/bills/{id}',
    summary: "A booking's bill, to its two parties",
    access: 'signedIn',
    ok: { schema: ref('BillWithBooking'), description: 'The bill and the booking.' },
    errors: [403, 404],
    cache: PRIVATE,
    handler: getBill,
  },
  {
    method: 'put',
    path: '/bills/{id}',
    summary: 'Send the bill of a Working booking, or revise a disputed one',
    access: 'signedIn',
    body: narrowed(jsonSchemaOf(billBody), {
      lines: { type: 'array', items: ref('BillLine'), maxItems: FIELD_LIMITS.billLines },
      discount: { type: 'integer', minimum: 0, maximum: FIELD_LIMITS.billAmountMax },
      total: { type: 'integer', minimum: 1, maximum: FIELD_LIMITS.billAmountMax },
    }),
    ok: billAction('Revised (201: sent for the first time).', [201]),
    errors: [403, 404, 409],
    refusesValid: 'the discount may not exceed the bill, and a total given must be its own',
    cache: PRIVATE,
    handler: sendBill,
  },
  {
    method: 'post',
    path: '/bills/{id}/accept',
    summary: 'The customer accepts the bill (Completed)',
    access: 'signedIn',
    body: jsonSchemaOf(emptyBody),
    ok: billAction('Accepted.'),
    errors: [403, 404, 409],
    cache: PRIVATE,
    handler: acceptBill,
  },
  {
    method: 'post',
    path: '/bills/{id}/dispute',
    summary: 'The customer disputes the bill (Disputed)',
    access: 'signedIn',
    body: narrowed(jsonSchemaOf(disputeBody), {
      reason: { minLength: 1, maxLength: FIELD_LIMITS.billDisputeReason },
    }),
    ok: billAction('Disputed.'),
    errors: [403, 404, 409],
    cache: PRIVATE,
    handler: disputeBill,
  },
  {
    method: 'post',
    path: '/bills/{id}/paid',
    summary: 'The customer marks the bill paid in cash',
    access: 'signedIn',
    body: jsonSchemaOf(emptyBody),
    ok: billAction('Marked (201: the booked-price bill was made with it).', [201]),
    errors: [403, 404, 409],
    cache: PRIVATE,
    handler: markPayment('paid'),
  },
  {
    method: 'post',
    path: '/bills/{id}/cashReceived',
    summary: 'The provider marks the cash received',
    access: 'signedIn',
    body: jsonSchemaOf(emptyBody),
    ok: billAction('Marked; the second mark makes the booking Paid.', [201]),
    errors: [403, 404, 409],
    cache: PRIVATE,
    handler: markPayment('received'),
  },
  {
    method: 'get',
    path: '/earnings',
    summary: "The caller's earnings: all time and the last 12 Dhaka months",
    access: 'signedIn',
    ok: { schema: ref('Earnings'), description: 'The totals.' },
    errors: [],
    cache: PRIVATE,
    handler: earnings,
  },
  {
    method: 'get',
    path: '/admin/money',
    summary: "The marketplace's totals, disputes and disagreements (admin)",
    access: 'signedIn',
    ok: { schema: ref('AdminMoney'), description: 'The totals.' },
    errors: [403],
    cache: PRIVATE,
    handler: adminMoney,
  },
  {
    method: 'put',
    path: '/admin/commission',
    summary: 'The commission rate of bills sent from now on (admin)',
    description: IDEMPOTENT_PUT,
    access: 'signedIn',
    body: narrowed(jsonSchemaOf(commissionBody), { rateBps }),
    ok: {
      schema: record({ acknowledged: { const: true }, rateBps }),
      description: 'Set.',
    },
    errors: [403],
    handler: setCommission,
  },
];
