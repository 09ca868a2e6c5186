import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../lib/i18n';
import { renderPage } from '../../test/render-page';
import { Footer } from './Footer';

describe('Footer', () => {
  it('has the brand link to / and an About Us blurb', () => {
    renderPage(<Footer />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Meramot' })).toHaveAttribute('href', '/');
    expect(within(footer).getByRole('heading', { name: 'About Us' })).toBeInTheDocument();
  });

  it('lists the four services as text, not links', () => {
    renderPage(<Footer />);
    const heading = screen.getByRole('heading', { name: 'Services' });
    const list = within(heading.parentElement as HTMLElement).getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Electrical Work', 'Plumbing Work', 'Deep Cleaning', 'Painting and Polishing']);
    expect(within(list).queryAllByRole('link')).toHaveLength(0);
  });

  it("has the 'Use Links' list to /, /services, /aboutUs and /manageService", () => {
    renderPage(<Footer />);
    const nav = screen.getByRole('navigation', { name: 'Use Links' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/', '/services', '/aboutUs', '/manageService']);
  });

  it('has an address block with two phone numbers, one e-mail and a street address', () => {
    renderPage(<Footer />);
    // <address> has the implicit ARIA role group.
    const address = screen.getByRole('group');
    const links = within(address).getAllByRole('link');
    expect(links.filter((l) => l.getAttribute('href')?.startsWith('tel:'))).toHaveLength(2);
    expect(links.filter((l) => l.getAttribute('href')?.startsWith('mailto:'))).toHaveLength(1);
    expect(address).toHaveTextContent('Dhanmondi, Dhaka');
  });

  it('writes the phone numbers in Bangla digits in Bangla, the links dialling the same', async () => {
    await activateLanguage('bn');
    try {
      renderPage(<Footer />);
      const phones = within(screen.getByRole('group'))
        .getAllByRole('link')
        .filter((link) => link.getAttribute('href')?.startsWith('tel:'));
      expect(phones.map((link) => link.textContent)).toEqual([
        '+৮৮০ ১৭০০-০০০০০১',
        '+৮৮০ ১৮০০-০০০০০২',
      ]);
      expect(phones.map((link) => link.getAttribute('href'))).toEqual([
        'tel:+8801700000001',
        'tel:+8801800000002',
      ]);
    } finally {
      await activateLanguage('en');
    }
  });

  it('links the privacy policy and the terms of use', () => {
    renderPage(<Footer />);
    const legal = within(screen.getByRole('navigation', { name: 'Privacy and terms' }));
    expect(legal.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(legal.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms');
  });

  it('links them in Bangla too', async () => {
    await activateLanguage('bn');
    try {
      renderPage(<Footer />);
      const legal = within(screen.getByRole('navigation', { name: 'গোপনীয়তা ও শর্তাবলি' }));
      expect(legal.getByRole('link', { name: 'গোপনীয়তা নীতি' })).toHaveAttribute(
        'href',
        '/privacy',
      );
      expect(legal.getByRole('link', { name: 'ব্যবহারের শর্তাবলি' })).toHaveAttribute(
        'href',
        '/terms',
      );
    } finally {
      await activateLanguage('en');
    }
  });

  it('has a copyright line and links to a social and a code-hosting profile', () => {
    renderPage(<Footer />);
    expect(screen.getByText(/©\s*\d{4} Meramot/)).toBeInTheDocument();
    for (const name of [/Facebook/, /GitHub/]) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});
