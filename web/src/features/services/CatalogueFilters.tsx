/**
 * All Services' search and filters: the search text, a category chip row, a searchable district
 * list, a price range in taka and the sort. Each applied change becomes one new URL (the page
 * owns the URL); typed text and prices apply once the typing pauses, or at once on Search/Enter.
 */
import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
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
import { CURRENCY_SYMBOL } from '@meramot/domain/constants';
import { districtOf } from '@meramot/domain/districts';
import { UNFILTERED, isFiltered } from './catalogue-url';

/** How long typing must pause before the list follows it. */
export const TYPING_DEBOUNCE_MS = 500;

/** The sorts by name; a search's default order is its ranking, best match first. */
export function sortLabels(searching: boolean): Record<ServiceSort, string> {
  return {
    newest: searching ? 'Best match' : 'Newest first',
    'price-asc': 'Price: low to high',
    'price-desc': 'Price: high to low',
    rating: 'Top rated',
  };
}

export type ApplyChange = (change: Partial<CatalogueQuery>) => void;

// MUI's Autocomplete is the heaviest part of the page: it loads right after the list's first
// render, in its own chunk, and a field of the same size stands in for it meanwhile.
const DistrictPicker = lazy(() => import('./DistrictPicker'));

function DistrictPlaceholder({ selected }: { selected: string | null }) {
  return (
    <TextField
      label="District"
      placeholder="All districts"
      value={selected === null ? '' : (districtOf(selected)?.en ?? '')}
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
            label="Sort by"
            value={query.sort}
            onChange={(event) => onChange({ sort: event.target.value as ServiceSort })}
            fullWidth
            size="small"
            slotProps={{ select: { native: true } }}
          >
            {Object.entries(sortLabels(query.search.trim() !== '')).map(([sort, label]) => (
              <option key={sort} value={sort}>
                {label}
              </option>
            ))}
          </TextField>
        </Grid>
      </Grid>
      {isFiltered(query) && (
        <Box sx={{ mt: 2, textAlign: 'right' }}>
          <Button onClick={() => onChange(UNFILTERED)}>Clear all filters</Button>
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
      aria-label="Search services"
      onSubmit={submit}
      sx={{ display: 'flex', gap: 1.5 }}
    >
      <TextField
        name="search"
        type="search"
        placeholder="Search service"
        value={text}
        onChange={(event) => setText(event.target.value)}
        fullWidth
        size="small"
        slotProps={{ htmlInput: { 'aria-label': 'Search service' } }}
      />
      <Button type="submit" variant="contained" startIcon={<SearchIcon aria-hidden />}>
        Search
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
  const chips = [{ id: null, en: 'All categories' }, ...CATEGORIES];
  return (
    <Box sx={{ mt: 2 }}>
      <Typography id="catalogue-category-label" variant="subtitle2" component="p" sx={{ mb: 1 }}>
        Category
      </Typography>
      <Box
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
              label={category.en}
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

/** The field a price problem belongs to, and the parser's message in the form's words. */
function priceProblem(
  minText: string,
  maxText: string,
): { field: 'min' | 'max'; text: string } | null {
  const parsed = parseCatalogueQuery((name) =>
    name === 'minPrice' ? minText : name === 'maxPrice' ? maxText : undefined,
  );
  if (parsed.ok) return null;
  const text = parsed.error
    .replace(/^minPrice/, 'Min price')
    .replace(/^maxPrice/, 'Max price')
    .replace('maxPrice', 'max price');
  return { field: parsed.error.startsWith('maxPrice') ? 'max' : 'min', text };
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
  const [minText, setMinText] = useFieldFollowing(appliedMin, priceText, samePrice);
  const [maxText, setMaxText] = useFieldFollowing(appliedMax, priceText, samePrice);
  const problem = priceProblem(minText, maxText);
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
      {field('min', 'Min price', minText, setMinText)}
      {field('max', 'Max price', maxText, setMaxText)}
    </>
  );
}
