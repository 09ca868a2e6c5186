/**
 * Every Firestore access of the bookings feature (docs/data-model.md, docs/architecture.md "Security"):
 * the customer's and the provider's bookings, live and always filtered by the signed-in uid as
 * the rules require, the listing of the service being booked, booking a service and the
 * status changes of either party. Every function takes
 * the database it works on, so the rules suite runs these same reads and writes.
 */
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  startAfter,
  updateDoc,
  where,
} from 'firebase/firestore';
import type {
  Firestore,
  Query,
  QueryDocumentSnapshot,
  QuerySnapshot,
  Transaction,
  Unsubscribe,
} from 'firebase/firestore';
import {
  AVAILABILITY_READ_LIMIT,
  availabilityOf,
  givesPlaceBack,
  planGiveBack,
  planTakePlace,
  scheduleFromDoc,
  windowHolderPath,
  windowMovePath,
  windowPlacesId,
  windowPlacesPath,
} from '@meramot/domain/availability';
import type {
  DayAvailability,
  PlaceWrite,
  ScheduleInput,
  WindowHolderDoc,
  WindowPlacesDoc,
} from '@meramot/domain/availability';
import { slotOfStart } from '@meramot/domain/booking-time';
import { keyedIdOf } from '@meramot/domain/keyed-id';
import type { User } from 'firebase/auth';
import {
  isPriceSeen,
  isSameBookingAsked,
  newBookingOf,
  ownsService,
} from '@meramot/domain/booking';
import { billSummaryOf, impliedBillOf } from '@meramot/domain/bill';
import { statusUpdateOf } from '@meramot/domain/booking-status';
import type { MovedBookingStatus } from '@meramot/domain/booking-status';
import { bookingRowFromDoc, listedServiceFromDoc } from '@meramot/domain/entities';
import type { Booking, BookingDoc, ListedService, ServiceDoc } from '@meramot/domain/entities';
import { commissionRateOf } from '@meramot/domain/ledger';
import type { CommissionConfigDoc } from '@meramot/domain/ledger';
import { DASHBOARD_PAGE_SIZE } from '@meramot/domain/list-limits';
import { bookingNameOf } from '@meramot/domain/person-name';
import { accountEmailOf, bookingPhoneOf, currentTokenPhoneOf } from '@meramot/domain/phone-auth';
import type { ProfileDoc } from '@meramot/domain/profile';
import type { BookingRequestValues } from '@meramot/domain/schemas';
import { newCreateId } from '../../lib/create-id';
import { countCreate } from '../../lib/rate-counter';
import { BookingIdUsedError } from './booking-id';
import { OwnServiceError } from './own-service';
import { PriceChangedError } from './price-changed';
import { PhoneNotVerifiedError, PhoneRequiredError } from './phone-required';
import { NameRequiredError } from './name-required';
import { WindowClosedError } from './window-closed';
import { RefusedError } from '../../lib/refused-error';

/** Whose bookings: those I made (customer) or those made to me (provider). */
export type BookingRole = 'customer' | 'provider';

const UID_FIELD: Record<BookingRole, 'customerUid' | 'providerUid'> = {
  customer: 'customerUid',
  provider: 'providerUid',
};

/**
 * Where a page of a dashboard's bookings starts: the last row of the page before it (opaque; the
 * query orders by it and the document's id, so no row is read twice or skipped).
 */
export type BookingsCursor = QueryDocumentSnapshot;

/** One page of a dashboard: its bookings, newest first, and the cursor of the page after it. */
export interface BookingsPage {
  bookings: Booking[];
  /** The last row (null for an empty page): the next page starts after it. */
  last: BookingsCursor | null;
}

/**
 * The newest `count` bookings of `uid` in `role`, or those older than `after` (a Load more), newest
 * first. A page after the first never reads the rows already shown.
 */
export function bookingsQuery(
  db: Firestore,
  role: BookingRole,
  uid: string,
  count: number,
  after?: BookingsCursor | null,
): Query {
  const base = [where(UID_FIELD[role], '==', uid), orderBy('createdAt', 'desc')] as const;
  return after
    ? query(collection(db, 'bookings'), ...base, startAfter(after), limit(count))
    : query(collection(db, 'bookings'), ...base, limit(count));
}

const pageOf = (snapshot: QuerySnapshot): BookingsPage => ({
  bookings: snapshot.docs.map((entry) => bookingRowFromDoc(entry.id, entry.data() as BookingDoc)),
  last: snapshot.docs.at(-1) ?? null,
});

/** One page of `uid`'s bookings in `role`, read once (bookingsQuery). */
export async function getBookings(
  db: Firestore,
  role: BookingRole,
  uid: string,
  count = DASHBOARD_PAGE_SIZE,
  after?: BookingsCursor | null,
): Promise<BookingsPage> {
  return pageOf(await getDocs(bookingsQuery(db, role, uid, count, after)));
}

/**
 * One page of `uid`'s bookings in `role`, live (the rules refuse a list above
 * DASHBOARD_LIST_LIMIT): the newest `count`, or the `count` older than `after`. One listener a
 * page: what a row shows of its review and its bill travels on the booking itself
 * (docs/data-model.md), so no row opens a listener of its own. Returns the unsubscribe function.
 */
export function watchBookings(
  db: Firestore,
  role: BookingRole,
  uid: string,
  onNext: (bookings: Booking[], last: BookingsCursor | null) => void,
  onError: (error: Error) => void,
  count = DASHBOARD_PAGE_SIZE,
  after?: BookingsCursor | null,
): Unsubscribe {
  return onSnapshot(
    bookingsQuery(db, role, uid, count, after),
    (snapshot) => {
      const page = pageOf(snapshot);
      onNext(page.bookings, page.last);
    },
    onError,
  );
}

/**
 * The service as listed, live, with the uid of its provider (which decides whether it is the
 * customer's own), or null when there is none. The API's wire shape leaves the uid out.
 */
export function watchServiceListing(
  db: Firestore,
  serviceId: string,
  onData: (service: ListedService | null) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return onSnapshot(
    doc(db, 'services', serviceId),
    (snapshot) =>
      onData(
        snapshot.exists() ? listedServiceFromDoc(snapshot.id, snapshot.data() as ServiceDoc) : null,
      ),
    onError,
  );
}

/**
 * Books `serviceId` for the signed-in customer. The provider, price, name and image are copied
 * from the service document itself (the rules compare them), so a stale screen cannot book at
 * an old price. The customer's number is their profile's (the rules compare it). Throws
 * OwnServiceError for one's own service, PriceChangedError when `request.price` (the price the
 * dialog showed) is not the service's now, NameRequiredError when neither the account nor the
 * profile has a name (bookingNameOf), PhoneRequiredError without a profile number,
 * WindowClosedError for a window the provider's schedule closes or that is full (planTakePlace,
 * whose place is taken in the same transaction), a RefusedError when the customer already holds
 * their places in it; PhoneNotVerifiedError when the account has not verified its number by
 * code; resolves to the new booking id. `requestKey` is the form's (newCreateId): the id is the
 * customer's keyedIdOf it (the rules check that it is theirs), so a repeat whose first write
 * landed answers that booking and writes nothing.
 */
export async function bookService(
  db: Firestore,
  serviceId: string,
  customer: Pick<User, 'uid' | 'email' | 'displayName'> & {
    phoneNumber?: string | null;
    getIdTokenResult?: User['getIdTokenResult'];
  },
  request: BookingRequestValues & { price?: number },
  requestKey: string = newCreateId(),
): Promise<string> {
  const serviceSnap = await getDoc(doc(db, 'services', serviceId));
  if (!serviceSnap.exists()) throw new Error(`Service ${serviceId} no longer exists`);
  const service = serviceSnap.data() as ServiceDoc;
  if (ownsService(service, customer.uid)) throw new OwnServiceError();
  if (!isPriceSeen(request.price, service.service.servicePrice)) {
    throw new PriceChangedError(service.service.servicePrice);
  }
  const profileSnap = await getDoc(doc(db, 'users', customer.uid));
  const profile = profileSnap.data() as Partial<ProfileDoc> | undefined;
  // Reviews are signed with this name: one the customer gave, never their e-mail address.
  const name = bookingNameOf(customer.displayName, profile?.displayName);
  if (name === null) throw new NameRequiredError();
  // Only a number Auth verified (its token's phone_number) reaches the provider.
  // The token's number counts only if no unlink came after the token (currentTokenPhoneOf);
  // a customer without a token at hand (the rules suite's) is judged by the rules alone.
  const issuedAtSeconds = customer.getIdTokenResult
    ? Date.parse((await customer.getIdTokenResult()).issuedAtTime) / 1000
    : Number.POSITIVE_INFINITY;
  const unlinkedAt = profile?.phoneUnlinkedAt as { toMillis(): number } | undefined;
  const tokenPhone = currentTokenPhoneOf(
    customer.phoneNumber,
    issuedAtSeconds,
    unlinkedAt?.toMillis(),
  );
  const phone = bookingPhoneOf(profile, tokenPhone);
  if (!phone.ok) throw phone.missing ? new PhoneRequiredError() : new PhoneNotVerifiedError();

  const email = accountEmailOf(customer.email);
  const booking = newBookingOf(
    serviceId,
    service,
    { uid: customer.uid, email, name, phone: phone.phone },
    request,
  );
  const ref = doc(db, 'bookings', keyedIdOf(customer.uid, requestKey));
  const slot = slotOfStart(booking.sDate);
  // The booking and the place it takes in its provider's window (planTakePlace), together.
  await runPlacesTransaction(
    db,
    { providerUid: booking.providerUid, customerUid: customer.uid },
    slot,
    async (transaction, places, holder) => {
      // A repeat whose first write landed (its answer was lost) finds it and writes nothing.
      const first = await transaction.get(ref);
      if (first.exists()) {
        if (!isSameBookingAsked(first.data() as BookingDoc, booking))
          throw new BookingIdUsedError();
        return null;
      }
      // The booking counts against the customer's limit in this same write (countCreate).
      const count = await countCreate(db, 'booking', customer.uid, ref.id, (counter) =>
        transaction.get(counter),
      );
      const scheduleSnap = await transaction.get(doc(db, 'schedules', booking.providerUid));
      const schedule = scheduleFromDoc(scheduleSnap.data());
      // A slot that is no window's start is the rules' to refuse; it takes no place.
      const plan = slot
        ? planTakePlace(
            schedule,
            places,
            holder,
            { id: ref.id, customerUid: customer.uid },
            slot.date,
            slot.window,
          )
        : ({ ok: true, write: null } as const);
      if (!plan.ok) {
        throw plan.reason === 'held'
          ? new RefusedError(plan.refusal)
          : new WindowClosedError(plan.reason, plan.refusal);
      }
      transaction.set(ref, {
        ...booking,
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      });
      count(transaction);
      return plan.write;
    },
  );
  return ref.id;
}

/**
 * A party moves a booking's status (checkStatusMove says who may make which move): only
 * `serviceStatus`, `updatedAt` and, with a cancel or a decline, the reason change.
 */
export async function changeBookingStatus(
  db: Firestore,
  bookingId: string,
  serviceStatus: MovedBookingStatus,
  reason?: string,
): Promise<void> {
  const ref = doc(db, 'bookings', bookingId);
  const update = { ...statusUpdateOf(serviceStatus, reason), updatedAt: serverTimestamp() };
  if (serviceStatus === 'Completed') {
    // Completed without a bill: its implied bill (the booked price) in the same write, which
    // books the ledger, as PATCH /statusChange does.
    await runTransaction(db, async (transaction) => {
      const booking = (await transaction.get(ref)).data() as BookingDoc | undefined;
      const config = await transaction.get(doc(db, 'config', 'commission'));
      const rateBps = commissionRateOf(config.data() as Partial<CommissionConfigDoc> | undefined);
      if (!booking) {
        transaction.update(ref, update);
        return;
      }
      const implied = impliedBillOf(booking, rateBps);
      // The row's copy of the bill travels on the booking (billSummaryOf).
      transaction.update(ref, { ...update, bill: billSummaryOf(implied) });
      transaction.set(doc(db, 'bills', bookingId), {
        ...implied,
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      });
    });
    return;
  }
  if (!givesPlaceBack(serviceStatus)) {
    await updateDoc(ref, update);
    return;
  }
  // A cancel or a decline gives the booking's place back (planGiveBack), in the same write.
  const bookingSnap = await getDoc(ref);
  const stored = bookingSnap.data() as Partial<BookingDoc> | undefined;
  const slot = stored?.sDate ? slotOfStart(stored.sDate) : null;
  const customerUid = stored?.customerUid ?? '';
  await runPlacesTransaction(
    db,
    { providerUid: stored?.providerUid ?? '', customerUid },
    slot,
    async (transaction, places, holder) => {
      transaction.update(ref, update);
      return slot
        ? planGiveBack(places, holder, { id: bookingId, customerUid }, slot.date, slot.window)
        : null;
    },
  );
}

/** Runs of a booking write that lost a race for a window's places, as reviews-data's. */
const PLACES_RACE_ATTEMPTS = 30;
const RACE_FIRST_PAUSE_MS = 50;
const RACE_MAX_PAUSE_MS = 1_000;

const isPermissionDenied = (error: unknown) =>
  (error as { code?: string } | null)?.code === 'permission-denied';

/** What was read of a window: a write that lost a race finds it changed. */
const placesKey = (places: WindowPlacesDoc | undefined, holder: WindowHolderDoc | undefined) =>
  JSON.stringify([places ?? null, holder ?? null]);

/**
 * A booking write with its window's counter and its customer's places there, in one transaction:
 * `write` plans from them as read (null: nothing to count) and makes the booking's own writes.
 * The rules judge the counter at commit, so a write that lost the race for a place is denied
 * rather than retried by the SDK: it runs again (bounded, with a growing random pause) while the
 * window has moved since it was read, and then the plan refuses a window that filled up meanwhile.
 */
async function runPlacesTransaction(
  db: Firestore,
  parties: { providerUid: string; customerUid: string },
  slot: ReturnType<typeof slotOfStart>,
  write: (
    transaction: Transaction,
    places: WindowPlacesDoc | undefined,
    holder: WindowHolderDoc | undefined,
  ) => Promise<PlaceWrite | null>,
): Promise<void> {
  const { providerUid, customerUid } = parties;
  const placeId = slot ? windowPlacesId(slot.date, slot.window) : null;
  const refs =
    slot && placeId && providerUid && customerUid
      ? {
          places: doc(db, windowPlacesPath(providerUid, slot.date, slot.window)),
          holder: doc(db, windowHolderPath(providerUid, placeId, customerUid)),
        }
      : null;
  const readKey = async () =>
    refs
      ? placesKey(
          (await getDoc(refs.places)).data() as WindowPlacesDoc | undefined,
          (await getDoc(refs.holder)).data() as WindowHolderDoc | undefined,
        )
      : undefined;
  for (let attempt = 1; ; attempt += 1) {
    let seen: string | undefined;
    try {
      await runTransaction(db, async (transaction) => {
        const places = refs
          ? ((await transaction.get(refs.places)).data() as WindowPlacesDoc | undefined)
          : undefined;
        const holder = refs
          ? ((await transaction.get(refs.holder)).data() as WindowHolderDoc | undefined)
          : undefined;
        seen = placesKey(places, holder);
        const placeWrite = await write(transaction, places, holder);
        if (placeWrite && refs) {
          const updatedAt = serverTimestamp();
          transaction.set(refs.places, { ...placeWrite.counter, updatedAt });
          transaction.set(doc(db, windowMovePath(providerUid, placeWrite.id)), {
            ...placeWrite.move,
            updatedAt,
          });
          transaction.set(refs.holder, { ...placeWrite.holder, updatedAt });
        }
      });
      return;
    } catch (error) {
      const lostRace =
        attempt < PLACES_RACE_ATTEMPTS &&
        isPermissionDenied(error) &&
        refs !== null &&
        seen !== undefined &&
        (await readKey()) !== seen;
      if (!lostRace) throw error;
      const cap = Math.min(RACE_MAX_PAUSE_MS, RACE_FIRST_PAUSE_MS * 2 ** (attempt - 1));
      await new Promise((resolve) => setTimeout(resolve, Math.random() * cap));
    }
  }
}

/** The places taken in `providerUid`'s windows from `from` to `to` (Dhaka dates), by date. */
export function providerWindowPlacesQuery(
  db: Firestore,
  providerUid: string,
  range: { from: string; to: string },
): Query {
  return query(
    collection(db, 'schedules', providerUid, 'windows'),
    where('date', '>=', range.from),
    where('date', '<=', range.to),
    orderBy('date'),
    limit(AVAILABILITY_READ_LIMIT),
  );
}

/**
 * The windows of a provider from `from` to `to` (Dhaka dates) as the booking dialog offers
 * them, live: the schedule and the counters of those dates (at most AVAILABILITY_READ_LIMIT),
 * each change answered with availabilityOf at that moment. Returns the unsubscribe function.
 */
export function watchProviderAvailability(
  db: Firestore,
  providerUid: string,
  range: { from: string; to: string },
  onData: (days: DayAvailability[]) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  let schedule: ScheduleInput | null | undefined;
  let places: WindowPlacesDoc[] | undefined;
  const answer = () => {
    if (schedule === undefined || places === undefined) return;
    onData(availabilityOf(schedule, places, range.from, range.to, Date.now()));
  };
  const stopSchedule = onSnapshot(
    doc(db, 'schedules', providerUid),
    (snapshot) => {
      schedule = scheduleFromDoc(snapshot.data());
      answer();
    },
    onError,
  );
  const stopPlaces = onSnapshot(
    providerWindowPlacesQuery(db, providerUid, range),
    (snapshot) => {
      places = snapshot.docs.map((entry) => entry.data() as WindowPlacesDoc);
      answer();
    },
    onError,
  );
  return () => {
    stopSchedule();
    stopPlaces();
  };
}
