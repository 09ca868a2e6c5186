/** The static testimonial file of docs/product.md §3 and §7 (GET clientReview.json). */
import type { Testimonial } from '@meramot/domain/entities';

export const TESTIMONIALS_URL = '/clientReview.json';

function isTestimonial(value: unknown): value is Testimonial {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.img === 'string' &&
    typeof entry.name === 'string' &&
    typeof entry.description === 'string' &&
    typeof entry.rating === 'number' &&
    Number.isFinite(entry.rating)
  );
}

/** The testimonials; rejects when the file cannot be read or is not a list. */
export async function fetchTestimonials(signal?: AbortSignal): Promise<Testimonial[]> {
  const response = await fetch(TESTIMONIALS_URL, { signal });
  if (!response.ok) throw new Error(`${TESTIMONIALS_URL}: HTTP ${response.status}`);
  const body: unknown = await response.json();
  if (!Array.isArray(body)) throw new Error(`${TESTIMONIALS_URL}: not a list`);
  return body.filter(isTestimonial);
}
