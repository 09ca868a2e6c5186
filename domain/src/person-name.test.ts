import { describe, expect, it } from 'vitest';
import { bookingNameOf, isPersonName } from './person-name';
import { newReviewOf } from './review';

describe('bookingNameOf', () => {
  it('takes the first name given, trimmed, and never an e-mail address', () => {
    expect(bookingNameOf('  Farhana Islam ', 'Other')).toBe('Farhana Islam');
    expect(bookingNameOf(undefined, null, '', ' ', 'Tanvir Ahmed')).toBe('Tanvir Ahmed');
    expect(bookingNameOf('farhana@meramot.test', 'Farhana')).toBe('Farhana');
    expect(bookingNameOf(null, 'farhana@meramot.test')).toBeNull();
    expect(bookingNameOf()).toBeNull();
    expect(bookingNameOf('a'.repeat(150))).toHaveLength(100);
  });

  it('tells a name from an e-mail address and from nothing', () => {
    expect(isPersonName('Bob')).toBe(true);
    expect(isPersonName('bob@example.com')).toBe(false);
    expect(isPersonName('\u00a0')).toBe(false);
    expect(isPersonName('\u200b\u200c\u200d\u2060\ufeff')).toBe(false);
    expect(isPersonName('Ra\u200bhim')).toBe(true);
    expect(isPersonName(42)).toBe(false);
  });

  it('signs a review with the first word of the name the booking recorded', () => {
    const booking = { customerUid: 'c', providerUid: 'p', serviceId: 's' };
    const uName = bookingNameOf(undefined, 'Farhana Islam') ?? '';
    expect(newReviewOf({ ...booking, uName }, { stars: 5 }).reviewerName).toBe('Farhana');
  });
});
