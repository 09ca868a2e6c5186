/**
 * The daily reconciliation's last report on the admin's money page (GET /api/admin/reconciliation):
 * when it ran and, for the ledger, the running totals and the listings, how many documents it
 * checked and repaired (docs/money.md, "Reconciliation").
 */
import { useCallback } from 'react';
import { List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import type { ReconciliationPart, ReconciliationReport } from '@meramot/domain/reconciliation';
import { Spinner } from '../../components/Spinner';
import { useRequest } from '../../components/use-live';
import { apiFetch } from '../../lib/api';
import { useI18n } from '../../lib/i18n';

const PARTS = [
  ['ledger', 'reconciliation.ledger'],
  ['totals', 'reconciliation.totals'],
  ['listings', 'reconciliation.listings'],
] as const;

export function ReconciliationSection() {
  const { t, formatNumber, formatDhakaDateTime } = useI18n();
  const request = useCallback(
    (signal: AbortSignal) =>
      apiFetch<{ report: ReconciliationReport | null }>('/admin/reconciliation', { signal }),
    [],
  );
  const answer = useRequest('reconciliation', request);
  const counts = (part: ReconciliationPart) =>
    [
      t('reconciliation.counts', {
        checked: formatNumber(part.checked),
        repaired: formatNumber(part.repaired),
      }),
      part.repairedIds.length > 0 ? part.repairedIds.join(', ') : null,
      part.complete ? null : t('reconciliation.cut'),
    ]
      .filter(Boolean)
      .join(' · ');
  let body: React.ReactNode;
  if (answer.status === 'loading' && !answer.data) {
    body = <Spinner label={t('reconciliation.loading')} />;
  } else if (!answer.data) {
    body = <Typography role="alert">{t('reconciliation.failed')}</Typography>;
  } else if (!answer.data.report) {
    body = <Typography color="text.secondary">{t('reconciliation.none')}</Typography>;
  } else {
    const report = answer.data.report;
    body = (
      <>
        <Typography color="text.secondary">
          {t('reconciliation.lastRun', {
            time: formatDhakaDateTime(Date.parse(report.finishedAt)),
          })}
        </Typography>
        <List dense>
          {PARTS.map(([part, label]) => (
            <ListItem key={part} sx={{ px: 0, overflowWrap: 'anywhere' }}>
              <ListItemText primary={t(label)} secondary={counts(report[part])} />
            </ListItem>
          ))}
        </List>
      </>
    );
  }
  return (
    <Paper
      variant="outlined"
      component="section"
      sx={{ p: 2, mb: 3 }}
      aria-labelledby="admin-reconciliation"
    >
      <Typography id="admin-reconciliation" variant="h6" component="h2">
        {t('reconciliation.heading')}
      </Typography>
      {body}
    </Paper>
  );
}
