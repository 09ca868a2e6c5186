/**
 * /providers/{uid}: a provider's public page: photo, name, member since, completed jobs, rating,
 * their services and their latest reviews. Read through the API, like every public page.
 */
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Alert, Box, Container, Stack, Typography } from '@mui/material';
import { PhotoAvatar } from '../../components/PhotoAvatar';
import { RatingSummary } from '../../components/RatingStars';
import { Spinner } from '../../components/Spinner';
import { DHAKA_TIME_ZONE, useI18n } from '../../lib/i18n';
import { ServiceGrid } from './ServiceList';
import { ReviewList } from './ReviewList';
import { fetchProviderPage } from './reviews-api';
import type { ProviderPageData } from './reviews-api';

type State =
  { status: 'loading' } | { status: 'error' } | { status: 'done'; page: ProviderPageData | null };

export default function ProviderRoute() {
  const { uid = '' } = useParams();
  // Another provider is another page: its state starts over.
  return <ProviderPage key={uid} uid={uid} />;
}

function ProviderPage({ uid }: { uid: string }) {
  const { t, dateLocale } = useI18n();
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    fetchProviderPage(uid, controller.signal).then(
      (page) => setState({ status: 'done', page }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [uid]);

  if (state.status === 'loading') return <Spinner />;
  if (state.status === 'error') {
    return (
      <Container sx={{ py: 5 }}>
        <Alert severity="error">{t('provider.loadFailed')}</Alert>
      </Container>
    );
  }
  if (!state.page) {
    return (
      <Container sx={{ py: 5 }}>
        <Typography variant="h5" component="h1">
          {t('provider.notFound')}
        </Typography>
      </Container>
    );
  }
  const { provider, services } = state.page;
  const name = provider.name || t('provider.unnamed');
  const since = new Date(provider.memberSince).toLocaleDateString(dateLocale, {
    month: 'long',
    year: 'numeric',
    timeZone: DHAKA_TIME_ZONE,
  });
  return (
    <Container component="article" maxWidth="lg" sx={{ py: 5 }}>
      <Stack direction="row" spacing={3} sx={{ alignItems: 'center', mb: 4 }}>
        <PhotoAvatar src={provider.photoURL} alt={name} sx={{ width: 96, height: 96 }} />
        <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
            {name}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>
            {t('provider.memberSince', { since })}
          </Typography>
          <Typography sx={{ fontWeight: 600 }} data-testid="completed-jobs">
            {t('provider.completedJobs', { count: provider.completedJobs })}
          </Typography>
          <RatingSummary rating={provider.rating} />
        </Box>
      </Stack>
      <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        {t('provider.services')}
      </Typography>
      <ServiceGrid services={services} headingLevel="h3" />
      <ReviewList
        key={provider.uid}
        by={{ providerUid: provider.uid }}
        title={t('provider.latestReviews')}
      />
    </Container>
  );
}
