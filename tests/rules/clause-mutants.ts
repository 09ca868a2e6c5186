/**
 * Clause mutants: for every condition of firestore.rules (each function's `return` expression
 * and each `allow …: if <expr>;`), one mutant per top-level `&&` conjunct that replaces it by
 * `true`. A conjunct no rules case needs is a clause the suite does not pin down. An expression
 * with a top-level `||` or `?:` is one conjunct (its `&&`s bind inside it). tests/rules/mutants.ts
 * runs them with the hand-written ones and prints the clause coverage.
 */
import type { Mutant } from './mutants';

/** One top-level conjunct of a condition, at [start, end) of the rules text. */
export interface Clause {
  /** `function isOwner` or `/bookings/{bookingId} allow create`. */
  owner: string;
  /** 1-based place among its condition's conjuncts. */
  index: number;
  start: number;
  end: number;
  text: string;
  suite: string;
}

/**
 * Functions whose `return` is a value (a path, a list, a string, a number, a timestamp), not a
 * condition: replacing it by `true` drops no clause. The generator fails if one is missing.
 */
const VALUE_FUNCTIONS = new Set([
  'tokenPhone',
  'tokenEmail',
  'RATING_KEYS',
  'reviewPath',
  'providerPath',
  'serviceDoc',
  'schedulePath',
  'windowPlacesPath',
  'utcMidnightOf',
  'dhakaDateOf',
  'weekdays',
  'capacityOf',
  'billPath',
  'commissionRate',
  'BILL_KEYS',
  'lineAmount',
  'bookingStatusAfter',
  'bookingPath',
]);

/**
 * Clause mutants left out as equivalent (no request can tell them from the real rules), by name,
 * with the reason. They count as covered by argument and are printed as such.
 */
export const EQUIVALENT_CLAUSES: Record<string, string> = {
  'clause: function isPhone #1: value is string':
    'matches() on a non-string is an error, and an error denies; it stays to say so',
  'clause: function isDocumentId #1: id is string':
    'matches() on a non-string is an error (size() alone would take a list), and an error denies',
  'clause: function isText #1: value is string':
    'matches() on a non-string is an error, and an error denies; it stays to say so',
  'clause: function isIsoDate #1: value is string':
    'matches() on a non-string is an error, and an error denies; it stays to say so',
  'clause: function isEmail #1: value is string':
    'matches() on a non-string is an error, and an error denies; it stays to say so',
  'clause: function isOwner #1: isSignedIn()':
    'without a sign-in request.auth.uid is an error, and an error denies (no rule negates ' +
    'isOwner; beside an || the other side decides, as with false)',
  'clause: function isAdmin #1: isSignedIn()':
    'without a sign-in request.auth.token is an error, and an error denies, as for isOwner',
  'clause: function isTokenPhone #1: phone is string':
    'both callers have proven the number a string first (isOwnPhone in validNewBooking, the ' +
    "profile's BD_MOBILE_PATTERN match in validProfile)",
  'clause: function isImageURL #1: value is string':
    'matches() on a non-string is an error, and an error denies; size() alone would take a list',
  'clause: function hasExactly #1: data.keys().hasAll(keys)':
    'every caller reads each of the keys it names afterwards, and reading a missing key is an ' +
    'error, which denies; hasOnly keeps the extra keys out',
  'clause: function isPrice #1: value is number':
    'comparing a non-number with a number is an error, and an error denies',
  'clause: function isBookableSlot #1: window is string':
    'looking a non-string window up in utcHourOf is an error, and an error denies; it stays to say so',
  'clause: function isBookableSlot #2: window in utcHourOf':
    'looking an unknown window up in utcHourOf is an error, and an error denies; it stays to say so',
  "clause: function isTokenPhone #2: tokenPhone() != ''":
    "with no token number it compares the number with '', and neither a profile " +
    "(BD_MOBILE_PATTERN) nor a booking (its profile's number) can carry ''; it stays so that " +
    'the function reads as isVerifiedPhone',
  'clause: function isDocumentId #2: id.size() <= 1500':
    'Firestore refuses such a document path itself, before the rules, and a booking naming ' +
    'one finds no service; it stays for parity with isDocumentId in domain/src/formats.ts',
  "clause: function isDocumentId #4: !id.matches('^__.*__$')":
    'Firestore refuses such a document path itself, before the rules, and a booking naming ' +
    'one finds no service; it stays for parity with isDocumentId in domain/src/formats.ts',
  'clause: function validNewBooking #14: isDocumentId(b.serviceId)':
    'a service can only be created under such an id (its create rule), and $(b.serviceId) of ' +
    'any other names no document, so exists() keeps every such booking out; it stays as the id ' +
    'contract the API and the web rely on, and the hand-written mutant that negates it pins it',
  'clause: function validNewBooking #15: exists(serviceDoc(b.serviceId))':
    'get() of a missing service is null and reading .data of null is an error, so a booking of ' +
    'a service that does not exist stays denied; the hand-written mutant that negates it shows ' +
    'the clause is evaluated',
  'clause: function validProfile #5: p.phone is string':
    'matches() on a non-string is an error, and an error denies',
};

/** Top-level describe of the matrix for a collection (the first segment of a match path). */
const SUITE_OF_COLLECTION: Record<string, string> = {
  services: 'services',
  bookings: 'bookings',
  bills: 'bills and the books',
  ledger: 'bills and the books',
  earnings: 'bills and the books',
  marketDays: 'bills and the books',
  marketMonths: 'bills and the books',
  config: 'bills and the books',
  appointments: 'appointments',
  providers: 'reviews and ratings',
  reviews: 'reviews and ratings',
  users: 'users (profiles)',
  notifications: 'notifications',
  schedules: 'availability (schedules and their window counters)',
};

/** Suite of a function, by the `// ---------- … ----------` section it is written under. */
function suiteOfSection(header: string): string {
  if (header.includes('ratings') || header.includes('reviews')) return 'reviews and ratings';
  if (header.includes('schedules')) return 'availability (schedules and their window counters)';
  if (header.includes('bills') || header.includes('books')) return 'bills and the books';
  for (const [collection, suite] of Object.entries(SUITE_OF_COLLECTION)) {
    if (header.includes(`${collection}/`)) return suite;
  }
  return 'services'; // "who is asking" and "shapes": used everywhere, services first
}

/** For each index of `text`: 'code', or inside a 'string' or a 'comment'. */
type Kind = 'code' | 'string' | 'comment';

function kindMask(text: string): Kind[] {
  const kind = new Array<Kind>(text.length).fill('code');
  let i = 0;
  while (i < text.length) {
    const c = text.charAt(i);
    let end = i;
    if (c === "'" || c === '"') {
      end = i + 1;
      while (end < text.length && text.charAt(end) !== c) end += text.charAt(end) === '\\' ? 2 : 1;
      end += 1;
    } else if (c === '/' && text.charAt(i + 1) === '/') {
      end = text.indexOf('\n', i);
      if (end < 0) end = text.length;
    } else if (c === '/' && text.charAt(i + 1) === '*') {
      end = text.indexOf('*/', i + 2) + 2;
    }
    if (end === i) {
      i += 1;
      continue;
    }
    for (let k = i; k < end; k += 1) kind[k] = c === '/' ? 'comment' : 'string';
    i = end;
  }
  return kind;
}

const OPEN = '([{';
const CLOSE = ')]}';

/** Index of the first code `;` at depth 0 from `from`. */
function statementEnd(text: string, code: boolean[], from: number): number {
  let depth = 0;
  for (let i = from; i < text.length; i += 1) {
    if (!code[i]) continue;
    if (OPEN.includes(text.charAt(i))) depth += 1;
    else if (CLOSE.includes(text.charAt(i))) depth -= 1;
    else if (text.charAt(i) === ';' && depth === 0) return i;
  }
  throw new Error(`firestore.rules: no ';' after offset ${from}`);
}

/** The closing brace of the `{` at `open`. */
function blockEnd(text: string, code: boolean[], open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    if (!code[i]) continue;
    if (text.charAt(i) === '{') depth += 1;
    else if (text.charAt(i) === '}' && (depth -= 1) === 0) return i;
  }
  throw new Error(`firestore.rules: no '}' for offset ${open}`);
}

/** [start, end) trimmed of white space and comments at both ends. */
function trimmed(text: string, kind: Kind[], start: number, end: number): [number, number] {
  const blank = (i: number) => kind[i] === 'comment' || /\s/.test(text.charAt(i));
  while (start < end && blank(start)) start += 1;
  while (end > start && blank(end - 1)) end -= 1;
  return [start, end];
}

/** The top-level conjuncts of the expression at [start, end): one when it has `||` or `?`. */
function conjuncts(text: string, kind: Kind[], start: number, end: number): [number, number][] {
  const code = kind.map((k) => k === 'code');
  const cuts: number[] = [];
  let depth = 0;
  for (let i = start; i < end; i += 1) {
    if (!code[i]) continue;
    if (OPEN.includes(text.charAt(i))) depth += 1;
    else if (CLOSE.includes(text.charAt(i))) depth -= 1;
    else if (depth > 0) continue;
    else if (text.startsWith('||', i) || text.charAt(i) === '?')
      return [trimmed(text, kind, start, end)];
    else if (text.startsWith('&&', i)) cuts.push(i);
  }
  const starts = [start, ...cuts.map((c) => c + 2)];
  const ends = [...cuts, end];
  return starts.map((s, k) => trimmed(text, kind, s, ends[k] ?? end));
}

/** Every conjunct of every condition of `rules`, in file order. */
export function clausesOf(rules: string): Clause[] {
  const kind = kindMask(rules);
  const code = kind.map((k) => k === 'code');
  const clauses: Clause[] = [];
  const add = (owner: string, suite: string, start: number, end: number) => {
    const parts = conjuncts(rules, kind, start, end);
    parts.forEach(([s, e], k) => {
      const text = rules.slice(s, e);
      // `if true` is no condition: there is nothing to drop.
      if (parts.length === 1 && text === 'true') return;
      clauses.push({ owner, index: k + 1, start: s, end: e, text, suite });
    });
  };

  // Functions: the `return` of each body, under the section header above it.
  const seen = new Set<string>();
  for (const m of rules.matchAll(/\bfunction\s+(\w+)\s*\([^)]*\)\s*\{/g)) {
    if (!code[m.index]) continue;
    const name = m[1] ?? '';
    seen.add(name);
    if (VALUE_FUNCTIONS.has(name)) continue;
    const open = m.index + m[0].length - 1;
    const body = rules.slice(open, blockEnd(rules, code, open));
    const ret = /\breturn\b/g;
    let r: RegExpExecArray | null;
    while ((r = ret.exec(body)) && !code[open + r.index]);
    if (!r) throw new Error(`firestore.rules: function ${name} has no return`);
    const start = open + r.index + 'return'.length;
    const headers = [...rules.slice(0, m.index).matchAll(/\/\/ -{10} (.*) -{10}/g)];
    add(
      `function ${name}`,
      suiteOfSection(headers.at(-1)?.[1] ?? ''),
      start,
      statementEnd(rules, code, start),
    );
  }
  for (const name of VALUE_FUNCTIONS) {
    if (!seen.has(name)) throw new Error(`VALUE_FUNCTIONS names ${name}, not in firestore.rules`);
  }

  // Allows: the condition of each, named by its match path.
  const matches = [...rules.matchAll(/\bmatch\s+(\S+)\s*\{/g)]
    .filter((m) => code[m.index])
    .map((m) => {
      const open = m.index + m[0].length - 1;
      return { path: m[1], open, close: blockEnd(rules, code, open) };
    });
  for (const m of rules.matchAll(/\ballow\s+([\w, ]+):\s*if\b/g)) {
    if (!code[m.index]) continue;
    const path = matches
      .filter(
        (b) =>
          b.open < m.index && m.index < b.close && b.path !== '/databases/{database}/documents',
      )
      .map((b) => b.path)
      .join('');
    const collection = path.split('/')[1] ?? '';
    const suite = SUITE_OF_COLLECTION[collection];
    if (!suite) throw new Error(`firestore.rules: no matrix suite for ${path}`);
    const start = m.index + m[0].length;
    add(`${path} allow ${(m[1] ?? '').trim()}`, suite, start, statementEnd(rules, code, start));
  }
  return clauses;
}

/** The mutant's name: stable as long as the clause and its place stay. */
export function clauseName(c: Clause): string {
  return `clause: ${c.owner} #${c.index}: ${c.text.replace(/\s+/g, ' ').slice(0, 60)}`;
}

/** One mutant per clause not listed as equivalent: the clause replaced by `true`, at its place. */
export function clauseMutants(rules: string): Mutant[] {
  return clausesOf(rules)
    .filter((c) => !(clauseName(c) in EQUIVALENT_CLAUSES))
    .map((c) => ({
      name: clauseName(c),
      suite: c.suite,
      find: c.text,
      replace: 'true',
      at: c.start,
    }));
}
