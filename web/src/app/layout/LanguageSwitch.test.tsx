import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render-page';
import { Footer } from './Footer';
import { LanguageSwitch } from './LanguageSwitch';

function Page() {
  return (
    <>
      <LanguageSwitch />
      <Footer />
    </>
  );
}

describe('LanguageSwitch', () => {
  it('switches the page to Bangla and back, remembers the choice and sets <html lang>', async () => {
    renderPage(<Page />);
    const user = userEvent.setup();
    const switcher = screen.getByRole('group', { name: 'Language' });
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(switcher).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'বাংলা' }));
    expect(await screen.findByRole('heading', { name: 'আমাদের কথা' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'ভাষা' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'বাংলা' })).toHaveAttribute('aria-pressed', 'true');
    // The year in Bangla digits, without a thousands separator.
    const year = new Intl.NumberFormat('bn-BD', { useGrouping: false }).format(
      new Date().getFullYear(),
    );
    expect(screen.getByText(`© ${year} মেরামত (Meramot)। সর্বস্বত্ব সংরক্ষিত।`)).toBeVisible();
    expect(localStorage.getItem('lang')).toBe('bn');
    expect(document.documentElement.lang).toBe('bn');

    await user.click(screen.getByRole('button', { name: 'English' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'About Us' })).toBeVisible());
    expect(localStorage.getItem('lang')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('keeps the language when its own button is pressed again', async () => {
    renderPage(<Page />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'English' }));
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  });
});
