/**
 * What every answer of the public catalogue shares: the fields a list reads, its public cache,
 * the wire shape of a service, the read meter behind Server-Timing, the paging headers, and the
 * filters a listing and a search both apply.
 */
import type { Response } from 'express';
import type {
  AggregateField,
  AggregateQuerySnapshot,
  DocumentSnapshot,
  Query,
  QuerySnapshot,
} from 'firebase-admin/firestore';
import type { CatalogueQuery } from '@meramot/domain/catalogue';
import { publicServiceFromDoc, serviceFromDoc } from '@meramot/domain/entities';
import type { PublicService, Service, ServiceDoc } from '@meramot/domain/entities';
import { servicesCollection } from '../firebase';

/** What the lists read: everything but searchTerms, which is most of a document's size. */
export const LISTED_FIELDS = [
  'providerUid',
  'provider',
  'service',
  'createdAt',
  'ratingCount',
  'ratingSum',
  'ratingAverage',
] as const;

/** Public answers are the same for everyone: browsers keep them a minute, the Hosting CDN five. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60, s-maxage=300';

export function toService(snapshot: DocumentSnapshot): Service {
  return serviceFromDoc(snapshot.id, snapshot.data() as ServiceDoc);
}

/** A service as the public pages show it: with whose it is and its rating. */
export function toPublicService(snapshot: DocumentSnapshot): PublicService {
  return publicServiceFromDoc(snapshot.id, snapshot.data() as ServiceDoc);
}

export const PRICE = 'service.servicePrice';

/**
 * Counts what a request reads, for Server-Timing: the documents (`firestore`), and apart from
 * them the index entries each count() matched (`count`), which Firestore bills differently (one
 * read per 1,000 entries, at least one).
 */
export class ReadMeter {
  private readonly started = performance.now();
  private documents = 0;
  private readonly counted: number[] = [];

  add(snapshot: QuerySnapshot): QuerySnapshot {
    this.documents += snapshot.size;
    return snapshot;
  }

  /** A query as Firestore bills it: one read even when it finds nothing. */
  addBilled(snapshot: QuerySnapshot): QuerySnapshot {
    this.documents += Math.max(1, snapshot.size);
    return snapshot;
  }

  /** Gets by id: each is billed a read, found or not. */
  addGets(snapshots: readonly DocumentSnapshot[]): void {
    this.documents += snapshots.length;
  }

  addCount(snapshot: AggregateQuerySnapshot<{ count: AggregateField<number> }>): number {
    const { count } = snapshot.data();
    this.counted.push(count);
    return count;
  }

  header(): string {
    const duration = (performance.now() - this.started).toFixed(1);
    const counts = this.counted.map((entries) => `, count;desc="${entries} entries"`).join('');
    return `firestore;dur=${duration};desc="${this.documents} reads"${counts}`;
  }
}

/**
 * A page; its total (X-Total-Count) only where it was counted: a query's first page. A search
 * that did not read every match says how many it found at least (X-Total-Count-At-Least).
 */
export function send(
  res: Response,
  meter: ReadMeter,
  docs: readonly DocumentSnapshot[],
  page: { total: number | null; atLeast?: number | null; next: string | null },
  shape: (snapshot: DocumentSnapshot) => Service = toPublicService,
): void {
  res.set({ 'Cache-Control': PUBLIC_CACHE_CONTROL, 'Server-Timing': meter.header() });
  if (page.total !== null) res.set('X-Total-Count', String(page.total));
  if (page.atLeast != null) res.set('X-Total-Count-At-Least', String(page.atLeast));
  if (page.next !== null) res.set('X-Next-Cursor', page.next);
  res.json(docs.map(shape));
}

/** The equality and price filters of a query (its count() counts these). */
export function filtered(
  query: Pick<CatalogueQuery, 'category' | 'district' | 'minPrice' | 'maxPrice'>,
) {
  let q: Query = servicesCollection();
  if (query.category) q = q.where('service.category', '==', query.category);
  if (query.district) q = q.where('service.district', '==', query.district);
  if (query.minPrice !== null) q = q.where(PRICE, '>=', query.minPrice);
  if (query.maxPrice !== null) q = q.where(PRICE, '<=', query.maxPrice);
  return q;
}
