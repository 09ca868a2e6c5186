/** All Services' district filter: the 64 districts by English name, searchable as one types. */
import { Autocomplete, TextField } from '@mui/material';
import { DISTRICTS, districtOf } from '@meramot/domain/districts';
import type { District } from '@meramot/domain/districts';

// The English names are plain ASCII: a plain comparison, with no collator to set up on load.
const DISTRICTS_BY_NAME = [...DISTRICTS].sort((a, b) => (a.en < b.en ? -1 : 1));

export default function DistrictPicker({
  selected,
  onChange,
}: {
  selected: string | null;
  onChange: (district: string | null) => void;
}) {
  return (
    <Autocomplete<District>
      id="catalogue-district"
      options={DISTRICTS_BY_NAME}
      value={selected === null ? null : (districtOf(selected) ?? null)}
      onChange={(_event, district) => onChange(district?.id ?? null)}
      getOptionLabel={(district) => district.en}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      autoHighlight
      size="small"
      renderInput={(params) => (
        <TextField {...params} name="district" label="District" placeholder="All districts" />
      )}
    />
  );
}
