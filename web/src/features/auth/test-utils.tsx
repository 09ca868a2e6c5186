import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SnackbarProvider } from 'notistack';
import { DialogProvider } from '../../components/dialogs/DialogProvider';

/** Shows where the router went and with which state, for redirect assertions. */
function Landing({ name }: { name: string }) {
  const location = useLocation();
  return (
    <p>
      {name} page <span data-testid="landing-state">{JSON.stringify(location.state ?? null)}</span>
    </p>
  );
}

/**
 * Renders `element` at `path` inside the app's providers, with landing pages at /, /login,
 * /register and /addService to see redirects.
 */
export function renderAt(element: ReactElement, path: string, state?: unknown) {
  return render(
    <SnackbarProvider>
      <DialogProvider>
        <MemoryRouter initialEntries={[{ pathname: path, state }]}>
          <Routes>
            <Route path={path} element={element} />
            {['/', '/login', '/register', '/addService']
              .filter((landing) => landing !== path)
              .map((landing) => (
                <Route
                  key={landing}
                  path={landing}
                  element={<Landing name={landing === '/' ? 'home' : landing.slice(1)} />}
                />
              ))}
          </Routes>
        </MemoryRouter>
      </DialogProvider>
    </SnackbarProvider>,
  );
}

/** A Firebase Auth error as the SDK throws it. */
export function authError(code: string): Error & { code: string } {
  return Object.assign(new Error(`Firebase: Error (auth/${code}).`), { code: `auth/${code}` });
}
