import { act, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Firestore } from 'firebase/firestore';
import type { Booking } from '@meramot/domain/entities';
import { DASHBOARD_PAGE_SIZE } from '@meramot/domain/list-limits';
import { useUser } from '../lib/auth-user';
import { watchBookings } from '../features/bookings/bookings-data';
import { makeBooking, providerUser, renderWithProviders } from '../features/bookings/test-utils';
import { watchBill } from '../features/money/money-data';
import ServiceToDoRoute from './ServiceToDoRoute';

const appDb = vi.hoisted(() => ({ name: 'the app database' }) as unknown as Firestore);
vi.mock('../lib/auth-user', () => ({ useUser: vi.fn(), useIsAdmin: () => false }));
vi.mock('../lib/firestore', () => ({ useFirestore: () => appDb }));
vi.mock('../features/bookings/bookings-data', () => ({
  watchBookings: vi.fn(),
  changeBookingStatus: vi.fn(),
}));
vi.mock('../features/money/money-data', () => ({ watchBill: vi.fn() }));

describe('Service To Do reads a page with one listener', () => {
  beforeEach(() => {
    vi.mocked(useUser).mockReturnValue({ status: 'success', data: providerUser } as ReturnType<
      typeof useUser
    >);
    vi.mocked(watchBookings).mockReset();
    vi.mocked(watchBill).mockReset();
  });

  it('opens 1 listener for 50 billed rows: each bill travels on its booking', () => {
    let push: (bookings: Booking[]) => void = () => undefined;
    vi.mocked(watchBookings).mockImplementation((_db, _role, _uid, onNext) => {
      push = (bookings) => onNext(bookings, null);
      return () => undefined;
    });
    const rows = Array.from({ length: DASHBOARD_PAGE_SIZE }, (_, i) =>
      makeBooking(`b${i}`, {
        serviceStatus: i % 2 === 0 ? 'Paid' : 'Disputed',
        bill: {
          total: 1800,
          state: i % 2 === 0 ? 'accepted' : 'disputed',
          disputeReason: i % 2 === 0 ? null : 'Too dear',
          paid: i % 2 === 0,
          received: i % 2 === 0,
        },
      }),
    );
    renderWithProviders(
      <MemoryRouter>
        <ServiceToDoRoute />
      </MemoryRouter>,
    );
    act(() => push(rows));
    expect(screen.getAllByRole('button', { name: 'Bill: ৳1,800' })).toHaveLength(
      DASHBOARD_PAGE_SIZE,
    );
    expect(screen.getAllByRole('button', { name: 'Revise bill' })).toHaveLength(
      DASHBOARD_PAGE_SIZE / 2,
    );
    expect(
      vi.mocked(watchBookings).mock.calls.length + vi.mocked(watchBill).mock.calls.length,
    ).toBe(1);
  });
});
