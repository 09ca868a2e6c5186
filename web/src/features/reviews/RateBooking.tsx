/**
 * "Rate this service" on a Completed booking of Booked Services: a dialog of 1 to 5 stars and an
 * optional text; once rated, the row shows the stars given. Writes through reviews-data, which
 * moves the service's and provider's ratings in the same transaction. Missing stars, a text over
 * FIELD_LIMITS.reviewText and a failed write are each said in the dialog, which stays open.
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import {
  Alert,
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
import { rateBooking } from './reviews-data';

/**
 * "Rate this service", or the stars given, on one Completed booking of Booked Services. The
 * stars are the booking's copy of its review's (written by the review's plan), so the row reads
 * nothing of its own.
 */
export function BookingReview({
  db,
  uid,
  booking,
}: {
  db: Firestore;
  uid: string;
  booking: Booking;
}) {
  const review = booking.reviewStars === undefined ? undefined : { stars: booking.reviewStars };
  return <RateBooking db={db} uid={uid} booking={booking} review={review} />;
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
  /** The stars given, once rated. */
  review: Pick<Review, 'stars'> | undefined;
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
