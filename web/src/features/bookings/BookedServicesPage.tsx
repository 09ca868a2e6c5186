/**
 * Booked Services (SPEC.md §2, §4): the services the signed-in user booked, live — image, name
 * and status, so a status the provider changes shows without a reload. A spinner while loading;
 * "You haven't booked any services yet." when there are none.
 */
import { useUser } from 'reactfire';
import {
  Avatar,
  Box,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { EMPTY_STATES } from '@meramot/domain/messages';
import { Spinner } from '../../components/Spinner';
import { BookingStatusBadge } from './BookingStatusBadge';
import { useLiveBookings } from './use-bookings';

export default function BookedServicesPage() {
  const { data: user } = useUser();
  const { loading, bookings } = useLiveBookings('customer', user?.uid);

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', px: 2, py: { xs: 4, md: 6 } }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, textAlign: 'center', mb: 4 }}>
        My Booked Services
      </Typography>
      {loading ? (
        <Spinner label="Loading your bookings" />
      ) : bookings.length === 0 ? (
        <Typography sx={{ textAlign: 'center', py: 6 }} color="text.secondary">
          {EMPTY_STATES.bookedServices}
        </Typography>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label="Your booked services">
            <TableHead>
              <TableRow>
                <TableCell>Image</TableCell>
                <TableCell>Service Name</TableCell>
                <TableCell>Status</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {bookings.map((booking) => (
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
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
