/**
 * The money chart of the earnings and the admin's screens: one bar per month, stacked parts
 * (e.g. the provider's share and the commission). MUI X Charts, which fits the app's theme;
 * every screen loads this module with React.lazy, so the library never reaches the home route.
 */
import { BarChart } from '@mui/x-charts/BarChart';
import { usePhoneLayout } from './use-phone-layout';

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
  /** What the chart shows, for screen readers (the numbers are in MoneyTable beside it). */
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
  const phone = usePhoneLayout();
  return (
    <div role="img" aria-label={title}>
      <BarChart
        height={height}
        xAxis={[
          phone
            ? // Twelve months do not fit side by side at 375 px, and the library would drop
              // labels (the one month with money among them): upright, every one fits.
              {
                scaleType: 'band',
                data: labels,
                tickLabelInterval: () => true,
                tickLabelStyle: { angle: -90, textAnchor: 'end', fontSize: 11 },
                height: 56,
              }
            : { scaleType: 'band', data: labels },
        ]}
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
