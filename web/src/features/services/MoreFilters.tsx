/**
 * All Services' heavier filters, in their own chunk: the searchable district list, the price
 * range in taka and the sort. On a phone they load when the Filters button opens them (or when
 * the URL already applies one); from tablet width up they show at once.
 */
import { Suspense, lazy, useCallback, useEffect } from 'react';
import { Grid, InputAdornment, TextField } from '@mui/material';
import { parseCatalogueQuery } from '@meramot/domain/catalogue';
import type { CatalogueQuery, ServiceSort } from '@meramot/domain/catalogue';
import { CURRENCY_SYMBOL, FIELD_LIMITS } from '@meramot/domain/constants';
import { latinDigits } from '@meramot/domain/format';
import { districtOf } from '@meramot/domain/districts';
import { useI18n } from '../../lib/i18n';
import type { MessageKey, Translate } from '../../lib/i18n';
import { TYPING_DEBOUNCE_MS, useFieldFollowing } from './use-field-following';

/** The sorts' names; a search's default order is its ranking, best match first. */
function sortLabels(searching: boolean): Record<ServiceSort, MessageKey> {
  return {
    newest: searching ? 'services.sort.bestMatch' : 'services.sort.newest',
    'price-asc': 'services.sort.priceAsc',
    'price-desc': 'services.sort.priceDesc',
    rating: 'services.sort.rating',
  };
}

// MUI's Autocomplete is the heaviest part: it loads in its own chunk, and a field of the same
// size stands in for it meanwhile.
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

export default function MoreFilters({
  query,
  onChange,
}: {
  query: CatalogueQuery;
  onChange: (change: Partial<CatalogueQuery>) => void;
}) {
  const { t } = useI18n();
  const onPrice = useCallback(
    (minPrice: number | null, maxPrice: number | null) => onChange({ minPrice, maxPrice }),
    [onChange],
  );
  return (
    <Grid container spacing={2} sx={{ mt: 2 }}>
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
  const { code, params } = parsed.refusal;
  const which = params?.name === 'maxPrice' ? 'max' : 'min';
  const field = t(which === 'max' ? 'services.maxPrice' : 'services.minPrice');
  const text =
    code === 'priceParamOrder'
      ? t('services.minOverMax')
      : code === 'priceParamMax'
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
          label={label}
          value={text}
          // Text, not type="number": a Bangla keyboard's digits are read as the digits they are.
          onChange={(event) => set(latinDigits(event.target.value))}
          error={Boolean(message)}
          helperText={message}
          fullWidth
          size="small"
          slotProps={{
            htmlInput: { inputMode: 'decimal' },
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
