import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Firestore } from 'firebase/firestore';
import type { Service } from '@meramot/domain/entities';
import { renderPage } from '../../test/render-page';
import AllServicesPage from './AllServicesPage';
import { fetchSearchResults } from './search-results';
import { watchAllServices } from './services-data';
import { SERVICES_ERROR_TEXT } from './ServiceList';
import { LONG_DESCRIPTION, makeService } from './test-fixtures';

vi.mock('./services-data', () => ({
  watchAllServices: vi.fn(),
  watchPopularServices: vi.fn(),
  watchService: vi.fn(),
}));
vi.mock('./search-results', () => ({ fetchSearchResults: vi.fn() }));
const appDb = vi.hoisted(() => ({ name: 'the app database' }) as unknown as Firestore);
vi.mock('reactfire', () => ({ useFirestore: () => appDb }));

let live: { onData: (services: Service[]) => void; onError: (error: Error) => void };
const unsubscribe = vi.fn();

beforeEach(() => {
  unsubscribe.mockReset();
  vi.mocked(watchAllServices).mockImplementation((_db, onData, onError) => {
    live = { onData, onError };
    return unsubscribe;
  });
  vi.mocked(fetchSearchResults).mockReset();
});

const cards = () => screen.queryAllByRole('article');

describe('AllServicesPage', () => {
  it("shows the banner 'Our All Services' and the search form", () => {
    renderPage(<AllServicesPage />, '/services');
    expect(screen.getByRole('heading', { level: 1, name: 'Our All Services' })).toBeVisible();
    const input = screen.getByRole('searchbox', { name: 'Search service' });
    expect(input).toHaveAttribute('name', 'search');
    expect(input).toHaveAttribute('placeholder', 'Search service');
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
  });

  it('shows a spinner while the services load', () => {
    renderPage(<AllServicesPage />, '/services');
    expect(screen.getByRole('progressbar', { name: 'Loading services' })).toBeInTheDocument();
    expect(cards()).toHaveLength(0);
  });

  it('lists every service as a card, newest first as the query returns them', () => {
    renderPage(<AllServicesPage />, '/services');
    act(() =>
      live.onData([
        makeService('b', { serviceName: 'Pipe Fitting', description: LONG_DESCRIPTION }),
        makeService('a', { serviceName: 'Deep Cleaning', servicePrice: 4500 }),
      ]),
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(cards().map((card) => card.textContent)).toEqual([
      expect.stringContaining('Pipe Fitting'),
      expect.stringContaining('Deep Cleaning'),
    ]);
    expect(screen.getByText(`${LONG_DESCRIPTION.slice(0, 80)}...`)).toBeInTheDocument();
    expect(screen.getByText('4500৳')).toBeInTheDocument();
  });

  it("shows 'No Service Available' when there are none", () => {
    renderPage(<AllServicesPage />, '/services');
    act(() => live.onData([]));
    expect(screen.getByText('No Service Available')).toBeInTheDocument();
  });

  it('follows live changes without a reload', () => {
    renderPage(<AllServicesPage />, '/services');
    act(() => live.onData([makeService('a', { serviceName: 'Deep Cleaning' })]));
    act(() =>
      live.onData([
        makeService('n', { serviceName: 'Sofa Shampoo' }),
        makeService('a', { serviceName: 'Deep Cleaning' }),
      ]),
    );
    expect(screen.getByRole('article', { name: 'Sofa Shampoo' })).toBeInTheDocument();
    expect(cards()).toHaveLength(2);
  });

  it("on a failed load stops the spinner, says so and shows 'No Service Available'", () => {
    renderPage(<AllServicesPage />, '/services');
    act(() => live.onError(new Error('unavailable')));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(SERVICES_ERROR_TEXT);
    expect(screen.getByText('No Service Available')).toBeInTheDocument();
  });

  it('keeps the list it has when a later update fails', () => {
    renderPage(<AllServicesPage />, '/services');
    act(() => live.onData([makeService('a', { serviceName: 'Deep Cleaning' })]));
    act(() => live.onError(new Error('permission-denied')));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Deep Cleaning' })).toBeInTheDocument();
  });

  it('unsubscribes from the live list when it unmounts', () => {
    const { unmount } = renderPage(<AllServicesPage />, '/services');
    unmount();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('searches through the API with the text as typed, then lists the results', async () => {
    let answer: (services: Service[]) => void = () => undefined;
    vi.mocked(fetchSearchResults).mockImplementation(
      () => new Promise<Service[]>((resolve) => (answer = resolve)),
    );
    const user = userEvent.setup();
    const { router } = renderPage(<AllServicesPage />, '/services');
    act(() => live.onData([makeService('a', { serviceName: 'Deep Cleaning' })]));

    await user.type(screen.getByRole('searchbox', { name: 'Search service' }), ' Pipe ');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(fetchSearchResults).toHaveBeenCalledWith(' Pipe ', expect.any(AbortSignal));
    expect(router.state.location.search).toBe('?search=+Pipe+');
    expect(screen.getByRole('progressbar', { name: 'Searching services' })).toBeInTheDocument();

    await act(async () => answer([makeService('p', { serviceName: 'Pipe Fitting' })]));
    expect(screen.getByRole('article', { name: 'Pipe Fitting' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Deep Cleaning' })).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue(' Pipe ');
    expect(
      screen.getByText('1 service found for “ Pipe ”', { normalizer: (t) => t }),
    ).toBeInTheDocument();
  });

  it("shows 'No Service Available' when the search finds nothing", async () => {
    vi.mocked(fetchSearchResults).mockResolvedValue([]);
    renderPage(<AllServicesPage />, '/services?search=zzz');
    expect(await screen.findByText('No Service Available')).toBeInTheDocument();
    expect(fetchSearchResults).toHaveBeenCalledWith('zzz', expect.any(AbortSignal));
    expect(screen.getByRole('searchbox')).toHaveValue('zzz');
  });

  it('reports a failed search and shows no stale results', async () => {
    vi.mocked(fetchSearchResults).mockRejectedValue(new Error('Request failed (500)'));
    renderPage(<AllServicesPage />, '/services?search=pipe');
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVICES_ERROR_TEXT);
    expect(screen.getByText('No Service Available')).toBeInTheDocument();
  });

  it('an empty search goes back to the full live list without calling the API', async () => {
    vi.mocked(fetchSearchResults).mockResolvedValue([
      makeService('p', { serviceName: 'Pipe Fitting' }),
    ]);
    const user = userEvent.setup();
    const { router } = renderPage(<AllServicesPage />, '/services?search=pipe');
    await screen.findByRole('article', { name: 'Pipe Fitting' });

    await user.clear(screen.getByRole('searchbox'));
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(router.state.location.search).toBe('');
    expect(fetchSearchResults).toHaveBeenCalledTimes(1);
    act(() => live.onData([makeService('a', { serviceName: 'Deep Cleaning' })]));
    const list = screen.getByRole('list');
    expect(within(list).getByRole('article', { name: 'Deep Cleaning' })).toBeInTheDocument();
  });
});
