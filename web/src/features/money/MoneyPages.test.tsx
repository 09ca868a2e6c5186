import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Auth, User } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import { NO_EARNINGS } from '@meramot/domain/ledger';
import type { MoneySeries } from '../../components/MoneyChart';
import { ApiError, apiFetch } from '../../lib/api';
import type * as api from '../../lib/api';
import { AuthUserProvider } from '../../lib/auth-user';
import { activateLanguage } from '../../lib/i18n';
import { renderPage } from '../../test/render-page';
import AdminMoneyPage from './AdminMoneyPage';
import EarningsPage from './EarningsPage';
import { getEarnings } from './money-data';

const appDb = { name: 'the app database' } as unknown as Firestore;
vi.mock('../../lib/firestore', () => ({ useFirestore: () => appDb }));
vi.mock('../../lib/api', async (original) => ({
  ...(await original<typeof api>()),
  apiFetch: vi.fn(),
}));
vi.mock('./money-data', () => ({ getEarnings: vi.fn() }));
// The chart's library draws nothing in jsdom: a stand-in names each series as its tooltip does.
vi.mock('../../components/MoneyChart', () => ({
  default: ({ series, format }: { series: MoneySeries[]; format: (n: number) => string }) => (
    <ul aria-label="chart series">
      {series.map((s) => (
        <li key={s.label}>{`${s.label} ${s.data.map(format).join(' ')}`}</li>
      ))}
    </ul>
  ),
}));

/** A signed-in user whose token carries `claims`, through the app's own Auth listener. */
function signedIn(claims: Record<string, unknown>): Auth {
  const user = {
    uid: 'u1',
    getIdTokenResult: () => Promise.resolve({ claims }),
  } as unknown as User;
  return {
    onIdTokenChanged: (next: (user: User | null) => void) => {
      next(user);
      return () => undefined;
    },
  } as unknown as Auth;
}

const withUser = (claims: Record<string, unknown>, page: React.ReactElement) => (
  <AuthUserProvider auth={signedIn(claims)}>{page}</AuthUserProvider>
);

// Eleven empty months, then one of ৳9,600 gross and ৳960 commission.
const months = Array.from({ length: 12 }, (_, i) => {
  const month = `2026-${String(i + 1).padStart(2, '0')}`;
  return i === 10
    ? { month, bookings: 4, gross: 9600, commission: 960 }
    : { month, bookings: 0, gross: 0, commission: 0 };
});
const adminMoney = {
  commissionRateBps: 1000,
  days: [],
  months,
  disputed: [],
  disagreements: [],
};

// The reconciliation's last report: a run at 03:00 in Dhaka that booked one lost payment again.
const reconciliation = {
  report: {
    startedAt: '2026-11-26T21:00:00.000Z',
    finishedAt: '2026-11-26T21:00:04.000Z',
    ledger: { checked: 1250, repaired: 1, repairedIds: ['bk-42'], complete: true },
    totals: { checked: 40, repaired: 0, repairedIds: [], complete: false },
    listings: { checked: 300, repaired: 0, repairedIds: [], complete: true },
  },
};

describe('AdminMoneyPage', () => {
  beforeEach(() => {
    vi.mocked(apiFetch)
      .mockReset()
      .mockImplementation((path) =>
        Promise.resolve(path === '/admin/reconciliation' ? reconciliation : adminMoney),
      );
  });

  it("shows the daily reconciliation's last report", async () => {
    renderPage(withUser({ admin: true }, <AdminMoneyPage />), '/admin/money');
    const section = within(await screen.findByRole('region', { name: 'Daily reconciliation' }));
    expect(await section.findByText(/^Last run: 27 Nov.* 3:00/)).toBeInTheDocument();
    expect(section.getByText('Paid bills against the ledger')).toBeInTheDocument();
    expect(section.getByText('1,250 checked, 1 repaired · bk-42')).toBeInTheDocument();
    expect(
      section.getByText(
        '40 checked, 0 repaired · stopped at its limit; the next run goes on from there',
      ),
    ).toBeInTheDocument();
    expect(apiFetch).toHaveBeenCalledWith('/admin/reconciliation', expect.anything());
  });

  it('shows it in Bangla, and says when it has not run yet', async () => {
    await act(() => activateLanguage('bn'));
    renderPage(withUser({ admin: true }, <AdminMoneyPage />), '/admin/money');
    const section = within(await screen.findByRole('region', { name: 'দৈনিক হিসাব মেলানো' }));
    expect(
      await section.findByText('১,২৫০টি যাচাই, ১টি ঠিক করা হয়েছে · bk-42'),
    ).toBeInTheDocument();
    expect(section.getByText('পরিশোধিত বিল বনাম লেজার')).toBeInTheDocument();

    vi.mocked(apiFetch).mockImplementation((path) =>
      Promise.resolve(path === '/admin/reconciliation' ? { report: null } : adminMoney),
    );
    renderPage(withUser({ admin: true }, <AdminMoneyPage />), '/admin/money');
    expect(await screen.findByText('হিসাব মেলানো এখনো একবারও চলেনি।')).toBeInTheDocument();
  });
  afterEach(() => activateLanguage('en'));

  it("names the chart's parts as the table does: the providers' share and the commission make the gross", async () => {
    renderPage(withUser({ admin: true }, <AdminMoneyPage />), '/admin/money');
    const series = within(await screen.findByRole('list', { name: 'chart series' }));
    expect(series.getByText(/^Providers' share .*৳8,640/)).toBeInTheDocument();
    expect(series.getByText(/^Commission .*৳960/)).toBeInTheDocument();
    expect(series.queryByText(/^Gross/)).not.toBeInTheDocument();
    // The text version: one row a month, the parts and their sum, the gross.
    const table = screen.getByRole('table', { name: 'The last 12 months' });
    const headings = within(table).getAllByRole('columnheader');
    expect(headings.map((cell) => cell.textContent)).toEqual([
      'Month',
      "Providers' share",
      'Commission',
      'Gross',
    ]);
    const november = within(table).getByRole('row', { name: /^Nov 26/ });
    expect(
      within(november)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['৳8,640', '৳960', '৳9,600']);
    expect(within(table).getAllByRole('row')).toHaveLength(13);
  });

  it('reads the same in Bangla', async () => {
    await act(() => activateLanguage('bn'));
    renderPage(withUser({ admin: true }, <AdminMoneyPage />), '/admin/money');
    const series = within(await screen.findByRole('list', { name: 'chart series' }));
    expect(series.getByText(/^সার্ভিস প্রদানকারীদের অংশ .*৳৮,৬৪০/)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'গত ১২ মাস' });
    const november = within(table).getByRole('row', { name: /^নভে/ });
    expect(
      within(november)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['৳৮,৬৪০', '৳৯৬০', '৳৯,৬০০']);
  });

  it('tells a signed-in non-admin that the page is for admins only, and asks the API nothing', async () => {
    renderPage(withUser({}, <AdminMoneyPage />), '/admin/money');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "This page is for admins only. Sign in with an admin account to see the marketplace's money.",
    );
    expect(apiFetch).not.toHaveBeenCalled();
  });

  it('says so in Bangla too, and after the API refuses a token without the claim', async () => {
    await act(() => activateLanguage('bn'));
    vi.mocked(apiFetch).mockRejectedValue(new ApiError(403, 'Admins only'));
    renderPage(withUser({ admin: true }, <AdminMoneyPage />), '/admin/money');
    expect(await screen.findByRole('alert')).toHaveTextContent('এই পাতাটি শুধু অ্যাডমিনদের জন্য।');
  });
});

describe('EarningsPage', () => {
  beforeEach(() => {
    vi.mocked(getEarnings).mockResolvedValue({
      total: { jobs: 2, gross: 2400, commission: 240, net: 2160 },
      months: months.map(({ month, gross, commission }) => ({
        ...NO_EARNINGS,
        month,
        jobs: gross > 0 ? 2 : 0,
        gross,
        commission,
        net: gross - commission,
      })),
    });
  });
  afterEach(() => activateLanguage('en'));

  it('has a text version of the chart: each month, the share, the commission and the gross', async () => {
    renderPage(withUser({}, <EarningsPage />), '/earnings');
    const table = await screen.findByRole('table', { name: 'The last 12 months' });
    const november = within(table).getByRole('row', { name: /^Nov 26/ });
    expect(
      within(november)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['৳8,640', '৳960', '৳9,600']);
  });

  it('in Bangla too', async () => {
    await act(() => activateLanguage('bn'));
    renderPage(withUser({}, <EarningsPage />), '/earnings');
    const table = await screen.findByRole('table', { name: 'গত ১২ মাস' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['মাস', 'আপনার অংশ', 'কমিশন', 'মোট']);
  });
});
