import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Auth, User } from 'firebase/auth';
import english from '../../locales/en.json';
import { activateLanguage } from '../../lib/i18n';
import LoginPage, { resetSentMessage } from './LoginPage';
import { AuthUserProvider } from '../../lib/auth-user';
import { loginWithEmail, loginWithGoogle, sendPasswordReset } from './auth-actions';
import { authError, renderAt } from './test-utils';
import type { SaveProfile } from './phone/PhoneSignIn';

vi.mock('./auth-actions', () => ({
  loginWithEmail: vi.fn(),
  loginWithGoogle: vi.fn(),
  registerWithEmail: vi.fn(),
  sendPasswordReset: vi.fn(),
  logout: vi.fn(),
}));

vi.mock('../../lib/phone-auth', () => ({ sendSignInCode: vi.fn(), nameNewAccount: vi.fn() }));

const saveProfile = vi.fn<SaveProfile>();
const signedIn = { uid: 'u1', email: 'farhana@meramot.test' } as User;

async function fillAndSubmit(email = 'farhana@meramot.test', password = 'Customer1') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return user;
}

describe('LoginPage', () => {
  beforeEach(() => {
    vi.mocked(loginWithEmail).mockReset();
    vi.mocked(loginWithGoogle).mockReset();
    vi.mocked(sendPasswordReset).mockReset();
  });

  describe('Forgot password?', () => {
    async function forgot(email: string) {
      renderAt(<LoginPage saveProfile={saveProfile} />, '/login');
      const user = userEvent.setup();
      if (email) await user.type(screen.getByLabelText(/^Email/), email);
      await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    }

    it("sends Firebase Auth's reset e-mail to the typed address and says so", async () => {
      vi.mocked(sendPasswordReset).mockResolvedValue(undefined);
      await forgot('farhana@meramot.test');
      expect(await screen.findByText(resetSentMessage('farhana@meramot.test'))).toBeInTheDocument();
      expect(sendPasswordReset).toHaveBeenCalledWith('farhana@meramot.test');
      expect(loginWithEmail).not.toHaveBeenCalled();
    });

    it('asks for the email first when none is typed', async () => {
      await forgot('');
      expect(await screen.findByText(english['login.typeEmailFirst'])).toBeInTheDocument();
      expect(screen.getByText('Email is required')).toBeInTheDocument();
      expect(sendPasswordReset).not.toHaveBeenCalled();
    });

    it('answers an unknown address as a sent one, telling nobody who has an account', async () => {
      vi.mocked(sendPasswordReset).mockRejectedValue(authError('user-not-found'));
      await forgot('nobody@meramot.test');
      expect(await screen.findByText(resetSentMessage('nobody@meramot.test'))).toBeInTheDocument();
    });

    it('explains any other failure in plain words', async () => {
      vi.mocked(sendPasswordReset).mockRejectedValue(authError('too-many-requests'));
      await forgot('farhana@meramot.test');
      expect(await screen.findByText(/Too many attempts/)).toBeInTheDocument();
    });
  });

  describe('a user who is already signed in', () => {
    /** An Auth whose ID token listener reports `signedIn` at once. */
    const signedInAuth = {
      onIdTokenChanged: (next: (user: User | null) => void) => {
        next(signedIn);
        return () => undefined;
      },
    } as unknown as Auth;

    it('goes on to the remembered path', async () => {
      renderAt(
        <AuthUserProvider auth={signedInAuth}>
          <LoginPage saveProfile={saveProfile} />
        </AuthUserProvider>,
        '/login',
        { from: '/addService' },
      );
      expect(await screen.findByText(/addService page/)).toBeInTheDocument();
    });

    it('goes home when no path was remembered', async () => {
      renderAt(
        <AuthUserProvider auth={signedInAuth}>
          <LoginPage saveProfile={saveProfile} />
        </AuthUserProvider>,
        '/login',
      );
      expect(await screen.findByText(/home page/)).toBeInTheDocument();
    });
  });

  it('has an email-type field, a password field, a Register link and the Google button', () => {
    renderAt(<LoginPage saveProfile={saveProfile} />, '/login');
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
  });

  it('requires the email and the password', async () => {
    renderAt(<LoginPage saveProfile={saveProfile} />, '/login');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(loginWithEmail).not.toHaveBeenCalled();
  });

  it('toasts success and returns to the remembered path', async () => {
    vi.mocked(loginWithEmail).mockResolvedValue(signedIn);
    renderAt(<LoginPage saveProfile={saveProfile} />, '/login', { from: '/addService' });
    await fillAndSubmit();
    expect(await screen.findByText('Success! User Logged Successfully')).toBeInTheDocument();
    expect(await screen.findByText(/addService page/)).toBeInTheDocument();
    expect(loginWithEmail).toHaveBeenCalledWith({
      email: 'farhana@meramot.test',
      password: 'Customer1',
    });
  });

  it('goes home when no path was remembered', async () => {
    vi.mocked(loginWithEmail).mockResolvedValue(signedIn);
    renderAt(<LoginPage saveProfile={saveProfile} />, '/login');
    await fillAndSubmit();
    expect(await screen.findByText(/home page/)).toBeInTheDocument();
  });

  it('toasts the spec message on wrong credentials, without a second explanation', async () => {
    vi.mocked(loginWithEmail).mockRejectedValue(authError('invalid-credential'));
    renderAt(<LoginPage saveProfile={saveProfile} />, '/login');
    await fillAndSubmit();
    expect(await screen.findByText('Ops! Your email or password incorrect')).toBeInTheDocument();
    expect(screen.queryByText('The email or password is incorrect.')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });

  it('explains other failures in plain words', async () => {
    vi.mocked(loginWithEmail).mockRejectedValue(authError('too-many-requests'));
    renderAt(<LoginPage saveProfile={saveProfile} />, '/login');
    await fillAndSubmit();
    expect(await screen.findByText('Ops! Your email or password incorrect')).toBeInTheDocument();
    expect(
      screen.getByText('Too many attempts. Wait a few minutes, then try again.'),
    ).toBeInTheDocument();
  });

  it('signs in once however often the button is pressed', async () => {
    let finish: (user: User) => void = () => undefined;
    vi.mocked(loginWithEmail).mockReturnValue(
      new Promise<User>((resolve) => {
        finish = resolve;
      }),
    );
    renderAt(<LoginPage saveProfile={saveProfile} />, '/login');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Email/), 'farhana@meramot.test');
    await user.type(screen.getByLabelText(/^Password/), 'Customer1');
    const form = screen.getByRole('form', { name: 'Login' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    const button = screen.getByRole('button', { name: 'Login' });
    await waitFor(() => expect(button).toBeDisabled());
    fireEvent.submit(form);
    await user.type(screen.getByLabelText(/^Password/), '{Enter}');
    finish(signedIn);
    expect(await screen.findByText(/home page/)).toBeInTheDocument();
    expect(loginWithEmail).toHaveBeenCalledTimes(1);
  });

  it('continues with Google: toast and redirect', async () => {
    vi.mocked(loginWithGoogle).mockResolvedValue(signedIn);
    renderAt(<LoginPage saveProfile={saveProfile} />, '/login', { from: '/addService' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByText('Success! User Logged Successfully')).toBeInTheDocument();
    expect(await screen.findByText(/addService page/)).toBeInTheDocument();
  });

  it('says so when the Google popup was closed, with no failure toast', async () => {
    vi.mocked(loginWithGoogle).mockRejectedValue(authError('popup-closed-by-user'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAt(<LoginPage saveProfile={saveProfile} />, '/login');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(
      await screen.findByText('The sign-in window was closed before signing in finished.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Ops! Your email or password incorrect')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  });

  it('carries the remembered path over to Register', async () => {
    renderAt(<LoginPage saveProfile={saveProfile} />, '/login', { from: '/addService' });
    await userEvent.setup().click(screen.getByRole('link', { name: 'Register' }));
    expect(await screen.findByText(/register page/)).toBeInTheDocument();
    expect(screen.getByTestId('landing-state')).toHaveTextContent('{"from":"/addService"}');
  });

  describe('in Bangla', () => {
    it("titles the form, and says the schema's required messages and the failure toast in Bangla", async () => {
      await activateLanguage('bn');
      vi.mocked(loginWithEmail).mockRejectedValue(authError('invalid-credential'));
      renderAt(<LoginPage saveProfile={saveProfile} />, '/login');
      expect(screen.getByRole('heading', { level: 1, name: 'লগইন' })).toBeVisible();
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'লগইন' }));
      expect(await screen.findByText('ইমেইল দিতে হবে')).toBeInTheDocument();
      expect(screen.getByText('পাসওয়ার্ড দিতে হবে')).toBeInTheDocument();
      expect(loginWithEmail).not.toHaveBeenCalled();

      await user.type(screen.getByLabelText(/^ইমেইল/), 'farhana@meramot.test');
      await user.type(screen.getByLabelText(/^পাসওয়ার্ড/, { selector: 'input' }), 'Wrong1pass');
      await user.click(screen.getByRole('button', { name: 'লগইন' }));
      expect(await screen.findByText('দুঃখিত! ইমেইল বা পাসওয়ার্ড ভুল')).toBeInTheDocument();
    });
  });
});
