/**
 * How many documents one client query may ask for: every list the web app runs carries a limit,
 * and firestore.rules refuse a list without one or above these (request.query.limit), so no
 * reader, the app or a script, pays for more than a screen shows.
 */

/** A list of services, providers or reviews (public: anyone may run one). */
export const PUBLIC_LIST_LIMIT = 50;

/** A page of a signed-in dashboard (bookings, appointments): Load more asks for this many more. */
export const DASHBOARD_PAGE_SIZE = 50;

/** The most a dashboard's list may ask for at once: ten pages. */
export const DASHBOARD_LIST_LIMIT = DASHBOARD_PAGE_SIZE * 10;

/** The limit of a dashboard's list showing `pages` pages, never above DASHBOARD_LIST_LIMIT. */
export function dashboardLimit(pages: number): number {
  return Math.min(Math.max(1, Math.floor(pages)) * DASHBOARD_PAGE_SIZE, DASHBOARD_LIST_LIMIT);
}

/**
 * What a bounded list offers under its rows: Load more while the last answer filled its limit
 * and the bound allows more, or a note that only the newest are shown once the bound is reached.
 */
export type ListBound = 'complete' | 'more' | 'bounded';

export function listBoundOf(shown: number, limit: number, bound: number): ListBound {
  if (shown < limit) return 'complete';
  return limit < bound ? 'more' : 'bounded';
}
