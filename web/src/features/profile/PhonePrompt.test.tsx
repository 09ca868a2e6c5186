import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import type { Firestore } from 'firebase/firestore';
import type { User } from 'firebase/auth';
import type { ProfileDoc } from '@meramot/domain/profile';
import english from '../../locales/en.json';
import bangla from '../../locales/bn.json';
import { activateLanguage } from '../../lib/i18n';
import { sendLinkCode } from '../../lib/phone-auth';
import { usePhonePrompt } from './PhonePrompt';
import { saveProfile, watchProfile } from './profile-data';

const VERIFY_TITLE = english['phoneAuth.verifyTitle'];
const NAME_TITLE = english['phonePrompt.nameTitle'];

const appDb = vi.hoisted(() => ({ name: 'the app database' }) as unknown as Firestore);
vi.mock('./profile-data', () => ({ watchProfile: vi.fn(), saveProfile: vi.fn() }));
vi.mock('../../lib/phone-auth', () => ({ sendLinkCode: vi.fn() }));

/** A Google account: a name and photo, no verified number yet. */
const googleUser = {
  uid: 'sadia-uid',
  email: 'sadia@example.com',
  displayName: 'Sadia Rahman',
  photoURL: 'https://example.com/sadia.png',
  phoneNumber: null,
} as User;
/** The same account once the code linked its number. */
const linkedUser = { ...googleUser, phoneNumber: '+8801711000000' } as User;

const confirm = vi.fn<(code: string) => Promise<{ user: User; isNewUser: boolean }>>();
let answerProfile: (profile: ProfileDoc | null) => void = () => undefined;

/** Book Now as the app wires it: the action runs only once requestPhone says yes. */
function BookNow({ user = googleUser, needsName = false }: { user?: User; needsName?: boolean }) {
  const { requestPhone, prompt, name } = usePhonePrompt(appDb, user, { needsName });
  const [result, setResult] = useState('not asked');
  return (
    <>
      <p>name: {name ?? 'none'}</p>
      <button type="button" onClick={() => void requestPhone().then((ok) => setResult(String(ok)))}>
        Book Now
      </button>
      <p>result: {result}</p>
      {prompt}
    </>
  );
}

/** Sends the code to the number in the verify dialog and types it. */
async function verifyByCode(user: ReturnType<typeof userEvent.setup>, catalogue = english) {
  const dialog = await screen.findByRole('dialog', { name: catalogue['phoneAuth.verifyTitle'] });
  await user.click(within(dialog).getByRole('button', { name: catalogue['phoneAuth.sendCode'] }));
  await user.type(await screen.findByLabelText(catalogue['phoneAuth.codeLabel']), '123456');
  await user.click(screen.getByRole('button', { name: catalogue['phoneAuth.verify'] }));
  return dialog;
}

const saved = (change: Partial<ProfileDoc> = {}): ProfileDoc => ({
  displayName: 'Sadia',
  photoURL: '',
  phone: '01711000000',
  updatedAt: null,
  ...change,
});

describe('usePhonePrompt', () => {
  beforeEach(() => {
    vi.mocked(saveProfile).mockReset().mockResolvedValue(undefined);
    confirm.mockReset().mockResolvedValue({ user: linkedUser, isNewUser: false });
    vi.mocked(sendLinkCode).mockReset().mockResolvedValue(confirm);
    vi.mocked(watchProfile).mockImplementation((_db, _uid, onData) => {
      answerProfile = onData;
      return () => undefined;
    });
  });

  afterEach(async () => {
    await activateLanguage('en');
  });

  it('goes straight on when the profile has the verified number', async () => {
    render(<BookNow user={linkedUser} />);
    act(() => answerProfile(saved({ phoneVerified: true })));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Book Now' }));
    expect(await screen.findByText('result: true')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sendLinkCode).not.toHaveBeenCalled();
  });

  it('verifies an unverified number by code, saves it verified, then goes on', async () => {
    render(<BookNow />);
    act(() => answerProfile(saved()));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    const dialog = await screen.findByRole('dialog', { name: VERIFY_TITLE });
    expect(screen.getByText('result: not asked')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(english['phoneAuth.numberLabel'])).toHaveValue(
      '01711000000',
    );
    await verifyByCode(user);
    expect(sendLinkCode).toHaveBeenCalledWith(
      googleUser,
      '+8801711000000',
      expect.any(HTMLElement),
    );
    expect(await screen.findByText('result: true')).toBeInTheDocument();
    expect(saveProfile).toHaveBeenCalledWith(
      appDb,
      'sadia-uid',
      { displayName: 'Sadia', photoURL: '', phone: '01711000000' },
      '+8801711000000',
    );
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('asks an account without a profile for its number by code, keeping its name and photo', async () => {
    render(<BookNow />);
    act(() => answerProfile(null));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    const dialog = await screen.findByRole('dialog', { name: VERIFY_TITLE });
    await user.type(within(dialog).getByLabelText(english['phoneAuth.numberLabel']), '01211000000');
    await user.click(within(dialog).getByRole('button', { name: english['phoneAuth.sendCode'] }));
    expect(await screen.findByText(english['phoneAuth.notBangladeshi'])).toBeInTheDocument();
    expect(sendLinkCode).not.toHaveBeenCalled();
    await user.clear(within(dialog).getByLabelText(english['phoneAuth.numberLabel']));
    await user.type(
      within(dialog).getByLabelText(english['phoneAuth.numberLabel']),
      '017-1100 0000',
    );
    await user.click(within(dialog).getByRole('button', { name: english['phoneAuth.sendCode'] }));
    await user.type(await screen.findByLabelText(english['phoneAuth.codeLabel']), '123456');
    await user.click(screen.getByRole('button', { name: english['phoneAuth.verify'] }));
    expect(await screen.findByText('result: true')).toBeInTheDocument();
    expect(saveProfile).toHaveBeenCalledWith(
      appDb,
      'sadia-uid',
      {
        displayName: 'Sadia Rahman',
        photoURL: 'https://example.com/sadia.png',
        phone: '01711000000',
      },
      '+8801711000000',
    );
  });

  it('before a booking verifies the number, then asks for a name, never taking its e-mail', async () => {
    confirm.mockResolvedValue({ user: { ...linkedUser, displayName: null }, isNewUser: false });
    render(<BookNow user={{ ...googleUser, displayName: null }} needsName />);
    act(() => answerProfile(null));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    await screen.findByRole('dialog', { name: VERIFY_TITLE });
    await user.type(screen.getByLabelText(english['phoneAuth.numberLabel']), '01711000000');
    await verifyByCode(user);
    await screen.findByRole('dialog', { name: NAME_TITLE });
    const name = screen.getByLabelText(/^Name/);
    await user.type(name, 'sadia@example.com');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Enter your name, not an e-mail address')).toBeInTheDocument();
    expect(saveProfile).not.toHaveBeenCalled();

    await user.clear(name);
    await user.type(name, ' Sadia ');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('result: true')).toBeInTheDocument();
    expect(saveProfile).toHaveBeenCalledWith(
      appDb,
      'sadia-uid',
      { displayName: 'Sadia', photoURL: 'https://example.com/sadia.png', phone: '01711000000' },
      '+8801711000000',
    );
  });

  it('asks only for the name when the number is verified and the name is an e-mail', async () => {
    render(<BookNow user={{ ...linkedUser, displayName: null }} needsName />);
    act(() => answerProfile(saved({ displayName: 'sadia@example.com', phoneVerified: true })));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    await screen.findByRole('dialog', { name: NAME_TITLE });
    expect(screen.queryByLabelText(english['phoneAuth.numberLabel'])).not.toBeInTheDocument();
    expect(screen.getByText('name: none')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Name/), 'Sadia Rahman');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('result: true')).toBeInTheDocument();
    // The screen the prompt opens (Book Service) shows the name at once.
    expect(screen.getByText('name: Sadia Rahman')).toBeInTheDocument();
    expect(saveProfile).toHaveBeenCalledWith(
      appDb,
      'sadia-uid',
      { displayName: 'Sadia Rahman', photoURL: '', phone: '01711000000' },
      '+8801711000000',
    );
  });

  it('saves the number of a phone sign-in without a new code when its profile lacks it', async () => {
    render(<BookNow user={linkedUser} />);
    act(() => answerProfile(saved({ phone: '01811000000' })));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Book Now' }));
    expect(await screen.findByText('result: true')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sendLinkCode).not.toHaveBeenCalled();
    expect(saveProfile).toHaveBeenCalledWith(
      appDb,
      'sadia-uid',
      { displayName: 'Sadia', photoURL: '', phone: '01711000000' },
      '+8801711000000',
    );
  });

  it('does not ask for a name before a listing, nor when the account has one', async () => {
    render(<BookNow user={linkedUser} needsName />);
    act(() => answerProfile(saved({ displayName: '' })));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Book Now' }));
    expect(await screen.findByText('result: true')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('waits for the profile to load before deciding', async () => {
    render(<BookNow user={linkedUser} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Book Now' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => answerProfile(saved({ phone: '+8801711000000' })));
    expect(await screen.findByText('result: true')).toBeInTheDocument();
  });

  it('answers false when the person cancels, saving nothing', async () => {
    render(<BookNow />);
    act(() => answerProfile(null));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    await screen.findByRole('dialog', { name: VERIFY_TITLE });
    await user.click(screen.getByRole('button', { name: english['phoneAuth.cancel'] }));
    expect(await screen.findByText('result: false')).toBeInTheDocument();
    expect(saveProfile).not.toHaveBeenCalled();
  });

  it('says so in the dialog when the name cannot be saved, and stays open', async () => {
    vi.mocked(saveProfile).mockRejectedValue(new Error('offline'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<BookNow user={{ ...linkedUser, displayName: null }} needsName />);
    act(() => answerProfile(saved({ displayName: '', phoneVerified: true })));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    await screen.findByRole('dialog', { name: NAME_TITLE });
    await user.type(screen.getByLabelText(/^Name/), 'Sadia');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText(english['phonePrompt.saveFailed'])).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: NAME_TITLE })).toBeInTheDocument();
    expect(screen.getByText('result: not asked')).toBeInTheDocument();
  });

  it('names a wrong code in Bangla and stays on the code', async () => {
    await activateLanguage('bn');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    confirm.mockRejectedValue(
      Object.assign(new Error('Firebase: Error (auth/invalid-verification-code).'), {
        code: 'auth/invalid-verification-code',
      }),
    );
    render(<BookNow />);
    act(() => answerProfile(saved()));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    await verifyByCode(user, bangla);
    expect(await screen.findByText(bangla['phoneAuth.wrongCode'])).toBeInTheDocument();
    expect(screen.getByLabelText(bangla['phoneAuth.codeLabel'])).toBeInTheDocument();
    expect(saveProfile).not.toHaveBeenCalled();
  });
});
