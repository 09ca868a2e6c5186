/**
 * Every Firestore query the code base runs, built offline by the code's own query builders
 * (nothing is sent: a query object only holds its filters and order until it is run), with every
 * value of the parameters that change its shape: both doors, the API's Admin SDK and the web
 * app's SDK.
 *
 * QUERY_BUILDERS names each builder; tests/deploy/index-coverage.test.ts fails when a where() or
 * orderBy() of functions/src or web/src is written anywhere else, so a new query cannot miss
 * the index check.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { getApps as adminApps, initializeApp as initializeAdmin } from 'firebase-admin/app';
import { initializeApp as initializeWeb } from 'firebase/app';
import { getFirestore as webFirestore } from 'firebase/firestore';
import { CATALOGUE_PAGE_SIZE, SERVICE_SORTS } from '@meramot/domain/catalogue';
import type { CatalogueQuery } from '@meramot/domain/catalogue';
import { CATEGORY_IDS } from '@meramot/domain/categories';
import { DASHBOARD_PAGE_SIZE } from '@meramot/domain/list-limits';
import { getFirestore as adminFirestore } from 'firebase-admin/firestore';
import { newestFirst } from '../functions/src/own-list';
import {
  acceptedBillsPage,
  entriesCountedBy,
  pageById,
  providerMonths,
} from '../functions/src/reconciliation';
import { appointmentsOf } from '../functions/src/routes/appointments';
import { windowPlacesIn } from '../functions/src/routes/availability';
import { adminMoneyQueries } from '../functions/src/routes/bills';
import { bookingsOf } from '../functions/src/routes/bookings';
import { compatibilityPage } from '../functions/src/routes/catalogue';
import { inOrder, listingOrder } from '../functions/src/routes/catalogue-listing';
import { tiersOf, wordsQuery } from '../functions/src/routes/catalogue-levels';
import { filtered } from '../functions/src/routes/catalogue-page';
import { anyWordQuery, namesQuery, narrowingQuery } from '../functions/src/routes/catalogue-search';
import {
  completedBookingsOf,
  firstServiceOf,
  newestReviewsOf,
  providerServicesOf,
} from '../functions/src/routes/reviews';
import { openBookingOf, ownServicesOf } from '../functions/src/routes/services';
import { appointmentsQuery } from '../web/src/features/appointments/appointments-data';
import { windowPlacesQuery } from '../web/src/features/availability/schedule-data';
import {
  bookingsQuery,
  providerWindowPlacesQuery,
} from '../web/src/features/bookings/bookings-data';
import { latestOf } from '../web/src/features/notifications/notifications-data';
import { myServicesQuery } from '../web/src/features/provider-services/provider-services-data';
import { ROOT } from '../harness/emulators';
import { shapeOfAdminQuery, shapeOfWebQuery } from './index-coverage';
import type { QueryShape } from './index-coverage';

/** The functions that build queries: file, then function (the test checks there are no others). */
export const QUERY_BUILDERS: Record<string, string[]> = {
  'functions/src/own-list.ts': ['newestFirst'],
  'functions/src/reconciliation.ts': [
    'acceptedBillsPage',
    'pageById',
    'providerMonths',
    'entriesCountedBy',
  ],
  'functions/src/routes/appointments.ts': ['appointmentsOf'],
  'functions/src/routes/availability.ts': ['windowPlacesIn'],
  'functions/src/routes/bills.ts': ['adminMoneyQueries'],
  'functions/src/routes/bookings.ts': ['bookingsOf'],
  'functions/src/routes/catalogue.ts': ['compatibilityPage'],
  'functions/src/routes/catalogue-listing.ts': ['inOrder'],
  'functions/src/routes/catalogue-levels.ts': ['wordsQuery', 'holdingTerms'],
  'functions/src/routes/catalogue-page.ts': ['filtered'],
  'functions/src/routes/catalogue-search.ts': ['narrowingQuery', 'namesQuery', 'anyWordQuery'],
  'functions/src/routes/reviews.ts': [
    'newestReviewsOf',
    'providerServicesOf',
    'firstServiceOf',
    'completedBookingsOf',
  ],
  'functions/src/routes/services.ts': ['openBookingOf', 'ownServicesOf'],
  'web/src/features/appointments/appointments-data.ts': ['appointmentsQuery'],
  'web/src/features/availability/schedule-data.ts': ['windowPlacesQuery'],
  'web/src/features/bookings/bookings-data.ts': ['bookingsQuery', 'providerWindowPlacesQuery'],
  'web/src/features/notifications/notifications-data.ts': ['latestOf'],
  'web/src/features/provider-services/provider-services-data.ts': ['myServicesQuery'],
};

const PROJECT = 'meramot-index-check';
const RANGE = { from: '2026-01-01', to: '2026-01-07' };

/** Every combination of the catalogue's filters and sorts that changes a query's shape. */
function catalogueQueries(): CatalogueQuery[] {
  const category = CATEGORY_IDS[0];
  const queries: CatalogueQuery[] = [];
  for (const withCategory of [false, true])
    for (const withDistrict of [false, true])
      for (const [minPrice, maxPrice] of [
        [null, null],
        [100, null],
        [null, 900],
        [100, 900],
      ] as const)
        for (const sort of SERVICE_SORTS)
          queries.push({
            search: '',
            category: withCategory ? category : null,
            district: withDistrict ? 'Dhaka' : null,
            minPrice,
            maxPrice,
            sort,
            limit: CATALOGUE_PAGE_SIZE,
            cursor: null,
          });
  return queries;
}

const describeQuery = (q: CatalogueQuery) =>
  [
    q.category && 'category',
    q.district && 'district',
    q.minPrice !== null && 'minPrice',
    q.maxPrice !== null && 'maxPrice',
    `sort ${q.sort}`,
  ]
    .filter(Boolean)
    .join(', ');

/** The Admin SDK's queries: the API (functions/src). */
export function adminQueries(): QueryShape[] {
  if (adminApps().length === 0) initializeAdmin({ projectId: PROJECT });
  const shapes: QueryShape[] = [];
  const add = (source: string, query: Parameters<typeof shapeOfAdminQuery>[0]) =>
    shapes.push(shapeOfAdminQuery(query, source));

  for (const admin of [false, true]) {
    add(
      `appointments.ts#appointmentsOf (admin ${admin}) + own-list.ts#newestFirst`,
      newestFirst(appointmentsOf({ uid: 'u', admin })),
    );
  }
  for (const side of ['customerUid', 'providerUid'] as const) {
    add(
      `bookings.ts#bookingsOf (${side}) + own-list.ts#newestFirst`,
      newestFirst(bookingsOf(side, 'u')),
    );
  }
  add('services.ts#ownServicesOf + own-list.ts#newestFirst', newestFirst(ownServicesOf('u')));
  add('services.ts#openBookingOf', openBookingOf('s'));
  add('availability.ts#windowPlacesIn', windowPlacesIn('u', RANGE));
  for (const [name, query] of Object.entries(adminMoneyQueries())) {
    add(`bills.ts#adminMoneyQueries (${name})`, query);
  }
  add('catalogue.ts#compatibilityPage', compatibilityPage());
  const firestore = adminFirestore();
  for (const after of [null, 'b']) {
    add(
      `reconciliation.ts#acceptedBillsPage (after ${after})`,
      acceptedBillsPage(firestore, after, 200),
    );
    for (const collection of [
      'ledger',
      'services',
      'earnings',
      'marketDays',
      'marketMonths',
    ] as const) {
      add(
        `reconciliation.ts#pageById (${collection}, after ${after})`,
        pageById(firestore, collection, after, 200),
      );
    }
  }
  add('reconciliation.ts#providerMonths', providerMonths(firestore, 'u'));
  for (const path of [
    'earnings/u',
    'earnings/u/months/2026-01',
    'marketDays/2026-01-01',
    'marketMonths/2026-01',
  ]) {
    add(`reconciliation.ts#entriesCountedBy (${path})`, entriesCountedBy(firestore, path));
  }
  for (const by of ['serviceId', 'providerUid'] as const) {
    add(`reviews.ts#newestReviewsOf (${by})`, newestReviewsOf(by, 'k', 10));
  }
  add('reviews.ts#providerServicesOf', providerServicesOf('u'));
  add('reviews.ts#firstServiceOf', firstServiceOf('u'));
  add('reviews.ts#completedBookingsOf', completedBookingsOf('u'));

  for (const query of catalogueQueries()) {
    const variant = describeQuery(query);
    // The listing's page, and its total (counted on the filters alone).
    add(`catalogue-listing.ts#inOrder (${variant})`, inOrder(filtered(query), listingOrder(query)));
    add(`catalogue-page.ts#filtered (${variant}, counted)`, filtered(query));
    add(`catalogue-search.ts#namesQuery (${variant})`, namesQuery(query, ['pipe']));
    add(`catalogue-search.ts#anyWordQuery (${variant})`, anyWordQuery(query, ['pipe']));
    // The narrowing tier names a trade or a district the query does not filter by.
    for (const narrowCategory of [false, true])
      for (const narrowDistrict of [false, true])
        for (const rest of [[], ['pipe']]) {
          const narrowing = {
            category: narrowCategory && !query.category ? CATEGORY_IDS[0] : null,
            district: narrowDistrict && !query.district ? 'Dhaka' : null,
            rest,
          };
          add(
            `catalogue-search.ts#narrowingQuery (${variant}; narrowing ${JSON.stringify(narrowing)})`,
            narrowingQuery(query, narrowing),
          );
          if (query.sort !== 'newest') continue;
          // A search in relevance order: its tiers, with two words so the pairs are asked too.
          const keys = ['pipe', 'mirpur'];
          tiersOf(query, keys, narrowing.category || narrowing.district ? narrowing : null).forEach(
            (tier, i) =>
              add(
                `catalogue-levels.ts#holdingTerms (${variant}; narrowing ${JSON.stringify(narrowing)}; tier ${i})`,
                tier.query,
              ),
          );
        }
    if (query.sort === 'newest') {
      add(
        `catalogue-levels.ts#wordsQuery (${variant}, counted and read whole)`,
        inOrder(wordsQuery(query, ['pipe']), listingOrder(query)),
      );
    }
  }
  return shapes;
}

/** The web SDK's queries: the app's data modules (web/src/features). */
export function webQueries(): QueryShape[] {
  const db = webFirestore(initializeWeb({ projectId: PROJECT, apiKey: 'offline' }, PROJECT));
  const shapes: QueryShape[] = [];
  const add = (source: string, query: Parameters<typeof shapeOfWebQuery>[0]) =>
    shapes.push(shapeOfWebQuery(query, source));
  for (const admin of [false, true]) {
    add(
      `appointments-data.ts#appointmentsQuery (admin ${admin})`,
      appointmentsQuery(db, { uid: 'u', admin }, DASHBOARD_PAGE_SIZE),
    );
  }
  for (const role of ['customer', 'provider'] as const) {
    add(
      `bookings-data.ts#bookingsQuery (${role})`,
      bookingsQuery(db, role, 'u', DASHBOARD_PAGE_SIZE),
    );
  }
  add('bookings-data.ts#providerWindowPlacesQuery', providerWindowPlacesQuery(db, 'u', RANGE));
  add('schedule-data.ts#windowPlacesQuery', windowPlacesQuery(db, 'u', RANGE));
  add('notifications-data.ts#latestOf', latestOf(db, 'u'));
  add('provider-services-data.ts#myServicesQuery', myServicesQuery(db, 'u'));
  return shapes;
}

/** Every query of both doors. */
export const allQueries = (): QueryShape[] => [...adminQueries(), ...webQueries()];

/** The files a query may be written in: what deploys (the API) and what the app runs. */
const SOURCE_DIRS = ['functions/src', 'web/src'];

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The name of the function around `node`: declared, assigned to a variable, or a method. */
function enclosingFunction(node: ts.Node): string | null {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if (ts.isFunctionDeclaration(at) || ts.isMethodDeclaration(at))
      return at.name?.getText() ?? null;
    if (
      (ts.isArrowFunction(at) || ts.isFunctionExpression(at)) &&
      ts.isVariableDeclaration(at.parent)
    ) {
      return at.parent.name.getText();
    }
  }
  return null;
}

/**
 * Every where() and orderBy() of functions/src and web/src written outside QUERY_BUILDERS, and
 * every builder listed there that no longer exists: either means a query the check cannot see.
 */
export function unlistedQueryCalls(builders = QUERY_BUILDERS): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const file of SOURCE_DIRS.flatMap(sourceFiles)) {
    const source = ts.createSourceFile(
      file,
      readFileSync(path.join(ROOT, file), 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    );
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node)) {
        const callee = node.expression;
        const name = ts.isIdentifier(callee)
          ? callee.text
          : ts.isPropertyAccessExpression(callee)
            ? callee.name.text
            : null;
        if (name === 'where' || name === 'orderBy') {
          const builder = enclosingFunction(node);
          seen.add(`${file}#${builder}`);
          if (!builder || !builders[file]?.includes(builder)) {
            const { line } = source.getLineAndCharacterOfPosition(node.getStart());
            problems.push(
              `${file}:${line + 1} ${name}() in ${builder ?? 'no named function'}, which scripts/query-catalogue.ts does not build`,
            );
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  for (const [file, names] of Object.entries(builders)) {
    for (const name of names) {
      if (!seen.has(`${file}#${name}`)) problems.push(`${file}#${name} builds no query any more`);
    }
  }
  return problems;
}
