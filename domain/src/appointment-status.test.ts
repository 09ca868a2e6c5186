import { describe, expect, it } from 'vitest';
import { appointmentStatus } from './appointment-status';

describe('appointmentStatus', () => {
  it('keeps a day Upcoming for the whole of that day in Dhaka, not only until midnight UTC', () => {
    // 07:00 in Dhaka on 24 November is 01:00 UTC: past the day's UTC midnight, not its Dhaka end.
    expect(appointmentStatus('2026-11-24', new Date('2026-11-24T01:00:00Z'))).toBe('Upcoming');
    // 23:59 in Dhaka on the 24th.
    expect(appointmentStatus('2026-11-24', new Date('2026-11-24T17:59:00Z'))).toBe('Upcoming');
    // 00:00 in Dhaka on the 25th: the day is over.
    expect(appointmentStatus('2026-11-24', new Date('2026-11-24T18:00:00Z'))).toBe('Expired');
  });

  it('reads a date-time as its instant', () => {
    const now = new Date('2026-11-24T06:00:00Z');
    expect(appointmentStatus('2026-11-24T05:59:00Z', now)).toBe('Expired');
    expect(appointmentStatus('2026-11-24T06:01:00+06:00', now)).toBe('Expired');
    expect(appointmentStatus('2026-11-24T12:01:00+06:00', now)).toBe('Upcoming');
  });

  it('leaves what is not a date Upcoming', () => {
    expect(appointmentStatus('soon')).toBe('Upcoming');
    expect(appointmentStatus('2026-13-45')).toBe('Upcoming');
  });
});
