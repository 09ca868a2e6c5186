import { useEffect, useState } from 'react';
import { useFormik } from 'formik';
import { useSnackbar } from 'notistack';
import { useUser } from '../../lib/auth-user';
import { Alert, Box, Button, TextField } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { TOAST_MESSAGES } from '@meramot/domain/messages';
import { appointmentSchema } from '@meramot/domain/schemas';
import type { AppointmentValues } from '@meramot/domain/schemas';
import { fieldProps, useSubmitOnce } from '../../components/form-field';
import { offlineMessage, reachServer } from '../../lib/reach-server';

/**
 * About Us is a public page: the Firestore SDK (with the appointments data module) loads when
 * the form is first sent, not with the page.
 */
async function send(senderUid: string | null, values: AppointmentValues): Promise<string> {
  const [{ sendAppointment }, { firestore }] = await Promise.all([
    import('./appointments-data'),
    import('../../lib/firestore'),
  ]);
  return sendAppointment(firestore, senderUid, values);
}

const EMPTY: AppointmentValues = { name: '', email: '', phone: '', date: '', message: '' };

/**
 * The free appointment form of About Us (SPEC.md §2, §5): name, date, phone and message are
 * required; the email is prefilled when signed in. SEND MESSAGE writes the appointment once, even
 * if pressed twice, and toasts 'Appointment send successfully' or 'Appointment send Failed'; when
 * the device is offline it says so plainly.
 */
export function AppointmentForm() {
  const { data: user } = useUser();
  const { enqueueSnackbar } = useSnackbar();
  const signedInEmail = user?.email ?? '';
  const [offline, setOffline] = useState<string | null>(null);

  const formik = useFormik<AppointmentValues>({
    initialValues: EMPTY,
    validationSchema: appointmentSchema,
    onSubmit: async (values, helpers) => {
      setOffline(null);
      try {
        // The rules record a signed-in sender by uid and a visitor as null.
        await reachServer(() => send(user?.uid ?? null, values));
        enqueueSnackbar(TOAST_MESSAGES.appointmentSent, { variant: 'success' });
        helpers.resetForm({ values: { ...EMPTY, email: signedInEmail } });
      } catch (error) {
        console.error('Could not send the appointment', error);
        setOffline(offlineMessage(error, 'your request') ?? null);
        enqueueSnackbar(TOAST_MESSAGES.appointmentFailed, { variant: 'error' });
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

  const field = (name: keyof AppointmentValues) => ({
    ...fieldProps(formik, name),
    fullWidth: true,
  });

  return (
    <Box
      component="form"
      noValidate
      aria-label="Free appointment"
      onSubmit={submit}
      sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
    >
      <TextField {...field('name')} label="Name" required autoComplete="name" />
      <TextField {...field('email')} label="Email" type="email" autoComplete="email" />
      <TextField {...field('phone')} label="Phone" type="tel" required autoComplete="tel" />
      <TextField
        {...field('date')}
        label="Date"
        type="date"
        required
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        {...field('message')}
        label="Message"
        required
        multiline
        minRows={4}
        sx={{ gridColumn: '1 / -1' }}
      />
      {offline && (
        <Alert severity="warning" sx={{ gridColumn: '1 / -1' }}>
          {offline}
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
          SEND MESSAGE
        </Button>
      </Box>
    </Box>
  );
}
