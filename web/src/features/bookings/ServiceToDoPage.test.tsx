import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DASHBOARD_PAGE_SIZE } from '@meramot/domain/list-limits';
import { useUser } from '../../lib/auth-user';
import type { Firestore } from 'firebase/firestore';
import type { Booking } from '@meramot/domain/entities';
import { activateLanguage } from '../../lib/i18n';
import ServiceToDoPage from './ServiceToDoPage';
import { changeBookingStatus, watchBookings } from './bookings-data';
import {
  MIXED_WORK,
  OPEN_WORK_FIRST,
  STATUS_CHANGE_FAILED,
  makeBooking,
  providerUser,
  renderWithProviders,
} from './test-utils';
import { onAPhone } from '../../test/phone-viewport';

const appDb = vi.hoisted(() => ({ name: 'the app database' }) as unknown as Firestore);
vi.mock('../../lib/auth-user', () => ({ useUser: vi.fn(), useIsAdmin: () => false }));
vi.mock('../../lib/firestore', () => ({ useFirestore: () => appDb }));
vi.mock('./bookings-data', () => ({ watchBookings: vi.fn(), changeBookingStatus: vi.fn() }));

const unsubscribe = vi.fn();
let push: (bookings: Booking[]) => void = () => undefined;

function show(bookings: Booking[]) {
  act(() => push(bookings));
}

const selectFor = (name: string, customer = 'Farhana Islam') =>
  screen.getByRole('combobox', { name: `Status of ${name} for ${customer}` });

describe('ServiceToDoPage', () => {
  beforeEach(() => {
    vi.mocked(useUser).mockReturnValue({ status: 'success', data: providerUser } as ReturnType<
      typeof useUser
    >);
    unsubscribe.mockReset();
    vi.mocked(changeBookingStatus).mockReset();
    vi.mocked(watchBookings).mockImplementation((_db, _role, _uid, onNext) => {
      push = (bookings) => onNext(bookings, null);
      return unsubscribe;
    });
  });

  it('listens to the bookings made to the provider and shows a spinner until they arrive', () => {
    renderWithProviders(<ServiceToDoPage />);
    expect(screen.getByRole('heading', { name: 'Services To Do' })).toBeInTheDocument();
    expect(
      screen.getByRole('progressbar', { name: 'Loading the bookings made to you' }),
    ).toBeInTheDocument();
    expect(watchBookings).toHaveBeenCalledWith(
      appDb,
      'provider',
      'rahim-uid',
      expect.any(Function),
      expect.any(Function),
      DASHBOARD_PAGE_SIZE,
      null,
    );
  });

  it("shows 'No booked services available' when there are none", () => {
    renderWithProviders(<ServiceToDoPage />);
    show([]);
    expect(screen.getByText('No booked services available')).toBeInTheDocument();
  });

  it('shows image, name, a status dropdown and the price in taka', () => {
    renderWithProviders(<ServiceToDoPage />);
    show([makeBooking('a', { serviceName: 'Water Tank Cleaning', price: 2000 })]);
    const table = screen.getByRole('table', { name: 'Bookings made to you' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Service Image', 'Service Name', 'Status', 'Price']);
    expect(within(table).getByRole('img', { name: 'Water Tank Cleaning' })).toBeInTheDocument();
    expect(within(table).getByText('৳2,000')).toBeInTheDocument();
    expect(within(table).getByText(/^Booked by Farhana Islam for /)).toBeInTheDocument();
    const select = selectFor('Water Tank Cleaning');
    // A new booking's lowercase 'pending' shows as Pending.
    expect(select).toHaveValue('Pending');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Pending', 'Working', 'Completed']);
    expect(select).toBeEnabled();
  });

  it('writes the chosen status at once', async () => {
    vi.mocked(changeBookingStatus).mockResolvedValue(undefined);
    renderWithProviders(<ServiceToDoPage />);
    show([makeBooking('a', { serviceName: 'Water Tank Cleaning' })]);
    await userEvent.setup().selectOptions(selectFor('Water Tank Cleaning'), 'Working');
    expect(changeBookingStatus).toHaveBeenCalledWith(appDb, 'a', 'Working', undefined);
    // Firestore's listener reports the write back.
    show([makeBooking('a', { serviceName: 'Water Tank Cleaning', serviceStatus: 'Working' })]);
    expect(selectFor('Water Tank Cleaning')).toHaveValue('Working');
  });

  it('does not write when the same status is chosen again', async () => {
    renderWithProviders(<ServiceToDoPage />);
    show([makeBooking('a', { serviceName: 'Water Tank Cleaning', serviceStatus: 'Working' })]);
    await userEvent.setup().selectOptions(selectFor('Water Tank Cleaning'), 'Working');
    expect(changeBookingStatus).not.toHaveBeenCalled();
  });

  it('disables the dropdown once Completed', () => {
    renderWithProviders(<ServiceToDoPage />);
    show([
      makeBooking('a', { serviceName: 'Finished', serviceStatus: 'Completed' }),
      makeBooking('b', { serviceName: 'Ongoing', serviceStatus: 'Working' }),
    ]);
    expect(selectFor('Finished')).toBeDisabled();
    expect(selectFor('Finished')).toHaveValue('Completed');
    expect(selectFor('Ongoing')).toBeEnabled();
  });

  it('follows the listener: a status written elsewhere shows without a reload', () => {
    renderWithProviders(<ServiceToDoPage />);
    show([makeBooking('a', { serviceName: 'Water Tank Cleaning', serviceStatus: 'pending' })]);
    expect(selectFor('Water Tank Cleaning')).toHaveValue('Pending');
    show([makeBooking('a', { serviceName: 'Water Tank Cleaning', serviceStatus: 'Completed' })]);
    expect(selectFor('Water Tank Cleaning')).toHaveValue('Completed');
    expect(selectFor('Water Tank Cleaning')).toBeDisabled();
  });

  it('disables the dropdown while writing and writes once', async () => {
    let finish: () => void = () => undefined;
    vi.mocked(changeBookingStatus).mockReturnValue(
      new Promise<void>((resolve) => {
        finish = resolve;
      }),
    );
    renderWithProviders(<ServiceToDoPage />);
    show([makeBooking('a', { serviceName: 'Water Tank Cleaning' })]);
    await userEvent.setup().selectOptions(selectFor('Water Tank Cleaning'), 'Working');
    expect(selectFor('Water Tank Cleaning')).toBeDisabled();
    expect(selectFor('Water Tank Cleaning')).toHaveValue('Working');
    act(() => finish());
    await waitFor(() => expect(selectFor('Water Tank Cleaning')).toBeEnabled());
    expect(changeBookingStatus).toHaveBeenCalledTimes(1);
  });

  it('toasts and shows the stored status again when the write fails', async () => {
    vi.mocked(changeBookingStatus).mockRejectedValue(new Error('permission-denied'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<ServiceToDoPage />);
    show([makeBooking('a', { serviceName: 'Water Tank Cleaning' })]);
    await userEvent.setup().selectOptions(selectFor('Water Tank Cleaning'), 'Working');
    expect(await screen.findByText(STATUS_CHANGE_FAILED)).toBeInTheDocument();
    expect(selectFor('Water Tank Cleaning')).toHaveValue('Pending');
    expect(selectFor('Water Tank Cleaning')).toBeEnabled();
  });

  it('asks before Completed, and writes nothing when the provider says no', async () => {
    vi.mocked(changeBookingStatus).mockResolvedValue(undefined);
    renderWithProviders(<ServiceToDoPage />);
    show([makeBooking('a', { serviceName: 'Water Tank Cleaning', serviceStatus: 'Working' })]);
    const user = userEvent.setup();
    await user.selectOptions(selectFor('Water Tank Cleaning'), 'Completed');
    const asked = await screen.findByRole('dialog', { name: 'Mark as Completed?' });
    await user.click(within(asked).getByRole('button', { name: 'Cancel' }));
    expect(changeBookingStatus).not.toHaveBeenCalled();
    await user.selectOptions(selectFor('Water Tank Cleaning'), 'Completed');
    const again = await screen.findByRole('dialog', { name: 'Mark as Completed?' });
    await user.click(within(again).getByRole('button', { name: 'Completed' }));
    await waitFor(() =>
      expect(changeBookingStatus).toHaveBeenCalledWith(appDb, 'a', 'Completed', undefined),
    );
  });

  it('lets the provider decline a waiting booking with a reason, and shows the customer email', async () => {
    vi.mocked(changeBookingStatus).mockResolvedValue(undefined);
    renderWithProviders(<ServiceToDoPage />);
    show([
      makeBooking('a', { serviceName: 'Water Tank Cleaning' }),
      makeBooking('b', { serviceName: 'Busy job', serviceStatus: 'Working' }),
    ]);
    expect(
      screen.getAllByRole('link', { name: 'Email Farhana Islam at farhana@meramot.test' })[0],
    ).toHaveAttribute('href', 'mailto:farhana@meramot.test');
    expect(
      screen.queryByRole('button', { name: 'Decline Busy job for Farhana Islam' }),
    ).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(
      screen.getByRole('button', { name: 'Decline Water Tank Cleaning for Farhana Islam' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Decline this booking?' });
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Fully booked');
    await user.click(within(dialog).getByRole('button', { name: 'Decline booking' }));
    await waitFor(() =>
      expect(changeBookingStatus).toHaveBeenCalledWith(appDb, 'a', 'Declined', 'Fully booked'),
    );
  });

  it('shows a Cancelled or Declined booking as its chip with the reason, not a dropdown', () => {
    renderWithProviders(<ServiceToDoPage />);
    show([
      makeBooking('a', {
        serviceName: 'Called off',
        serviceStatus: 'Cancelled',
        statusReason: 'Plans changed',
      }),
    ]);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(screen.getByText('Reason: Plans changed')).toBeInTheDocument();
  });

  it('speaks Bangla when it is chosen: who booked it for when, the statuses and the price', async () => {
    await act(() => activateLanguage('bn'));
    renderWithProviders(<ServiceToDoPage />);
    expect(screen.getByRole('heading', { name: 'করণীয় সার্ভিস' })).toBeInTheDocument();
    show([
      makeBooking('a', {
        serviceName: 'Evening job',
        sDate: '2030-05-01T10:00:00.000Z',
        timeWindow: 'evening',
        price: 2500,
      }),
    ]);
    const row = screen.getByText('Evening job').closest('tr') as HTMLElement;
    expect(row).toHaveTextContent(
      'Farhana Islam বুক করেছেন: বুধ, ১ মে, ২০৩০, সন্ধ্যা (বিকেল ৪টা–রাত ৮টা), Mirpur 10, Dhaka',
    );
    expect(within(row).getByText('৳২,৫০০')).toBeInTheDocument();
    const status = within(row).getByRole('combobox', {
      name: 'Farhana Islam-এর Evening job: অবস্থা',
    });
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['অপেক্ষমাণ', 'কাজ চলছে', 'সম্পন্ন']);
    await userEvent.setup().selectOptions(status, 'Completed');
    const dialog = await screen.findByRole('dialog', { name: 'সম্পন্ন হিসেবে চিহ্নিত করবেন?' });
    expect(dialog).toHaveTextContent('Farhana Islam-এর Evening job: সম্পন্ন বুকিং আর বদলানো যাবে না।');
  });

  it('lists open work first, soonest first, and finished work after', () => {
    renderWithProviders(<ServiceToDoPage />);
    show(MIXED_WORK);
    const rows = within(screen.getByRole('table', { name: 'Bookings made to you' }))
      .getAllByRole('row')
      .slice(1);
    const names = OPEN_WORK_FIRST;
    expect(rows.map((row) => names.find((name) => row.textContent?.includes(name)))).toEqual(names);
  });

  it('unsubscribes on unmount', () => {
    renderWithProviders(<ServiceToDoPage />).unmount();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });
  it("links the customer's number to call and to WhatsApp", () => {
    renderWithProviders(<ServiceToDoPage />);
    show([makeBooking('a', { serviceName: 'Water Tank Cleaning' })]);
    const call = screen.getByRole('link', { name: 'Call Farhana Islam on 01511000004' });
    expect(call).toHaveAttribute('href', 'tel:01511000004');
    expect(
      screen.getByRole('link', { name: 'WhatsApp Farhana Islam on 01511000004' }),
    ).toHaveAttribute('href', 'https://wa.me/8801511000004');
  });

  describe('on a phone', () => {
    onAPhone();

    it('lists the cards open work first, soonest first, and finished work after', () => {
      renderWithProviders(<ServiceToDoPage />);
      show(MIXED_WORK);
      const cards = within(screen.getByRole('list', { name: 'Bookings made to you' })).getAllByRole(
        'listitem',
      );
      const names = OPEN_WORK_FIRST;
      expect(cards.map((card) => names.find((name) => card.textContent?.includes(name)))).toEqual(
        names,
      );
    });

    it('shows a card per booking with the customer, price, status dropdown and Decline', () => {
      renderWithProviders(<ServiceToDoPage />);
      const longName = 'Waterproofing'.repeat(6);
      show([makeBooking('a', { serviceName: longName, price: 2500 })]);
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const card = within(screen.getByRole('list', { name: 'Bookings made to you' })).getByRole(
        'listitem',
        { name: `${longName} for Farhana Islam` },
      );
      expect(card).toHaveTextContent('Booked by Farhana Islam');
      expect(within(card).getByText('৳2,500')).toBeInTheDocument();
      expect(
        within(card).getByRole('link', { name: 'Call Farhana Islam on 01511000004' }),
      ).toBeInTheDocument();
      expect(
        within(card).getByRole('combobox', { name: `Status of ${longName} for Farhana Islam` }),
      ).toBeInTheDocument();
      expect(
        within(card).getByRole('button', { name: `Decline ${longName} for Farhana Islam` }),
      ).toBeInTheDocument();
    });
  });
});
