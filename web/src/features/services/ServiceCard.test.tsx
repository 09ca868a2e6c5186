import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render-page';
import { ServiceCard } from './ServiceCard';
import { LONG_DESCRIPTION, makeService } from './test-fixtures';

describe('ServiceCard', () => {
  it('shows the image, name, an 80-character preview, the taka price and the provider', () => {
    const service = makeService('s1', {
      serviceName: 'House Wiring',
      description: LONG_DESCRIPTION,
      servicePrice: 1500,
    });
    renderPage(<ServiceCard service={service} />);

    const card = screen.getByRole('article', { name: 'House Wiring' });
    expect(within(card).getByRole('heading', { name: 'House Wiring' })).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'House Wiring' })).toHaveAttribute(
      'src',
      '/images/services/electrical.svg',
    );
    const preview = `${LONG_DESCRIPTION.slice(0, 80)}...`;
    expect(within(card).getByText(preview)).toBeInTheDocument();
    expect(within(card).queryByText(LONG_DESCRIPTION)).not.toBeInTheDocument();
    expect(within(card).getByText('৳1,500')).toBeInTheDocument();
    expect(within(card).getByText('Service Provider:')).toBeInTheDocument();
    expect(within(card).getByText('Rahim Uddin')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Rahim Uddin' })).toHaveAttribute(
      'src',
      '/images/avatars/provider-1.svg',
    );
  });

  it('lets a long unbroken name break inside the card, beside a price that never wraps', () => {
    const longName = 'Waterproofing'.repeat(6) + 'Sealant';
    expect(longName).toHaveLength(85);
    renderPage(<ServiceCard service={makeService('s1', { serviceName: longName })} />);
    const card = screen.getByRole('article', { name: longName });
    // jsdom lays nothing out: the styles that keep the price on the card are checked instead
    // (tests/e2e/17-first-visit measures it in Chromium at 375 and 1280 px).
    expect(getComputedStyle(card).overflowWrap).toBe('anywhere');
    expect(within(card).getByRole('heading', { name: longName })).toHaveStyle({ minWidth: '0' });
    expect(within(card).getByText('৳1,500')).toHaveStyle({ whiteSpace: 'nowrap' });
  });

  it('names the category and the district, and leaves out an unknown one', () => {
    renderPage(
      <ServiceCard service={makeService('s1', { category: 'plumbing', district: 'coxs-bazar' })} />,
    );
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent("Category: Plumbing·District: Cox's Bazar");
    renderPage(
      <ServiceCard
        service={makeService('s2', {
          serviceName: 'Old listing',
          category: 'rocket' as 'other',
          district: 'atlantis',
        })}
      />,
    );
    const old = screen.getByRole('article', { name: 'Old listing' });
    expect(old).not.toHaveTextContent('Category:');
    expect(old).not.toHaveTextContent('District:');
  });

  it("adds '...' after a description shorter than 80 characters, as the spec shows it", () => {
    renderPage(<ServiceCard service={makeService('s1', { description: 'Short text' })} />);
    expect(screen.getByText('Short text...')).toBeInTheDocument();
  });

  it('counts 80 characters, not bytes, in a Bangla description, and ends at a word', () => {
    const sentence = 'দেয়ালে পুটি, প্রাইমার ও দুই কোট রং।';
    const bangla = `${sentence} `.repeat(4);
    renderPage(<ServiceCard service={makeService('s1', { description: bangla })} />);
    // The 80th character falls inside the third sentence's first word; the danda is dropped too.
    const expected = `${sentence} ${sentence.slice(0, -1)}...`;
    expect(screen.getByText(expected)).toBeInTheDocument();
  });

  it('formats a fractional price with two decimals and the taka sign', () => {
    renderPage(<ServiceCard service={makeService('s1', { servicePrice: 99.5 })} />);
    expect(screen.getByText('৳99.50')).toBeInTheDocument();
  });

  it('shows the fallback avatar when the provider has no photo', () => {
    renderPage(<ServiceCard service={makeService('s1', {}, { photoURL: '', name: 'Nasrin' })} />);
    expect(screen.getByRole('img', { name: 'Nasrin' })).toHaveAttribute(
      'src',
      '/images/avatars/fallback.svg',
    );
  });

  it("'View Details' goes to /serviceDetails/{id}", async () => {
    renderPage(<ServiceCard service={makeService('abc123', { serviceName: 'Tank Cleaning' })} />);
    const button = screen.getByRole('link', { name: 'View Details' });
    expect(button).toHaveAccessibleDescription('Tank Cleaning');
    await userEvent.setup().click(button);
    expect(await screen.findByTestId('landing')).toHaveTextContent('/serviceDetails/abc123');
  });
});
