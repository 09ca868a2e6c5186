/** The function's pure helpers, where the emulators cannot show the difference production makes. */
import { describe, expect, it } from 'vitest';
import { sameStoredValue } from '../../functions/src/firebase';
import { isJsonContentType } from '../../functions/src/middleware';

describe('sameStoredValue', () => {
  it('ignores the order of map keys, which Firestore does not promise to keep', () => {
    // The emulator returns keys in the order first written; this is the case it cannot show.
    const written = { name: 'Rahim', email: 'rahim@meramot.test', photoURL: '' };
    const readBack = { email: 'rahim@meramot.test', name: 'Rahim', photoURL: '' };
    expect(sameStoredValue(written, readBack)).toBe(true);
    expect(sameStoredValue({ a: { x: 1, y: [1, 2] } }, { a: { y: [1, 2], x: 1 } })).toBe(true);
  });

  it('tells apart different values, array orders and missing keys', () => {
    expect(sameStoredValue({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameStoredValue(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameStoredValue({ a: 1, b: undefined }, { a: 1, c: undefined })).toBe(false);
    expect(sameStoredValue({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameStoredValue([], {})).toBe(false);
    expect(sameStoredValue(null, {})).toBe(false);
  });
});

describe('isJsonContentType', () => {
  it('accepts application/json and +json types in UTF-8', () => {
    for (const type of [
      'application/json',
      'Application/JSON; charset=UTF-8',
      'application/json; charset="utf-8"',
      'application/vnd.meramot+json',
    ]) {
      expect(isJsonContentType(type), type).toBe(true);
    }
  });

  it('refuses everything else', () => {
    for (const type of [
      undefined,
      '',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; charset=latin1',
      'application/jsonp',
    ]) {
      expect(isJsonContentType(type), String(type)).toBe(false);
    }
  });
});
