/**
 * How a booking's status shows (docs/product.md §4, issue 13): Completed green, Working as 'Working...'
 * with an hourglass and a pulse, Cancelled grey, Declined red, a waiting one yellow. The chip
 * has its own solid colours, so it reads the same in light and dark mode.
 */
import type { ReactElement } from 'react';
import { Chip } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import BlockIcon from '@mui/icons-material/Block';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { bookingStatusTone, providerStatusOf } from '@meramot/domain/booking-status';
import type { BookingStatus, BookingStatusTone } from '@meramot/domain/booking-status';
import { useI18n } from '../../lib/i18n';
import type { MessageKey } from '../../lib/i18n';

/** Background and text colours of each tone (text contrast at least 4.5:1). */
export const STATUS_COLOURS: Record<BookingStatusTone, { background: string; text: string }> = {
  completed: { background: '#15803d', text: '#ffffff' },
  working: { background: '#1d4ed8', text: '#ffffff' },
  waiting: { background: '#facc15', text: '#422006' },
  cancelled: { background: '#4b5563', text: '#ffffff' },
  declined: { background: '#b91c1c', text: '#ffffff' },
};

const ICONS: Record<BookingStatusTone, ReactElement> = {
  completed: <CheckCircleIcon />,
  working: <HourglassTopIcon data-testid="hourglass" />,
  waiting: <ScheduleIcon />,
  cancelled: <CancelIcon />,
  declined: <BlockIcon />,
};

const pulse = keyframes`
  0%, 100% { opacity: 1; transform: scale(1); }
  50% { opacity: 0.65; transform: scale(0.96); }
`;

/** A status's name in the catalogue; the badge shows Working as 'Working...'. */
export function statusKey(status: BookingStatus, badge = false): MessageKey {
  const shown = providerStatusOf(status);
  return badge && shown === 'Working' ? 'bookingStatus.workingBadge' : `bookingStatus.${shown}`;
}

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useI18n();
  const tone = bookingStatusTone(status);
  const colours = STATUS_COLOURS[tone];
  const icon = ICONS[tone];
  return (
    <Chip
      data-tone={tone}
      icon={icon}
      label={t(statusKey(status, true))}
      sx={{
        fontWeight: 600,
        backgroundColor: colours.background,
        color: colours.text,
        '& .MuiChip-icon': { color: colours.text },
        ...(tone === 'working' && { animation: `${pulse} 1.6s ease-in-out infinite` }),
      }}
    />
  );
}
