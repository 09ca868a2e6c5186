/**
 * All Services' district filter: the 64 districts by name in the reader's language, searchable as
 * one types (in Bangla, the English name finds a district too).
 */
import { Autocomplete, TextField } from '@mui/material';
import { districtOf } from '@meramot/domain/districts';
import type { District } from '@meramot/domain/districts';
import { DISTRICT_FILTERS, districtsByName } from '../../lib/district-options';
import { useI18n } from '../../lib/i18n';

export default function DistrictPicker({
  selected,
  onChange,
}: {
  selected: string | null;
  onChange: (district: string | null) => void;
}) {
  const { t, language } = useI18n();
  return (
    <Autocomplete<District>
      id="catalogue-district"
      options={districtsByName(language)}
      value={selected === null ? null : (districtOf(selected) ?? null)}
      onChange={(_event, district) => onChange(district?.id ?? null)}
      getOptionLabel={(district) => district[language]}
      filterOptions={DISTRICT_FILTERS[language]}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      autoHighlight
      size="small"
      renderInput={(params) => (
        <TextField
          {...params}
          name="district"
          label={t('services.district')}
          placeholder={t('services.allDistricts')}
        />
      )}
    />
  );
}
