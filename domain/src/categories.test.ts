import { describe, expect, it } from 'vitest';
import { CATEGORIES, CATEGORY_IDS, categoryOf, isCategoryId } from './categories';
import { DISTRICTS, districtInText, districtOf, isDistrictId } from './districts';

describe('categories', () => {
  it('has one entry per id, in order, each labelled in English and Bangla', () => {
    expect(CATEGORIES.map((c) => c.id)).toEqual([...CATEGORY_IDS]);
    for (const id of CATEGORY_IDS) {
      expect(categoryOf(id).id).toBe(id);
      expect(categoryOf(id).en).not.toBe('');
      expect(categoryOf(id).bn).toMatch(/[\u0980-\u09FF]/);
    }
  });

  it('files the everyday words people use under their trade', () => {
    const words = (id: (typeof CATEGORY_IDS)[number]) => categoryOf(id).words;
    expect(words('plumbing')).toEqual(expect.arrayContaining(['plumber', 'প্লাম্বার', 'পানির লাইন']));
    expect(words('electrical')).toEqual(expect.arrayContaining(['electrician', 'ইলেকট্রিশিয়ান']));
    expect(words('appliance-repair')).toEqual(expect.arrayContaining(['ac', 'এসি']));
    expect(words('deep-cleaning')).toContain('cleaner');
    expect(words('painting')).toContain('painter');
    expect(isCategoryId('roofing')).toBe(false);
  });
});

describe('districts', () => {
  it('lists the 64 districts once each, in eight divisions, in both languages', () => {
    expect(DISTRICTS).toHaveLength(64);
    expect(new Set(DISTRICTS.map((d) => d.id)).size).toBe(64);
    expect(new Set(DISTRICTS.map((d) => d.division)).size).toBe(8);
    expect(districtOf('chattogram')).toMatchObject({ en: 'Chattogram', bn: 'চট্টগ্রাম' });
    expect(isDistrictId('dhaka')).toBe(true);
    expect(isDistrictId('Dhaka')).toBe(false);
  });
});

describe('districtInText', () => {
  it.each([
    ['Dhanmondi, Dhaka', 'dhaka'],
    ['Agrabad, Chattogram', 'chattogram'],
    ['আগ্রাবাদ, চট্টগ্রাম', 'chattogram'],
    ['Tongi, Gazipur', 'gazipur'],
    ["Kolatoli, Cox's Bazar", 'coxs-bazar'],
    ['Sadar, Barishal', 'barishal'],
    ['Near Fenix Tower', null],
    ['Everywhere', null],
  ])('%s → %s', (text, id) => {
    expect(districtInText(text)).toBe(id);
  });
});
