/**
 * SPEC.md §2 All Services at marketplace scale: banner, search and filters, the matching count,
 * a page of 24 cards and "Load more". The whole query lives in the URL (catalogue-url.ts): each
 * applied change is a new history entry, so a link shares the list and Back restores it.
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Box, Button, Container, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { catalogueSearchParams } from '@meramot/domain/catalogue';
import type { CatalogueQuery } from '@meramot/domain/catalogue';
import { CatalogueFilters } from './CatalogueFilters';
import { pageQueryOf } from './catalogue-url';
import { NoServices, SERVICES_ERROR_TEXT, ServiceGrid, ServiceGridSkeleton } from './ServiceList';
import { useCatalogue } from './use-catalogue';
import type { Catalogue } from './use-catalogue';

export const LOAD_MORE_FAILED_TEXT =
  'We could not load more services. Press Load more to try again.';

export function serviceCount(count: number): string {
  return count === 1 ? '1 service' : `${count} services`;
}

/** What the list holds, e.g. "128 services" or "3 services found for “pipe”". */
function countText(total: number, search: string): string {
  const text = search.trim();
  return text === '' ? serviceCount(total) : `${serviceCount(total)} found for “${text}”`;
}

export default function AllServicesPage() {
  const [params, setParams] = useSearchParams();
  const paramsText = params.toString();
  const { query, problem } = useMemo(
    () => pageQueryOf(new URLSearchParams(paramsText)),
    [paramsText],
  );

  // The URL as last written, so changes made in quick succession build on one another.
  const latest = useRef(paramsText);
  useEffect(() => {
    latest.current = paramsText;
  }, [paramsText]);

  const apply = useCallback(
    (change: Partial<CatalogueQuery>) => {
      const current = pageQueryOf(new URLSearchParams(latest.current)).query;
      const next = catalogueSearchParams({ ...current, ...change }).toString();
      if (next === latest.current) return;
      latest.current = next;
      // A new history entry per change (Back undoes it); the page stays where it is scrolled.
      setParams(next, { preventScrollReset: true });
    },
    [setParams],
  );

  return (
    <>
      <Box
        sx={{
          backgroundImage: 'url(/images/home/banner.svg)',
          backgroundSize: 'cover',
          backgroundPosition: 'center',
          color: '#fff',
          py: { xs: 5, md: 9 },
          textAlign: 'center',
        }}
      >
        <Typography variant="h3" component="h1" sx={{ fontWeight: 800 }}>
          Our All Services
        </Typography>
      </Box>
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        {problem && (
          <Alert severity="warning" sx={{ mb: 3 }}>
            This link asked for a filter we could not use ({problem}), so every service is shown.
          </Alert>
        )}
        <CatalogueFilters query={query} onChange={apply} />
        <CatalogueResults query={query} />
      </Container>
    </>
  );
}

function CatalogueResults({ query }: { query: CatalogueQuery }) {
  const catalogue = useCatalogue(query);
  const { status, services, total } = catalogue;
  const searching = query.search.trim() !== '';
  const shownTotal = total ?? services.length;

  return (
    <Box component="section" aria-label="Services">
      {/* Space kept for the count while loading, so the cards do not move down when it comes. */}
      <Typography component="p" sx={{ fontWeight: 700, mb: 2, minHeight: '1.5em' }}>
        {status === 'success' ? countText(shownTotal, query.search) : ''}
      </Typography>
      <Typography role="status" sx={visuallyHidden}>
        {announcement(catalogue, query.search)}
      </Typography>
      {status === 'loading' ? (
        <ServiceGridSkeleton label={searching ? 'Searching services' : 'Loading services'} />
      ) : status === 'error' ? (
        <>
          <Alert
            severity="error"
            sx={{ mb: 3 }}
            action={
              <Button color="inherit" size="small" onClick={catalogue.retry}>
                Try again
              </Button>
            }
          >
            {SERVICES_ERROR_TEXT}
          </Alert>
          <NoServices />
        </>
      ) : services.length === 0 ? (
        <NoServices />
      ) : (
        <LoadedServices catalogue={catalogue} />
      )}
    </Box>
  );
}

/** What the polite live region says: the count once a list arrives, then each page added. */
function announcement(catalogue: Catalogue, search: string): string {
  const { status, services, total, added, loadingMore, moreFailed } = catalogue;
  if (status === 'loading') return '';
  if (status === 'error') return SERVICES_ERROR_TEXT;
  if (moreFailed) return LOAD_MORE_FAILED_TEXT;
  if (loadingMore) return 'Loading more services';
  if (added === null) return countText(total ?? services.length, search);
  const shown = total === null ? '' : `, ${services.length} of ${total} shown`;
  const more = added === 1 ? '1 more service' : `${added} more services`;
  return `${more} loaded${shown}`;
}

function LoadedServices({ catalogue }: { catalogue: Catalogue }) {
  const { services, hasMore, loadingMore, moreFailed, loadMore } = catalogue;
  const list = useRef<HTMLDivElement>(null);
  // Where the newest page starts, while it loads; its first card takes the focus if the button
  // it was pressed on goes away (the last page), so keyboard users keep their place.
  const newPageAt = useRef<number | null>(null);

  useEffect(() => {
    if (newPageAt.current === null || loadingMore) return;
    const first = newPageAt.current;
    newPageAt.current = null;
    if (hasMore) return;
    // The first link of the first new card (a card has more than one link).
    list.current?.querySelectorAll('article')[first]?.querySelector<HTMLElement>('a')?.focus();
  }, [loadingMore, hasMore]);

  const more = () => {
    if (loadingMore) return;
    newPageAt.current = services.length;
    loadMore();
  };

  return (
    <>
      <Box ref={list}>
        <ServiceGrid services={services} />
      </Box>
      {moreFailed && (
        <Alert severity="error" sx={{ mt: 3 }}>
          {LOAD_MORE_FAILED_TEXT}
        </Alert>
      )}
      {hasMore && (
        <Box sx={{ textAlign: 'center', mt: 4 }}>
          <Button
            variant="outlined"
            size="large"
            onClick={more}
            // Stays focusable while the page loads (disabled would drop the keyboard focus).
            aria-disabled={loadingMore}
          >
            Load more
          </Button>
        </Box>
      )}
    </>
  );
}
