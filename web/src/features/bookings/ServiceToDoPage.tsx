/**
 * Service To Do (SPEC.md §2, §4, issue 13): the bookings made to the signed-in provider, live —
 * service image, name, who booked it (name, number as call and WhatsApp links, email) for which
 * Dhaka date and window, a status
 * dropdown and the price in ৳. Choosing Pending or Working writes at once; Completed asks first,
 * as it is final. A waiting booking may be declined, with an optional reason. A final booking
 * (Completed, Cancelled, Declined) shows its status, disabled. A spinner while loading; 'No
 * booked services available' when there are none. On a phone each booking is a card, with every
 * action and status in view; the table shows from tablet width up.
 */
import { useState } from 'react';
import { useSnackbar } from 'notistack';
import { useFirestore } from '../../lib/firestore';
import { useUser } from '../../lib/auth-user';
import {
  Avatar,
  Box,
  Button,
  Paper,
  Stack,
  TableCell,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import {
  PROVIDER_BOOKING_STATUSES,
  checkStatusChange,
  isClosingBookingStatus,
  isFinalBookingStatus,
  isWaitingBookingStatus,
  providerStatusOf,
} from '@meramot/domain/booking-status';
import type { MovedBookingStatus } from '@meramot/domain/booking-status';
import { slotLabel } from '@meramot/domain/booking-time';
import { useConfirm } from '../../components/dialogs/DialogProvider';
import { BookingStatusBadge } from './BookingStatusBadge';
import { ContactLinks } from './ContactLinks';
import { StatusReasonDialog } from './StatusReasonDialog';
import type { Booking } from '@meramot/domain/entities';
import { formatTaka } from '@meramot/domain/format';
import { EMPTY_STATES } from '@meramot/domain/messages';
import { TableScreen } from '../../components/TableScreen';
import { changeBookingStatus } from './bookings-data';
import { useLiveBookings } from './use-bookings';

export const STATUS_CHANGE_FAILED = 'Could not change the status. Please try again.';

/** Who booked it and for when (Dhaka date and window), under the service name. */
export function bookedBy(booking: Booking): string {
  return `Booked by ${booking.uName} for ${slotLabel(booking.sDate, booking.timeWindow)}, ${booking.provideArea}`;
}

export default function ServiceToDoPage() {
  const { data: user } = useUser();
  const db = useFirestore();
  const { enqueueSnackbar } = useSnackbar();
  const { loading, bookings } = useLiveBookings('provider', user?.uid);
  /** Statuses being written, shown at once until the listener confirms them. */
  const [pending, setPending] = useState<Readonly<Record<string, MovedBookingStatus>>>({});
  /** The booking whose decline is being confirmed. */
  const [declining, setDeclining] = useState<Booking | null>(null);
  const confirm = useConfirm();

  const change = async (booking: Booking, requested: string, reason?: string) => {
    if (pending[booking._id]) return;
    if (requested === providerStatusOf(booking.serviceStatus)) return;
    const check = checkStatusChange(booking.serviceStatus, requested, 'provider');
    if (!check.allowed) return;
    // Completed is final: the provider says so twice.
    if (
      check.next === 'Completed' &&
      !(await confirm({
        title: 'Mark as Completed?',
        text: `${booking.serviceName} for ${booking.uName}: a Completed booking cannot change again.`,
        severity: 'question',
        confirmText: 'Completed',
      }))
    ) {
      return;
    }
    setPending((current) => ({ ...current, [booking._id]: check.next }));
    try {
      await changeBookingStatus(db, booking._id, check.next, reason);
    } catch (error) {
      console.error('Changing the status failed', error);
      enqueueSnackbar(STATUS_CHANGE_FAILED, { variant: 'error' });
    } finally {
      setPending(({ [booking._id]: _done, ...rest }) => rest);
    }
  };

  const image = (booking: Booking, size: number) => (
    <Avatar
      variant="rounded"
      src={booking.serviceImg}
      alt={booking.serviceName}
      sx={{ width: size, height: size }}
    />
  );

  /** The service, who booked it for when and where, and how to reach them. */
  const details = (booking: Booking) => (
    <>
      <Typography sx={{ fontWeight: 600 }}>{booking.serviceName}</Typography>
      <Typography variant="body2" color="text.secondary">
        {bookedBy(booking)}
      </Typography>
      <ContactLinks name={booking.uName} phone={booking.uPhone} email={booking.uEmail} />
    </>
  );

  /** The status dropdown and Decline, or the final status with its reason. */
  const statusControl = (booking: Booking) => {
    const writing = pending[booking._id];
    const shown = writing ?? providerStatusOf(booking.serviceStatus);
    return isClosingBookingStatus(booking.serviceStatus) ? (
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <BookingStatusBadge status={booking.serviceStatus} />
        {booking.statusReason && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            Reason: {booking.statusReason}
          </Typography>
        )}
      </Stack>
    ) : (
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
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
        {isWaitingBookingStatus(booking.serviceStatus) && !writing && (
          <Button
            size="small"
            color="error"
            variant="outlined"
            onClick={() => setDeclining(booking)}
            aria-label={`Decline ${booking.serviceName} for ${booking.uName}`}
          >
            Decline
          </Button>
        )}
      </Stack>
    );
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
      rows={bookings.map((booking) => (
        <TableRow key={booking._id} hover>
          <TableCell>{image(booking, 64)}</TableCell>
          <TableCell sx={{ overflowWrap: 'anywhere' }}>{details(booking)}</TableCell>
          <TableCell>{statusControl(booking)}</TableCell>
          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
            {formatTaka(booking.price)}
          </TableCell>
        </TableRow>
      ))}
      cards={bookings.map((booking) => (
        <Paper
          key={booking._id}
          component="li"
          variant="outlined"
          aria-label={`${booking.serviceName} for ${booking.uName}`}
          sx={{
            p: 2,
            display: 'grid',
            gridTemplateColumns: '56px minmax(0, 1fr) auto',
            columnGap: 1.5,
            rowGap: 1,
            alignItems: 'start',
          }}
        >
          {image(booking, 56)}
          <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>{details(booking)}</Box>
          <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
            {formatTaka(booking.price)}
          </Typography>
          <Box sx={{ gridColumn: '1 / -1' }}>{statusControl(booking)}</Box>
        </Paper>
      ))}
    >
      <StatusReasonDialog
        open={declining !== null}
        title="Decline this booking?"
        text={
          declining
            ? `${declining.serviceName} for ${declining.uName}, ${slotLabel(declining.sDate, declining.timeWindow)}. The customer is told; a declined booking cannot be reopened.`
            : ''
        }
        confirmText="Decline booking"
        onConfirm={(reason) => {
          if (declining) void change(declining, 'Declined', reason);
          setDeclining(null);
        }}
        onClose={() => setDeclining(null)}
      />
    </TableScreen>
  );
}
