/**
 * Service To Do (docs/product.md §2, §4, issue 13): the bookings made to the signed-in provider, live —
 * service image, name, who booked it (name, number as call and WhatsApp links, email) for which
 * Dhaka date and window, a status
 * dropdown and the price in ৳. Choosing Pending or Working writes at once; Completed asks first,
 * as it is final. A waiting booking may be declined, with an optional reason. A final booking
 * (Completed, Cancelled, Declined) shows its status, disabled. A spinner while loading; 'No
 * booked services available' when there are none. On a phone each booking is a card, with every
 * action and status in view; the table shows from tablet width up.
 */
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useSnackbar } from 'notistack';
import { useFirestore } from '../../lib/firestore';
import { useUser } from '../../lib/auth-user';
import { Button, Stack, TableCell, TableRow, TextField, Typography } from '@mui/material';
import {
  PROVIDER_BOOKING_STATUSES,
  checkStatusChange,
  isBillBookingStatus,
  isClosingBookingStatus,
  isFinalBookingStatus,
  isWaitingBookingStatus,
  providerStatusOf,
} from '@meramot/domain/booking-status';
import type { MovedBookingStatus } from '@meramot/domain/booking-status';
import { useConfirm } from '../../components/dialogs/DialogProvider';
import { BookingStatusBadge } from './BookingStatusBadge';
import { BookingCard, BookingImage } from './BookingCard';
import { ContactLinks } from './ContactLinks';
import { StatusReasonDialog } from './StatusReasonDialog';
import type { Booking } from '@meramot/domain/entities';
import { translate, useI18n } from '../../lib/i18n';
import { ListBound } from '../../components/ListBound';
import { TableScreen } from '../../components/TableScreen';
import { changeBookingStatus } from './bookings-data';
import { statusKey } from './BookingStatusBadge';
import { useSlotLabel } from './slot-label';
import { useLiveBookings } from './use-bookings';

export default function ServiceToDoPage({
  moneyAction,
  priceOf,
}: {
  /** The bill and the payment of a booking from Working on (issue 20, composed in web/src/app). */
  moneyAction?: (booking: Booking) => ReactNode;
  /** The Price column: the bill's total once there is one (composed in web/src/app). */
  priceOf?: (booking: Booking) => ReactNode;
} = {}) {
  const { data: user } = useUser();
  const db = useFirestore();
  const { enqueueSnackbar } = useSnackbar();
  const { t, formatPrice } = useI18n();
  const slotLabel = useSlotLabel();
  const { loading, bookings, bound, loadMore } = useLiveBookings('provider', user?.uid);
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
        title: translate('serviceToDo.completeTitle'),
        text: translate('serviceToDo.completeText', {
          service: booking.serviceName,
          name: booking.uName,
        }),
        severity: 'question',
        confirmText: translate('serviceToDo.completeConfirm'),
      }))
    ) {
      return;
    }
    setPending((current) => ({ ...current, [booking._id]: check.next }));
    try {
      await changeBookingStatus(db, booking._id, check.next, reason);
    } catch (error) {
      console.error('Changing the status failed', error);
      enqueueSnackbar(translate('serviceToDo.changeFailed'), { variant: 'error' });
    } finally {
      setPending(({ [booking._id]: _done, ...rest }) => rest);
    }
  };

  /** The service, who booked it for when and where, and how to reach them. */
  const details = (booking: Booking) => (
    <>
      <Typography sx={{ fontWeight: 600 }}>{booking.serviceName}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t('serviceToDo.bookedBy', {
          name: booking.uName,
          slot: slotLabel(booking.sDate, booking.timeWindow),
          area: booking.provideArea,
        })}
      </Typography>
      <ContactLinks name={booking.uName} phone={booking.uPhone} email={booking.uEmail} />
    </>
  );

  /** The status dropdown and Decline, or the final status with its reason. */
  const statusControl = (booking: Booking) => {
    const writing = pending[booking._id];
    const shown = writing ?? providerStatusOf(booking.serviceStatus);
    // A billed booking moves with its bill: its status shows, and the bill's actions.
    if (isBillBookingStatus(booking.serviceStatus)) {
      return (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <BookingStatusBadge status={booking.serviceStatus} />
          {moneyAction?.(booking)}
        </Stack>
      );
    }
    return isClosingBookingStatus(booking.serviceStatus) ? (
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <BookingStatusBadge status={booking.serviceStatus} />
        {booking.statusReason && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {t('bookings.reason', { reason: booking.statusReason })}
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
                'aria-label': t('serviceToDo.statusOf', {
                  service: booking.serviceName,
                  name: booking.uName,
                }),
              },
            },
          }}
        >
          {PROVIDER_BOOKING_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(statusKey(status))}
            </option>
          ))}
        </TextField>
        {isWaitingBookingStatus(booking.serviceStatus) && !writing && (
          <Button
            size="small"
            color="error"
            variant="outlined"
            onClick={() => setDeclining(booking)}
            aria-label={t('serviceToDo.declineNamed', {
              service: booking.serviceName,
              name: booking.uName,
            })}
          >
            {t('serviceToDo.decline')}
          </Button>
        )}
        {!writing &&
          (booking.serviceStatus === 'Working' || booking.serviceStatus === 'Completed') &&
          moneyAction?.(booking)}
      </Stack>
    );
  };

  return (
    <TableScreen
      heading={t('serviceToDo.heading')}
      maxWidth={1100}
      loading={loading}
      loadingLabel={t('serviceToDo.loading')}
      emptyText={t('empty.serviceToDo')}
      tableLabel={t('serviceToDo.table')}
      footer={<ListBound bound={bound} shown={bookings.length} onMore={loadMore} />}
      columns={
        <>
          <TableCell>{t('bookings.column.serviceImage')}</TableCell>
          <TableCell>{t('bookings.column.name')}</TableCell>
          <TableCell>{t('bookings.column.status')}</TableCell>
          <TableCell align="right">{t('bookings.column.price')}</TableCell>
        </>
      }
      rows={bookings.map((booking) => (
        <TableRow key={booking._id} hover>
          <TableCell>
            <BookingImage booking={booking} size={64} />
          </TableCell>
          <TableCell sx={{ overflowWrap: 'anywhere' }}>{details(booking)}</TableCell>
          <TableCell>{statusControl(booking)}</TableCell>
          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
            {priceOf ? priceOf(booking) : formatPrice(booking.price)}
          </TableCell>
        </TableRow>
      ))}
      cards={bookings.map((booking) => (
        <BookingCard
          key={booking._id}
          booking={booking}
          label={t('serviceToDo.forCustomer', {
            service: booking.serviceName,
            name: booking.uName,
          })}
          details={details(booking)}
          price={priceOf?.(booking)}
          status={statusControl(booking)}
        />
      ))}
    >
      <StatusReasonDialog
        open={declining !== null}
        title={t('serviceToDo.declineTitle')}
        text={
          declining
            ? t('serviceToDo.declineText', {
                service: declining.serviceName,
                name: declining.uName,
                slot: slotLabel(declining.sDate, declining.timeWindow),
              })
            : ''
        }
        confirmText={t('serviceToDo.declineConfirm')}
        onConfirm={(reason) => {
          if (declining) void change(declining, 'Declined', reason);
          setDeclining(null);
        }}
        onClose={() => setDeclining(null)}
      />
    </TableScreen>
  );
}
