/** Ranking of search hits against the real text, and its agreement with the stored index. */
import { describe, expect, it } from 'vitest';
import {
  SEARCH_LEVELS,
  SEARCH_WEIGHTS,
  indexedSearchTerms,
  levelOf,
  matchService,
  pairTerm,
  pairTermsOf,
  pairTermsWith,
  pairedCount,
  pairedWith,
  weightedTerm,
  rankServices,
  searchServices,
} from './search';
import type { SearchableFields } from './search';
import { queryWords, serviceSearchTerms } from './search-terms';

interface Item {
  id: string;
  fields: SearchableFields;
  createdAt: number;
}

const item = (id: string, fields: Partial<SearchableFields>, createdAt = 0): Item => ({
  id,
  fields: { serviceName: '', serviceArea: '', description: '', ...fields },
  createdAt,
});

const options = {
  fieldsOf: (i: Item) => i.fields,
  createdAtOf: (i: Item) => i.createdAt,
};

const ids = (items: Item[]) => items.map((i) => i.id);

const plumbing = item(
  'plumbing',
  {
    serviceName: 'Plumbing Leak Repair',
    serviceArea: 'Gulshan, Dhaka',
    description: 'Leaking taps and burst pipes fixed by plumbers.',
  },
  1,
);
const pipe = item(
  'pipe',
  {
    serviceName: 'Bathroom Pipe Fitting',
    serviceArea: 'Agrabad, Chattogram',
    description: 'New pipe lines and plumbing checks before handover.',
  },
  2,
);
const wiring = item(
  'wiring',
  {
    serviceName: 'House Wiring & Electrical Repair',
    serviceArea: 'Dhanmondi, Dhaka',
    description: 'Switch and socket replacement by licensed electricians.',
  },
  3,
);
const rong = item(
  'rong',
  {
    serviceName: 'রং মিস্ত্রি — ঘর রং করা',
    serviceArea: 'ধানমন্ডি, ঢাকা',
    description: 'দেয়ালে পুটি, প্রাইমার ও দুই কোট রং।',
  },
  4,
);
const catalogue: Item[] = [plumbing, pipe, wiring, rong];

describe('matchService', () => {
  it('weighs a whole name word above a name prefix, the area, then the description', () => {
    const fields = plumbing.fields;
    expect(matchService(['plumbing'], fields)).toEqual({
      matchedWords: 1,
      score: SEARCH_WEIGHTS.nameWord,
    });
    expect(matchService(['plum'], fields)?.score).toBe(SEARCH_WEIGHTS.namePrefix);
    expect(matchService(['dhaka'], fields)?.score).toBe(SEARCH_WEIGHTS.areaWord);
    expect(matchService(['gul'], fields)?.score).toBe(SEARCH_WEIGHTS.areaPrefix);
    expect(matchService(['taps'], fields)?.score).toBe(SEARCH_WEIGHTS.descriptionWord);
  });

  it('counts the distinct query words found and adds their best weights', () => {
    expect(matchService(['plumbing', 'dhaka', 'taps', 'xylophone'], plumbing.fields)).toEqual({
      matchedWords: 3,
      score: SEARCH_WEIGHTS.nameWord + SEARCH_WEIGHTS.areaWord + SEARCH_WEIGHTS.descriptionWord,
    });
  });

  it('matches a description word whole only, as the index stores it', () => {
    expect(matchService(['tap'], plumbing.fields)).toBeNull();
    expect(matchService(['taps'], plumbing.fields)).not.toBeNull();
  });

  it('does not match inside a word, only at its start', () => {
    expect(matchService(['umbing'], plumbing.fields)).toBeNull();
    expect(matchService(['pair'], plumbing.fields)).toBeNull();
  });

  it('matches Bangla words and partly typed Bangla prefixes', () => {
    const fields = rong.fields;
    expect(matchService(queryWords('রং'), fields)?.score).toBe(SEARCH_WEIGHTS.nameWord);
    expect(matchService(queryWords('ধানম'), fields)?.score).toBe(SEARCH_WEIGHTS.areaPrefix);
    expect(matchService(queryWords('মিস'), fields)).not.toBeNull();
  });

  it('matches nothing for no keys', () => {
    expect(matchService([], plumbing.fields)).toBeNull();
  });
});

describe('rankServices', () => {
  it('puts the service with the query word in its name before one with it in the description', () => {
    expect(ids(searchServices('plumbing', catalogue, options))).toEqual(['plumbing', 'pipe']);
  });

  it('ranks services matching more query words first, and drops the ones matching none', () => {
    expect(ids(searchServices('repair dhaka', catalogue, options))).toEqual(['wiring', 'plumbing']);
    expect(ids(searchServices('pipe dhaka', catalogue, options))).toEqual([
      'pipe',
      'wiring',
      'plumbing',
    ]);
  });

  it('breaks ties newest first, or in input order without dates', () => {
    const twins = [
      item('old', { serviceName: 'Sofa Cleaning' }, 10),
      item('new', { serviceName: 'Sofa Cleaning' }, 20),
    ];
    expect(ids(rankServices(['sofa'], twins, options))).toEqual(['new', 'old']);
    expect(ids(rankServices(['sofa'], twins, { fieldsOf: (i: Item) => i.fields }))).toEqual([
      'old',
      'new',
    ]);
  });

  it('finds nothing for a text without a usable word', () => {
    expect(searchServices('a', catalogue, options)).toEqual([]);
    expect(searchServices('?!', catalogue, options)).toEqual([]);
  });

  it('never returns a service for terms its real text does not contain (forged searchTerms)', () => {
    // Whatever such a service stores, only its real fields are ranked.
    const forged = item('forged', {
      serviceName: 'Cheap Generator',
      serviceArea: 'Uttara, Dhaka',
      description: 'Call now.',
    });
    expect(ids(searchServices('plumbing electrical রং', [forged], options))).toEqual([]);
  });
});

describe('agreement with the index', () => {
  it('every word a service matches is one of its stored searchTerms', () => {
    const typed = [
      'plumbing',
      'plum',
      'Dhaka',
      'dh',
      'gulsh',
      'taps',
      'electricians',
      'রং',
      'মিস্ত্রি',
      'ধান',
      'প্রাইমার',
      'wir',
      'chattogram',
    ];
    let matches = 0;
    for (const service of catalogue) {
      const stored = new Set(serviceSearchTerms(service.fields));
      for (const key of queryWords(typed.join(' '))) {
        if (matchService([key], service.fields)) {
          matches += 1;
          expect(stored.has(key), `${service.id} matches ${key}`).toBe(true);
        }
      }
    }
    expect(matches).toBeGreaterThan(10);
  });
});

describe('the weighted and paired terms (one query a tier)', () => {
  const typed = [
    'plumbing',
    'plum',
    'dhaka',
    'dh',
    'gulsh',
    'gulshan',
    'taps',
    'leak',
    'রং',
    'ধান',
  ];

  it('stores each matched word once, with the weight the ranking gives it', () => {
    let matches = 0;
    for (const service of catalogue) {
      const stored = indexedSearchTerms(service.fields);
      for (const key of queryWords(typed.join(' '))) {
        const match = matchService([key], service.fields);
        const weighted = SEARCH_LEVELS.filter((level) => stored.includes(weightedTerm(level, key)));
        if (!match) {
          expect(weighted, `${service.id} ${key}`).toEqual([]);
          continue;
        }
        matches += 1;
        // One tier holds it: the one of its score, which for one word is its best weight.
        expect(weighted, `${service.id} ${key}`).toEqual([match.score]);
        expect(levelOf([key], service.fields)).toBe(match.score);
      }
    }
    expect(matches).toBeGreaterThan(10);
  });

  it('stores a pair for two whole words of the name and area, found by the query of both', () => {
    const stored = indexedSearchTerms(plumbing.fields);
    const pairs = pairTermsOf(queryWords('gulshan plumbing'));
    expect(pairs.some((pair) => stored.includes(pair))).toBe(true);
    expect(pairedCount(queryWords('gulshan plumbing'), plumbing.fields)).toBe(2);
    // A prefix or a word of the description pairs with nothing.
    expect(pairTermsOf(queryWords('gulsh taps')).some((pair) => stored.includes(pair))).toBe(false);
    expect(pairedCount(queryWords('gulsh taps'), plumbing.fields)).toBe(0);
  });

  it('asks for the pairs joining a word to the others, and knows which services hold one', () => {
    const keys = queryWords('gulshan plumbing leak');
    expect(pairTermsWith(['gulshan'], keys).sort()).toEqual(
      [pairTerm('gulshan', 'plumbing'), pairTerm('gulshan', 'leak')].sort(),
    );
    expect(pairedWith(['gulshan'], keys, plumbing.fields)).toBe(true);
    // Plumbing and leak pair in its name, but not with the word asked for.
    expect(pairedWith(['gulshan'], keys, { ...plumbing.fields, serviceArea: 'Mirpur' })).toBe(
      false,
    );
  });

  it('never stores a weighted term equal to a word of the text', () => {
    const plain = new Set(queryWords(Object.values(plumbing.fields).join(' ')));
    const added = indexedSearchTerms(plumbing.fields).filter((t) => t.includes('#'));
    expect(added.length).toBeGreaterThan(0);
    expect(added.filter((t) => plain.has(t))).toEqual([]);
  });
});

describe('everyday words of a category', () => {
  const filed = (fields: Partial<SearchableFields>, category: SearchableFields['category']) =>
    item('filed', { ...fields, category });
  const leak = filed({ serviceName: 'Leak Repair', serviceArea: 'Mirpur, Dhaka' }, 'plumbing');

  it.each([
    ['plumber', 'plumbing'],
    ['প্লাম্বার', 'plumbing'],
    ['পানির লাইন', 'plumbing'],
    ['electrician', 'electrical'],
    ['ইলেকট্রিশিয়ান', 'electrical'],
    ['cleaner', 'deep-cleaning'],
    ['painter', 'painting'],
    ['AC', 'appliance-repair'],
    ['এসি', 'appliance-repair'],
  ] as const)(
    '"%s" finds a service filed under %s, and is in its stored terms',
    (text, category) => {
      const service = filed({ serviceName: 'Home Service', serviceArea: 'Dhaka' }, category);
      expect(ids(searchServices(text, [service], options))).toEqual(['filed']);
      const stored = new Set(serviceSearchTerms(service.fields));
      for (const key of queryWords(text)) expect(stored.has(key), key).toBe(true);
    },
  );

  it('weighs a trade word below a word of the name and above a name prefix', () => {
    expect(matchService(['plumber'], leak.fields)?.score).toBe(SEARCH_WEIGHTS.categoryWord);
    expect(SEARCH_WEIGHTS.categoryWord).toBeLessThan(SEARCH_WEIGHTS.nameWord);
    expect(SEARCH_WEIGHTS.categoryWord).toBeGreaterThan(SEARCH_WEIGHTS.namePrefix);
    expect(matchService(['plumber'], { ...leak.fields, category: 'other' })).toBeNull();
  });
});
