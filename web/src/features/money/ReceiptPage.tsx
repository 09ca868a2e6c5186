/**
 * /receipts/{bookingId} (issue 20): the bill, the payment, both parties and the date, for the
 * booking's two parties only (the rules refuse anyone else), in the reader's language with its
 * digits, under a stable receipt number. Printable: the print stylesheet drops the site's frame
 * and fits an A4 page or an 80 mm thermal roll (one narrow column, smaller type).
 */
import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import { Box, Button, Divider, GlobalStyles, Paper, Stack, Typography } from '@mui/material';
import { useRequest } from '../../components/use-live';
import { Spinner } from '../../components/Spinner';
import { useFirestore } from '../../lib/firestore';
import { useI18n } from '../../lib/i18n';
import { BillLines } from './BillLines';
import { getReceipt } from './money-data';

/** Print: only the receipt, black on white; narrow paper (80 mm rolls) gets smaller type. */
const PRINT_STYLES = {
  '@media print': {
    'header, footer, nav, .no-print': { display: 'none !important' },
    body: { background: '#fff !important', color: '#000 !important' },
    '.receipt': {
      boxShadow: 'none !important',
      border: 'none !important',
      margin: '0 !important',
      padding: '0 !important',
      maxWidth: 'none !important',
      fontSize: '11pt',
    },
    '.receipt .MuiTableCell-root': { color: '#000', borderColor: '#999' },
    '@page': { margin: '10mm' },
  },
  '@media print and (max-width: 100mm)': {
    '.receipt': { fontSize: '8pt' },
    '.receipt .MuiTypography-root': { fontSize: '8pt !important' },
    '.receipt .MuiTableCell-root': { padding: '1mm 0', fontSize: '8pt' },
    '.receipt .parties': { flexDirection: 'column !important' },
    '@page': { margin: '3mm' },
  },
} as const;

export default function ReceiptPage() {
  const { bookingId = '' } = useParams();
  const db = useFirestore();
  const { t, dateLocale } = useI18n();
  const request = useCallback(() => getReceipt(db, bookingId), [db, bookingId]);
  const receipt = useRequest(bookingId, request);
  const dateOf = (iso: string) =>
    new Date(iso).toLocaleDateString(dateLocale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Dhaka',
    });

  if (receipt.status === 'loading') return <Spinner label={t('receipt.loading')} />;
  const data = receipt.data;
  if (!data?.bill) {
    return (
      <Typography role="alert" sx={{ p: 4, textAlign: 'center' }}>
        {t('receipt.unavailable')}
      </Typography>
    );
  }
  const { booking, bill } = data;
  const paidAt =
    bill.paidMarkedAt && bill.receivedMarkedAt
      ? [bill.paidMarkedAt, bill.receivedMarkedAt].sort().at(-1)
      : undefined;
  return (
    <Box sx={{ p: { xs: 1, sm: 3 }, display: 'flex', justifyContent: 'center' }}>
      <GlobalStyles styles={PRINT_STYLES} />
      <Paper
        className="receipt"
        variant="outlined"
        component="article"
        aria-labelledby="receipt-heading"
        sx={{ p: { xs: 2, sm: 4 }, width: '100%', maxWidth: 720 }}
      >
        <Stack spacing={2}>
          <Stack
            direction="row"
            useFlexGap
            sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
          >
            <Typography id="receipt-heading" variant="h5" component="h1">
              {t('receipt.heading')}
            </Typography>
            <Button className="no-print" variant="outlined" onClick={() => window.print()}>
              {t('receipt.print')}
            </Button>
          </Stack>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 0.5 }}
          >
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              {t('receipt.number')}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {bill.receiptNumber}
            </Typography>
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              {t('receipt.date')}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {dateOf(paidAt ?? bill.updatedAt)}
            </Typography>
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              {t('receipt.service')}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {booking.serviceName}
            </Typography>
          </Box>
          <Divider />
          <Stack className="parties" direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>{t('receipt.customer')}</Typography>
              <Typography sx={{ overflowWrap: 'anywhere' }}>{booking.uName}</Typography>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {booking.uEmail}
              </Typography>
            </Box>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>{t('receipt.provider')}</Typography>
              <Typography sx={{ overflowWrap: 'anywhere' }}>{booking.pName}</Typography>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {booking.pEmail}
              </Typography>
            </Box>
          </Stack>
          <BillLines bill={bill} />
          <Typography sx={{ fontWeight: 600 }}>
            {paidAt ? t('receipt.paidOn', { date: dateOf(paidAt) }) : t('receipt.unpaid')}
          </Typography>
        </Stack>
      </Paper>
    </Box>
  );
}
