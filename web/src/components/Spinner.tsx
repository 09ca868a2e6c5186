import { Box, CircularProgress } from '@mui/material';

/**
 * The loading spinner every screen shows while its data loads. `page`: a whole page is on its
 * way, so the spinner fills the window and the footer stays below it instead of jumping down
 * when the page arrives.
 */
export function Spinner({ label = 'Loading', page = false }: { label?: string; page?: boolean }) {
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
      <CircularProgress aria-label={label} />
    </Box>
  );
}
