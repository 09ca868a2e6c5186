/**
 * The one cursor codec of every paged path (the catalogue, the unpaged list, reviews, the
 * signed-in lists): base64url
 * JSON naming what it continues (`k`) and the values to start after (`v`), checked field by field
 * on the way in, so a forged cursor answers 400 and never reaches Firestore.
 */
import { Timestamp } from 'firebase-admin/firestore';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { ServiceSort } from '@meramot/domain/catalogue';
import { isDocumentId } from '@meramot/domain/formats';
import { refusal } from '@meramot/domain/refusal';
import { refused } from './http';

/**
 * What a cursor continues: a sort of the listing, a search, the unpaged list, reviews, a
 * provider's services, or one of the signed-in lists (own-list.ts).
 */
export type CursorKind =
  | ServiceSort
  | 'search'
  | 'all'
  | 'reviews'
  | 'provider-services'
  | 'bookings'
  | 'appointments'
  | 'own-services';

interface CursorJson {
  k: CursorKind;
  v: unknown[];
}

export function encodeCursor(cursor: CursorJson): string {
  return Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');
}

/** A cursor is base64url: anything else is 400 before any other reading of the request. */
export function checkCursorText(text: string): void {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) throw refused(refusal('cursorInvalid'));
}

/** The values of a cursor of `kind`; 400 for anything else. */
export function decodeCursor(text: string, kind: CursorKind): unknown[] {
  checkCursorText(text);
  let cursor: unknown;
  try {
    cursor = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw refused(refusal('cursorInvalid'));
  }
  const { k, v } = (cursor ?? {}) as Partial<CursorJson>;
  if (k !== kind || !Array.isArray(v)) throw refused(refusal('cursorInvalid'));
  return v;
}

export const isWhole = (value: unknown, min: number, max: number): value is number =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

/** One field of a query's order; `id` is the document id, `createdAt` a timestamp. */
export interface OrderField {
  field: string;
  direction: 'asc' | 'desc';
}

/** A cursor value as stored: createdAt as [seconds, nanoseconds], which millis would round. */
function cursorValueOf(doc: DocumentSnapshot, field: string): unknown {
  if (field === 'id') return doc.id;
  if (field !== 'createdAt') return doc.get(field) as unknown;
  const at = doc.get('createdAt') as Timestamp;
  return [at.seconds, at.nanoseconds];
}

/** The values a page that ends at `doc` continues after, in `order`. */
export function cursorValuesOf(order: readonly OrderField[], doc: DocumentSnapshot): unknown[] {
  return order.map(({ field }) => cursorValueOf(doc, field));
}

/** A cursor's values as the startAfter() of `order`: each checked for its field's type. */
export function startValuesOf(order: readonly OrderField[], values: unknown[]): unknown[] {
  if (values.length !== order.length) throw refused(refusal('cursorInvalid'));
  return order.map(({ field }, i) => {
    const value = values[i];
    if (field === 'id') {
      if (typeof value !== 'string' || !isDocumentId(value))
        throw refused(refusal('cursorInvalid'));
      return value;
    }
    if (field !== 'createdAt') {
      if (typeof value !== 'number' || !Number.isFinite(value))
        throw refused(refusal('cursorInvalid'));
      return value;
    }
    const [seconds, nanoseconds] = Array.isArray(value) ? (value as unknown[]) : [];
    if (
      !Array.isArray(value) ||
      value.length !== 2 ||
      !isWhole(seconds, -62_135_596_800, 253_402_300_799) ||
      !isWhole(nanoseconds, 0, 999_999_999)
    ) {
      throw refused(refusal('cursorInvalid'));
    }
    return new Timestamp(seconds, nanoseconds);
  });
}
