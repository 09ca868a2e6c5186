/**
 * All Services' first page, asked for as the app starts on /services, in parallel with the
 * page's code: on a slow phone the list (and its first card, the largest thing painted) then
 * arrives about when the page can show it, not a round trip after.
 */
import { pageQueryOf } from './catalogue-url';
import { prefetchCataloguePage } from './services-api';

export function prefetchAllServices(search: string): void {
  // The same query useCatalogue asks for first: the URL's filters, the first page of 24.
  prefetchCataloguePage(pageQueryOf(new URLSearchParams(search)).query);
}
