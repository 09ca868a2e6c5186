import { describe, expect, it } from 'vitest';
import { formatAppointmentDate } from './format-date';

describe('formatAppointmentDate', () => {
  it('shows a yyyy-mm-dd date as that calendar day', () => {
    expect(formatAppointmentDate('2025-12-01')).toBe('1 Dec 2025');
  });

  it("writes the date in the reader's locale: Bangla digits and month in bn-BD", () => {
    expect(formatAppointmentDate('2025-12-01', 'bn-BD')).toBe('১ ডিসে, ২০২৫');
  });

  it('shows a date-time by its date, and anything else as stored', () => {
    expect(formatAppointmentDate('2025-06-15T10:00:00')).toBe('15 Jun 2025');
    expect(formatAppointmentDate('next Tuesday')).toBe('next Tuesday');
  });
});
