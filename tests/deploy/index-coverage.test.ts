/**
 * The index check: every query of both doors (scripts/query-catalogue.ts) against the composite
 * indexes of firestore.indexes.json, which the emulators never ask for. It must fail on each
 * kind of index gone missing, and on a query written where the catalogue does not build it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkIndexCoverage,
  indexText,
  needsComposite,
  requiredIndex,
} from '../../scripts/index-coverage';
import type { CompositeIndex, QueryShape } from '../../scripts/index-coverage';
import { ROOT } from '../../harness/emulators';
import {
  QUERY_BUILDERS,
  adminQueries,
  allQueries,
  unlistedQueryCalls,
  webQueries,
} from '../../scripts/query-catalogue';

const committed = (): CompositeIndex[] =>
  (
    JSON.parse(readFileSync(path.join(ROOT, 'firestore.indexes.json'), 'utf8')) as {
      indexes: CompositeIndex[];
    }
  ).indexes;

const queries = allQueries();

/** The committed indexes without the one `text` names (which must be there). */
function without(text: string): CompositeIndex[] {
  const indexes = committed();
  const kept = indexes.filter((index) => indexText(index) !== text);
  expect(kept).toHaveLength(indexes.length - 1);
  return kept;
}

const shape = (filters: QueryShape['filters'], orderBy: QueryShape['orderBy']): QueryShape => ({
  source: 'a test',
  collectionGroup: 'things',
  scope: 'COLLECTION',
  filters,
  orderBy,
});

describe('the composite index a query needs', () => {
  it('reads both doors: the Admin SDK and the web SDK queries, with their order', () => {
    const admin = adminQueries();
    const web = webQueries();
    expect(admin.find((q) => q.source === 'reviews.ts#firstServiceOf')).toEqual({
      source: 'reviews.ts#firstServiceOf',
      collectionGroup: 'services',
      scope: 'COLLECTION',
      filters: [{ field: 'providerUid', op: '==' }],
      orderBy: [{ field: 'createdAt', direction: 'ASCENDING' }],
    });
    expect(web.find((q) => q.source === 'notifications-data.ts#latestOf')).toEqual({
      source: 'notifications-data.ts#latestOf',
      collectionGroup: 'notifications',
      scope: 'COLLECTION',
      filters: [{ field: 'recipientUid', op: '==' }],
      orderBy: [{ field: 'createdAt', direction: 'DESCENDING' }],
    });
  });

  it('needs none for filters alone or one field ordered, and one for an equality and an order', () => {
    expect(
      needsComposite(
        shape(
          [
            { field: 'a', op: '==' },
            { field: 'b', op: 'in' },
          ],
          [],
        ),
      ),
    ).toBe(false);
    expect(
      needsComposite(
        shape(
          [
            { field: 'date', op: '>=' },
            { field: 'date', op: '<=' },
          ],
          [{ field: 'date', direction: 'ASCENDING' }],
        ),
      ),
    ).toBe(false);
    // The document id, the way of the field before it, is in every index already.
    expect(
      needsComposite(
        shape(
          [],
          [
            { field: 'createdAt', direction: 'DESCENDING' },
            { field: '__name__', direction: 'DESCENDING' },
          ],
        ),
      ),
    ).toBe(false);
    expect(
      indexText(
        requiredIndex(
          shape(
            [
              { field: 'terms', op: 'array-contains-any' },
              { field: 'kind', op: '==' },
              { field: 'price', op: '>=' },
            ],
            [{ field: 'createdAt', direction: 'DESCENDING' }],
          ),
        ),
      ),
    ).toBe('things (kind ASC, terms CONTAINS, createdAt DESC, price ASC)');
    expect(
      indexText(
        requiredIndex(
          shape(
            [
              { field: 'a', op: '==' },
              { field: 'b', op: '!=' },
            ],
            [],
          ),
        ),
      ),
    ).toBe('things (a ASC, b ASC)');
  });
});

describe('firestore.indexes.json against every query', () => {
  it('serves every query of both doors, and holds no index no query uses', () => {
    const coverage = checkIndexCoverage(queries, committed());
    expect(coverage.missing).toEqual([]);
    expect(coverage.unused).toEqual([]);
    expect(coverage.composite).toBeGreaterThan(40);
  });

  it("fails the provider page's first listing (oldest first) without its ascending index", () => {
    expect(
      checkIndexCoverage(queries, without('services (providerUid ASC, createdAt ASC)')).missing,
    ).toEqual(['no index services (providerUid ASC, createdAt ASC) for reviews.ts#firstServiceOf']);
  });

  it('fails an equality and an order without their index (the web door)', () => {
    expect(
      checkIndexCoverage(queries, without('notifications (recipientUid ASC, createdAt DESC)'))
        .missing,
    ).toEqual([
      'no index notifications (recipientUid ASC, createdAt DESC) for notifications-data.ts#latestOf',
    ]);
  });

  it('fails an array-contains and an order without their index', () => {
    const missing = checkIndexCoverage(
      queries,
      without('services (searchTerms CONTAINS, createdAt DESC)'),
    ).missing;
    expect(missing).toHaveLength(1);
    expect(missing[0]).toMatch(
      /^no index services \(searchTerms CONTAINS, createdAt DESC\) for .*catalogue-search\.ts#anyWordQuery \(sort newest\)/,
    );
  });

  it('fails a descending order served only by an ascending index', () => {
    const indexes = committed().map((index) =>
      indexText(index) === 'bills (state ASC, updatedAt DESC)'
        ? {
            ...index,
            fields: index.fields.map((field) =>
              field.fieldPath === 'updatedAt' ? { ...field, order: 'ASCENDING' as const } : field,
            ),
          }
        : index,
    );
    const coverage = checkIndexCoverage(queries, indexes);
    expect(coverage.missing).toEqual([
      'no index bills (state ASC, updatedAt DESC) for bills.ts#adminMoneyQueries (disputed)',
    ]);
    expect(coverage.unused).toEqual(['bills (state ASC, updatedAt ASC) serves no query']);
  });

  it('fails an equality and an inequality on another field without their index', () => {
    expect(
      checkIndexCoverage(queries, without('bills (receivedMarkedAt ASC, paidMarkedAt ASC)'))
        .missing,
    ).toEqual([
      'no index bills (receivedMarkedAt ASC, paidMarkedAt ASC) for bills.ts#adminMoneyQueries (onlyPaid)',
    ]);
  });
});

describe('the query catalogue', () => {
  it('builds every query the code writes: no where() or orderBy() outside its builders', () => {
    expect(unlistedQueryCalls()).toEqual([]);
  });

  it('fails a query written in a function it does not build', () => {
    const builders = { ...QUERY_BUILDERS, 'functions/src/routes/bills.ts': [] };
    expect(unlistedQueryCalls(builders)).toContainEqual(
      expect.stringMatching(
        /^functions\/src\/routes\/bills\.ts:\d+ orderBy\(\) in adminMoneyQueries, which scripts\/query-catalogue\.ts does not build$/,
      ),
    );
    expect(unlistedQueryCalls({ ...QUERY_BUILDERS, 'web/src/main.tsx': ['gone'] })).toEqual([
      'web/src/main.tsx#gone builds no query any more',
    ]);
  });
});
