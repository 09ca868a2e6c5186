import type { ReactNode } from 'react';
import { Container } from '@mui/material';
import { ExperienceFacts } from '../../components/ExperienceFacts';
import { useI18n } from '../../lib/i18n';
import { ClientLogos } from './ClientLogos';
import { Hero } from './Hero';
import { ServiceGallery } from './ServiceGallery';
import { Testimonials } from './Testimonials';
import { WhatWeDo } from './WhatWeDo';

export interface HomePageProps {
  /** The 'Popular Services' list; the app composes it in from the services feature. */
  popularServices?: ReactNode;
}

/** SPEC.md §1's home page, section by section. */
export default function HomePage({ popularServices }: HomePageProps) {
  const { t } = useI18n();
  return (
    <>
      <Hero />
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
