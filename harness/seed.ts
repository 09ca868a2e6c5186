/**
 * Loads the demo marketplace into the Auth and Firestore emulators through the Admin SDK.
 * `npm start` runs it; the API and browser suites call `seedEmulators()` to start from it.
 */
import { initializeApp, getApps } from 'firebase-admin/app';
import type { App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, Timestamp, getFirestore } from 'firebase-admin/firestore';
import { newReviewOf, ratingAggregateOf, ratingFieldsOf, withReview } from '@meramot/domain/review';
import type { RatingAggregate } from '@meramot/domain/review';
import { e164BdMobile } from '@meramot/domain/phone-auth';
import { indexedServiceListingOf } from '@meramot/domain/service';
import { setAdminClaim } from './admin-claim';
import { EMULATOR_HOSTS, PROJECT_ID } from './emulators';
import { dhakaDateOf, windowStart } from '@meramot/domain/booking-time';
import {
  addDays,
  windowHolderPath,
  windowMovePath,
  windowPlacesId,
  windowPlacesPath,
} from '@meramot/domain/availability';
import {
  SEED_ACCOUNTS,
  SEED_APPOINTMENTS,
  SEED_BOOKINGS,
  SEED_SCHEDULES,
  SEED_PHONE_ACCOUNTS,
  SEED_SERVICES,
} from './seed-data';

process.env.FIRESTORE_EMULATOR_HOST ??= EMULATOR_HOSTS.firestore;
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= EMULATOR_HOSTS.auth;

export function adminApp(): App {
  return getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
}

export interface SeedResult {
  uids: Record<string, string>;
  serviceIds: Record<string, string>;
  bookingIds: string[];
}

/** Empties the emulators' Firestore and Auth of this project. */
export async function clearEmulators(): Promise<void> {
  const firestore = process.env.FIRESTORE_EMULATOR_HOST;
  const auth = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  for (const url of [
    `http://${firestore}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`,
    `http://${auth}/emulator/v1/projects/${PROJECT_ID}/accounts`,
  ]) {
    const response = await fetch(url, { method: 'DELETE' });
    if (!response.ok) throw new Error(`Clearing ${url} failed: ${response.status}`);
  }
}

/**
 * The seed photos are paths on this site (what the app and the rules accept). The Admin SDK
 * refuses a URL that is not absolute, so the emulator's REST API sets them.
 */
async function setPhotoURL(uid: string, photoURL: string): Promise<void> {
  const url = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({ localId: uid, photoUrl: photoURL }),
  });
  if (!response.ok) throw new Error(`Setting the photo of ${uid} failed: ${response.status}`);
}

const DAY_MS = 24 * 60 * 60 * 1000;

function daysFromNow(days: number): Date {
  const date = new Date(Date.now() + days * DAY_MS);
  date.setUTCHours(10, 0, 0, 0);
  return date;
}

export async function seedEmulators(): Promise<SeedResult> {
  await clearEmulators();
  const app = adminApp();
  const auth = getAuth(app);
  const db = getFirestore(app);

  const uids: Record<string, string> = {};
  for (const account of SEED_ACCOUNTS) {
    const user = await auth.createUser({
      email: account.email,
      password: account.password,
      displayName: account.name,
      emailVerified: true,
      // Verified, as if linked by code from My Profile: bookings carry only verified numbers.
      phoneNumber: e164BdMobile(account.phone) ?? undefined,
    });
    await setPhotoURL(user.uid, account.photoURL);
    await db.collection('users').doc(user.uid).set({
      displayName: account.name,
      photoURL: account.photoURL,
      phone: account.phone,
      phoneVerified: true,
      updatedAt: FieldValue.serverTimestamp(),
    });
    if (account.admin) await setAdminClaim(auth, { kind: 'email', value: account.email }, true);
    uids[account.key] = user.uid;
  }
  for (const account of SEED_PHONE_ACCOUNTS) {
    const phoneNumber = e164BdMobile(account.phone);
    if (!phoneNumber) throw new Error(`Seed phone account ${account.key} has no BD number`);
    const user = await auth.createUser({ phoneNumber, displayName: account.name });
    await db.collection('users').doc(user.uid).set({
      displayName: account.name,
      photoURL: '',
      phone: account.phone,
      phoneVerified: true,
      updatedAt: FieldValue.serverTimestamp(),
    });
    uids[account.key] = user.uid;
  }
  const accountOf = (key: string) => {
    const account = SEED_ACCOUNTS.find((a) => a.key === key);
    if (!account) throw new Error(`Seed data names an unknown account: ${key}`);
    return account;
  };

  const serviceIds: Record<string, string> = {};
  const batch = db.batch();
  // Older first, so "newest first" lists show the seed in its written order reversed.
  SEED_SERVICES.forEach((service, index) => {
    const provider = accountOf(service.provider);
    const ref = db.collection('services').doc();
    const at = Timestamp.fromMillis(Date.now() - (SEED_SERVICES.length - index) * 60_000);
    const profile = { name: provider.name, email: provider.email, photoURL: provider.photoURL };
    batch.set(ref, {
      ...indexedServiceListingOf(uids[service.provider] ?? '', profile, service.fields),
      createdAt: at,
      updatedAt: at,
    });
    serviceIds[service.key] = ref.id;
  });

  const bookingIds: string[] = [];
  const reviewed: {
    bookingId: string;
    booking: (typeof SEED_BOOKINGS)[number];
    service: string;
  }[] = [];
  for (const booking of SEED_BOOKINGS) {
    const service = SEED_SERVICES.find((s) => s.key === booking.service);
    if (!service) throw new Error(`Seed booking names an unknown service: ${booking.service}`);
    const provider = accountOf(service.provider);
    const customer = accountOf(booking.customer);
    const ref = db.collection('bookings').doc();
    batch.set(ref, {
      serviceId: serviceIds[service.key],
      serviceName: service.fields.serviceName,
      serviceImg: service.fields.serviceImgURL,
      pEmail: provider.email,
      pName: provider.name,
      uEmail: customer.email,
      uName: customer.name,
      uPhone: customer.phone,
      // What the booking-contact trigger copies onto a new booking.
      pPhone: provider.phone,
      // The evening window (16:00 Dhaka) of that day, as a booking made in the app stores it.
      sDate: windowStart(dhakaDateOf(daysFromNow(booking.daysFromNow).getTime()), 'evening'),
      timeWindow: 'evening',
      provideArea: booking.area,
      price: service.fields.servicePrice,
      serviceStatus: booking.status,
      // The row's copy of its review's stars, as the review's plan writes it (BookingCopies).
      ...(booking.review && { reviewStars: booking.review.stars }),
      customerUid: uids[booking.customer],
      providerUid: uids[service.provider],
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    bookingIds.push(ref.id);
    if (booking.review) reviewed.push({ bookingId: ref.id, booking, service: service.key });
  }

  // The reviews of the Completed bookings, and the ratings they make (written over the zero
  // ratings of the listings above, in the same batch).
  const ratings = new Map<string, RatingAggregate>();
  const rate = (path: string, stars: number) =>
    ratings.set(path, withReview(ratingAggregateOf(ratings.get(path)), stars));
  reviewed.forEach(({ bookingId, booking, service }, index) => {
    const review = booking.review;
    const serviceId = serviceIds[service] ?? '';
    const providerUid = uids[SEED_SERVICES.find((s) => s.key === service)?.provider ?? ''] ?? '';
    if (!review) return;
    const at = Timestamp.fromMillis(Date.now() - (reviewed.length - index) * 3_600_000);
    batch.set(db.collection('reviews').doc(bookingId), {
      ...newReviewOf(
        {
          providerUid,
          serviceId,
          uName: accountOf(booking.customer).name,
        },
        review,
      ),
      createdAt: at,
      updatedAt: at,
      reply: review.reply ? { text: review.reply, createdAt: at } : null,
    });
    rate(`services/${serviceId}`, review.stars);
    rate(`providers/${providerUid}`, review.stars);
  });
  for (const [path, aggregate] of ratings) {
    batch.set(db.doc(path), { ...ratingFieldsOf(aggregate) }, { merge: true });
  }

  // The providers' schedules, and the places their open bookings of today onwards hold.
  const today = dhakaDateOf(Date.now());
  for (const schedule of SEED_SCHEDULES) {
    const providerUid = uids[schedule.provider] ?? '';
    batch.set(db.collection('schedules').doc(providerUid), {
      week: schedule.week,
      daysOff: schedule.daysOff.map((range) => ({
        start: addDays(today, range.fromDays),
        end: addDays(today, range.toDays),
        note: range.note,
      })),
      updatedAt: FieldValue.serverTimestamp(),
    });
    SEED_BOOKINGS.forEach((booking, index) => {
      const service = SEED_SERVICES.find((s) => s.key === booking.service);
      const date = dhakaDateOf(daysFromNow(booking.daysFromNow).getTime());
      if (service?.provider !== schedule.provider || date < today) return;
      const bookingId = bookingIds[index] ?? '';
      const placeId = windowPlacesId(date, 'evening');
      const updatedAt = FieldValue.serverTimestamp();
      // The place as planTakePlace writes it: the count, its move, the customer's places.
      batch.set(
        db.doc(windowPlacesPath(providerUid, date, 'evening')),
        { date, window: 'evening', taken: FieldValue.increment(1), updatedAt },
        { merge: true },
      );
      batch.set(db.doc(windowMovePath(providerUid, placeId)), {
        lastBookingId: bookingId,
        updatedAt,
      });
      batch.set(
        db.doc(windowHolderPath(providerUid, placeId, uids[booking.customer] ?? '')),
        { bookingIds: FieldValue.arrayUnion(bookingId), lastBookingId: bookingId, updatedAt },
        { merge: true },
      );
    });
  }

  for (const appointment of SEED_APPOINTMENTS) {
    batch.set(db.collection('appointments').doc(), {
      ...appointment.fields,
      date: daysFromNow(appointment.daysFromNow).toISOString().slice(0, 10),
      uid: appointment.sender ? uids[appointment.sender] : null,
      createdAt: FieldValue.serverTimestamp(),
    });
  }
  await batch.commit();
  return { uids, serviceIds, bookingIds };
}
