/**
 * Index coverage: the composite index Firestore needs for each query the code runs, and whether
 * firestore.indexes.json has it. The emulators never ask for an index, so without this check a
 * missing one shows first in production ("The query requires an index").
 *
 * The queries come from scripts/query-catalogue.ts, which builds every query of both doors with
 * the code's own builders, offline; here they are read from the SDKs' query objects.
 * docs/deploying.md says what the check does and does not cover.
 */
import type { Query as AdminQuery } from 'firebase-admin/firestore';
import type { Query as WebQuery } from 'firebase/firestore';

export type Direction = 'ASCENDING' | 'DESCENDING';
export type Operator =
  '==' | 'in' | 'array-contains' | 'array-contains-any' | '!=' | 'not-in' | '<' | '<=' | '>' | '>=';

/** What the index of a query depends on: its collection, filters and order. */
export interface QueryShape {
  /** Where the query is built (file#function, and the variant). */
  source: string;
  collectionGroup: string;
  scope: 'COLLECTION' | 'COLLECTION_GROUP';
  filters: { field: string; op: Operator }[];
  orderBy: { field: string; direction: Direction }[];
}

export interface IndexField {
  fieldPath: string;
  order?: Direction;
  arrayConfig?: 'CONTAINS';
}
export interface CompositeIndex {
  collectionGroup: string;
  queryScope: 'COLLECTION' | 'COLLECTION_GROUP';
  fields: IndexField[];
}

const DOCUMENT_ID = '__name__';

const ADMIN_OPERATORS: Record<string, Operator> = {
  EQUAL: '==',
  IN: 'in',
  ARRAY_CONTAINS: 'array-contains',
  ARRAY_CONTAINS_ANY: 'array-contains-any',
  NOT_EQUAL: '!=',
  NOT_IN: 'not-in',
  LESS_THAN: '<',
  LESS_THAN_OR_EQUAL: '<=',
  GREATER_THAN: '>',
  GREATER_THAN_OR_EQUAL: '>=',
};

interface AdminQueryOptions {
  collectionId: string;
  allDescendants: boolean;
  filters: { field?: { formattedName: string }; op?: string; filters?: unknown[] }[];
  fieldOrders: { field: { formattedName: string }; direction: Direction }[];
}

/** An Admin SDK query's shape, read from the options the SDK sends (its only copy of them). */
export function shapeOfAdminQuery(query: AdminQuery, source: string): QueryShape {
  const options = (query as unknown as { _queryOptions: AdminQueryOptions })._queryOptions;
  return {
    source,
    collectionGroup: options.collectionId,
    scope: options.allDescendants ? 'COLLECTION_GROUP' : 'COLLECTION',
    filters: options.filters.map((filter) => {
      const op = filter.op ? ADMIN_OPERATORS[filter.op] : undefined;
      if (!filter.field || !op) throw new Error(`${source}: a composite (or/and) filter`);
      return { field: filter.field.formattedName, op };
    }),
    orderBy: options.fieldOrders.map((order) => ({
      field: order.field.formattedName,
      direction: order.direction,
    })),
  };
}

interface WebCoreQuery {
  path: { lastSegment(): string };
  collectionGroup: string | null;
  filters: { field?: { canonicalString(): string }; op?: string }[];
  explicitOrderBy: { field: { canonicalString(): string }; dir: 'asc' | 'desc' }[];
}

/** A web SDK query's shape, read from the query it sends. */
export function shapeOfWebQuery(query: WebQuery, source: string): QueryShape {
  const core = (query as unknown as { _query: WebCoreQuery })._query;
  return {
    source,
    collectionGroup: core.collectionGroup ?? core.path.lastSegment(),
    scope: core.collectionGroup ? 'COLLECTION_GROUP' : 'COLLECTION',
    filters: core.filters.map((filter) => {
      if (!filter.field || !filter.op) throw new Error(`${source}: a composite (or/and) filter`);
      return { field: filter.field.canonicalString(), op: filter.op as Operator };
    }),
    orderBy: core.explicitOrderBy.map((order) => ({
      field: order.field.canonicalString(),
      direction: order.dir === 'desc' ? 'DESCENDING' : 'ASCENDING',
    })),
  };
}

const EQUALITY: readonly Operator[] = ['==', 'in'];
const ARRAY: readonly Operator[] = ['array-contains', 'array-contains-any'];

/**
 * The fields of the composite index that serves `query` exactly, in Firestore's terms: its
 * equality filters (any order), its array-contains field, then its order: the explicit
 * order-bys, then any inequality field not ordered explicitly (ascending, by name), without
 * the document id when it runs the way of the field before it (every index ends with it so).
 */
export function exactIndexOf(query: QueryShape): {
  equalities: string[];
  contains: string | null;
  order: { field: string; direction: Direction }[];
} {
  const equalities = [
    ...new Set(query.filters.filter((f) => EQUALITY.includes(f.op)).map((f) => f.field)),
  ];
  const contains = query.filters.find((f) => ARRAY.includes(f.op))?.field ?? null;
  const inequalities = [
    ...new Set(
      query.filters
        .filter((f) => !EQUALITY.includes(f.op) && !ARRAY.includes(f.op))
        .map((f) => f.field),
    ),
  ];
  // An order on a field fixed by an equality changes nothing: Firestore leaves it out.
  const order = query.orderBy.filter((o) => !equalities.includes(o.field));
  for (const field of inequalities.sort()) {
    if (!order.some((o) => o.field === field)) {
      const id = order.findIndex((o) => o.field === DOCUMENT_ID);
      order.splice(id === -1 ? order.length : id, 0, { field, direction: 'ASCENDING' });
    }
  }
  const last = order.at(-1);
  if (last?.field === DOCUMENT_ID) {
    const before = order.at(-2)?.direction ?? 'ASCENDING';
    if (last.direction === before) order.pop();
  }
  return { equalities, contains, order };
}

/**
 * Whether `query` needs a composite index: filters alone are served by merging single-field
 * indexes, and one order with no filter but on its own field by that field's index.
 */
export function needsComposite(query: QueryShape): boolean {
  const { equalities, contains, order } = exactIndexOf(query);
  if (order.length === 0) return false;
  const fields = equalities.length + (contains ? 1 : 0) + order.length;
  return fields >= 2;
}

/** How an index field reads in a message: `name ASC`, `terms CONTAINS`. */
const fieldText = (field: IndexField) =>
  `${field.fieldPath} ${field.arrayConfig ?? (field.order === 'DESCENDING' ? 'DESC' : 'ASC')}`;

/** The composite index a query needs, as firestore.indexes.json would list it. */
export function requiredIndex(query: QueryShape): CompositeIndex {
  const { equalities, contains, order } = exactIndexOf(query);
  return {
    collectionGroup: query.collectionGroup,
    queryScope: query.scope,
    fields: [
      ...equalities.map((fieldPath): IndexField => ({ fieldPath, order: 'ASCENDING' })),
      ...(contains ? [{ fieldPath: contains, arrayConfig: 'CONTAINS' } as const] : []),
      ...order.map(({ field, direction }): IndexField => ({ fieldPath: field, order: direction })),
    ],
  };
}

export const indexText = (index: CompositeIndex) =>
  `${index.collectionGroup} (${index.fields.map(fieldText).join(', ')})`;

/** Whether `index` serves `query` exactly: its equality fields in any order and direction. */
export function serves(index: CompositeIndex, query: QueryShape): boolean {
  const { equalities, contains, order } = exactIndexOf(query);
  if (index.collectionGroup !== query.collectionGroup || index.queryScope !== query.scope) {
    return false;
  }
  let fields = index.fields;
  // An index listing the document id last, the way of the field before it, is the same index.
  const last = fields.at(-1);
  if (last?.fieldPath === DOCUMENT_ID && last.order === (fields.at(-2)?.order ?? 'ASCENDING')) {
    fields = fields.slice(0, -1);
  }
  const prefixSize = equalities.length + (contains ? 1 : 0);
  if (fields.length !== prefixSize + order.length) return false;
  const prefix = fields.slice(0, prefixSize);
  const prefixOk =
    equalities.every((field) => prefix.some((f) => f.fieldPath === field && f.order)) &&
    (contains === null ||
      prefix.some((f) => f.fieldPath === contains && f.arrayConfig === 'CONTAINS'));
  return (
    prefixOk &&
    order.every(
      (o, i) =>
        fields[prefixSize + i]?.fieldPath === o.field &&
        fields[prefixSize + i]?.order === o.direction,
    )
  );
}

export interface Coverage {
  /** Queries with no index to serve them: fails the check. */
  missing: string[];
  /** Composite indexes no query uses: a warning (each costs a write per document written). */
  unused: string[];
  /** How many distinct queries needed a composite index. */
  composite: number;
}

/** Every query against the composite indexes of firestore.indexes.json. */
export function checkIndexCoverage(
  queries: readonly QueryShape[],
  indexes: readonly CompositeIndex[],
): Coverage {
  const missing = new Map<string, string[]>();
  const composite = new Set<string>();
  for (const query of queries) {
    if (!needsComposite(query)) continue;
    const wanted = indexText(requiredIndex(query));
    composite.add(wanted);
    if (!indexes.some((index) => serves(index, query))) {
      missing.set(wanted, [...(missing.get(wanted) ?? []), query.source]);
    }
  }
  return {
    missing: [...missing].map(
      ([index, sources]) => `no index ${index} for ${[...new Set(sources)].join('; ')}`,
    ),
    unused: indexes
      .filter((index) => !queries.some((query) => serves(index, query)))
      .map((index) => `${indexText(index)} serves no query`),
    composite: composite.size,
  };
}
