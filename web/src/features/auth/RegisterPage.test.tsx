import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Auth, User } from 'firebase/auth';
import { AuthUserProvider } from '../../lib/auth-user';
import { activateLanguage } from '../../lib/i18n';
import { sendSignInCode } from '../../lib/phone-auth';
import english from '../../locales/en.json';
import bangla from '../../locales/bn.json';
import RegisterPage from './RegisterPage';
import { loginWithGoogle, registerWithEmail } from './auth-actions';
import { authError, renderAt } from './test-utils';
import type { SaveProfile } from './phone/PhoneSignIn';

/** The warning of an account made without its number saved (en.json). */
const PHONE_NOT_SAVED =
  'Your account is ready, but your mobile number was not saved. Add it in My Profile.';

vi.mock('./auth-actions', () => ({
  loginWithEmail: vi.fn(),
  loginWithGoogle: vi.fn(),
  registerWithEmail: vi.fn(),
  logout: vi.fn(),
}));

const PASSWORD_RULE =
  'Password must be at least 6 characters long, include one uppercase letter, one lowercase letter, and one number';

const created = { uid: 'new', email: 'sadia@meramot.test' } as User;
vi.mock('../../lib/phone-auth', () => ({ sendSignInCode: vi.fn(), nameNewAccount: vi.fn() }));

const saveProfile = vi.fn<SaveProfile>();

/** Fills the fields (change events: formik reads name and value, as from typing). */
function fill(values: {
  name?: string;
  email?: string;
  password?: string;
  photo?: string;
  phone?: string;
  accept?: boolean;
}) {
  const set = (label: RegExp, value: string | undefined) => {
    if (value !== undefined) fireEvent.change(screen.getByLabelText(label), { target: { value } });
  };
  set(/^Name/, values.name);
  set(/^Email/, values.email);
  set(/^Password/, values.password);
  set(/^Photo URL/, values.photo);
  set(/^Mobile number/, values.phone);
  if (values.accept)
    fireEvent.click(screen.getByRole('checkbox', { name: english['register.acceptLegal'] }));
  return userEvent.setup();
}

const valid = {
  name: 'Sadia Rahman',
  email: 'sadia@meramot.test',
  password: 'Secret12',
  photo: 'https://example.com/sadia.png',
  phone: '017-1122 3344',
  accept: true,
};

describe('RegisterPage', () => {
  beforeEach(() => {
    vi.mocked(registerWithEmail).mockReset();
    vi.mocked(loginWithGoogle).mockReset();
    saveProfile.mockReset().mockResolvedValue(undefined);
  });

  it('has the five fields, a Login link and the Google button', () => {
    renderAt(<RegisterPage saveProfile={saveProfile} />, '/register');
    expect(screen.getByRole('heading', { name: 'Register' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText(/^Photo URL/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Mobile number/)).toHaveAttribute('type', 'tel');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
  });

  it('shows every required message', async () => {
    renderAt(<RegisterPage saveProfile={saveProfile} />, '/register');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('PhotoURL is required')).toBeInTheDocument();
    expect(screen.getByText('Mobile number is required')).toBeInTheDocument();
    expect(
      screen.getByText('Accept the Privacy Policy and the Terms of Use to register'),
    ).toBeInTheDocument();
    expect(registerWithEmail).not.toHaveBeenCalled();
  });

  it('registers only with the privacy policy and terms ticked, each a link opening apart', async () => {
    renderAt(<RegisterPage saveProfile={saveProfile} />, '/register');
    const user = fill({ ...valid, accept: false });
    const tick = screen.getByRole('checkbox', {
      name: 'I have read and accept the Privacy Policy and the Terms of Use',
    });
    expect(tick).toBeRequired();
    expect(tick).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByText('Accept the Privacy Policy and the Terms of Use to register'),
    ).toBeInTheDocument();
    expect(registerWithEmail).not.toHaveBeenCalled();
    for (const [name, href] of [
      ['Privacy Policy (opens in a new tab)', '/privacy'],
      ['Terms of Use (opens in a new tab)', '/terms'],
    ]) {
      const link = within(screen.getByRole('form', { name: 'Register' })).getByRole('link', {
        name,
      });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
    }
  });

  it('asks for the tick in Bangla too', async () => {
    await act(() => activateLanguage('bn'));
    try {
      renderAt(<RegisterPage saveProfile={saveProfile} />, '/register');
      const user = userEvent.setup();
      expect(
        screen.getByRole('checkbox', { name: bangla['register.acceptLegal'] }),
      ).not.toBeChecked();
      await user.click(screen.getByRole('button', { name: bangla['register.title'] }));
      expect(await screen.findByText(bangla['refusal.legalConsentRequired'])).toBeInTheDocument();
      const form = screen.getByRole('form', { name: bangla['register.title'] });
      expect(
        within(form).getByRole('link', { name: 'গোপনীয়তা নীতি (নতুন ট্যাবে খুলবে)' }),
      ).toHaveAttribute('href', '/privacy');
      expect(registerWithEmail).not.toHaveBeenCalled();
    } finally {
      await act(() => activateLanguage('en'));
    }
  });

  it.each(['01211000000', '1711000000', '+91 9876543210'])(
    'refuses the mobile number %s with the domain message',
    async (phone) => {
      renderAt(<RegisterPage saveProfile={saveProfile} />, '/register');
      const user = fill({ ...valid, phone });
      await user.click(screen.getByRole('button', { name: 'Register' }));
      expect(
        await screen.findByText('Enter a Bangladeshi mobile number: 01XXXXXXXXX or +8801XXXXXXXXX'),
      ).toBeInTheDocument();
      expect(registerWithEmail).not.toHaveBeenCalled();
    },
  );

  it.each(['short', 'alllowercase1', 'ALLUPPER1', 'NoDigitsHere'])(
    'rejects the password %s with the rule sentence',
    async (password) => {
      renderAt(<RegisterPage saveProfile={saveProfile} />, '/register');
      const user = fill({ ...valid, password });
      await user.click(screen.getByRole('button', { name: 'Register' }));
      expect(await screen.findByText(PASSWORD_RULE)).toBeInTheDocument();
      expect(registerWithEmail).not.toHaveBeenCalled();
    },
  );

  it('shows the rule as a hint until the password breaks it', () => {
    renderAt(<RegisterPage saveProfile={saveProfile} />, '/register');
    expect(
      screen.getByText(
        'At least 6 characters, with an uppercase letter, a lowercase letter and a number.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(PASSWORD_RULE)).not.toBeInTheDocument();
  });

  it('creates the account, toasts success and returns to the remembered path', async () => {
    vi.mocked(registerWithEmail).mockResolvedValue(created);
    renderAt(<RegisterPage saveProfile={saveProfile} />, '/register', { from: '/addService' });
    const user = fill(valid);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Success: Account Register Successfully')).toBeInTheDocument();
    expect(await screen.findByText(/addService page/)).toBeInTheDocument();
    expect(registerWithEmail).toHaveBeenCalledWith({
      name: valid.name,
      email: valid.email,
      password: valid.password,
      photoURL: valid.photo,
      phone: valid.phone,
      acceptLegal: true,
    });
    // The new account's profile, with the number as typed without spaces or dashes.
    expect(saveProfile).toHaveBeenCalledWith(
      'new',
      {
        displayName: valid.name,
        photoURL: valid.photo,
        phone: '01711223344',
      },
      null,
      // The privacy policy and terms accepted: recorded on the profile (LEGAL_VERSION).
      true,
    );
  });

  it('still signs in when the number cannot be saved, and says so', async () => {
    vi.mocked(registerWithEmail).mockResolvedValue(created);
    saveProfile.mockRejectedValue(new Error('offline'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt(<RegisterPage saveProfile={saveProfile} />, '/register');
    const user = fill(valid);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(PHONE_NOT_SAVED)).toBeInTheDocument();
    expect(await screen.findByText(/home page/)).toBeInTheDocument();
  });

  it('goes home when no path was remembered', async () => {
    vi.mocked(registerWithEmail).mockResolvedValue(created);
    renderAt(<RegisterPage saveProfile={saveProfile} />, '/register');
    const user = fill(valid);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(/home page/)).toBeInTheDocument();
  });

  it('toasts the failure and says why in plain words', async () => {
    vi.mocked(registerWithEmail).mockRejectedValue(authError('email-already-in-use'));
    renderAt(<RegisterPage saveProfile={saveProfile} />, '/register');
    const user = fill(valid);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Ops: Account Register Failed')).toBeInTheDocument();
    expect(
      screen.getByText('An account with this email already exists. Log in instead.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Register' })).toBeInTheDocument();
  });

  it('creates one account however often the form is sent', async () => {
    let finish: (user: User) => void = () => undefined;
    vi.mocked(registerWithEmail).mockReturnValue(
      new Promise<User>((resolve) => {
        finish = resolve;
      }),
    );
    renderAt(<RegisterPage saveProfile={saveProfile} />, '/register');
    fill(valid);
    const form = screen.getByRole('form', { name: 'Register' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Register' })).toBeDisabled());
    fireEvent.submit(form);
    finish(created);
    expect(await screen.findByText(/home page/)).toBeInTheDocument();
    expect(registerWithEmail).toHaveBeenCalledTimes(1);
  });

  it('explains a blocked Google popup', async () => {
    vi.mocked(loginWithGoogle).mockRejectedValue(authError('popup-blocked'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAt(<RegisterPage saveProfile={saveProfile} />, '/register');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(
      await screen.findByText(
        'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.',
      ),
    ).toBeInTheDocument();
  });

  it('sends a user who is already signed in on to the remembered path', async () => {
    const signedInAuth = {
      onIdTokenChanged: (next: (user: User | null) => void) => {
        next(created);
        return () => undefined;
      },
    } as unknown as Auth;
    renderAt(
      <AuthUserProvider auth={signedInAuth}>
        <RegisterPage saveProfile={saveProfile} />
      </AuthUserProvider>,
      '/register',
      { from: '/addService' },
    );
    expect(await screen.findByText(/addService page/)).toBeInTheDocument();
  });

  it('says up front that the number is verified by code before the first booking or listing', () => {
    renderAt(<RegisterPage saveProfile={saveProfile} />, '/register');
    expect(screen.getByLabelText(/^Mobile number/)).toHaveAccessibleDescription(
      english['register.mobileHelp'],
    );
  });

  it('says it in Bangla too', async () => {
    await act(() => activateLanguage('bn'));
    try {
      renderAt(<RegisterPage saveProfile={saveProfile} />, '/register');
      expect(
        screen.getByLabelText(new RegExp(`^${bangla['register.mobile']}`)),
      ).toHaveAccessibleDescription(bangla['register.mobileHelp']);
    } finally {
      await act(() => activateLanguage('en'));
    }
  });

  describe('signing up by phone', () => {
    const newAccount = {
      uid: 'phone-uid',
      phoneNumber: '+8801711000000',
      displayName: null,
    } as User;

    /** The number and the code, as a new customer types them; the account is made. */
    async function signUpByPhone(catalogue: typeof english) {
      const confirm = vi.fn().mockResolvedValue({ user: newAccount, isNewUser: true });
      vi.mocked(sendSignInCode).mockResolvedValue(confirm);
      renderAt(<RegisterPage saveProfile={saveProfile} />, '/register');
      const user = userEvent.setup();
      await user.type(screen.getByLabelText(catalogue['phoneAuth.numberLabel']), '01711000000');
      await user.click(screen.getByRole('button', { name: catalogue['phoneAuth.sendCode'] }));
      await user.type(await screen.findByLabelText(catalogue['phoneAuth.codeLabel']), '123456');
      await user.click(screen.getByRole('button', { name: catalogue['phoneAuth.verify'] }));
      await screen.findByRole('form', { name: catalogue['phoneAuth.nameTitle'] });
    }

    it('asks the name alone: one Name field, no e-mail form, no Google', async () => {
      await signUpByPhone(english);
      expect(screen.getAllByLabelText(/^Name/)).toHaveLength(1);
      expect(screen.queryByRole('form', { name: 'Register' })).not.toBeInTheDocument();
      expect(screen.queryByLabelText(/^Email/)).not.toBeInTheDocument();
      expect(
        screen.queryByRole('button', { name: 'Continue with Google' }),
      ).not.toBeInTheDocument();
    });

    it('in Bangla too', async () => {
      await act(() => activateLanguage('bn'));
      try {
        await signUpByPhone(bangla);
        expect(screen.getAllByRole('textbox')).toHaveLength(1);
        expect(
          screen.queryByRole('form', { name: bangla['register.title'] }),
        ).not.toBeInTheDocument();
      } finally {
        await act(() => activateLanguage('en'));
      }
    });
  });
});
