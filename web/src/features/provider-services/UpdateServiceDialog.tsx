/**
 * The Update Service modal of Manage Service: the five fields prefilled, the same required
 * messages as Add Service and no minimum on the price (SPEC.md §5). Success toasts
 * 'Service Updated Successfully' and closes; a failure is not toasted (SPEC.md §8) — the modal
 * stays open with its button enabled again, saying so plainly when the device is offline.
 */
import { useState } from 'react';
import { useFormik } from 'formik';
import { useSnackbar } from 'notistack';
import { useFirestore } from '../../lib/firestore';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { Service } from '@meramot/domain/entities';
import type { ServiceOwner } from '@meramot/domain/service';
import { TOAST_MESSAGES } from '@meramot/domain/messages';
import { updateServiceSchema } from '@meramot/domain/schemas';
import { ServiceFormFields, formStateOf, serviceFieldsOf } from './ServiceFormFields';
import type { ServiceFormState } from './ServiceFormFields';
import { useSubmitOnce } from '../../components/form-field';
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
  const [offline, setOffline] = useState<string | null>(null);

  const formik = useFormik<ServiceFormState>({
    initialValues: formStateOf(service.provider.service),
    validationSchema: updateServiceSchema,
    onSubmit: async (values) => {
      setOffline(null);
      try {
        await reachServer(() => updateService(db, service._id, owner, serviceFieldsOf(values)));
        enqueueSnackbar(TOAST_MESSAGES.serviceUpdated, { variant: 'success' });
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
      <form noValidate aria-label="Update Service" onSubmit={submit}>
        <DialogTitle id="update-service-title">Update Service</DialogTitle>
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
            Close
          </Button>
          <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
            Update
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
