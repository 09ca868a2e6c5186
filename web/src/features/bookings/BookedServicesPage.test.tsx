import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useUser } from '../../lib/auth-user';
import type { Firestore } from 'firebase/firestore';
import type { Booking } from '@meramot/domain/entities';
import { DASHBOARD_PAGE_SIZE } from '@meramot/domain/list-limits';
import { activateLanguage } from '../../lib/i18n';
import BookedServicesPage from './BookedServicesPage';
import { changeBookingStatus, watchBookings } from './bookings-data';
import type { BookingsCursor } from './bookings-data';
import {
  MIXED_WORK,
  OPEN_WORK_FIRST,
  customer,
  makeBooking,
  renderWithProviders,
} from './test-utils';
import { onAPhone } from '../../test/phone-viewport';

const appDb = vi.hoisted(() => ({ name: 'the app database' }) as unknown as Firestore);
vi.mock('../../lib/auth-user', () => ({ useUser: vi.fn(), useIsAdmin: () => false }));
vi.mock('../../lib/firestore', () => ({ useFirestore: () => appDb }));
vi.mock('./bookings-data', () => ({ watchBookings: vi.fn(), changeBookingStatus: vi.fn() }));

const unsubscribe = vi.fn();
let push: (bookings: Booking[], last?: BookingsCursor | null) => void = () => undefined;
let fail: (error: Error) => void = () => undefined;

function show(bookings: Booking[]) {
  act(() => push(bookings));
}

function statusOf(name: string): HTMLElement {
  const row = screen.getByText(name).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  const badge = row.querySelector<HTMLElement>('[data-tone]');
  if (!badge) throw new Error(`no status for ${name}`);
  return badge;
}

describe('BookedServicesPage', () => {
  beforeEach(() => {
    vi.mocked(useUser).mockReturnValue({ status: 'success', data: customer } as ReturnType<
      typeof useUser
    >);
    unsubscribe.mockReset();
    vi.mocked(watchBookings).mockReset();
    vi.mocked(watchBookings).mockImplementation((_db, _role, _uid, onNext, onError) => {
      push = (bookings, last = null) => onNext(bookings, last);
      fail = onError;
      return unsubscribe;
    });
  });

  it("listens to the customer's own bookings and shows a spinner until they arrive", () => {
    renderWithProviders(<BookedServicesPage />);
    expect(screen.getByRole('heading', { name: 'My Booked Services' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading your bookings' })).toBeInTheDocument();
    expect(watchBookings).toHaveBeenCalledWith(
      appDb,
      'customer',
      'farhana-uid',
      expect.any(Function),
      expect.any(Function),
      DASHBOARD_PAGE_SIZE,
      null,
    );
  });

  it('adds the next page with Load more: one listener after the last row, the shown rows kept', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BookedServicesPage />);
    const rows = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) =>
        makeBooking(`b${from + i}`, { serviceStatus: 'Completed' }),
      );
    const lastRow = { id: `b${DASHBOARD_PAGE_SIZE - 1}` } as unknown as BookingsCursor;
    const firstPage = push;
    act(() => firstPage(rows(0, DASHBOARD_PAGE_SIZE), lastRow));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(watchBookings).toHaveBeenCalledTimes(2);
    expect(watchBookings).toHaveBeenLastCalledWith(
      appDb,
      'customer',
      'farhana-uid',
      expect.any(Function),
      expect.any(Function),
      DASHBOARD_PAGE_SIZE,
      lastRow,
    );
    // The first page's listener stays: the rows on screen are not asked for again.
    expect(unsubscribe).not.toHaveBeenCalled();
    expect(screen.getByText('Booked b0')).toBeInTheDocument();
    show(rows(DASHBOARD_PAGE_SIZE, 3));
    expect(screen.getByText('Booked b0')).toBeInTheDocument();
    expect(screen.getByText(`Booked b${DASHBOARD_PAGE_SIZE + 2}`)).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(DASHBOARD_PAGE_SIZE + 3 + 1);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    // A change on the first page still shows: its listener is live.
    act(() =>
      firstPage(
        [makeBooking('b0', { serviceStatus: 'Paid' }), ...rows(1, DASHBOARD_PAGE_SIZE - 1)],
        lastRow,
      ),
    );
    expect(statusOf('Booked b0')).toHaveTextContent('Paid');
  });

  it('shows "You haven\'t booked any services yet." when there are none', () => {
    renderWithProviders(<BookedServicesPage />);
    show([]);
    expect(screen.getByText("You haven't booked any services yet.")).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('stops the spinner quietly when the listener fails', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<BookedServicesPage />);
    act(() => fail(new Error('permission-denied')));
    expect(screen.getByText("You haven't booked any services yet.")).toBeInTheDocument();
  });

  it('shows image, name and status of each booking', () => {
    renderWithProviders(<BookedServicesPage />);
    show([makeBooking('a', { serviceName: 'Plumbing Leak Repair' })]);
    const table = screen.getByRole('table', { name: 'Your booked services' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Image', 'Service Name', 'Price', 'Status']);
    expect(within(table).getByRole('img', { name: 'Plumbing Leak Repair' })).toHaveAttribute(
      'src',
      '/images/services/electrical.svg',
    );
    expect(statusOf('Plumbing Leak Repair')).toHaveTextContent('Pending');
  });

  it('colours Completed green, Working as an animated hourglass, anything else yellow', () => {
    renderWithProviders(<BookedServicesPage />);
    show([
      makeBooking('done', { serviceName: 'Done job', serviceStatus: 'Completed' }),
      makeBooking('busy', { serviceName: 'Busy job', serviceStatus: 'Working' }),
      makeBooking('new', { serviceName: 'New job', serviceStatus: 'pending' }),
      makeBooking('wait', { serviceName: 'Waiting job', serviceStatus: 'Pending' }),
    ]);

    const done = statusOf('Done job');
    expect(done).toHaveTextContent('Completed');
    expect(done).toHaveAttribute('data-tone', 'completed');
    expect(done).toHaveStyle({ backgroundColor: 'rgb(21, 128, 61)' });

    const busy = statusOf('Busy job');
    expect(busy).toHaveTextContent('Working...');
    expect(busy).toHaveAttribute('data-tone', 'working');
    expect(within(busy).getByTestId('hourglass')).toBeInTheDocument();
    expect(getComputedStyle(busy).animation).toMatch(/infinite/);

    for (const name of ['New job', 'Waiting job']) {
      const waiting = statusOf(name);
      expect(waiting).toHaveTextContent('Pending');
      expect(waiting).toHaveAttribute('data-tone', 'waiting');
      expect(waiting).toHaveStyle({ backgroundColor: 'rgb(250, 204, 21)' });
      expect(getComputedStyle(waiting).animation).not.toMatch(/infinite/);
    }
  });

  it('shows when (Dhaka date and window), the provider and the price', () => {
    renderWithProviders(<BookedServicesPage />);
    show([
      makeBooking('a', {
        serviceName: 'Evening job',
        sDate: '2030-05-01T10:00:00.000Z',
        timeWindow: 'evening',
        price: 2500,
      }),
    ]);
    const row = screen.getByText('Evening job').closest('tr') as HTMLElement;
    expect(within(row).getByText('Wed, 1 May 2030, Evening (4–8 pm)')).toBeInTheDocument();
    expect(within(row).getByText(/Provider: Rahim Uddin/)).toBeInTheDocument();
    expect(
      within(row).getByRole('link', { name: 'Email Rahim Uddin at rahim@meramot.test' }),
    ).toHaveAttribute('href', 'mailto:rahim@meramot.test');
    expect(within(row).getByText('৳2,500')).toBeInTheDocument();
  });

  it("links the provider's number to call and to WhatsApp", () => {
    renderWithProviders(<BookedServicesPage />);
    show([makeBooking('a', { serviceName: 'Evening job' })]);
    const row = screen.getByText('Evening job').closest('tr') as HTMLElement;
    const call = within(row).getByRole('link', { name: 'Call Rahim Uddin on +8801711000001' });
    expect(call).toHaveAttribute('href', 'tel:+8801711000001');
    expect(call).toHaveTextContent('+8801711000001');
    expect(
      within(row).getByRole('link', { name: 'WhatsApp Rahim Uddin on +8801711000001' }),
    ).toHaveAttribute('href', 'https://wa.me/8801711000001');
  });

  it('shows no number links while the provider has none, and the email still', () => {
    renderWithProviders(<BookedServicesPage />);
    show([makeBooking('a', { serviceName: 'Evening job', pPhone: undefined })]);
    expect(screen.queryByRole('link', { name: /^Call / })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^WhatsApp / })).not.toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Email Rahim Uddin at rahim@meramot.test' }),
    ).toBeInTheDocument();
  });

  it('colours Cancelled grey and Declined red, with the reason given', () => {
    renderWithProviders(<BookedServicesPage />);
    show([
      makeBooking('c', { serviceName: 'Cancelled job', serviceStatus: 'Cancelled' }),
      makeBooking('d', {
        serviceName: 'Declined job',
        serviceStatus: 'Declined',
        statusReason: 'Fully booked that week',
      }),
    ]);
    expect(statusOf('Cancelled job')).toHaveAttribute('data-tone', 'cancelled');
    expect(statusOf('Cancelled job')).toHaveStyle({ backgroundColor: 'rgb(75, 85, 99)' });
    expect(statusOf('Declined job')).toHaveTextContent('Declined');
    expect(statusOf('Declined job')).toHaveStyle({ backgroundColor: 'rgb(185, 28, 28)' });
    expect(screen.getByText('Reason: Fully booked that week')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Cancel / })).not.toBeInTheDocument();
  });

  it('lets the customer cancel a waiting booking, with a reason, after confirming', async () => {
    vi.mocked(changeBookingStatus).mockResolvedValue();
    renderWithProviders(<BookedServicesPage />);
    show([
      makeBooking('a', { serviceName: 'Waiting job', serviceStatus: 'pending' }),
      makeBooking('b', { serviceName: 'Busy job', serviceStatus: 'Working' }),
    ]);
    expect(screen.queryByRole('button', { name: 'Cancel Busy job' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancel Waiting job' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Plans changed');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() =>
      expect(changeBookingStatus).toHaveBeenCalledWith(appDb, 'a', 'Cancelled', 'Plans changed'),
    );
    expect(await screen.findByText('Booking cancelled')).toBeInTheDocument();
  });

  it('re-renders a status the provider changes, without a reload', () => {
    renderWithProviders(<BookedServicesPage />);
    show([makeBooking('a', { serviceName: 'Kitchen Degreasing', serviceStatus: 'pending' })]);
    expect(statusOf('Kitchen Degreasing')).toHaveTextContent('Pending');

    show([makeBooking('a', { serviceName: 'Kitchen Degreasing', serviceStatus: 'Working' })]);
    expect(statusOf('Kitchen Degreasing')).toHaveTextContent('Working...');
    expect(statusOf('Kitchen Degreasing')).toHaveAttribute('data-tone', 'working');

    show([makeBooking('a', { serviceName: 'Kitchen Degreasing', serviceStatus: 'Completed' })]);
    expect(statusOf('Kitchen Degreasing')).toHaveTextContent('Completed');
    expect(watchBookings).toHaveBeenCalledTimes(1);
  });

  it('speaks Bangla when it is chosen: the date and window, the price, the status and Cancel', async () => {
    await act(() => activateLanguage('bn'));
    vi.mocked(changeBookingStatus).mockRejectedValue(new Error('offline'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<BookedServicesPage />);
    expect(screen.getByRole('heading', { name: 'আমার বুক করা সার্ভিস' })).toBeInTheDocument();
    show([
      makeBooking('a', {
        serviceName: 'Evening job',
        sDate: '2030-05-01T10:00:00.000Z',
        timeWindow: 'evening',
        price: 2500,
        serviceStatus: 'Working',
      }),
      makeBooking('b', { serviceName: 'Waiting job', serviceStatus: 'pending' }),
    ]);
    const table = screen.getByRole('table', { name: 'আপনার বুক করা সার্ভিস' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['ছবি', 'সার্ভিসের নাম', 'দাম', 'অবস্থা']);
    const row = screen.getByText('Evening job').closest('tr') as HTMLElement;
    expect(within(row).getByText('বুধ, ১ মে, ২০৩০, সন্ধ্যা (বিকেল ৪টা–রাত ৮টা)')).toBeInTheDocument();
    expect(within(row).getByText('সার্ভিসদাতা: Rahim Uddin')).toBeInTheDocument();
    expect(within(row).getByText('৳২,৫০০')).toBeInTheDocument();
    expect(statusOf('Evening job')).toHaveTextContent('কাজ চলছে...');
    expect(statusOf('Waiting job')).toHaveTextContent('অপেক্ষমাণ');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Waiting job বাতিল করুন' }));
    const dialog = screen.getByRole('dialog', { name: 'বুকিংটি বাতিল করবেন?' });
    expect(dialog).toHaveTextContent('বাতিল করা বুকিং আর চালু করা যাবে না।');
    await user.click(within(dialog).getByRole('button', { name: 'বুকিং বাতিল করুন' }));
    expect(await screen.findByText('বুকিং বাতিল করা যায়নি। আবার চেষ্টা করুন।')).toBeInTheDocument();
  });

  it('lists open work first, soonest first, and finished work after', () => {
    renderWithProviders(<BookedServicesPage />);
    show(MIXED_WORK);
    const rows = within(screen.getByRole('table', { name: 'Your booked services' }))
      .getAllByRole('row')
      .slice(1);
    const names = OPEN_WORK_FIRST;
    expect(rows.map((row) => names.find((name) => row.textContent?.includes(name)))).toEqual(names);
  });

  it('unsubscribes on unmount', () => {
    renderWithProviders(<BookedServicesPage />).unmount();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });
  describe('on a phone', () => {
    onAPhone();

    it('lists the cards open work first, soonest first, and finished work after', () => {
      renderWithProviders(<BookedServicesPage />);
      show(MIXED_WORK);
      const cards = within(screen.getByRole('list', { name: 'Your booked services' })).getAllByRole(
        'listitem',
      );
      const names = OPEN_WORK_FIRST;
      expect(cards.map((card) => names.find((name) => card.textContent?.includes(name)))).toEqual(
        names,
      );
    });

    it('shows a card per booking with when, price, provider links, status and Cancel', async () => {
      renderWithProviders(<BookedServicesPage />);
      const longName = 'Waterproofing'.repeat(6);
      show([makeBooking('a', { serviceName: longName, price: 2500 })]);
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const card = within(screen.getByRole('list', { name: 'Your booked services' })).getByRole(
        'listitem',
        { name: longName },
      );
      expect(card).toHaveTextContent('Wed, 1 May 2030, Evening (4–8 pm)');
      expect(within(card).getByText('৳2,500')).toBeInTheDocument();
      expect(
        within(card).getByRole('link', { name: 'Call Rahim Uddin on +8801711000001' }),
      ).toBeInTheDocument();
      expect(within(card).getByText('Pending')).toBeInTheDocument();
      await userEvent
        .setup()
        .click(within(card).getByRole('button', { name: `Cancel ${longName}` }));
      expect(
        await screen.findByRole('dialog', { name: 'Cancel this booking?' }),
      ).toBeInTheDocument();
    });
  });
});
