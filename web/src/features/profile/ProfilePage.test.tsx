import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Firestore } from 'firebase/firestore';
import type { ProfileDoc } from '@meramot/domain/profile';
import { useUser } from '../../lib/auth-user';
import { SnackbarProvider } from 'notistack';
import type { ReactElement } from 'react';
import type { User } from 'firebase/auth';
import english from '../../locales/en.json';
import bangla from '../../locales/bn.json';
import { activateLanguage } from '../../lib/i18n';
import { sendLinkCode } from '../../lib/phone-auth';
import ProfilePage from './ProfilePage';
import { saveProfile, watchProfile } from './profile-data';
import { unlinkPhone } from './unlink-phone';
import { ApiError } from '../../lib/api';
import { refusal } from '@meramot/domain/refusal';

const appDb = vi.hoisted(() => ({ name: 'the app database' }) as unknown as Firestore);
vi.mock('../../lib/auth-user', () => ({ useUser: vi.fn(), useIsAdmin: () => false }));
vi.mock('../../lib/firestore', () => ({ useFirestore: () => appDb }));
vi.mock('./profile-data', () => ({ watchProfile: vi.fn(), saveProfile: vi.fn() }));
vi.mock('../../lib/phone-auth', () => ({ sendLinkCode: vi.fn() }));
vi.mock('./unlink-phone', () => ({ unlinkPhone: vi.fn() }));

/** The toast of a saved profile (en.json). */
const PROFILE_SAVED = 'Profile saved';

const customer = {
  uid: 'farhana-uid',
  email: 'farhana@meramot.test',
  displayName: 'Farhana Islam',
  photoURL: null,
  phoneNumber: null,
} as User;

const renderWithProviders = (element: ReactElement) =>
  render(<SnackbarProvider>{element}</SnackbarProvider>);

let answer: (profile: ProfileDoc | null) => void = () => undefined;

describe('ProfilePage', () => {
  beforeEach(() => {
    vi.mocked(useUser).mockReturnValue({ status: 'success', data: customer } as ReturnType<
      typeof useUser
    >);
    vi.mocked(saveProfile).mockReset();
    vi.mocked(watchProfile).mockImplementation((_db, _uid, onData) => {
      answer = onData;
      return () => undefined;
    });
  });

  it("reads the signed-in person's own profile and starts from the account's name", () => {
    renderWithProviders(<ProfilePage />);
    expect(screen.getByRole('progressbar', { name: 'Loading your profile' })).toBeInTheDocument();
    expect(watchProfile).toHaveBeenCalledWith(
      appDb,
      'farhana-uid',
      expect.any(Function),
      expect.any(Function),
    );
    act(() => answer(null));
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Farhana Islam');
    expect(screen.getByLabelText(/^Mobile number/)).toHaveValue('');
  });

  it('refuses a number that is not a Bangladeshi mobile number', async () => {
    renderWithProviders(<ProfilePage />);
    act(() => answer(null));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Mobile number/), '12345');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Enter a Bangladeshi mobile number: 01XXXXXXXXX or +8801XXXXXXXXX'),
    ).toBeInTheDocument();
    expect(saveProfile).not.toHaveBeenCalled();
  });

  it('saves the profile and says so', async () => {
    vi.mocked(saveProfile).mockResolvedValue();
    renderWithProviders(<ProfilePage />);
    act(() =>
      answer({ displayName: 'Farhana', photoURL: '', phone: '01711000000', updatedAt: null }),
    );
    expect(screen.getByLabelText(/^Mobile number/)).toHaveValue('01711000000');
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText(/^Mobile number/));
    await user.type(screen.getByLabelText(/^Mobile number/), '+8801811 222-333');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(saveProfile).toHaveBeenCalledWith(
        appDb,
        'farhana-uid',
        { displayName: 'Farhana', photoURL: '', phone: '+8801811 222-333' },
        null,
      ),
    );
    expect(await screen.findByText(PROFILE_SAVED)).toBeInTheDocument();
  });

  describe('verifying the number by code (issue 22)', () => {
    const saved = { displayName: 'Farhana', photoURL: '', phone: '01711000000', updatedAt: null };

    it('links the number by code and saves it verified', async () => {
      const linked = { ...customer, phoneNumber: '+8801711000000' } as User;
      const confirm = vi.fn().mockResolvedValue({ user: linked, isNewUser: false });
      vi.mocked(sendLinkCode).mockResolvedValue(confirm);
      vi.mocked(saveProfile).mockResolvedValue();
      renderWithProviders(<ProfilePage />);
      act(() => answer(saved));
      expect(screen.getByText(english['phoneAuth.notVerified'])).toBeInTheDocument();
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: english['phoneAuth.verifyNumber'] }));
      const dialog = await screen.findByRole('dialog', { name: english['phoneAuth.verifyTitle'] });
      expect(within(dialog).getByLabelText(english['phoneAuth.numberLabel'])).toHaveValue(
        '01711000000',
      );
      await user.click(within(dialog).getByRole('button', { name: english['phoneAuth.sendCode'] }));
      expect(sendLinkCode).toHaveBeenCalledWith(
        customer,
        '+8801711000000',
        expect.any(HTMLElement),
      );
      await user.type(await screen.findByLabelText(english['phoneAuth.codeLabel']), '123456');
      await user.click(screen.getByRole('button', { name: english['phoneAuth.verify'] }));
      expect(await screen.findByText(english['phoneAuth.verifiedToast'])).toBeInTheDocument();
      // Once: the dialog's form does not also send My Profile's.
      expect(saveProfile).toHaveBeenCalledTimes(1);
      expect(saveProfile).toHaveBeenCalledWith(
        appDb,
        'farhana-uid',
        { displayName: 'Farhana', photoURL: '', phone: '01711000000' },
        '+8801711000000',
      );
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('says in Bangla when the number is linked to another account', async () => {
      await activateLanguage('bn');
      const confirm = vi.fn().mockRejectedValue(
        Object.assign(new Error('Firebase: Error (auth/credential-already-in-use).'), {
          code: 'auth/credential-already-in-use',
        }),
      );
      vi.mocked(sendLinkCode).mockResolvedValue(confirm);
      renderWithProviders(<ProfilePage />);
      act(() => answer(saved));
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: bangla['phoneAuth.verifyNumber'] }));
      await user.click(await screen.findByRole('button', { name: bangla['phoneAuth.sendCode'] }));
      await user.type(await screen.findByLabelText(bangla['phoneAuth.codeLabel']), '১২৩৪৫৬');
      await user.click(screen.getByRole('button', { name: bangla['phoneAuth.verify'] }));
      expect(await screen.findByText(bangla['phoneAuth.numberTaken'])).toBeInTheDocument();
      expect(confirm).toHaveBeenCalledWith('123456');
      expect(saveProfile).not.toHaveBeenCalled();
      await activateLanguage('en');
    });

    it('shows a verified number as verified, and keeps it', () => {
      vi.mocked(useUser).mockReturnValue({
        status: 'success',
        data: { ...customer, phoneNumber: '+8801711000000' },
      } as ReturnType<typeof useUser>);
      renderWithProviders(<ProfilePage />);
      act(() => answer({ ...saved, phoneVerified: true }));
      expect(screen.getByText(english['phoneAuth.verified'])).toBeInTheDocument();
      expect(screen.getByLabelText(/^Mobile number/)).toHaveAttribute('readonly');
      expect(
        screen.queryByRole('button', { name: english['phoneAuth.verifyNumber'] }),
      ).not.toBeInTheDocument();
    });
  });
  describe('removing the verified number (POST /unlinkPhone)', () => {
    const saved = {
      displayName: 'Farhana',
      photoURL: '',
      phone: '01711000000',
      phoneVerified: true,
      updatedAt: null,
    };
    /** Signed in by e-mail, with the number linked and verified. */
    const withNumber = (providers: string[]) =>
      vi.mocked(useUser).mockReturnValue({
        status: 'success',
        data: {
          ...customer,
          phoneNumber: '+8801711000000',
          providerData: providers.map((providerId) => ({ providerId })),
        },
      } as ReturnType<typeof useUser>);

    beforeEach(() => vi.mocked(unlinkPhone).mockReset());

    it('asks first; keeping the number calls nothing', async () => {
      withNumber(['password', 'phone']);
      renderWithProviders(<ProfilePage />);
      act(() => answer(saved));
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: english['profile.removeNumber'] }));
      const dialog = await screen.findByRole('dialog', { name: english['profile.removeTitle'] });
      expect(dialog).toHaveTextContent('Your account will no longer carry 01711000000');
      await user.click(within(dialog).getByRole('button', { name: english['profile.removeKeep'] }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(unlinkPhone).not.toHaveBeenCalled();
    });

    it('removes it, showing the wait, then says to sign in again', async () => {
      withNumber(['password', 'phone']);
      let finish: () => void = () => undefined;
      vi.mocked(unlinkPhone).mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
      renderWithProviders(<ProfilePage />);
      act(() => answer(saved));
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: english['profile.removeNumber'] }));
      const dialog = await screen.findByRole('dialog', { name: english['profile.removeTitle'] });
      const remove = within(dialog).getByRole('button', { name: english['profile.removeConfirm'] });
      await user.click(remove);
      expect(
        within(dialog).getByRole('progressbar', { name: english['profile.removing'] }),
      ).toBeInTheDocument();
      expect(remove).toBeDisabled();
      expect(
        within(dialog).getByRole('button', { name: english['profile.removeKeep'] }),
      ).toBeDisabled();
      act(() => finish());
      expect(await screen.findByText(english['profile.removed'])).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(unlinkPhone).toHaveBeenCalledTimes(1);
    });

    it("shows the API's refusal in Bangla and keeps the dialog open to try again", async () => {
      await activateLanguage('bn');
      withNumber(['google.com', 'phone']);
      vi.mocked(unlinkPhone)
        .mockRejectedValueOnce(new ApiError(409, 'refused', refusal('phoneOnlySignIn')))
        .mockRejectedValueOnce(new Error('offline'));
      renderWithProviders(<ProfilePage />);
      act(() => answer(saved));
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: bangla['profile.removeNumber'] }));
      const dialog = await screen.findByRole('dialog', { name: bangla['profile.removeTitle'] });
      await user.click(
        within(dialog).getByRole('button', { name: bangla['profile.removeConfirm'] }),
      );
      expect(
        await within(dialog).findByText(bangla['refusal.phoneOnlySignIn']),
      ).toBeInTheDocument();
      await user.click(
        within(dialog).getByRole('button', { name: bangla['profile.removeConfirm'] }),
      );
      expect(await within(dialog).findByText(bangla['profile.removeFailed'])).toBeInTheDocument();
      expect(unlinkPhone).toHaveBeenCalledTimes(2);
      await activateLanguage('en');
    });

    it('is not offered to an account that signs in with its number alone', () => {
      withNumber(['phone']);
      renderWithProviders(<ProfilePage />);
      act(() => answer(saved));
      expect(screen.getByText(english['phoneAuth.verified'])).toBeInTheDocument();
      expect(
        screen.queryByRole('button', { name: english['profile.removeNumber'] }),
      ).not.toBeInTheDocument();
    });
  });
});
