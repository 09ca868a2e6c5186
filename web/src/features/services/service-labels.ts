/** A service's category and district by name in a language (domain/), or null for an unknown id. */
import { categoryOf, isCategoryId } from '@meramot/domain/categories';
import { districtOf } from '@meramot/domain/districts';
import type { Language } from '../../lib/i18n';

export function categoryName(id: string | undefined, language: Language): string | null {
  return isCategoryId(id) ? categoryOf(id)[language] : null;
}

export function districtName(id: string | undefined, language: Language): string | null {
  return id === undefined ? null : (districtOf(id)?.[language] ?? null);
}
