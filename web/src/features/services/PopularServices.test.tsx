import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Firestore } from 'firebase/firestore';
import type { Service } from '@meramot/domain/entities';
import { renderPage } from '../../test/render-page';
import { PopularServices } from './PopularServices';
import { watchAllServices, watchPopularServices } from './services-data';
import { SERVICES_ERROR_TEXT } from './ServiceList';
import { makeService } from './test-fixtures';

vi.mock('./services-data', () => ({
  watchAllServices: vi.fn(),
  watchPopularServices: vi.fn(),
  watchService: vi.fn(),
}));
vi.mock('./search-results', () => ({ fetchSearchResults: vi.fn() }));
const appDb = vi.hoisted(() => ({ name: 'the app database' }) as unknown as Firestore);
vi.mock('reactfire', () => ({ useFirestore: () => appDb }));

let live: { onData: (services: Service[]) => void; onError: (error: Error) => void };

beforeEach(() => {
  vi.mocked(watchPopularServices).mockImplementation((_db, onData, onError) => {
    live = { onData, onError };
    return () => undefined;
  });
});

describe('PopularServices', () => {
  it("reads the popular query (not the whole list) and shows 'Popular Services'", () => {
    renderPage(<PopularServices />);
    expect(screen.getByRole('heading', { level: 2, name: 'Popular Services' })).toBeVisible();
    expect(watchPopularServices).toHaveBeenCalledTimes(1);
    expect(watchPopularServices).toHaveBeenCalledWith(
      appDb,
      expect.any(Function),
      expect.any(Function),
    );
    expect(watchAllServices).not.toHaveBeenCalled();
    expect(screen.getByRole('progressbar', { name: 'Loading popular services' })).toBeVisible();
  });

  it('shows the six services the query returns as cards with level-3 titles', () => {
    renderPage(<PopularServices />);
    const six = Array.from({ length: 6 }, (_, i) => makeService(`s${i}`, { serviceName: `S${i}` }));
    act(() => live.onData(six));
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      six.map((s) => s.provider.service.serviceName),
    );
  });

  it("shows 'No Service Available' when there are none, and the error when loading fails", () => {
    renderPage(<PopularServices />);
    act(() => live.onData([]));
    expect(screen.getByText('No Service Available')).toBeInTheDocument();
    act(() => live.onError(new Error('offline')));
    expect(screen.getByRole('alert')).toHaveTextContent(SERVICES_ERROR_TEXT);
  });

  it("'See All Services' goes to /services", async () => {
    renderPage(<PopularServices />);
    await userEvent.setup().click(screen.getByRole('link', { name: 'See All Services' }));
    expect(await screen.findByTestId('landing')).toHaveTextContent('/services');
  });
});
