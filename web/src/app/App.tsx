import { StrictMode } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { SnackbarProvider } from 'notistack';
import { TOAST_AUTO_HIDE_MS } from '@meramot/domain/constants';
import { auth, firebaseApp, firestore } from '../lib/firebase';
import { ColorModeProvider } from './theme';
import { routes } from './routes';

const router = createBrowserRouter(routes);

export function App() {
  return (
    <StrictMode>
      <FirebaseAppProvider firebaseApp={firebaseApp}>
        <AuthProvider sdk={auth}>
          <FirestoreProvider sdk={firestore}>
            <ColorModeProvider>
              <SnackbarProvider
                autoHideDuration={TOAST_AUTO_HIDE_MS}
                maxSnack={3}
                anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
              >
                <RouterProvider router={router} />
              </SnackbarProvider>
            </ColorModeProvider>
          </FirestoreProvider>
        </AuthProvider>
      </FirebaseAppProvider>
    </StrictMode>
  );
}
