import { StrictMode, Suspense, lazy } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { SnackbarProvider } from 'notistack';
import { TOAST_AUTO_HIDE_MS } from '@meramot/domain/constants';
import { DialogProvider } from '../components/dialogs/DialogProvider';
import { WhenIdle } from '../components/WhenIdle';
import { AuthUserProvider } from '../lib/auth-user';
import { auth } from '../lib/firebase';
import { ColorModeProvider } from './theme';
import { routes } from './routes';

const router = createBrowserRouter(routes);

// Tells the API about sign-in and sign-out (POST /jwt, /logout): loaded and sent once the browser
// is idle, so it never holds up the page's own code and data.
const SessionSync = lazy(() => import('../features/auth/SessionSync'));

export function App() {
  return (
    <StrictMode>
      <AuthUserProvider auth={auth}>
        <ColorModeProvider>
          <SnackbarProvider
            autoHideDuration={TOAST_AUTO_HIDE_MS}
            maxSnack={3}
            // Bottom centre, so a toast never covers the navbar's controls.
            anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
          >
            <DialogProvider>
              <WhenIdle>
                <Suspense fallback={null}>
                  <SessionSync />
                </Suspense>
              </WhenIdle>
              <RouterProvider router={router} />
            </DialogProvider>
          </SnackbarProvider>
        </ColorModeProvider>
      </AuthUserProvider>
    </StrictMode>
  );
}
