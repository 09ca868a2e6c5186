import { StrictMode, Suspense, lazy } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { DialogProvider } from '../components/dialogs/DialogProvider';
import { WhenIdle } from '../components/WhenIdle';
import { AuthUserProvider } from '../lib/auth-user';
import { ColorModeProvider } from './theme';
import { ToastProvider } from './Toasts';
import { routes } from './routes';

const router = createBrowserRouter(routes);

// Firebase's app and Auth load right after the first render, not with the page's own code: the
// navbar meanwhile holds the places of the user Auth kept (lib/auth-user.tsx, hasStoredUser).
const loadAuth = () => import('../lib/firebase').then((module) => module.auth);

// Tells the API about sign-in and sign-out (POST /jwt, /logout): loaded and sent once the browser
// is idle, so it never holds up the page's own code and data.
const SessionSync = lazy(() => import('../features/auth/SessionSync'));

export function App() {
  return (
    <StrictMode>
      <AuthUserProvider auth={loadAuth}>
        <ColorModeProvider>
          <ToastProvider>
            <DialogProvider>
              <WhenIdle>
                <Suspense fallback={null}>
                  <SessionSync />
                </Suspense>
              </WhenIdle>
              <RouterProvider router={router} />
            </DialogProvider>
          </ToastProvider>
        </ColorModeProvider>
      </AuthUserProvider>
    </StrictMode>
  );
}
