import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Container, Link, Paper, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import type { PublicService, Service } from '@meramot/domain/entities';
import { FALLBACK_SERVICE_IMAGE_URL, fallbackOnError } from '../../components/images';
import { PhotoAvatar } from '../../components/PhotoAvatar';
import { RatingSummary } from '../../components/RatingStars';
import { useI18n } from '../../lib/i18n';
import { ReviewList } from './ReviewList';
import { visuallyHidden } from '@mui/utils';
import { categoryName, districtName } from './service-labels';

export interface ServiceDetailsProps {
  /** From GET /serviceDetails: with whose it is and its rating. */
  service: Service & Partial<Pick<PublicService, 'providerUid' | 'rating'>>;
  /** Book Now: the route opens the Book Service modal. */
  onBook: () => void;
}

/** docs/product.md §2 Service details: name, Back to /, image, description, price, provider, Book Now. */
export function ServiceDetails({ service, onBook }: ServiceDetailsProps) {
  const { t, language, formatPrice } = useI18n();
  const { provider } = service;
  const fields = provider.service;
  const category = categoryName(fields.category, language);
  const district = districtName(fields.district, language);
  return (
    <Container component="article" maxWidth="lg" sx={{ py: 5 }}>
      <Link
        component={RouterLink}
        to="/"
        underline="hover"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2, fontWeight: 600 }}
      >
        <ArrowBackIcon fontSize="small" aria-hidden />
        {t('services.back')}
      </Link>
      <Typography
        variant="h3"
        component="h1"
        sx={{ fontWeight: 800, mb: 4, overflowWrap: 'anywhere' }}
      >
        {fields.serviceName}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 4,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <Box
          component="img"
          src={fields.serviceImgURL}
          alt={fields.serviceName}
          width={800}
          height={500}
          onError={fallbackOnError(FALLBACK_SERVICE_IMAGE_URL)}
          sx={{
            width: '100%',
            height: 'auto',
            borderRadius: 3,
            aspectRatio: '16 / 10',
            objectFit: 'cover',
          }}
        />
        <Stack spacing={3}>
          {(category || district) && (
            <Box
              component="dl"
              sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1, m: 0 }}
            >
              {category && (
                <>
                  <Box component="dt" sx={{ color: 'text.secondary', fontWeight: 600 }}>
                    {t('services.category')}
                  </Box>
                  <Box component="dd" sx={{ m: 0, fontWeight: 700 }}>
                    {category}
                  </Box>
                </>
              )}
              {district && (
                <>
                  <Box component="dt" sx={{ color: 'text.secondary', fontWeight: 600 }}>
                    {t('services.district')}
                  </Box>
                  <Box component="dd" sx={{ m: 0, fontWeight: 700 }}>
                    {district}
                  </Box>
                </>
              )}
            </Box>
          )}
          <Typography sx={{ whiteSpace: 'pre-line' }}>{fields.description}</Typography>
          <Typography
            component="p"
            sx={{ fontSize: '2rem', fontWeight: 800, color: 'primary.main' }}
          >
            {formatPrice(fields.servicePrice)}
          </Typography>
          <RatingSummary rating={service.rating} />
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography
              variant="caption"
              component="p"
              sx={{ fontWeight: 600, color: 'text.secondary' }}
            >
              {t('services.provider')}
            </Typography>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 1 }}>
              <PhotoAvatar
                src={provider.photoURL}
                alt={provider.name}
                sx={{ width: 56, height: 56 }}
              />
              <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                <Typography sx={{ fontWeight: 700 }}>
                  {service.providerUid ? (
                    <Link
                      component={RouterLink}
                      to={`/providers/${encodeURIComponent(service.providerUid)}`}
                      color="inherit"
                    >
                      {provider.name}
                    </Link>
                  ) : (
                    provider.name
                  )}
                </Typography>
                <Typography
                  variant="body2"
                  sx={{ color: 'text.secondary', display: 'flex', alignItems: 'center', gap: 0.5 }}
                >
                  <PlaceOutlinedIcon fontSize="small" aria-hidden />
                  <span>
                    <Box component="span" sx={visuallyHidden}>
                      {t('services.serviceAreaLabel')}{' '}
                    </Box>
                    {fields.serviceArea}
                  </span>
                </Typography>
              </Box>
            </Stack>
          </Paper>
          <Box>
            <Button variant="contained" size="large" onClick={onBook}>
              {t('services.bookNow')}
            </Button>
          </Box>
        </Stack>
      </Box>
      <ReviewList key={service._id} by={{ serviceId: service._id }} />
    </Container>
  );
}
