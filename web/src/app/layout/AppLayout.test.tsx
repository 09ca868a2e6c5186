import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { useUser } from '../../lib/auth-user';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useLogout } from '../../features/auth/use-logout';
import { ColorModeProvider } from '../theme';
import { AppLayout } from './AppLayout';

vi.mock('../../lib/auth-user', () => ({ useUser: vi.fn(), useIsAdmin: () => false }));
vi.mock('../../features/auth/use-logout', () => ({ useLogout: vi.fn() }));

beforeEach(() => {
  vi.mocked(useUser).mockReturnValue({ status: 'success', data: null } as ReturnType<
    typeof useUser
  >);
  vi.mocked(useLogout).mockReturnValue(() => Promise.resolve());
  // ScrollRestoration scrolls to the top on navigation; jsdom does not implement scrolling.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

function renderLayout(url: string) {
  const router = createMemoryRouter(
    [
      {
        element: <AppLayout />,
        children: [
          { path: '/', element: <h1>Home screen</h1> },
          { path: '/aboutUs', element: <h1>About screen</h1> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <ColorModeProvider>
      <RouterProvider router={router} />
    </ColorModeProvider>,
  );
}

describe('AppLayout', () => {
  it('puts every screen between the navigation bar and the footer', async () => {
    renderLayout('/aboutUs');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('About screen');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    await userEvent
      .setup()
      .click(within(screen.getByRole('banner')).getByRole('link', { name: 'Home' }));
    expect(window.scrollTo).toHaveBeenCalled();
    expect(screen.getByRole('main')).toHaveTextContent('Home screen');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('starts with a skip link to the main content', async () => {
    renderLayout('/');
    await userEvent.setup().tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });
});
