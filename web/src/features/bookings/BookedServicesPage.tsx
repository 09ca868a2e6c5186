/**
 * Booked Services (SPEC.md §2, §4): the services the signed-in user booked, live — image, name
 * and status, so a status the provider changes shows without a reload. A spinner while loading;
 * "You haven't booked any services yet." when there are none.
 */
import { useUser } from '../../lib/auth-user';
import { Avatar, TableCell, TableRow } from '@mui/material';
import { EMPTY_STATES } from '@meramot/domain/messages';
import { TableScreen } from '../../components/TableScreen';
import { BookingStatusBadge } from './BookingStatusBadge';
import { useLiveBookings } from './use-bookings';

export default function BookedServicesPage() {
  const { data: user } = useUser();
  const { loading, bookings } = useLiveBookings('customer', user?.uid);

  return (
    <TableScreen
      heading="My Booked Services"
      maxWidth={960}
      loading={loading}
      loadingLabel="Loading your bookings"
      emptyText={EMPTY_STATES.bookedServices}
      tableLabel="Your booked services"
      columns={
        <>
          <TableCell>Image</TableCell>
          <TableCell>Service Name</TableCell>
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
          <TableCell sx={{ fontWeight: 600 }}>{booking.serviceName}</TableCell>
          <TableCell>
            <BookingStatusBadge status={booking.serviceStatus} />
          </TableCell>
        </TableRow>
      ))}
    />
  );
}
