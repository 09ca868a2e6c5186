import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import type { Firestore } from 'firebase/firestore';
import type { User } from 'firebase/auth';
import { NAME_NOT_EMAIL_FORM_MESSAGE } from '@meramot/domain/person-name';
import { BD_MOBILE_MESSAGE } from '@meramot/domain/profile';
import type { ProfileDoc } from '@meramot/domain/profile';
import english from '../../locales/en.json';
import { usePhonePrompt } from './PhonePrompt';
import { saveProfile, watchProfile } from './profile-data';

const PHONE_PROMPT_TITLE = english['phonePrompt.title'];
const PHONE_PROMPT_SAVE_FAILED = english['phonePrompt.saveFailed'];

const appDb = vi.hoisted(() => ({ name: 'the app database' }) as unknown as Firestore);
vi.mock('./profile-data', () => ({ watchProfile: vi.fn(), saveProfile: vi.fn() }));

/** A Google account: a name and photo, no number yet. */
const googleUser = {
  uid: 'sadia-uid',
  email: 'sadia@example.com',
  displayName: 'Sadia Rahman',
  photoURL: 'https://example.com/sadia.png',
} as User;

let answerProfile: (profile: ProfileDoc | null) => void = () => undefined;

/** Book Now as the app wires it: the action runs only once requestPhone says yes. */
function BookNow({ user = googleUser, needsName = false }: { user?: User; needsName?: boolean }) {
  const { requestPhone, prompt } = usePhonePrompt(appDb, user, { needsName });
  const [result, setResult] = useState('not asked');
  return (
    <>
      <button type="button" onClick={() => void requestPhone().then((ok) => setResult(String(ok)))}>
        Book Now
      </button>
      <p>result: {result}</p>
      {prompt}
    </>
  );
}

describe('usePhonePrompt', () => {
  beforeEach(() => {
    vi.mocked(saveProfile).mockReset().mockResolvedValue(undefined);
    vi.mocked(watchProfile).mockImplementation((_db, _uid, onData) => {
      answerProfile = onData;
      return () => undefined;
    });
  });

  it('goes straight on when the profile already has a number', async () => {
    render(<BookNow />);
    act(() =>
      answerProfile({
        displayName: 'Sadia',
        photoURL: '',
        phone: '01711000000',
        updatedAt: null,
      }),
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Book Now' }));
    expect(await screen.findByText('result: true')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks an account without a profile, saves the number with its name and photo, then goes on', async () => {
    render(<BookNow />);
    act(() => answerProfile(null));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    const dialog = await screen.findByRole('dialog', { name: PHONE_PROMPT_TITLE });
    expect(screen.getByText('result: not asked')).toBeInTheDocument();

    const number = screen.getByLabelText(/^Mobile number/);
    expect(number).toHaveAttribute('type', 'tel');
    await user.type(number, '01211000000');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText(BD_MOBILE_MESSAGE)).toBeInTheDocument();
    expect(saveProfile).not.toHaveBeenCalled();

    await user.clear(number);
    await user.type(number, '017-1100 0000');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('result: true')).toBeInTheDocument();
    expect(saveProfile).toHaveBeenCalledWith(appDb, 'sadia-uid', {
      displayName: 'Sadia Rahman',
      photoURL: 'https://example.com/sadia.png',
      phone: '01711000000',
    });
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('before a booking asks an account without a name for one, never taking its e-mail', async () => {
    render(<BookNow user={{ ...googleUser, displayName: null }} needsName />);
    act(() => answerProfile(null));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    await screen.findByRole('dialog', { name: english['phonePrompt.nameAndPhoneTitle'] });
    const name = screen.getByLabelText(/^Name/);
    await user.type(name, 'sadia@example.com');
    await user.type(screen.getByLabelText(/^Mobile number/), '01711000000');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText(NAME_NOT_EMAIL_FORM_MESSAGE)).toBeInTheDocument();
    expect(saveProfile).not.toHaveBeenCalled();

    await user.clear(name);
    await user.type(name, ' Sadia ');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('result: true')).toBeInTheDocument();
    expect(saveProfile).toHaveBeenCalledWith(appDb, 'sadia-uid', {
      displayName: 'Sadia',
      photoURL: 'https://example.com/sadia.png',
      phone: '01711000000',
    });
  });

  it('asks only for the name when the profile has a number and an e-mail for a name', async () => {
    render(<BookNow user={{ ...googleUser, displayName: null }} needsName />);
    act(() =>
      answerProfile({
        displayName: 'sadia@example.com',
        photoURL: '',
        phone: '01711000000',
        updatedAt: null,
      }),
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    await screen.findByRole('dialog', { name: english['phonePrompt.nameTitle'] });
    expect(screen.queryByLabelText(/^Mobile number/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Name/), 'Sadia Rahman');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('result: true')).toBeInTheDocument();
    expect(saveProfile).toHaveBeenCalledWith(appDb, 'sadia-uid', {
      displayName: 'Sadia Rahman',
      photoURL: '',
      phone: '01711000000',
    });
  });

  it('does not ask for a name before a listing, nor when the account has one', async () => {
    render(<BookNow needsName />);
    act(() =>
      answerProfile({ displayName: '', photoURL: '', phone: '01711000000', updatedAt: null }),
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Book Now' }));
    expect(await screen.findByText('result: true')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('waits for the profile to load before deciding', async () => {
    render(<BookNow />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Book Now' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() =>
      answerProfile({
        displayName: 'Sadia',
        photoURL: '',
        phone: '+8801711000000',
        updatedAt: null,
      }),
    );
    expect(await screen.findByText('result: true')).toBeInTheDocument();
  });

  it('answers false when the person cancels, saving nothing', async () => {
    render(<BookNow />);
    act(() => answerProfile(null));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    await screen.findByRole('dialog', { name: PHONE_PROMPT_TITLE });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('result: false')).toBeInTheDocument();
    expect(saveProfile).not.toHaveBeenCalled();
  });

  it('says so in the dialog when the number cannot be saved, and stays open', async () => {
    vi.mocked(saveProfile).mockRejectedValue(new Error('offline'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<BookNow />);
    act(() => answerProfile(null));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    await screen.findByRole('dialog', { name: PHONE_PROMPT_TITLE });
    await user.type(screen.getByLabelText(/^Mobile number/), '01711000000');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText(PHONE_PROMPT_SAVE_FAILED)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: PHONE_PROMPT_TITLE })).toBeInTheDocument();
    expect(screen.getByText('result: not asked')).toBeInTheDocument();
  });
});
