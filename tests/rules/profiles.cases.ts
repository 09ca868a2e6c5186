/**
 * users/{uid}: a person's profile, read and written by its owner only; typed and bounded as
 * profileSchema (domain/src/profile.ts) has it, the number a Bangladeshi mobile one.
 */
import {
  Timestamp,
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import type { Firestore } from 'firebase/firestore';
import { expect } from 'vitest';
import { FIELD_LIMITS } from '@meramot/domain/constants';
import { LEGAL_VERSION } from '@meramot/domain/legal';
import type { ProfileValues } from '@meramot/domain/profile';
import { app, firstSnapshot } from './app-data';
import { ACTORS, USERS, actingWithClaims, dataOf, withoutRules } from './support';
import type { Actor, Case } from './support';

/** Alice's profile as the seed holds it. */
export const ALICE_PROFILE = {
  displayName: USERS.alice.name,
  photoURL: '',
  phone: '01711000000',
};

/** Her verified number (her token's phone_number) written in its +880 form. */
const valid = (change: Partial<ProfileValues> = {}): ProfileValues => ({
  ...ALICE_PROFILE,
  phone: '+8801711000000',
  ...change,
});

/** The My Profile page's save (the app's saveProfile) of `uid`'s profile. */
const saves =
  (uid: string, change: Partial<ProfileValues> = {}, tokenPhone: string | null = null) =>
  (db: Firestore) =>
    app.profile.saveProfile(db, uid, valid(change), tokenPhone);

/** The same write by hand, with what the app never sends. */
const writes = (change: Record<string, unknown>) => (db: Firestore) =>
  setDoc(doc(db, `users/${USERS.alice.uid}`), {
    ...valid(),
    phoneVerified: true,
    updatedAt: serverTimestamp(),
    ...change,
  });

const ALICE_TOKEN_PHONE = '+8801711000000';

/** Signing up: the app's saveProfile recording the privacy policy and terms accepted. */
const accepts = (db: Firestore) =>
  app.profile.saveProfile(db, USERS.alice.uid, valid(), ALICE_TOKEN_PHONE, true);

const aliceProfile = async (db: Firestore) =>
  dataOf(await getDoc(doc(db, `users/${USERS.alice.uid}`)));

/** The acceptance of the privacy policy and terms (domain/src/legal.ts; rules: validConsent). */
const consentCases: Case[] = [
  {
    actor: 'alice',
    does: 'record on signing up that she accepted the current privacy policy and terms',
    allowed: true,
    run: accepts,
    check: async (_r, db) => {
      const profile = await aliceProfile(db);
      expect(profile?.legalVersion).toBe(LEGAL_VERSION);
      expect(profile?.legalAcceptedAt).toBeInstanceOf(Timestamp);
    },
  },
  {
    actor: 'alice',
    does: 'save her profile later, keeping the acceptance recorded',
    allowed: true,
    run: async (db) => {
      await accepts(db);
      const { legalAcceptedAt } = (await aliceProfile(db)) ?? {};
      await app.profile.saveProfile(db, USERS.alice.uid, valid(), ALICE_TOKEN_PHONE);
      return legalAcceptedAt;
    },
    check: async (acceptedAt, db) =>
      expect(await aliceProfile(db)).toMatchObject({
        legalVersion: LEGAL_VERSION,
        legalAcceptedAt: acceptedAt,
      }),
  },
  {
    actor: 'alice',
    does: 'take away the acceptance recorded',
    allowed: false,
    run: async (db) => {
      await accepts(db);
      await writes({})(db);
    },
  },
  {
    actor: 'alice',
    does: 'record an older version of the privacy policy and terms',
    allowed: false,
    run: writes({ legalVersion: '2020-01-01', legalAcceptedAt: serverTimestamp() }),
  },
  {
    actor: 'alice',
    does: 'record a version without the time she accepted it',
    allowed: false,
    run: writes({ legalVersion: LEGAL_VERSION }),
  },
  {
    actor: 'alice',
    does: 'record an older version without the time she accepted it',
    allowed: false,
    run: writes({ legalVersion: '2020-01-01' }),
  },
  {
    actor: 'alice',
    does: 'record the current version accepted at a time of her choosing',
    allowed: false,
    run: writes({ legalVersion: LEGAL_VERSION, legalAcceptedAt: Timestamp.fromMillis(0) }),
  },
  {
    actor: 'alice',
    does: 'record a time of acceptance without a version',
    allowed: false,
    run: writes({ legalAcceptedAt: serverTimestamp() }),
  },
];

const reads: Case[] = [
  ...ACTORS.map((actor: Actor): Case => ({
    actor,
    does: "read Alice's profile (and her number)",
    allowed: actor === 'alice',
    run: (db) =>
      firstSnapshot((onData, onError) =>
        app.profile.watchProfile(db, USERS.alice.uid, onData, onError),
      ),
    check: (profile) => expect(profile).toMatchObject(ALICE_PROFILE),
  })),
  ...ACTORS.map((actor: Actor): Case => ({
    actor,
    does: 'list every profile',
    allowed: false,
    run: (db) => getDocs(collection(db, 'users')),
  })),
  ...ACTORS.map((actor: Actor): Case => ({
    actor,
    does: "read Bob's profile (and his number)",
    allowed: actor === 'bob',
    run: (db) => getDoc(doc(db, `users/${USERS.bob.uid}`)),
    check: (snap) => expect(dataOf(snap)?.phone).toBe(USERS.bob.phone),
  })),
  {
    actor: 'admin',
    does: 'read his own profile before he has one (null)',
    allowed: true,
    run: (db) =>
      firstSnapshot((onData, onError) =>
        app.profile.watchProfile(db, USERS.admin.uid, onData, onError),
      ),
    check: (profile) => expect(profile).toBeNull(),
  },
];

const writesCases: Case[] = [
  {
    actor: 'alice',
    does: 'save her verified number in its +880 form, marked verified',
    allowed: true,
    run: saves(USERS.alice.uid, {}, ALICE_TOKEN_PHONE),
    check: async (_r, db) =>
      expect(dataOf(await getDoc(doc(db, `users/${USERS.alice.uid}`)))).toMatchObject({
        phone: '+8801711000000',
        phoneVerified: true,
      }),
  },
  {
    actor: 'alice',
    does: 'save her verified number in its 01 form, marked verified',
    allowed: true,
    run: saves(USERS.alice.uid, { phone: '01711000000' }, ALICE_TOKEN_PHONE),
  },
  {
    actor: 'admin',
    does: 'create his profile with an 01 number typed with spaces and dashes (unverified)',
    allowed: true,
    run: saves(USERS.admin.uid, { phone: '01911-222 333' }),
    check: async (_r, db) =>
      expect(dataOf(await getDoc(doc(db, `users/${USERS.admin.uid}`)))).toMatchObject({
        phone: '01911222333',
        phoneVerified: false,
      }),
  },
  // Only Auth makes a number verified (planProfileWrite, domain/src/phone-auth.ts).
  {
    actor: 'alice',
    does: 'save a number other than the one her account verified',
    allowed: false,
    run: writes({ phone: '01811222333', phoneVerified: false }),
  },
  {
    actor: 'alice',
    does: 'save a number other than the one her account verified, marked verified',
    allowed: false,
    run: writes({ phone: '01811222333' }),
  },
  {
    actor: 'alice',
    does: 'save her verified number marked unverified',
    allowed: false,
    run: writes({ phoneVerified: false }),
  },
  {
    actor: 'alice',
    does: 'save her verified number without the flag',
    allowed: false,
    run: (db) =>
      setDoc(doc(db, `users/${USERS.alice.uid}`), { ...valid(), updatedAt: serverTimestamp() }),
  },
  {
    actor: 'alice',
    does: "save phoneVerified as the string 'true'",
    allowed: false,
    run: writes({ phoneVerified: 'true' }),
  },
  {
    actor: 'alice',
    token: 'unverified',
    does: 'mark her number verified before her account verified it',
    allowed: false,
    run: writes({}),
  },
  {
    actor: 'alice',
    token: 'unverified',
    does: 'save any number, unverified, before her account verified one',
    allowed: true,
    run: saves(USERS.alice.uid, { phone: '01811222333' }),
  },
  {
    actor: 'admin',
    does: 'mark a number verified that his account never verified',
    allowed: false,
    run: (db) =>
      setDoc(doc(db, `users/${USERS.admin.uid}`), {
        ...valid({ displayName: 'Admin', phone: '01911222333' }),
        phoneVerified: true,
        updatedAt: serverTimestamp(),
      }),
  },
  // After POST /unlinkPhone (which alone writes phoneUnlinkedAt) a token minted before it still
  // carries the number for its hour: it no longer makes the number verified.
  ...[
    ['her unlinked number marked verified, from a token minted before the unlink', -120, {}, false],
    [
      'her unlinked number unverified, from a token minted before the unlink',
      -120,
      { phoneVerified: false },
      true,
    ],
    ['her number marked verified, from a token minted after it was linked again', 120, {}, true],
    ['her profile without the unlink mark', 120, { phoneUnlinkedAt: deleteField() }, false],
    [
      'her profile with another unlink time',
      120,
      { phoneUnlinkedAt: Timestamp.fromMillis(1) },
      false,
    ],
  ].map(([what, offsetSeconds, change, allowed]): Case => ({
    actor: 'alice',
    does: `save ${String(what)}`,
    allowed: Boolean(allowed),
    run: async () => {
      const unlinkedAt = Timestamp.fromMillis(Date.now() - 60_000);
      await withoutRules((stored) =>
        updateDoc(doc(stored, 'users', USERS.alice.uid), { phoneUnlinkedAt: unlinkedAt }),
      );
      const iat = Math.floor(unlinkedAt.toMillis() / 1000) + Number(offsetSeconds);
      await setDoc(
        doc(actingWithClaims('alice', { iat }), 'users', USERS.alice.uid),
        {
          ...valid(),
          phoneVerified: true,
          updatedAt: serverTimestamp(),
          phoneUnlinkedAt: unlinkedAt,
          ...(change as object),
        },
        { merge: true },
      );
    },
  })),
  {
    actor: 'alice',
    does: 'mark her own number unlinked (only POST /unlinkPhone does)',
    allowed: false,
    run: writes({ phoneUnlinkedAt: serverTimestamp() }),
  },
  ...(['visitor', 'bob', 'carol', 'admin'] as const).map((actor): Case => ({
    actor,
    does: "save Alice's profile",
    allowed: false,
    run: saves(USERS.alice.uid),
  })),
  ...['01211000000', '1711000000', '+8801711', '017110000001', '+91 9876543210', ''].map(
    (phone): Case => ({
      actor: 'alice',
      // Without a verified number in the token, so that only the number's pattern decides.
      token: 'unverified',
      does: `save her profile with the number ${JSON.stringify(phone)} (no number verified)`,
      allowed: false,
      run: writes({ phone, phoneVerified: false }),
    }),
  ),
  {
    actor: 'alice',
    does: 'save a number that is not a string',
    allowed: false,
    run: writes({ phone: 1711000000 }),
  },
  {
    actor: 'alice',
    does: 'save a blank name',
    allowed: false,
    run: writes({ displayName: '   ' }),
  },
  {
    actor: 'alice',
    does: 'save a name of zero-width characters and a word joiner',
    allowed: false,
    run: writes({ displayName: '\u200b\u200c\u200d\u2060' }),
  },
  {
    actor: 'alice',
    does: 'save a name with a zero-width joiner inside its letters',
    allowed: true,
    run: writes({ displayName: 'Ali\u200dce' }),
  },
  {
    actor: 'alice',
    does: `save a ${FIELD_LIMITS.personName + 1}-character name`,
    allowed: false,
    run: writes({ displayName: 'x'.repeat(FIELD_LIMITS.personName + 1) }),
  },
  {
    actor: 'alice',
    does: 'save an https photo',
    allowed: true,
    run: writes({ photoURL: 'https://example.com/me.png' }),
  },
  {
    actor: 'alice',
    does: 'save a javascript: photo',
    allowed: false,
    run: writes({ photoURL: 'javascript:alert(1)' }),
  },
  {
    actor: 'alice',
    does: 'save her profile with an extra field (role)',
    allowed: false,
    run: writes({ role: 'admin' }),
  },
  {
    actor: 'alice',
    does: 'save her profile without a number',
    allowed: false,
    run: (db) =>
      setDoc(doc(db, `users/${USERS.alice.uid}`), {
        displayName: 'Alice',
        photoURL: '',
        updatedAt: serverTimestamp(),
      }),
  },
  {
    actor: 'alice',
    does: 'save her profile with a client-chosen updatedAt',
    allowed: false,
    run: writes({ updatedAt: Timestamp.fromMillis(Date.now()) }),
  },
  ...ACTORS.map((actor: Actor): Case => ({
    actor,
    does: "delete Alice's profile",
    allowed: false,
    run: (db) => deleteDoc(doc(db, `users/${USERS.alice.uid}`)),
  })),
];

export const profileCases = { reads, writes: [...writesCases, ...consentCases] };
