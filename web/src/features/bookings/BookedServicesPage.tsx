/**
 * Booked Services (docs/product.md §2, §4, issue 13): the services the signed-in user booked, live —
 * image, name, when (Dhaka date and window), the provider (name, number as call and WhatsApp
 * links, email), the price and the status, so a
 * status the provider changes (a decline too, with its reason) shows without a reload. While a
 * booking waits, its customer may cancel it, saying why if they like. A spinner while loading;
 * "You haven't booked any services yet." when there are none. On a phone each booking is a card,
 * with every action and status in view; the table shows from tablet width up.
 */
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useSnackbar } from 'notistack';
import { useFirestore } from '../../lib/firestore';
import { useUser } from '../../lib/auth-user';
import { Button, Stack, TableCell, TableRow, Typography } from '@mui/material';
import {
  checkStatusChange,
  isBillBookingStatus,
  isWaitingBookingStatus,
} from '@meramot/domain/booking-status';
import type { Booking } from '@meramot/domain/entities';
import { translate, useI18n } from '../../lib/i18n';
import { ListBound } from '../../components/ListBound';
import { TableScreen } from '../../components/TableScreen';
import { BookingStatusBadge } from './BookingStatusBadge';
import { BookingCard, BookingImage } from './BookingCard';
import { ContactLinks } from './ContactLinks';
import { StatusReasonDialog } from './StatusReasonDialog';
import { changeBookingStatus } from './bookings-data';
import { useSlotLabel } from './slot-label';
import { useLiveBookings } from './use-bookings';

export default function BookedServicesPage({
  completedAction,
  moneyAction,
  priceOf,
}: {
  /** What a Completed or Paid row offers ("Rate this service", composed in web/src/app). */
  completedAction?: (booking: Booking) => ReactNode;
  /** The bill and the payment of a billed booking (issue 20, composed in web/src/app). */
  moneyAction?: (booking: Booking) => ReactNode;
  /** The Price column: the bill's total once there is one (composed in web/src/app). */
  priceOf?: (booking: Booking) => ReactNode;
}) {
  const { data: user } = useUser();
  const db = useFirestore();
  const { enqueueSnackbar } = useSnackbar();
  const { t, formatPrice } = useI18n();
  const slotLabel = useSlotLabel();
  const { loading, bookings, bound, loadMore } = useLiveBookings('customer', user?.uid);
  /** The booking whose cancel is being confirmed. */
  const [cancelling, setCancelling] = useState<Booking | null>(null);

  const cancel = async (booking: Booking, reason: string) => {
    setCancelling(null);
    const check = checkStatusChange(booking.serviceStatus, 'Cancelled', 'customer');
    if (!check.allowed) return;
    try {
      await changeBookingStatus(db, booking._id, check.next, reason);
      enqueueSnackbar(translate('bookedServices.cancelled'), { variant: 'success' });
    } catch (error) {
      console.error('Cancelling the booking failed', error);
      enqueueSnackbar(translate('bookedServices.cancelFailed'), { variant: 'error' });
    }
  };

  /** The service, when, and the provider with how to reach them. */
  const details = (booking: Booking) => (
    <>
      <Typography sx={{ fontWeight: 600 }}>{booking.serviceName}</Typography>
      <Typography variant="body2">{slotLabel(booking.sDate, booking.timeWindow)}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t('bookedServices.provider', { name: booking.pName })}
      </Typography>
      <ContactLinks name={booking.pName} phone={booking.pPhone} email={booking.pEmail} />
    </>
  );

  /** The status with its reason, Cancel while it waits, and what a Completed one offers. */
  const status = (booking: Booking) => (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <BookingStatusBadge status={booking.serviceStatus} />
      {booking.statusReason && (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ flexBasis: '100%', overflowWrap: 'anywhere' }}
        >
          {t('bookings.reason', { reason: booking.statusReason })}
        </Typography>
      )}
      {isWaitingBookingStatus(booking.serviceStatus) && (
        <Button
          size="small"
          color="error"
          variant="outlined"
          onClick={() => setCancelling(booking)}
          aria-label={t('bookedServices.cancelNamed', { service: booking.serviceName })}
        >
          {t('bookedServices.cancel')}
        </Button>
      )}
      {isBillBookingStatus(booking.serviceStatus) || booking.serviceStatus === 'Completed'
        ? moneyAction?.(booking)
        : null}
      {(booking.serviceStatus === 'Completed' || booking.serviceStatus === 'Paid') &&
        completedAction?.(booking)}
    </Stack>
  );

  return (
    <TableScreen
      heading={t('bookedServices.heading')}
      maxWidth={1100}
      loading={loading}
      loadingLabel={t('bookedServices.loading')}
      emptyText={t('empty.bookedServices')}
      tableLabel={t('bookedServices.table')}
      footer={<ListBound bound={bound} shown={bookings.length} onMore={loadMore} />}
      columns={
        <>
          <TableCell>{t('bookings.column.image')}</TableCell>
          <TableCell>{t('bookings.column.name')}</TableCell>
          <TableCell align="right">{t('bookings.column.price')}</TableCell>
          <TableCell>{t('bookings.column.status')}</TableCell>
        </>
      }
      rows={bookings.map((booking) => (
        <TableRow key={booking._id} hover>
          <TableCell>
            <BookingImage booking={booking} size={64} />
          </TableCell>
          <TableCell sx={{ overflowWrap: 'anywhere' }}>{details(booking)}</TableCell>
          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
            {priceOf ? priceOf(booking) : formatPrice(booking.price)}
          </TableCell>
          <TableCell>{status(booking)}</TableCell>
        </TableRow>
      ))}
      cards={bookings.map((booking) => (
        <BookingCard
          key={booking._id}
          booking={booking}
          label={booking.serviceName}
          details={details(booking)}
          price={priceOf?.(booking)}
          status={status(booking)}
        />
      ))}
    >
      <StatusReasonDialog
        open={cancelling !== null}
        title={t('bookedServices.cancelTitle')}
        text={
          cancelling
            ? t('bookedServices.cancelText', {
                service: cancelling.serviceName,
                slot: slotLabel(cancelling.sDate, cancelling.timeWindow),
              })
            : ''
        }
        confirmText={t('bookedServices.cancelConfirm')}
        onConfirm={(reason) => cancelling && void cancel(cancelling, reason)}
        onClose={() => setCancelling(null)}
      />
    </TableScreen>
  );
}
