/** SPEC.md §4: an appointment is Expired when its date is before now, otherwise Upcoming. */
export type AppointmentStatus = 'Expired' | 'Upcoming';

export function appointmentStatus(date: string, now: Date = new Date()): AppointmentStatus {
  const when = Date.parse(date);
  return Number.isFinite(when) && when < now.getTime() ? 'Expired' : 'Upcoming';
}
