/**
 * Manage Service (SPEC.md §2, §4, §8): the signed-in provider's services, live — image, name,
 * area, description cut to 30 characters, price in ৳, Edit (the Update Service modal) and X
 * (delete after an OK / Cancel confirmation). A spinner while loading; 'You have no services
 * Added!' when there are none.
 */
import { useState } from 'react';
import { useSnackbar } from 'notistack';
import { useFirestore } from '../../lib/firestore';
import { useUser } from '../../lib/auth-user';
import { Avatar, IconButton, TableCell, TableRow, Tooltip } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import EditIcon from '@mui/icons-material/Edit';
import { TABLE_DESCRIPTION_PREVIEW_LENGTH } from '@meramot/domain/constants';
import type { Service } from '@meramot/domain/entities';
import { formatTaka, previewText } from '@meramot/domain/format';
import { EMPTY_STATES, TOAST_MESSAGES } from '@meramot/domain/messages';
import { useConfirm } from '../../components/dialogs/DialogProvider';
import { TableScreen } from '../../components/TableScreen';
import { UpdateServiceDialog } from './UpdateServiceDialog';
import { deleteService } from './provider-services-data';
import { useMyServices } from './use-my-services';

export default function ManageServicesPage() {
  const { data: user } = useUser();
  const uid = user?.uid;
  const db = useFirestore();
  const { enqueueSnackbar } = useSnackbar();
  const confirm = useConfirm();
  const { loading, services } = useMyServices(uid);
  const [editing, setEditing] = useState<Service | null>(null);
  const [deleting, setDeleting] = useState<ReadonlySet<string>>(new Set());

  const remove = async (service: Service) => {
    if (deleting.has(service._id)) return;
    const confirmed = await confirm({
      title: 'Are you sure?',
      text: `Delete "${service.provider.service.serviceName}"? You won't be able to revert this!`,
      severity: 'warning',
    });
    if (!confirmed) {
      enqueueSnackbar(TOAST_MESSAGES.serviceDeleteCancelled, { variant: 'info' });
      return;
    }
    setDeleting((current) => new Set(current).add(service._id));
    try {
      await deleteService(db, service._id);
      // The listener removes the row (at once: Firestore applies local writes immediately).
      enqueueSnackbar(TOAST_MESSAGES.serviceDeleted, { variant: 'success' });
    } catch (error) {
      // SPEC.md §8: delete failures are not shown; the row stays.
      console.error('Deleting the service failed', error);
    } finally {
      setDeleting((current) => {
        const next = new Set(current);
        next.delete(service._id);
        return next;
      });
    }
  };

  return (
    <TableScreen
      heading="Manage Your Services"
      maxWidth={1200}
      loading={loading}
      loadingLabel="Loading your services"
      emptyText={EMPTY_STATES.managedServices}
      tableLabel="Your services"
      columns={
        <>
          <TableCell>Image</TableCell>
          <TableCell>Service Name</TableCell>
          <TableCell>Area</TableCell>
          <TableCell>Description</TableCell>
          <TableCell align="right">Price</TableCell>
          <TableCell align="center">Actions</TableCell>
        </>
      }
      rows={services.map((service) => {
        const fields = service.provider.service;
        return (
          <TableRow key={service._id} hover>
            <TableCell>
              <Avatar
                variant="rounded"
                src={fields.serviceImgURL}
                alt={fields.serviceName}
                sx={{ width: 64, height: 64 }}
              />
            </TableCell>
            <TableCell sx={{ fontWeight: 600 }}>{fields.serviceName}</TableCell>
            <TableCell>{fields.serviceArea}</TableCell>
            <TableCell title={fields.description}>
              {previewText(fields.description, TABLE_DESCRIPTION_PREVIEW_LENGTH)}
            </TableCell>
            <TableCell align="right">{formatTaka(fields.servicePrice)}</TableCell>
            <TableCell align="center" sx={{ whiteSpace: 'nowrap' }}>
              <Tooltip title="Edit">
                <IconButton
                  aria-label={`Edit ${fields.serviceName}`}
                  color="primary"
                  onClick={() => setEditing(service)}
                >
                  <EditIcon />
                </IconButton>
              </Tooltip>
              <Tooltip title="Delete">
                <span>
                  <IconButton
                    aria-label={`Delete ${fields.serviceName}`}
                    color="error"
                    disabled={deleting.has(service._id)}
                    onClick={() => void remove(service)}
                  >
                    <CloseIcon />
                  </IconButton>
                </span>
              </Tooltip>
            </TableCell>
          </TableRow>
        );
      })}
    >
      {editing && user && (
        <UpdateServiceDialog
          key={editing._id}
          service={editing}
          owner={user}
          onClose={() => setEditing(null)}
        />
      )}
    </TableScreen>
  );
}
