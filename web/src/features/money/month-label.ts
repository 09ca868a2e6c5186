/** A yyyy-mm month as the reader reads it ("Nov 26", "নভে ২৬"). */
export function monthLabel(month: string, locale: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number - 1, 1)).toLocaleDateString(locale, {
    month: 'short',
    year: '2-digit',
    timeZone: 'UTC',
  });
}
