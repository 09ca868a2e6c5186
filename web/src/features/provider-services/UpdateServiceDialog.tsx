/**
 * The Update Service modal of Manage Service: the five fields prefilled, the same required
 * messages and the same minimum price as Add Service (a listing cannot drop below it after its
 * create: docs/text-listings-and-commission.md). Success toasts
 * 'Service Updated Successfully' and closes; a failure is not toasted (docs/product.md §8) — the modal
 * stays open with its button enabled again, saying so plainly when the device is offline.
 */
import { useState } from 'react';
import { useFormik } from 'formik';
import { useSnackbar } from 'notistack';
import { useFirestore } from '../../lib/firestore';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { Service } from '@meramot/domain/entities';
import type { ServiceOwner } from '@meramot/domain/service';
import { updateServiceSchema } from '@meramot/domain/schemas';
import { ServiceFormFields, formStateOf, serviceFieldsOf } from './ServiceFormFields';
import type { ServiceFormState } from './ServiceFormFields';
import { useSubmitOnce } from '../../components/form-field';
import { translate, useI18n } from '../../lib/i18n';
import { updateService } from './provider-services-data';
import { offlineMessage, reachServer } from '../../lib/reach-server';

export function UpdateServiceDialog({
  service,
  owner,
  onClose,
}: {
  /** The service being edited; the modal is open while there is one. */
  service: Service;
  owner: ServiceOwner;
  onClose: () => void;
}) {
  const db = useFirestore();
  const { enqueueSnackbar } = useSnackbar();
  const { t } = useI18n();
  const [offline, setOffline] = useState<string | null>(null);

  const formik = useFormik<ServiceFormState>({
    initialValues: formStateOf(service.provider.service),
    validationSchema: updateServiceSchema,
    onSubmit: async (values) => {
      setOffline(null);
      try {
        await reachServer(() => updateService(db, service._id, owner, serviceFieldsOf(values)));
        enqueueSnackbar(translate('toast.serviceUpdated'), { variant: 'success' });
        onClose();
      } catch (error) {
        console.error('Updating the service failed', error);
        setOffline(offlineMessage(error, 'the change') ?? null);
      }
    },
  });

  const submit = useSubmitOnce(formik);

  const close = () => {
    if (!formik.isSubmitting) onClose();
  };

  return (
    <Dialog open onClose={close} maxWidth="md" fullWidth aria-labelledby="update-service-title">
      <form noValidate aria-label={t('updateService.title')} onSubmit={submit}>
        <DialogTitle id="update-service-title">{t('updateService.title')}</DialogTitle>
        <DialogContent>
          <div style={{ paddingTop: 8 }}>
            <ServiceFormFields formik={formik} idPrefix="update-service" />
          </div>
          {offline && (
            <Alert severity="warning" sx={{ mt: 2 }}>
              {offline}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} color="inherit" disabled={formik.isSubmitting}>
            {t('updateService.close')}
          </Button>
          <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
            {t('updateService.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
