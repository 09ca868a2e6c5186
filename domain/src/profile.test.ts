import { describe, expect, it } from 'vitest';
import { internationalBdMobile, normalizeBdMobile, profilePhoneOf, profileSchema } from './profile';
import { refusal as r } from './refusal';

describe('Bangladeshi mobile numbers', () => {
  it.each([
    ['01711000000', '01711000000'],
    ['+8801711000000', '+8801711000000'],
    ['017-1100 0000', '01711000000'],
    ['01311000000', '01311000000'],
  ])('accepts %s as %s', (typed, stored) => {
    expect(normalizeBdMobile(typed)).toBe(stored);
  });

  it.each(['call me maybe', '0171100000', '017110000000', '01211000000', '+8811711000000'])(
    'refuses %s',
    (typed) => {
      expect(normalizeBdMobile(typed)).toBeNull();
    },
  );

  it('writes the international form WhatsApp links take', () => {
    expect(internationalBdMobile('01711000000')).toBe('8801711000000');
    expect(internationalBdMobile('+8801711000000')).toBe('8801711000000');
  });
});

describe('profileSchema', () => {
  it('keeps a BD mobile number without its spaces and dashes, and refuses others', async () => {
    const valid = await profileSchema.validate({
      displayName: ' Farhana ',
      photoURL: '',
      phone: '01711-000 000',
    });
    expect(valid).toEqual({ displayName: 'Farhana', photoURL: '', phone: '01711000000' });
    await expect(
      profileSchema.validate({ displayName: 'Farhana', phone: '01211000000' }),
    ).rejects.toMatchObject({ errors: [r('bdMobile')] });
    await expect(
      profileSchema.validate({ displayName: '', phone: '01711000000' }),
    ).rejects.toMatchObject({ errors: [r('nameRequired')] });
    await expect(
      profileSchema.validate({ displayName: '\u200b\u2060', phone: '01711000000' }),
    ).rejects.toMatchObject({ errors: [r('nameRequired')] });
  });
});

describe('the number a profile offers a booking', () => {
  it('is the stored number when it is a BD mobile number', () => {
    expect(profilePhoneOf({ phone: '01711000000' })).toBe('01711000000');
    expect(profilePhoneOf({ phone: '+8801711000000' })).toBe('+8801711000000');
  });

  it('is null for no profile, no number or a number that is not one', () => {
    expect(profilePhoneOf(undefined)).toBeNull();
    expect(profilePhoneOf({})).toBeNull();
    expect(profilePhoneOf({ phone: '' })).toBeNull();
    expect(profilePhoneOf({ phone: '017 1100 0000' })).toBeNull();
  });
});
