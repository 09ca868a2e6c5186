/** The English names of a service's category and district (domain/), or null for an unknown id. */
import { categoryOf, isCategoryId } from '@meramot/domain/categories';
import { districtOf } from '@meramot/domain/districts';

export function categoryName(id: string | undefined): string | null {
  return isCategoryId(id) ? categoryOf(id).en : null;
}

export function districtName(id: string | undefined): string | null {
  return id === undefined ? null : (districtOf(id)?.en ?? null);
}
