import { Button } from '@mui/material';
import { useI18n } from '../lib/i18n';

/** "Load more" under a paged public list: asks for the next page, off while one is loading. */
export function LoadMoreButton({ loading, onClick }: { loading: boolean; onClick: () => void }) {
  const { t } = useI18n();
  return (
    <Button sx={{ mt: 2 }} variant="outlined" onClick={onClick} disabled={loading}>
      {t('services.loadMore')}
    </Button>
  );
}
