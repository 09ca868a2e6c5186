/**
 * A search in relevance order (docs/rest-api.md), read a weight at a time: the services holding
 * two of the query's words in their name and area (pair terms) first, then those of the trade or
 * district the query names (narrowingOf) holding the other words, then every service holding a
 * word, each tier split by the best weight the words are found with (weightedTerm). Each tier is
 * one query newest first with a limit, so a page reads about a page however large the catalogue,
 * and its cursor says which tier continues after which document.
 */
import type { Response } from 'express';
import type { DocumentSnapshot, Query } from 'firebase-admin/firestore';
import { isCategoryId } from '@meramot/domain/categories';
import type { ServiceFields } from '@meramot/domain/entities';
import { COUNT_LIMIT } from '@meramot/domain/catalogue';
import type { CatalogueQuery } from '@meramot/domain/catalogue';
import {
  SEARCH_LEVELS,
  byRelevance,
  levelOf,
  matchService,
  pairTermsOf,
  pairTermsWith,
  pairedCount,
  pairedWith,
  weightedTerm,
} from '@meramot/domain/search';
import type { SearchableFields } from '@meramot/domain/search';
import { MAX_QUERY_WORDS } from '@meramot/domain/search-terms';
import { millisOf } from '../firebase';
import { cursorValuesOf, decodeCursor, encodeCursor, isWhole, startValuesOf } from '../cursor';
import type { OrderField } from '../cursor';
import { refusal } from '@meramot/domain/refusal';
import { refused } from '../http';
import { filtered, send } from './catalogue-page';
import type { ReadMeter } from './catalogue-page';
import { inOrder, listingOrder } from './catalogue-listing';
import type { Narrowing } from './catalogue-search';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The ranked fields of a stored service, tolerating a document that lacks some. */
export function searchableOf(snapshot: DocumentSnapshot): SearchableFields {
  const service = (snapshot.get('service') ?? {}) as Partial<Record<keyof ServiceFields, unknown>>;
  return {
    serviceName: text(service.serviceName),
    serviceArea: text(service.serviceArea),
    description: text(service.description),
    category: isCategoryId(service.category) ? service.category : null,
  };
}

/**
 * Billed reads a page's tiers may take beyond the page itself (a page of 24: 45), so a first page
 * with its count and its tiers' probes stays within 60.
 */
const TIER_READ_SLACK = 21;

/**
 * A search with at most this many hits is read whole and ranked exactly, every page: that costs
 * no more than its tiers would.
 */
export const WHOLE_SEARCH_HITS = 40;

/** Pair terms are asked of the first few words: Firestore's array-contains-any takes 30. */
const PAIRED_QUERY_WORDS = 8;

interface Tier {
  query: Query;
  /** Whether a document read by this tier is served by it: every hit is served by one tier. */
  serves: (doc: DocumentSnapshot) => boolean;
}

const tierOrder = (query: CatalogueQuery) => listingOrder({ ...query, sort: 'newest' });

/** Every service holding a query word (the search's count, and a small search read whole). */
export function wordsQuery(query: CatalogueQuery, keys: string[]): Query {
  return filtered(query).where('searchTerms', 'array-contains-any', keys);
}

/** A tier's query: the services of `base` holding one of `terms`, in the tiers' order. */
export function holdingTerms(base: Query, terms: string[], order: OrderField[]): Query {
  return inOrder(base.where('searchTerms', 'array-contains-any', terms), order);
}

/** The tiers of a search, best first; see the module's comment. */
export function tiersOf(query: CatalogueQuery, keys: string[], narrowing: Narrowing | null) {
  const order = tierOrder(query);
  const holding = (q: Query, terms: string[]) => holdingTerms(q, terms, order);
  const paired = keys.slice(0, PAIRED_QUERY_WORDS);
  const inPairs = (doc: DocumentSnapshot) =>
    paired.length >= 2 && pairedCount(paired, searchableOf(doc)) >= 2;
  const narrowed = (doc: DocumentSnapshot) =>
    narrowing !== null &&
    (!narrowing.category || doc.get('service.category') === narrowing.category) &&
    (!narrowing.district || doc.get('service.district') === narrowing.district);
  const inNarrowing = (doc: DocumentSnapshot) =>
    narrowed(doc) &&
    (narrowing?.rest.length === 0 || levelOf(narrowing?.rest ?? [], searchableOf(doc)) > 0);

  const tiers: Tier[] = [];
  if (narrowing) {
    const base = filtered({
      ...query,
      category: narrowing.category ?? query.category,
      district: narrowing.district ?? query.district,
    });
    const { rest } = narrowing;
    // Pairs joining a word the trade or district does not account for to another: these hold
    // every word of the query ("banani deep cleaning": Banani's deep cleaning).
    const restPairs = paired.length >= 2 ? pairTermsWith(rest, paired) : [];
    const restPaired = (doc: DocumentSnapshot) =>
      restPairs.length > 0 && pairedWith(rest, paired, searchableOf(doc));
    if (restPairs.length > 0) {
      tiers.push({
        query: holding(base, restPairs),
        serves: (doc) => narrowed(doc) && restPaired(doc),
      });
    }
    if (rest.length === 0) {
      tiers.push({ query: inOrder(base, order), serves: narrowed });
    } else {
      for (const level of SEARCH_LEVELS) {
        tiers.push({
          query: holding(
            base,
            rest.map((key) => weightedTerm(level, key)),
          ),
          serves: (doc) =>
            narrowed(doc) && !restPaired(doc) && levelOf(rest, searchableOf(doc)) === level,
        });
      }
    }
  }
  if (paired.length >= 2) {
    tiers.push({
      query: holding(filtered(query), pairTermsOf(paired)),
      serves: (doc) => !inNarrowing(doc) && inPairs(doc),
    });
  }
  for (const level of SEARCH_LEVELS) {
    tiers.push({
      query: holding(
        filtered(query),
        keys.map((key) => weightedTerm(level, key)),
      ),
      serves: (doc) =>
        !inPairs(doc) && !inNarrowing(doc) && levelOf(keys, searchableOf(doc)) === level,
    });
  }
  return tiers;
}

/** `docs` best first (byRelevance against `keys`), ties in the order read. */
function rankedDocs(keys: string[], docs: readonly DocumentSnapshot[]): DocumentSnapshot[] {
  return docs
    .map((doc, index) => ({
      doc,
      ...(matchService(keys, searchableOf(doc)) ?? { matchedWords: 0, score: 0 }),
      createdAt: millisOf(doc.get('createdAt')),
      index,
    }))
    .sort(byRelevance)
    .map((r) => r.doc);
}

/** The page at `offset` of a search read whole (WHOLE_SEARCH_HITS), ranked exactly. */
async function wholeSearchPage(
  res: Response,
  query: CatalogueQuery,
  keys: string[],
  offset: number,
  firstPage: boolean,
  meter: ReadMeter,
): Promise<void> {
  const snapshot = meter.addBilled(
    await inOrder(wordsQuery(query, keys), tierOrder(query)).limit(WHOLE_SEARCH_HITS).get(),
  );
  const hits = rankedDocs(
    keys,
    snapshot.docs.filter((doc) => matchService(keys, searchableOf(doc)) !== null),
  );
  const end = offset + query.limit;
  send(res, meter, hits.slice(offset, end), {
    // Like a listing's, a search's total comes with its first page.
    total: firstPage ? hits.length : null,
    next: end < hits.length ? encodeCursor({ k: 'search', v: ['whole', end] }) : null,
  });
}

/**
 * One page of a search in relevance order: the tiers from the cursor's place, each query asking
 * for what the page still lacks and one more (to know whether a next page exists), within
 * the page and TIER_READ_SLACK reads; the page's hits in relevance order among themselves.
 */
export async function levelledSearch(
  res: Response,
  query: CatalogueQuery,
  keys: string[],
  narrowing: Narrowing | null,
  meter: ReadMeter,
): Promise<void> {
  const tiers = tiersOf(query, keys.slice(0, MAX_QUERY_WORDS), narrowing);
  const order = tierOrder(query);
  let tier = 0;
  let after: unknown[] | null = null;
  let count: number | null = null;
  if (query.cursor !== null) {
    const [at, ...values] = decodeCursor(query.cursor, 'search');
    if (at === 'whole') {
      const [offset, ...rest] = values;
      if (!isWhole(offset, 1, WHOLE_SEARCH_HITS - 1) || rest.length > 0) {
        throw refused(refusal('cursorInvalid'));
      }
      await wholeSearchPage(res, query, keys, offset, false, meter);
      return;
    }
    if (!isWhole(at, 0, tiers.length - 1)) throw refused(refusal('cursorInvalid'));
    tier = at;
    if (values.length > 0) {
      startValuesOf(order, values); // 400 unless they are the order's values
      after = values;
    }
  } else {
    // The total first (one read below COUNT_LIMIT matches): a search finding nothing ends here.
    // In the tiers' order: the same index as reading it.
    const counted = await inOrder(wordsQuery(query, keys.slice(0, MAX_QUERY_WORDS)), order)
      .limit(COUNT_LIMIT)
      .count()
      .get();
    count = meter.addCount(counted);
    if (count === 0) {
      send(res, meter, [], { total: 0, next: null });
      return;
    }
    if (count <= WHOLE_SEARCH_HITS) {
      await wholeSearchPage(res, query, keys, 0, true, meter);
      return;
    }
  }

  const page: DocumentSnapshot[] = [];
  let budget = query.limit + TIER_READ_SLACK;
  let more = false;
  while (tier < tiers.length && !more && budget > 0) {
    const wanted = Math.min(query.limit - page.length + 1, budget);
    let q = (tiers[tier] as Tier).query;
    if (after !== null) q = q.startAfter(...startValuesOf(order, after));
    const snapshot = meter.addBilled(await q.limit(wanted).get());
    budget -= Math.max(1, snapshot.size);
    for (const doc of snapshot.docs) {
      if (page.length === query.limit) {
        more = true;
        break;
      }
      after = cursorValuesOf(order, doc);
      if ((tiers[tier] as Tier).serves(doc)) page.push(doc);
    }
    if (!more && snapshot.size < wanted) {
      tier += 1;
      after = null;
    }
  }
  // Out of budget with tiers left: the next page continues where this one stopped.
  const next =
    tier < tiers.length ? encodeCursor({ k: 'search', v: [tier, ...(after ?? [])] }) : null;
  const ranked = rankedDocs(keys, page);
  const complete = count !== null && count < COUNT_LIMIT;
  send(res, meter, ranked, {
    total: complete ? count : null,
    atLeast: count !== null && !complete ? count : null,
    next,
  });
}
