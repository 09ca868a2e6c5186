import { useCallback, useId, useMemo, useState } from 'react';
import type { MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Badge, Button, IconButton, ListItemText, Menu, MenuItem, Typography } from '@mui/material';
import type { SxProps, Theme } from '@mui/material';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import type { BookingStatus } from '@meramot/domain/booking-status';
import { unreadCountOf } from '@meramot/domain/notifications';
import type { BookingNotification, NotificationKind } from '@meramot/domain/notifications';
import { useLive } from '../../components/use-live';
import type { Subscribe } from '../../components/use-live';
import { useFirestore } from '../../lib/firestore';
import { useI18n } from '../../lib/i18n';
import type { MessageKey, Translate } from '../../lib/i18n';
import { markNotificationsRead, watchNotifications } from './notifications-data';

/** The message of each kind, and of each status a provider's move sets. */
const MESSAGE_OF_MOVE: Partial<Record<BookingStatus, MessageKey>> = {
  Pending: 'notifications.movedPending',
  Working: 'notifications.movedWorking',
  Completed: 'notifications.movedCompleted',
};
const MESSAGE_OF_KIND: Record<Exclude<NotificationKind, 'statusChanged'>, MessageKey> = {
  booked: 'notifications.booked',
  cancelled: 'notifications.cancelled',
  declined: 'notifications.declined',
};

/** What happened, in one sentence of the current language. */
export function notificationText(notification: BookingNotification, t: Translate): string {
  const values = { who: notification.otherPartyName, service: notification.serviceName };
  const key =
    notification.kind === 'statusChanged'
      ? (MESSAGE_OF_MOVE[notification.status] ?? 'notifications.movedPending')
      : MESSAGE_OF_KIND[notification.kind];
  return t(key, values);
}

/** Where the booking is: the provider's Service ToDo or the customer's Booked Services. */
function screenOf(notification: BookingNotification): string {
  return notification.kind === 'booked' || notification.kind === 'cancelled'
    ? '/serviceToDo'
    : '/bookedServices';
}

/** The signed-in person's latest notifications, live; a failing listener shows none. */
function useLiveNotifications(uid: string): BookingNotification[] {
  const db = useFirestore();
  const subscribe = useCallback<Subscribe<BookingNotification[]>>(
    (onData, onError) =>
      watchNotifications(db, uid, onData, (error) => {
        console.error('Listening to the notifications failed', error);
        onError(error);
      }),
    [db, uid],
  );
  return useLive(uid, subscribe).data ?? [];
}

export interface NotificationBellProps {
  uid: string;
  /** In the phone drawer: the word beside the bell. */
  withLabel?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * The bell: the unread count of the latest notifications, live, and their list newest first.
 * Opening the list marks the unread ones read.
 */
export function NotificationBell({ uid, withLabel = false, sx }: NotificationBellProps) {
  const db = useFirestore();
  const { t, formatNumber, dateLocale } = useI18n();
  const whenFormat = useMemo(
    () =>
      new Intl.DateTimeFormat(dateLocale, {
        day: 'numeric',
        month: 'short',
        hour: 'numeric',
        minute: '2-digit',
      }),
    [dateLocale],
  );
  const notifications = useLiveNotifications(uid);
  const unread = unreadCountOf(notifications);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();

  const open = (event: MouseEvent<HTMLElement>) => {
    setAnchor(event.currentTarget);
    const unreadIds = notifications.filter((n) => !n.read).map((n) => n.id);
    if (unreadIds.length === 0) return;
    // The count drops when the listener sees them read; a refused write leaves them unread.
    markNotificationsRead(db, unreadIds).catch((error: unknown) =>
      console.error('Marking the notifications read failed', error),
    );
  };
  const label = t('notifications.bell', { count: formatNumber(unread) });
  const buttonProps = {
    color: 'inherit',
    'aria-label': label,
    'aria-haspopup': 'menu',
    'aria-controls': anchor ? menuId : undefined,
    'aria-expanded': anchor ? 'true' : 'false',
    onClick: open,
    sx,
  } as const;
  const bell = (
    <Badge badgeContent={unread} color="error" max={9}>
      <NotificationsNoneOutlinedIcon aria-hidden />
    </Badge>
  );

  return (
    <>
      {withLabel ? (
        <Button {...buttonProps} startIcon={bell}>
          {t('notifications.title')}
        </Button>
      ) : (
        <IconButton {...buttonProps} title={label}>
          {bell}
        </IconButton>
      )}
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{
          paper: { sx: { width: 340, maxWidth: 'calc(100vw - 32px)', maxHeight: 420 } },
          list: { 'aria-label': t('notifications.title') },
        }}
      >
        {notifications.length === 0 ? (
          <MenuItem disabled>{t('notifications.empty')}</MenuItem>
        ) : (
          notifications.map((notification) => (
            <MenuItem
              key={notification.id}
              component={RouterLink}
              to={screenOf(notification)}
              onClick={() => setAnchor(null)}
              sx={{ whiteSpace: 'normal', alignItems: 'flex-start' }}
            >
              <ListItemText
                primary={notificationText(notification, t)}
                secondary={
                  <>
                    {notification.reason && (
                      <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                        “{notification.reason}”
                      </Typography>
                    )}
                    {notification.createdAtMillis > 0 &&
                      whenFormat.format(notification.createdAtMillis)}
                  </>
                }
                slotProps={{
                  primary: {
                    sx: {
                      fontWeight: notification.read ? 400 : 700,
                      overflowWrap: 'anywhere',
                    },
                  },
                  secondary: { sx: { overflowWrap: 'anywhere' } },
                }}
              />
            </MenuItem>
          ))
        )}
      </Menu>
    </>
  );
}
