/**
 * The 64 districts as a searchable list offers them (All Services' filter, a service's form): by
 * name in the reader's language; in Bangla the English name finds a district too.
 */
import { createFilterOptions } from '@mui/material';
import { DISTRICTS } from '@meramot/domain/districts';
import type { District } from '@meramot/domain/districts';
import type { Language } from './i18n';

// The English names are plain ASCII: a plain comparison, with no collator to set up on load.
const sorters: Record<Language, () => District[]> = {
  en: () => [...DISTRICTS].sort((a, b) => (a.en < b.en ? -1 : 1)),
  bn: () => [...DISTRICTS].sort((a, b) => a.bn.localeCompare(b.bn, 'bn')),
};
const sorted = new Map<Language, District[]>();

/** The districts in the order of their names in `language` (sorted once per language). */
export function districtsByName(language: Language): District[] {
  let list = sorted.get(language);
  if (!list) {
    list = sorters[language]();
    sorted.set(language, list);
  }
  return list;
}

/** What a typed text is matched against, per language. */
export const DISTRICT_FILTERS: Record<
  Language,
  ReturnType<typeof createFilterOptions<District>>
> = {
  en: createFilterOptions({ stringify: (district) => district.en }),
  bn: createFilterOptions({ stringify: (district) => `${district.bn} ${district.en}` }),
};
