/**
 * Manage Service (docs/product.md §2, §4, §8): the signed-in provider's services, live — image, name,
 * area, description cut to 30 characters, price in ৳, Edit (the Update Service modal) and X
 * (delete after an OK / Cancel confirmation). A spinner while loading; 'You have no services
 * Added!' when there are none. Phones get one card per service, with labelled buttons, instead of
 * the table.
 */
import { useState } from 'react';
import { useSnackbar } from 'notistack';
import { useUser } from '../../lib/auth-user';
import {
  Box,
  Button,
  IconButton,
  Paper,
  TableCell,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import EditIcon from '@mui/icons-material/Edit';
import { TABLE_DESCRIPTION_PREVIEW_LENGTH } from '@meramot/domain/constants';
import type { Service } from '@meramot/domain/entities';
import { previewText } from '@meramot/domain/format';
import { useConfirm } from '../../components/dialogs/DialogProvider';
import { FALLBACK_SERVICE_IMAGE_URL } from '../../components/images';
import { PhotoAvatar } from '../../components/PhotoAvatar';
import { ListBound } from '../../components/ListBound';
import { TableScreen } from '../../components/TableScreen';
import { UpdateServiceDialog } from './UpdateServiceDialog';
import { ApiError } from '../../lib/api';
import { translate, useI18n } from '../../lib/i18n';
import { translateRefusal } from '../../lib/i18n-errors';
import { deleteService } from './delete-service';
import { useMyServices } from './use-my-services';

export default function ManageServicesPage() {
  const { data: user } = useUser();
  const uid = user?.uid;
  const { enqueueSnackbar } = useSnackbar();
  const { t, formatPrice } = useI18n();
  const confirm = useConfirm();
  const { loading, services, bound } = useMyServices(uid);
  const [editing, setEditing] = useState<Service | null>(null);
  const [deleting, setDeleting] = useState<ReadonlySet<string>>(new Set());

  const remove = async (service: Service) => {
    if (deleting.has(service._id)) return;
    const confirmed = await confirm({
      title: translate('manageServices.confirmTitle'),
      text: translate('manageServices.confirmText', {
        name: service.provider.service.serviceName,
      }),
      severity: 'warning',
    });
    if (!confirmed) {
      enqueueSnackbar(translate('toast.serviceDeleteCancelled'), { variant: 'info' });
      return;
    }
    setDeleting((current) => new Set(current).add(service._id));
    try {
      await deleteService(service._id);
      // The live list drops the row when Firestore reports the deletion.
      enqueueSnackbar(translate('toast.serviceDeleted'), { variant: 'success' });
    } catch (error) {
      // docs/product.md §8: delete failures are not shown; the row stays. A refusal is a rule the
      // provider can act on (open bookings to finish first), so its reason is shown.
      if (error instanceof ApiError && error.refusal) {
        enqueueSnackbar(translateRefusal(error.refusal), { variant: 'warning' });
      } else {
        console.error('Deleting the service failed', error);
      }
    } finally {
      setDeleting((current) => {
        const next = new Set(current);
        next.delete(service._id);
        return next;
      });
    }
  };

  const actions = (service: Service, labelled: boolean) => {
    const name = service.provider.service.serviceName;
    return labelled ? (
      <>
        <Button
          startIcon={<EditIcon />}
          onClick={() => setEditing(service)}
          aria-label={t('manageServices.editNamed', { name })}
        >
          {t('manageServices.edit')}
        </Button>
        <Button
          color="error"
          startIcon={<CloseIcon />}
          disabled={deleting.has(service._id)}
          onClick={() => void remove(service)}
          aria-label={t('manageServices.deleteNamed', { name })}
        >
          {t('manageServices.delete')}
        </Button>
      </>
    ) : (
      <>
        <Tooltip title={t('manageServices.edit')}>
          <IconButton
            aria-label={t('manageServices.editNamed', { name })}
            color="primary"
            onClick={() => setEditing(service)}
          >
            <EditIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('manageServices.delete')}>
          <span>
            <IconButton
              aria-label={t('manageServices.deleteNamed', { name })}
              color="error"
              disabled={deleting.has(service._id)}
              onClick={() => void remove(service)}
            >
              <CloseIcon />
            </IconButton>
          </span>
        </Tooltip>
      </>
    );
  };

  const image = (service: Service, size: number) => (
    <PhotoAvatar
      variant="rounded"
      src={service.provider.service.serviceImgURL}
      alt={service.provider.service.serviceName}
      fallback={FALLBACK_SERVICE_IMAGE_URL}
      sx={{ width: size, height: size }}
    />
  );

  return (
    <TableScreen
      heading={t('manageServices.heading')}
      maxWidth={1200}
      loading={loading}
      loadingLabel={t('manageServices.loading')}
      emptyText={t('empty.managedServices')}
      tableLabel={t('manageServices.table')}
      footer={<ListBound bound={bound} shown={services.length} />}
      columns={
        <>
          <TableCell>{t('manageServices.column.image')}</TableCell>
          <TableCell>{t('manageServices.column.name')}</TableCell>
          <TableCell>{t('manageServices.column.area')}</TableCell>
          <TableCell>{t('manageServices.column.description')}</TableCell>
          <TableCell align="right">{t('manageServices.column.price')}</TableCell>
          <TableCell align="center">{t('manageServices.column.actions')}</TableCell>
        </>
      }
      rows={services.map((service) => {
        const fields = service.provider.service;
        return (
          <TableRow key={service._id} hover>
            <TableCell>{image(service, 64)}</TableCell>
            <TableCell sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {fields.serviceName}
            </TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{fields.serviceArea}</TableCell>
            <TableCell title={fields.description} sx={{ overflowWrap: 'anywhere' }}>
              {previewText(fields.description, TABLE_DESCRIPTION_PREVIEW_LENGTH)}
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {formatPrice(fields.servicePrice)}
            </TableCell>
            <TableCell align="center" sx={{ whiteSpace: 'nowrap' }}>
              {actions(service, false)}
            </TableCell>
          </TableRow>
        );
      })}
      cards={services.map((service) => {
        const fields = service.provider.service;
        return (
          <Paper
            key={service._id}
            component="li"
            variant="outlined"
            aria-label={fields.serviceName}
            sx={{
              p: 2,
              display: 'grid',
              gridTemplateColumns: '56px minmax(0, 1fr) auto',
              columnGap: 1.5,
              rowGap: 1,
              alignItems: 'start',
            }}
          >
            {image(service, 56)}
            <Box sx={{ minWidth: 0 }}>
              <Typography component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {fields.serviceName}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {fields.serviceArea}
              </Typography>
            </Box>
            <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
              {formatPrice(fields.servicePrice)}
            </Typography>
            <Typography
              variant="body2"
              title={fields.description}
              sx={{ gridColumn: '1 / -1', overflowWrap: 'anywhere' }}
            >
              {previewText(fields.description, TABLE_DESCRIPTION_PREVIEW_LENGTH)}
            </Typography>
            <Box sx={{ gridColumn: '1 / -1', display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
              {actions(service, true)}
            </Box>
          </Paper>
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
