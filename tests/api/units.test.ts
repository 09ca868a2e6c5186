/** The function's pure helpers, where the emulators cannot show the difference production makes. */
import { describe, expect, it } from 'vitest';
import { isAllowedOrigin } from '../../functions/src/cors';
import { sameStoredValue } from '../../functions/src/firebase';
import { isJsonContentType, parseCookies } from '../../functions/src/http';
import { routePath } from '../../functions/src/router';

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

describe('routePath', () => {
  it('drops the hosting prefix /api and a trailing slash', () => {
    expect(routePath('/api/publicServices')).toBe('/publicServices');
    expect(routePath('/publicServices/')).toBe('/publicServices');
    expect(routePath('/api')).toBe('/');
    expect(routePath('/apiary')).toBe('/apiary');
  });
});

describe('parseCookies', () => {
  it('reads name=value pairs, the first of a repeated name winning', () => {
    const cookies = parseCookies('theme=dark; __session=abc.def; __session=later; broken');
    expect(cookies.get('__session')).toBe('abc.def');
    expect(cookies.get('theme')).toBe('dark');
    expect(cookies.has('broken')).toBe(false);
    expect(parseCookies(undefined).size).toBe(0);
  });
});

describe('isAllowedOrigin', () => {
  const hosting = ['https://demo-meramot.web.app', 'https://demo-meramot.firebaseapp.com'];
  const local = ['http://localhost:5173', 'http://127.0.0.1:5000', 'http://localhost'];

  it('allows local origins only in the emulator', () => {
    const production = { projectId: 'demo-meramot', emulator: false };
    for (const origin of local) expect(isAllowedOrigin(origin, production), origin).toBe(false);
    for (const origin of hosting) expect(isAllowedOrigin(origin, production), origin).toBe(true);
    const emulator = { projectId: 'demo-meramot', emulator: true };
    for (const origin of local) expect(isAllowedOrigin(origin, emulator), origin).toBe(true);
  });

  it('allows nothing but local pages without a project id', () => {
    expect(isAllowedOrigin(hosting[0] ?? '', { projectId: undefined, emulator: false })).toBe(
      false,
    );
  });
});
