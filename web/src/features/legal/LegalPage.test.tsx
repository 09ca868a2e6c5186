import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../lib/i18n';
import { renderPage } from '../../test/render-page';
import LegalPage from './LegalPage';

const EMAIL = 'support@meramot.test';

afterEach(() => activateLanguage('en'));

describe('LegalPage', () => {
  it('gives the privacy policy with its version: what is collected, why, who sees it, how long, how to delete', () => {
    renderPage(<LegalPage kind="privacy" contactEmail={EMAIL} />, '/privacy');
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('Version of 27 November 2026')).toBeInTheDocument();
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([
      'What we collect',
      'Why',
      'Who sees what',
      'How long we keep it',
      'How to delete your data',
      'Children',
      'Changes and contact',
    ]);
    // The phone number's way to Google, and who sees a booking's number and address.
    expect(screen.getByText(/sent to Google Firebase Authentication/)).toBeInTheDocument();
    expect(
      screen.getByText(
        /the provider sees the customer’s name, mobile number and the booking’s address/,
      ),
    ).toBeInTheDocument();
    const deletion = screen.getByText(/ask us to delete your account/).closest('p');
    if (!deletion) throw new Error('no paragraph on deleting an account');
    expect(within(deletion).getByRole('link', { name: EMAIL })).toHaveAttribute(
      'href',
      `mailto:${EMAIL}`,
    );
    expect(screen.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms');
  });

  it('gives the terms of use, linking the privacy policy', () => {
    renderPage(<LegalPage kind="terms" contactEmail={EMAIL} />, '/terms');
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Bookings, bills and payment' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Payment is made in cash, directly to the provider/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });

  it('reads in Bangla, the version in Bangla digits', async () => {
    await act(() => activateLanguage('bn'));
    renderPage(<LegalPage kind="privacy" contactEmail={EMAIL} />, '/privacy');
    expect(screen.getByRole('heading', { level: 1, name: 'গোপনীয়তা নীতি' })).toBeInTheDocument();
    expect(screen.getByText('সংস্করণ: ২৭ নভেম্বর, ২০২৬')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'কীভাবে তথ্য মুছবেন' })).toBeInTheDocument();
    expect(screen.getByText(/Google Firebase Authentication-এ পাঠানো হয়/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ব্যবহারের শর্তাবলি' })).toHaveAttribute(
      'href',
      '/terms',
    );
  });

  it('has the same sections in both languages', async () => {
    renderPage(<LegalPage kind="terms" contactEmail={EMAIL} />, '/terms');
    const english = screen.getAllByRole('heading', { level: 2 }).length;
    await act(() => activateLanguage('bn'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ব্যবহারের শর্তাবলি' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(english);
  });
});
