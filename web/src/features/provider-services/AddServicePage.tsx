/**
 * Add Service (docs/product.md §2, §5, §8): the five fields, all required, price numeric with a
 * minimum of 50, and a Reset button. Writes the service under the signed-in provider and toasts
 * 'Service Added Successfully' or 'Service Added Failed', and says so plainly when offline.
 * An account without a mobile number is asked for one first (`requestPhone`, from the app).
 * The provider's e-mail address is shown on the listing only if they tick it (and Auth verified
 * it): listedEmailOf, off by default.
 */
import { useState } from 'react';
import { useFormik } from 'formik';
import { useSnackbar } from 'notistack';
import { useFirestore } from '../../lib/firestore';
import { useUser } from '../../lib/auth-user';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { addServiceSchema } from '@meramot/domain/schemas';
import { EMPTY_SERVICE_FORM, ServiceFormFields, serviceFieldsOf } from './ServiceFormFields';
import type { ServiceFormState } from './ServiceFormFields';
import { useSubmitOnce } from '../../components/form-field';
import { translate, useI18n } from '../../lib/i18n';
import { addService } from './provider-services-data';
import { useCreateId } from '../../lib/create-id';
import { offlineMessage, reachServer } from '../../lib/reach-server';
import { RefusedError } from '../../lib/refused-error';
import { translateRefusal } from '../../lib/i18n-errors';

interface AddServicePageProps {
  /** Resolves true once the profile has a mobile number (asking for it), false if refused. */
  requestPhone: () => Promise<boolean>;
}

export default function AddServicePage({ requestPhone }: AddServicePageProps) {
  const { data: user } = useUser();
  const db = useFirestore();
  const { enqueueSnackbar } = useSnackbar();
  const { t } = useI18n();
  const [offline, setOffline] = useState<string | null>(null);
  const [publishEmail, setPublishEmail] = useState(false);
  // One id per listing sent: Add pressed again after a lost answer finds the listing.
  const serviceId = useCreateId();

  const formik = useFormik<ServiceFormState>({
    initialValues: EMPTY_SERVICE_FORM,
    validationSchema: addServiceSchema,
    onSubmit: async (values, helpers) => {
      if (!user) return;
      // Customers must be able to reach the provider: no listing without a number.
      if (!(await requestPhone())) return;
      setOffline(null);
      try {
        const fields = serviceFieldsOf(values);
        await reachServer(() =>
          addService(db, user, fields, serviceId.idFor(fields), publishEmail),
        );
        serviceId.done();
        enqueueSnackbar(translate('toast.serviceAdded'), { variant: 'success' });
        helpers.resetForm();
      } catch (error) {
        console.error('Adding the service failed', error);
        setOffline(offlineMessage(error, 'the service') ?? null);
        // A refusal before the write (rateLimited: too many listings this hour) says why.
        const text =
          error instanceof RefusedError
            ? translateRefusal(error.refusal)
            : translate('toast.serviceAddFailed');
        enqueueSnackbar(text, { variant: 'error' });
      }
    },
  });

  const submit = useSubmitOnce(formik);

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', px: 2, py: { xs: 4, md: 6 } }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, textAlign: 'center' }}>
        {t('addService.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 1, mb: 4 }}>
        {t('addService.intro')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
        <form
          noValidate
          aria-label={t('addService.form')}
          onSubmit={submit}
          onReset={formik.handleReset}
        >
          <ServiceFormFields formik={formik} idPrefix="add-service" />
          {user?.email && user.emailVerified && (
            <FormControlLabel
              sx={{ mt: 2 }}
              control={
                <Checkbox
                  checked={publishEmail}
                  onChange={(event) => setPublishEmail(event.target.checked)}
                />
              }
              label={t('addService.publishEmail')}
            />
          )}
          {offline && (
            <Alert severity="warning" sx={{ mt: 3 }}>
              {offline}
            </Alert>
          )}
          <Stack direction="row" spacing={2} sx={{ mt: 3, justifyContent: 'flex-end' }}>
            <Button type="reset" variant="outlined" color="inherit" disabled={formik.isSubmitting}>
              {t('addService.reset')}
            </Button>
            <Button type="submit" variant="contained" disabled={formik.isSubmitting || !user}>
              {t('addService.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Box>
  );
}
