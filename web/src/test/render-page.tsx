/**
 * Renders one screen the way the app does (theme, toasts, a data router), at a URL, with small
 * landing pages on the other paths so a test can see where links and redirects lead.
 */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import { SnackbarProvider } from 'notistack';
import { ColorModeProvider } from '../app/theme';

function Landing() {
  const location = useLocation();
  return (
    <p data-testid="landing">
      {location.pathname}
      {location.search}
      <span data-testid="landing-state">{JSON.stringify(location.state ?? null)}</span>
    </p>
  );
}

export interface RenderPageOptions {
  /** The route pattern the element is mounted on (default: the URL's path). */
  path?: string;
}

export function renderPage(element: ReactElement, url = '/', options: RenderPageOptions = {}) {
  const path = options.path ?? url.split('?')[0] ?? '/';
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <Landing /> },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <ColorModeProvider>
      <SnackbarProvider>
        <RouterProvider router={router} />
      </SnackbarProvider>
    </ColorModeProvider>,
  );
  return { ...view, router };
}
