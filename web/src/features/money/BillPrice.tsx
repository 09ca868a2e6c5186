/**
 * A booking's price in its row once it is billed: the bill's total, live, and under it the
 * booked price it started from when they differ. Before a bill, the booked price.
 */
import { Stack, Typography } from '@mui/material';
import type { Booking } from '@meramot/domain/entities';
import { useI18n } from '../../lib/i18n';
import { useBill, billShownOf } from './use-bill';

export function BillPrice({ booking }: { booking: Booking }) {
  const { t, formatPrice } = useI18n();
  // The booking's copy of its bill: no read of its own (the bill is read only without the copy).
  const bill = billShownOf(booking, useBill(booking));
  if (!bill || bill.total === booking.price) return <>{formatPrice(booking.price)}</>;
  return (
    <Stack component="span" sx={{ alignItems: 'flex-end' }}>
      <span>{formatPrice(bill.total)}</span>
      <Typography component="span" variant="caption" color="text.secondary">
        {t('money.bookedAt', { price: formatPrice(booking.price) })}
      </Typography>
    </Stack>
  );
}
