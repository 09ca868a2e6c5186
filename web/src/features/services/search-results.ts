/** The API's server-side search of SPEC.md §7 (`GET /publicServices?search=`). */
import type { Service } from '@meramot/domain/entities';
import { apiFetch } from '../../lib/api';

/** SPEC.md §5: the search text is sent as is; the API matches and ranks it. */
export function fetchSearchResults(text: string, signal?: AbortSignal): Promise<Service[]> {
  return apiFetch<Service[]>(`/publicServices?search=${encodeURIComponent(text)}`, { signal });
}
