import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Avatar,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  CardMedia,
  Stack,
  Typography,
} from '@mui/material';
import { CARD_DESCRIPTION_PREVIEW_LENGTH } from '@meramot/domain/constants';
import type { Service } from '@meramot/domain/entities';
import { formatTaka, previewText } from '@meramot/domain/format';
import {
  FALLBACK_AVATAR_URL,
  FALLBACK_SERVICE_IMAGE_URL,
  fallbackOnError,
} from '../../components/images';

export interface ServiceCardProps {
  service: Service;
  /** The level of the card's title under the page's headings. */
  headingLevel?: 'h2' | 'h3';
}

/** One service as the lists show it (SPEC.md §2, All Services). */
export function ServiceCard({ service, headingLevel = 'h2' }: ServiceCardProps) {
  const titleId = useId();
  const { provider } = service;
  const fields = provider.service;
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
        onError={fallbackOnError(FALLBACK_SERVICE_IMAGE_URL)}
        sx={{ aspectRatio: '2 / 1', objectFit: 'cover' }}
      />
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack
          direction="row"
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}
        >
          <Typography id={titleId} variant="h6" component={headingLevel} sx={{ fontWeight: 700 }}>
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
            {formatTaka(fields.servicePrice)}
          </Typography>
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          {previewText(fields.description, CARD_DESCRIPTION_PREVIEW_LENGTH)}
        </Typography>
        <Box sx={{ mt: 2 }}>
          <Typography
            variant="caption"
            component="p"
            sx={{ color: 'text.secondary', fontWeight: 600 }}
          >
            Service Provider:
          </Typography>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mt: 0.5 }}>
            <Avatar
              src={provider.photoURL || FALLBACK_AVATAR_URL}
              alt={provider.name}
              sx={{ width: 36, height: 36 }}
            />
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {provider.name}
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
          View Details
        </Button>
      </CardActions>
    </Card>
  );
}
