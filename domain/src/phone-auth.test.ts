import { LEGAL_VERSION } from './legal';
import { describe, expect, it } from 'vitest';
import {
  accountEmailOf,
  bookingPhoneOf,
  currentTokenPhoneOf,
  e164BdMobile,
  isVerifiedPhone,
  localBdMobile,
  planProfileWrite,
  verifiedProfilePhoneOf,
} from './phone-auth';
import { refusal as r } from './refusal';

describe('the forms of a verified number', () => {
  it('turns a typed BD number into E.164 for Auth', () => {
    expect(e164BdMobile('01711000000')).toBe('+8801711000000');
    expect(e164BdMobile('017-1100 0000')).toBe('+8801711000000');
    expect(e164BdMobile('+8801711000000')).toBe('+8801711000000');
    expect(e164BdMobile('01211000000')).toBeNull();
    expect(e164BdMobile('+447700900000')).toBeNull();
  });

  it("shows a token's number as 01XXXXXXXXX", () => {
    expect(localBdMobile('+8801711000000')).toBe('01711000000');
    expect(localBdMobile('+447700900000')).toBeNull();
    expect(localBdMobile(undefined)).toBeNull();
  });

  it("is verified when the number is the token's phone_number in either form", () => {
    expect(isVerifiedPhone('01711000000', '+8801711000000')).toBe(true);
    expect(isVerifiedPhone('+8801711000000', '+8801711000000')).toBe(true);
    expect(isVerifiedPhone('01711000001', '+8801711000000')).toBe(false);
    expect(isVerifiedPhone('01711000000', null)).toBe(false);
    expect(isVerifiedPhone('01711000000', '')).toBe(false);
    expect(isVerifiedPhone('+88+8801711000000', '+88+8801711000000')).toBe(false);
    expect(isVerifiedPhone(undefined, '+8801711000000')).toBe(false);
  });
});

describe('planProfileWrite', () => {
  const values = { displayName: 'Farhana', photoURL: '', phone: '01711000000' };

  it('marks the number verified exactly when it is the token number', () => {
    expect(planProfileWrite(values, '+8801711000000')).toEqual({
      ok: true,
      profile: { ...values, phoneVerified: true },
    });
    expect(planProfileWrite(values, null)).toEqual({
      ok: true,
      profile: { ...values, phoneVerified: false },
    });
  });

  it('records the privacy policy and terms accepted, LEGAL_VERSION, only when accepted', () => {
    expect(planProfileWrite(values, null, true)).toEqual({
      ok: true,
      profile: { ...values, phoneVerified: false, legalVersion: LEGAL_VERSION },
    });
    expect(planProfileWrite(values, null, false)).toEqual({
      ok: true,
      profile: { ...values, phoneVerified: false },
    });
  });

  it('refuses another number on an account that verified one', () => {
    expect(planProfileWrite({ ...values, phone: '01811000000' }, '+8801711000000', true)).toEqual({
      ok: false,
      refusal: r('phoneNotVerifiedNumber'),
    });
  });
});

describe('bookingPhoneOf', () => {
  it('gives the verified profile number', () => {
    expect(bookingPhoneOf({ phone: '01711000000' }, '+8801711000000')).toEqual({
      ok: true,
      phone: '01711000000',
    });
  });

  it('asks for a number when the profile has none', () => {
    expect(bookingPhoneOf(undefined, '+8801711000000')).toEqual({
      ok: false,
      refusal: r('profilePhoneRequired'),
      missing: true,
    });
  });

  it('asks to verify a number the token does not carry', () => {
    for (const token of [null, '+8801811000000']) {
      expect(bookingPhoneOf({ phone: '01711000000' }, token)).toEqual({
        ok: false,
        refusal: r('verifiedPhoneRequired'),
        missing: false,
      });
    }
  });
});

it("records '' as the e-mail of an account made with a number alone", () => {
  expect(accountEmailOf(null)).toBe('');
  expect(accountEmailOf('a@b.test')).toBe('a@b.test');
});

describe('verifiedProfilePhoneOf', () => {
  it("gives the provider's number to a booking only once Auth verified it", () => {
    expect(verifiedProfilePhoneOf({ phone: '01711000000', phoneVerified: true })).toBe(
      '01711000000',
    );
    expect(verifiedProfilePhoneOf({ phone: '01711000000', phoneVerified: false })).toBeNull();
    expect(verifiedProfilePhoneOf({ phone: '01711000000' })).toBeNull();
    expect(verifiedProfilePhoneOf({ phone: 'call me', phoneVerified: true })).toBeNull();
    expect(verifiedProfilePhoneOf(undefined)).toBeNull();
  });
});

describe('currentTokenPhoneOf', () => {
  const unlinkedAtMs = Date.UTC(2026, 0, 1, 10, 0, 0, 500);
  it("keeps a token's number when the account never unlinked one", () => {
    expect(currentTokenPhoneOf('+8801711000000', 1, undefined)).toBe('+8801711000000');
  });
  it('drops the number of a token minted before the unlink, or in its very second', () => {
    expect(currentTokenPhoneOf('+8801711000000', unlinkedAtMs / 1000 - 60, unlinkedAtMs)).toBe(
      null,
    );
    expect(
      currentTokenPhoneOf('+8801711000000', Math.floor(unlinkedAtMs / 1000), unlinkedAtMs),
    ).toBe(null);
  });
  it('keeps the number of a token minted after the unlink (the number linked again)', () => {
    expect(
      currentTokenPhoneOf('+8801711000000', Math.ceil(unlinkedAtMs / 1000), unlinkedAtMs),
    ).toBe('+8801711000000');
  });
  it('has no number for a token without one', () => {
    expect(currentTokenPhoneOf(null, 1, undefined)).toBe(null);
    expect(currentTokenPhoneOf('', 1, undefined)).toBe(null);
  });
});
