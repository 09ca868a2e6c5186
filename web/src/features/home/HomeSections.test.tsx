import type { ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render-page';
import { Hero } from './Hero';
import { HomeSections } from './HomeSections';
import { fetchTestimonials } from './testimonials-data';

vi.mock('keen-slider/react', () => import('./keen-slider-mock'));
vi.mock('./testimonials-data', () => ({ fetchTestimonials: vi.fn() }));

beforeEach(() => {
  vi.mocked(fetchTestimonials).mockReturnValue(new Promise(() => undefined));
});

const section = (name: string) =>
  screen.getByRole('heading', { level: 2, name }).closest('section') as HTMLElement;

/** The page as the route composes it: the hero, then the sections under it. */
function HomePage({ popularServices }: { popularServices?: ReactNode }) {
  return (
    <>
      <Hero />
      <HomeSections popularServices={popularServices} />
    </>
  );
}

describe('the home page', () => {
  it("has the hero with the spec's exact text and 'See All Services' to /services", async () => {
    renderPage(<HomePage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      "Bangladesh's One-Stop Solution for Renovation & Interior Design.",
    );
    const hero = screen.getByRole('heading', { level: 1 }).closest('section') as HTMLElement;
    expect(within(hero).getByRole('img')).toHaveAccessibleName(/living room being renovated/);
    await userEvent.setup().click(within(hero).getByRole('link', { name: 'See All Services' }));
    expect(await screen.findByTestId('landing')).toHaveTextContent('/services');
  });

  it('has the experience section with its four facts, headed right below the h1', () => {
    renderPage(<HomePage />);
    const facts = screen.getByRole('region', { name: 'Why Meramot' });
    expect(
      within(facts)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual([
      '15 years of experience',
      '24/7 Services',
      'Affordable Price',
      'Professional HandyMan',
    ]);
  });

  it('puts the popular services it is given after the experience section', () => {
    renderPage(<HomePage popularServices={<p>the popular list</p>} />);
    const facts = screen.getByRole('region', { name: 'Why Meramot' });
    const popular = screen.getByText('the popular list');
    expect(facts.compareDocumentPosition(popular) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      popular.compareDocumentPosition(section('What We Do')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it("has 'What We Do' with its six services, each with a picture", () => {
    renderPage(<HomePage />);
    const whatWeDo = section('What We Do');
    expect(
      within(whatWeDo)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Wall Paintings',
      'Pipe Fitting',
      'Door Replace',
      'Electrical Services',
      'Furniture Moving',
      'Kitchen Counter',
    ]);
    // The pictures illustrate the titles next to them, so they are decorative (alt="").
    const pictures = whatWeDo.querySelectorAll('img');
    expect(pictures).toHaveLength(6);
    pictures.forEach((img) => expect(img).toHaveAttribute('alt', ''));
  });

  it('opens All Services filtered to its category from each What We Do tile', async () => {
    renderPage(<HomePage />);
    const tiles = within(section('What We Do')).getAllByRole('link');
    expect(tiles.map((tile) => tile.getAttribute('href'))).toEqual([
      '/services?category=painting',
      '/services?category=plumbing',
      '/services?category=carpentry',
      '/services?category=electrical',
      '/services?category=other',
      '/services?category=carpentry',
    ]);
    await userEvent
      .setup()
      .click(within(section('What We Do')).getByRole('link', { name: /Pipe Fitting/ }));
    expect(await screen.findByTestId('landing')).toHaveTextContent('/services?category=plumbing');
  });

  it("has a nine-image 'Service Gallery', every image described", () => {
    renderPage(<HomePage />);
    const images = within(section('Service Gallery')).getAllByRole('img');
    expect(images).toHaveLength(9);
    for (const image of images) {
      expect(image.getAttribute('alt')?.length).toBeGreaterThan(10);
      expect(image).toHaveAttribute('loading', 'lazy');
    }
    expect(new Set(images.map((image) => image.getAttribute('src'))).size).toBe(9);
  });

  it("has the 'Testimonial' section and the 'Our Valuable Clients' strip, in that order", () => {
    renderPage(<HomePage />);
    expect(within(section('Testimonial')).getByText('Loading testimonials...')).toBeVisible();
    const clients = section('Our Valuable Clients');
    expect(within(clients).getAllByRole('img')).toHaveLength(8);
    expect(
      section('Testimonial').compareDocumentPosition(clients) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });
});
