import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Firestore } from 'firebase/firestore';
import type { BookingNotification } from '@meramot/domain/notifications';
import type { User } from 'firebase/auth';
import { useUser } from '../../lib/auth-user';
import { activateLanguage } from '../../lib/i18n';
import { LazyNotificationBell } from './LazyNotificationBell';
import { NotificationBell } from './NotificationBell';
import { markNotificationsRead, watchNotifications } from './notifications-data';

const appDb = vi.hoisted(() => ({ name: 'the app database' }) as unknown as Firestore);
vi.mock('../../lib/firestore', () => ({ useFirestore: () => appDb }));
vi.mock('../../lib/auth-user', () => ({ useUser: vi.fn(), useIsAdmin: () => false }));
vi.mock('./notifications-data', () => ({
  watchNotifications: vi.fn(),
  markNotificationsRead: vi.fn(),
}));

const notification = (
  id: string,
  change: Partial<BookingNotification> = {},
): BookingNotification => ({
  id,
  recipientUid: 'rahim-uid',
  bookingId: `booking-${id}`,
  kind: 'booked',
  status: 'pending',
  serviceName: 'House Wiring',
  otherPartyName: 'Farhana Islam',
  reason: null,
  read: false,
  createdAtMillis: Date.UTC(2030, 4, 1, 10, 0),
  ...change,
});

let answer: (notifications: BookingNotification[]) => void = () => undefined;
const unsubscribe = vi.fn();

const renderBell = () =>
  render(
    <MemoryRouter>
      <NotificationBell uid="rahim-uid" />
    </MemoryRouter>,
  );

describe('NotificationBell', () => {
  beforeEach(() => {
    unsubscribe.mockReset();
    vi.mocked(markNotificationsRead).mockReset().mockResolvedValue(undefined);
    vi.mocked(watchNotifications).mockImplementation((_db, _uid, onData) => {
      answer = onData;
      return unsubscribe;
    });
  });

  it('listens to the signed-in user’s notifications and counts the unread live', () => {
    const { unmount } = renderBell();
    expect(watchNotifications).toHaveBeenCalledWith(
      appDb,
      'rahim-uid',
      expect.any(Function),
      expect.any(Function),
    );
    expect(screen.getByRole('button', { name: 'Notifications, 0 unread' })).toBeInTheDocument();

    act(() => answer([notification('n2'), notification('n1', { read: true })]));
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();

    act(() => answer([notification('n3'), notification('n2'), notification('n1')]));
    expect(screen.getByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();

    unmount();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('lists them newest first as they came, and marks the unread read on opening', async () => {
    renderBell();
    act(() =>
      answer([
        notification('n3', {
          kind: 'cancelled',
          status: 'Cancelled',
          reason: 'Fixed it myself',
        }),
        notification('n2'),
        notification('n1', { read: true, serviceName: 'Deep Cleaning' }),
      ]),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Notifications, 2 unread' }));

    const items = within(screen.getByRole('menu', { name: 'Notifications' })).getAllByRole(
      'menuitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Farhana Islam cancelled House Wiring“Fixed it myself”/),
      expect.stringMatching(/^Farhana Islam booked House Wiring/),
      expect.stringMatching(/^Farhana Islam booked Deep Cleaning/),
    ]);
    expect(items[0]).toHaveAttribute('href', '/serviceToDo');
    expect(markNotificationsRead).toHaveBeenCalledWith(appDb, ['n3', 'n2']);

    // The listener sees them read: the count drops to none.
    await userEvent.keyboard('{Escape}');
    act(() =>
      answer([
        notification('n3', { read: true }),
        notification('n2', { read: true }),
        notification('n1', { read: true }),
      ]),
    );
    expect(screen.getByRole('button', { name: 'Notifications, 0 unread' })).toBeInTheDocument();
  });

  it('tells a customer of a decline and a status move, linking to Booked Services', async () => {
    renderBell();
    act(() =>
      answer([
        notification('n2', {
          kind: 'declined',
          status: 'Declined',
          otherPartyName: 'Rahim Uddin',
          reason: 'Away that week',
          read: true,
        }),
        notification('n1', {
          kind: 'statusChanged',
          status: 'Working',
          otherPartyName: 'Rahim Uddin',
          read: true,
        }),
      ]),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Notifications, 0 unread' }));

    const items = screen.getAllByRole('menuitem');
    expect(items[0]).toHaveTextContent('Rahim Uddin declined House Wiring“Away that week”');
    expect(items[1]).toHaveTextContent('Rahim Uddin set House Wiring to Working');
    expect(items[1]).toHaveAttribute('href', '/bookedServices');
    // Nothing was unread: nothing to write.
    expect(markNotificationsRead).not.toHaveBeenCalled();
  });

  it('says when there are none', async () => {
    renderBell();
    act(() => answer([]));
    await userEvent.click(screen.getByRole('button', { name: 'Notifications, 0 unread' }));
    expect(screen.getByRole('menuitem', { name: 'No notifications yet' })).toBeInTheDocument();
  });

  it('speaks Bangla when it is chosen, digits, day-part and Dhaka time included', async () => {
    await activateLanguage('bn');
    try {
      renderBell();
      act(() => answer([notification('n1')]));
      const bell = screen.getByRole('button', { name: 'নোটিফিকেশন, ১টি অপঠিত' });
      // The badge says the digit the name says (axe: label-content-name-mismatch).
      expect(bell).toHaveTextContent('১');
      expect(bell).not.toHaveTextContent('1');
      await userEvent.click(bell);
      const item = screen.getByRole('menuitem');
      expect(item).toHaveTextContent('Farhana Islam House Wiring বুক করেছেন');
      // 10:00 UTC is 4 pm in Dhaka: বিকেল, and no Latin AM/PM.
      expect(item).toHaveTextContent('১ মে, বিকেল ৪:০০');
      expect(item.textContent).not.toMatch(/\b[AP]M\b/i);
    } finally {
      await activateLanguage('en');
    }
  });

  it('says each time in Dhaka with am or pm, whatever the device’s zone', async () => {
    renderBell();
    act(() =>
      answer([
        notification('n2', { createdAtMillis: Date.UTC(2030, 4, 1, 10, 5) }),
        // 20:30 UTC on 1 May is 2:30 am on 2 May in Dhaka.
        notification('n1', { createdAtMillis: Date.UTC(2030, 4, 1, 20, 30), read: true }),
      ]),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Notifications, 1 unread' }));
    const items = screen.getAllByRole('menuitem');
    expect(items[0]).toHaveTextContent('1 May, 4:05 pm');
    expect(items[1]).toHaveTextContent('2 May, 2:30 am');
  });

  it('shows “9+” past nine unread, in the language’s digits', async () => {
    renderBell();
    const many = Array.from({ length: 12 }, (_, index) => notification(`n${index}`));
    act(() => answer(many));
    expect(screen.getByRole('button', { name: 'Notifications, 12 unread' })).toHaveTextContent(
      '9+',
    );
    await activateLanguage('bn');
    try {
      expect(screen.getByRole('button', { name: 'নোটিফিকেশন, ১২টি অপঠিত' })).toHaveTextContent(
        '৯+',
      );
    } finally {
      await activateLanguage('en');
    }
  });

  it('unfolds its list inside the phone drawer, under the bell, which stays in view', async () => {
    const onNavigate = vi.fn();
    render(
      <MemoryRouter>
        <NotificationBell uid="rahim-uid" withLabel onNavigate={onNavigate} />
      </MemoryRouter>,
    );
    act(() => answer([notification('n1')]));
    const bell = screen.getByRole('button', { name: 'Notifications, 1 unread' });
    expect(bell).toHaveTextContent('Notifications');
    expect(bell).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(bell);
    // No popover over the drawer: a list right after the bell, which stays where it was.
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Notifications' });
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    expect(bell).toHaveAttribute('aria-controls', list.id);
    expect(bell.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(markNotificationsRead).toHaveBeenCalledWith(appDb, ['n1']);

    const link = within(list).getByRole('link', { name: /Farhana Islam booked House Wiring/ });
    expect(link).toHaveAttribute('href', '/serviceToDo');
    await userEvent.click(link);
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });
});

describe('LazyNotificationBell', () => {
  beforeEach(() => {
    vi.mocked(watchNotifications).mockImplementation((_db, _uid, onData) => {
      answer = onData;
      return unsubscribe;
    });
  });

  it('shows nothing to a visitor', () => {
    vi.mocked(useUser).mockReturnValue({ status: 'success', data: null });
    const { container } = render(
      <MemoryRouter>
        <LazyNotificationBell />
      </MemoryRouter>,
    );
    expect(container).toBeEmptyDOMElement();
    expect(watchNotifications).not.toHaveBeenCalled();
  });

  it('loads the bell of the signed-in user', async () => {
    vi.mocked(useUser).mockReturnValue({
      status: 'success',
      data: { uid: 'farhana-uid' } as User,
    });
    render(
      <MemoryRouter>
        <LazyNotificationBell />
      </MemoryRouter>,
    );
    expect(
      await screen.findByRole('button', { name: 'Notifications, 0 unread' }),
    ).toBeInTheDocument();
    // The listener starts in an effect, which a busy machine may run a moment after the paint.
    await waitFor(() =>
      expect(watchNotifications).toHaveBeenCalledWith(
        appDb,
        'farhana-uid',
        expect.any(Function),
        expect.any(Function),
      ),
    );
  });
});
