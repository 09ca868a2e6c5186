/**
 * A rating as every screen shows it: read-only stars in the testimonials' style, the average and
 * how many reviews, or "New" when there is none yet.
 */
import { Box, Typography } from '@mui/material';
import StarBorderRoundedIcon from '@mui/icons-material/StarBorderRounded';
import StarHalfRoundedIcon from '@mui/icons-material/StarHalfRounded';
import StarRoundedIcon from '@mui/icons-material/StarRounded';
import { MAX_STARS } from '@meramot/domain/review';
import type { PublicRating } from '@meramot/domain/review';
import { NUMBER_LOCALES, useI18n } from '../lib/i18n';

/** The testimonials' star colour. */
const STAR_COLOUR = '#f59e0b';

/** `value` stars out of MAX_STARS, to the nearest half, read-only. */
export function Stars({ value, label }: { value: number; label?: string }) {
  const { t } = useI18n();
  const halves = Math.round(value * 2);
  return (
    <Box
      role="img"
      aria-label={label ?? t('rating.stars', { value, max: MAX_STARS })}
      sx={{ display: 'inline-flex', color: STAR_COLOUR }}
    >
      {Array.from({ length: MAX_STARS }, (_, i) => {
        if (halves >= (i + 1) * 2) return <StarRoundedIcon key={i} fontSize="small" aria-hidden />;
        if (halves === i * 2 + 1) {
          return <StarHalfRoundedIcon key={i} fontSize="small" aria-hidden />;
        }
        return <StarBorderRoundedIcon key={i} fontSize="small" aria-hidden />;
      })}
    </Box>
  );
}

/** The stars, the average and the count ("4.5 (12 reviews)"), or "New". */
export function RatingSummary({ rating }: { rating: PublicRating | undefined }) {
  const { t, language } = useI18n();
  if (!rating || rating.average === null) {
    return (
      <Typography variant="body2" data-rating="new" sx={{ fontWeight: 700, color: 'success.main' }}>
        {t('rating.new')}
      </Typography>
    );
  }
  const average = new Intl.NumberFormat(NUMBER_LOCALES[language], {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(rating.average);
  return (
    <Box
      data-rating={`${rating.average}/${rating.count}`}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}
    >
      <Stars value={rating.average} />
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {average}{' '}
        <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
          ({t('rating.reviews', { count: rating.count })})
        </Box>
      </Typography>
    </Box>
  );
}
