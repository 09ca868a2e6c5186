import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useUser } from '../../lib/auth-user';
import type { Firestore } from 'firebase/firestore';
import type { Service } from '@meramot/domain/entities';
import { PUBLIC_LIST_LIMIT } from '@meramot/domain/list-limits';
import ManageServicesPage from './ManageServicesPage';
import { refusal } from '@meramot/domain/refusal';
import { ApiError } from '../../lib/api';
import { activateLanguage } from '../../lib/i18n';
import { deleteService } from './delete-service';
import { updateService, watchMyServices } from './provider-services-data';
import { makeService, provider, renderWithProviders } from './test-utils';
import { onAPhone } from '../../test/phone-viewport';

const OPEN_BOOKINGS =
  'This service has bookings that are Pending or Working: mark them Completed before deleting it';

const appDb = vi.hoisted(() => ({ name: 'the app database' }) as unknown as Firestore);
vi.mock('../../lib/auth-user', () => ({ useUser: vi.fn(), useIsAdmin: () => false }));
vi.mock('../../lib/firestore', () => ({ useFirestore: () => appDb }));
vi.mock('./provider-services-data', () => ({
  watchMyServices: vi.fn(),
  updateService: vi.fn(),
}));
vi.mock('./delete-service', () => ({ deleteService: vi.fn() }));

const unsubscribe = vi.fn();
let push: (services: Service[]) => void = () => undefined;
let fail: (error: Error) => void = () => undefined;

function renderPage() {
  renderWithProviders(<ManageServicesPage />);
}

function showServices(services: Service[]) {
  act(() => push(services));
}

describe('ManageServicesPage', () => {
  beforeEach(() => {
    vi.mocked(useUser).mockReturnValue({ status: 'success', data: provider } as ReturnType<
      typeof useUser
    >);
    unsubscribe.mockReset();
    vi.mocked(updateService).mockReset();
    vi.mocked(deleteService).mockReset();
    vi.mocked(watchMyServices).mockImplementation((_db, _uid, onData, onError) => {
      push = onData;
      fail = onError;
      return unsubscribe;
    });
  });

  it("listens to the signed-in provider's services and shows a spinner until they arrive", () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Manage Your Services' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading your services' })).toBeInTheDocument();
    expect(watchMyServices).toHaveBeenCalledWith(
      appDb,
      'rahim-uid',
      expect.any(Function),
      expect.any(Function),
    );
  });

  it('says only the newest are shown when the list reaches its bound', async () => {
    renderPage();
    showServices([makeService('a')]);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    showServices(Array.from({ length: PUBLIC_LIST_LIMIT }, (_, i) => makeService(`s${i}`)));
    expect(screen.getByRole('note')).toHaveTextContent(
      `Showing the newest ${PUBLIC_LIST_LIMIT}. Older ones are not listed here.`,
    );
    await act(() => activateLanguage('bn'));
    expect(screen.getByRole('note')).toHaveTextContent('সবচেয়ে নতুন ৫০টি দেখানো হচ্ছে।');
    await act(() => activateLanguage('en'));
  });

  it("shows 'You have no services Added!' when there are none", () => {
    renderPage();
    showServices([]);
    expect(screen.getByText('You have no services Added!')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('stops the spinner quietly when the listener fails', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage();
    act(() => fail(new Error('permission-denied')));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText('You have no services Added!')).toBeInTheDocument();
  });

  it('shows image, name, area, description cut to 30, price in taka and the two actions', () => {
    renderPage();
    showServices([
      makeService('a', {
        serviceName: 'House Wiring',
        description: 'Full house wiring checks, faulty switch and socket replacement.',
        servicePrice: 1500,
      }),
    ]);
    const table = screen.getByRole('table', { name: 'Your services' });
    const [, row] = within(table).getAllByRole('row');
    if (!row) throw new Error('no data row');
    expect(within(row).getByRole('img', { name: 'House Wiring' })).toHaveAttribute(
      'src',
      '/images/services/electrical.svg',
    );
    expect(row).toHaveTextContent('House Wiring');
    expect(row).toHaveTextContent('Dhanmondi, Dhaka');
    expect(within(row).getByText('Full house wiring checks...')).toBeInTheDocument();
    expect(within(row).getByText('৳1,500')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Edit House Wiring' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Delete House Wiring' })).toBeInTheDocument();
  });

  it('follows the live listener: rows appear and go without a reload', () => {
    renderPage();
    showServices([makeService('a')]);
    expect(screen.getAllByRole('row')).toHaveLength(2);
    showServices([makeService('b', { serviceName: 'Water Tank Cleaning' }), makeService('a')]);
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('Water Tank Cleaning')).toBeInTheDocument();
    showServices([]);
    expect(screen.getByText('You have no services Added!')).toBeInTheDocument();
  });

  it('unsubscribes on unmount', () => {
    renderWithProviders(<ManageServicesPage />).unmount();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });

  // Typing into the searchable district list is slow in jsdom; on a busy machine past 5 s.
  describe('Update Service modal', { timeout: 20_000 }, () => {
    async function openEditor() {
      renderPage();
      showServices([makeService('a', { serviceName: 'House Wiring', servicePrice: 1500 })]);
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Edit House Wiring' }));
      const dialog = await screen.findByRole('dialog', { name: 'Update Service' });
      return { user, dialog };
    }

    it('opens prefilled with the seven fields', async () => {
      const { dialog } = await openEditor();
      expect(within(dialog).getByLabelText(/^Service Name/)).toHaveValue('House Wiring');
      expect(within(dialog).getByLabelText(/^Service Image URL/)).toHaveValue(
        '/images/services/electrical.svg',
      );
      expect(within(dialog).getByLabelText(/^Service Area/)).toHaveValue('Dhanmondi, Dhaka');
      expect(within(dialog).getByLabelText(/^Service Price/)).toHaveValue('1500');
      expect(within(dialog).getByLabelText(/^Description/)).toHaveValue(
        'Full house wiring checks, faulty switch and socket replacement.',
      );
      expect(within(dialog).getByRole('combobox', { name: /^Category/ })).toHaveValue('electrical');
      expect(within(dialog).getByRole('combobox', { name: /^District/ })).toHaveValue('Dhaka');
    });

    it('shows the same required messages', async () => {
      const { user, dialog } = await openEditor();
      for (const label of [
        /^Service Image URL/,
        /^Service Name/,
        /^Service Area/,
        /^Service Price/,
        /^Description/,
      ]) {
        await user.clear(within(dialog).getByLabelText(label));
      }
      await user.click(within(dialog).getByRole('button', { name: 'Update' }));
      expect(await within(dialog).findByText('Service image is required')).toBeInTheDocument();
      expect(within(dialog).getByText('Service name is required')).toBeInTheDocument();
      expect(within(dialog).getByText('Service area is required')).toBeInTheDocument();
      expect(within(dialog).getByText('Service Price is required')).toBeInTheDocument();
      expect(within(dialog).getByText('Service description is required')).toBeInTheDocument();
      expect(updateService).not.toHaveBeenCalled();
    });

    it("refuses a price under 50, then writes a new price and district and toasts 'Service Updated Successfully'", async () => {
      vi.mocked(updateService).mockResolvedValue(undefined);
      const { user, dialog } = await openEditor();
      const price = within(dialog).getByLabelText(/^Service Price/);
      await user.clear(price);
      await user.type(price, '20');
      await user.click(within(dialog).getByRole('button', { name: 'Update' }));
      expect(await within(dialog).findByText('Minimum price 50')).toBeInTheDocument();
      expect(updateService).not.toHaveBeenCalled();
      await user.clear(price);
      // Typed with a Bangla keyboard's digits: read as 60.
      await user.type(price, '৬০');
      const district = within(dialog).getByRole('combobox', { name: /^District/ });
      await user.clear(district);
      await user.type(district, 'Chatto');
      await user.click(screen.getByRole('option', { name: 'Chattogram' }));
      await user.click(within(dialog).getByRole('button', { name: 'Update' }));
      expect(await screen.findByText('Service Updated Successfully')).toBeInTheDocument();
      expect(updateService).toHaveBeenCalledWith(appDb, 'a', provider, {
        serviceImgURL: '/images/services/electrical.svg',
        serviceName: 'House Wiring',
        serviceArea: 'Dhanmondi, Dhaka',
        servicePrice: 60,
        description: 'Full house wiring checks, faulty switch and socket replacement.',
        category: 'electrical',
        district: 'chattogram',
      });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('stays open, without a toast, when the update fails', async () => {
      vi.mocked(updateService).mockRejectedValue(new Error('permission-denied'));
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { user, dialog } = await openEditor();
      await user.click(within(dialog).getByRole('button', { name: 'Update' }));
      await waitFor(() => expect(updateService).toHaveBeenCalledTimes(1));
      await waitFor(() =>
        expect(within(dialog).getByRole('button', { name: 'Update' })).toBeEnabled(),
      );
      expect(screen.getByRole('dialog', { name: 'Update Service' })).toBeInTheDocument();
      expect(screen.queryByText('Service Updated Successfully')).not.toBeInTheDocument();
    });

    it('closes with Close', async () => {
      const { user, dialog } = await openEditor();
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(updateService).not.toHaveBeenCalled();
    });
  });

  describe('delete', () => {
    async function askToDelete() {
      renderPage();
      showServices([makeService('a', { serviceName: 'House Wiring' })]);
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Delete House Wiring' }));
      const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
      return { user, dialog };
    }

    it("deletes on OK and toasts 'Service Deleted Successfully'", async () => {
      vi.mocked(deleteService).mockResolvedValue(undefined);
      const { user, dialog } = await askToDelete();
      await user.click(within(dialog).getByRole('button', { name: 'OK' }));
      expect(await screen.findByText('Service Deleted Successfully')).toBeInTheDocument();
      expect(deleteService).toHaveBeenCalledWith('a');
    });

    it('says why when the API refuses (open bookings), and keeps the row', async () => {
      vi.mocked(deleteService).mockRejectedValue(
        new ApiError(409, OPEN_BOOKINGS, refusal('serviceHasOpenBookings')),
      );
      const { user, dialog } = await askToDelete();
      await user.click(within(dialog).getByRole('button', { name: 'OK' }));
      expect(await screen.findByText(OPEN_BOOKINGS)).toBeInTheDocument();
      expect(screen.queryByText('Service Deleted Successfully')).not.toBeInTheDocument();
      expect(screen.getByRole('row', { name: /House Wiring/ })).toBeInTheDocument();
    });

    it("deletes nothing on Cancel and toasts 'Service delete cancelled'", async () => {
      const { user, dialog } = await askToDelete();
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(await screen.findByText('Service delete cancelled')).toBeInTheDocument();
      expect(deleteService).not.toHaveBeenCalled();
    });
  });

  it('speaks Bangla when it is chosen: the table, the price, the dialog and the refusal', async () => {
    await act(() => activateLanguage('bn'));
    vi.mocked(deleteService).mockRejectedValue(
      new ApiError(409, OPEN_BOOKINGS, refusal('serviceHasOpenBookings')),
    );
    renderPage();
    showServices([makeService('a', { serviceName: 'House Wiring', servicePrice: 1500 })]);
    expect(screen.getByRole('heading', { name: 'আপনার সার্ভিসগুলো' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'দাম' })).toBeInTheDocument();
    expect(screen.getByText('৳১,৫০০')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'House Wiring মুছুন' }));
    const dialog = await screen.findByRole('dialog', { name: 'আপনি কি নিশ্চিত?' });
    expect(dialog).toHaveTextContent('"House Wiring" মুছে ফেলবেন? মুছলে আর ফেরত আনা যাবে না!');
    await user.click(within(dialog).getByRole('button', { name: 'ঠিক আছে' }));
    expect(
      await screen.findByText(
        'এই সার্ভিসের কিছু বুকিং এখনো অপেক্ষমাণ বা চলমান: মোছার আগে সেগুলো সম্পন্ন (Completed) করুন',
      ),
    ).toBeInTheDocument();
  });

  describe('on a phone', () => {
    onAPhone();

    it('shows a card per service with image, name, area, price and labelled Edit and Delete', async () => {
      renderPage();
      const longName = 'Waterproofing'.repeat(6);
      showServices([makeService('a', { serviceName: longName, servicePrice: 2500 })]);
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const card = within(screen.getByRole('list', { name: 'Your services' })).getByRole(
        'listitem',
        { name: longName },
      );
      expect(within(card).getByRole('img', { name: longName })).toHaveAttribute(
        'src',
        '/images/services/electrical.svg',
      );
      expect(within(card).getByRole('heading', { name: longName })).toBeInTheDocument();
      expect(card).toHaveTextContent('Dhanmondi, Dhaka');
      expect(within(card).getByText('Full house wiring checks...')).toBeInTheDocument();
      expect(within(card).getByText('৳2,500')).toBeInTheDocument();
      const edit = within(card).getByRole('button', { name: `Edit ${longName}` });
      expect(edit).toHaveTextContent('Edit');
      expect(within(card).getByRole('button', { name: `Delete ${longName}` })).toHaveTextContent(
        'Delete',
      );
      await userEvent.setup().click(edit);
      expect(await screen.findByRole('dialog', { name: 'Update Service' })).toBeInTheDocument();
    });
  });
});
