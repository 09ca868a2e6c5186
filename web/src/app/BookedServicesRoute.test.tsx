import { act, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DASHBOARD_PAGE_SIZE } from '@meramot/domain/list-limits';
import type { Firestore } from 'firebase/firestore';
import type { Bill } from '@meramot/domain/bill';
import type { Booking } from '@meramot/domain/entities';
import { useUser } from '../lib/auth-user';
import { activateLanguage } from '../lib/i18n';
import { watchBookings } from '../features/bookings/bookings-data';
import { customer, makeBooking, renderWithProviders } from '../features/bookings/test-utils';
import { watchBill } from '../features/money/money-data';
import { watchReview } from '../features/reviews/reviews-data';
import BookedServicesRoute from './BookedServicesRoute';

const appDb = vi.hoisted(() => ({ name: 'the app database' }) as unknown as Firestore);
vi.mock('../lib/auth-user', () => ({ useUser: vi.fn(), useIsAdmin: () => false }));
vi.mock('../lib/firestore', () => ({ useFirestore: () => appDb }));
vi.mock('../features/bookings/bookings-data', () => ({
  watchBookings: vi.fn(),
  changeBookingStatus: vi.fn(),
}));
vi.mock('../features/money/money-data', () => ({ watchBill: vi.fn() }));
vi.mock('../features/reviews/reviews-data', () => ({ rateBooking: vi.fn(), watchReview: vi.fn() }));

// Booked at ৳1,750; the provider's bill came to ৳2,400.
const booking = makeBooking('b1', {
  serviceName: 'Pipe Fitting',
  price: 1750,
  serviceStatus: 'Billed',
});
const bill = {
  _id: 'b1',
  receiptNumber: 'MRM-WKZTM-TY03G',
  price: 1750,
  lines: [{ description: 'New mixer tap', amount: 650 }],
  discount: 0,
  total: 2400,
  state: 'sent',
  paidMarkedAt: null,
  receivedMarkedAt: null,
  payment: 'unpaid',
} as unknown as Bill;

function open() {
  let push: (bookings: Booking[]) => void = () => undefined;
  vi.mocked(watchBookings).mockImplementation((_db, _role, _uid, onNext) => {
    push = (bookings) => onNext(bookings, null);
    return () => undefined;
  });
  renderWithProviders(<BookedServicesRoute />);
  act(() => push([booking]));
  return screen.getByText('Pipe Fitting').closest('tr') as HTMLElement;
}

describe('Booked Services with a bill', () => {
  beforeEach(() => {
    vi.mocked(useUser).mockReturnValue({ status: 'success', data: customer } as ReturnType<
      typeof useUser
    >);
    vi.mocked(watchBill).mockImplementation((_db, _id, onData) => {
      onData(bill);
      return () => undefined;
    });
  });
  afterEach(() => activateLanguage('en'));

  it("shows the bill's total in the Price column, and the booked price under it", () => {
    const row = open();
    const price = within(row).getAllByRole('cell')[2] as HTMLElement;
    expect(price).toHaveTextContent('৳2,400booked ৳1,750');
  });

  it('offers the bill as a clear button: outlined, in plain case', () => {
    const row = open();
    const button = within(row).getByRole('button', { name: 'Bill: ৳2,400' });
    expect(button).toHaveClass('MuiButton-outlined');
    expect(getComputedStyle(button).textTransform).toBe('none');
  });

  it('in Bangla too', async () => {
    await act(() => activateLanguage('bn'));
    const row = open();
    const price = within(row).getAllByRole('cell')[2] as HTMLElement;
    expect(price).toHaveTextContent('৳২,৪০০বুকিংয়ে ৳১,৭৫০');
    expect(within(row).getByRole('button', { name: 'বিল: ৳২,৪০০' })).toBeInTheDocument();
  });
});

describe('Booked Services reads a page with one listener', () => {
  beforeEach(() => {
    vi.mocked(useUser).mockReturnValue({ status: 'success', data: customer } as ReturnType<
      typeof useUser
    >);
    vi.mocked(watchBookings).mockReset();
    vi.mocked(watchBill).mockReset();
    vi.mocked(watchReview).mockReset();
  });

  it('opens 1 listener for 50 rows: bills and review stars travel on the bookings', () => {
    let push: (bookings: Booking[]) => void = () => undefined;
    vi.mocked(watchBookings).mockImplementation((_db, _role, _uid, onNext) => {
      push = (bookings) => onNext(bookings, null);
      return () => undefined;
    });
    const summary = { total: 1800, state: 'accepted', disputeReason: null } as const;
    const rows = Array.from({ length: DASHBOARD_PAGE_SIZE }, (_, i) =>
      i % 3 === 0
        ? makeBooking(`paid${i}`, {
            serviceStatus: 'Paid',
            bill: { ...summary, paid: true, received: true },
            ...(i % 2 === 0 && { reviewStars: 4 }),
          })
        : i % 3 === 1
          ? makeBooking(`done${i}`, {
              serviceStatus: 'Completed',
              bill: { ...summary, paid: false, received: false },
            })
          : makeBooking(`billed${i}`, {
              serviceStatus: 'Billed',
              bill: { ...summary, state: 'sent', paid: false, received: false },
            }),
    );
    renderWithProviders(
      <MemoryRouter>
        <BookedServicesRoute />
      </MemoryRouter>,
    );
    act(() => push(rows));
    expect(screen.getAllByRole('button', { name: 'Bill: ৳1,800' })).toHaveLength(
      DASHBOARD_PAGE_SIZE,
    );
    expect(screen.getAllByRole('img', { name: 'You rated 4 out of 5' })).toHaveLength(9);
    const listeners =
      vi.mocked(watchBookings).mock.calls.length +
      vi.mocked(watchBill).mock.calls.length +
      vi.mocked(watchReview).mock.calls.length;
    expect(listeners).toBe(1);
  });
});
