import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Testimonial } from '@meramot/domain/entities';
import { activateLanguage } from '../../lib/i18n';
import { renderPage } from '../../test/render-page';
import siteTestimonials from '../../../public/clientReview.json';
import english from '../../locales/en.json';
import { slider, useKeenSlider } from './keen-slider-mock';
import { Testimonials } from './Testimonials';
import { fetchTestimonials } from './testimonials-data';

vi.mock('keen-slider/react', () => import('./keen-slider-mock'));
vi.mock('./testimonials-data', () => ({ fetchTestimonials: vi.fn() }));

const REVIEWS: Testimonial[] = [
  {
    img: '/images/testimonials/client-1.svg',
    rating: 5,
    name: 'Sumaiya Chowdhury',
    description: 'On time.',
  },
  {
    img: '/images/testimonials/client-2.svg',
    rating: 4,
    name: 'Arif Hossain',
    description: 'Fair price.',
  },
  { img: '', rating: 3, name: 'Nusrat Jahan', description: 'Good work.' },
];

afterEach(() => vi.unstubAllGlobals());

beforeEach(() => {
  vi.mocked(fetchTestimonials).mockReset();
  slider.next.mockReset();
  slider.prev.mockReset();
  vi.mocked(useKeenSlider).mockClear();
});

describe('Testimonials', () => {
  it("shows 'Loading testimonials...' until clientReview.json arrives", async () => {
    let resolve: (value: Testimonial[]) => void = () => undefined;
    vi.mocked(fetchTestimonials).mockReturnValue(new Promise((r) => (resolve = r)));
    renderPage(<Testimonials />);
    expect(screen.getByRole('heading', { level: 2, name: 'Testimonial' })).toBeVisible();
    expect(screen.getByText('Loading testimonials...')).toBeVisible();

    await act(async () => resolve(REVIEWS));
    // The carousel's code loads with the testimonials; the loading text stays until it has.
    const slides = await screen.findAllByRole('group');
    expect(screen.queryByText('Loading testimonials...')).not.toBeInTheDocument();
    expect(slides).toHaveLength(3);
    expect(slides[0]).toHaveAccessibleName('1 of 3');
    expect(within(slides[0] as HTMLElement).getByText('Sumaiya Chowdhury')).toBeVisible();
    expect(within(slides[0] as HTMLElement).getByText('On time.')).toBeVisible();
  });

  it('shows the site’s own testimonials in Bangla from the catalogue, a customer’s as written', async () => {
    vi.mocked(fetchTestimonials).mockResolvedValue([
      ...(siteTestimonials as Testimonial[]).slice(0, 2),
      { img: '', rating: 5, name: 'Rafiq Ahmed', description: 'Quick and tidy.' },
    ]);
    await activateLanguage('bn');
    try {
      renderPage(<Testimonials />);
      const slides = await screen.findAllByRole('group');
      expect(slides[0]).toHaveAccessibleName('৩টির মধ্যে ১');
      expect(within(slides[0] as HTMLElement).getByText('সুমাইয়া চৌধুরী')).toBeVisible();
      expect(slides[0]).toHaveTextContent('ইলেকট্রিশিয়ান সময়মতো এসেছেন');
      expect(slides[0]).not.toHaveTextContent('The electrician');
      expect(within(slides[1] as HTMLElement).getByText('আরিফ হোসেন')).toBeVisible();
      expect(slides[2]).toHaveTextContent('Rafiq AhmedQuick and tidy.');
    } finally {
      await activateLanguage('en');
    }
  });

  it('keeps the English catalogue’s testimonials the same as clientReview.json', () => {
    for (const entry of siteTestimonials) {
      const key = `testimonials.${entry.id}` as const;
      expect(english[`${key}.name` as keyof typeof english], key).toBe(entry.name);
      expect(english[`${key}.description` as keyof typeof english], key).toBe(entry.description);
    }
  });

  it('asks for clientReview.json only once the section nears the viewport', () => {
    let reportVisible: (
      entries: Pick<IntersectionObserverEntry, 'isIntersecting'>[],
    ) => void = () => undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof reportVisible) {
          reportVisible = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    vi.mocked(fetchTestimonials).mockReturnValue(new Promise(() => undefined));
    renderPage(<Testimonials />);
    expect(screen.getByText('Loading testimonials...')).toBeVisible();
    expect(fetchTestimonials).not.toHaveBeenCalled();
    act(() => reportVisible([{ isIntersecting: true }]));
    expect(fetchTestimonials).toHaveBeenCalledTimes(1);
  });

  it('shows each rating read-only as stars out of 5, and each photo (or the fallback)', async () => {
    vi.mocked(fetchTestimonials).mockResolvedValue(REVIEWS);
    renderPage(<Testimonials />);
    expect(await screen.findByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Arif Hossain' })).toHaveAttribute(
      'src',
      '/images/testimonials/client-2.svg',
    );
    expect(screen.getByRole('img', { name: 'Nusrat Jahan' })).toHaveAttribute(
      'src',
      '/images/avatars/fallback.svg',
    );
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
  });

  it('logs the error and keeps showing the loading text when the file cannot be read', async () => {
    const error = new Error('clientReview.json: HTTP 404');
    vi.mocked(fetchTestimonials).mockRejectedValue(error);
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage(<Testimonials />);
    await vi.waitFor(() => expect(log).toHaveBeenCalledWith('Could not load testimonials', error));
    expect(screen.getByText('Loading testimonials...')).toBeVisible();
    expect(screen.queryAllByRole('group')).toHaveLength(0);
  });

  it('configures the carousel as the spec says and moves with the buttons', async () => {
    vi.mocked(fetchTestimonials).mockResolvedValue(REVIEWS);
    const user = userEvent.setup();
    renderPage(<Testimonials />);
    await screen.findAllByRole('group');
    expect(useKeenSlider).toHaveBeenCalledWith(
      {
        loop: true,
        slides: { perView: 1, spacing: 13 },
        breakpoints: {
          '(min-width: 620px)': { slides: { perView: 2, spacing: 13 } },
          '(min-width: 1024px)': { slides: { perView: 3, spacing: 13 } },
        },
        defaultAnimation: { duration: 1000 },
      },
      [expect.any(Function)],
    );
    expect(screen.getByRole('region', { name: 'What our clients say' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    await user.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(slider.next).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Previous testimonial' }));
    expect(slider.prev).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Pause testimonials' }));
    expect(screen.getByRole('button', { name: 'Play testimonials' })).toBeInTheDocument();
  });
});
