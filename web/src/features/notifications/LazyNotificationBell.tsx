import { Suspense, lazy } from 'react';
import type { ReactNode } from 'react';
import { useUser } from '../../lib/auth-user';
import type { NotificationBellProps } from './NotificationBell';

// The bell reads Firestore: its code (and the SDK's) loads only once someone is signed in.
const NotificationBell = lazy(() =>
  import('./NotificationBell').then((module) => ({ default: module.NotificationBell })),
);

/** The signed-in person's bell (nothing for a visitor), loaded when first shown. */
export function LazyNotificationBell({
  placeholder = null,
  ...props
}: Omit<NotificationBellProps, 'uid'> & {
  /** What holds the bell's place while its code loads. */
  placeholder?: ReactNode;
}) {
  const { status, data: user } = useUser();
  if (status !== 'success' || !user) return null;
  return (
    <Suspense fallback={placeholder}>
      <NotificationBell uid={user.uid} {...props} />
    </Suspense>
  );
}
