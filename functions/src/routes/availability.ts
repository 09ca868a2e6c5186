/**
 * Availability (issue 21): a provider's open windows for the booking dialog and REST clients,
 * and the provider's own schedule. What is open and what a schedule may hold is decided in
 * domain/src/availability.ts; the rules mirror it for the web's writes.
 */
import type { Request, Response } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import type { Query } from 'firebase-admin/firestore';
import {
  AVAILABILITY_MAX_DAYS,
  AVAILABILITY_READ_LIMIT,
  availabilityOf,
  checkAvailabilityRange,
  planScheduleEdit,
  scheduleFromDoc,
} from '@meramot/domain/availability';
import type { WindowPlacesDoc } from '@meramot/domain/availability';
import { ISO_DATE_PATTERN, isDocumentId } from '@meramot/domain/formats';
import { signedInCaller } from '../auth';
import { commitWithin } from '../deadline';
import { db } from '../firebase';
import { refusal } from '@meramot/domain/refusal';
import { refused, singleParam } from '../http';
import { IDEMPOTENT_PUT, ref } from '../operation';
import { record } from '../openapi-schema';
import type { Operation } from '../operation';

/** Brief: a booking or a cancel changes the places; a CDN may answer repeats for this long. */
export const AVAILABILITY_CACHE_CONTROL = 'public, max-age=15, s-maxage=15';

export const schedulesCollection = () => db().collection('schedules');
export const windowPlacesCollection = (providerUid: string) =>
  schedulesCollection().doc(providerUid).collection('windows');

/** The places taken in `providerUid`'s windows from `from` to `to` (Dhaka dates), by date. */
export function windowPlacesIn(providerUid: string, range: { from: string; to: string }): Query {
  return windowPlacesCollection(providerUid)
    .where('date', '>=', range.from)
    .where('date', '<=', range.to)
    .orderBy('date')
    .limit(AVAILABILITY_READ_LIMIT);
}

/**
 * GET /availability/{providerUid}?from=&to= (Dhaka dates, at most AVAILABILITY_MAX_DAYS; today
 * and the booking horizon by default): every window of those dates, open or why not, with its
 * places left. Reads the schedule and at most AVAILABILITY_READ_LIMIT counters, whatever the
 * number of providers. A uid without a schedule answers every window at the default capacity, as
 * a uid nobody has does: the answer tells nothing about accounts.
 */
async function availability(req: Request<{ providerUid: string }>, res: Response): Promise<void> {
  const unknown = Object.keys(req.query).filter((name) => !['from', 'to'].includes(name));
  if (unknown.length > 0) {
    throw refused(
      refusal('unknownQueryParam', { names: unknown.slice(0, 5).join(', ').slice(0, 250) }),
    );
  }
  const now = Date.now();
  const range = checkAvailabilityRange(singleParam(req, 'from'), singleParam(req, 'to'), now);
  if (!range.ok) throw refused(range.refusal);
  const { providerUid } = req.params;
  if (!isDocumentId(providerUid)) throw refused(refusal('providerNotFound'));
  const started = performance.now();
  const [scheduleSnap, placesSnap] = await Promise.all([
    schedulesCollection().doc(providerUid).get(),
    windowPlacesIn(providerUid, range.value).get(),
  ]);
  const schedule = scheduleFromDoc(scheduleSnap.data());
  const places = placesSnap.docs.map((each) => each.data() as WindowPlacesDoc);
  const reads = 1 + placesSnap.size;
  const duration = (performance.now() - started).toFixed(1);
  res.set({
    'Cache-Control': AVAILABILITY_CACHE_CONTROL,
    'Server-Timing': `firestore;dur=${duration};desc="${reads} reads"`,
  });
  res.json({
    from: range.value.from,
    to: range.value.to,
    scheduled: schedule !== null,
    days: availabilityOf(schedule, places, range.value.from, range.value.to, now),
  });
}

/**
 * PUT /schedules/{providerUid} {week, daysOff}: the caller's own schedule (planScheduleEdit);
 * another provider's answers 403, a bad one 400 naming the problem. Bookings already made stay.
 */
async function putSchedule(req: Request<{ providerUid: string }>, res: Response): Promise<void> {
  const caller = signedInCaller(res);
  const { providerUid } = req.params;
  const plan = planScheduleEdit(caller.uid, providerUid, req.body, Date.now());
  if (!plan.ok) throw refused(plan.refusal);
  await commitWithin(res, async (transaction) => {
    transaction.set(schedulesCollection().doc(providerUid), {
      ...plan.data,
      updatedAt: FieldValue.serverTimestamp(),
    });
  });
  res.json({ acknowledged: true, schedule: plan.data });
}

const dhakaDate = {
  type: 'string',
  // ISO_DATE_PATTERN's date part: a month's days, 29 February in any year.
  pattern: `^${ISO_DATE_PATTERN.source.slice(1, ISO_DATE_PATTERN.source.indexOf('(T'))}$`,
};

/** The operations of this file: routes (operation.ts) and OpenAPI entries (openapi.ts). */
export const availabilityOperations: Operation[] = [
  {
    method: 'get',
    path: '/availability/{providerUid}',
    summary: "A provider's windows, open or why not, with the places left",
    access: 'public',
    query: ['from', 'to'].map((name) => ({
      name,
      schema: dhakaDate,
      description: `A Dhaka date; at most ${AVAILABILITY_MAX_DAYS} days from from to to.`,
    })),
    ok: { schema: ref('Availability'), description: 'Every window of those dates.' },
    errors: [400, 404],
    refusesValid: `to before from, or more than ${AVAILABILITY_MAX_DAYS} days`,
    cache: AVAILABILITY_CACHE_CONTROL,
    handler: availability,
  },
  {
    method: 'put',
    path: '/schedules/{providerUid}',
    summary: "The caller's own weekly schedule and days off",
    description: IDEMPOTENT_PUT,
    access: 'signedIn',
    body: ref('Schedule'),
    refusesValid: 'a day off must end on or after its start, within a year from today',
    ok: {
      schema: record({ acknowledged: { const: true }, schedule: ref('Schedule') }),
      description: 'Saved.',
    },
    errors: [403],
    handler: putSchedule,
  },
];
