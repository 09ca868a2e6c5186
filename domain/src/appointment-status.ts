/**
 * docs/product.md §4: an appointment is Expired when its date is before now, otherwise Upcoming. A date
 * without a time is a day in Dhaka, as bookings' dates are: it stays Upcoming all that day, not
 * only until midnight UTC (06:00 in Dhaka). A date-time is its instant.
 */
import { dhakaDateOf } from './booking-time';

export type AppointmentStatus = 'Expired' | 'Upcoming';

const PLAIN_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function appointmentStatus(date: string, now: Date = new Date()): AppointmentStatus {
  if (PLAIN_DATE.test(date)) {
    if (!Number.isFinite(Date.parse(date))) return 'Upcoming';
    return date < dhakaDateOf(now.getTime()) ? 'Expired' : 'Upcoming';
  }
  const when = Date.parse(date);
  return Number.isFinite(when) && when < now.getTime() ? 'Expired' : 'Upcoming';
}
