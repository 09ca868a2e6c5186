/**
 * The one tokenizer behind server-side search (docs/rest-api.md). Every writer of a service
 * (web, API, seed) stores `searchTerms = serviceSearchTerms(fields)`; a query is turned into
 * words with `queryWords` and matched with Firestore's array-contains-any.
 */
import { categoryOf } from './categories';
import type { CategoryId } from './categories';
import { FIELD_LIMITS } from './constants';
import type { ServiceFields } from './entities';

const wordSegmenter = new Intl.Segmenter(['bn', 'en'], { granularity: 'word' });
const graphemeSegmenter = new Intl.Segmenter(['bn', 'en'], { granularity: 'grapheme' });

/**
 * Shortest term stored or searched, in code points: one letter would match nearly everything. A
 * Bangla syllable is one grapheme of several code points ("রং" is র + ং; ICU keeps a conjunct such
 * as "প্লা" together), so counting graphemes made "রং" unsearchable and "প্লাম" (a partly typed
 * "প্লাম্বিং") match nothing. Counting code points still drops a lone English letter, and any word
 * of two graphemes has at least this many code points.
 */
export const MIN_TERM_CODE_POINTS = 2;
/** Longest prefix stored; longer query words are cut to it before matching. */
export const MAX_PREFIX_GRAPHEMES = 15;
/** Firestore's array-contains-any takes at most 30 values. */
export const MAX_QUERY_WORDS = 30;

/** Lower-cased, NFC-normalized words of `text`, Bangla and English alike, in order. */
export function words(text: string): string[] {
  const normalized = text.normalize('NFC').toLocaleLowerCase();
  const result: string[] = [];
  for (const segment of wordSegmenter.segment(normalized)) {
    if (segment.isWordLike) result.push(segment.segment);
  }
  return result;
}

function graphemes(word: string): string[] {
  return Array.from(graphemeSegmenter.segment(word), (g) => g.segment);
}

/** Whether a word is long enough to be stored or searched (see MIN_TERM_CODE_POINTS). */
export function isSearchableWord(word: string): boolean {
  return Array.from(word).length >= MIN_TERM_CODE_POINTS;
}

/**
 * Prefixes of a word at code-point boundaries, from MIN_TERM_CODE_POINTS code points up to the
 * word cut to MAX_PREFIX_GRAPHEMES graphemes. For English these are the grapheme prefixes; for
 * Bangla they also end inside a syllable, which is where a person typing a word stops.
 */
export function prefixes(word: string): string[] {
  const points = Array.from(searchKey(word));
  const result: string[] = [];
  for (
    let length = Math.min(MIN_TERM_CODE_POINTS, points.length);
    length <= points.length;
    length++
  ) {
    result.push(points.slice(0, length).join(''));
  }
  return result;
}

/**
 * The stored form of a query word: cut to the longest prefix stored, and to
 * FIELD_LIMITS.searchTerm code points, since one grapheme may carry any number of marks.
 */
export function searchKey(word: string): string {
  const cut = graphemes(word).slice(0, MAX_PREFIX_GRAPHEMES).join('');
  return Array.from(cut).slice(0, FIELD_LIMITS.searchTerm).join('');
}

/**
 * What a stored term can be: no space, MIN_TERM_CODE_POINTS to FIELD_LIMITS.searchTerm code
 * points. firestore.rules holds searchTerms to it (isSearchTerms), so a client writing the list
 * itself can store nothing the tokenizer would not.
 */
export function isSearchTerm(term: string): boolean {
  const length = Array.from(term).length;
  return !term.includes(' ') && length >= MIN_TERM_CODE_POINTS && length <= FIELD_LIMITS.searchTerm;
}

/**
 * The keys of a category's everyday words ("plumber", "পানির লাইন" …): each word of each phrase,
 * as a query keys it, so a query word that names the trade finds the category's services.
 */
export function categoryTerms(category: CategoryId | null | undefined): string[] {
  if (!category) return [];
  const keys = new Set<string>();
  for (const word of words(categoryOf(category).words.join(' '))) {
    if (isSearchableWord(word)) keys.add(searchKey(word));
  }
  return Array.from(keys);
}

/** What a service is searched by: its own words and, when it has one, its category. */
export type IndexedFields = Pick<ServiceFields, 'serviceName' | 'serviceArea' | 'description'> & {
  /** Optional: documents written before categories had none. */
  category?: CategoryId | null;
};

/**
 * Terms stored on a service: every prefix of the words of its name and area, the keys of its
 * category's everyday words, and every word of its description (cut to the longest prefix),
 * without repeats and at most FIELD_LIMITS.searchTerms.
 */
export function serviceSearchTerms(fields: IndexedFields): string[] {
  const terms = new Set<string>();
  for (const word of [...words(fields.serviceName), ...words(fields.serviceArea)]) {
    // A one-letter word is never searched (queryWords drops it), so it is not stored either.
    if (isSearchableWord(word)) for (const prefix of prefixes(word)) terms.add(prefix);
  }
  for (const term of categoryTerms(fields.category)) terms.add(term);
  for (const word of words(fields.description)) {
    if (isSearchableWord(word)) terms.add(searchKey(word));
  }
  // Every term already is one; the filter keeps the rules' contract whatever a segmenter does.
  return Array.from(terms).filter(isSearchTerm).slice(0, FIELD_LIMITS.searchTerms);
}

/**
 * Terms stored in `nameTerms`: the prefixes of the words of the name, as serviceSearchTerms
 * stores them. A search asks these first: the services whose name holds a query word rank
 * highest, so the newest few of them are most of a first page, read without the wide index.
 */
export function serviceNameTerms(fields: Pick<ServiceFields, 'serviceName'>): string[] {
  const terms = new Set<string>();
  for (const word of words(fields.serviceName)) {
    if (isSearchableWord(word)) for (const prefix of prefixes(word)) terms.add(prefix);
  }
  return Array.from(terms).filter(isSearchTerm).slice(0, FIELD_LIMITS.nameTerms);
}

/** The distinct keys of a search text, at most MAX_QUERY_WORDS. Empty means "everything". */
export function queryWords(text: string): string[] {
  const keys = new Set<string>();
  for (const word of words(text)) {
    if (isSearchableWord(word)) keys.add(searchKey(word));
  }
  return Array.from(keys).slice(0, MAX_QUERY_WORDS);
}
