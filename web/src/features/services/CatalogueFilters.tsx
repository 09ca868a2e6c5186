/**
 * All Services' search and filters: the search text and a category chip row show at once; the
 * district list, the price range and the sort (MoreFilters, with MUI's TextField, Select and
 * Autocomplete) load in their own chunk, on a phone only when the Filters button opens them.
 * Each applied change becomes one new URL (the page owns the URL); typed text and prices apply
 * once the typing pauses, or at once on Search/Enter.
 */
import { Suspense, lazy, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import {
  Badge,
  Box,
  Button,
  Chip,
  OutlinedInput,
  Paper,
  Skeleton,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import TuneIcon from '@mui/icons-material/Tune';
import { CATEGORIES } from '@meramot/domain/categories';
import { DEFAULT_SERVICE_SORT } from '@meramot/domain/catalogue';
import type { CatalogueQuery } from '@meramot/domain/catalogue';
import { useI18n } from '../../lib/i18n';
import { UNFILTERED, isFiltered } from './catalogue-url';
import { TYPING_DEBOUNCE_MS, useFieldFollowing } from './use-field-following';

export { TYPING_DEBOUNCE_MS };

export type ApplyChange = (change: Partial<CatalogueQuery>) => void;

const MoreFilters = lazy(() => import('./MoreFilters'));

/** How many of the panel's filters the query applies (a district, a price bound, a sort). */
function panelFilterCount(query: CatalogueQuery): number {
  return [
    query.district !== null,
    query.minPrice !== null,
    query.maxPrice !== null,
    query.sort !== DEFAULT_SERVICE_SORT,
  ].filter(Boolean).length;
}

export function CatalogueFilters({
  query,
  onChange,
}: {
  query: CatalogueQuery;
  onChange: ApplyChange;
}) {
  const { t, formatNumber } = useI18n();
  const theme = useTheme();
  // Below tablet width (and only where media queries are known: jsdom shows the panel).
  const wide = !useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const applied = panelFilterCount(query);
  // A phone opens the panel with its button; a filter the URL applies opens it too, so what
  // narrows the list is in sight.
  const [opened, setOpened] = useState(applied > 0);
  const open = wide || opened;
  const panelId = useId();
  // Stable, so a re-render (a page arriving) does not restart the typing pause.
  const onSearch = useCallback((search: string) => onChange({ search }), [onChange]);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 4 }}>
      <SearchBox applied={query.search} onSearch={onSearch} />
      <CategoryChips selected={query.category} onChange={(category) => onChange({ category })} />
      {!wide && (
        <Button
          variant="outlined"
          color="inherit"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpened((value) => !value)}
          startIcon={<TuneIcon aria-hidden />}
          // How many of the panel's filters apply, after the word (so the name reads "Filters 2").
          endIcon={
            applied > 0 && (
              <Badge color="primary" badgeContent={formatNumber(applied)} sx={{ mx: 1.5 }} />
            )
          }
          sx={{ mt: 2 }}
        >
          {t('services.filters')}
        </Button>
      )}
      <Box id={panelId}>
        {open && (
          <Suspense fallback={<PanelPlaceholder />}>
            <MoreFilters query={query} onChange={onChange} />
          </Suspense>
        )}
      </Box>
      {isFiltered(query) && (
        <Box sx={{ mt: 2, textAlign: 'right' }}>
          <Button onClick={() => onChange(UNFILTERED)}>{t('services.clearFilters')}</Button>
        </Box>
      )}
    </Paper>
  );
}

/** The panel's size while its code loads: one row of small fields, or four on a phone. */
function PanelPlaceholder() {
  return (
    <Box
      aria-hidden
      sx={{
        mt: 2,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr 1fr', md: '4fr 2.5fr 2.5fr 3fr' },
      }}
    >
      {[0, 1, 2, 3].map((field) => (
        <Skeleton
          key={field}
          variant="rounded"
          height={40}
          sx={{ gridColumn: { xs: field === 1 || field === 2 ? 'auto' : '1 / -1', md: 'auto' } }}
        />
      ))}
    </Box>
  );
}

function SearchBox({ applied, onSearch }: { applied: string; onSearch: (text: string) => void }) {
  const { t } = useI18n();
  const [text, setText] = useFieldFollowing(
    applied,
    (value) => value,
    (typed, value) => typed.trim() === value,
  );

  useEffect(() => {
    if (text.trim() === applied) return undefined;
    const timer = setTimeout(() => onSearch(text), TYPING_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, applied, onSearch]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // docs/product.md §5: no validation, the text is sent as is.
    onSearch(text);
  };

  return (
    <Box
      component="form"
      role="search"
      aria-label={t('services.searchForm')}
      onSubmit={submit}
      sx={{ display: 'flex', gap: 1.5 }}
    >
      {/* The outlined input alone: TextField would bring Select, Menu and Modal with it. */}
      <OutlinedInput
        name="search"
        type="search"
        placeholder={t('services.searchPlaceholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        fullWidth
        size="small"
        inputProps={{ 'aria-label': t('services.searchPlaceholder') }}
      />
      <Button type="submit" variant="contained" startIcon={<SearchIcon aria-hidden />}>
        {t('services.search')}
      </Button>
    </Box>
  );
}

function CategoryChips({
  selected,
  onChange,
}: {
  selected: CatalogueQuery['category'];
  onChange: (category: CatalogueQuery['category']) => void;
}) {
  const { t, language } = useI18n();
  const row = useRef<HTMLDivElement>(null);
  // On a phone the chips are one scrolling row: the chosen one is brought into the middle of it
  // (only the row scrolls, not the page), so it shows which category is on.
  useEffect(() => {
    const element = row.current;
    const chip = element?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!element || !chip || element.scrollWidth <= element.clientWidth) return;
    const rowBox = element.getBoundingClientRect();
    const chipBox = chip.getBoundingClientRect();
    element.scrollLeft += chipBox.left - rowBox.left - (rowBox.width - chipBox.width) / 2;
  }, [selected, language]);
  const chips = [
    { id: null, name: t('services.allCategories') },
    ...CATEGORIES.map((category) => ({ id: category.id, name: category[language] })),
  ];
  return (
    <Box sx={{ mt: 2 }}>
      <Typography id="catalogue-category-label" variant="subtitle2" component="p" sx={{ mb: 1 }}>
        {t('services.category')}
      </Typography>
      <Box
        ref={row}
        role="group"
        aria-labelledby="catalogue-category-label"
        sx={{
          display: 'flex',
          gap: 1,
          // One scrolling row on a phone, wrapped lines on a wider screen.
          flexWrap: { xs: 'nowrap', sm: 'wrap' },
          overflowX: { xs: 'auto', sm: 'visible' },
          pb: { xs: 1, sm: 0 },
        }}
      >
        {chips.map((category) => {
          const pressed = category.id === selected;
          return (
            <Chip
              key={category.id ?? 'all'}
              component="button"
              type="button"
              label={category.name}
              aria-pressed={pressed}
              color={pressed ? 'primary' : 'default'}
              variant={pressed ? 'filled' : 'outlined'}
              onClick={() => onChange(pressed ? null : category.id)}
              sx={{ flexShrink: 0, fontWeight: 600 }}
            />
          );
        })}
      </Box>
    </Box>
  );
}
