/**
 * The formats a stored string must have, defined once for both doors: the schemas (the web's
 * forms and the API) test these, and firestore.rules spells the same patterns in its matches().
 * They are written so that JavaScript and RE2 (the rules' regex engine) read them alike: ASCII
 * classes such as [0-9], never \d, \s or \w, whose meaning differs between engines.
 */
import { FIELD_LIMITS } from './constants';

/**
 * An ISO date (yyyy-mm-dd), or a date-time to the minute with optional seconds and milliseconds
 * and a zone (Z or ±hh:mm). A day past its month's end is refused, except 29 February of a
 * common year, which only isIsoDate can tell (rules: isIsoDate).
 */
export const ISO_DATE_PATTERN =
  /^[0-9]{4}-(02-(0[1-9]|[12][0-9])|(0[469]|11)-(0[1-9]|[12][0-9]|30)|(0[13578]|1[02])-(0[1-9]|[12][0-9]|3[01]))(T([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9](\.[0-9]{1,3})?)?(Z|[+-]([01][0-9]|2[0-3]):[0-5][0-9]))?$/;

const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

/** ISO_DATE_PATTERN, a date Date.parse reads, and no 29 February outside a leap year. */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE_PATTERN.test(value) || !Number.isFinite(Date.parse(value))) return false;
  const year = Number(value.slice(0, 4));
  return !value.startsWith('-02-29', 4) || isLeapYear(year);
}

/** The e-mail address an <input type="email"> accepts (WHATWG), as yup's email() has it. */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** A phone number as people type it: digits, spaces and dashes, an optional leading +. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 -]{5,28}$/;

/**
 * An image: `https://` and a host (an optional port, then a path, query or fragment), or a path
 * on this site that starts with exactly one `/`. Printable ASCII only (browsers send URLs
 * percent-encoded) and never a backslash, which browsers read as `/`: `/\evil.example/x.png`
 * would load from another host.
 */
export const IMAGE_URL_PATTERN =
  // eslint-disable-next-line no-useless-escape -- the rules' engines read [ in a class unescaped as a nested class
  /^(https:\/\/[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*(:[0-9]{1,5})?([/?#][!-\[\]-~]*)?|\/[!-.0-\[\]-~][!-\[\]-~]*)$/;

/**
 * A document id the app names and the API looks up: what Firestore's auto ids and our own ids
 * use. The API answers 404 for anything else; the rules refuse to create anything else.
 */
export const DOCUMENT_ID_PATTERN = /^[A-Za-z0-9_-]+$/;
/** Ids Firestore reserves for itself. */
export const RESERVED_ID_PATTERN = /^__.*__$/;

/** DOCUMENT_ID_PATTERN, not reserved, at most FIELD_LIMITS.documentId bytes (rules: isDocumentId). */
export function isDocumentId(id: string): boolean {
  // The pattern is ASCII only, so characters are bytes.
  return (
    id.length <= FIELD_LIMITS.documentId &&
    DOCUMENT_ID_PATTERN.test(id) &&
    !RESERVED_ID_PATTERN.test(id)
  );
}

/** A lone surrogate (\ud800 without its pair): text that UTF-8, and so Firestore, cannot hold. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/** Whether a string is well-formed Unicode (String.prototype.isWellFormed, ES2024). */
export function isWellFormedText(value: string): boolean {
  return !LONE_SURROGATE.test(value);
}

const shownKey = (key: string) => key.replace(/[\uD800-\uDFFF]/gu, '\uFFFD');

/**
 * Where the first ill-formed string of a JSON value is, at any depth (object keys too): its path
 * as `lines[0].description`, '' for the value itself, or null when every string is well-formed.
 * Checked on every request body before anything reads it, so no field can reach a write that
 * Firestore would refuse (issue 39: arrays were not looked into).
 */
export function illFormedTextPath(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return isWellFormedText(value) ? null : path;
  if (typeof value !== 'object' || value === null) return null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = illFormedTextPath(item, `${path}[${index}]`);
      if (found !== null) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${shownKey(key)}` : shownKey(key);
    if (!isWellFormedText(key)) return at;
    const found = illFormedTextPath(item, at);
    if (found !== null) return found;
  }
  return null;
}

/**
 * The code points a name may not consist of alone: white space as String.prototype.trim strips
 * it, and the invisible format characters (soft hyphen, zero-width space, joiners, direction
 * marks, word joiner, invisible operators, variation selectors, the byte order mark, Hangul
 * fillers, tags). A name of only these shows as blank. firestore.rules spells the same class in
 * isName (tests/rules/rules-mirror-domain.test.ts compares them).
 */
export const BLANK_CODE_POINT_RANGES: readonly (readonly [number, number])[] = [
  [0x9, 0xd],
  [0x20, 0x20],
  [0xa0, 0xa0],
  [0xad, 0xad],
  [0x34f, 0x34f],
  [0x61c, 0x61c],
  [0x115f, 0x1160],
  [0x1680, 0x1680],
  [0x17b4, 0x17b5],
  [0x180b, 0x180f],
  [0x2000, 0x200f],
  [0x2028, 0x202f],
  [0x205f, 0x206f],
  [0x3000, 0x3000],
  [0x3164, 0x3164],
  [0xfe00, 0xfe0f],
  [0xfeff, 0xfeff],
  [0xffa0, 0xffa0],
  [0x1d173, 0x1d17a],
  [0xe0000, 0xe0fff],
];

const hex = (codePoint: number) => codePoint.toString(16).toUpperCase();

/** BLANK_CODE_POINT_RANGES as a regex class body in RE2's (the rules') syntax: \x{200B}-\x{200F}. */
export const BLANK_CLASS_RE2 = BLANK_CODE_POINT_RANGES.map(([from, to]) =>
  from === to ? `\\x{${hex(from)}}` : `\\x{${hex(from)}}-\\x{${hex(to)}}`,
).join('');

const VISIBLE = new RegExp(
  `[^${BLANK_CODE_POINT_RANGES.map(([from, to]) =>
    from === to ? `\\u{${hex(from)}}` : `\\u{${hex(from)}}-\\u{${hex(to)}}`,
  ).join('')}]`,
  'u',
);

/** Whether a name shows anything: a code point outside BLANK_CODE_POINT_RANGES (rules: isName). */
export function hasVisibleText(value: string): boolean {
  return VISIBLE.test(value);
}
