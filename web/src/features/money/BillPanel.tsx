/**
 * A booking's money, in its row of Service To Do (the provider) or Booked Services (the
 * customer), live (issue 20): the provider sends the bill of a Working booking and revises a
 * disputed one; the customer sees the bill as it arrives and accepts or disputes it; then each
 * side marks the cash, each sees where the other stands (a disagreement is one mark alone), and
 * a Paid booking links to its receipt.
 */
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSnackbar } from 'notistack';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import type { BillInput } from '@meramot/domain/bill';
import type { BookingParty } from '@meramot/domain/booking-status';
import { FIELD_LIMITS } from '@meramot/domain/constants';
import type { Booking } from '@meramot/domain/entities';
import { useFirestore } from '../../lib/firestore';
import { translate, useI18n } from '../../lib/i18n';
import { translateRefusal } from '../../lib/i18n-errors';
import { RefusedError } from '../../lib/refused-error';
import { BillEditorDialog } from './BillEditorDialog';
import { BillLines } from './BillLines';
import { answerBill, markPayment, sendBill } from './money-data';
import { useBill, billShownOf } from './use-bill';

export interface BillPanelProps {
  booking: Booking;
  uid: string;
  role: BookingParty;
}

export function BillPanel({ booking, uid, role }: BillPanelProps) {
  const db = useFirestore();
  const { enqueueSnackbar } = useSnackbar();
  const { t, formatPrice } = useI18n();
  const [editing, setEditing] = useState(false);
  const [viewing, setViewing] = useState(false);
  const [disputing, setDisputing] = useState(false);
  const [busy, setBusy] = useState(false);
  // The row shows the booking's copy of its bill; the whole bill (its lines) is read only while
  // a dialog shows it, or for a booking billed before the copy existed.
  const full = useBill(booking, viewing || (editing && booking.serviceStatus === 'Disputed'));
  const bill = billShownOf(booking, full);
  const service = { service: booking.serviceName };

  const run = async (action: () => Promise<void>, done: string) => {
    setBusy(true);
    try {
      await action();
      enqueueSnackbar(done, { variant: 'success' });
    } catch (error) {
      console.error('The bill action failed', error);
      // A refusal (the other side answered meanwhile, say) says why; anything else is a retry.
      const text =
        error instanceof RefusedError ? translateRefusal(error.refusal) : translate('money.failed');
      enqueueSnackbar(text, { variant: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const send = (input: BillInput) =>
    void run(async () => {
      await sendBill(db, uid, booking._id, input);
      setEditing(false);
    }, translate('money.sent'));

  const status = booking.serviceStatus;
  const mine = role === 'customer' ? bill?.paid : bill?.received;
  const theirs = role === 'customer' ? bill?.received : bill?.paid;

  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start', flexBasis: '100%' }}>
      {bill && (
        // Plain case and outlined, with an icon: the bill is what the row is about now.
        <Button
          size="small"
          variant="outlined"
          startIcon={<ReceiptLong aria-hidden />}
          onClick={() => setViewing(true)}
          sx={{ textTransform: 'none', fontWeight: 700 }}
        >
          {t('money.billTotal', { total: formatPrice(bill.total) })}
        </Button>
      )}
      {role === 'provider' && status === 'Working' && (
        <Button
          size="small"
          variant="contained"
          onClick={() => setEditing(true)}
          aria-label={t('money.sendBillNamed', service)}
        >
          {t('money.sendBill')}
        </Button>
      )}
      {status === 'Disputed' && bill?.disputeReason && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t('money.disputedReason', { reason: bill.disputeReason })}
        </Typography>
      )}
      {role === 'provider' && status === 'Disputed' && bill && (
        <Button size="small" variant="contained" onClick={() => setEditing(true)}>
          {t('money.reviseBill')}
        </Button>
      )}
      {role === 'customer' && status === 'Disputed' && (
        <Typography variant="body2">{t('money.waitingRevision')}</Typography>
      )}
      {role === 'provider' && status === 'Billed' && (
        <Typography variant="body2">{t('money.waitingCustomer')}</Typography>
      )}
      {role === 'customer' && status === 'Billed' && bill?.state === 'sent' && (
        <Stack direction="row" useFlexGap sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button
            size="small"
            variant="contained"
            disabled={busy}
            aria-label={t('money.acceptNamed', service)}
            onClick={() =>
              void run(
                () => answerBill(db, uid, booking._id, { accept: true }),
                translate('money.accepted'),
              )
            }
          >
            {t('money.accept')}
          </Button>
          <Button
            size="small"
            variant="outlined"
            color="warning"
            disabled={busy}
            aria-label={t('money.disputeNamed', service)}
            onClick={() => setDisputing(true)}
          >
            {t('money.dispute')}
          </Button>
        </Stack>
      )}
      {status === 'Completed' && !mine && (
        <Button
          size="small"
          variant="contained"
          disabled={busy || bill === undefined}
          aria-label={t(
            role === 'customer' ? 'money.paidInCashNamed' : 'money.cashReceivedNamed',
            service,
          )}
          onClick={() =>
            void run(
              () => markPayment(db, uid, booking._id, role === 'customer' ? 'paid' : 'received'),
              translate('money.marked'),
            )
          }
        >
          {t(role === 'customer' ? 'money.paidInCash' : 'money.cashReceived')}
        </Button>
      )}
      {status === 'Completed' && theirs && (
        <Typography variant="body2" color="warning.main">
          {t(role === 'customer' ? 'money.providerSaysReceived' : 'money.customerSaysPaid')}
        </Typography>
      )}
      {status === 'Completed' && mine && (
        <Typography variant="body2">
          {t(role === 'customer' ? 'money.youMarkedPaid' : 'money.youMarkedReceived')}
        </Typography>
      )}
      {status === 'Paid' && (
        <Button
          size="small"
          component={RouterLink}
          to={`/receipts/${booking._id}`}
          aria-label={t('money.receiptNamed', service)}
        >
          {t('money.receipt')}
        </Button>
      )}

      <BillEditorDialog
        // A revision starts from the disputed bill's lines: the editor opens once they are read.
        open={editing && (status !== 'Disputed' || Boolean(full))}
        serviceName={booking.serviceName}
        price={booking.price}
        initial={full && status === 'Disputed' ? full : undefined}
        sending={busy}
        onSend={send}
        onClose={() => setEditing(false)}
      />
      <Dialog
        open={viewing && Boolean(full)}
        onClose={() => setViewing(false)}
        fullWidth
        maxWidth="xs"
        aria-labelledby="bill-view-title"
      >
        <DialogTitle id="bill-view-title">{t('money.editorTitle', service)}</DialogTitle>
        <DialogContent>{full && <BillLines bill={full} />}</DialogContent>
        <DialogActions>
          <Button onClick={() => setViewing(false)}>{t('money.close')}</Button>
        </DialogActions>
      </Dialog>
      <DisputeDialog
        open={disputing}
        serviceName={booking.serviceName}
        providerName={booking.pName}
        onClose={() => setDisputing(false)}
        onConfirm={(reason) => {
          setDisputing(false);
          void run(
            () => answerBill(db, uid, booking._id, { accept: false, reason }),
            translate('money.disputed'),
          );
        }}
      />
    </Stack>
  );
}

/** Asks the customer what is wrong with the bill (required, at most the rules' bound). */
function DisputeDialog({
  open,
  serviceName,
  providerName,
  onConfirm,
  onClose,
}: {
  open: boolean;
  serviceName: string;
  providerName: string;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const max = FIELD_LIMITS.billDisputeReason;
  const error =
    reason.trim() === ''
      ? t('money.disputeReasonRequired')
      : reason.trim().length > max
        ? t('money.disputeReasonTooLong', { max })
        : null;
  const close = () => {
    setReason('');
    setTouched(false);
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="dispute-title">
      <DialogTitle id="dispute-title">{t('money.disputeTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {t('money.disputeText', { name: providerName, service: serviceName })}
        </DialogContentText>
        <TextField
          label={t('money.disputeReason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={touched && error !== null}
          helperText={touched ? (error ?? ' ') : ' '}
          multiline
          minRows={2}
          fullWidth
          required
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={close} color="inherit">
          {t('dialog.cancel')}
        </Button>
        <Button
          variant="contained"
          color="warning"
          onClick={() => {
            setTouched(true);
            if (error === null) {
              onConfirm(reason.trim());
              setReason('');
              setTouched(false);
            }
          }}
        >
          {t('money.disputeConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
