import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import type { Breakpoint } from '@mui/material';

/** A bullet-free list laid out as a responsive grid: the card sections of home, about, services. */
export function GridList({
  columns,
  gap = 3,
  children,
}: {
  /** grid-template-columns per breakpoint, e.g. { xs: '1fr', md: 'repeat(3, 1fr)' }. */
  columns: Partial<Record<Breakpoint, string>>;
  gap?: number;
  /** The <li> items. */
  children: ReactNode;
}) {
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap, gridTemplateColumns: columns }}
    >
      {children}
    </Box>
  );
}
