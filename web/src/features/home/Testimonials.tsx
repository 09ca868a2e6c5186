import { Suspense, lazy, useEffect, useState } from 'react';
import { Container, Typography } from '@mui/material';
import type { Testimonial } from '@meramot/domain/entities';
import { useNearViewport } from '../../components/use-near-viewport';
import { useI18n } from '../../lib/i18n';
import { SectionHeading } from './SectionHeading';
import { fetchTestimonials } from './testimonials-data';

// The carousel (with keen-slider) is below the fold: its code loads with the testimonials, when
// the section comes near the viewport, not with the home page.
const TestimonialCarousel = lazy(() =>
  import('./TestimonialCarousel').then((module) => ({ default: module.TestimonialCarousel })),
);

/**
 * The 'Testimonial' section: 'Loading testimonials...' until clientReview.json arrives (asked for
 * once the section nears the viewport); if it cannot be read the error goes to the console and
 * the loading text stays (docs/product.md §8).
 */
export function Testimonials() {
  const { t } = useI18n();
  const [testimonials, setTestimonials] = useState<Testimonial[] | null>(null);
  const [section, near] = useNearViewport<HTMLElement>();

  useEffect(() => {
    if (!near) return undefined;
    const controller = new AbortController();
    fetchTestimonials(controller.signal).then(setTestimonials, (error: unknown) => {
      if (!controller.signal.aborted) console.error('Could not load testimonials', error);
    });
    return () => controller.abort();
  }, [near]);

  return (
    <Container
      ref={section}
      component="section"
      aria-labelledby="testimonial"
      maxWidth="lg"
      sx={{ py: 8 }}
    >
      <SectionHeading id="testimonial">{t('home.testimonial')}</SectionHeading>
      {testimonials ? (
        <Suspense fallback={<LoadingText />}>
          <TestimonialCarousel testimonials={testimonials} />
        </Suspense>
      ) : (
        <LoadingText />
      )}
    </Container>
  );
}

function LoadingText() {
  const { t } = useI18n();
  return (
    <Typography role="status" sx={{ textAlign: 'center', color: 'text.secondary' }}>
      {t('empty.testimonialsLoading')}
    </Typography>
  );
}
