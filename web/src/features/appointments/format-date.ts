/**
 * An appointment's date as people read it ("12 Dec 2025"). A bare yyyy-mm-dd is that calendar
 * day wherever the reader is; anything unparseable is shown as stored.
 */
export function formatAppointmentDate(date: string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const when = day
    ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]))
    : new Date(Date.parse(date));
  if (Number.isNaN(when.getTime())) return date;
  return when.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
}
