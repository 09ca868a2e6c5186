import { Box, CircularProgress } from '@mui/material';

/** The loading spinner every screen shows while its data loads. */
export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
