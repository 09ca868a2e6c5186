/**
 * A booking on the two dashboards (Booked Services, Service To Do): its service's picture, and
 * on a phone the whole booking as a card, the status row under the details and price.
 */
import type { ReactNode } from 'react';
import { Avatar, Box, Paper, Typography } from '@mui/material';
import type { Booking } from '@meramot/domain/entities';
import { useI18n } from '../../lib/i18n';

export function BookingImage({ booking, size }: { booking: Booking; size: number }) {
  return (
    <Avatar
      variant="rounded"
      src={booking.serviceImg}
      alt={booking.serviceName}
      sx={{ width: size, height: size }}
    />
  );
}

interface BookingCardProps {
  booking: Booking;
  /** The card's accessible name. */
  label: string;
  details: ReactNode;
  /** The price shown; the booked one when absent. */
  price?: ReactNode;
  status: ReactNode;
}

export function BookingCard({ booking, label, details, price, status }: BookingCardProps) {
  const { formatPrice } = useI18n();
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={label}
      sx={{
        p: 2,
        display: 'grid',
        gridTemplateColumns: '56px minmax(0, 1fr) auto',
        columnGap: 1.5,
        rowGap: 1,
        alignItems: 'start',
      }}
    >
      <BookingImage booking={booking} size={56} />
      {/* Long unbroken names wrap instead of pushing the price out of view. */}
      <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>{details}</Box>
      <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
        {price ?? formatPrice(booking.price)}
      </Typography>
      <Box sx={{ gridColumn: '1 / -1' }}>{status}</Box>
    </Paper>
  );
}
