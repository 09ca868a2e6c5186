/**
 * Login with the profile of an account made by phone sign-in saved by the profile feature; its
 * code and the Firestore SDK load only when a new account gives its name.
 */
import LoginPage from '../features/auth/LoginPage';
import { saveNewProfile } from './RegisterRoute';

export default function LoginRoute() {
  return <LoginPage saveProfile={saveNewProfile} />;
}
