/**
 * The money chart of the earnings and the admin's screens: one bar per month, stacked parts
 * (e.g. the provider's share and the commission). MUI X Charts, which fits the app's theme;
 * every screen loads this module with React.lazy, so the library never reaches the home route.
 */
import { BarChart } from '@mui/x-charts/BarChart';

export interface MoneySeries {
  label: string;
  data: number[];
}

export interface MoneyChartProps {
  /** The x axis: one label per bar (months, in the reader's language). */
  labels: string[];
  series: MoneySeries[];
  /** Each amount as the reader reads it (৳ and the language's digits). */
  format: (value: number) => string;
  /** What the chart shows, for screen readers (the numbers are also in a table beside it). */
  title: string;
  height?: number;
}

export default function MoneyChart({
  labels,
  series,
  format,
  title,
  height = 280,
}: MoneyChartProps) {
  return (
    <div role="img" aria-label={title}>
      <BarChart
        height={height}
        xAxis={[{ scaleType: 'band', data: labels }]}
        yAxis={[{ valueFormatter: (value: number) => format(value), width: 72 }]}
        series={series.map((s) => ({
          label: s.label,
          data: s.data,
          stack: 'money',
          valueFormatter: (value: number | null) => (value === null ? '' : format(value)),
        }))}
        margin={{ left: 8, right: 8 }}
      />
    </div>
  );
}
