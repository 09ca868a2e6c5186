/**
 * GET /publicServices: the public catalogue. Without parameters, docs/product.md §7's list for clients
 * written before pages, at most COMPATIBILITY_LIST_LIMIT a request; otherwise one page of a
 * filtered, sorted listing or of ranked search hits, reading a bounded number of documents however
 * large the catalogue is. A query spelled with empty or default-valued parameters is redirected
 * to its one canonical URL, so a CDN keeps one answer for it.
 */
import type { Request, Response } from 'express';
import { FieldPath } from 'firebase-admin/firestore';
import type { Query } from 'firebase-admin/firestore';
import {
  CATALOGUE_PARAMS,
  COMPATIBILITY_LIST_LIMIT,
  canonicalCatalogueParams,
  parseCatalogueQuery,
  searchAsFilters,
} from '@meramot/domain/catalogue';
import type { CatalogueQuery } from '@meramot/domain/catalogue';
import { servicesCollection } from '../firebase';
import {
  checkCursorText,
  cursorValuesOf,
  decodeCursor,
  encodeCursor,
  startValuesOf,
} from '../cursor';
import type { OrderField } from '../cursor';
import { refusal } from '@meramot/domain/refusal';
import { refused, singleParam } from '../http';
import { listing } from './catalogue-listing';
import { LISTED_FIELDS, PUBLIC_CACHE_CONTROL, ReadMeter, send, toService } from './catalogue-page';
import { search } from './catalogue-search';

/** The query, or null when no parameter carries a value (the spec's whole list). */
function catalogueQueryOf(req: Request): CatalogueQuery | null {
  const names = Object.keys(req.query);
  const unknown = names.filter((name) => !(CATALOGUE_PARAMS as readonly string[]).includes(name));
  if (unknown.length > 0) {
    const named = unknown.slice(0, 5).map((name) => name.slice(0, 50));
    throw refused(refusal('unknownQueryParam', { names: named.join(', ') }));
  }
  const values = new Map(names.map((name) => [name, singleParam(req, name)]));
  if ([...values.values()].every((value) => value === undefined || value.trim() === '')) {
    return null;
  }
  const parsed = parseCatalogueQuery((name) => values.get(name));
  if (!parsed.ok) throw refused(parsed.refusal);
  // Refused here, not after a 301 to another spelling that carries the same bad cursor.
  if (parsed.query.cursor !== null) checkCursorText(parsed.query.cursor);
  return parsed.query;
}

const COMPATIBILITY_ORDER: OrderField[] = [
  { field: 'createdAt', direction: 'desc' },
  { field: 'id', direction: 'desc' },
];

/** Every service newest first, one more than a request answers (is there a next one?). */
export function compatibilityPage(): Query {
  return servicesCollection()
    .orderBy('createdAt', 'desc')
    .orderBy(FieldPath.documentId(), 'desc')
    .select(...LISTED_FIELDS)
    .limit(COMPATIBILITY_LIST_LIMIT + 1);
}

/** docs/product.md §7's list in its shape, newest first, COMPATIBILITY_LIST_LIMIT a request. */
async function compatibilityList(
  res: Response,
  cursor: string | null,
  meter: ReadMeter,
): Promise<void> {
  let page = compatibilityPage();
  if (cursor !== null) {
    page = page.startAfter(...startValuesOf(COMPATIBILITY_ORDER, decodeCursor(cursor, 'all')));
  }
  const snapshot = meter.add(await page.get());
  const docs = snapshot.docs.slice(0, COMPATIBILITY_LIST_LIMIT);
  const last = docs.at(-1);
  const next =
    snapshot.size > COMPATIBILITY_LIST_LIMIT && last
      ? encodeCursor({ k: 'all', v: cursorValuesOf(COMPATIBILITY_ORDER, last) })
      : null;
  send(res, meter, docs, { total: null, next }, toService);
}

/** The query string as the client spelled it. */
const rawQueryOf = (req: Request) => {
  const at = req.originalUrl.indexOf('?');
  return at < 0 ? '' : req.originalUrl.slice(at + 1);
};

/** Sends a client to the canonical spelling of its query (relative, so it works behind /api). */
function redirectTo(res: Response, params: string): void {
  res.set('Cache-Control', PUBLIC_CACHE_CONTROL);
  res.redirect(301, params === '' ? 'publicServices' : `publicServices?${params}`);
}

/** GET /publicServices[?search&category&district&minPrice&maxPrice&sort&limit&cursor]. */
export async function publicServices(req: Request, res: Response): Promise<void> {
  const query = catalogueQueryOf(req);
  const meter = new ReadMeter();
  const raw = rawQueryOf(req);
  if (query === null) {
    // Only empty parameters: the unpaged list, at its one URL.
    if (raw !== '') redirectTo(res, '');
    else await compatibilityList(res, null, meter);
    return;
  }
  const given = Object.keys(req.query);
  if (given.length === 1 && given[0] === 'cursor' && query.cursor !== null) {
    await compatibilityList(res, query.cursor, meter);
    return;
  }
  const canonical = canonicalCatalogueParams(query).toString();
  if (canonical !== raw) {
    redirectTo(res, canonical);
    return;
  }
  // A search naming only a trade and/or a district is that filter's listing (searchAsFilters).
  const listed = query.search.trim() === '' ? query : searchAsFilters(query);
  if (listed) await listing(res, listed, meter);
  else await search(res, query, meter);
}
