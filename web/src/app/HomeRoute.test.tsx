import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchCataloguePage } from '../features/services/services-api';
import { fetchTestimonials } from '../features/home/testimonials-data';
import { renderPage } from '../test/render-page';
import { HomeRoute } from './HomeRoute';

vi.mock('keen-slider/react', () => import('../features/home/keen-slider-mock'));
vi.mock('../features/home/testimonials-data', () => ({ fetchTestimonials: vi.fn() }));
vi.mock('../features/services/services-api', () => ({
  fetchCataloguePage: vi.fn(),
  fetchServiceDetails: vi.fn(),
}));

beforeEach(() => {
  vi.mocked(fetchTestimonials).mockReturnValue(new Promise(() => undefined));
  vi.mocked(fetchCataloguePage).mockReturnValue(new Promise(() => undefined));
});

describe('the home route', () => {
  it('shows the hero on its first render and asks for nothing under it until that has painted', () => {
    renderPage(<HomeRoute />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      "Bangladesh's One-Stop Solution for Renovation & Interior Design.",
    );
    expect(screen.queryByRole('region', { name: 'Why Meramot' })).toBeNull();
    expect(fetchCataloguePage).not.toHaveBeenCalled();
  });

  it('then adds the sections under the hero, Popular Services asking for its six cards', async () => {
    renderPage(<HomeRoute />);
    expect(await screen.findByRole('region', { name: 'Why Meramot' })).toBeVisible();
    expect(await screen.findByRole('heading', { level: 2, name: 'What We Do' })).toBeVisible();
    expect(fetchCataloguePage).toHaveBeenCalledTimes(1);
  });
});
