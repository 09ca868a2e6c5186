/**
 * Every Firestore access of the provider's schedule screen (issue 21): their schedule, live; its
 * save, as planScheduleEdit plans it; and the places taken in their windows, to show a window
 * booked beyond a lowered capacity. Every function takes the database it works on, so the rules
 * suite runs these same reads and writes.
 */
import {
  collection,
  doc,
  limit,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  where,
} from 'firebase/firestore';
import type { Firestore, Query, Unsubscribe } from 'firebase/firestore';
import {
  AVAILABILITY_READ_LIMIT,
  planScheduleEdit,
  scheduleFromDoc,
} from '@meramot/domain/availability';
import type { ScheduleInput, WindowPlacesDoc } from '@meramot/domain/availability';
import { ScheduleError } from './schedule-error';

/** The provider's schedule, live: null until they first save one. */
export function watchMySchedule(
  db: Firestore,
  uid: string,
  onData: (schedule: ScheduleInput | null) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return onSnapshot(
    doc(db, 'schedules', uid),
    (snapshot) => onData(scheduleFromDoc(snapshot.data())),
    onError,
  );
}

/**
 * Saves the signed-in provider's schedule (planScheduleEdit: known weekdays and windows,
 * capacities 1 to MAX_WINDOW_CAPACITY, days off in order and within a year). Throws ScheduleError
 * with the domain's reason; existing bookings are never touched.
 */
export async function saveSchedule(
  db: Firestore,
  uid: string,
  input: ScheduleInput,
): Promise<void> {
  const plan = planScheduleEdit(uid, uid, input, Date.now());
  if (!plan.ok) throw new ScheduleError(plan.refusal);
  await setDoc(doc(db, plan.path), { ...plan.data, updatedAt: serverTimestamp() });
}

/** The places taken in `uid`'s windows from `from` to `to` (Dhaka dates), by date. */
export function windowPlacesQuery(
  db: Firestore,
  uid: string,
  range: { from: string; to: string },
): Query {
  return query(
    collection(db, 'schedules', uid, 'windows'),
    where('date', '>=', range.from),
    where('date', '<=', range.to),
    orderBy('date'),
    limit(AVAILABILITY_READ_LIMIT),
  );
}

/** The places taken in the provider's windows from `from` to `to` (Dhaka dates), live. */
export function watchMyWindows(
  db: Firestore,
  uid: string,
  range: { from: string; to: string },
  onData: (places: WindowPlacesDoc[]) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return onSnapshot(
    windowPlacesQuery(db, uid, range),
    (snapshot) => onData(snapshot.docs.map((entry) => entry.data() as WindowPlacesDoc)),
    onError,
  );
}
