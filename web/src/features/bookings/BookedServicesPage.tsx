/**
 * Booked Services (SPEC.md §2, §4, issue 13): the services the signed-in user booked, live —
 * image, name, when (Dhaka date and window), the provider, the price and the status, so a
 * status the provider changes (a decline too, with its reason) shows without a reload. While a
 * booking waits, its customer may cancel it, saying why if they like. A spinner while loading;
 * "You haven't booked any services yet." when there are none.
 */
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useSnackbar } from 'notistack';
import { useFirestore } from '../../lib/firestore';
import { useUser } from '../../lib/auth-user';
import { Avatar, Button, Stack, TableCell, TableRow, Typography } from '@mui/material';
import { checkStatusChange, isWaitingBookingStatus } from '@meramot/domain/booking-status';
import { slotLabel } from '@meramot/domain/booking-time';
import type { Booking } from '@meramot/domain/entities';
import { formatTaka } from '@meramot/domain/format';
import { EMPTY_STATES } from '@meramot/domain/messages';
import { TableScreen } from '../../components/TableScreen';
import { BookingStatusBadge } from './BookingStatusBadge';
import { StatusReasonDialog } from './StatusReasonDialog';
import { changeBookingStatus } from './bookings-data';
import { useLiveBookings } from './use-bookings';

export const CANCEL_FAILED = 'Could not cancel the booking. Please try again.';

export default function BookedServicesPage({
  completedAction,
}: {
  /** What a Completed row offers ("Rate this service", composed in web/src/app). */
  completedAction?: (booking: Booking) => ReactNode;
}) {
  const { data: user } = useUser();
  const db = useFirestore();
  const { enqueueSnackbar } = useSnackbar();
  const { loading, bookings } = useLiveBookings('customer', user?.uid);
  /** The booking whose cancel is being confirmed. */
  const [cancelling, setCancelling] = useState<Booking | null>(null);

  const cancel = async (booking: Booking, reason: string) => {
    setCancelling(null);
    const check = checkStatusChange(booking.serviceStatus, 'Cancelled', 'customer');
    if (!check.allowed) return;
    try {
      await changeBookingStatus(db, booking._id, check.next, reason);
      enqueueSnackbar('Booking cancelled', { variant: 'success' });
    } catch (error) {
      console.error('Cancelling the booking failed', error);
      enqueueSnackbar(CANCEL_FAILED, { variant: 'error' });
    }
  };

  return (
    <TableScreen
      heading="My Booked Services"
      maxWidth={1100}
      loading={loading}
      loadingLabel="Loading your bookings"
      emptyText={EMPTY_STATES.bookedServices}
      tableLabel="Your booked services"
      columns={
        <>
          <TableCell>Image</TableCell>
          <TableCell>Service Name</TableCell>
          <TableCell align="right">Price</TableCell>
          <TableCell>Status</TableCell>
        </>
      }
      rows={bookings.map((booking) => (
        <TableRow key={booking._id} hover>
          <TableCell>
            <Avatar
              variant="rounded"
              src={booking.serviceImg}
              alt={booking.serviceName}
              sx={{ width: 64, height: 64 }}
            />
          </TableCell>
          <TableCell sx={{ overflowWrap: 'anywhere' }}>
            <Typography sx={{ fontWeight: 600 }}>{booking.serviceName}</Typography>
            <Typography variant="body2">{slotLabel(booking.sDate, booking.timeWindow)}</Typography>
            <Typography variant="body2" color="text.secondary">
              Provider: {booking.pName} · <a href={`mailto:${booking.pEmail}`}>{booking.pEmail}</a>
            </Typography>
          </TableCell>
          <TableCell align="right">{formatTaka(booking.price)}</TableCell>
          <TableCell>
            <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
              <BookingStatusBadge status={booking.serviceStatus} />
              {booking.statusReason && (
                <Typography variant="body2" color="text.secondary">
                  Reason: {booking.statusReason}
                </Typography>
              )}
              {isWaitingBookingStatus(booking.serviceStatus) && (
                <Button
                  size="small"
                  color="error"
                  variant="outlined"
                  onClick={() => setCancelling(booking)}
                  aria-label={`Cancel ${booking.serviceName}`}
                >
                  Cancel
                </Button>
              )}
              {booking.serviceStatus === 'Completed' && completedAction?.(booking)}
            </Stack>
          </TableCell>
        </TableRow>
      ))}
    >
      <StatusReasonDialog
        open={cancelling !== null}
        title="Cancel this booking?"
        text={
          cancelling
            ? `${cancelling.serviceName}, ${slotLabel(cancelling.sDate, cancelling.timeWindow)}. A cancelled booking cannot be reopened.`
            : ''
        }
        confirmText="Cancel booking"
        onConfirm={(reason) => cancelling && void cancel(cancelling, reason)}
        onClose={() => setCancelling(null)}
      />
    </TableScreen>
  );
}
