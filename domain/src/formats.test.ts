/** The formats both doors check; tests/rules/formats.cases.ts runs the same values by the rules. */
import { describe, expect, it } from 'vitest';
import { FIELD_LIMITS } from './constants';
import {
  EMAIL_PATTERN,
  IMAGE_URL_PATTERN,
  PHONE_PATTERN,
  isDocumentId,
  isIsoDate,
  hasVisibleText,
  illFormedTextPath,
  isWellFormedText,
} from './formats';

describe('isIsoDate', () => {
  it('takes a date, or a date-time with a zone, to the minute, second or millisecond', () => {
    for (const value of [
      '2026-03-01',
      '2026-12-31T23:59Z',
      '2026-02-01T09:30:00Z',
      '2026-02-01T09:30:00.000Z',
      '2026-02-01T09:30:00.5+06:00',
      '2024-02-29',
    ]) {
      expect(isIsoDate(value), value).toBe(true);
    }
  });

  it('refuses words, a time without a zone, and days or hours that do not exist', () => {
    for (const value of [
      'not a date',
      'whenever',
      '',
      '2026-03-01 ',
      '2026-3-1',
      '2026-02-01T09:30',
      '2026-13-01',
      '2026-04-31',
      '2026-02-30',
      '2025-02-29',
      '2026-02-01T24:00Z',
      '2026-02-01T09:30:00.0000Z',
      '২০২৬-০৩-০১',
    ]) {
      expect(isIsoDate(value), value).toBe(false);
    }
  });
});

describe('EMAIL_PATTERN and PHONE_PATTERN', () => {
  it('take an address and a number as people type them', () => {
    expect(EMAIL_PATTERN.test('farhana@meramot.test')).toBe(true);
    expect(EMAIL_PATTERN.test("o'brien+tag@mail.example.com")).toBe(true);
    expect(PHONE_PATTERN.test('+880 1711-000000')).toBe(true);
    expect(PHONE_PATTERN.test('01711000000')).toBe(true);
  });

  it('refuse what is not one', () => {
    for (const email of ['not-an-email', 'a@', '@b.com', 'a b@c.com', 'a@b..com']) {
      expect(EMAIL_PATTERN.test(email), email).toBe(false);
    }
    for (const phone of ['call me maybe', '12345', '+', '০১৭১১০০০০০০', `0${'1'.repeat(30)}`]) {
      expect(PHONE_PATTERN.test(phone), phone).toBe(false);
    }
  });
});

describe('IMAGE_URL_PATTERN', () => {
  it('takes https with a host, or a path on this site', () => {
    for (const url of [
      'https://example.com/a.png',
      'https://i.ibb.co/x/pipe.jpg',
      'https://lh3.googleusercontent.com/a/ACg8ocK=s96-c',
      'https://cdn.example.com:8443/x.png?v=2#top',
      'https://example.com',
      '/images/services/plumbing.svg',
    ]) {
      expect(IMAGE_URL_PATTERN.test(url), url).toBe(true);
    }
  });

  it('refuses another scheme, a host-relative //, any backslash, spaces and non-ASCII', () => {
    for (const url of [
      'http://example.com/a.png',
      'javascript:alert(1)',
      '//example.com/a.png',
      '/\\evil.example/x.png',
      '/a\\b.png',
      'https://evil.example\\@good.example/x.png',
      'https://user@example.com/a.png',
      'https://exa mple.com',
      'https://example.com/a b.png',
      'https://example.com/ছবি.png',
      '/',
      '',
    ]) {
      expect(IMAGE_URL_PATTERN.test(url), url).toBe(false);
    }
  });
});

describe('isDocumentId', () => {
  it('takes auto ids and our own ids', () => {
    expect(isDocumentId('3xQd9hTtYw1Zk0aB8cLm')).toBe(true);
    expect(isDocumentId('alice-plumbing_2')).toBe(true);
    expect(isDocumentId('x'.repeat(FIELD_LIMITS.documentId))).toBe(true);
  });

  it("refuses Firestore's reserved ids, paths, spaces, other characters and the over-long", () => {
    for (const id of [
      '__x__',
      '__name__',
      '____',
      'a/b',
      '.',
      '..',
      'has space',
      'সেবা',
      '',
      'x'.repeat(FIELD_LIMITS.documentId + 1),
    ]) {
      expect(isDocumentId(id), id).toBe(false);
    }
  });
});

describe('isWellFormedText', () => {
  it('refuses a lone surrogate, takes every pair', () => {
    expect(isWellFormedText('x\ud800y')).toBe(false);
    expect(isWellFormedText('x\udc00')).toBe(false);
    expect(isWellFormedText('রং 😀 plain')).toBe(true);
  });
});

describe('illFormedTextPath', () => {
  it('finds a lone surrogate at any depth, in arrays and keys too', () => {
    expect(illFormedTextPath({ lines: [{ description: 'Tap', amount: 5 }] })).toBeNull();
    expect(illFormedTextPath({ lines: [{ description: 'x\ud800', amount: 5 }] })).toBe(
      'lines[0].description',
    );
    expect(illFormedTextPath({ daysOff: [{}, { note: '\udc00' }] })).toBe('daysOff[1].note');
    expect(illFormedTextPath({ a: { ['k\ud800']: 1 } })).toBe('a.k\ufffd');
    expect(illFormedTextPath('\ud800')).toBe('');
    expect(illFormedTextPath(['ok', 'রং 😀'])).toBeNull();
    expect(illFormedTextPath(null)).toBeNull();
  });
});

describe('hasVisibleText', () => {
  it('refuses white space and invisible format characters alone', () => {
    for (const blank of [
      '',
      ' \t\n',
      '\u200b',
      '\u200c\u200d',
      '\u2060\ufeff',
      '\u00ad',
      '\u{e0041}',
    ]) {
      expect(hasVisibleText(blank), JSON.stringify(blank)).toBe(false);
    }
    for (const name of ['Rahim', 'Ra\u200bhim', '\u200bরহিম', '😀']) {
      expect(hasVisibleText(name), name).toBe(true);
    }
  });
});
