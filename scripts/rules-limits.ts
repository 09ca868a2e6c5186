/**
 * The rules' production limits, counted: Firestore evaluates at most 10 document access calls
 * (get, exists, getAfter, existsAfter) for one operation and 20 for a whole batch or transaction,
 * and denies a request that needs more. The emulators do not enforce this.
 *
 * For each `allow` of each collection, the calls are collected through every function it calls
 * (each function's parameters and lets substituted into the paths), on every branch: an upper
 * bound, since a request evaluates some branches only. Calls naming the same document path
 * (get and exists alike; getAfter and existsAfter alike) count once, as Firestore counts them.
 * docs/deploying.md describes it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../harness/emulators';

export const SINGLE_LIMIT = 10;
export const BATCH_LIMIT = 20;

const ACCESS = new Set(['get', 'exists', 'getAfter', 'existsAfter']);
type Operation = 'get' | 'list' | 'create' | 'update' | 'delete';
const EXPANDS: Record<string, Operation[]> = {
  read: ['get', 'list'],
  write: ['create', 'update', 'delete'],
};

interface RulesFunction {
  params: string[];
  body: string;
}

export interface Parsed {
  functions: Map<string, RulesFunction>;
  /** Each allow: the collection path it is in, its operations and its condition. */
  allows: { collection: string; operations: Operation[]; condition: string }[];
}

/** The text between the bracket at `open` and its partner. */
function balanced(text: string, open: number): { inner: string; end: number } {
  const [opening, closing] = text[open] === '(' ? ['(', ')'] : ['{', '}'];
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === opening) depth++;
    else if (text[i] === closing && --depth === 0)
      return { inner: text.slice(open + 1, i), end: i };
  }
  throw new Error(`unbalanced ${opening} at ${text.slice(Math.max(0, open - 40), open + 40)}`);
}

/** firestore.rules without comments, its strings' brackets masked (they would mislead the scan). */
/** A string's brackets and semicolons, kept apart from the code's. */
const STRING_SAFE: Record<string, string> = {
  '(': '\u2039',
  ')': '\u203a',
  '{': '\u00ab',
  '}': '\u00bb',
  '[': '\u2045',
  ']': '\u2046',
  ';': '\u00a6',
};

function stripped(rules: string): string {
  // One pass, so that a string's "//" (https://) is not taken for a comment.
  return rules.replace(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|\/\/[^\n]*/g, (s) =>
    s.startsWith('//') ? '' : s.replace(/[(){}[\];]/g, (c) => STRING_SAFE[c] ?? c),
  );
}

export function parseRules(rules: string): Parsed {
  const text = stripped(rules);
  const functions = new Map<string, RulesFunction>();
  for (const match of text.matchAll(/function\s+(\w+)\s*\(([^)]*)\)\s*\{/g)) {
    const open = (match.index ?? 0) + match[0].length - 1;
    functions.set(match[1] ?? '', {
      params: (match[2] ?? '')
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean),
      body: balanced(text, open).inner,
    });
  }
  const allows: Parsed['allows'] = [];
  const walk = (block: string, prefix: string) => {
    for (const match of block.matchAll(/match\s+(\S+)\s*\{/g)) {
      // Only the matches directly in this block: nested ones are walked from their parent.
      const before = block.slice(0, match.index);
      if ((before.match(/\{/g)?.length ?? 0) !== (before.match(/\}/g)?.length ?? 0)) continue;
      const open = (match.index ?? 0) + match[0].length - 1;
      const inner = balanced(block, open).inner;
      const collection = `${prefix}${match[1] ?? ''}`.replace(
        '/databases/{database}/documents',
        '',
      );
      // This block's own allows, without its nested matches.
      let own = inner;
      for (const nested of inner.matchAll(/match\s+\S+\s*\{/g)) {
        const at = (nested.index ?? 0) + nested[0].length - 1;
        own = own.replace(inner.slice(nested.index, balanced(inner, at).end + 1), '');
      }
      for (const allow of own.matchAll(/allow\s+([\w,\s]+?)\s*:\s*if\s+([\s\S]*?);/g)) {
        const operations = (allow[1] ?? '')
          .split(',')
          .map((op) => op.trim())
          .flatMap((op) => EXPANDS[op] ?? [op as Operation]);
        allows.push({ collection, operations, condition: allow[2] ?? '' });
      }
      walk(inner, collection === '' ? '' : collection);
    }
  };
  const service = /service\s+cloud\.firestore\s*\{/.exec(text);
  if (!service) throw new Error('firestore.rules has no service cloud.firestore block');
  walk(balanced(text, service.index + service[0].length - 1).inner, '');
  return { functions, allows };
}

/** `text` with each whole identifier of `env` (not a field after a dot) replaced by its value. */
function substitute(text: string, env: Map<string, string>): string {
  if (env.size === 0) return text;
  return text.replace(/(?<![.\w$])([A-Za-z_]\w*)\b/g, (name: string) =>
    env.has(name) ? `(${env.get(name)})` : name,
  );
}

/** The calls of `text` in order: name, argument text, and whether it is a method (`.name(`). */
function callsIn(text: string): { name: string; args: string[]; method: boolean }[] {
  const calls: { name: string; args: string[]; method: boolean }[] = [];
  for (const match of text.matchAll(/(\.?)\b([A-Za-z_]\w*)\s*\(/g)) {
    const open = (match.index ?? 0) + match[0].length - 1;
    const { inner } = balanced(text, open);
    calls.push({ name: match[2] ?? '', args: splitArgs(inner), method: match[1] === '.' });
  }
  return calls;
}

function splitArgs(inner: string): string[] {
  const args: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < inner.length; i++) {
    const c = inner[i];
    if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') depth--;
    else if (c === ',' && depth === 0) {
      args.push(inner.slice(start, i).trim());
      start = i + 1;
    }
  }
  if (inner.trim()) args.push(inner.slice(start).trim());
  return args;
}

/** A function's lets, each substituted with the ones before it and the parameters. */
function environmentOf(fn: RulesFunction, args: string[]): Map<string, string> {
  const env = new Map<string, string>();
  fn.params.forEach((param, i) => env.set(param, args[i] ?? param));
  for (const match of fn.body.matchAll(/let\s+(\w+)\s*=\s*([\s\S]*?);/g)) {
    env.set(match[1] ?? '', substitute(match[2] ?? '', env));
  }
  return env;
}

/** A path expression with every path helper expanded and spaces removed: one key per document. */
function canonicalPath(text: string, parsed: Parsed, depth = 0): string {
  if (depth > 20) return text;
  let expanded = text;
  for (const call of callsIn(text)) {
    const fn = parsed.functions.get(call.name);
    if (!fn || call.method) continue;
    const returned = /^\s*return\s+([\s\S]*?);\s*$/.exec(fn.body)?.[1];
    if (!returned || !returned.trim().startsWith('/databases/')) continue;
    const body = substitute(returned, environmentOf(fn, call.args));
    expanded = expanded.replace(`${call.name}(${call.args.join(', ')})`, body);
  }
  const flat = expanded.replace(/\s+/g, '');
  // Parentheses (the substitutions' and $()'s) do not change which document a path names.
  return flat === text.replace(/\s+/g, '')
    ? flat.replace(/[()]/g, '')
    : canonicalPath(flat, parsed, depth + 1);
}

/**
 * The documents `text` may access, as `before:<path>` (get, exists) and `after:<path>`
 * (getAfter, existsAfter), through every function it calls.
 */
export function accessesOf(text: string, parsed: Parsed, depth = 0): Set<string> {
  const found = new Set<string>();
  if (depth > 30) throw new Error(`the rules' functions nest too deep at ${text.slice(0, 60)}`);
  for (const call of callsIn(text)) {
    if (!call.method && ACCESS.has(call.name)) {
      const side = call.name.endsWith('After') ? 'after' : 'before';
      found.add(`${side}:${canonicalPath(call.args[0] ?? '', parsed)}`);
    }
    const fn = call.method ? undefined : parsed.functions.get(call.name);
    if (fn) {
      const env = environmentOf(fn, call.args);
      for (const access of accessesOf(substitute(fn.body, env), parsed, depth + 1)) {
        found.add(access);
      }
    }
  }
  return found;
}

export interface OperationCost {
  collection: string;
  operation: Operation;
  calls: number;
  documents: string[];
}

/** The most access calls each operation of each collection can make. */
export function operationCosts(rules: string): OperationCost[] {
  const parsed = parseRules(rules);
  const costs = new Map<string, { collection: string; operation: Operation; docs: Set<string> }>();
  for (const allow of parsed.allows) {
    // The allows of one operation are alternatives: a request may evaluate every one of them.
    const docs = accessesOf(allow.condition, parsed);
    for (const operation of allow.operations) {
      const key = `${allow.collection} ${operation}`;
      const entry = costs.get(key) ?? { collection: allow.collection, operation, docs: new Set() };
      for (const doc of docs) entry.docs.add(doc);
      costs.set(key, entry);
    }
  }
  return [...costs.values()].map(({ collection, operation, docs }) => ({
    collection,
    operation,
    calls: docs.size,
    documents: [...docs].sort(),
  }));
}

/**
 * The app's batches and transactions (each write's rules run; documents they share count once):
 * a booking and its window's count, the customer's places there and the move, a cancel giving
 * the place back, a review moving both ratings, a bill moving its booking; each create with its
 * rate counter (web/src/lib/rate-counter.ts).
 */
export const BATCHES: { name: string; writes: [string, Operation][] }[] = [
  {
    name: 'book (bookings-data.ts)',
    writes: [
      ['/bookings/{bookingId}', 'create'],
      ['/schedules/{uid}/windows/{placeId}', 'update'],
      ['/schedules/{uid}/windows/{placeId}/holders/{customerUid}', 'update'],
      ['/schedules/{uid}/windowMoves/{placeId}', 'update'],
      ['/rateCounters/{counterId}', 'update'],
    ],
  },
  {
    name: 'cancel or decline (bookings-data.ts)',
    writes: [
      ['/bookings/{bookingId}', 'update'],
      ['/schedules/{uid}/windows/{placeId}', 'update'],
      ['/schedules/{uid}/windows/{placeId}/holders/{customerUid}', 'update'],
      ['/schedules/{uid}/windowMoves/{placeId}', 'update'],
    ],
  },
  {
    name: 'review (reviews-data.ts)',
    writes: [
      ['/reviews/{bookingId}', 'create'],
      ['/services/{serviceId}', 'update'],
      ['/providers/{uid}', 'update'],
      ['/rateCounters/{counterId}', 'update'],
    ],
  },
  {
    name: 'list a service (provider-services-data.ts)',
    writes: [
      ['/services/{serviceId}', 'create'],
      ['/rateCounters/{counterId}', 'update'],
    ],
  },
  {
    name: 'bill (money-data.ts)',
    writes: [
      ['/bills/{bookingId}', 'update'],
      ['/bookings/{bookingId}', 'update'],
    ],
  },
];

export function checkRulesLimits(rules: string): { costs: OperationCost[]; problems: string[] } {
  const costs = operationCosts(rules).sort((a, b) => b.calls - a.calls);
  const problems: string[] = [];
  for (const cost of costs) {
    if (cost.calls > SINGLE_LIMIT) {
      problems.push(
        `${cost.collection} ${cost.operation} may make ${cost.calls} access calls (limit ${SINGLE_LIMIT})`,
      );
    }
  }
  for (const batch of BATCHES) {
    const docs = new Set<string>();
    for (const [collection, operation] of batch.writes) {
      const cost = costs.find((c) => c.collection === collection && c.operation === operation);
      if (!cost) {
        problems.push(`${batch.name}: the rules have no ${operation} of ${collection}`);
        continue;
      }
      for (const doc of cost.documents) docs.add(doc);
    }
    if (docs.size > BATCH_LIMIT) {
      problems.push(`${batch.name} may make ${docs.size} access calls (limit ${BATCH_LIMIT})`);
    }
  }
  return { costs, problems };
}

/** The heaviest operations, as a table. */
export function costTable(costs: OperationCost[], rows = 12): string[] {
  return [
    'calls  operation',
    ...costs
      .filter((cost) => cost.calls > 0)
      .slice(0, rows)
      .map((cost) => `${String(cost.calls).padStart(5)}  ${cost.collection} ${cost.operation}`),
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { costs, problems } = checkRulesLimits(
    readFileSync(path.join(ROOT, 'firestore.rules'), 'utf8'),
  );
  for (const line of costTable(costs)) console.log(`[rules-limits] ${line}`);
  for (const problem of problems) console.log(`[rules-limits] FAIL ${problem}`);
  process.exit(problems.length === 0 ? 0 : 1);
}
