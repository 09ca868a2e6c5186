import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from 'firebase/auth';
import { useUser } from '../../lib/auth-user';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLogout } from '../../features/auth/use-logout';
import { renderPage } from '../../test/render-page';
import { Navbar } from './Navbar';

vi.mock('../../lib/auth-user', () => ({ useUser: vi.fn(), useIsAdmin: () => false }));
vi.mock('../../features/auth/use-logout', () => ({ useLogout: vi.fn() }));

const logout = vi.fn<() => Promise<void>>();

const farhana = {
  uid: 'u1',
  displayName: 'Farhana Islam',
  email: 'farhana@meramot.test',
  photoURL: '/images/avatars/customer-1.svg',
} as User;

function signIn(user: User | null, status: 'loading' | 'success' = 'success') {
  vi.mocked(useUser).mockReturnValue({
    status,
    data: user,
  } as ReturnType<typeof useUser>);
}

beforeEach(() => {
  logout.mockReset().mockResolvedValue(undefined);
  vi.mocked(useLogout).mockReturnValue(logout);
  signIn(null);
});

afterEach(() => {
  Object.defineProperty(window, 'pageYOffset', { value: 0, configurable: true });
  document.documentElement.removeAttribute('data-theme');
});

const nav = () => screen.getByRole('navigation', { name: 'Main' });

describe('Navbar', () => {
  it('always shows Home, Services and About Us, and the logo links to /', () => {
    renderPage(<Navbar />, '/services');
    for (const [name, href] of [
      ['Home', '/'],
      ['Services', '/services'],
      ['About Us', '/aboutUs'],
      ['Meramot', '/'],
    ]) {
      expect(within(nav()).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(nav()).getByRole('link', { name: 'Services' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('signed out: a Login button to /login, no Dashboard, no Logout', async () => {
    renderPage(<Navbar />);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('while Auth loads with no stored user, shows Login at once, where it will stay', () => {
    signIn(null, 'loading');
    renderPage(<Navbar />);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('while Auth restores a stored user, holds the places of Dashboard, photo and Logout, unseen', () => {
    vi.mocked(useUser).mockReturnValue({ status: 'loading', data: undefined, storedUser: true });
    const { container } = renderPage(<Navbar />);
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    // Neither seen nor reachable: hidden from assistive technology and out of the tab order.
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dashboard' })).not.toBeInTheDocument();
    const held = Array.from(container.querySelectorAll<HTMLElement>('[aria-hidden="true"]'));
    const logout = held.find((element) => element.textContent === 'Logout');
    const dashboard = held.find((element) => element.textContent === 'Dashboard');
    for (const placeholder of [logout, dashboard]) {
      expect(placeholder).toHaveStyle({ visibility: 'hidden' });
      expect(placeholder).toHaveAttribute('tabindex', '-1');
    }
    expect(container.querySelector('.MuiSkeleton-circular')).toHaveStyle({
      width: '38px',
      height: '38px',
    });
  });

  it("signed in: the user's photo, Logout and the Dashboard; no Login", async () => {
    signIn(farhana);
    renderPage(<Navbar />);
    expect(screen.getByRole('img', { name: 'Farhana Islam' })).toHaveAttribute(
      'src',
      '/images/avatars/customer-1.svg',
    );
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('shows the fallback image for a user without a photo', () => {
    signIn({ ...farhana, photoURL: null } as User);
    renderPage(<Navbar />);
    expect(screen.getByRole('img', { name: 'Farhana Islam' })).toHaveAttribute(
      'src',
      '/images/avatars/fallback.svg',
    );
  });

  it('Logout calls the logout hook once and is disabled while it runs', async () => {
    let finish: () => void = () => undefined;
    logout.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    signIn(farhana);
    renderPage(<Navbar />);
    const button = screen.getByRole('button', { name: 'Logout' });
    await userEvent.setup().click(button);
    expect(logout).toHaveBeenCalledTimes(1);
    expect(button).toBeDisabled();
    await act(async () => finish());
    expect(button).toBeEnabled();
  });

  it('toggles the theme, saves it under local storage key theme and sets data-theme', async () => {
    const user = userEvent.setup();
    renderPage(<Navbar />);
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    await user.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(localStorage.getItem('theme')).toBe('light');
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
  });

  it('starts from the theme saved in local storage', () => {
    localStorage.setItem('theme', 'dark');
    renderPage(<Navbar />);
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  });

  it('becomes sticky with blur once the page is scrolled more than 50 px', () => {
    renderPage(<Navbar />);
    const bar = screen.getByRole('banner');
    expect(bar).toHaveAttribute('data-sticky', 'false');
    Object.defineProperty(window, 'pageYOffset', { value: 50, configurable: true });
    fireEvent.scroll(window);
    expect(bar).toHaveAttribute('data-sticky', 'false');
    Object.defineProperty(window, 'pageYOffset', { value: 51, configurable: true });
    fireEvent.scroll(window);
    expect(bar).toHaveAttribute('data-sticky', 'true');
    expect(bar.className).toMatch(/MuiAppBar-positionSticky/);
    Object.defineProperty(window, 'pageYOffset', { value: 0, configurable: true });
    fireEvent.scroll(window);
    expect(bar).toHaveAttribute('data-sticky', 'false');
  });

  it('opens a drawer with the links (and the Dashboard ones when signed in) on small screens', async () => {
    signIn(farhana);
    const user = userEvent.setup();
    renderPage(<Navbar />);
    await user.click(screen.getByRole('button', { name: 'Open navigation menu' }));
    const drawer = await screen.findByRole('navigation', { name: 'Main menu' });
    for (const name of ['Home', 'Services', 'About Us', 'Add Service', 'Appointment']) {
      expect(within(drawer).getByRole('link', { name })).toBeInTheDocument();
    }
    await user.click(within(drawer).getByRole('link', { name: 'Manage Service' }));
    expect(await screen.findByTestId('landing')).toHaveTextContent('/manageService');
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument(),
    );
  });

  it('the drawer offers Login to a visitor and no Dashboard links', async () => {
    const user = userEvent.setup();
    renderPage(<Navbar />);
    await user.click(screen.getByRole('button', { name: 'Open navigation menu' }));
    const drawer = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(drawer).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(drawer).queryByRole('link', { name: 'Add Service' })).not.toBeInTheDocument();
  });
});
