/**
 * The site's own testimonials (clientReview.json entries with an `id`) are the site's text, so
 * they show in the reader's language from the catalogues (`testimonials.<id>.*`). An entry
 * without a known id is shown as written, as a customer's own words would be.
 */
import type { Testimonial } from '@meramot/domain/entities';
import type { MessageKey, Translate } from '../../lib/i18n';

export const SITE_TESTIMONIAL_IDS = [
  'sumaiya',
  'arif',
  'nusrat',
  'imran',
  'ayesha',
  'mahbub',
] as const;
type SiteTestimonialId = (typeof SITE_TESTIMONIAL_IDS)[number];

function isSiteTestimonial(id: string | undefined): id is SiteTestimonialId {
  return (SITE_TESTIMONIAL_IDS as readonly (string | undefined)[]).includes(id);
}

/** The name and words of a testimonial in the current language. */
export function testimonialText(
  testimonial: Testimonial,
  t: Translate,
): { name: string; description: string } {
  if (!isSiteTestimonial(testimonial.id)) {
    return { name: testimonial.name, description: testimonial.description };
  }
  const key = (field: 'name' | 'description') =>
    `testimonials.${testimonial.id}.${field}` as MessageKey;
  return { name: t(key('name')), description: t(key('description')) };
}
