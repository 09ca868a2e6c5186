import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicService } from '@meramot/domain/entities';
import type { ProviderPageAnswer, Review } from '@meramot/domain/review';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render-page';
import english from '../../locales/en.json';
import ProviderRoute from './ProviderPage';
import { fetchProviderPage, fetchProviderServices, fetchReviews } from './reviews-api';
import { makeService } from './test-fixtures';

vi.mock('./reviews-api', () => ({
  fetchProviderPage: vi.fn(),
  fetchProviderServices: vi.fn(),
  fetchReviews: vi.fn(),
}));

const listed = (id: string): PublicService => ({
  ...makeService(id),
  rating: { count: 0, average: null },
});

const review: Review = {
  _id: 'r1',
  serviceId: 's1',
  providerUid: 'p1',
  stars: 5,
  text: 'Came on time and fixed the leak.',
  reviewerName: 'Farhana',
  createdAt: '2026-03-02T00:00:00.000Z',
  updatedAt: '2026-03-02T00:00:00.000Z',
  reply: null,
};

const page = (name: string): ProviderPageAnswer => ({
  provider: {
    uid: 'p1',
    name,
    photoURL: '',
    memberSince: '2026-03-01T00:00:00.000Z',
    completedJobs: 3,
    rating: { count: 0, average: null },
  },
  services: [],
  nextServicesCursor: null,
  reviews: [],
  nextReviewsCursor: null,
});

beforeEach(() => {
  vi.mocked(fetchReviews).mockResolvedValue({ reviews: [], nextCursor: null });
});

describe('the provider page', () => {
  it("shows the name of the provider's listings and when they began listing", async () => {
    vi.mocked(fetchProviderPage).mockResolvedValue(page('Nasrin Akter'));
    renderPage(<ProviderRoute />, '/providers/p1', { path: '/providers/:uid' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nasrin Akter' })).toBeVisible();
    expect(screen.getByText('Member since March 2026')).toBeVisible();
  });

  it('names a provider who published no name in words of its own, not an empty heading', async () => {
    vi.mocked(fetchProviderPage).mockResolvedValue(page(''));
    renderPage(<ProviderRoute />, '/providers/p1', { path: '/providers/:uid' });
    expect(
      await screen.findByRole('heading', { level: 1, name: english['provider.unnamed'] }),
    ).toBeVisible();
  });

  it('shows the reviews its own answer carried, asking for no other request', async () => {
    vi.mocked(fetchProviderPage).mockResolvedValue({ ...page('Nasrin Akter'), reviews: [review] });
    renderPage(<ProviderRoute />, '/providers/p1', { path: '/providers/:uid' });
    expect(await screen.findByText('Came on time and fixed the leak.')).toBeVisible();
    expect(fetchReviews).not.toHaveBeenCalled();
  });

  it('asks for the next page of services with "Load more", after the first its answer carried', async () => {
    vi.mocked(fetchProviderPage).mockResolvedValue({
      ...page('Nasrin Akter'),
      services: [listed('s1')],
      nextServicesCursor: 'c1',
    });
    vi.mocked(fetchProviderServices).mockResolvedValue({
      services: [listed('s2')],
      nextCursor: null,
    });
    renderPage(<ProviderRoute />, '/providers/p1', { path: '/providers/:uid' });
    expect(await screen.findByText('Service s1')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Service s2')).toBeVisible();
    expect(fetchProviderServices).toHaveBeenCalledWith('p1', 'c1');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
