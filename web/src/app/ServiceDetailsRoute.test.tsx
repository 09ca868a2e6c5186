import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Service } from '@meramot/domain/entities';
import { fetchServiceDetails } from '../features/services/services-api';
import { makeService } from '../features/services/test-fixtures';
import { renderPage } from '../test/render-page';
import english from '../locales/en.json';
import ServiceDetailsRoute from './ServiceDetailsRoute';

vi.mock('../features/services/services-api', () => ({
  fetchCataloguePage: vi.fn(),
  fetchServiceDetails: vi.fn(),
}));

vi.mock('../features/bookings/BookServiceDialog', () => ({
  BookServiceDialog: ({
    service,
    open,
    onClose,
  }: {
    service: Service;
    open: boolean;
    onClose: () => void;
  }) =>
    open ? (
      <div role="dialog" aria-label="Book Service">
        {service.provider.service.serviceName}
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
    ) : null,
}));

// Book Now asks for a mobile number first (BookServiceFlow): this account has one.
vi.mock('../features/profile/PhonePrompt', () => ({
  usePhonePrompt: () => ({ requestPhone: () => Promise.resolve(true), prompt: null }),
}));
vi.mock('../lib/firestore', () => ({ useFirestore: () => ({}) }));

let request: { id: string; signal: AbortSignal | undefined };
let answer: (service: Service | null) => Promise<void>;
let fail: (error: Error) => Promise<void>;

beforeEach(() => {
  vi.mocked(fetchServiceDetails)
    .mockReset()
    .mockImplementation(
      (id, signal) =>
        new Promise((resolve, reject) => {
          request = { id, signal };
          answer = (service) => act(async () => resolve(service));
          fail = (error) => act(async () => reject(error));
        }),
    );
});

const renderRoute = (id = 'svc-1') =>
  renderPage(<ServiceDetailsRoute />, `/serviceDetails/${id}`, { path: '/serviceDetails/:id' });

describe('ServiceDetailsRoute', () => {
  it('asks the API for the service by the id in the URL, with a spinner until it arrives', () => {
    renderRoute('svc-1');
    expect(fetchServiceDetails).toHaveBeenCalledWith('svc-1', expect.any(AbortSignal));
    expect(screen.getByRole('progressbar', { name: 'Loading the service' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book Now' })).not.toBeInTheDocument();
  });

  it('shows the details once loaded', async () => {
    renderRoute();
    await answer(makeService('svc-1', { serviceName: 'Pipe Fitting', servicePrice: 800 }));
    expect(screen.getByRole('heading', { level: 1, name: 'Pipe Fitting' })).toBeInTheDocument();
    expect(screen.getByText('৳800')).toBeInTheDocument();
  });

  it('Book Now opens the Book Service modal for this service; Close closes it', async () => {
    const user = userEvent.setup();
    renderRoute();
    await answer(makeService('svc-1', { serviceName: 'Pipe Fitting' }));
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book Service' });
    expect(dialog).toHaveTextContent('Pipe Fitting');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so when there is no such service', async () => {
    renderRoute('gone');
    await answer(null);
    expect(
      screen.getByRole('heading', { name: english['serviceDetails.notFound'] }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See All Services' })).toHaveAttribute(
      'href',
      '/services',
    );
  });

  it('shows an error when loading fails', async () => {
    renderRoute();
    await fail(new Error('Request failed (500)'));
    expect(screen.getByRole('alert')).toHaveTextContent(english['serviceDetails.loadFailed']);
  });

  it('cancels the request when it unmounts', () => {
    const { unmount } = renderRoute();
    unmount();
    expect(request.signal?.aborted).toBe(true);
  });
});
