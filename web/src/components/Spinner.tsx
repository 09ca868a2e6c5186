import { Box, CircularProgress } from '@mui/material';
import { useI18n } from '../lib/i18n';

/**
 * The loading spinner every screen shows while its data loads. `page`: a whole page is on its
 * way, so the spinner fills the window and the footer stays below it instead of jumping down
 * when the page arrives.
 */
export function Spinner({ label, page = false }: { label?: string; page?: boolean }) {
  const { t } = useI18n();
  return (
    <Box
      role="status"
      sx={{
        display: 'flex',
        justifyContent: 'center',
        py: 8,
        minHeight: page ? '100vh' : undefined,
      }}
    >
      <CircularProgress aria-label={label ?? t('common.loading')} />
    </Box>
  );
}
