import type { ReactNode } from 'react';
import {
  Box,
  Paper,
  Stack,
  Table,
  TableBody,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Spinner } from './Spinner';
import { usePhoneLayout } from './use-phone-layout';

interface TableScreenProps {
  heading: string;
  maxWidth: number;
  loading: boolean;
  loadingLabel: string;
  /** Shown instead of the table when there are no rows. */
  emptyText: string;
  tableLabel: string;
  /** The cells of the header row. */
  columns: ReactNode;
  rows: ReactNode[];
  /** On phones, one card (an <li>) per row instead of the table, if given. */
  cards?: ReactNode[];
  /** Under the rows, once they are shown (Load more, or a note that the list is bounded). */
  footer?: ReactNode;
  /** Dialogs and the like that belong to the screen. */
  children?: ReactNode;
}

/** A dashboard screen of docs/product.md §2: heading, a spinner while loading, the empty text or a table. */
export function TableScreen({
  heading,
  maxWidth,
  loading,
  loadingLabel,
  emptyText,
  tableLabel,
  columns,
  rows,
  cards,
  footer,
  children,
}: TableScreenProps) {
  const phone = usePhoneLayout();
  return (
    <Box sx={{ maxWidth, mx: 'auto', px: 2, py: { xs: 4, md: 6 } }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, textAlign: 'center', mb: 4 }}>
        {heading}
      </Typography>
      {loading ? (
        <Spinner label={loadingLabel} />
      ) : rows.length === 0 ? (
        <Typography sx={{ textAlign: 'center', py: 6 }} color="text.secondary">
          {emptyText}
        </Typography>
      ) : phone && cards ? (
        <Stack
          component="ul"
          aria-label={tableLabel}
          spacing={2}
          sx={{ p: 0, m: 0, listStyle: 'none' }}
        >
          {cards}
        </Stack>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label={tableLabel}>
            <TableHead>
              <TableRow>{columns}</TableRow>
            </TableHead>
            <TableBody>{rows}</TableBody>
          </Table>
        </TableContainer>
      )}
      {!loading && rows.length > 0 && footer}
      {children}
    </Box>
  );
}
