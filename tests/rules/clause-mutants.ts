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
  /** The matrix suite whose cases run first: the one of the first rule that reaches the clause. */
  suite: string;
  /**
   * Every matrix suite of a rule that reaches the clause, `suite` first, then CROSS_SUITES:
   * their cases run next.
   */
  suites: string[];
}

/**
 * Functions whose `return` is a value (a path, a list, a string, a number, a timestamp), not a
 * condition: replacing it by `true` drops no clause. The generator fails if one is missing.
 */
const VALUE_FUNCTIONS = new Set([
  'tokenPhone',
  'tokenEmail',
  'tokenName',
  'RATING_KEYS',
  'reviewPath',
  'providerPath',
  'serviceDoc',
  'schedulePath',
  'windowPlacesPath',
  'windowMovePath',
  'windowHolderPath',
  'placeIdOf',
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
  'clause: function isDocumentId #1: id is string':
    'matches() on a non-string is an error (size() alone would take a list), and an error denies',
  'clause: function isText #1: value is string':
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
  "clause: function isTokenPhone #2: verified != ''":
    "with no token number it compares the number with '', and neither a profile " +
    "(BD_MOBILE_PATTERN) nor a booking (its profile's number) can carry ''; it stays so that " +
    'the function reads as isVerifiedPhone',
  'clause: function isDocumentId #2: id.size() <= 1500':
    'Firestore refuses such a document path itself, before the rules, and a booking naming ' +
    'one finds no service; it stays for parity with isDocumentId in domain/src/formats.ts',
  "clause: function isDocumentId #4: !id.matches('^__.*__$')":
    'Firestore refuses such a document path itself, before the rules, and a booking naming ' +
    'one finds no service; it stays for parity with isDocumentId in domain/src/formats.ts',
  'clause: function validNewBooking #15: isDocumentId(b.serviceId)':
    'a service can only be created under such an id (its create rule), and $(b.serviceId) of ' +
    'any other names no document, so exists() keeps every such booking out; it stays as the id ' +
    'contract the API and the web rely on, and the hand-written mutant that negates it pins it',
  'clause: function validNewBooking #16: exists(serviceDoc(b.serviceId))':
    'get() of a missing service is null and reading .data of null is an error, so a booking of ' +
    'a service that does not exist stays denied; the hand-written mutant that negates it shows ' +
    'the clause is evaluated',
  'clause: function validProvider #1: p is map':
    'keys() of a non-map is an error (hasExactly, the next clause, calls it), and an error denies',
  'clause: function validServiceFields #1: s is map':
    'keys() of a non-map is an error (hasExactly, the next clause, calls it), and an error denies',
  "clause: function validService #1: d.keys().hasAll(['providerUid', 'provider', 'service', 'rati":
    'both callers read every key it names, and reading a missing key is an error, which denies: ' +
    'validNewService compares providerUid, the three rating fields and createdAt, ' +
    'validServiceUpdate compares providerUid and createdAt and refuses a rating field changed ' +
    '(a removed one is changed); provider, service and updatedAt are read by the next clauses',
  'clause: function isOwnPhone #1: phone is string':
    "the number is compared with the profile's, which is a string (validProfile's " +
    'BD_MOBILE_PATTERN), so a non-string equals none; without a profile get() is an error',
  'clause: function validServiceRating #1: isSignedIn()':
    'ratingFollowsReview needs the review written in the same request (its updatedAt is the ' +
    "request's time), and every review write needs a signed-in author (validNewReview, " +
    'validReviewEdit, validReply), so a visitor is refused anyway',
  'clause: function validProviderRating #1: isSignedIn()':
    'as in validServiceRating: ratingFollowsReview needs the review written in the same request, ' +
    'and no visitor may write a review',
  'clause: function validNewBooking #1: isSignedIn()':
    'isOwner(b.customerUid), two clauses on, asks for a sign-in (and reads request.auth.uid, an ' +
    'error without one); hasExactly between them reads only the data',
  'clause: function validWeek #1: week is map':
    'keys() of a non-map is an error (hasExactly, the next clause, calls it), and an error denies',
  'clause: function validNewBooking #9: isText(b.sDate, 40)':
    "isBookableSlot's exact window-start pattern (yyyy-mm-ddThh:00:00.000Z) admits only a " +
    'string of 24 characters, never blank, and split() of a non-string is an error; it stays ' +
    'as the FIELD_LIMITS.date bound the API shares',
  'clause: function validWindowPlaces #1: isSignedIn()':
    'a counter moves only with its booking written in the same request (created then, or moved ' +
    'to Cancelled or Declined then), and only a signed-in customer or provider writes a booking ' +
    '(validNewBooking, validStatusMove): a visitor is refused anyway',
  'clause: function takesPlace #1: getAfter(path).data.taken == before + 1':
    "the move must name this booking (clause 2), the move's own rule needs the counter written " +
    "in the same request, and the counter's rule lets it move only by one more for the booking " +
    'its move names when that booking is created now: the count is checked there',
  'clause: function takesPlace #2: getAfter(windowMovePath(b.providerUid, placeIdOf(b))).data.l':
    "a second booking sharing one counter move would also need its customer's places to list " +
    'it (clause 3), and a request has one caller, whose places in the window one write holds: ' +
    'two bookings of one request cannot both be added to them',
  'clause: function validWindowPlaces #3: isNow(d.updatedAt)':
    "the move must be written in the same request (clause 5), and the move's own rule " +
    "(validWindowMove's last clause) needs this counter's updatedAt to be the request's time",
  'clause: function validWindowMove #4: isNow(d.updatedAt)':
    "a move is written only with its counter (clause 5), and the counter's rule needs the move's " +
    "updatedAt to be the request's time (validWindowPlaces' isNow(move.updatedAt))",
  'clause: function validWindowPlaces #5: isNow(move.updatedAt)':
    'a move left from an earlier request names a booking that exists already, which neither ' +
    'branch accepts (isCreatedNowIn needs it new, isClosedNow needs it moved now)',
  "clause: function isClosedNow #1: get(booking).data.serviceStatus in ['pending', 'Pending']":
    'clause 2 needs the booking Cancelled or Declined after the request, and only a waiting ' +
    'booking may move there (validStatusMove); one cancelled earlier left its places then ' +
    '(givesPlaceBack), so none is left to give back',
  'clause: function leavesHolder #2: !(bookingId in getAfter(holder).data.bookingIds)':
    'the booking is cancelled or declined in the same request (isClosedNow), and its own rule ' +
    "(givesPlaceBack) then demands that it leaves its customer's places",
  'clause: function validWindowMove #1: isSignedIn()':
    'a move is written only with its counter (its last clause), which needs the booking it ' +
    'names written in the same request, and only a signed-in account writes a booking',
  'clause: function validWindowHolder #1: isSignedIn()':
    "a customer's places change only with their booking created, cancelled or declined in the " +
    'same request, which only a signed-in account may write: a visitor is refused anyway',
  'clause: function validWindowHolder #4: d.bookingIds is list':
    'the next clause compares it with a list (before.concat or before.removeAll), which no ' +
    'non-list equals; it stays to say so',
  'clause: function validWindowMove #3: d.lastBookingId is string':
    'the counter written with the move looks the named booking up by it (bookingPath), and a ' +
    'path of a non-string is an error, which denies; it stays to say so',
  "clause: function validNewBill #2: booking.serviceStatus == 'Working'":
    'the booking moves to Billed in the same request (clause 3), which validBillMove allows from ' +
    'Working or Disputed only, and a Disputed booking has its bill already (bills are never ' +
    'deleted), so writing one is an update, not a create',
  "clause: function validNewBill #9: b.state == 'sent'":
    "the booking's move to Billed in the same request (clause 3) is validBillMove's, which " +
    "demands the bill's state be 'sent'",
  'clause: function validNewBill #16: isNow(b.updatedAt)':
    "the booking's move to Billed in the same request (clause 3) is validBillMove's, which " +
    "demands the bill's updatedAt be the request's time",
  "clause: function validBillRevision #6: b.state == 'sent'":
    "the booking's move from Disputed to Billed in the same request (clause 3) is " +
    "validBillMove's, which demands the bill's state be 'sent'",
  'clause: function validBillRevision #9: isNow(b.updatedAt)':
    "the booking's move from Disputed to Billed in the same request (clause 3) is " +
    "validBillMove's, which demands the bill's updatedAt be the request's time",
  'clause: function validBillAnswer #3: isNow(b.updatedAt)':
    "a sent bill's booking is Billed, and both answers move it in the same request (to " +
    "Completed or Disputed): validBillMove's moves, which demand the bill's updatedAt be the " +
    "request's time",
  "clause: function validPaymentMark #1: resource.data.state == 'accepted'":
    'the booking must be Completed or Paid after the mark (clause 4); the booking of a bill not ' +
    'accepted is Billed or Disputed, which moves to Completed only with its bill accepted in the ' +
    'same request (validBillMove; validStatusMove never moves a billed booking), and a mark ' +
    'changes nothing but itself and updatedAt',
  'clause: function validBillMove #1: isBookingParty()':
    "isNow(bill.updatedAt) needs the booking's bill written in the same request, and only the " +
    "booking's customer or provider may write it (each bill rule asks isOwner of one of them; " +
    "the bill's uids are the booking's, validNewBill and validImpliedBill)",
  'clause: function validNewReview #1: isSignedIn()':
    'clause 3 compares request.auth.uid, an error without a sign-in, and an error denies',
  'clause: function validReviewEdit #1: isSignedIn()':
    'clause 2 compares request.auth.uid, an error without a sign-in, and an error denies',
  'clause: function validReply #4: reply is map':
    'keys() of a non-map is an error (hasExactly, the next clause, calls it), and an error denies',
  "clause: function validProfile #1: p.keys().hasAll(['displayName', 'photoURL', 'phone', 'update":
    'the next clauses read each of the four keys (displayName, photoURL, phone, updatedAt), and ' +
    'reading a missing key is an error, which denies; hasOnly keeps the extra keys out',
  'clause: /reviews/{bookingId} allow create #1: isDocumentId(bookingId)':
    'validNewReview reads the booking of the same id, and a booking can only be created under ' +
    'such an id (its create rule): get() of a missing one is null, and reading its data an ' +
    'error, which denies; it stays as the id contract the API relies on',
  'clause: function validNewReview #12: isNow(r.updatedAt)':
    "the review moves both ratings' sums in the same request (clauses 13 and 14, by one star " +
    "at least), so both rating documents are written, and each one's own rule " +
    "(ratingFollowsReview) demands the review's updatedAt be the request's time",
  "clause: function isDocumentId #3: id.matches('^[A-Za-z0-9_-]+$')":
    'its callers name a service (then exists() and matchesService) or a booking (validNewReview ' +
    'reads it), and both can only be created under a keyed id (isKeyedIdOf) or by the server, ' +
    'so an id of other characters names no document and is denied there',
  'clause: function validProfile #7: p.phone is string':
    'matches() on a non-string is an error, and an error denies',
  'clause: function validRateCount #1: isSignedIn()':
    'without a sign-in request.auth.uid is an error in senderHash (clause 3), and an error ' +
    'denies; it stays to say so',
  'clause: /rateCounters/{counterId} allow get #1: isSignedIn()':
    'without a sign-in request.auth.uid is an error in senderHash, and an error denies; it ' +
    'stays to say so',
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
  rateCounters: 'rate counters (domain/src/rate-limits.ts)',
};

/**
 * Suites whose cases cut across the collections (the lists' limits, the formats shared with the
 * API, the app's screens): every clause tries them after its own suites.
 */
const CROSS_SUITES = [
  'dashboard lists',
  'formats shared with the API (domain/src/formats.ts)',
  "screens, by the app's own data functions",
];

/** Suite of a function, by the `// ---------- … ----------` section it is written under. */
function suiteOfSection(header: string): string | undefined {
  if (header.includes('ratings') || header.includes('reviews')) return 'reviews and ratings';
  if (header.includes('schedules')) return 'availability (schedules and their window counters)';
  if (header.includes('bills') || header.includes('books')) return 'bills and the books';
  for (const [collection, suite] of Object.entries(SUITE_OF_COLLECTION)) {
    if (header.includes(`${collection}/`)) return suite;
  }
  return undefined; // "who is asking" and "shapes": used everywhere
}

/**
 * The functions a piece of rules text calls (code only), of those named in `functions`.
 */
function callsIn(
  text: string,
  code: boolean[],
  start: number,
  end: number,
  functions: Set<string>,
): string[] {
  const called: string[] = [];
  const call = /\b(\w+)\s*\(/g;
  call.lastIndex = start;
  for (let m = call.exec(text); m && m.index < end; m = call.exec(text)) {
    const name = m[1] ?? '';
    if (code[m.index] && functions.has(name) && !called.includes(name)) called.push(name);
  }
  return called;
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

  // Functions: the `return` of each body.
  const functions = [...rules.matchAll(/\bfunction\s+(\w+)\s*\([^)]*\)\s*\{/g)]
    .filter((m) => code[m.index])
    .map((m) => {
      const open = m.index + m[0].length - 1;
      return { name: m[1] ?? '', open, close: blockEnd(rules, code, open) };
    });
  const names = new Set(functions.map((f) => f.name));
  for (const name of VALUE_FUNCTIONS) {
    if (!names.has(name)) throw new Error(`VALUE_FUNCTIONS names ${name}, not in firestore.rules`);
  }
  /** Function name → the functions its body calls. */
  const calls = new Map(
    functions.map((f) => [f.name, callsIn(rules, code, f.open, f.close, names)] as const),
  );

  // Allows: the condition of each, named by its match path, with its collection's suite.
  const matches = [...rules.matchAll(/\bmatch\s+(\S+)\s*\{/g)]
    .filter((m) => code[m.index])
    .map((m) => {
      const open = m.index + m[0].length - 1;
      return { path: m[1], open, close: blockEnd(rules, code, open) };
    });
  const allows = [...rules.matchAll(/\ballow\s+([\w, ]+):\s*if\b/g)]
    .filter((m) => code[m.index])
    .map((m) => {
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
      const end = statementEnd(rules, code, start);
      return { owner: `${path} allow ${(m[1] ?? '').trim()}`, suite, start, end };
    });

  // A function's suites: those of the allows that call it, directly or through other functions,
  // in the order of the rules (a function's clauses are caught by the cases of its callers),
  // then the one of the section it is written under (validBillMove's bills cases move bookings).
  const suitesOf = new Map<string, string[]>();
  for (const allow of allows) {
    const reached = new Set<string>();
    const visit = (name: string) => {
      if (reached.has(name)) return;
      reached.add(name);
      for (const callee of calls.get(name) ?? []) visit(callee);
    };
    for (const name of callsIn(rules, code, allow.start, allow.end, names)) visit(name);
    for (const name of reached) {
      const suites = suitesOf.get(name) ?? [];
      if (!suites.includes(allow.suite)) suites.push(allow.suite);
      suitesOf.set(name, suites);
    }
  }

  const clauses: Clause[] = [];
  const add = (owner: string, suites: string[], start: number, end: number) => {
    const parts = conjuncts(rules, kind, start, end);
    parts.forEach(([s, e], k) => {
      const text = rules.slice(s, e);
      // `if true` is no condition: there is nothing to drop.
      if (parts.length === 1 && text === 'true') return;
      const suite = suites[0] ?? 'services';
      const all = [...suites, ...CROSS_SUITES.filter((c) => !suites.includes(c))];
      clauses.push({ owner, index: k + 1, start: s, end: e, text, suite, suites: all });
    });
  };
  for (const f of functions) {
    if (VALUE_FUNCTIONS.has(f.name)) continue;
    const body = rules.slice(f.open, f.close);
    const ret = /\breturn\b/g;
    let r: RegExpExecArray | null;
    while ((r = ret.exec(body)) && !code[f.open + r.index]);
    if (!r) throw new Error(`firestore.rules: function ${f.name} has no return`);
    const start = f.open + r.index + 'return'.length;
    const suites = suitesOf.get(f.name);
    if (!suites) throw new Error(`firestore.rules: no rule calls function ${f.name}`);
    const headers = [...rules.slice(0, f.open).matchAll(/\/\/ -{10} (.*) -{10}/g)];
    const section = suiteOfSection(headers.at(-1)?.[1] ?? '');
    if (section && !suites.includes(section)) suites.push(section);
    add(`function ${f.name}`, suites, start, statementEnd(rules, code, start));
  }
  for (const allow of allows) add(allow.owner, [allow.suite], allow.start, allow.end);
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
      suites: c.suites,
      find: c.text,
      replace: 'true',
      at: c.start,
    }));
}
