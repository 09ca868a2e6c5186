/**
 * /serviceDetails/:id (login required, guarded by the route table): the service is loaded by id
 * through the API before the screen shows; Book Now opens the Book Service modal of the bookings
 * feature, whose code (and the Firestore SDK it writes with) loads the first time it is needed.
 */
import { Suspense, lazy, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Alert, Button, Container, Typography } from '@mui/material';
import { Spinner } from '../components/Spinner';
import { useI18n } from '../lib/i18n';
import { ServiceDetails } from '../features/services/ServiceDetails';
import { useServiceDetails } from '../features/services/use-services';

// Book Now: the phone prompt, then the Book Service modal (BookServiceFlow).
const BookServiceDialog = lazy(() => import('./BookServiceFlow'));

export default function ServiceDetailsRoute() {
  const { id = '' } = useParams();
  const state = useServiceDetails(id);
  const [booking, setBooking] = useState<'never' | 'open' | 'closed'>('never');
  const { t } = useI18n();

  if (state.status === 'loading') return <Spinner label={t('serviceDetails.loading')} page />;

  const service = state.data;
  if (!service) {
    return (
      <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
        {state.status === 'error' ? (
          <Alert severity="error">{t('serviceDetails.loadFailed')}</Alert>
        ) : (
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {t('serviceDetails.notFound')}
          </Typography>
        )}
        <Button component={RouterLink} to="/services" variant="contained" sx={{ mt: 4 }}>
          {t('serviceDetails.seeAll')}
        </Button>
      </Container>
    );
  }

  return (
    <>
      <ServiceDetails service={service} onBook={() => setBooking('open')} />
      {booking !== 'never' && (
        <Suspense fallback={null}>
          <BookServiceDialog
            service={service}
            open={booking === 'open'}
            onClose={() => setBooking('closed')}
          />
        </Suspense>
      )}
    </>
  );
}
