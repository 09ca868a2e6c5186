/**
 * firestore.rules cannot import domain/, so it restates its lists, bounds and patterns as
 * literals. This reads them from the rules file and compares them with the domain's constants:
 * a change on either side that the other does not follow fails here. Needs no emulator.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  AVAILABILITY_READ_LIMIT,
  DAY_OFF_MAX_DAYS_AHEAD,
  MAX_DAYS_OFF,
  MAX_PLACES_PER_CUSTOMER_PER_WINDOW,
  MAX_WINDOW_CAPACITY,
  WEEKDAYS,
} from '@meramot/domain/availability';
import { MAX_BILL_DISCOUNT_BPS } from '@meramot/domain/bill';
import { DHAKA_UTC_OFFSET_HOURS, TIME_WINDOW_HOURS } from '@meramot/domain/booking-time';
import { CATEGORY_IDS } from '@meramot/domain/categories';
import { FIELD_LIMITS, MIN_SERVICE_PRICE } from '@meramot/domain/constants';
import { DISTRICT_IDS } from '@meramot/domain/districts';
import { MARKET_DAYS_SHOWN } from '@meramot/domain/ledger';
import { DASHBOARD_LIST_LIMIT, PUBLIC_LIST_LIMIT } from '@meramot/domain/list-limits';
import { NOTIFICATION_LIST_LIMIT } from '@meramot/domain/notifications';
import {
  BLANK_CLASS_RE2,
  DOCUMENT_ID_PATTERN,
  IMAGE_URL_PATTERN,
  RESERVED_ID_PATTERN,
} from '@meramot/domain/formats';
import { IDEMPOTENCY_KEY_PATTERN, OWNER_TAG_LENGTH } from '@meramot/domain/keyed-id';
import { LEGAL_VERSION } from '@meramot/domain/legal';
import { BD_MOBILE_PATTERN } from '@meramot/domain/mobile-number';
import { ROOT } from '../../harness/emulators';

const RULES = readFileSync(path.join(ROOT, 'firestore.rules'), 'utf8');
const LINES = RULES.split('\n');

/** A rules string literal as the regular expression it spells (rules strings escape `\`). */
const unescaped = (literal: string) => literal.replace(/\\\\/g, '\\');

/** Every `matches('…')` or `matches("…")` pattern in the rules. */
const RULE_PATTERNS = [...RULES.matchAll(/matches\((['"])(.*?)\1\)/g)].map((m) =>
  unescaped(m[2] ?? ''),
);

/** The quoted strings of the list literal that follows `function name(`. */
function listIn(functionName: string): string[] {
  const start = RULES.indexOf(`function ${functionName}(`);
  const list = /\[([^\]]*)\]/.exec(RULES.slice(start))?.[1] ?? '';
  return [...list.matchAll(/'([^']*)'/g)].map((m) => m[1] ?? '');
}

describe('firestore.rules restates domain/ exactly', () => {
  it('every number marked with a FIELD_LIMITS key is that bound', () => {
    const marked = LINES.flatMap((line, index) =>
      [...line.matchAll(/FIELD_LIMITS\.(\w+)/g)].map((m) => ({ line, index, key: m[1] ?? '' })),
    ).filter(
      ({ line }) => /\/\/.*FIELD_LIMITS\./.test(line) && /\d/.test(line.split('//')[0] ?? ''),
    );
    expect(marked.length).toBeGreaterThan(15);
    for (const { line, index, key } of marked) {
      const bound = (FIELD_LIMITS as Record<string, number>)[key];
      expect(bound, `line ${index + 1}: FIELD_LIMITS has no ${key}`).toBeDefined();
      const numbers = [...(line.split('//')[0] ?? '').matchAll(/\b\d+\b/g)].map((m) =>
        Number(m[0]),
      );
      expect(numbers, `line ${index + 1} (${key}): ${line.trim()}`).toContain(bound);
    }
  });

  it('the least price is MIN_SERVICE_PRICE and the greatest FIELD_LIMITS.servicePriceMax', () => {
    expect(RULES).toMatch(new RegExp(`>= ${MIN_SERVICE_PRICE}\\b`));
    expect(RULES).toMatch(new RegExp(`<= ${FIELD_LIMITS.servicePriceMax}\\b`));
  });

  it('every list is bounded: PUBLIC_LIST_LIMIT, DASHBOARD_LIST_LIMIT, NOTIFICATION_LIST_LIMIT, AVAILABILITY_READ_LIMIT, MARKET_DAYS_SHOWN', () => {
    // Each `match` block's list rule, by collection, with the limit it allows.
    const limits = Object.fromEntries(
      [
        ...RULES.matchAll(
          /match \/(\w+)\/\{\w+\} \{[^}]*?allow list: if [^;]*request\.query\.limit <= (\d+)/g,
        ),
      ].map((m) => [m[1], Number(m[2])]),
    );
    expect(limits).toEqual({
      services: PUBLIC_LIST_LIMIT,
      bookings: DASHBOARD_LIST_LIMIT,
      appointments: DASHBOARD_LIST_LIMIT,
      providers: PUBLIC_LIST_LIMIT,
      reviews: PUBLIC_LIST_LIMIT,
      notifications: NOTIFICATION_LIST_LIMIT,
      windows: AVAILABILITY_READ_LIMIT,
      marketDays: MARKET_DAYS_SHOWN,
    });
  });

  it('the categories and the 64 districts, in full', () => {
    expect(listIn('isCategory')).toEqual([...CATEGORY_IDS]);
    expect(listIn('isDistrict').sort()).toEqual([...DISTRICT_IDS].sort());
  });

  it("the time windows' starts, in UTC hours", () => {
    const map = /utcHourOf = \{([^}]*)\}/.exec(RULES)?.[1] ?? '';
    const hours = Object.fromEntries(
      [...map.matchAll(/'(\w+)': '(\d+)'/g)].map((m) => [m[1], Number(m[2])]),
    );
    expect(hours).toEqual(
      Object.fromEntries(
        Object.entries(TIME_WINDOW_HOURS).map(([window, { start }]) => [
          window,
          start - DHAKA_UTC_OFFSET_HOURS,
        ]),
      ),
    );
  });

  it('the formats: the same regular expressions as domain/src/formats.ts and mobile-number.ts', () => {
    for (const [name, pattern] of Object.entries({
      IMAGE_URL_PATTERN,
      DOCUMENT_ID_PATTERN,
      RESERVED_ID_PATTERN,
      BD_MOBILE_PATTERN,
    })) {
      // A JavaScript source escapes `/`, which a rules string need not.
      expect(RULE_PATTERNS, name).toContain(pattern.source.replaceAll('\\/', '/'));
    }
  });

  it("a bill's least total is the price less MAX_BILL_DISCOUNT_BPS", () => {
    expect(RULES).toContain(`b.total * 10000 >= price * ${10_000 - MAX_BILL_DISCOUNT_BPS};`);
  });

  it('the privacy policy and terms accepted now are LEGAL_VERSION', () => {
    const marked = LINES.filter(
      (line) => /\/\/.*\bLEGAL_VERSION\b/.test(line) && (line.split('//')[0] ?? '').trim() !== '',
    );
    expect(marked).toHaveLength(1);
    expect(marked[0]).toContain(`== '${LEGAL_VERSION}'`);
  });

  it("isName's invisible characters are BLANK_CODE_POINT_RANGES", () => {
    expect(RULE_PATTERNS).toContain(`(?s).*[^${BLANK_CLASS_RE2}].*`);
  });
});

describe('firestore.rules restates the availability bounds of domain/src/availability.ts', () => {
  it('the weekdays, Monday first, as dayOfWeek() counts them', () => {
    expect(listIn('weekdays')).toEqual([...WEEKDAYS]);
  });

  it('each bound marked with its constant is that constant', () => {
    const bounds: Record<string, number> = {
      MAX_WINDOW_CAPACITY,
      MAX_DAYS_OFF,
      AVAILABILITY_READ_LIMIT,
      MAX_PLACES_PER_CUSTOMER_PER_WINDOW,
    };
    for (const [name, bound] of Object.entries(bounds)) {
      const marked = LINES.filter(
        (line) =>
          new RegExp(`//.*\\b${name}\\b`).test(line) && (line.split('//')[0] ?? '').trim() !== '',
      );
      expect(marked.length, name).toBeGreaterThan(0);
      for (const line of marked) {
        const numbers = [...(line.split('//')[0] ?? '').matchAll(/\b\d+\b/g)].map((m) =>
          Number(m[0]),
        );
        expect(numbers, `${name}: ${line.trim()}`).toContain(bound);
      }
    }
    // The capacities allowed are exactly 1 to MAX_WINDOW_CAPACITY.
    expect(RULES).toContain(
      `day.values().hasOnly([${Array.from({ length: MAX_WINDOW_CAPACITY }, (_, i) => i + 1).join(', ')}])`,
    );
    // One validDayOffAt per day off, and as many places looked at for a booking's date.
    expect(RULES.match(/validDayOffAt\(list, \d\)/g)).toHaveLength(MAX_DAYS_OFF);
    expect(RULES.match(/offOn\(list, \d, date\)/g)).toHaveLength(MAX_DAYS_OFF);
    expect(RULES).toContain(`duration.value(${DAY_OFF_MAX_DAYS_AHEAD}, 'd')`);
  });
});

describe('firestore.rules restates the keyed ids of domain/src/keyed-id.ts', () => {
  it("a keyed booking id: OWNER_TAG_LENGTH hex digits, '_', then IDEMPOTENCY_KEY_PATTERN", () => {
    const key = IDEMPOTENCY_KEY_PATTERN.source.slice(1, -1);
    expect(RULE_PATTERNS).toContain(`^[0-9a-f]{${OWNER_TAG_LENGTH}}_${key}$`);
  });
});
