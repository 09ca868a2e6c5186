/**
 * The Book Service modal of docs/product.md §2 and §5: the service's and the customer's fields are
 * prefilled and read-only; the customer picks a Dhaka date (today up to 60 days ahead, whatever
 * the device's zone), a time window not yet started and the area, then Purchase books it
 * ('Service booked successfully') or Close leaves. Booking one's own service toasts
 * 'Action not permitted' and writes nothing.
 */
import { useMemo, useState } from 'react';
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
  FormHelperText,
  Grid,
  TextField,
} from '@mui/material';
import type { WindowAvailability } from '@meramot/domain/availability';
import { ownsService } from '@meramot/domain/booking';
import type { Service } from '@meramot/domain/entities';
import {
  TIME_WINDOWS,
  bookableDateRange,
  bookableDates,
  dayLabel,
  windowStart,
} from '@meramot/domain/booking-time';
import { bookingFormSchema } from '@meramot/domain/schemas';
import { useCreateId } from '../../lib/create-id';
import { PriceChangedError } from './price-changed';
import { bookService } from './bookings-data';
import { fieldProps, useSubmitOnce } from '../../components/form-field';
import { OwnServiceError } from './own-service';
import { NameRequiredError } from './name-required';
import { PhoneNotVerifiedError, PhoneRequiredError } from './phone-required';
import { FALLBACK_SERVICE_IMAGE_URL, fallbackOnError } from '../../components/images';
import { useProviderAvailability, useServiceListing } from './use-bookings';
import { WindowClosedError } from './window-closed';
import { RefusedError } from '../../lib/refused-error';
import { usePhoneLayout } from '../../components/use-phone-layout';
import { translate, useI18n } from '../../lib/i18n';
import type { MessageKey } from '../../lib/i18n';
import { translateRefusal } from '../../lib/i18n-errors';
import { timeWindowLabels } from './slot-label';

export interface BookServiceDialogProps {
  /** As the API shows it; its listing (read here, live) tells whose it is. */
  service: Service;
  open: boolean;
  onClose: () => void;
  /**
   * The name the booking records when the account has none of its own (the profile's, given in
   * the prompt before booking); bookService reads it the same way (bookingNameOf).
   */
  customerName?: string | null;
}

/** Whether a window of a Dhaka date has started (the picker leaves those out). */
function hasStarted(date: string, window: (typeof TIME_WINDOWS)[number]): boolean {
  try {
    return Date.parse(windowStart(date, window)) <= Date.now();
  } catch {
    return false;
  }
}

/** How a window the provider's schedule closes says why, beside its name. */
const CLOSED_WINDOW_LABEL: Record<WindowClosedError['reason'], MessageKey> = {
  full: 'bookService.windowFull',
  'day-off': 'bookService.windowDayOff',
  'not-working': 'bookService.windowNotWorking',
};

/** Why the schedule closes a window; a started one is only left out, as before schedules. */
const closedBySchedule = (window: WindowAvailability | undefined) =>
  window?.reason === 'started' ? undefined : window?.reason;

/** The refusal of a window that closed or filled up before Purchase. */
const CLOSED_WINDOW_TOAST: Record<WindowClosedError['reason'], MessageKey> = {
  full: 'availability.full',
  'day-off': 'availability.dayOff',
  'not-working': 'availability.notWorking',
};

/** A prefilled field the customer reads but does not change. */
function ReadOnlyField({ id, label, value }: { id: string; label: string; value: string }) {
  return (
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
}

export function BookServiceDialog({
  service,
  open,
  onClose,
  customerName,
}: BookServiceDialogProps) {
  const { data: user } = useUser();
  const db = useFirestore();
  const { enqueueSnackbar } = useSnackbar();
  const { t, formatPrice, dateLocale } = useI18n();
  // On a phone the dialog is a full-screen sheet: its title and its actions stay in view while
  // the fields scroll between them.
  const phone = usePhoneLayout();
  const listing = useServiceListing(service._id);
  const { provider } = service;
  // The price shown, and the one booked at: the live listing's once it has arrived (the page's
  // copy may be minutes old). bookService refuses if it changes before Purchase.
  const price = (listing.data?.provider ?? provider).service.servicePrice;
  const email = user?.email ?? '';
  // Known once the listing has arrived: Purchase waits for it, so one's own service is refused
  // before anything is filled in. bookService checks the document again when it books.
  const ownService = Boolean(user && listing.data && ownsService(listing.data, user.uid));
  const name = customerName ?? user?.displayName ?? '';

  const refuseOwnService = () => {
    enqueueSnackbar(translate('toast.actionNotPermitted'), { variant: 'error' });
  };

  // One id per booking being made: Purchase pressed again after a lost answer finds the booking.
  const requestKey = useCreateId();

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
        await bookService(
          db,
          service._id,
          user,
          {
            sDate: windowStart(request.date, request.timeWindow),
            timeWindow: request.timeWindow,
            provideArea: request.provideArea,
            price,
          },
          requestKey.idFor(values),
        );
        enqueueSnackbar(translate('toast.serviceBooked'), { variant: 'success' });
        requestKey.done();
        helpers.resetForm();
        onClose();
      } catch (error) {
        if (error instanceof OwnServiceError) {
          refuseOwnService();
        } else if (error instanceof PriceChangedError) {
          // The dialog shows the new price at once (its listing is live): the customer decides.
          const newPrice = formatPrice(error.currentPrice);
          enqueueSnackbar(translate('bookService.priceChanged', { price: newPrice }), {
            variant: 'error',
          });
        } else if (error instanceof WindowClosedError) {
          // Another customer took the last place, or the provider closed it, meanwhile.
          enqueueSnackbar(translate(CLOSED_WINDOW_TOAST[error.reason]), { variant: 'error' });
        } else if (
          error instanceof PhoneRequiredError ||
          error instanceof PhoneNotVerifiedError ||
          error instanceof NameRequiredError ||
          error instanceof RefusedError
        ) {
          // The profile lost its number, its verification or its name after the prompt, or the
          // customer already holds their places in the window: say what to do.
          enqueueSnackbar(translateRefusal(error.refusal), { variant: 'error' });
        } else {
          console.error('Booking failed', error);
          enqueueSnackbar(translate('bookService.failed'), { variant: 'error' });
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
  // Dhaka dates, whatever the device's zone: today (while a window is open) up to
  // BOOKING_HORIZON_DAYS ahead, as of when the dialog mounted (the schema checks the slot again
  // at the moment of Purchase). A list of days reads day first in both languages, unlike the
  // browser's date input, which follows the device's locale (mm/dd/yyyy).
  const [dates] = useState(() => bookableDates(Date.now()));
  const [range] = useState(() => bookableDateRange(Date.now()));
  // The provider's windows, live: a closed or full one cannot be chosen and says why.
  const availability = useProviderAvailability(listing.data?.providerUid, range.first, range.last);
  const days = useMemo(
    () => new Map((availability.data ?? []).map((day) => [day.date, day])),
    [availability.data],
  );
  const chosenDay = days.get(formik.values.date);
  const windowOf = (window: string) => chosenDay?.windows.find((each) => each.window === window);
  const chosenWindow = windowOf(formik.values.timeWindow);
  const dayOffNote = chosenDay?.windows.find((each) => each.reason === 'day-off')?.note;

  const purchase = (event: FormEvent<HTMLFormElement>) => {
    // Checked before the form's own validation: nothing to fill in for a service one cannot book.
    if (ownService) {
      event.preventDefault();
      refuseOwnService();
      return;
    }
    submit(event);
  };

  // The prefilled, read-only details of the booking.
  const details = (
    <>
      <ReadOnlyField
        id="book-service-name"
        label={t('bookService.serviceName')}
        value={provider.service.serviceName}
      />
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
      <ReadOnlyField
        id="book-service-price"
        label={t('bookService.price')}
        value={formatPrice(price)}
      />
      <ReadOnlyField
        id="book-provider-email"
        label={t('bookService.providerEmail')}
        value={provider.email}
      />
      <ReadOnlyField
        id="book-provider-name"
        label={t('bookService.providerName')}
        value={provider.name}
      />
      <ReadOnlyField id="book-user-email" label={t('bookService.userEmail')} value={email} />
      <ReadOnlyField id="book-user-name" label={t('bookService.userName')} value={name} />
    </>
  );
  // The date, the window and the area the customer fills in.
  const fields = (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          {...fieldProps(formik, 'date')}
          id="book-service-date"
          select
          label={t('bookService.date')}
          required
          fullWidth
          size="small"
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="" disabled>
            {t('bookService.pickDate')}
          </option>
          {dates.map((date) => {
            const closed = days.get(date)?.windows.every((each) => !each.open) ?? false;
            const label = dayLabel(date, dateLocale);
            return (
              <option key={date} value={date} disabled={closed}>
                {closed ? t('bookService.dateClosed', { date: label }) : label}
              </option>
            );
          })}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          {...fieldProps(formik, 'timeWindow')}
          id="book-time-window"
          select
          label={t('bookService.window')}
          required
          fullWidth
          size="small"
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="" disabled>
            {t('bookService.pickTime')}
          </option>
          {TIME_WINDOWS.map((window) => {
            const reason = closedBySchedule(windowOf(window));
            const name = timeWindowLabels(t)[window];
            return (
              <option
                key={window}
                value={window}
                disabled={
                  (Boolean(formik.values.date) && hasStarted(formik.values.date, window)) ||
                  reason !== undefined
                }
              >
                {reason ? t(CLOSED_WINDOW_LABEL[reason], { window: name }) : name}
              </option>
            );
          })}
        </TextField>
      </Grid>
      <Grid size={12}>
        <FormHelperText
          id="book-availability"
          role="status"
          error={availability.status === 'error' || chosenWindow?.open === false}
        >
          {availability.status === 'loading' && listing.data
            ? t('bookService.availabilityLoading')
            : availability.status === 'error'
              ? t('bookService.availabilityFailed')
              : dayOffNote
                ? t('bookService.dayOffNote', { note: dayOffNote })
                : chosenWindow && closedBySchedule(chosenWindow)
                  ? t(CLOSED_WINDOW_LABEL[closedBySchedule(chosenWindow) ?? 'full'], {
                      window: timeWindowLabels(t)[chosenWindow.window],
                    })
                  : t('bookService.availabilityHelp')}
        </FormHelperText>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          {...fieldProps(formik, 'provideArea')}
          id="book-provide-area"
          label={t('bookService.area')}
          placeholder={t('bookService.areaPlaceholder')}
          required
          // On a phone the sheet opens on the field to fill, ready to type.
          autoFocus={phone}
          fullWidth
          size="small"
        />
      </Grid>
    </>
  );

  return (
    <Dialog
      open={open}
      onClose={close}
      maxWidth="md"
      fullWidth
      fullScreen={phone}
      aria-labelledby="book-service-title"
    >
      <Box
        component="form"
        noValidate
        aria-label={t('bookService.title')}
        onSubmit={purchase}
        // The content scrolls between the title and the actions, which never leave the screen.
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' }}
      >
        <DialogTitle id="book-service-title">{t('bookService.title')}</DialogTitle>
        <DialogContent dividers={phone}>
          <Grid container spacing={2} sx={{ pt: 1 }}>
            {/* On a phone what is to be filled comes first, above the fold; the details after. */}
            {phone ? (
              <>
                {fields}
                {details}
              </>
            ) : (
              <>
                {details}
                {fields}
              </>
            )}
          </Grid>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, pt: phone ? 2 : 1 }}>
          <Button onClick={close} color="inherit" disabled={formik.isSubmitting}>
            {t('bookService.close')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={formik.isSubmitting || !user || listing.status === 'loading'}
          >
            {t('bookService.purchase')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
