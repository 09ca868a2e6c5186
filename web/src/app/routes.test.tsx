import { render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { SnackbarProvider } from 'notistack';
import type { User } from 'firebase/auth';
import { useUser } from '../lib/auth-user';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useLogout } from '../features/auth/use-logout';
import { fetchTestimonials } from '../features/home/testimonials-data';
import { fetchCataloguePage, fetchServiceDetails } from '../features/services/services-api';
import { routes } from './routes';
import { ColorModeProvider } from './theme';

vi.mock('../lib/auth-user', () => ({ useUser: vi.fn(), useIsAdmin: () => false }));
vi.mock('../features/auth/use-logout', () => ({ useLogout: vi.fn() }));
vi.mock('keen-slider/react', () => import('../features/home/keen-slider-mock'));
vi.mock('../features/home/testimonials-data', () => ({ fetchTestimonials: vi.fn() }));
vi.mock('../features/services/services-api', () => ({
  fetchCataloguePage: vi.fn(() => new Promise(() => undefined)),
  fetchServiceDetails: vi.fn(() => new Promise(() => undefined)),
}));
vi.mock('../features/appointments/appointments-data', () => ({ watchAppointments: vi.fn() }));
vi.mock('../features/appointments/appointment-api', () => ({ sendAppointment: vi.fn() }));

function signIn(user: User | null) {
  vi.mocked(useUser).mockReturnValue({ status: 'success', data: user } as ReturnType<
    typeof useUser
  >);
}

beforeEach(() => {
  signIn(null);
  vi.mocked(useLogout).mockReturnValue(() => Promise.resolve());
  vi.mocked(fetchTestimonials).mockReturnValue(new Promise(() => undefined));
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  document.title = 'Meramot';
});

function visit(url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <ColorModeProvider>
      <SnackbarProvider>
        <RouterProvider router={router} />
      </SnackbarProvider>
    </ColorModeProvider>,
  );
  return router;
}

describe('the public routes', () => {
  it.each([
    ['/', 'Home'],
    ['/services', 'All Services'],
    ['/aboutUs', 'About Us'],
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Use'],
    ['/no/such/page', 'Page Not Founded'],
  ])('%s is titled %s', async (url, title) => {
    visit(url);
    // The title is set once the screen's lazy module has loaded, which is slow in a busy run.
    await waitFor(() => expect(document.title).toBe(title), { timeout: 5000 });
  });

  it('/appointment sets its own title (the spec sets none; a new user saw the last one)', async () => {
    visit('/appointment');
    expect(await screen.findByText(/Sign in to see/, {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Appointment Letter'), { timeout: 5000 });
  });

  it('an unknown route reads Oops! Page Not Found inside the layout', async () => {
    visit('/nowhere');
    expect(await screen.findByText('Oops! Page Not Found')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('/ composes the popular services into the home page', async () => {
    visit('/');
    expect(await screen.findByRole('heading', { name: 'Popular Services' })).toBeInTheDocument();
    expect(fetchCataloguePage).toHaveBeenCalledWith({ limit: 6 }, expect.any(AbortSignal));
  });

  it('/aboutUs composes the appointment form into About Us', async () => {
    visit('/aboutUs');
    expect(
      await screen.findByRole('button', { name: 'SEND MESSAGE' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('/serviceDetails/:id sends a visitor to /login, remembering the path', async () => {
    const router = visit('/serviceDetails/abc');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/serviceDetails/abc' });
    expect(fetchServiceDetails).not.toHaveBeenCalled();
  });

  it('/serviceDetails/:id is titled Service Details for a signed-in user', async () => {
    signIn({ uid: 'u1', email: 'farhana@meramot.test', photoURL: null } as User);
    visit('/serviceDetails/abc');
    await waitFor(() => expect(document.title).toBe('Service Details'), { timeout: 5000 });
    await waitFor(() =>
      expect(fetchServiceDetails).toHaveBeenCalledWith('abc', expect.any(AbortSignal)),
    );
  });
});
