/**
 * The admin's view of the marketplace's money (issue 20), from GET /api/admin/money: the
 * commission rate (changed for bills sent from now on, PUT /api/admin/commission), the totals of
 * the last 12 months (chart) and of the recent days (bookings, gross, commission), the disputed
 * bills and the payment disagreements (one party's mark without the other's), and the daily
 * reconciliation's last report.
 */
import { Suspense, lazy, useCallback, useState } from 'react';
import { useSnackbar } from 'notistack';
import {
  Box,
  Button,
  List,
  ListItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import type { Bill } from '@meramot/domain/bill';
import { latinDigits } from '@meramot/domain/format';
import { isCommissionRate } from '@meramot/domain/ledger';
import type { MarketTotals } from '@meramot/domain/ledger';
import { Spinner } from '../../components/Spinner';
import { useRequest } from '../../components/use-live';
import { MoneyTable } from '../../components/MoneyTable';
import { ApiError, apiFetch } from '../../lib/api';
import { useIsAdmin } from '../../lib/auth-user';
import { translate, useI18n } from '../../lib/i18n';
import { monthLabel } from './month-label';
import { ReconciliationSection } from './ReconciliationSection';

/** A yyyy-mm-dd day as the reader reads it. */
const dayLabel = (day: string, locale: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

const MoneyChart = lazy(() => import('../../components/MoneyChart'));

/** The answer of GET /admin/money. */
export interface AdminMoney {
  commissionRateBps: number;
  days: (MarketTotals & { day: string })[];
  months: (MarketTotals & { month: string })[];
  disputed: Bill[];
  disagreements: Bill[];
}

function Bills({ title, bills }: { title: string; bills: Bill[] }) {
  const { t, formatPrice } = useI18n();
  return (
    <Paper
      variant="outlined"
      component="section"
      sx={{ p: 2, flex: '1 1 18rem' }}
      aria-label={title}
    >
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {bills.length === 0 ? (
        <Typography color="text.secondary">{t('adminMoney.none')}</Typography>
      ) : (
        <List dense>
          {bills.map((bill) => (
            <ListItem key={bill._id} sx={{ px: 0, overflowWrap: 'anywhere' }}>
              {t('adminMoney.bill', { number: bill.receiptNumber, total: formatPrice(bill.total) })}
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}

/** For admins only: anyone else reads so, and the page asks the API nothing for them. */
export default function AdminMoneyPage() {
  const { t } = useI18n();
  const admin = useIsAdmin();
  if (admin === null) return <Spinner label={t('adminMoney.loading')} />;
  if (!admin) return <AdminsOnly />;
  return <AdminMoney />;
}

function AdminsOnly() {
  const { t } = useI18n();
  return (
    <Typography role="alert" sx={{ p: 4, textAlign: 'center' }}>
      {t('adminMoney.adminsOnly')}
    </Typography>
  );
}

function AdminMoney() {
  const { t, formatPrice, formatNumber, dateLocale } = useI18n();
  const { enqueueSnackbar } = useSnackbar();
  const [version, setVersion] = useState(0);
  const request = useCallback(
    (signal: AbortSignal) => apiFetch<AdminMoney>('/admin/money', { signal }),
    [],
  );
  const money = useRequest(String(version), request);
  const [rate, setRate] = useState<string | null>(null);

  if (money.status === 'loading' && !money.data) return <Spinner label={t('adminMoney.loading')} />;
  // A claim taken away since the token was issued: the API's 403 says the same.
  if (money.error instanceof ApiError && money.error.status === 403) return <AdminsOnly />;
  if (!money.data) {
    return (
      <Typography role="alert" sx={{ p: 4, textAlign: 'center' }}>
        {t('adminMoney.failed')}
      </Typography>
    );
  }
  const data = money.data;
  const shownRate = rate ?? String(data.commissionRateBps / 100);
  const rateBps = Math.round(Number(shownRate) * 100);
  const rateOk = /^\d+(\.\d{1,2})?$/.test(shownRate.trim()) && isCommissionRate(rateBps);
  const saveRate = async () => {
    try {
      await apiFetch('/admin/commission', { method: 'PUT', body: { rateBps } });
      enqueueSnackbar(translate('adminMoney.rateSaved'), { variant: 'success' });
      setRate(null);
      setVersion((v) => v + 1);
    } catch (error) {
      console.error('Saving the commission rate failed', error);
      enqueueSnackbar(translate('money.failed'), { variant: 'error' });
    }
  };
  // The bars stack the providers' share and the commission: together, the month's gross.
  const chart = {
    labels: data.months.map((m) => monthLabel(m.month, dateLocale)),
    series: [
      { label: t('adminMoney.share'), data: data.months.map((m) => m.gross - m.commission) },
      { label: t('adminMoney.commission'), data: data.months.map((m) => m.commission) },
    ],
    format: formatPrice,
  };
  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1100, mx: 'auto' }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {t('adminMoney.heading')}
      </Typography>
      <Stack
        direction="row"
        useFlexGap
        sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'flex-start', mb: 3 }}
      >
        <TextField
          label={t('adminMoney.rate')}
          value={shownRate}
          onChange={(event) => setRate(latinDigits(event.target.value))}
          error={!rateOk}
          helperText={rateOk ? t('adminMoney.rateHelp') : t('adminMoney.rateInvalid')}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <Button
          variant="contained"
          disabled={!rateOk}
          onClick={() => void saveRate()}
          sx={{ mt: 1 }}
        >
          {t('adminMoney.saveRate')}
        </Button>
      </Stack>
      <Paper
        variant="outlined"
        component="section"
        sx={{ p: 2, mb: 3 }}
        aria-labelledby="admin-months"
      >
        <Typography id="admin-months" variant="h6" component="h2">
          {t('adminMoney.months')}
        </Typography>
        <Suspense fallback={<Spinner label={t('earnings.chartLoading')} />}>
          <MoneyChart title={t('adminMoney.months')} {...chart} />
        </Suspense>
        <MoneyTable
          title={t('adminMoney.months')}
          labelHeading={t('adminMoney.month')}
          totalHeading={t('adminMoney.gross')}
          {...chart}
        />
      </Paper>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, mb: 3 }}>
        <Bills title={t('adminMoney.disputed')} bills={data.disputed} />
        <Bills title={t('adminMoney.disagreements')} bills={data.disagreements} />
      </Stack>
      <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('adminMoney.days')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('adminMoney.day')}</TableCell>
              <TableCell align="right">{t('adminMoney.bookings')}</TableCell>
              <TableCell align="right">{t('adminMoney.gross')}</TableCell>
              <TableCell align="right">{t('adminMoney.commission')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.days.map((day) => (
              <TableRow key={day.day}>
                <TableCell>{dayLabel(day.day, dateLocale)}</TableCell>
                <TableCell align="right">{formatNumber(day.bookings)}</TableCell>
                <TableCell align="right">{formatPrice(day.gross)}</TableCell>
                <TableCell align="right">{formatPrice(day.commission)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      <Box sx={{ mt: 3 }}>
        <ReconciliationSection />
      </Box>
    </Box>
  );
}
