/**
 * Reviews newest first, REVIEWS_PAGE_SIZE at a time with "Load more": each with the reviewer's
 * first name, the date, the stars, the text and the provider's reply.
 */
import { useEffect, useState } from 'react';
import { Alert, Box, Paper, Stack, Typography } from '@mui/material';
import type { Review } from '@meramot/domain/review';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import { Stars } from '../../components/RatingStars';
import { DHAKA_TIME_ZONE, useI18n } from '../../lib/i18n';
import { fetchReviews } from './reviews-api';
import type { ReviewsPage } from './reviews-api';

/** The day a review was written, in Dhaka (not the reader's device zone). */
const dateOf = (iso: string, locale: string) =>
  new Date(iso).toLocaleDateString(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: DHAKA_TIME_ZONE,
  });

export function ReviewItem({ review }: { review: Review }) {
  const { t, dateLocale } = useI18n();
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 700 }}>{review.reviewerName}</Typography>
        <Stars value={review.stars} />
        <Typography variant="body2" component="time" dateTime={review.createdAt}>
          {dateOf(review.createdAt, dateLocale)}
        </Typography>
      </Stack>
      {review.text && <Typography sx={{ mt: 1 }}>{review.text}</Typography>}
      {review.reply && (
        <Box sx={{ mt: 1.5, pl: 2, borderLeft: 3, borderColor: 'primary.main' }}>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {t('reviews.providerReplied')}
          </Typography>
          <Typography variant="body2">{review.reply.text}</Typography>
        </Box>
      )}
    </Paper>
  );
}

type By = { serviceId: string } | { providerUid: string };

/**
 * `first`: the first page when the caller's own answer carried it (a provider's page), so the
 * list asks only for the pages after it.
 */
export function ReviewList({ by, title, first }: { by: By; title?: string; first?: ReviewsPage }) {
  const { t } = useI18n();
  const heading = title ?? t('reviews.title');
  const key = JSON.stringify(by);
  const [reviews, setReviews] = useState<Review[]>(first?.reviews ?? []);
  const [next, setNext] = useState<string | null>(first?.nextCursor ?? null);
  const [status, setStatus] = useState<'loading' | 'idle' | 'error'>(first ? 'idle' : 'loading');
  const given = first !== undefined;

  useEffect(() => {
    if (given) return;
    // A new `by` remounts the list (its callers key it), so the first load starts as 'loading'.
    const controller = new AbortController();
    fetchReviews(JSON.parse(key) as By, null, controller.signal).then(
      (page) => {
        setReviews(page.reviews);
        setNext(page.nextCursor);
        setStatus('idle');
      },
      () => {
        if (!controller.signal.aborted) setStatus('error');
      },
    );
    return () => controller.abort();
  }, [key, given]);

  const loadMore = () => {
    setStatus('loading');
    fetchReviews(JSON.parse(key) as By, next).then(
      (page) => {
        setReviews((shown) => [...shown, ...page.reviews]);
        setNext(page.nextCursor);
        setStatus('idle');
      },
      () => setStatus('error'),
    );
  };

  return (
    <Box component="section" aria-label={heading} sx={{ mt: 4 }}>
      <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        {heading}
      </Typography>
      {status === 'error' && <Alert severity="error">{t('reviews.loadFailed')}</Alert>}
      {status !== 'loading' && reviews.length === 0 && status !== 'error' && (
        <Typography sx={{ color: 'text.secondary' }}>{t('reviews.none')}</Typography>
      )}
      <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }}>
        {reviews.map((review) => (
          <ReviewItem key={review._id} review={review} />
        ))}
      </Stack>
      {next && <LoadMoreButton loading={status === 'loading'} onClick={loadMore} />}
    </Box>
  );
}
