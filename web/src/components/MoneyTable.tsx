/**
 * The money chart's text version: the same months and amounts as a table, for screen readers
 * (visually hidden; the chart beside it is the picture). It is not lazy, so it is there before
 * the chart's library has loaded, and its rows add up the stacked parts to the bar's total.
 */
import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import type { MoneyChartProps } from './MoneyChart';

export interface MoneyTableProps extends Pick<MoneyChartProps, 'labels' | 'series' | 'format'> {
  /** The table's caption: what the chart shows. */
  title: string;
  /** The first column's heading (the months). */
  labelHeading: string;
  /** The heading of the last column, the stacked parts' sum (e.g. the gross). */
  totalHeading: string;
}

export function MoneyTable({
  title,
  labelHeading,
  totalHeading,
  labels,
  series,
  format,
}: MoneyTableProps) {
  // Hidden by its box: a table ignores overflow, so hidden itself it would still widen the page.
  return (
    <Box sx={visuallyHidden}>
      <Table size="small">
        <caption>{title}</caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {labelHeading}
            </TableCell>
            {series.map((s) => (
              <TableCell key={s.label} component="th" scope="col" align="right">
                {s.label}
              </TableCell>
            ))}
            <TableCell component="th" scope="col" align="right">
              {totalHeading}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {labels.map((label, index) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row">
                {label}
              </TableCell>
              {series.map((s) => (
                <TableCell key={s.label} align="right">
                  {format(s.data[index] ?? 0)}
                </TableCell>
              ))}
              <TableCell align="right">
                {format(series.reduce((sum, s) => sum + (s.data[index] ?? 0), 0))}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
