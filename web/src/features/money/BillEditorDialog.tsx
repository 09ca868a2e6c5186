/**
 * The provider's bill (issue 20): the booked price, up to FIELD_LIMITS.billLines lines of parts
 * or labour, an optional discount and the total, added up as they type. Each field says what is
 * wrong with it in the reader's language; the domain's own check (billInputProblem) decides
 * whether Send is possible, and the write is the domain's plan (sendBill).
 */
import { useState } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { billInputProblem, billTotalOf, isAmount } from '@meramot/domain/bill';
import type { BillInput, BillLine } from '@meramot/domain/bill';
import { FIELD_LIMITS } from '@meramot/domain/constants';
import { latinDigits } from '@meramot/domain/format';
import { useI18n } from '../../lib/i18n';

interface DraftLine {
  description: string;
  amount: string;
}

export interface BillEditorDialogProps {
  open: boolean;
  serviceName: string;
  /** The booked price the bill starts from. */
  price: number;
  /** The lines and discount to start from (a disputed bill's, when revising). */
  initial?: { lines: BillLine[]; discount: number };
  sending: boolean;
  onSend: (input: BillInput) => void;
  onClose: () => void;
}

/** Whole taka typed as digits, Latin or Bangla; anything else is NaN (refused, never rounded). */
const takaOf = (typed: string) => {
  const text = latinDigits(typed);
  return /^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN;
};

const draftOf = (initial?: BillEditorDialogProps['initial']) => ({
  lines: (initial?.lines ?? []).map((line) => ({
    description: line.description,
    amount: String(line.amount),
  })),
  discount: initial && initial.discount > 0 ? String(initial.discount) : '',
});

export function BillEditorDialog(props: BillEditorDialogProps) {
  // A new editor per opening: the draft starts from `initial` each time.
  return props.open ? <BillEditor {...props} /> : null;
}

function BillEditor({
  serviceName,
  price,
  initial,
  sending,
  onSend,
  onClose,
}: BillEditorDialogProps) {
  const { t, formatPrice } = useI18n();
  const [draft, setDraft] = useState(() => draftOf(initial));
  const [touched, setTouched] = useState(false);
  const lines: BillLine[] = draft.lines.map((line) => ({
    description: line.description,
    amount: takaOf(line.amount),
  }));
  const discount = draft.discount.trim() === '' ? 0 : takaOf(draft.discount);
  const input: BillInput = { lines, discount };
  const problem = billInputProblem(input, price);
  const linesOk = lines.every((line) => isAmount(line.amount, 1) && line.description.trim() !== '');
  const total = linesOk && isAmount(discount, 0) ? billTotalOf(price, lines, discount) : null;
  const max = FIELD_LIMITS.billAmountMax;

  const setLine = (index: number, change: Partial<DraftLine>) =>
    setDraft((current) => ({
      ...current,
      lines: current.lines.map((line, i) => (i === index ? { ...line, ...change } : line)),
    }));

  const lineErrors = (line: BillLine) => ({
    description:
      line.description.trim() === ''
        ? t('money.descriptionRequired')
        : line.description.trim().length > FIELD_LIMITS.billLineDescription
          ? t('money.descriptionTooLong', { max: FIELD_LIMITS.billLineDescription })
          : null,
    amount: isAmount(line.amount, 1) ? null : t('money.amountInvalid', { max: formatPrice(max) }),
  });
  const discountError =
    isAmount(discount, 0) && total !== null && total >= 0 ? null : t('money.discountInvalid');
  const totalError =
    total !== null && total > max ? t('money.totalTooHigh', { max: formatPrice(max) }) : null;

  const send = () => {
    setTouched(true);
    if (problem === null) onSend(input);
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="bill-editor-title">
      <DialogTitle id="bill-editor-title">
        {t('money.editorTitle', { service: serviceName })}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
            <Typography>{t('money.bookedPrice')}</Typography>
            <Typography>{formatPrice(price)}</Typography>
          </Stack>
          {draft.lines.map((line, index) => {
            const errors = lineErrors(lines[index] ?? { description: '', amount: Number.NaN });
            const n = index + 1;
            return (
              <Box
                key={index}
                role="group"
                aria-label={t('money.lineLabel', { n })}
                sx={{ display: 'flex', gap: 1, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
              >
                <TextField
                  label={t('money.lineDescription')}
                  value={line.description}
                  onChange={(event) => setLine(index, { description: event.target.value })}
                  error={touched && errors.description !== null}
                  helperText={touched ? (errors.description ?? ' ') : ' '}
                  sx={{ flex: '1 1 14rem' }}
                  slotProps={{ htmlInput: { maxLength: FIELD_LIMITS.billLineDescription + 20 } }}
                />
                <TextField
                  label={t('money.lineAmount')}
                  value={line.amount}
                  onChange={(event) => setLine(index, { amount: event.target.value })}
                  error={touched && errors.amount !== null}
                  helperText={touched ? (errors.amount ?? ' ') : ' '}
                  sx={{ flex: '0 1 9rem' }}
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                />
                <IconButton
                  aria-label={t('money.removeLine', { n })}
                  onClick={() =>
                    setDraft((current) => ({
                      ...current,
                      lines: current.lines.filter((_, i) => i !== index),
                    }))
                  }
                  sx={{ alignSelf: 'flex-start', mt: 1 }}
                >
                  <DeleteOutline />
                </IconButton>
              </Box>
            );
          })}
          <Box>
            <Button
              onClick={() =>
                setDraft((current) => ({
                  ...current,
                  lines: [...current.lines, { description: '', amount: '' }],
                }))
              }
              disabled={draft.lines.length >= FIELD_LIMITS.billLines}
            >
              {t('money.addLine')}
            </Button>
            <Typography variant="body2" color="text.secondary" component="span" sx={{ ml: 1 }}>
              {t('money.linesLeft', { count: FIELD_LIMITS.billLines - draft.lines.length })}
            </Typography>
          </Box>
          <TextField
            label={t('money.discount')}
            value={draft.discount}
            onChange={(event) =>
              setDraft((current) => ({ ...current, discount: event.target.value }))
            }
            error={touched && discountError !== null}
            helperText={touched ? (discountError ?? ' ') : ' '}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            sx={{ maxWidth: '12rem' }}
          />
          <Stack direction="row" sx={{ justifyContent: 'space-between' }} aria-live="polite">
            <Typography sx={{ fontWeight: 700 }}>{t('money.total')}</Typography>
            <Typography sx={{ fontWeight: 700 }}>
              {total === null ? '—' : formatPrice(total)}
            </Typography>
          </Stack>
          {touched && totalError && (
            <Typography color="error" role="alert">
              {totalError}
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} color="inherit">
          {t('dialog.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={send}
          disabled={sending || (touched && problem !== null)}
        >
          {t('money.sendBill')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
