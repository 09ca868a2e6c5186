/**
 * Earnings (issue 20): the provider's money as the ledger booked it, exactly: this month and
 * last month (gross, commission, their share, jobs paid, the average bill), all time with the
 * commission they owe, and a chart of the last 12 months. The chart's library loads only here
 * and on the admin's screen (React.lazy), never on the home route.
 */
import { Suspense, lazy, useCallback } from 'react';
import { Box, Paper, Stack, Typography } from '@mui/material';
import { averageBillOf } from '@meramot/domain/ledger';
import type { EarningsTotals } from '@meramot/domain/ledger';
import { MoneyTable } from '../../components/MoneyTable';
import { Spinner } from '../../components/Spinner';
import { useRequest } from '../../components/use-live';
import { useUser } from '../../lib/auth-user';
import { useFirestore } from '../../lib/firestore';
import { useI18n } from '../../lib/i18n';
import { getEarnings } from './money-data';
import { monthLabel } from './month-label';

const MoneyChart = lazy(() => import('../../components/MoneyChart'));

function TotalsCard({
  title,
  totals,
  owed = false,
}: {
  title: string;
  totals: EarningsTotals;
  /** All time: the commission is what the provider owes for cash they received. */
  owed?: boolean;
}) {
  const { t, formatPrice, formatNumber } = useI18n();
  const average = averageBillOf(totals);
  const rows: [string, string][] = [
    [t('earnings.gross'), formatPrice(totals.gross)],
    [t(owed ? 'earnings.owed' : 'earnings.commission'), formatPrice(totals.commission)],
    [t('earnings.net'), formatPrice(totals.net)],
    [t('earnings.jobs'), formatNumber(totals.jobs)],
    [t('earnings.averageBill'), average === null ? t('earnings.noJobs') : formatPrice(average)],
  ];
  return (
    <Paper
      variant="outlined"
      component="section"
      sx={{ p: 2, flex: '1 1 15rem' }}
      aria-label={title}
    >
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', gap: 0.5 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt">{label}</Typography>
            <Typography component="dd" sx={{ m: 0, textAlign: 'right', fontWeight: 600 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

export default function EarningsPage() {
  const { data: user } = useUser();
  const db = useFirestore();
  const { t, formatPrice, dateLocale } = useI18n();
  const uid = user?.uid ?? '';
  const request = useCallback(() => getEarnings(db, uid, Date.now()), [db, uid]);
  const earnings = useRequest(uid, request);

  if (earnings.status === 'loading') return <Spinner label={t('earnings.loading')} />;
  if (!earnings.data) {
    return (
      <Typography role="alert" sx={{ p: 4, textAlign: 'center' }}>
        {t('earnings.failed')}
      </Typography>
    );
  }
  const { total, months } = earnings.data;
  const thisMonth = months.at(-1);
  const lastMonth = months.at(-2);
  // The bars stack the provider's share and the commission: together, the month's gross.
  const chart = {
    labels: months.map((m) => monthLabel(m.month, dateLocale)),
    series: [
      { label: t('earnings.net'), data: months.map((m) => m.net) },
      { label: t('earnings.commission'), data: months.map((m) => m.commission) },
    ],
    format: formatPrice,
  };
  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1100, mx: 'auto' }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {t('earnings.heading')}
      </Typography>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, mb: 3 }}>
        {thisMonth && <TotalsCard title={t('earnings.thisMonth')} totals={thisMonth} />}
        {lastMonth && <TotalsCard title={t('earnings.lastMonth')} totals={lastMonth} />}
        <TotalsCard title={t('earnings.allTime')} totals={total} owed />
      </Stack>
      <Paper variant="outlined" component="section" sx={{ p: 2 }} aria-labelledby="earnings-chart">
        <Typography id="earnings-chart" variant="h6" component="h2">
          {t('earnings.chartTitle')}
        </Typography>
        <Suspense fallback={<Spinner label={t('earnings.chartLoading')} />}>
          <MoneyChart title={t('earnings.chartTitle')} {...chart} />
        </Suspense>
        <MoneyTable
          title={t('earnings.chartTitle')}
          labelHeading={t('earnings.month')}
          totalHeading={t('earnings.gross')}
          {...chart}
        />
      </Paper>
    </Box>
  );
}
