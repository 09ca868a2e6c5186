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

/** The testimonials' star colour. */
const STAR_COLOUR = '#f59e0b';

/** `value` stars out of MAX_STARS, to the nearest half, read-only. */
export function Stars({ value, label }: { value: number; label?: string }) {
  const halves = Math.round(value * 2);
  return (
    <Box
      role="img"
      aria-label={label ?? `Rated ${value} out of ${MAX_STARS}`}
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
  if (!rating || rating.average === null) {
    return (
      <Typography variant="body2" data-rating="new" sx={{ fontWeight: 700, color: 'success.main' }}>
        New
      </Typography>
    );
  }
  const reviews = `${rating.count} ${rating.count === 1 ? 'review' : 'reviews'}`;
  return (
    <Box
      data-rating={`${rating.average}/${rating.count}`}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}
    >
      <Stars value={rating.average} label={`Rated ${rating.average} out of ${MAX_STARS}`} />
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {rating.average.toFixed(1)}{' '}
        <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
          ({reviews})
        </Box>
      </Typography>
    </Box>
  );
}
