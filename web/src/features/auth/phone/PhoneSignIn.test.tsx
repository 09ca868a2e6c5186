import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from 'firebase/auth';
import english from '../../../locales/en.json';
import bangla from '../../../locales/bn.json';
import { activateLanguage } from '../../../lib/i18n';
import { authError, renderAt } from '../test-utils';
import PhoneSignIn from './PhoneSignIn';
import type { SaveProfile } from './PhoneSignIn';

vi.mock('../../../lib/phone-auth', () => ({ sendSignInCode: vi.fn(), nameNewAccount: vi.fn() }));

const saveProfile = vi.fn<SaveProfile>();
const confirm = vi.fn<(code: string) => Promise<{ user: User; isNewUser: boolean }>>();
const send = vi.fn<(phone: string, container: HTMLElement) => Promise<typeof confirm>>();
const name = vi.fn<(user: User, name: string) => Promise<void>>();
const onBusyChange = vi.fn<(busy: boolean) => void>();

const account = (displayName: string | null) =>
  ({ uid: 'phone-uid', phoneNumber: '+8801711000000', displayName }) as User;

function renderSignIn() {
  renderAt(
    <PhoneSignIn saveProfile={saveProfile} onBusyChange={onBusyChange} send={send} name={name} />,
    '/login',
  );
  return userEvent.setup();
}

async function typeNumber(
  user: ReturnType<typeof userEvent.setup>,
  number: string,
  catalogue = english,
) {
  await user.type(screen.getByLabelText(catalogue['phoneAuth.numberLabel']), number);
  await user.click(screen.getByRole('button', { name: catalogue['phoneAuth.sendCode'] }));
}

async function typeCode(
  user: ReturnType<typeof userEvent.setup>,
  code: string,
  catalogue = english,
) {
  await user.type(await screen.findByLabelText(catalogue['phoneAuth.codeLabel']), code);
  await user.click(screen.getByRole('button', { name: catalogue['phoneAuth.verify'] }));
}

beforeEach(() => {
  saveProfile.mockReset().mockResolvedValue(undefined);
  confirm.mockReset();
  send.mockReset().mockResolvedValue(confirm);
  name.mockReset().mockResolvedValue(undefined);
  onBusyChange.mockReset();
});

afterEach(async () => {
  await activateLanguage('en');
});

describe('PhoneSignIn: the number', () => {
  it.each([
    ['', english['phoneAuth.numberRequired']],
    ['01211000000', english['phoneAuth.notBangladeshi']],
    ['+447700900000', english['phoneAuth.notBangladeshi']],
    ['0171100000', english['phoneAuth.notBangladeshi']],
  ])('refuses %j before any SMS is asked for', async (number, message) => {
    const user = renderSignIn();
    if (number) await user.type(screen.getByLabelText(english['phoneAuth.numberLabel']), number);
    await user.click(screen.getByRole('button', { name: english['phoneAuth.sendCode'] }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the code to the number in E.164, typed with spaces and dashes', async () => {
    const user = renderSignIn();
    await typeNumber(user, '017-1100 0000');
    expect(send).toHaveBeenCalledWith('+8801711000000', expect.any(HTMLElement));
    expect(
      await screen.findByText('We sent a 6-digit code to +8801711000000.'),
    ).toBeInTheDocument();
  });

  it('says too many attempts when Auth refuses to send more codes', async () => {
    send.mockRejectedValue(authError('too-many-requests'));
    const user = renderSignIn();
    await typeNumber(user, '01711000000');
    expect(await screen.findByText(english['phoneAuth.tooMany'])).toBeInTheDocument();
    expect(screen.getByLabelText(english['phoneAuth.numberLabel'])).toBeInTheDocument();
  });
});

describe('PhoneSignIn: the code', () => {
  it('takes only 6 digits, in English or Bangla digits', async () => {
    confirm.mockResolvedValue({ user: account('Farhana Islam'), isNewUser: false });
    const user = renderSignIn();
    await typeNumber(user, '01711000000');
    await typeCode(user, '12a');
    expect(await screen.findByText(english['phoneAuth.codeFormat'])).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText(english['phoneAuth.codeLabel']));
    await typeCode(user, '১২৩৪৫৬');
    await waitFor(() => expect(confirm).toHaveBeenCalledWith('123456'));
  });

  it.each([
    ['invalid-verification-code', 'phoneAuth.wrongCode'],
    ['code-expired', 'phoneAuth.codeExpired'],
    ['session-expired', 'phoneAuth.codeUsed'],
    ['too-many-requests', 'phoneAuth.tooMany'],
    ['credential-already-in-use', 'phoneAuth.numberTaken'],
  ] as const)('names %s in English and Bangla, and keeps the code step', async (code, key) => {
    confirm.mockRejectedValue(authError(code));
    const user = renderSignIn();
    await typeNumber(user, '01711000000');
    await typeCode(user, '123456');
    expect(await screen.findByText(english[key])).toBeInTheDocument();

    await activateLanguage('bn');
    await user.clear(screen.getByLabelText(bangla['phoneAuth.codeLabel']));
    await typeCode(user, '654321', bangla);
    expect(await screen.findByText(bangla[key])).toBeInTheDocument();
    expect(confirm).toHaveBeenLastCalledWith('654321');
  });

  it('sends a new code to the same number, or goes back to change it', async () => {
    const user = renderSignIn();
    await typeNumber(user, '01711000000');
    await user.click(await screen.findByRole('button', { name: english['phoneAuth.resend'] }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(send).toHaveBeenLastCalledWith('+8801711000000', expect.any(HTMLElement));
    await user.click(screen.getByRole('button', { name: english['phoneAuth.changeNumber'] }));
    expect(screen.getByLabelText(english['phoneAuth.numberLabel'])).toHaveValue('01711000000');
  });
});

describe('PhoneSignIn: in', () => {
  it('signs a returning account in and goes home', async () => {
    confirm.mockResolvedValue({ user: account('Farhana Islam'), isNewUser: false });
    const user = renderSignIn();
    await typeNumber(user, '01711000000');
    await typeCode(user, '123456');
    expect(await screen.findByText(english['toast.loginSuccess'])).toBeInTheDocument();
    expect(await screen.findByText(/home page/)).toBeInTheDocument();
    expect(saveProfile).not.toHaveBeenCalled();
  });

  it('asks a new account for its name once, and saves it with the verified number', async () => {
    confirm.mockResolvedValue({ user: account(null), isNewUser: true });
    const user = renderSignIn();
    await typeNumber(user, '01711000000');
    await typeCode(user, '123456');
    const field = await screen.findByLabelText(/^Name/);
    await user.click(screen.getByRole('button', { name: english['phoneAuth.nameSave'] }));
    expect(await screen.findByText(english['phoneAuth.nameRequired'])).toBeInTheDocument();
    await user.type(field, 'mitu@example.com');
    await user.click(screen.getByRole('button', { name: english['phoneAuth.nameSave'] }));
    expect(await screen.findByText(english['phoneAuth.nameNotEmail'])).toBeInTheDocument();
    expect(onBusyChange).toHaveBeenLastCalledWith(true);

    await user.clear(field);
    await user.type(field, ' Mitu Akter ');
    await user.click(screen.getByRole('button', { name: english['phoneAuth.nameSave'] }));
    expect(await screen.findByText(english['toast.registerSuccess'])).toBeInTheDocument();
    expect(name).toHaveBeenCalledWith(expect.objectContaining({ uid: 'phone-uid' }), 'Mitu Akter');
    expect(saveProfile).toHaveBeenCalledWith(
      'phone-uid',
      { displayName: 'Mitu Akter', photoURL: '', phone: '01711000000' },
      '+8801711000000',
      // Accepted under the notice the number was sent with: recorded with LEGAL_VERSION.
      true,
    );
    expect(onBusyChange).toHaveBeenLastCalledWith(false);
  });

  it('says before the code is sent that the number goes to Google, under the policy and terms', async () => {
    renderSignIn();
    expect(
      screen.getByText(new RegExp(`^${english['phoneAuth.legalNotice']}`)),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Privacy Policy (opens in a new tab)' }),
    ).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'Terms of Use (opens in a new tab)' })).toHaveAttribute(
      'href',
      '/terms',
    );
    await activateLanguage('bn');
    expect(
      await screen.findByText(new RegExp(`^${bangla['phoneAuth.legalNotice']}`)),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ব্যবহারের শর্তাবলি (নতুন ট্যাবে খুলবে)' })).toHaveAttribute(
      'href',
      '/terms',
    );
  });

  it('asks for the name in Bangla, and says so when it cannot be saved', async () => {
    await activateLanguage('bn');
    saveProfile.mockRejectedValue(new Error('offline'));
    confirm.mockResolvedValue({ user: account(null), isNewUser: true });
    const user = renderSignIn();
    await typeNumber(user, '০১৭১১০০০০০০', bangla);
    expect(send).toHaveBeenCalledWith('+8801711000000', expect.any(HTMLElement));
    expect(
      await screen.findByText('+৮৮০১৭১১০০০০০০ নম্বরে ৬ অঙ্কের একটি কোড পাঠানো হয়েছে।'),
    ).toBeInTheDocument();
    await typeCode(user, '123456', bangla);
    expect(await screen.findByText(bangla['phoneAuth.nameText'])).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^নাম/), 'মিতু আক্তার');
    await user.click(screen.getByRole('button', { name: bangla['phoneAuth.nameSave'] }));
    expect(await screen.findByText(bangla['phoneAuth.saveFailed'])).toBeInTheDocument();
  });
});
