/**
 * "Rate this service" on a Completed booking of Booked Services: a dialog of 1 to 5 stars and an
 * optional text; once rated, the row shows the stars given. Writes through reviews-data, which
 * moves the service's and provider's ratings in the same transaction. Missing stars, a text over
 * FIELD_LIMITS.reviewText and a failed write are each said in the dialog, which stays open.
 */
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormHelperText,
  FormLabel,
  Rating,
  TextField,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import type { Firestore } from 'firebase/firestore';
import { FIELD_LIMITS } from '@meramot/domain/constants';
import type { Booking } from '@meramot/domain/entities';
import { MAX_STARS, MIN_STARS } from '@meramot/domain/review';
import type { Review } from '@meramot/domain/review';
import { Stars } from '../../components/RatingStars';
import { useI18n } from '../../lib/i18n';
import { translateRefusal } from '../../lib/i18n-errors';
import { ReviewError } from './review-error';
import { rateBooking, watchReview } from './reviews-data';

/** The review of `bookingId`, live: undefined until it is known, then null or the review. */
export function useReviewOf(db: Firestore, bookingId: string): Review | null | undefined {
  const [review, setReview] = useState<Review | null | undefined>(undefined);
  useEffect(
    () =>
      watchReview(db, bookingId, setReview, (error) =>
        console.error('Loading the review failed', error),
      ),
    [db, bookingId],
  );
  return review;
}

/** "Rate this service", or the stars given, on one Completed booking of Booked Services. */
export function BookingReview({
  db,
  uid,
  booking,
}: {
  db: Firestore;
  uid: string;
  booking: Booking;
}) {
  const { t } = useI18n();
  const review = useReviewOf(db, booking._id);
  // One grid cell holds an unseen "Rate this service" and what is shown: the row keeps the
  // button's room while the review loads and after, so nothing moves when it arrives.
  return (
    <Box sx={{ display: 'inline-grid', '& > *': { gridArea: '1 / 1' } }}>
      <Button size="small" variant="outlined" disabled aria-hidden sx={{ visibility: 'hidden' }}>
        {t('rateBooking.open')}
      </Button>
      {review !== undefined && (
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <RateBooking db={db} uid={uid} booking={booking} review={review ?? undefined} />
        </Box>
      )}
    </Box>
  );
}

const TEXT_LIMIT = FIELD_LIMITS.reviewText;

export function RateBooking({
  db,
  uid,
  booking,
  review,
}: {
  db: Firestore;
  uid: string;
  booking: Booking;
  review: Review | undefined;
}) {
  const { t } = useI18n();
  const { enqueueSnackbar } = useSnackbar();
  const [open, setOpen] = useState(false);
  const [stars, setStars] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [starsMissing, setStarsMissing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  if (review) {
    return (
      <Stars
        value={review.stars}
        label={t('rateBooking.youRated', { stars: review.stars, max: MAX_STARS })}
      />
    );
  }
  // The text is not cut at the limit (a paste would lose its end unseen): it is refused, saying so.
  const textLength = text.trim().length;
  const textTooLong = textLength > TEXT_LIMIT;
  const close = () => {
    setOpen(false);
    setFailure(null);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (stars === null) {
      setStarsMissing(true);
      return;
    }
    if (textTooLong) return;
    setSaving(true);
    setFailure(null);
    try {
      await rateBooking(db, uid, booking._id, { stars, text });
      enqueueSnackbar(t('rateBooking.thanks'), { variant: 'success' });
      setOpen(false);
    } catch (error) {
      console.error('Rating the service failed', error);
      // A domain check's reason tells the customer what to do; anything else is a retry.
      setFailure(
        error instanceof ReviewError ? translateRefusal(error.refusal) : t('rateBooking.failed'),
      );
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      <Button size="small" variant="outlined" onClick={() => setOpen(true)}>
        {t('rateBooking.open')}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby="rate-title">
        <form onSubmit={submit} noValidate>
          <DialogTitle id="rate-title">
            {t('rateBooking.title', { serviceName: booking.serviceName })}
          </DialogTitle>
          <DialogContent>
            {failure && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {failure}
              </Alert>
            )}
            <FormControl component="fieldset" error={starsMissing} required>
              <FormLabel component="legend">{t('rateBooking.stars')}</FormLabel>
              <Rating
                name="stars"
                value={stars}
                getLabelText={(value: number) => t('rateBooking.starLabel', { value })}
                onChange={(_, value) => {
                  setStars(value);
                  if (value !== null) setStarsMissing(false);
                }}
              />
              {starsMissing && (
                <FormHelperText>
                  {t('rateBooking.starsRequired', { min: MIN_STARS, max: MAX_STARS })}
                </FormHelperText>
              )}
            </FormControl>
            <TextField
              label={t('rateBooking.text')}
              value={text}
              onChange={(event) => setText(event.target.value)}
              multiline
              minRows={3}
              fullWidth
              margin="normal"
              error={textTooLong}
              helperText={
                textTooLong
                  ? t('rateBooking.textTooLong', { max: TEXT_LIMIT, over: textLength - TEXT_LIMIT })
                  : t('rateBooking.textCount', { count: textLength, max: TEXT_LIMIT })
              }
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{t('rateBooking.close')}</Button>
            <Button type="submit" variant="contained" disabled={saving || textTooLong}>
              {t('rateBooking.submit')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
