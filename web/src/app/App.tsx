import { StrictMode, Suspense, lazy } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { DialogProvider } from '../components/dialogs/DialogProvider';
import { WhenIdle } from '../components/WhenIdle';
import { AuthUserProvider, useAuthLoaded } from '../lib/auth-user';
import { ColorModeProvider } from './theme';
import { ToastProvider } from './Toasts';
import { routes } from './routes';

const router = createBrowserRouter(routes);

// Firebase's app and Auth load right after the first render when Auth keeps a user, not with the
// page's own code: the navbar meanwhile holds the places of that user (lib/auth-user.tsx,
// hasStoredUser). A visitor with no user kept loads them only on a screen that signs in.
const loadAuth = () => import('../lib/firebase').then((module) => module.auth);

// Tells the API about sign-in and sign-out (POST /jwt, /logout): loaded and sent once the browser
// is idle, so it never holds up the page's own code and data.
const SessionSync = lazy(() => import('../features/auth/SessionSync'));

/** SessionSync once Auth is loaded: a visitor who never signs in has no session to sync. */
function SessionSyncOnceAuth() {
  return useAuthLoaded() ? (
    <WhenIdle>
      <Suspense fallback={null}>
        <SessionSync />
      </Suspense>
    </WhenIdle>
  ) : null;
}

export function App() {
  return (
    <StrictMode>
      <AuthUserProvider auth={loadAuth}>
        <ColorModeProvider>
          <ToastProvider>
            <DialogProvider>
              <SessionSyncOnceAuth />
              <RouterProvider router={router} />
            </DialogProvider>
          </ToastProvider>
        </ColorModeProvider>
      </AuthUserProvider>
    </StrictMode>
  );
}
