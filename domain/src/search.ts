/**
 * Ranking of search hits against the real text of a service (docs/rest-api.md).
 *
 * `searchTerms` only finds candidates. A service counts as a hit for a query word only when its
 * real name, area or description contains that word exactly as `serviceSearchTerms` indexes it:
 * a prefix of a word of the name or the area, or a whole word of the description. So every match
 * here is also in the index (below FIELD_LIMITS.searchTerms terms), and stored terms that do not
 * match the real text (forged or stale) never return a service.
 */
import { categoryOf } from './categories';
import { FIELD_LIMITS } from './constants';
import {
  categoryTerms,
  isSearchableWord,
  prefixes,
  queryWords,
  searchKey,
  serviceSearchTerms,
  words,
} from './search-terms';
import type { IndexedFields } from './search-terms';

export type SearchableFields = IndexedFields;

/** What a match in each place is worth: the name says most about a service, the description least. */
export const SEARCH_WEIGHTS = {
  nameWord: 8,
  namePrefix: 5,
  /** A word that names the service's trade ("plumber" for a plumbing service). */
  categoryWord: 6,
  areaWord: 4,
  areaPrefix: 3,
  descriptionWord: 1,
} as const;

export interface ServiceMatch {
  /** How many distinct query words the service contains. */
  matchedWords: number;
  /** Sum over the matched words of the best place each was found (SEARCH_WEIGHTS). */
  score: number;
}

/** Adds each stored prefix of each word of `text` with its weight, keeping the best per term. */
function addPrefixWeights(
  into: Map<string, number>,
  text: string,
  wholeWord: number,
  prefix: number,
): void {
  for (const word of words(text)) {
    const whole = searchKey(word);
    for (const term of prefixes(word)) {
      const weight = term === whole ? wholeWord : prefix;
      if (weight > (into.get(term) ?? 0)) into.set(term, weight);
    }
  }
}

/**
 * The best weight (SEARCH_WEIGHTS) of every term a service is found by: each prefix of the words
 * of its name and area, its category's words, each word of its description.
 */
export function termWeights(fields: SearchableFields): Map<string, number> {
  const weights = new Map<string, number>();
  addPrefixWeights(weights, fields.serviceName, SEARCH_WEIGHTS.nameWord, SEARCH_WEIGHTS.namePrefix);
  addPrefixWeights(weights, fields.serviceArea, SEARCH_WEIGHTS.areaWord, SEARCH_WEIGHTS.areaPrefix);
  for (const term of categoryTerms(fields.category)) {
    if (SEARCH_WEIGHTS.categoryWord > (weights.get(term) ?? 0)) {
      weights.set(term, SEARCH_WEIGHTS.categoryWord);
    }
  }
  for (const word of words(fields.description)) {
    const whole = searchKey(word);
    if (SEARCH_WEIGHTS.descriptionWord > (weights.get(whole) ?? 0)) {
      weights.set(whole, SEARCH_WEIGHTS.descriptionWord);
    }
  }
  return weights;
}

/** Whether the folded text may hold one of the keys: a cheap test before segmenting. */
function mayMatch(keys: readonly string[], fields: SearchableFields): boolean {
  // Every indexed word is a substring of the folded text.
  const everyday = fields.category ? categoryOf(fields.category).words.join('\n') : '';
  const folded = `${fields.serviceName}\n${fields.serviceArea}\n${fields.description}\n${everyday}`
    .normalize('NFC')
    .toLocaleLowerCase();
  return keys.some((key) => folded.includes(key));
}

/**
 * How well a service matches the query keys (from `queryWords`), or null when its real text
 * contains none of them.
 */
export function matchService(
  keys: readonly string[],
  fields: SearchableFields,
): ServiceMatch | null {
  if (keys.length === 0 || !mayMatch(keys, fields)) return null;
  const weights = termWeights(fields);
  let matchedWords = 0;
  let score = 0;
  for (const key of new Set(keys)) {
    const weight = weights.get(key);
    if (weight !== undefined) {
      matchedWords += 1;
      score += weight;
    }
  }
  return matchedWords > 0 ? { matchedWords, score } : null;
}

/**
 * The weights a match can have, best first: a search reads its hits a weight at a time
 * (`weightedTerm`), so a one-word search reads them in the exhaustive ranking's order.
 */
export const SEARCH_LEVELS: readonly number[] = Array.from(
  new Set(Object.values(SEARCH_WEIGHTS)),
).sort((a, b) => b - a);

/** Cuts a derived term to what a stored term may be (isSearchTerm). */
const cutTerm = (term: string) => Array.from(term).slice(0, FIELD_LIMITS.searchTerm).join('');

/**
 * The stored term saying a service's best match for `key` weighs `weight`: "8#plumbing". No
 * word holds "#" (it is never word-like), so it never equals a term of the text.
 */
export const weightedTerm = (weight: number, key: string) => cutTerm(`${weight}#${key}`);

/** Words of name and area that pair (pairTerm): the first few of each, whole. */
const PAIRED_NAME_WORDS = 8;
const PAIRED_AREA_WORDS = 4;

/** The whole-word keys of a service's name and area that its pair terms join. */
export function pairedWords(fields: Pick<SearchableFields, 'serviceName' | 'serviceArea'>) {
  const keysOf = (text: string, count: number) =>
    Array.from(new Set(words(text).filter(isSearchableWord).map(searchKey))).slice(0, count);
  return Array.from(
    new Set([
      ...keysOf(fields.serviceName, PAIRED_NAME_WORDS),
      ...keysOf(fields.serviceArea, PAIRED_AREA_WORDS),
    ]),
  );
}

/** The stored term for two whole words of a name and area together: "ac+servicing". */
export function pairTerm(a: string, b: string): string {
  return cutTerm(a < b ? `${a}+${b}` : `${b}+${a}`);
}

/** Every pair of distinct keys, as pairTerm stores it. */
export function pairTermsOf(keys: readonly string[]): string[] {
  const distinct = Array.from(new Set(keys));
  const pairs = new Set<string>();
  distinct.forEach((a, i) => distinct.slice(i + 1).forEach((b) => pairs.add(pairTerm(a, b))));
  return Array.from(pairs);
}

/** The pairs joining one of `some` to another of `keys`, as pairTerm stores them. */
export function pairTermsWith(some: readonly string[], keys: readonly string[]): string[] {
  const pairs = new Set<string>();
  for (const a of new Set(some))
    for (const b of new Set(keys)) if (a !== b) pairs.add(pairTerm(a, b));
  return Array.from(pairs);
}

/** Whether a pair of the service's words joins one of `some` to another of `keys`. */
export function pairedWith(
  some: readonly string[],
  keys: readonly string[],
  fields: SearchableFields,
): boolean {
  const paired = new Set(pairedWords(fields));
  const held = new Set(keys.filter((key) => paired.has(key)));
  return some.some((key) => held.has(key)) && held.size >= 2;
}

/** How many query keys are among the service's paired words (2 or more: a pair term holds). */
export function pairedCount(keys: readonly string[], fields: SearchableFields): number {
  const paired = new Set(pairedWords(fields));
  return new Set(keys.filter((key) => paired.has(key))).size;
}

/** The best weight any of `keys` is found with in the service; 0 for none. */
export function levelOf(keys: readonly string[], fields: SearchableFields): number {
  if (keys.length === 0 || !mayMatch(keys, fields)) return 0;
  const weights = termWeights(fields);
  return Math.max(0, ...keys.map((key) => weights.get(key) ?? 0));
}

/**
 * Everything a service is searched by (docs/rest-api.md): its terms (serviceSearchTerms), each
 * again with its best weight (weightedTerm), and the pairs of its name's and area's words
 * (pairTerm), so one query with a limit reads a page of a search's best hits.
 */
export function indexedSearchTerms(fields: SearchableFields): string[] {
  const terms = serviceSearchTerms(fields);
  const weights = termWeights(fields);
  const weighted = terms.flatMap((term) => {
    const weight = weights.get(term);
    return weight === undefined ? [] : [weightedTerm(weight, term)];
  });
  return Array.from(new Set([...terms, ...weighted, ...pairTermsOf(pairedWords(fields))]));
}

export interface RankOptions<T> {
  fieldsOf: (item: T) => SearchableFields;
  /** Breaks ties newest first; without it ties keep their input order. */
  createdAtOf?: (item: T) => number;
}

/** Where a hit stands in relevance: what rankServices sorts by, kept by a search's next pages. */
export interface RankKey extends ServiceMatch {
  createdAt: number;
  /** Its place among the candidates as read: the last tie-break. */
  index: number;
}

/** More query words matched, then a higher score, then newer, then read first. */
export const byRelevance = (a: RankKey, b: RankKey): number =>
  b.matchedWords - a.matchedWords ||
  b.score - a.score ||
  b.createdAt - a.createdAt ||
  a.index - b.index;

/**
 * The items that match `keys`, best first (byRelevance). Items whose real text matches none of
 * the keys are dropped.
 */
export function rankServices<T>(
  keys: readonly string[],
  items: readonly T[],
  options: RankOptions<T>,
): T[] {
  const ranked: (RankKey & { item: T })[] = [];
  items.forEach((item, index) => {
    const match = matchService(keys, options.fieldsOf(item));
    if (match) ranked.push({ item, ...match, createdAt: options.createdAtOf?.(item) ?? 0, index });
  });
  ranked.sort(byRelevance);
  return ranked.map((r) => r.item);
}

/** `rankServices` for a search text as typed; a text with no usable word matches nothing. */
export function searchServices<T>(text: string, items: readonly T[], options: RankOptions<T>): T[] {
  return rankServices(queryWords(text), items, options);
}
