/** The one tokenizer: what a service stores in `searchTerms` and what a search text asks for. */
import { describe, expect, it } from 'vitest';
import { FIELD_LIMITS } from './constants';
import {
  MAX_PREFIX_GRAPHEMES,
  MAX_QUERY_WORDS,
  isSearchTerm,
  isSearchableWord,
  prefixes,
  queryWords,
  searchKey,
  serviceNameTerms,
  serviceSearchTerms,
  words,
} from './search-terms';

describe('words', () => {
  it('lower-cases English and keeps words with apostrophes and digits, dropping punctuation', () => {
    expect(words("Plumbing-Leak REPAIR, 30-day O'Brien!")).toEqual([
      'plumbing',
      'leak',
      'repair',
      '30',
      'day',
      "o'brien",
    ]);
  });

  it('splits Bangla on spaces and punctuation, including the dari (।) and dashes', () => {
    expect(words('রং মিস্ত্রি — ঘর রং করা। ধানমন্ডি, ঢাকা')).toEqual([
      'রং',
      'মিস্ত্রি',
      'ঘর',
      'রং',
      'করা',
      'ধানমন্ডি',
      'ঢাকা',
    ]);
  });

  it('normalizes to NFC, so decomposed and composed text give the same words', () => {
    const decomposed = 'Cafe\u0301';
    expect(words(decomposed)).toEqual(['café']);
    expect(words(decomposed)).toEqual(words('Café'));
  });

  it('finds no word in punctuation or whitespace', () => {
    expect(words(' ... !!! — ')).toEqual([]);
  });
});

describe('prefixes', () => {
  it('gives every English prefix from two letters to the whole word', () => {
    expect(prefixes('plumbing')).toEqual([
      'pl',
      'plu',
      'plum',
      'plumb',
      'plumbi',
      'plumbin',
      'plumbing',
    ]);
  });

  it('cuts long words to MAX_PREFIX_GRAPHEMES graphemes', () => {
    const long = 'electromechanicalengineering';
    const all = prefixes(long);
    expect(all.at(-1)).toBe(long.slice(0, MAX_PREFIX_GRAPHEMES));
    expect(searchKey(long)).toBe(long.slice(0, MAX_PREFIX_GRAPHEMES));
  });

  it('ends Bangla prefixes inside a syllable, where someone typing stops', () => {
    // প্লাম্বিং is two graphemes (প্লা, ম্বিং), but a person types it letter by letter.
    const all = prefixes('প্লাম্বিং');
    expect(all).toContain('প্লা');
    expect(all).toContain('প্লাম');
    expect(all).toContain('প্লাম্বিং');
    expect(all[0]).toBe('প্');
  });

  it('keeps a one-letter word whole, though it is never stored or searched', () => {
    expect(prefixes('a')).toEqual(['a']);
    expect(isSearchableWord('a')).toBe(false);
  });

  it('cuts a word to FIELD_LIMITS.searchTerm code points, however many marks a grapheme has', () => {
    const piled = `a${'\u0301'.repeat(200)}b`;
    expect(Array.from(searchKey(piled))).toHaveLength(FIELD_LIMITS.searchTerm);
    expect(
      prefixes(piled).every((term) => Array.from(term).length <= FIELD_LIMITS.searchTerm),
    ).toBe(true);
  });
});

describe('queryWords', () => {
  it('drops one-letter words and punctuation: such a text has no usable word', () => {
    expect(queryWords('a')).toEqual([]);
    expect(queryWords('!!! ... ?')).toEqual([]);
    expect(queryWords('a ! plum')).toEqual(['plum']);
  });

  it('keeps one-syllable Bangla words such as রং (paint)', () => {
    expect(queryWords('রং')).toEqual(['রং']);
    expect(queryWords('প্লাম')).toEqual(['প্লাম']);
  });

  it('dedupes, lower-cases and cuts words the way they are stored', () => {
    expect(queryWords('Plumbing PLUMBING plumbing')).toEqual(['plumbing']);
    expect(queryWords('electromechanicalengineering')).toEqual(['electromechanic']);
  });

  it("keeps at most MAX_QUERY_WORDS words, Firestore's limit for array-contains-any", () => {
    const text = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
    const keys = queryWords(text);
    expect(keys).toHaveLength(MAX_QUERY_WORDS);
    expect(keys[0]).toBe('word0');
  });
});

describe('serviceSearchTerms', () => {
  const fields = {
    serviceName: 'Plumbing Leak Repair',
    serviceArea: 'Gulshan, Dhaka',
    description: 'Leaking taps and burst pipes fixed by plumbers. A 30-day guarantee.',
  };

  it('stores prefixes of name and area words and whole words of the description', () => {
    const terms = serviceSearchTerms(fields);
    for (const term of ['pl', 'plum', 'plumbing', 'le', 'leak', 'gul', 'gulshan', 'dh', 'dhaka']) {
      expect(terms).toContain(term);
    }
    for (const term of ['leaking', 'taps', 'burst', 'pipes', 'plumbers', '30', 'day']) {
      expect(terms).toContain(term);
    }
    // Description words are stored whole only, and one-letter words not at all.
    expect(terms).not.toContain('tap');
    expect(terms).not.toContain('a');
  });

  it('stores no one-letter word, even from the name or area', () => {
    const terms = serviceSearchTerms({
      ...fields,
      serviceName: 'A Plumber',
      serviceArea: 'Road 5',
    });
    expect(terms).not.toContain('a');
    expect(terms).not.toContain('5');
    expect(terms).toContain('pl');
  });

  it('stores only terms the rules accept (isSearchTerm), whatever the text', () => {
    const terms = serviceSearchTerms({
      serviceName: `Z${'\u0301'.repeat(500)}algo ${'স্বাস্থ্যসম্মত'.repeat(4)} A`,
      serviceArea: 'x',
      description: `${'w'.repeat(3000)} \u00a0 \u3000 ১২ ${'y\u0308'.repeat(60)}`,
    });
    expect(terms.length).toBeGreaterThan(0);
    expect(terms.filter((term) => !isSearchTerm(term))).toEqual([]);
  });

  it('stores every term once', () => {
    const terms = serviceSearchTerms({ ...fields, description: 'leak leak Leak LEAK' });
    expect(new Set(terms).size).toBe(terms.length);
  });

  it('stores Bangla terms, including the one-syllable word রং', () => {
    const terms = serviceSearchTerms({
      serviceName: 'রং মিস্ত্রি — ঘর রং করা',
      serviceArea: 'ধানমন্ডি, ঢাকা',
      description: 'দেয়ালে পুটি, প্রাইমার ও দুই কোট রং।',
    });
    for (const term of ['রং', 'মিস্ত্রি', 'ঘর', 'ধান', 'ধানমন্ডি', 'ঢাকা', 'প্রাইমার', 'পুটি']) {
      expect(terms).toContain(term);
    }
  });

  it('stores at most FIELD_LIMITS.searchTerms terms, whatever the text', () => {
    const many = Array.from({ length: 800 }, (_, i) => `w${i}x`).join(' ');
    const terms = serviceSearchTerms({
      serviceName: 'Name',
      serviceArea: 'Area',
      description: many,
    });
    expect(terms).toHaveLength(FIELD_LIMITS.searchTerms);
    expect(terms.slice(0, 3)).toEqual(['na', 'nam', 'name']);
  });

  it('stores the key of every query word that a name word starts with', () => {
    const terms = new Set(serviceSearchTerms(fields));
    for (const typed of ['Plu', 'PLUMB', 'Gulsh', 'dhaka']) {
      for (const key of queryWords(typed)) expect(terms.has(key)).toBe(true);
    }
  });
});

describe('serviceNameTerms', () => {
  it('stores the prefixes of the name words only, each also in searchTerms', () => {
    const fields = {
      serviceName: 'Geyser Fix, রং',
      serviceArea: 'Gulshan',
      description: 'Water heater',
    };
    const terms = serviceNameTerms(fields);
    expect(terms).toEqual(['ge', 'gey', 'geys', 'geyse', 'geyser', 'fi', 'fix', 'রং']);
    const all = new Set(serviceSearchTerms(fields));
    for (const term of terms) expect(all.has(term)).toBe(true);
  });

  it('keeps every term a stored term and at most FIELD_LIMITS.nameTerms of them', () => {
    const terms = serviceNameTerms({ serviceName: 'Abcdefghijklmnopqrstuvwxyz '.repeat(10) });
    expect(terms.every(isSearchTerm)).toBe(true);
    expect(terms.length).toBeLessThanOrEqual(FIELD_LIMITS.nameTerms);
    const long = Array.from({ length: 60 }, (_, i) => `w${i}abcdefgh`).join(' ');
    expect(serviceNameTerms({ serviceName: long })).toHaveLength(FIELD_LIMITS.nameTerms);
  });
});
