import type { ReactNode } from 'react';
import { Container } from '@mui/material';
import { ExperienceFacts } from '../../components/ExperienceFacts';
import { useI18n } from '../../lib/i18n';
import { ClientLogos } from './ClientLogos';
import { ServiceGallery } from './ServiceGallery';
import { Testimonials } from './Testimonials';
import { WhatWeDo } from './WhatWeDo';

export interface HomeSectionsProps {
  /** The 'Popular Services' list; the app composes it in from the services feature. */
  popularServices?: ReactNode;
}

/**
 * docs/product.md §1's home page after its hero, section by section. The hero (./Hero) comes with the
 * app's own code, so the page's largest picture paints on the first render; these sections load
 * after it.
 */
export function HomeSections({ popularServices }: HomeSectionsProps) {
  const { t } = useI18n();
  return (
    <>
      <Container component="section" aria-label={t('home.whyMeramot')} maxWidth="lg" sx={{ py: 8 }}>
        {/* Right under the page's h1, so its facts are the next level down. */}
        <ExperienceFacts headingLevel="h2" />
      </Container>
      {popularServices}
      <WhatWeDo />
      <ServiceGallery />
      <Testimonials />
      <ClientLogos />
    </>
  );
}
