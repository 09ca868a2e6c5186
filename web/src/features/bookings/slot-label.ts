/**
 * A booking's slot as the dashboards show it, in the reader's language: its Dhaka date in their
 * date locale and the time window's name from the catalogue ('Tue, 24 Nov 2026, Evening (4–8 pm)',
 * 'মঙ্গল, ২৪ নভে, ২০২৬, সন্ধ্যা (বিকেল ৪টা–রাত ৮টা)').
 */
import { useMemo } from 'react';
import { slotLabel } from '@meramot/domain/booking-time';
import type { TimeWindow } from '@meramot/domain/booking-time';
import { useI18n } from '../../lib/i18n';
import type { Translate } from '../../lib/i18n';

/** The time windows' names in the active language. */
export function timeWindowLabels(t: Translate): Record<TimeWindow, string> {
  return {
    morning: t('timeWindow.morning'),
    afternoon: t('timeWindow.afternoon'),
    evening: t('timeWindow.evening'),
  };
}

export function useSlotLabel(): (sDate: string, window?: TimeWindow) => string {
  const { t, dateLocale } = useI18n();
  return useMemo(() => {
    const labels = timeWindowLabels(t);
    return (sDate, window) => slotLabel(sDate, window, dateLocale, labels);
  }, [t, dateLocale]);
}
