import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Firestore } from 'firebase/firestore';
import type { ProfileDoc } from '@meramot/domain/profile';
import { BD_MOBILE_MESSAGE } from '@meramot/domain/profile';
import { useUser } from '../../lib/auth-user';
import { SnackbarProvider } from 'notistack';
import type { ReactElement } from 'react';
import type { User } from 'firebase/auth';
import ProfilePage from './ProfilePage';
import { saveProfile, watchProfile } from './profile-data';

const appDb = vi.hoisted(() => ({ name: 'the app database' }) as unknown as Firestore);
vi.mock('../../lib/auth-user', () => ({ useUser: vi.fn() }));
vi.mock('../../lib/firestore', () => ({ useFirestore: () => appDb }));
vi.mock('./profile-data', () => ({ watchProfile: vi.fn(), saveProfile: vi.fn() }));

/** The toast of a saved profile (en.json). */
const PROFILE_SAVED = 'Profile saved';

const customer = {
  uid: 'farhana-uid',
  email: 'farhana@meramot.test',
  displayName: 'Farhana Islam',
  photoURL: null,
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
    expect(await screen.findByText(BD_MOBILE_MESSAGE)).toBeInTheDocument();
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
      expect(saveProfile).toHaveBeenCalledWith(appDb, 'farhana-uid', {
        displayName: 'Farhana',
        photoURL: '',
        phone: '+8801811 222-333',
      }),
    );
    expect(await screen.findByText(PROFILE_SAVED)).toBeInTheDocument();
  });
});
