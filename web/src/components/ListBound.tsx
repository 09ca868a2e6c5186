/**
 * What a bounded live list offers under its rows (domain/src/list-limits.ts, listBoundOf):
 * "Load more" while its last answer filled the limit and the bound allows more, a note once
 * only the newest are shown, nothing when the whole list is on screen.
 */
import { Box, Button, Typography } from '@mui/material';
import type { ListBound as Bound } from '@meramot/domain/list-limits';
import { useI18n } from '../lib/i18n';

export function ListBound({
  bound,
  shown,
  onMore,
}: {
  bound: Bound;
  /** How many rows the list shows. */
  shown: number;
  onMore?: () => void;
}) {
  const { t, formatNumber } = useI18n();
  if (bound === 'complete') return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
      {bound === 'more' && onMore ? (
        <Button variant="outlined" onClick={onMore}>
          {t('list.loadMore')}
        </Button>
      ) : (
        <Typography role="note" color="text.secondary" sx={{ textAlign: 'center' }}>
          {t('list.newestShown', { count: formatNumber(shown) })}
        </Typography>
      )}
    </Box>
  );
}
