/**
 * An appointment's date as people read it in `locale` ("12 Dec 2025" in en-GB, "১২ ডিসে, ২০২৫"
 * in bn-BD). A bare yyyy-mm-dd is that calendar day wherever the reader is; anything unparseable
 * is shown as stored.
 */
export function formatAppointmentDate(date: string, locale = 'en-GB'): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const when = day
    ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]))
    : new Date(Date.parse(date));
  if (Number.isNaN(when.getTime())) return date;
  return when.toLocaleDateString(locale, { day: 'numeric', month: 'short', year: 'numeric' });
}
