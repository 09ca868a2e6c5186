/**
 * docs/product.md §2 All Services at marketplace scale: banner, search and filters, the matching count,
 * a page of 24 cards and "Load more". The whole query lives in the URL (catalogue-url.ts): each
 * applied change is a new history entry, so a link shares the list and Back restores it.
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Alert, Box, Button, Chip, Container, Stack, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { catalogueSearchParams } from '@meramot/domain/catalogue';
import { CATEGORIES } from '@meramot/domain/categories';
import type { CatalogueQuery } from '@meramot/domain/catalogue';
import { useI18n } from '../../lib/i18n';
import { translateRefusal } from '../../lib/i18n-errors';
import type { Translate } from '../../lib/i18n';
import { CatalogueFilters } from './CatalogueFilters';
import type { ApplyChange } from './CatalogueFilters';
import { UNFILTERED, pageQueryOf } from './catalogue-url';
import { NoServices, ServiceGrid, ServiceGridSkeleton } from './ServiceList';
import { useCatalogue } from './use-catalogue';
import type { Catalogue } from './use-catalogue';

/**
 * What the list holds, e.g. "128 services", "3 services found for “pipe”", or, for a search that
 * did not read every match or a listing past the count's limit, "At least 30 services found for
 * “repair”", "At least 1,000 services".
 */
function countText(t: Translate, catalogue: Catalogue, search: string): string {
  const { total, atLeast, services } = catalogue;
  const text = search.trim();
  if (total === null && atLeast !== null) {
    const count = Math.max(atLeast, services.length);
    return text === ''
      ? t('services.countAtLeast', { count })
      : t('services.countAtLeastFor', { count, search: text });
  }
  const count = total ?? services.length;
  return text === ''
    ? t('services.count', { count })
    : t('services.countFor', { count, search: text });
}

export default function AllServicesPage() {
  const { t } = useI18n();
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
          {t('services.banner')}
        </Typography>
      </Box>
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        {problem && (
          <Alert severity="warning" sx={{ mb: 3 }}>
            {t('services.filterProblem', { problem: translateRefusal(problem) })}
          </Alert>
        )}
        <CatalogueFilters query={query} onChange={apply} />
        <CatalogueResults query={query} onChange={apply} />
      </Container>
    </>
  );
}

function CatalogueResults({ query, onChange }: { query: CatalogueQuery; onChange: ApplyChange }) {
  const { t } = useI18n();
  const catalogue = useCatalogue(query);
  const { status, services } = catalogue;
  const searching = query.search.trim() !== '';

  return (
    <Box component="section" aria-label={t('services.list')}>
      {/* Space kept for the count while loading, so the cards do not move down when it comes. */}
      <Typography component="p" sx={{ fontWeight: 700, mb: 2, minHeight: '1.5em' }}>
        {status === 'success' ? countText(t, catalogue, query.search) : ''}
      </Typography>
      <Typography role="status" sx={visuallyHidden}>
        {announcement(t, catalogue, query.search)}
      </Typography>
      {status === 'loading' ? (
        <ServiceGridSkeleton label={t(searching ? 'services.searching' : 'services.loading')} />
      ) : status === 'error' ? (
        <>
          <Alert
            severity="error"
            sx={{ mb: 3 }}
            action={
              <Button color="inherit" size="small" onClick={catalogue.retry}>
                {t('services.tryAgain')}
              </Button>
            }
          >
            {t('services.loadFailed')}
          </Alert>
          <NoServices />
        </>
      ) : services.length === 0 ? (
        <>
          <NoServices />
          <NextSteps query={query} onChange={onChange} />
        </>
      ) : (
        <LoadedServices catalogue={catalogue} />
      )}
    </Box>
  );
}

/** What the polite live region says: the count once a list arrives, then each page added. */
function announcement(t: Translate, catalogue: Catalogue, search: string): string {
  const { status, services, total, added, loadingMore, moreFailed } = catalogue;
  if (status === 'loading') return '';
  if (status === 'error') return t('services.loadFailed');
  if (moreFailed) return t('services.loadMoreFailed');
  if (loadingMore) return t('services.loadingMore');
  if (added === null) return countText(t, catalogue, search);
  return total === null
    ? t('services.moreLoaded', { added })
    : t('services.moreLoadedOf', { added, shown: services.length, total });
}

function LoadedServices({ catalogue }: { catalogue: Catalogue }) {
  const { t } = useI18n();
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
          {t('services.loadMoreFailed')}
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
            {t('services.loadMore')}
          </Button>
        </Box>
      )}
    </>
  );
}

/**
 * What an empty result offers instead of a dead end: clear the search or the filters that
 * emptied it, browse a category, or ask for a provider with the free appointment request.
 */
function NextSteps({ query, onChange }: { query: CatalogueQuery; onChange: ApplyChange }) {
  const { t, language } = useI18n();
  const searching = query.search.trim() !== '';
  const narrowed =
    query.category !== null ||
    query.district !== null ||
    query.minPrice !== null ||
    query.maxPrice !== null;
  return (
    <Box
      component="section"
      aria-labelledby="catalogue-next-steps"
      sx={{ textAlign: 'center', pb: 6, mt: -2 }}
    >
      <Typography id="catalogue-next-steps" component="h2" variant="subtitle1" sx={{ mb: 2 }}>
        {t('services.noResults.nextSteps')}
      </Typography>
      {(searching || narrowed) && (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ justifyContent: 'center', mb: 3 }}
        >
          {searching && (
            <Button variant="contained" onClick={() => onChange({ search: '' })}>
              {t('services.noResults.clearSearch')}
            </Button>
          )}
          {narrowed && (
            <Button
              variant="outlined"
              onClick={() =>
                onChange({ category: null, district: null, minPrice: null, maxPrice: null })
              }
            >
              {t('services.noResults.clearFilters')}
            </Button>
          )}
        </Stack>
      )}
      <Typography id="catalogue-browse" component="h3" variant="subtitle2" sx={{ mb: 1 }}>
        {t('services.noResults.browse')}
      </Typography>
      <Box
        component="ul"
        aria-labelledby="catalogue-browse"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'center',
          gap: 1,
          listStyle: 'none',
          p: 0,
          m: 0,
          mb: 3,
        }}
      >
        {CATEGORIES.map((category) => (
          <li key={category.id}>
            <Chip
              component={RouterLink}
              to={`/services?${catalogueSearchParams({ ...UNFILTERED, category: category.id }).toString()}`}
              clickable
              variant="outlined"
              label={category[language]}
              sx={{ fontWeight: 600 }}
            />
          </li>
        ))}
      </Box>
      <Typography sx={{ mb: 1.5 }}>{t('services.noResults.appointment')}</Typography>
      <Button component={RouterLink} to="/aboutUs#free-appointment" variant="outlined">
        {t('services.noResults.appointmentLink')}
      </Button>
    </Box>
  );
}
