import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Firestore } from 'firebase/firestore';
import type { ListedService, Service } from '@meramot/domain/entities';
import { watchService } from '../features/services/services-data';
import { makeService } from '../features/services/test-fixtures';
import { renderPage } from '../test/render-page';
import ServiceDetailsRoute, { SERVICE_LOAD_FAILED, SERVICE_NOT_FOUND } from './ServiceDetailsRoute';

vi.mock('../features/services/services-data', () => ({
  watchAllServices: vi.fn(),
  watchPopularServices: vi.fn(),
  watchService: vi.fn(),
}));
vi.mock('../features/services/search-results', () => ({ fetchSearchResults: vi.fn() }));
const appDb = vi.hoisted(() => ({ name: 'the app database' }) as unknown as Firestore);
vi.mock('reactfire', () => ({ useFirestore: () => appDb }));

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

let live: { onData: (service: ListedService | null) => void; onError: (error: Error) => void };
const unsubscribe = vi.fn();

beforeEach(() => {
  unsubscribe.mockReset();
  vi.mocked(watchService).mockImplementation((_db, _id, onData, onError) => {
    live = { onData, onError };
    return unsubscribe;
  });
});

const renderRoute = (id = 'svc-1') =>
  renderPage(<ServiceDetailsRoute />, `/serviceDetails/${id}`, { path: '/serviceDetails/:id' });

describe('ServiceDetailsRoute', () => {
  it('loads the service by the id in the URL and shows a spinner until it arrives', () => {
    renderRoute('svc-1');
    expect(watchService).toHaveBeenCalledWith(
      appDb,
      'svc-1',
      expect.any(Function),
      expect.any(Function),
    );
    expect(screen.getByRole('progressbar', { name: 'Loading the service' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book Now' })).not.toBeInTheDocument();
  });

  it('shows the details once loaded', () => {
    renderRoute();
    act(() =>
      live.onData(makeService('svc-1', { serviceName: 'Pipe Fitting', servicePrice: 800 })),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Pipe Fitting' })).toBeInTheDocument();
    expect(screen.getByText('800৳')).toBeInTheDocument();
  });

  it('Book Now opens the Book Service modal for this service; Close closes it', async () => {
    const user = userEvent.setup();
    renderRoute();
    act(() => live.onData(makeService('svc-1', { serviceName: 'Pipe Fitting' })));
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book Service' });
    expect(dialog).toHaveTextContent('Pipe Fitting');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so when there is no such service', () => {
    renderRoute('gone');
    act(() => live.onData(null));
    expect(screen.getByRole('heading', { name: SERVICE_NOT_FOUND })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See All Services' })).toHaveAttribute(
      'href',
      '/services',
    );
  });

  it('shows an error when loading fails, and keeps the service if it had one', () => {
    renderRoute();
    act(() => live.onError(new Error('unavailable')));
    expect(screen.getByRole('alert')).toHaveTextContent(SERVICE_LOAD_FAILED);

    act(() => live.onData(makeService('svc-1', { serviceName: 'Pipe Fitting' })));
    act(() => live.onError(new Error('unavailable')));
    expect(screen.getByRole('heading', { level: 1, name: 'Pipe Fitting' })).toBeInTheDocument();
  });

  it('stops listening when it unmounts', () => {
    const { unmount } = renderRoute();
    unmount();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });
});
