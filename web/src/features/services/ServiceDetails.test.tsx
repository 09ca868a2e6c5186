import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../lib/i18n';
import { renderPage } from '../../test/render-page';
import { fetchReviews } from './reviews-api';
import { ServiceDetails } from './ServiceDetails';
import { LONG_DESCRIPTION, makeService } from './test-fixtures';

vi.mock('./reviews-api', () => ({
  fetchReviews: vi.fn(() => Promise.resolve({ reviews: [], nextCursor: null })),
}));

const service = makeService(
  's1',
  {
    serviceName: 'Water Tank Cleaning',
    description: LONG_DESCRIPTION,
    servicePrice: 2500,
    serviceArea: 'Gulshan, Dhaka',
    serviceImgURL: '/images/services/plumbing.svg',
    category: 'deep-cleaning',
    district: 'dhaka',
  },
  { name: 'Nasrin Akter', photoURL: '/images/avatars/provider-2.svg' },
);

describe('ServiceDetails', () => {
  it('shows the name, image, whole description, taka price and the provider with area', () => {
    renderPage(<ServiceDetails service={service} onBook={() => undefined} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Water Tank Cleaning' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Water Tank Cleaning' })).toHaveAttribute(
      'src',
      '/images/services/plumbing.svg',
    );
    expect(screen.getByText(LONG_DESCRIPTION)).toBeInTheDocument();
    expect(screen.getByText('৳2,500')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Nasrin Akter' })).toHaveAttribute(
      'src',
      '/images/avatars/provider-2.svg',
    );
    expect(screen.getByText('Nasrin Akter')).toBeInTheDocument();
    expect(screen.getByText('Gulshan, Dhaka')).toBeInTheDocument();
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const values = screen.getAllByRole('definition').map((value) => value.textContent);
    expect(terms).toEqual(['Category', 'District']);
    expect(values).toEqual(['Deep Cleaning', 'Dhaka']);
  });

  it('has a Back link to /', async () => {
    renderPage(<ServiceDetails service={service} onBook={() => undefined} />, '/serviceDetails/s1');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Back' }));
    expect(await screen.findByTestId('landing')).toHaveTextContent(/^\/null$/);
  });

  it('Book Now asks to open the booking modal', async () => {
    const onBook = vi.fn();
    renderPage(<ServiceDetails service={service} onBook={onBook} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Book Now' }));
    expect(onBook).toHaveBeenCalledTimes(1);
  });

  it('speaks Bangla when it is chosen: names, the price and the dates of the reviews', async () => {
    vi.mocked(fetchReviews).mockResolvedValueOnce({
      reviews: [
        {
          _id: 'r1',
          serviceId: 's1',
          providerUid: 'rahim-uid',
          stars: 4,
          text: 'সময়মতো এসেছেন, কাজও পরিষ্কার।',
          reviewerName: 'Karim',
          createdAt: '2026-11-24T06:00:00.000Z',
          updatedAt: '2026-11-24T06:00:00.000Z',
          reply: { text: 'ধন্যবাদ!', createdAt: '2026-11-25T06:00:00.000Z' },
        },
      ],
      nextCursor: 'next',
    });
    await act(() => activateLanguage('bn'));
    renderPage(<ServiceDetails service={service} onBook={() => undefined} />);
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'ক্যাটাগরি',
      'জেলা',
    ]);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      'ডিপ ক্লিনিং',
      'ঢাকা',
    ]);
    expect(screen.getByText('৳২,৫০০')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ফিরে যান' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'এখনই বুক করুন' })).toBeInTheDocument();

    const reviews = await screen.findByRole('region', { name: 'রিভিউ' });
    const review = await within(reviews).findByRole('listitem');
    expect(within(review).getByText('২৪ নভে, ২০২৬')).toHaveAttribute(
      'datetime',
      '2026-11-24T06:00:00.000Z',
    );
    expect(review).toHaveTextContent('সার্ভিসদাতার উত্তর');
    expect(within(reviews).getByRole('button', { name: 'আরও দেখুন' })).toBeInTheDocument();
  });
});
