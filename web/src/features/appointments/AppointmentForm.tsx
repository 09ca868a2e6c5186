import { useEffect, useState } from 'react';
import { useFormik } from 'formik';
import { useSnackbar } from 'notistack';
import { useUser } from '../../lib/auth-user';
import { Alert, Box, Button, TextField } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { appointmentSchema } from '@meramot/domain/schemas';
import type { AppointmentValues } from '@meramot/domain/schemas';
import { fieldProps, useSubmitOnce } from '../../components/form-field';
import { DayFirstDateField } from '../../components/DayFirstDateField';
import { offlineMessage, reachServer } from '../../lib/reach-server';
import { translate, useI18n } from '../../lib/i18n';
import { useCreateId } from '../../lib/create-id';
import { ApiError } from '../../lib/api';
import { translateRefusal } from '../../lib/i18n-errors';

/**
 * About Us is a public page: the API client (and Auth, for a signed-in sender's token) loads
 * when the form is first sent, not with the page.
 */
async function send(values: AppointmentValues, requestKey: string): Promise<void> {
  const { sendAppointment } = await import('./appointment-api');
  await sendAppointment(values, requestKey);
}

/** What the form says under its fields when a send failed: the API's refusal, or offline. */
function problemOf(error: unknown): string | null {
  if (error instanceof ApiError && error.refusal) return translateRefusal(error.refusal);
  return offlineMessage(error, 'your request') ?? null;
}

/** Last year (a request noted late) to five years ahead. */
const THIS_YEAR = new Date().getFullYear();
const APPOINTMENT_YEARS = Array.from({ length: 7 }, (_, index) => THIS_YEAR - 1 + index);

const EMPTY: AppointmentValues = { name: '', email: '', phone: '', date: '', message: '' };

/**
 * The free appointment form of About Us (docs/product.md §2, §5): name, date, phone and message are
 * required; the email is prefilled when signed in. SEND MESSAGE sends the appointment to POST
 * /appointment once, even if pressed twice or again after a lost answer (one Idempotency-Key per
 * request), and toasts 'Appointment send successfully' or 'Appointment send Failed'; it says
 * plainly why (the API's refusal, e.g. too many requests, or the device being offline).
 */
export function AppointmentForm() {
  const { data: user } = useUser();
  const { enqueueSnackbar } = useSnackbar();
  const signedInEmail = user?.email ?? '';
  const [problem, setProblem] = useState<string | null>(null);
  const { t } = useI18n();
  // One Idempotency-Key per request sent: SEND MESSAGE pressed again after a lost answer (or a
  // 504) repeats the same request, which the API answers without writing a second one.
  const requestKey = useCreateId();

  const formik = useFormik<AppointmentValues>({
    initialValues: EMPTY,
    validationSchema: appointmentSchema,
    onSubmit: async (values, helpers) => {
      setProblem(null);
      try {
        // The API records a signed-in sender by uid (their token) and a visitor as null.
        const key = requestKey.idFor({ senderUid: user?.uid ?? null, values });
        await reachServer(() => send(values, key));
        requestKey.done();
        enqueueSnackbar(translate('toast.appointmentSent'), { variant: 'success' });
        helpers.resetForm({ values: { ...EMPTY, email: signedInEmail } });
      } catch (error) {
        console.error('Could not send the appointment', error);
        setProblem(problemOf(error));
        enqueueSnackbar(translate('toast.appointmentFailed'), { variant: 'error' });
      }
    },
  });

  const submit = useSubmitOnce(formik);

  const { setFieldValue, values, touched } = formik;
  // Prefill the signed-in user's email once it is known, unless the person already typed one.
  useEffect(() => {
    if (signedInEmail && !values.email && !touched.email) {
      void setFieldValue('email', signedInEmail, false);
    }
  }, [signedInEmail, values.email, touched.email, setFieldValue]);

  const dateProps = fieldProps(formik, 'date');
  const field = (name: keyof AppointmentValues) => ({
    ...fieldProps(formik, name),
    fullWidth: true,
  });

  return (
    <Box
      component="form"
      noValidate
      aria-label={t('appointment.form')}
      onSubmit={submit}
      sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
    >
      <TextField {...field('name')} label={t('appointment.name')} required autoComplete="name" />
      <TextField
        {...field('email')}
        label={t('appointment.email')}
        type="email"
        autoComplete="email"
      />
      <TextField
        {...field('phone')}
        label={t('appointment.phone')}
        type="tel"
        required
        autoComplete="tel"
      />
      {/* Day, month, year in that order in both languages, whatever the device's locale. */}
      <DayFirstDateField
        name="date"
        label={t('appointment.date')}
        value={formik.values.date}
        onChange={(date) => void setFieldValue('date', date)}
        onBlur={() => void formik.setFieldTouched('date', true)}
        required
        error={Boolean(dateProps.error)}
        helperText={dateProps.helperText}
        years={APPOINTMENT_YEARS}
      />
      <TextField
        {...field('message')}
        label={t('appointment.message')}
        required
        multiline
        minRows={4}
        sx={{ gridColumn: '1 / -1' }}
      />
      {problem && (
        <Alert severity="warning" sx={{ gridColumn: '1 / -1' }}>
          {problem}
        </Alert>
      )}
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={formik.isSubmitting}
          endIcon={<SendIcon aria-hidden />}
        >
          {t('appointment.send')}
        </Button>
      </Box>
    </Box>
  );
}
