import { useEffect, useState } from 'react';
import { Container, Typography } from '@mui/material';
import type { Testimonial } from '@meramot/domain/entities';
import { EMPTY_STATES } from '@meramot/domain/messages';
import { SectionHeading } from './SectionHeading';
import { TestimonialCarousel } from './TestimonialCarousel';
import { fetchTestimonials } from './testimonials-data';

/**
 * The 'Testimonial' section: 'Loading testimonials...' until clientReview.json arrives; if it
 * cannot be read the error goes to the console and the loading text stays (SPEC.md §8).
 */
export function Testimonials() {
  const [testimonials, setTestimonials] = useState<Testimonial[] | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchTestimonials(controller.signal).then(setTestimonials, (error: unknown) => {
      if (!controller.signal.aborted) console.error('Could not load testimonials', error);
    });
    return () => controller.abort();
  }, []);

  return (
    <Container component="section" aria-labelledby="testimonial" maxWidth="lg" sx={{ py: 8 }}>
      <SectionHeading id="testimonial">Testimonial</SectionHeading>
      {testimonials ? (
        <TestimonialCarousel testimonials={testimonials} />
      ) : (
        <Typography role="status" sx={{ textAlign: 'center', color: 'text.secondary' }}>
          {EMPTY_STATES.testimonialsLoading}
        </Typography>
      )}
    </Container>
  );
}
