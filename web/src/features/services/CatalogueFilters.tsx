/**
 * All Services' search and filters: the search text, a category chip row, a searchable district
 * list, a price range in taka and the sort. Each applied change becomes one new URL (the page
 * owns the URL); typed text and prices apply once the typing pauses, or at once on Search/Enter.
 */
import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import {
  Box,
  Button,
  Chip,
  Grid,
  InputAdornment,
  Paper,
  TextField,
  Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { CATEGORIES } from '@meramot/domain/categories';
import { parseCatalogueQuery } from '@meramot/domain/catalogue';
import type { CatalogueQuery, ServiceSort } from '@meramot/domain/catalogue';
import { CURRENCY_SYMBOL, FIELD_LIMITS } from '@meramot/domain/constants';
import { districtOf } from '@meramot/domain/districts';
import { useI18n } from '../../lib/i18n';
import type { MessageKey, Translate } from '../../lib/i18n';
import { UNFILTERED, isFiltered } from './catalogue-url';

/** How long typing must pause before the list follows it. */
export const TYPING_DEBOUNCE_MS = 500;

/** The sorts' names; a search's default order is its ranking, best match first. */
function sortLabels(searching: boolean): Record<ServiceSort, MessageKey> {
  return {
    newest: searching ? 'services.sort.bestMatch' : 'services.sort.newest',
    'price-asc': 'services.sort.priceAsc',
    'price-desc': 'services.sort.priceDesc',
    rating: 'services.sort.rating',
  };
}

export type ApplyChange = (change: Partial<CatalogueQuery>) => void;

// MUI's Autocomplete is the heaviest part of the page: it loads right after the list's first
// render, in its own chunk, and a field of the same size stands in for it meanwhile.
const DistrictPicker = lazy(() => import('./DistrictPicker'));

function DistrictPlaceholder({ selected }: { selected: string | null }) {
  const { t, language } = useI18n();
  return (
    <TextField
      label={t('services.district')}
      placeholder={t('services.allDistricts')}
      value={selected === null ? '' : (districtOf(selected)?.[language] ?? '')}
      disabled
      fullWidth
      size="small"
    />
  );
}

export function CatalogueFilters({
  query,
  onChange,
}: {
  query: CatalogueQuery;
  onChange: ApplyChange;
}) {
  const { t } = useI18n();
  // Stable, so a re-render (a page arriving) does not restart the typing pause.
  const onSearch = useCallback((search: string) => onChange({ search }), [onChange]);
  const onPrice = useCallback(
    (minPrice: number | null, maxPrice: number | null) => onChange({ minPrice, maxPrice }),
    [onChange],
  );
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 4 }}>
      <SearchBox applied={query.search} onSearch={onSearch} />
      <CategoryChips selected={query.category} onChange={(category) => onChange({ category })} />
      <Grid container spacing={2} sx={{ mt: 1 }}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Suspense fallback={<DistrictPlaceholder selected={query.district} />}>
            <DistrictPicker
              selected={query.district}
              onChange={(district) => onChange({ district })}
            />
          </Suspense>
        </Grid>
        <PriceRange appliedMin={query.minPrice} appliedMax={query.maxPrice} onChange={onPrice} />
        <Grid size={{ xs: 12, md: 3 }}>
          <TextField
            select
            id="catalogue-sort"
            name="sort"
            label={t('services.sortBy')}
            value={query.sort}
            onChange={(event) => onChange({ sort: event.target.value as ServiceSort })}
            fullWidth
            size="small"
            slotProps={{ select: { native: true } }}
          >
            {Object.entries(sortLabels(query.search.trim() !== '')).map(([sort, label]) => (
              <option key={sort} value={sort}>
                {t(label)}
              </option>
            ))}
          </TextField>
        </Grid>
      </Grid>
      {isFiltered(query) && (
        <Box sx={{ mt: 2, textAlign: 'right' }}>
          <Button onClick={() => onChange(UNFILTERED)}>{t('services.clearFilters')}</Button>
        </Box>
      )}
    </Paper>
  );
}

/**
 * Text that follows the URL: when the applied value changes from outside (Back, a link), the
 * field shows it; while the person types, the field keeps their text as typed.
 */
function useFieldFollowing<T>(
  applied: T,
  textOf: (value: T) => string,
  same: (text: string, value: T) => boolean,
) {
  const [text, setText] = useState(() => textOf(applied));
  const [seen, setSeen] = useState(applied);
  if (seen !== applied) {
    setSeen(applied);
    if (!same(text, applied)) setText(textOf(applied));
  }
  return [text, setText] as const;
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
    // SPEC.md §5: no validation, the text is sent as is.
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
      <TextField
        name="search"
        type="search"
        placeholder={t('services.searchPlaceholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        fullWidth
        size="small"
        slotProps={{ htmlInput: { 'aria-label': t('services.searchPlaceholder') } }}
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

/**
 * The field a price problem belongs to, and the parser's refusal in the form's words: the
 * parser, given only the two prices, refuses a price that is not a number of taka, one over the
 * maximum, or a minimum above the maximum.
 */
function priceProblem(
  t: Translate,
  minText: string,
  maxText: string,
): { field: 'min' | 'max'; text: string } | null {
  const parsed = parseCatalogueQuery((name) =>
    name === 'minPrice' ? minText : name === 'maxPrice' ? maxText : undefined,
  );
  if (parsed.ok) return null;
  const which = parsed.error.startsWith('maxPrice') ? 'max' : 'min';
  const field = t(which === 'max' ? 'services.maxPrice' : 'services.minPrice');
  const text = parsed.error.endsWith('more than maxPrice')
    ? t('services.minOverMax')
    : parsed.error.includes('at most')
      ? t('services.priceTooHigh', { field, max: FIELD_LIMITS.servicePriceMax })
      : t('services.priceNotNumber', { field });
  return { field: which, text };
}

const priceText = (value: number | null) => (value === null ? '' : String(value));
const samePrice = (text: string, value: number | null) => text.trim() === priceText(value);

function PriceRange({
  appliedMin,
  appliedMax,
  onChange,
}: {
  appliedMin: number | null;
  appliedMax: number | null;
  onChange: (minPrice: number | null, maxPrice: number | null) => void;
}) {
  const { t } = useI18n();
  const [minText, setMinText] = useFieldFollowing(appliedMin, priceText, samePrice);
  const [maxText, setMaxText] = useFieldFollowing(appliedMax, priceText, samePrice);
  const problem = priceProblem(t, minText, maxText);
  const valid = problem === null;
  const changed = !samePrice(minText, appliedMin) || !samePrice(maxText, appliedMax);

  useEffect(() => {
    if (!valid || !changed) return undefined;
    const toPrice = (text: string) => (text.trim() === '' ? null : Number(text));
    const timer = setTimeout(
      () => onChange(toPrice(minText), toPrice(maxText)),
      TYPING_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [minText, maxText, valid, changed, onChange]);

  const field = (
    which: 'min' | 'max',
    label: string,
    text: string,
    set: (text: string) => void,
  ) => {
    const message = problem?.field === which ? problem.text : undefined;
    return (
      <Grid size={{ xs: 6, md: 2.5 }}>
        <TextField
          id={`catalogue-${which}-price`}
          name={`${which}Price`}
          type="number"
          label={label}
          value={text}
          onChange={(event) => set(event.target.value)}
          error={Boolean(message)}
          helperText={message}
          fullWidth
          size="small"
          slotProps={{
            htmlInput: { min: 0, step: 'any', inputMode: 'decimal' },
            input: {
              endAdornment: <InputAdornment position="end">{CURRENCY_SYMBOL}</InputAdornment>,
            },
          }}
        />
      </Grid>
    );
  };

  return (
    <>
      {field('min', t('services.minPrice'), minText, setMinText)}
      {field('max', t('services.maxPrice'), maxText, setMaxText)}
    </>
  );
}
