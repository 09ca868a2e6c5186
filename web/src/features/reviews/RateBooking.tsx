/**
 * "Rate this service" on a Completed booking of Booked Services: a dialog of 1 to 5 stars and an
 * optional text; once rated, the row shows the stars given. Writes through reviews-data, which
 * moves the service's and provider's ratings in the same transaction.
 */
import { useEffect, useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Rating,
  TextField,
  Typography,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import type { Firestore } from 'firebase/firestore';
import { FIELD_LIMITS } from '@meramot/domain/constants';
import type { Booking } from '@meramot/domain/entities';
import type { Review } from '@meramot/domain/review';
import { Stars } from '../../components/RatingStars';
import { rateBooking, watchMyReviews } from './reviews-data';

/** The signed-in customer's reviews by booking id, live. */
export function useMyReviews(db: Firestore, uid: string | undefined): Map<string, Review> {
  const [reviews, setReviews] = useState<Map<string, Review>>(() => new Map());
  useEffect(() => {
    if (!uid) return undefined;
    return watchMyReviews(
      db,
      uid,
      (list) => setReviews(new Map(list.map((review) => [review._id, review]))),
      (error) => console.error('Loading your reviews failed', error),
    );
  }, [db, uid]);
  return reviews;
}

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
  const { enqueueSnackbar } = useSnackbar();
  const [open, setOpen] = useState(false);
  const [stars, setStars] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  if (review) return <Stars value={review.stars} label={`You rated ${review.stars} out of 5`} />;
  const submit = async () => {
    if (stars === null) return;
    setSaving(true);
    try {
      await rateBooking(db, uid, booking._id, { stars, text });
      enqueueSnackbar('Thank you for your review', { variant: 'success' });
      setOpen(false);
    } catch (error) {
      console.error('Rating the service failed', error);
      enqueueSnackbar('Could not save your review. Please try again.', { variant: 'error' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      <Button size="small" variant="outlined" onClick={() => setOpen(true)}>
        Rate this service
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="rate-title">
        <DialogTitle id="rate-title">Rate {booking.serviceName}</DialogTitle>
        <DialogContent>
          <Typography component="legend">Your stars</Typography>
          <Rating name="stars" value={stars} onChange={(_, value) => setStars(value)} />
          <TextField
            label="Your review (optional)"
            value={text}
            onChange={(event) => setText(event.target.value)}
            multiline
            minRows={3}
            fullWidth
            margin="normal"
            slotProps={{ htmlInput: { maxLength: FIELD_LIMITS.reviewText } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
          <Button variant="contained" onClick={submit} disabled={stars === null || saving}>
            Submit review
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
