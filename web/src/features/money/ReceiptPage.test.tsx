import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Firestore } from 'firebase/firestore';
import type { Bill } from '@meramot/domain/bill';
import type { Booking } from '@meramot/domain/entities';
import { activateLanguage } from '../../lib/i18n';
import { renderPage } from '../../test/render-page';
import { getReceipt } from './money-data';
import ReceiptPage from './ReceiptPage';

const appDb = { name: 'the app database' } as unknown as Firestore;
vi.mock('../../lib/firestore', () => ({ useFirestore: () => appDb }));
vi.mock('./money-data', () => ({ getReceipt: vi.fn() }));

const booking = {
  _id: 'b1',
  serviceName: 'Pipe Fitting',
  uName: 'Farhana Islam',
  uEmail: 'farhana@meramot.test',
  pName: 'Nasrin Akter',
  pEmail: 'nasrin@meramot.test',
  serviceStatus: 'Paid',
} as Booking;
const bill = {
  _id: 'b1',
  receiptNumber: 'MRM-WKZTM-TY03G',
  price: 1500,
  lines: [{ description: 'New mixer tap', amount: 850 }],
  discount: 100,
  total: 2250,
  state: 'accepted',
  paidMarkedAt: '2026-11-24T08:00:00.000Z',
  receivedMarkedAt: '2026-11-24T09:30:00.000Z',
  updatedAt: '2026-11-24T09:30:00.000Z',
} as Bill;

const open = () => renderPage(<ReceiptPage />, '/receipts/b1', { path: '/receipts/:bookingId' });

describe('ReceiptPage', () => {
  beforeEach(() => {
    vi.mocked(getReceipt).mockResolvedValue({ booking, bill });
  });
  afterEach(() => activateLanguage('en'));

  it('shows the number, both parties, the lines, the total and the payment date', async () => {
    open();
    expect(await screen.findByRole('heading', { name: 'Meramot Receipt' })).toBeInTheDocument();
    expect(getReceipt).toHaveBeenCalledWith(appDb, 'b1');
    expect(screen.getByText('MRM-WKZTM-TY03G')).toBeInTheDocument();
    expect(screen.getByText('Farhana Islam')).toBeInTheDocument();
    expect(screen.getByText('Nasrin Akter')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'New mixer tap' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '−৳100' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '৳2,250' })).toBeInTheDocument();
    expect(screen.getByText('Paid in cash on 24 November 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toHaveClass('no-print');
  });

  it('reads in Bangla with Bangla digits', async () => {
    await act(() => activateLanguage('bn'));
    open();
    expect(await screen.findByRole('heading', { name: 'মেরামত রসিদ' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '৳২,২৫০' })).toBeInTheDocument();
    expect(screen.getByText(/২৪ নভেম্বর, ২০২৬ তারিখে নগদে পরিশোধিত/)).toBeInTheDocument();
  });

  it('says the receipt is not available to someone who may not read it', async () => {
    const denied = Object.assign(new Error('denied'), { code: 'permission-denied' });
    vi.mocked(getReceipt).mockImplementation(() => Promise.reject(denied));
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('This receipt is not available');
  });
});
