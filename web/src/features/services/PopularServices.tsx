import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Container, Typography } from '@mui/material';
import { useI18n } from '../../lib/i18n';
import { ServiceList } from './ServiceList';
import { usePopularServices } from './use-services';

/** Home's 'Popular Services': the first 6 services, live, and a way to all of them. */
export function PopularServices() {
  const { t } = useI18n();
  const state = usePopularServices();
  return (
    <Container component="section" aria-labelledby="popular-services" maxWidth="lg" sx={{ py: 8 }}>
      <Typography
        id="popular-services"
        variant="h4"
        component="h2"
        sx={{ fontWeight: 800, textAlign: 'center', mb: 5 }}
      >
        {t('services.popular')}
      </Typography>
      <ServiceList state={state} headingLevel="h3" loadingLabel={t('services.loadingPopular')} />
      <Box sx={{ textAlign: 'center', mt: 5 }}>
        <Button component={RouterLink} to="/services" variant="outlined" size="large">
          {t('home.seeAllServices')}
        </Button>
      </Box>
    </Container>
  );
}
