import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUser } from '../../lib/auth-user';
import type { User } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import { dhakaDateOf, windowStart } from '@meramot/domain/booking-time';
import { activateLanguage } from '../../lib/i18n';
import { onAPhone } from '../../test/phone-viewport';
import { BookServiceDialog } from './BookServiceDialog';
import type { ListedService } from '@meramot/domain/entities';
import { availabilityOf, defaultWeek, weekdayOf } from '@meramot/domain/availability';
import type { ScheduleInput } from '@meramot/domain/availability';
import type { TimeWindow } from '@meramot/domain/booking-time';
import { refusal } from '@meramot/domain/refusal';
import { bookService, watchProviderAvailability, watchServiceListing } from './bookings-data';
import { WindowClosedError } from './window-closed';
import { OwnServiceError } from './own-service';
import { PriceChangedError } from './price-changed';
import {
  BOOKING_FAILED_MESSAGE,
  customer,
  providerUser,
  renderWithProviders,
  service,
} from './test-utils';

const appDb = vi.hoisted(() => ({ name: 'the app database' }) as unknown as Firestore);
vi.mock('../../lib/auth-user', () => ({ useUser: vi.fn(), useIsAdmin: () => false }));
vi.mock('../../lib/firestore', () => ({ useFirestore: () => appDb }));
vi.mock('./bookings-data', () => ({
  bookService: vi.fn(),
  watchServiceListing: vi.fn(),
  watchProviderAvailability: vi.fn(),
}));

/** The provider's windows as Firestore answers them: `schedule` and the places taken. */
function availabilityAnswers(
  schedule: ScheduleInput | null = null,
  places: { date: string; window: TimeWindow; taken: number }[] = [],
) {
  vi.mocked(watchProviderAvailability).mockImplementation((_db, _uid, range, onData) => {
    onData(availabilityOf(schedule, places, range.from, range.to, Date.now()));
    return () => undefined;
  });
}

/** The service's listing, as Firestore answers it: at once unless told to wait. */
function listingAnswers(now = true) {
  let answer: (listing: ListedService | null) => void = () => undefined;
  vi.mocked(watchServiceListing).mockImplementation((_db, _id, onData) => {
    answer = onData;
    if (now) onData(service);
    return () => undefined;
  });
  return (listing: ListedService | null) => act(() => answer(listing));
}

function signedInAs(user: User) {
  vi.mocked(useUser).mockReturnValue({ status: 'success', data: user } as ReturnType<
    typeof useUser
  >);
}

function renderDialog(onClose = vi.fn()) {
  renderWithProviders(<BookServiceDialog service={service} open onClose={onClose} />);
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Book Service' }) };
}

/** The Dhaka date `days` days from today, as the date input holds it. */
const dhakaDay = (days: number) => dhakaDateOf(Date.now() + days * 86_400_000);
const TOMORROW = dhakaDay(1);

function fill(dialog: HTMLElement, date: string, area: string, timeWindow = 'evening') {
  fireEvent.change(within(dialog).getByLabelText(/^Service Date/), { target: { value: date } });
  fireEvent.change(within(dialog).getByLabelText(/^Time Window/), {
    target: { value: timeWindow },
  });
  fireEvent.change(within(dialog).getByLabelText(/^Service Area/), { target: { value: area } });
}

describe('BookServiceDialog', () => {
  beforeEach(() => {
    signedInAs(customer);
    vi.mocked(bookService).mockReset();
    listingAnswers();
    availabilityAnswers();
  });

  it("reads the service's listing, and Purchase waits for it", () => {
    const answer = listingAnswers(false);
    const { dialog } = renderDialog();
    expect(watchServiceListing).toHaveBeenCalledWith(
      appDb,
      'wiring',
      expect.any(Function),
      expect.any(Function),
    );
    expect(within(dialog).getByRole('button', { name: 'Purchase' })).toBeDisabled();
    answer(service);
    expect(within(dialog).getByRole('button', { name: 'Purchase' })).toBeEnabled();
  });

  it("shows the name given in the prompt as User Name when the account has none (a phone sign-up's)", () => {
    signedInAs({ ...customer, email: null, displayName: null } as unknown as User);
    renderWithProviders(
      <BookServiceDialog service={service} open onClose={vi.fn()} customerName="Rupa Khatun" />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Book Service' });
    expect(within(dialog).getByLabelText(/^User Name/)).toHaveValue('Rupa Khatun');
  });

  it('prefills the service and the customer, read-only', () => {
    const { dialog } = renderDialog();
    const expected: [RegExp, string][] = [
      [/^Service Name/, 'House Wiring & Electrical Repair'],
      [/^Price/, '৳1,500'],
      [/^Provider Email/, 'rahim@meramot.test'],
      [/^Provider Name/, 'Rahim Uddin'],
      [/^User Email/, 'farhana@meramot.test'],
      [/^User Name/, 'Farhana Islam'],
    ];
    for (const [label, value] of expected) {
      const field = within(dialog).getByLabelText(label);
      expect(field).toHaveValue(value);
      expect(field).toHaveAttribute('readonly');
    }
    // The service's image is shown, not its path as a field.
    expect(
      within(dialog).getByRole('img', { name: 'House Wiring & Electrical Repair' }),
    ).toHaveAttribute('src', '/images/services/electrical.svg');
    expect(within(dialog).queryByLabelText(/^Service Image/)).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Service Date/).tagName).toBe('SELECT');
    expect(within(dialog).getByLabelText(/^Service Date/)).toBeEnabled();
    expect(within(dialog).getByLabelText(/^Service Area/)).not.toHaveAttribute('readonly');
    expect(within(dialog).getByRole('button', { name: 'Purchase' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('requires the service date, the time window and the service area', async () => {
    const { dialog } = renderDialog();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Purchase' }));
    expect(await within(dialog).findByText('Service date is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Time window is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Service area is required')).toBeInTheDocument();
    expect(bookService).not.toHaveBeenCalled();
  });

  describe('on 1 May 2030 at 1 pm in Dhaka', () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2030-05-01T07:00:00Z') });
    });
    afterEach(() => vi.useRealTimers());

    it('offers the Dhaka days from today to 60 days ahead, day first', () => {
      const { dialog } = renderDialog();
      const date = within(dialog).getByLabelText(/^Service Date/);
      const options = within(date).getAllByRole('option');
      expect(options[0]).toHaveTextContent('Pick a day');
      expect(options[1]).toHaveValue('2030-05-01');
      expect(options[1]).toHaveTextContent('Wed, 1 May 2030');
      expect(options.at(-1)).toHaveValue('2030-06-30');
      expect(options.at(-1)).toHaveTextContent('Sun, 30 Jun 2030');
      expect(options).toHaveLength(62);
    });

    it('reads the days and the windows in Bangla, day first', async () => {
      await activateLanguage('bn');
      try {
        renderWithProviders(<BookServiceDialog service={service} open onClose={vi.fn()} />);
        const dialog = screen.getByRole('dialog', { name: 'সার্ভিস বুক করুন' });
        const date = within(dialog).getByLabelText(/^সার্ভিসের তারিখ/);
        expect(within(date).getAllByRole('option')[1]).toHaveTextContent('বুধ, ১ মে, ২০৩০');
      } finally {
        await activateLanguage('en');
      }
    });

    it('leaves out the windows of today that have started', () => {
      const { dialog } = renderDialog();
      fill(dialog, '2030-05-01', 'Mirpur 10, Dhaka');
      const windows = within(within(dialog).getByLabelText(/^Time Window/)).getAllByRole('option');
      expect(windows.find((o) => o.textContent === 'Morning (8 am–12 pm)')).toBeDisabled();
      expect(windows.find((o) => o.textContent === 'Afternoon (12–4 pm)')).toBeDisabled();
      expect(windows.find((o) => o.textContent === 'Evening (4–8 pm)')).toBeEnabled();
    });
  });

  describe('on a phone', () => {
    onAPhone();

    it('is a full-screen sheet whose Close and Purchase stay below the scrolling fields', () => {
      const { dialog } = renderDialog();
      expect(dialog).toHaveClass('MuiDialog-paperFullScreen');
      const content = dialog.querySelector('.MuiDialogContent-root');
      const actions = dialog.querySelector('.MuiDialogActions-root');
      // The fields scroll inside the content; the actions are its sibling, not inside it.
      expect(content).toHaveClass('MuiDialogContent-dividers');
      expect(content?.contains(actions as Node)).toBe(false);
      expect(
        within(actions as HTMLElement).getByRole('button', { name: 'Purchase' }),
      ).toBeVisible();
      expect(within(actions as HTMLElement).getByRole('button', { name: 'Close' })).toBeVisible();
    });

    it('opens on the fields to fill, Service Area focused, and the read-only details after them', async () => {
      const { dialog } = renderDialog();
      const area = within(dialog).getByLabelText(/^Service Area/);
      await waitFor(() => expect(area).toHaveFocus());
      const labels = within(dialog)
        .getAllByRole('textbox')
        .concat(within(dialog).getAllByRole('combobox'))
        .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
        .map((field) => field.id);
      expect(labels.slice(0, 3)).toEqual([
        'book-service-date',
        'book-time-window',
        'book-provide-area',
      ]);
      expect(labels.indexOf('book-service-name')).toBeGreaterThan(2);
    });

    it('in Bangla too', async () => {
      await act(() => activateLanguage('bn'));
      try {
        renderWithProviders(<BookServiceDialog service={service} open onClose={vi.fn()} />);
        const dialog = screen.getByRole('dialog', { name: 'সার্ভিস বুক করুন' });
        await waitFor(() => expect(within(dialog).getByLabelText(/^সার্ভিসের এলাকা/)).toHaveFocus());
      } finally {
        await act(() => activateLanguage('en'));
      }
    });
  });

  it("books, toasts 'Service booked successfully' and closes", async () => {
    vi.mocked(bookService).mockResolvedValue('booking-1');
    const { dialog, onClose } = renderDialog();
    fill(dialog, TOMORROW, '  Mirpur 10, Dhaka ');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Purchase' }));
    expect(await screen.findByText('Service booked successfully')).toBeInTheDocument();
    expect(bookService).toHaveBeenCalledWith(
      appDb,
      'wiring',
      customer,
      {
        sDate: windowStart(TOMORROW, 'evening'),
        timeWindow: 'evening',
        provideArea: 'Mirpur 10, Dhaka',
        price: 1500,
      },
      expect.stringMatching(/^[0-9a-f]{32}$/),
    );
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows the live price and books at it; a price changed before Purchase is refused and named', async () => {
    const answer = listingAnswers(false);
    const { dialog } = renderDialog();
    // The page's copy first, then the live listing's newer price.
    expect(within(dialog).getByLabelText(/^Price/)).toHaveValue('৳1,500');
    const repriced = (price: number): ListedService => ({
      ...service,
      provider: {
        ...service.provider,
        service: { ...service.provider.service, servicePrice: price },
      },
    });
    answer(repriced(1600));
    expect(within(dialog).getByLabelText(/^Price/)).toHaveValue('৳1,600');
    vi.mocked(bookService).mockRejectedValueOnce(new PriceChangedError(1700));
    fill(dialog, TOMORROW, 'Mirpur 10, Dhaka');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Purchase' }));
    expect(
      await screen.findByText(
        'The price of this service has changed to ৳1,700: check the new price and book again',
      ),
    ).toBeInTheDocument();
    expect(vi.mocked(bookService).mock.calls[0]?.[3]).toMatchObject({ price: 1600 });
    expect(screen.getByRole('dialog', { name: 'Book Service' })).toBeInTheDocument();
  });

  it("toasts 'Action not permitted' for one's own service and writes nothing", async () => {
    signedInAs(providerUser);
    const { dialog, onClose } = renderDialog();
    fill(dialog, TOMORROW, 'Mirpur 10, Dhaka');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Purchase' }));
    expect(await screen.findByText('Action not permitted')).toBeInTheDocument();
    expect(bookService).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('refuses one’s own service even before the fields are filled', async () => {
    signedInAs({ ...providerUser, email: 'RAHIM@meramot.test' } as User);
    const { dialog } = renderDialog();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Purchase' }));
    expect(await screen.findByText('Action not permitted')).toBeInTheDocument();
    expect(within(dialog).queryByText('Service date is required')).not.toBeInTheDocument();
    expect(bookService).not.toHaveBeenCalled();
  });

  it("toasts 'Action not permitted' when the service turns out to be one's own", async () => {
    vi.mocked(bookService).mockRejectedValue(new OwnServiceError());
    const { dialog } = renderDialog();
    fill(dialog, TOMORROW, 'Mirpur 10, Dhaka');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Purchase' }));
    expect(await screen.findByText('Action not permitted')).toBeInTheDocument();
  });

  it('says so when booking fails and stays open', async () => {
    vi.mocked(bookService).mockRejectedValue(new Error('unavailable'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { dialog, onClose } = renderDialog();
    fill(dialog, TOMORROW, 'Mirpur 10, Dhaka');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Purchase' }));
    expect(await screen.findByText(BOOKING_FAILED_MESSAGE)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('purchases again under the same booking id after a failure (its answer may have been lost)', async () => {
    vi.mocked(bookService).mockRejectedValueOnce(new Error('unavailable'));
    vi.mocked(bookService).mockResolvedValueOnce('booking-1');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { dialog } = renderDialog();
    fill(dialog, TOMORROW, 'Mirpur 10, Dhaka');
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Purchase' }));
    expect(await screen.findByText(BOOKING_FAILED_MESSAGE)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Purchase' }));
    expect(await screen.findByText('Service booked successfully')).toBeInTheDocument();
    const ids = vi.mocked(bookService).mock.calls.map((call) => call[4]);
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(ids[0]);
  });

  it('books once however often Purchase is pressed', async () => {
    let finish: (id: string) => void = () => undefined;
    vi.mocked(bookService).mockReturnValue(
      new Promise<string>((resolve) => {
        finish = resolve;
      }),
    );
    const { dialog } = renderDialog();
    fill(dialog, TOMORROW, 'Mirpur 10, Dhaka');
    const form = within(dialog).getByRole('form', { name: 'Book Service' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Purchase' })).toBeDisabled(),
    );
    fireEvent.submit(form);
    finish('booking-1');
    expect(await screen.findByText('Service booked successfully')).toBeInTheDocument();
    expect(bookService).toHaveBeenCalledTimes(1);
  });

  it('Close leaves without booking', async () => {
    const { dialog, onClose } = renderDialog();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(bookService).not.toHaveBeenCalled();
  });
  describe("with the provider's schedule", () => {
    const DAY_AFTER = dhakaDay(2);
    const OFF = dhakaDay(3);
    function schedule(): ScheduleInput {
      const week = defaultWeek();
      week[weekdayOf(DAY_AFTER)] = {};
      week[weekdayOf(TOMORROW)] = { morning: 2, evening: 1 };
      return { week, daysOff: [{ start: OFF, end: OFF, note: 'Eid holidays' }] };
    }

    it("listens to the provider's windows from today to 60 days ahead", () => {
      renderDialog();
      expect(watchProviderAvailability).toHaveBeenCalledWith(
        appDb,
        service.providerUid,
        { from: dhakaDay(0), to: dhakaDay(60) },
        expect.any(Function),
        expect.any(Function),
      );
    });

    it('offers only open windows; a closed day or a full window cannot be chosen and says why', () => {
      availabilityAnswers(schedule(), [{ date: TOMORROW, window: 'evening', taken: 1 }]);
      const { dialog } = renderDialog();
      const date = within(dialog).getByLabelText(/^Service Date/);
      const closedDay = within(date)
        .getAllByRole('option')
        .find((o) => o.getAttribute('value') === DAY_AFTER);
      expect(closedDay).toBeDisabled();
      expect(closedDay?.textContent).toMatch(/\(no open window\)$/);
      fill(dialog, TOMORROW, 'Mirpur 10, Dhaka', 'morning');
      const windows = within(within(dialog).getByLabelText(/^Time Window/)).getAllByRole('option');
      expect(windows.map((o) => [o.textContent, (o as HTMLOptionElement).disabled])).toEqual([
        ['Pick a time', true],
        ['Morning (8 am–12 pm)', false],
        ['Afternoon (12–4 pm) (provider not working)', true],
        ['Evening (4–8 pm) (full)', true],
      ]);
      expect(within(dialog).getByRole('status')).toHaveTextContent(
        "Only the provider's open windows can be chosen; a closed or full one says why.",
      );
    });

    it("shows the note of the provider's day off", () => {
      availabilityAnswers(schedule());
      const { dialog } = renderDialog();
      fireEvent.change(within(dialog).getByLabelText(/^Service Date/), { target: { value: OFF } });
      expect(within(dialog).getByRole('status')).toHaveTextContent(
        'The provider is off on this day: Eid holidays',
      );
      const windows = within(within(dialog).getByLabelText(/^Time Window/)).getAllByRole('option');
      expect(windows[1]).toHaveTextContent("Morning (8 am–12 pm) (provider's day off)");
    });

    it('says why, in Bangla, when a window is full', async () => {
      availabilityAnswers(schedule(), [{ date: TOMORROW, window: 'evening', taken: 1 }]);
      await activateLanguage('bn');
      try {
        renderWithProviders(<BookServiceDialog service={service} open onClose={vi.fn()} />);
        const dialog = screen.getByRole('dialog', { name: 'সার্ভিস বুক করুন' });
        fireEvent.change(within(dialog).getByLabelText(/^সার্ভিসের তারিখ/), {
          target: { value: TOMORROW },
        });
        const windows = within(within(dialog).getByLabelText(/^সময়/)).getAllByRole('option');
        expect(windows.at(-1)?.textContent).toMatch(/\(পূর্ণ\)$/);
      } finally {
        await activateLanguage('en');
      }
    });

    it('says the window filled up when another customer took the last place first', async () => {
      vi.mocked(bookService).mockRejectedValue(
        new WindowClosedError('full', refusal('windowFull')),
      );
      const { dialog, onClose } = renderDialog();
      fill(dialog, TOMORROW, 'Mirpur 10, Dhaka');
      await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Purchase' }));
      expect(
        await screen.findByText('That window is fully booked: pick another window or date'),
      ).toBeInTheDocument();
      expect(onClose).not.toHaveBeenCalled();
    });
  });
});
