/** The catalogue's listing: one Firestore query per page, its total counted once per query. */
import type { Response } from 'express';
import { FieldPath } from 'firebase-admin/firestore';
import type { Query } from 'firebase-admin/firestore';
import { CATALOGUE_PAGE_SIZE, COUNT_LIMIT } from '@meramot/domain/catalogue';
import type { CatalogueQuery } from '@meramot/domain/catalogue';
import { cursorValuesOf, decodeCursor, encodeCursor, startValuesOf } from '../cursor';
import type { OrderField } from '../cursor';
import { LISTED_FIELDS, PRICE, filtered, send } from './catalogue-page';
import type { ReadMeter } from './catalogue-page';

/**
 * The listing's order, ending with the document id so equal values page in a fixed order.
 * Newest with a price range orders by price too: Firestore orders by every range field.
 */
export function listingOrder(query: CatalogueQuery): OrderField[] {
  const ranged = query.minPrice !== null || query.maxPrice !== null;
  if (query.sort === 'rating') {
    // Best average first, then the most reviewed; unrated services ("New", average 0) last.
    return [
      { field: 'ratingAverage', direction: 'desc' },
      { field: 'ratingCount', direction: 'desc' },
      ...(ranged ? [{ field: PRICE, direction: 'desc' } as const] : []),
      { field: 'id', direction: 'desc' },
    ];
  }
  if (query.sort === 'price-asc') {
    return [
      { field: PRICE, direction: 'asc' },
      { field: 'id', direction: 'asc' },
    ];
  }
  if (query.sort === 'price-desc') {
    return [
      { field: PRICE, direction: 'desc' },
      { field: 'id', direction: 'desc' },
    ];
  }
  return [
    { field: 'createdAt', direction: 'desc' },
    ...(ranged ? [{ field: PRICE, direction: 'desc' } as const] : []),
    { field: 'id', direction: 'desc' },
  ];
}

/** `q` in `order`, reading the fields a list shows. */
export function inOrder(q: Query, order: readonly OrderField[]): Query {
  return order
    .reduce(
      (ordered, { field, direction }) =>
        ordered.orderBy(field === 'id' ? FieldPath.documentId() : field, direction),
      q,
    )
    .select(...LISTED_FIELDS);
}

export async function listing(
  res: Response,
  query: CatalogueQuery,
  meter: ReadMeter,
): Promise<void> {
  const order = listingOrder(query);
  const base = filtered(query);
  let page = inOrder(base, order)
    // One more than the page tells whether there is a next one.
    .limit(query.limit + 1);
  if (query.cursor !== null) {
    page = page.startAfter(...startValuesOf(order, decodeCursor(query.cursor, query.sort)));
  }
  // The total is counted once per query, with its first page; later pages keep it. A list
  // shorter than a page (Home's six cards) shows no total, so it is not counted. The count stops
  // at COUNT_LIMIT entries, so it is billed one read however large the catalogue grows.
  const counted = query.cursor === null && query.limit >= CATALOGUE_PAGE_SIZE;
  const [snapshot, count] = await Promise.all([
    page.get(),
    counted ? base.limit(COUNT_LIMIT).count().get() : null,
  ]);
  meter.add(snapshot);
  const matched = count ? meter.addCount(count) : null;
  const complete = matched !== null && matched < COUNT_LIMIT;
  const docs = snapshot.docs.slice(0, query.limit);
  const last = docs.at(-1);
  const next =
    snapshot.size > query.limit && last
      ? encodeCursor({ k: query.sort, v: cursorValuesOf(order, last) })
      : null;
  send(res, meter, docs, {
    total: complete ? matched : null,
    atLeast: complete ? null : matched,
    next,
  });
}
