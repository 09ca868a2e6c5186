import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render-page';
import english from '../../locales/en.json';
import ProviderRoute from './ProviderPage';
import { fetchProviderPage, fetchReviews } from './reviews-api';
import type { ProviderPageData } from './reviews-api';

vi.mock('./reviews-api', () => ({ fetchProviderPage: vi.fn(), fetchReviews: vi.fn() }));

const page = (name: string): ProviderPageData => ({
  provider: {
    uid: 'p1',
    name,
    photoURL: '',
    memberSince: '2026-03-01T00:00:00.000Z',
    completedJobs: 3,
    rating: { count: 0, average: null },
  },
  services: [],
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
});
