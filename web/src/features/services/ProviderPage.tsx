/**
 * /providers/{uid}: a provider's public page: photo, name, member since, completed jobs, rating,
 * their services and their latest reviews. Read through the API, like every public page.
 */
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Alert, Box, Container, Stack, Typography } from '@mui/material';
import type { PublicService } from '@meramot/domain/entities';
import type { ProviderPageAnswer } from '@meramot/domain/review';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import { PhotoAvatar } from '../../components/PhotoAvatar';
import { RatingSummary } from '../../components/RatingStars';
import { Spinner } from '../../components/Spinner';
import { DHAKA_TIME_ZONE, useI18n } from '../../lib/i18n';
import { ServiceGrid } from './ServiceList';
import { ReviewList } from './ReviewList';
import { fetchProviderPage, fetchProviderServices } from './reviews-api';

type State =
  { status: 'loading' } | { status: 'error' } | { status: 'done'; page: ProviderPageAnswer | null };

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
  const { provider } = state.page;
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
      <ProviderServices page={state.page} />
      <ReviewList
        key={provider.uid}
        by={{ providerUid: provider.uid }}
        title={t('provider.latestReviews')}
        first={{ reviews: state.page.reviews, nextCursor: state.page.nextReviewsCursor }}
      />
    </Container>
  );
}

/** The first page of their services came with the page; "Load more" asks for the next. */
function ProviderServices({ page }: { page: ProviderPageAnswer }) {
  const { t } = useI18n();
  const [services, setServices] = useState<PublicService[]>(page.services);
  const [next, setNext] = useState(page.nextServicesCursor);
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('idle');
  const loadMore = () => {
    if (next === null) return;
    setStatus('loading');
    fetchProviderServices(page.provider.uid, next).then(
      (more) => {
        const shown = new Set(services.map((service) => service._id));
        setServices([...services, ...more.services.filter((s) => !shown.has(s._id))]);
        setNext(more.nextCursor);
        setStatus('idle');
      },
      () => setStatus('error'),
    );
  };
  return (
    <>
      <ServiceGrid services={services} headingLevel="h3" />
      {status === 'error' && <Alert severity="error">{t('services.loadMoreFailed')}</Alert>}
      {next && <LoadMoreButton loading={status === 'loading'} onClick={loadMore} />}
    </>
  );
}
