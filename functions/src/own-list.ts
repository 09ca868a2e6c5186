/**
 * The signed-in lists of docs/product.md's REST paths (GET /bookedService, /appointment, /allServices)
 * answer the caller's documents newest first, OWN_LIST_LIMIT at a time: a list never reads a
 * whole collection, however long someone's history grows. When there are more, X-Next-Cursor
 * carries a cursor that, given as `cursor` beside the same parameters, answers the next part.
 */
import type { Request, Response } from 'express';
import { FieldPath } from 'firebase-admin/firestore';
import type { DocumentSnapshot, Query } from 'firebase-admin/firestore';
import { cursorValuesOf, decodeCursor, encodeCursor, startValuesOf } from './cursor';
import type { CursorKind, OrderField } from './cursor';
import { singleParam } from './http';

/** Most documents one signed-in list answers at once. */
export const OWN_LIST_LIMIT = 100;

const NEWEST_FIRST: OrderField[] = [
  { field: 'createdAt', direction: 'desc' },
  { field: 'id', direction: 'desc' },
];

/** `query` newest first, one more than a part (which tells whether there is a next one). */
export function newestFirst(query: Query): Query {
  return query
    .orderBy('createdAt', 'desc')
    .orderBy(FieldPath.documentId(), 'desc')
    .limit(OWN_LIST_LIMIT + 1);
}

/** One part of `query`, newest first, continuing the request's `cursor` of `kind`. */
export async function newestFirstPart(
  query: Query,
  kind: CursorKind,
  req: Request,
  res: Response,
): Promise<DocumentSnapshot[]> {
  let part = newestFirst(query);
  const cursor = singleParam(req, 'cursor');
  if (cursor !== undefined) {
    part = part.startAfter(...startValuesOf(NEWEST_FIRST, decodeCursor(cursor, kind)));
  }
  const snapshot = await part.get();
  const docs = snapshot.docs.slice(0, OWN_LIST_LIMIT);
  const last = docs.at(-1);
  if (snapshot.size > OWN_LIST_LIMIT && last) {
    res.set('X-Next-Cursor', encodeCursor({ k: kind, v: cursorValuesOf(NEWEST_FIRST, last) }));
  }
  return docs;
}
