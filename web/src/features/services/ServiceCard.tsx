import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  CardMedia,
  Link,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { visuallyHidden } from '@mui/utils';
import { CARD_DESCRIPTION_PREVIEW_LENGTH } from '@meramot/domain/constants';
import type { PublicService, Service } from '@meramot/domain/entities';
import { previewText } from '@meramot/domain/format';
import { FALLBACK_SERVICE_IMAGE_URL, fallbackOnError } from '../../components/images';
import { PhotoAvatar } from '../../components/PhotoAvatar';
import { RatingSummary } from '../../components/RatingStars';
import { useI18n } from '../../lib/i18n';
import { categoryName, districtName } from './service-labels';

/** The card image's box: 2:1, also given as width and height so the page never jumps. */
const IMAGE_WIDTH = 640;
const IMAGE_HEIGHT = 320;

export interface ServiceCardProps {
  /** A public list's service carries whose it is and its rating. */
  service: Service & Partial<Pick<PublicService, 'providerUid' | 'rating'>>;
  /** The level of the card's title under the page's headings. */
  headingLevel?: 'h2' | 'h3';
}

/** One service as the lists show it (docs/product.md §2, All Services). */
export function ServiceCard({ service, headingLevel = 'h2' }: ServiceCardProps) {
  const titleId = useId();
  const { t, language, formatPrice } = useI18n();
  const { provider } = service;
  const fields = provider.service;
  const category = categoryName(fields.category, language);
  const district = districtName(fields.district, language);
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardMedia
        component="img"
        image={fields.serviceImgURL}
        alt={fields.serviceName}
        width={IMAGE_WIDTH}
        height={IMAGE_HEIGHT}
        onError={fallbackOnError(FALLBACK_SERVICE_IMAGE_URL)}
        sx={{ aspectRatio: '2 / 1', height: 'auto', objectFit: 'cover' }}
      />
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack
          direction="row"
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}
        >
          <Typography
            id={titleId}
            variant="h6"
            component={headingLevel}
            sx={{ fontWeight: 700, minWidth: 0 }}
          >
            {fields.serviceName}
          </Typography>
          <Typography
            component="p"
            sx={{
              fontWeight: 800,
              fontSize: '1.15rem',
              color: 'primary.main',
              whiteSpace: 'nowrap',
            }}
          >
            {formatPrice(fields.servicePrice)}
          </Typography>
        </Stack>
        <ServiceWhere category={category} district={district} />
        <Box sx={{ mt: 0.5 }}>
          <RatingSummary rating={service.rating} />
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          {previewText(fields.description, CARD_DESCRIPTION_PREVIEW_LENGTH)}
        </Typography>
        <Box sx={{ mt: 2 }}>
          <Typography
            variant="caption"
            component="p"
            sx={{ color: 'text.secondary', fontWeight: 600 }}
          >
            {t('services.provider')}
          </Typography>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mt: 0.5 }}>
            <PhotoAvatar
              src={provider.photoURL}
              alt={provider.name}
              sx={{ width: 36, height: 36 }}
            />
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
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
          </Stack>
        </Box>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          component={RouterLink}
          to={`/serviceDetails/${encodeURIComponent(service._id)}`}
          variant="contained"
          aria-describedby={titleId}
        >
          {t('services.viewDetails')}
        </Button>
      </CardActions>
    </Card>
  );
}

/** The service's trade and district on one line, e.g. "Plumbing · Dhaka". */
function ServiceWhere({
  category,
  district,
}: {
  category: string | null;
  district: string | null;
}) {
  const { t } = useI18n();
  if (!category && !district) return null;
  return (
    <Typography
      variant="body2"
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5, fontWeight: 600 }}
    >
      {category && (
        <span>
          <Box component="span" sx={visuallyHidden}>
            {t('services.categoryLabel')}{' '}
          </Box>
          {category}
        </span>
      )}
      {category && district && <span aria-hidden>·</span>}
      {district && (
        <>
          <PlaceOutlinedIcon fontSize="inherit" aria-hidden />
          <span>
            <Box component="span" sx={visuallyHidden}>
              {t('services.districtLabel')}{' '}
            </Box>
            {district}
          </span>
        </>
      )}
    </Typography>
  );
}

/** A card's shape while the services load, the same size as a card, so nothing below jumps. */
export function ServiceCardSkeleton() {
  return (
    <Card
      variant="outlined"
      aria-hidden
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Skeleton variant="rectangular" sx={{ aspectRatio: '2 / 1', height: 'auto' }} />
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="h6">
          <Skeleton width="70%" />
        </Typography>
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          <Skeleton width="40%" />
        </Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          <Skeleton />
          <Skeleton width="80%" />
        </Typography>
        <Box sx={{ mt: 2 }}>
          <Typography variant="caption" component="p">
            <Skeleton width={100} />
          </Typography>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mt: 0.5 }}>
            <Skeleton variant="circular" width={36} height={36} />
            <Typography variant="body2" sx={{ flexGrow: 1 }}>
              <Skeleton width="50%" />
            </Typography>
          </Stack>
        </Box>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Skeleton variant="rounded" width={120} height={36.5} />
      </CardActions>
    </Card>
  );
}
