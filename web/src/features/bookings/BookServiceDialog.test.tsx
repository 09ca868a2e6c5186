import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useUser } from '../../lib/auth-user';
import type { User } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import { dhakaDateOf, windowStart } from '@meramot/domain/booking-time';
import { BookServiceDialog } from './BookServiceDialog';
import type { ListedService } from '@meramot/domain/entities';
import { bookService, watchServiceListing } from './bookings-data';
import { OwnServiceError } from './own-service';
import {
  BOOKING_FAILED_MESSAGE,
  customer,
  providerUser,
  renderWithProviders,
  service,
} from './test-utils';

const appDb = vi.hoisted(() => ({ name: 'the app database' }) as unknown as Firestore);
vi.mock('../../lib/auth-user', () => ({ useUser: vi.fn() }));
vi.mock('../../lib/firestore', () => ({ useFirestore: () => appDb }));
vi.mock('./bookings-data', () => ({ bookService: vi.fn(), watchServiceListing: vi.fn() }));

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
    expect(within(dialog).getByLabelText(/^Service Date/)).toHaveAttribute('type', 'date');
    expect(within(dialog).getByLabelText(/^Service Date/)).not.toHaveAttribute('readonly');
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

  it('offers Dhaka dates from today to 60 days ahead, and refuses a past or far date', async () => {
    const { dialog } = renderDialog();
    const date = within(dialog).getByLabelText(/^Service Date/);
    expect(date).toHaveAttribute('min', dhakaDay(0));
    expect(date).toHaveAttribute('max', dhakaDay(60));
    fill(dialog, dhakaDay(-1), 'Mirpur 10, Dhaka');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Purchase' }));
    expect(
      await within(dialog).findByText('That time has already started: pick a later window or date'),
    ).toBeInTheDocument();
    fill(dialog, dhakaDay(62), 'Mirpur 10, Dhaka', 'morning');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Purchase' }));
    expect(
      await within(dialog).findByText('Bookings can be made at most 60 days ahead'),
    ).toBeInTheDocument();
    expect(bookService).not.toHaveBeenCalled();
  });

  it('leaves out the windows of yesterday that have started', () => {
    const { dialog } = renderDialog();
    fill(dialog, dhakaDay(-1), 'Mirpur 10, Dhaka');
    const options = within(dialog).getAllByRole('option');
    const evening = options.find((o) => o.textContent === 'Evening (4–8 pm)');
    expect(evening).toBeDisabled();
  });

  it("books, toasts 'Service booked successfully' and closes", async () => {
    vi.mocked(bookService).mockResolvedValue('booking-1');
    const { dialog, onClose } = renderDialog();
    fill(dialog, TOMORROW, '  Mirpur 10, Dhaka ');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Purchase' }));
    expect(await screen.findByText('Service booked successfully')).toBeInTheDocument();
    expect(bookService).toHaveBeenCalledWith(appDb, 'wiring', customer, {
      sDate: windowStart(TOMORROW, 'evening'),
      timeWindow: 'evening',
      provideArea: 'Mirpur 10, Dhaka',
    });
    expect(onClose).toHaveBeenCalledTimes(1);
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
});
