/**
 * Service To Do (SPEC.md §2, §4): the bookings made to the signed-in provider, live — service
 * image, name, a status dropdown and the price in ৳. Choosing Pending, Working or Completed
 * writes at once; once Completed the dropdown is disabled. A spinner while loading; 'No booked
 * services available' when there are none.
 */
import { useState } from 'react';
import { useSnackbar } from 'notistack';
import { useFirestore } from '../../lib/firestore';
import { useUser } from '../../lib/auth-user';
import { Avatar, TableCell, TableRow, TextField, Typography } from '@mui/material';
import {
  PROVIDER_BOOKING_STATUSES,
  checkStatusChange,
  isFinalBookingStatus,
  providerStatusOf,
} from '@meramot/domain/booking-status';
import type { ProviderBookingStatus } from '@meramot/domain/booking-status';
import type { Booking } from '@meramot/domain/entities';
import { formatTaka } from '@meramot/domain/format';
import { EMPTY_STATES } from '@meramot/domain/messages';
import { TableScreen } from '../../components/TableScreen';
import { changeBookingStatus } from './bookings-data';
import { useLiveBookings } from './use-bookings';

export const STATUS_CHANGE_FAILED = 'Could not change the status. Please try again.';

/** Who booked it and for which day, under the service name. */
export function bookedBy(booking: Booking): string {
  const date = new Date(booking.sDate);
  const day = Number.isNaN(date.getTime())
    ? booking.sDate
    : date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
  return `Booked by ${booking.uName} for ${day}, ${booking.provideArea}`;
}

export default function ServiceToDoPage() {
  const { data: user } = useUser();
  const db = useFirestore();
  const { enqueueSnackbar } = useSnackbar();
  const { loading, bookings } = useLiveBookings('provider', user?.uid);
  /** Statuses being written, shown at once until the listener confirms them. */
  const [pending, setPending] = useState<Readonly<Record<string, ProviderBookingStatus>>>({});

  const change = async (booking: Booking, requested: string) => {
    if (pending[booking._id]) return;
    if (requested === providerStatusOf(booking.serviceStatus)) return;
    const check = checkStatusChange(booking.serviceStatus, requested);
    if (!check.allowed) return;
    setPending((current) => ({ ...current, [booking._id]: check.next }));
    try {
      await changeBookingStatus(db, booking._id, check.next);
    } catch (error) {
      console.error('Changing the status failed', error);
      enqueueSnackbar(STATUS_CHANGE_FAILED, { variant: 'error' });
    } finally {
      setPending(({ [booking._id]: _done, ...rest }) => rest);
    }
  };

  return (
    <TableScreen
      heading="Services To Do"
      maxWidth={1100}
      loading={loading}
      loadingLabel="Loading the bookings made to you"
      emptyText={EMPTY_STATES.serviceToDo}
      tableLabel="Bookings made to you"
      columns={
        <>
          <TableCell>Service Image</TableCell>
          <TableCell>Service Name</TableCell>
          <TableCell>Status</TableCell>
          <TableCell align="right">Price</TableCell>
        </>
      }
      rows={bookings.map((booking) => {
        const writing = pending[booking._id];
        const shown = writing ?? providerStatusOf(booking.serviceStatus);
        return (
          <TableRow key={booking._id} hover>
            <TableCell>
              <Avatar
                variant="rounded"
                src={booking.serviceImg}
                alt={booking.serviceName}
                sx={{ width: 64, height: 64 }}
              />
            </TableCell>
            <TableCell>
              <Typography sx={{ fontWeight: 600 }}>{booking.serviceName}</Typography>
              <Typography variant="body2" color="text.secondary">
                {bookedBy(booking)}
              </Typography>
            </TableCell>
            <TableCell>
              <TextField
                select
                size="small"
                value={shown}
                disabled={Boolean(writing) || isFinalBookingStatus(booking.serviceStatus)}
                onChange={(event) => void change(booking, event.target.value)}
                sx={{ minWidth: 150 }}
                slotProps={{
                  select: {
                    native: true,
                    inputProps: {
                      'aria-label': `Status of ${booking.serviceName} for ${booking.uName}`,
                    },
                  },
                }}
              >
                {PROVIDER_BOOKING_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {status}
                  </option>
                ))}
              </TextField>
            </TableCell>
            <TableCell align="right">{formatTaka(booking.price)}</TableCell>
          </TableRow>
        );
      })}
    />
  );
}
