import { useCallback, useId, useState } from 'react';
import type { MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Badge,
  Button,
  Collapse,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Menu,
  MenuItem,
  Typography,
} from '@mui/material';
import type { SxProps, Theme } from '@mui/material';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import type { BookingStatus } from '@meramot/domain/booking-status';
import { PROVIDER_NOTIFICATION_KINDS, unreadCountOf } from '@meramot/domain/notifications';
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
  billSent: 'notifications.billSent',
  billRevised: 'notifications.billRevised',
  billDisputed: 'notifications.billDisputed',
  billAccepted: 'notifications.billAccepted',
  paidMarked: 'notifications.paidMarked',
  cashReceived: 'notifications.cashReceived',
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
  return PROVIDER_NOTIFICATION_KINDS.includes(notification.kind)
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
  /** In the phone drawer: the word beside the bell, and the list unfolds under it. */
  withLabel?: boolean;
  /** Called when a notification's link is followed (the drawer closes). */
  onNavigate?: () => void;
  sx?: SxProps<Theme>;
}

/**
 * The bell: the unread count of the latest notifications, live, and their list newest first.
 * Opening the list marks the unread ones read.
 */
export function NotificationBell({
  uid,
  withLabel = false,
  onNavigate,
  sx,
}: NotificationBellProps) {
  const db = useFirestore();
  const { t, formatNumber } = useI18n();
  const notifications = useLiveNotifications(uid);
  const unread = unreadCountOf(notifications);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();

  // In the phone drawer the list unfolds under the bell, inside the drawer, so it never covers
  // the bell itself; elsewhere it is a menu under the navbar's bell.
  const [unfolded, setUnfolded] = useState(false);
  const listOpen = withLabel ? unfolded : anchor !== null;

  const open = (event: MouseEvent<HTMLElement>) => {
    if (withLabel) {
      const next = !unfolded;
      setUnfolded(next);
      if (!next) return;
    } else {
      setAnchor(event.currentTarget);
    }
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
    ...(withLabel ? {} : { 'aria-haspopup': 'menu' as const }),
    'aria-controls': listOpen ? menuId : undefined,
    'aria-expanded': listOpen ? 'true' : 'false',
    onClick: open,
    sx,
  } as const;
  const bell = (
    // The count in the language's digits, as the button's name says it ("১", not "1").
    <Badge
      badgeContent={unread > 9 ? `${formatNumber(9)}+` : formatNumber(unread)}
      invisible={unread === 0}
      color="error"
    >
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
      {withLabel ? (
        <Collapse in={unfolded} unmountOnExit>
          <List id={menuId} dense aria-label={t('notifications.title')} sx={{ pt: 0 }}>
            {notifications.length === 0 ? (
              <ListItem>
                <ListItemText primary={t('notifications.empty')} />
              </ListItem>
            ) : (
              notifications.map((notification) => (
                <ListItem key={notification.id} disablePadding>
                  <ListItemButton
                    component={RouterLink}
                    to={screenOf(notification)}
                    onClick={onNavigate}
                    sx={{ alignItems: 'flex-start' }}
                  >
                    <NotificationText notification={notification} />
                  </ListItemButton>
                </ListItem>
              ))
            )}
          </List>
        </Collapse>
      ) : (
        <Menu
          id={menuId}
          anchorEl={anchor}
          open={anchor !== null}
          onClose={() => setAnchor(null)}
          // Under the bell, not over it.
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
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
                <NotificationText notification={notification} />
              </MenuItem>
            ))
          )}
        </Menu>
      )}
    </>
  );
}

/** One notification: what happened (bold while unread), the reason given, and when in Dhaka. */
function NotificationText({ notification }: { notification: BookingNotification }) {
  const { t, formatDhakaDateTime } = useI18n();
  return (
    <ListItemText
      primary={notificationText(notification, t)}
      secondary={
        <>
          {notification.reason && (
            <Typography component="span" variant="body2" sx={{ display: 'block' }}>
              “{notification.reason}”
            </Typography>
          )}
          {notification.createdAtMillis > 0 && formatDhakaDateTime(notification.createdAtMillis)}
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
  );
}
