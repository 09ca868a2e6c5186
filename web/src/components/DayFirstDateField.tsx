/**
 * A calendar date picked as day, month and year, in that order in both languages (the browser's
 * date input follows the device's locale: mm/dd/yyyy on many phones). Three native selects in a
 * group named by the label; the value is an ISO date (yyyy-mm-dd) once all three are chosen, and
 * '' until then. The days offered follow the chosen month and year (no 31 February).
 */
import { useState } from 'react';
import { Box, FormHelperText, FormLabel, TextField } from '@mui/material';
import { NUMBER_LOCALES, useI18n } from '../lib/i18n';

export interface DayFirstDateFieldProps {
  /** The base of the three selects' names and ids: `<name>Day`, `<name>Month`, `<name>Year`. */
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  required?: boolean;
  error?: boolean;
  helperText?: string;
  /** The years offered, in order. */
  years: readonly number[];
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The days of a month (February by the year; 31 while the month is unknown). */
function daysIn(year: number | null, month: number | null): number {
  if (month === null) return 31;
  return new Date(Date.UTC(year ?? 2000, month, 0)).getUTCDate();
}

export function DayFirstDateField({
  name,
  label,
  value,
  onChange,
  onBlur,
  required = false,
  error = false,
  helperText,
  years,
}: DayFirstDateFieldProps) {
  const { t, formatNumber, dateLocale, language } = useI18n();
  const match = ISO_DATE.exec(value);
  // The parts chosen so far; a complete value from outside (a reset) replaces them.
  const [parts, setParts] = useState(() => ({
    day: match ? Number(match[3]) : null,
    month: match ? Number(match[2]) : null,
    year: match ? Number(match[1]) : null,
  }));
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    if (match || value === '') {
      setParts({
        day: match ? Number(match[3]) : null,
        month: match ? Number(match[2]) : null,
        year: match ? Number(match[1]) : null,
      });
    }
  }

  const choose = (part: 'day' | 'month' | 'year', text: string) => {
    const next = { ...parts, [part]: text === '' ? null : Number(text) };
    if (next.day !== null && next.day > daysIn(next.year, next.month)) next.day = null;
    setParts(next);
    const pad = (n: number) => String(n).padStart(2, '0');
    const iso =
      next.day !== null && next.month !== null && next.year !== null
        ? `${next.year}-${pad(next.month)}-${pad(next.day)}`
        : '';
    setSeen(iso);
    onChange(iso);
  };

  const monthName = new Intl.DateTimeFormat(dateLocale, { month: 'long', timeZone: 'UTC' });
  const yearFormat = new Intl.NumberFormat(NUMBER_LOCALES[language], { useGrouping: false });
  const labelId = `${name}-label`;
  const helperId = `${name}-helper`;
  const select = (
    part: 'day' | 'month' | 'year',
    partLabel: string,
    options: { value: number; text: string }[],
  ) => (
    <TextField
      select
      id={`${name}-${part}`}
      name={`${name}${part[0]?.toUpperCase()}${part.slice(1)}`}
      label={partLabel}
      value={parts[part] ?? ''}
      onChange={(event) => choose(part, event.target.value)}
      onBlur={onBlur}
      error={error}
      required={required}
      size="small"
      fullWidth
      slotProps={{
        select: { native: true },
        inputLabel: { shrink: true },
        htmlInput: { 'aria-describedby': helperText ? helperId : undefined },
      }}
    >
      <option value="" disabled />
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.text}
        </option>
      ))}
    </TextField>
  );

  const daySelect = select(
    'day',
    t('date.day'),
    Array.from({ length: daysIn(parts.year, parts.month) }, (_, index) => ({
      value: index + 1,
      text: formatNumber(index + 1),
    })),
  );
  const monthSelect = select(
    'month',
    t('date.month'),
    Array.from({ length: 12 }, (_, index) => ({
      value: index + 1,
      text: monthName.format(Date.UTC(2000, index, 1)),
    })),
  );
  const yearSelect = select(
    'year',
    t('date.year'),
    years.map((year) => ({ value: year, text: yearFormat.format(year) })),
  );

  return (
    <Box role="group" aria-labelledby={labelId}>
      <FormLabel
        id={labelId}
        required={required}
        error={error}
        sx={{ display: 'block', typography: 'caption', mb: 1 }}
      >
        {label}
      </FormLabel>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: '1fr 1.6fr 1.2fr' }}>
        {daySelect}
        {monthSelect}
        {yearSelect}
      </Box>
      {helperText && (
        <FormHelperText id={helperId} error={error}>
          {helperText}
        </FormHelperText>
      )}
    </Box>
  );
}
