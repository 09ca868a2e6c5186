import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render-page';
import { PopularServices } from './PopularServices';
import { fetchCataloguePage } from './services-api';
import type { CataloguePage } from './services-api';
import { SERVICES_ERROR_TEXT, makeService } from './test-fixtures';

vi.mock('./services-api', () => ({ fetchCataloguePage: vi.fn(), fetchServiceDetails: vi.fn() }));

const pageOf = (services: CataloguePage['services']): CataloguePage => ({
  services,
  nextCursor: null,
  total: services.length,
  atLeast: null,
});

beforeEach(() => {
  vi.mocked(fetchCataloguePage).mockReset();
});

describe('PopularServices', () => {
  it("asks the API for the newest six (not the whole list) and shows 'Popular Services'", () => {
    vi.mocked(fetchCataloguePage).mockReturnValue(new Promise(() => undefined));
    renderPage(<PopularServices />);
    expect(screen.getByRole('heading', { level: 2, name: 'Popular Services' })).toBeVisible();
    expect(fetchCataloguePage).toHaveBeenCalledWith({ limit: 6 }, expect.any(AbortSignal));
    expect(screen.getByRole('status')).toHaveTextContent('Loading popular services');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('shows the six services the API returns as cards with level-3 titles', async () => {
    const six = Array.from({ length: 6 }, (_, i) => makeService(`s${i}`, { serviceName: `S${i}` }));
    vi.mocked(fetchCataloguePage).mockResolvedValue(pageOf(six));
    renderPage(<PopularServices />);
    expect(await screen.findAllByRole('article')).toHaveLength(6);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      six.map((s) => s.provider.service.serviceName),
    );
  });

  it("shows 'No Service Available' when there are none", async () => {
    vi.mocked(fetchCataloguePage).mockResolvedValue(pageOf([]));
    renderPage(<PopularServices />);
    expect(await screen.findByText('No Service Available')).toBeInTheDocument();
  });

  it('says so when the API cannot be reached', async () => {
    vi.mocked(fetchCataloguePage).mockRejectedValue(new Error('offline'));
    renderPage(<PopularServices />);
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVICES_ERROR_TEXT);
    expect(screen.getByText('No Service Available')).toBeInTheDocument();
  });

  it("'See All Services' goes to /services", async () => {
    vi.mocked(fetchCataloguePage).mockReturnValue(new Promise(() => undefined));
    renderPage(<PopularServices />);
    await userEvent.setup().click(screen.getByRole('link', { name: 'See All Services' }));
    expect(await screen.findByTestId('landing')).toHaveTextContent('/services');
  });
});
