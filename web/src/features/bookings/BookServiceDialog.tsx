/**
 * The Book Service modal of SPEC.md §2 and §5: the service's and the customer's fields are
 * prefilled and read-only; the customer picks a Dhaka date (today up to 60 days ahead, whatever
 * the device's zone), a time window not yet started and the area, then Purchase books it
 * ('Service booked successfully') or Close leaves. Booking one's own service toasts
 * 'Action not permitted' and writes nothing.
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useFormik } from 'formik';
import { useSnackbar } from 'notistack';
import { useFirestore } from '../../lib/firestore';
import { useUser } from '../../lib/auth-user';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  TextField,
} from '@mui/material';
import { ownsService } from '@meramot/domain/booking';
import type { Service } from '@meramot/domain/entities';
import { formatTaka } from '@meramot/domain/format';
import { TOAST_MESSAGES } from '@meramot/domain/messages';
import {
  TIME_WINDOWS,
  TIME_WINDOW_LABELS,
  bookableDateRange,
  windowStart,
} from '@meramot/domain/booking-time';
import { bookingFormSchema } from '@meramot/domain/schemas';
import { bookService } from './bookings-data';
import { fieldProps, useSubmitOnce } from '../../components/form-field';
import { OwnServiceError } from './own-service';
import { PhoneRequiredError } from './phone-required';
import { FALLBACK_SERVICE_IMAGE_URL, fallbackOnError } from '../../components/images';
import { useServiceListing } from './use-bookings';

export interface BookServiceDialogProps {
  /** As the API shows it; its listing (read here, live) tells whose it is. */
  service: Service;
  open: boolean;
  onClose: () => void;
}

export const BOOKING_FAILED_MESSAGE = 'Could not book the service. Please try again.';

/** Whether a window of a Dhaka date has started (the picker leaves those out). */
function hasStarted(date: string, window: (typeof TIME_WINDOWS)[number]): boolean {
  try {
    return Date.parse(windowStart(date, window)) <= Date.now();
  } catch {
    return false;
  }
}

export function BookServiceDialog({ service, open, onClose }: BookServiceDialogProps) {
  const { data: user } = useUser();
  const db = useFirestore();
  const { enqueueSnackbar } = useSnackbar();
  const listing = useServiceListing(service._id);
  const { provider } = service;
  const email = user?.email ?? '';
  // Known once the listing has arrived: Purchase waits for it, so one's own service is refused
  // before anything is filled in. bookService checks the document again when it books.
  const ownService = Boolean(user && listing.data && ownsService(listing.data, user.uid));
  const name = user?.displayName ?? '';

  const refuseOwnService = () => {
    enqueueSnackbar(TOAST_MESSAGES.actionNotPermitted, { variant: 'error' });
  };

  const formik = useFormik({
    initialValues: { date: '', timeWindow: '', provideArea: '' },
    validationSchema: bookingFormSchema,
    onSubmit: async (values, helpers) => {
      if (!user) return;
      if (ownService) {
        refuseOwnService();
        return;
      }
      try {
        const request = bookingFormSchema.cast(values);
        await bookService(db, service._id, user, {
          sDate: windowStart(request.date, request.timeWindow),
          timeWindow: request.timeWindow,
          provideArea: request.provideArea,
        });
        enqueueSnackbar(TOAST_MESSAGES.serviceBooked, { variant: 'success' });
        helpers.resetForm();
        onClose();
      } catch (error) {
        if (error instanceof OwnServiceError) {
          refuseOwnService();
        } else if (error instanceof PhoneRequiredError) {
          // The profile lost its number after the prompt: say what to do.
          enqueueSnackbar(error.message, { variant: 'error' });
        } else {
          console.error('Booking failed', error);
          enqueueSnackbar(BOOKING_FAILED_MESSAGE, { variant: 'error' });
        }
      }
    },
  });

  const close = () => {
    if (formik.isSubmitting) return;
    formik.resetForm();
    onClose();
  };

  const submit = useSubmitOnce(formik);
  // Dhaka dates, whatever the device's zone: today up to BOOKING_HORIZON_DAYS ahead, as of
  // when the dialog mounted (the schema checks the slot again at the moment of Purchase).
  const [dateRange] = useState(() => bookableDateRange(Date.now()));

  const purchase = (event: FormEvent<HTMLFormElement>) => {
    // Checked before the form's own validation: nothing to fill in for a service one cannot book.
    if (ownService) {
      event.preventDefault();
      refuseOwnService();
      return;
    }
    submit(event);
  };

  const readOnly = (label: string, value: string, id: string) => (
    <Grid size={{ xs: 12, sm: 6 }}>
      <TextField
        id={id}
        label={label}
        value={value}
        fullWidth
        size="small"
        slotProps={{ input: { readOnly: true } }}
      />
    </Grid>
  );

  return (
    <Dialog
      open={open}
      onClose={close}
      maxWidth="md"
      fullWidth
      aria-labelledby="book-service-title"
    >
      <form noValidate aria-label="Book Service" onSubmit={purchase}>
        <DialogTitle id="book-service-title">Book Service</DialogTitle>
        <DialogContent>
          <Grid container spacing={2} sx={{ pt: 1 }}>
            {readOnly('Service Name', provider.service.serviceName, 'book-service-name')}
            {/* The image itself, not its path: a path means nothing to a customer. */}
            <Grid size={{ xs: 12, sm: 6 }}>
              <Box
                component="img"
                src={provider.service.serviceImgURL || FALLBACK_SERVICE_IMAGE_URL}
                alt={provider.service.serviceName}
                onError={fallbackOnError(FALLBACK_SERVICE_IMAGE_URL)}
                sx={{
                  display: 'block',
                  width: '100%',
                  height: 120,
                  objectFit: 'cover',
                  borderRadius: 1,
                }}
              />
            </Grid>
            {readOnly('Price', formatTaka(provider.service.servicePrice), 'book-service-price')}
            {readOnly('Provider Email', provider.email, 'book-provider-email')}
            {readOnly('Provider Name', provider.name, 'book-provider-name')}
            {readOnly('User Email', email, 'book-user-email')}
            {readOnly('User Name', name, 'book-user-name')}
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                {...fieldProps(formik, 'date')}
                id="book-service-date"
                type="date"
                label="Service Date"
                required
                fullWidth
                size="small"
                slotProps={{
                  inputLabel: { shrink: true },
                  htmlInput: { min: dateRange.first, max: dateRange.last },
                }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                {...fieldProps(formik, 'timeWindow')}
                id="book-time-window"
                select
                label="Time Window"
                required
                fullWidth
                size="small"
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                <option value="" disabled>
                  Pick a time
                </option>
                {TIME_WINDOWS.map((window) => (
                  <option
                    key={window}
                    value={window}
                    disabled={Boolean(formik.values.date) && hasStarted(formik.values.date, window)}
                  >
                    {TIME_WINDOW_LABELS[window]}
                  </option>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                {...fieldProps(formik, 'provideArea')}
                id="book-provide-area"
                label="Service Area"
                placeholder="Where the work is to be done"
                required
                fullWidth
                size="small"
              />
            </Grid>
          </Grid>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} color="inherit" disabled={formik.isSubmitting}>
            Close
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={formik.isSubmitting || !user || listing.status === 'loading'}
          >
            Purchase
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
