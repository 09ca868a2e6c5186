/**
 * Verified numbers on bookings (issue 22) over HTTP: POST /bookServices records only a number
 * the caller's account verified by code (the ID token's phone_number), and an account made with
 * a mobile number alone books with no e-mail.
 */
import { getAuth } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { windowStart, dhakaDateOf } from '@meramot/domain/booking-time';
import { SEED_SERVICES } from '../../harness/seed-data';
import { adminDb } from '../../harness/firestore-admin';
import { signInWithPhone, signUp, unlinkPhone } from '../../harness/id-token';
import { callApi, cookieFrom } from '../../harness/api-client';
import { adminApp } from '../../harness/seed';
import { seedAndSignIn } from '../support/seeded';
import type { Seeded } from '../support/seeded';
import { refusedBody } from '../support/refusals';

let seeded: Seeded;

beforeAll(async () => {
  seeded = await seedAndSignIn();
});

const TOMORROW_EVENING = windowStart(dhakaDateOf(Date.now() + 86_400_000), 'evening');
const body = () => ({
  serviceId: seeded.serviceIds.kitchen ?? '',
  sDate: TOMORROW_EVENING,
  provideArea: 'House 12, Road 3, Bashundhara',
  price: SEED_SERVICES.find((s) => s.key === 'kitchen')?.fields.servicePrice ?? 0,
  uName: 'Mitu Akter',
});
const bookingsOf = async (uid: string) =>
  (await adminDb().collection('bookings').where('customerUid', '==', uid).get()).size;
const profileOf = (phone: string) => ({
  displayName: 'Mitu Akter',
  photoURL: '',
  phone,
  updatedAt: Timestamp.now(),
});

describe('POST /jwt for an account made with a mobile number alone', () => {
  it("starts a session with the e-mail '' and refuses another account's e-mail", async () => {
    const account = await signInWithPhone('+8801711000082');
    const session = await callApi('/jwt', {
      method: 'POST',
      token: account.idToken,
      body: { email: '' },
    });
    expect(session.status).toBe(200);
    expect(session.headers.getSetCookie().join()).toContain('__session=');
    const other = await callApi('/jwt', {
      method: 'POST',
      token: account.idToken,
      body: { email: 'farhana@meramot.test' },
    });
    expect(other.status).toBe(403);
  });

  it("refuses '' from an account that has an e-mail", async () => {
    const result = await callApi('/jwt', {
      method: 'POST',
      token: seeded.users.farhana?.idToken,
      body: { email: '' },
    });
    expect(result.status).toBe(403);
    expect(result.json).toEqual(refusedBody('emailNotOwn', { name: 'email' }));
  });
});

describe('POST /bookServices with verified numbers only', () => {
  it('refuses (403) a profile number the account never verified, writing nothing', async () => {
    const customer = await signUp('unverified@meramot.test', 'Unverified1', 'Mitu Akter');
    await adminDb().doc(`users/${customer.uid}`).set(profileOf('01711000077'));
    const result = await callApi('/bookServices', {
      method: 'POST',
      token: customer.idToken,
      body: body(),
    });
    expect(result.status).toBe(403);
    expect(result.json).toEqual(refusedBody('verifiedPhoneRequired'));
    expect(await bookingsOf(customer.uid)).toBe(0);
  });

  it('refuses (403) a profile claiming a number other than the verified one', async () => {
    const customer = await signUp(
      'other-number@meramot.test',
      'OtherNumber1',
      'Mitu Akter',
      '+8801711000078',
    );
    await adminDb().doc(`users/${customer.uid}`).set(profileOf('01711000079'));
    const result = await callApi('/bookServices', {
      method: 'POST',
      token: customer.idToken,
      body: body(),
    });
    expect(result.status).toBe(403);
    expect(result.json).toEqual(refusedBody('verifiedPhoneRequired'));
    expect(await bookingsOf(customer.uid)).toBe(0);
  });

  it('books with the verified number in its 01 form once linked', async () => {
    const customer = await signUp('linked@meramot.test', 'Linked1', 'Mitu Akter', '+8801711000080');
    await adminDb().doc(`users/${customer.uid}`).set(profileOf('01711000080'));
    const result = await callApi<{ insertedId: string }>('/bookServices', {
      method: 'POST',
      token: customer.idToken,
      body: body(),
    });
    expect(result.status).toBe(200);
    const booking = (await adminDb().doc(`bookings/${result.json.insertedId}`).get()).data();
    expect(booking?.uPhone).toBe('01711000080');
    expect(booking?.uEmail).toBe('linked@meramot.test');
  });

  it('books for an account made with a mobile number alone, its e-mail empty', async () => {
    const customer = await signInWithPhone('+8801711000081');
    await adminDb().doc(`users/${customer.uid}`).set(profileOf('01711000081'));
    const result = await callApi<{ insertedId: string }>('/bookServices', {
      method: 'POST',
      token: customer.idToken,
      body: body(),
    });
    expect(result.status).toBe(200);
    const booking = (await adminDb().doc(`bookings/${result.json.insertedId}`).get()).data();
    expect(booking).toMatchObject({ uEmail: '', uPhone: '01711000081', uName: 'Mitu Akter' });
  });
});

describe('POST /bookServices after the number is unlinked from the account', () => {
  it('refuses (403) the unlinked number through a session cookie and an ID token of before', async () => {
    const customer = await signUp(
      'unlinked@meramot.test',
      'Unlinked1',
      'Mitu Akter',
      '+8801711000084',
    );
    await adminDb()
      .doc(`users/${customer.uid}`)
      .set({ ...profileOf('01711000084'), phoneVerified: true });
    const session = await callApi('/jwt', {
      method: 'POST',
      token: customer.idToken,
      body: { email: 'unlinked@meramot.test' },
    });
    const cookie = cookieFrom(session);
    expect(cookie).toBeDefined();
    await unlinkPhone(customer.uid);
    for (const credential of [{ cookie }, { token: customer.idToken }]) {
      const result = await callApi('/bookServices', {
        method: 'POST',
        ...credential,
        body: body(),
      });
      expect(result.status).toBe(403);
      expect(result.json).toEqual(refusedBody('verifiedPhoneRequired'));
    }
    expect(await bookingsOf(customer.uid)).toBe(0);
  });
});

describe('POST /unlinkPhone: the number leaves the account, and its sessions end', () => {
  it('unlinks, marks the profile unverified and revokes the cookie and ID tokens of before', async () => {
    const customer = await signUp(
      'unlinks@meramot.test',
      'Unlinks1',
      'Mitu Akter',
      '+8801711000085',
    );
    await adminDb()
      .doc(`users/${customer.uid}`)
      .set({ ...profileOf('01711000085'), phoneVerified: true });
    const session = await callApi('/jwt', {
      method: 'POST',
      token: customer.idToken,
      body: { email: 'unlinks@meramot.test' },
    });
    const cookie = cookieFrom(session);
    expect(cookie).toBeDefined();
    const unlinked = await callApi('/unlinkPhone', { method: 'POST', cookie });
    expect(unlinked.status).toBe(200);
    expect(unlinked.json).toEqual({ success: true });
    expect(unlinked.headers.getSetCookie().join()).toMatch(/__session=;/);
    expect((await getAuth(adminApp()).getUser(customer.uid)).phoneNumber).toBeUndefined();
    const profile = (await adminDb().doc(`users/${customer.uid}`).get()).data();
    expect(profile).toMatchObject({ phone: '01711000085', phoneVerified: false });
    // The rules' mark: ID tokens minted before it no longer vouch for their phone_number.
    const payload = customer.idToken.split('.')[1] ?? '';
    const { iat } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { iat: number };
    expect((profile?.phoneUnlinkedAt as Timestamp).toMillis()).toBeGreaterThanOrEqual(iat * 1000);
    for (const credential of [{ cookie }, { token: customer.idToken }]) {
      const result = await callApi('/bookServices', {
        method: 'POST',
        ...credential,
        body: body(),
      });
      expect(result.status).toBe(401);
    }
    expect(await bookingsOf(customer.uid)).toBe(0);
  });

  it('refuses (409) to unlink the number an account signs in with alone, changing nothing', async () => {
    const customer = await signInWithPhone('+8801711000086');
    const result = await callApi('/unlinkPhone', { method: 'POST', token: customer.idToken });
    expect(result.status).toBe(409);
    expect(result.json).toEqual(refusedBody('phoneOnlySignIn'));
    expect((await getAuth(adminApp()).getUser(customer.uid)).phoneNumber).toBe('+8801711000086');
    const still = await callApi('/jwt', {
      method: 'POST',
      token: customer.idToken,
      body: { email: '' },
    });
    expect(still.status).toBe(200);
  });

  it('answers 401 to a visitor', async () => {
    expect((await callApi('/unlinkPhone', { method: 'POST' })).status).toBe(401);
  });
});

describe('POST /addService from an account made with a mobile number alone', () => {
  const listing = (email: string) => ({
    provider: {
      name: 'Jamal Sheikh',
      email,
      photoURL: '',
      service: {
        serviceImgURL: 'https://i.ibb.co/x/geyser.jpg',
        serviceName: 'Geyser Installation',
        serviceArea: 'Motijheel, Dhaka',
        servicePrice: 1100,
        description: 'Electric and gas geyser installation with a leak test.',
        category: 'appliance-repair',
        district: 'dhaka',
      },
    },
  });

  it("lists with provider.email '' and refuses anyone else's e-mail", async () => {
    const provider = await signInWithPhone('+8801711000083');
    const refused = await callApi('/addService', {
      method: 'POST',
      token: provider.idToken,
      body: listing('rahim@meramot.test'),
    });
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual(refusedBody('emailNotOwn', { name: 'provider.email' }));
    const listed = await callApi<{ insertedId: string }>('/addService', {
      method: 'POST',
      token: provider.idToken,
      body: listing(''),
    });
    expect(listed.status).toBe(200);
    const stored = (await adminDb().doc(`services/${listed.json.insertedId}`).get()).data();
    expect(stored).toMatchObject({ providerUid: provider.uid, provider: { email: '' } });
    await adminDb().doc(`services/${listed.json.insertedId}`).delete();
  });
});
