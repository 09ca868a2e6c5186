import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import { useUser } from '../../lib/auth-user';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Appointment } from '@meramot/domain/entities';
import { DASHBOARD_PAGE_SIZE } from '@meramot/domain/list-limits';
import { renderPage } from '../../test/render-page';
import english from '../../locales/en.json';
import { activateLanguage } from '../../lib/i18n';
import AppointmentsPage from './AppointmentsPage';
import { watchAppointments } from './appointments-data';
import type { AppointmentReader } from './appointments-data';
import { onAPhone } from '../../test/phone-viewport';

const appDb = vi.hoisted(() => ({ name: 'the app database' }) as unknown as Firestore);
vi.mock('../../lib/auth-user', () => ({ useUser: vi.fn(), useIsAdmin: () => false }));
vi.mock('../../lib/firestore', () => ({ useFirestore: () => appDb }));
vi.mock('./appointments-data', () => ({ watchAppointments: vi.fn() }));

/** A signed-in user whose ID token carries `claims`. */
function userWith(uid: string, claims: Record<string, unknown> = {}): User {
  return { uid, email: `${uid}@meramot.test`, getIdTokenResult: async () => ({ claims }) } as User;
}

const farhana = userWith('u-farhana');

function signIn(user: User | null, status: 'loading' | 'success' = 'success') {
  vi.mocked(useUser).mockReturnValue({ status, data: user } as ReturnType<typeof useUser>);
}

const PAST: Appointment = {
  _id: 'a1',
  name: 'Farhana Islam',
  email: 'farhana@meramot.test',
  phone: '+8801711000001',
  date: '2020-01-15',
  message: 'Quote for two doors.',
};
const FUTURE: Appointment = { ...PAST, _id: 'a2', date: '2999-03-01', email: '' };

let live: { onData: (a: Appointment[]) => void; onError: (e: Error) => void };
let reader: AppointmentReader | undefined;
const unsubscribe = vi.fn();

beforeEach(() => {
  signIn(farhana);
  unsubscribe.mockReset();
  reader = undefined;
  vi.mocked(watchAppointments).mockImplementation((_db, who, onData, onError) => {
    reader = who;
    live = { onData, onError };
    return unsubscribe;
  });
});

/** Renders the page and waits until the listener is attached. */
async function renderLoaded() {
  const view = renderPage(<AppointmentsPage />, '/appointment');
  await vi.waitFor(() => expect(watchAppointments).toHaveBeenCalled());
  return view;
}

describe('AppointmentsPage', () => {
  it('shows a spinner while the sign-in state loads', () => {
    signIn(null, 'loading');
    renderPage(<AppointmentsPage />, '/appointment');
    expect(screen.getByRole('progressbar', { name: 'Checking your sign-in' })).toBeVisible();
  });

  it('asks a visitor to sign in instead of showing an empty table', async () => {
    signIn(null);
    renderPage(<AppointmentsPage />, '/appointment');
    expect(screen.getByText(english['appointment.signInToSee'])).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(watchAppointments).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Login' }));
    expect(await screen.findByTestId('landing')).toHaveTextContent('/login');
    expect(screen.getByTestId('landing-state')).toHaveTextContent('{"from":"/appointment"}');
  });

  it("reads the user's own appointments and shows a spinner until they arrive", async () => {
    await renderLoaded();
    expect(watchAppointments).toHaveBeenCalledWith(
      appDb,
      { uid: 'u-farhana', admin: false },
      expect.any(Function),
      expect.any(Function),
      DASHBOARD_PAGE_SIZE,
    );
    expect(reader).toEqual({ uid: 'u-farhana', admin: false });
    expect(screen.getByRole('progressbar', { name: 'Loading appointments' })).toBeVisible();
  });

  it("shows 'Appointment Letter (count)' and a row per appointment: number, name, email, date, status", async () => {
    await renderLoaded();
    act(() => live.onData([FUTURE, PAST]));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Appointment Letter (2)');
    const table = screen.getByRole('table', { name: 'Appointment letters' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['No.', 'Name', 'Email', 'Date', 'Status']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['1', 'Farhana Islam', '—', '1 Mar 2999', 'Upcoming'],
      ['2', 'Farhana Islam', 'farhana@meramot.test', '15 Jan 2020', 'Expired'],
    ]);
  });

  it('asks for a page more with Load more while a page comes back full, and not after', async () => {
    const user = userEvent.setup();
    await renderLoaded();
    const page = (count: number) =>
      Array.from({ length: count }, (_, i) => ({ ...PAST, _id: `p${i}` }));
    act(() => live.onData(page(DASHBOARD_PAGE_SIZE)));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await vi.waitFor(() =>
      expect(watchAppointments).toHaveBeenLastCalledWith(
        appDb,
        { uid: 'u-farhana', admin: false },
        expect.any(Function),
        expect.any(Function),
        2 * DASHBOARD_PAGE_SIZE,
      ),
    );
    // The rows stay while the larger page is on its way.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      `Appointment Letter (${DASHBOARD_PAGE_SIZE})`,
    );
    act(() => live.onData(page(DASHBOARD_PAGE_SIZE + 1)));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('colours Expired red and Upcoming green', async () => {
    await renderLoaded();
    act(() => live.onData([FUTURE, PAST]));
    const upcoming = screen.getByText('Upcoming').closest('.MuiChip-root');
    const expired = screen.getByText('Expired').closest('.MuiChip-root');
    expect(upcoming).toHaveClass('MuiChip-colorSuccess');
    expect(expired).toHaveClass('MuiChip-colorError');
    expect(screen.getByText('Upcoming').closest('tr')).toHaveAttribute('data-status', 'Upcoming');
    expect(screen.getByText('Expired').closest('tr')).toHaveAttribute('data-status', 'Expired');
  });

  it('reads every appointment for a user with the admin claim', async () => {
    signIn(userWith('u-tanvir', { admin: true }));
    await renderLoaded();
    expect(reader).toEqual({ uid: 'u-tanvir', admin: true });
    act(() => live.onData([PAST]));
    expect(screen.getByText(/every appointment request/)).toBeVisible();
  });

  it("shows the admin each sender's phone, to call, and message", async () => {
    signIn(userWith('u-tanvir', { admin: true }));
    await renderLoaded();
    act(() => live.onData([PAST]));
    const table = screen.getByRole('table', { name: 'Appointment letters' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['No.', 'Name', 'Email', 'Phone', 'Date', 'Message', 'Status']);
    expect(within(table).getByRole('link', { name: '+8801711000001' })).toHaveAttribute(
      'href',
      'tel:+8801711000001',
    );
    expect(within(table).getByText('Quote for two doors.')).toBeVisible();
  });

  it("keeps the sender's own list to name, email, date and status", async () => {
    await renderLoaded();
    act(() => live.onData([PAST]));
    expect(screen.queryByRole('columnheader', { name: 'Phone' })).not.toBeInTheDocument();
    expect(screen.queryByText('Quote for two doors.')).not.toBeInTheDocument();
  });

  describe('on a phone', () => {
    onAPhone();

    it('shows a card per appointment, with its date and status, instead of the table', async () => {
      await renderLoaded();
      act(() => live.onData([FUTURE, PAST]));
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const list = screen.getByRole('list', { name: 'Appointment letters' });
      const cards = within(list).getAllByRole('listitem');
      expect(cards.map((card) => card.getAttribute('data-status'))).toEqual([
        'Upcoming',
        'Expired',
      ]);
      expect(cards[1]).toHaveTextContent('2. Farhana Islam');
      expect(cards[1]).toHaveTextContent('15 Jan 2020');
      expect(cards[1]).toHaveTextContent('farhana@meramot.test');
      expect(within(cards[1] as HTMLElement).getByText('Expired')).toBeVisible();
    });

    it("gives the admin the sender's phone and message on each card", async () => {
      signIn(userWith('u-tanvir', { admin: true }));
      await renderLoaded();
      act(() => live.onData([PAST]));
      const card = screen.getByRole('listitem');
      expect(within(card).getByRole('link', { name: '+8801711000001' })).toHaveAttribute(
        'href',
        'tel:+8801711000001',
      );
      expect(card).toHaveTextContent('Quote for two doors.');
    });
  });

  it('reads only their own for a claim that is not exactly true, as the rules do', async () => {
    signIn(userWith('u-sadia', { admin: 'true' }));
    await renderLoaded();
    expect(reader).toEqual({ uid: 'u-sadia', admin: false });
  });

  it("shows 'Appointment Letter (0)' and says there are none yet", async () => {
    await renderLoaded();
    act(() => live.onData([]));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Appointment Letter (0)');
    expect(screen.getByText(english['appointment.none'])).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('follows new appointments live and reports a failed read', async () => {
    await renderLoaded();
    act(() => live.onData([PAST]));
    act(() => live.onData([FUTURE, PAST]));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Appointment Letter (2)');
    act(() => live.onError(new Error('permission-denied')));
    expect(screen.getByRole('alert')).toHaveTextContent(english['appointment.loadFailed']);
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });

  it('stops listening when it unmounts', async () => {
    const { unmount } = await renderLoaded();
    unmount();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('speaks Bangla when Bangla is chosen: heading, columns, Bangla digits and dates, status', async () => {
    await activateLanguage('bn');
    await renderLoaded();
    act(() => live.onData([FUTURE, PAST]));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('অ্যাপয়েন্টমেন্টের চিঠি (২)');
    const table = screen.getByRole('table', { name: 'অ্যাপয়েন্টমেন্টের চিঠি' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['ক্রম', 'নাম', 'ইমেইল', 'তারিখ', 'অবস্থা']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['১', 'Farhana Islam', '—', '১ মার্চ, ২৯৯৯', 'আসন্ন'],
      ['২', 'Farhana Islam', 'farhana@meramot.test', '১৫ জানু, ২০২০', 'মেয়াদোত্তীর্ণ'],
    ]);
  });
});
