import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from 'firebase/auth';
import { useUser } from '../../lib/auth-user';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../lib/i18n';
import { renderPage } from '../../test/render-page';
import { ApiError } from '../../lib/api';
import { AppointmentForm } from './AppointmentForm';
import { sendAppointment } from './appointment-api';

vi.mock('../../lib/auth-user', () => ({ useUser: vi.fn(), useIsAdmin: () => false }));
vi.mock('./appointment-api', () => ({ sendAppointment: vi.fn() }));

function signIn(user: Partial<User> | null) {
  vi.mocked(useUser).mockReturnValue({ status: 'success', data: user } as ReturnType<
    typeof useUser
  >);
}

beforeEach(() => {
  signIn(null);
  vi.mocked(sendAppointment).mockReset().mockResolvedValue(undefined);
});

const input = (name: RegExp) => screen.getByRole('textbox', { name });
const send = () => screen.getByRole('button', { name: 'SEND MESSAGE' });

/** Types `text` into a field in one input event, as a paste does (a key at a time is slow). */
async function enter(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await enter(user, input(/^Name/), 'Sadia Rahman');
  await enter(user, input(/^Phone/), '+8801911000003');
  await user.selectOptions(screen.getByRole('combobox', { name: /^Day/ }), '20');
  await user.selectOptions(screen.getByRole('combobox', { name: /^Month/ }), '5');
  await user.selectOptions(screen.getByRole('combobox', { name: /^Year/ }), '2030');
  await enter(user, input(/^Message/), 'Damp wall in the bedroom.');
}

describe('AppointmentForm', () => {
  it('requires name, date, phone and message, and writes nothing until they are given', async () => {
    const user = userEvent.setup();
    renderPage(<AppointmentForm />);
    await user.click(send());
    for (const message of [
      'Name is required',
      'Phone is required',
      'Date is required',
      'Message is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(input(/^Email/)).toHaveAttribute('aria-invalid', 'false');
    expect(sendAppointment).not.toHaveBeenCalled();
  });

  it('picks the date day first, in English and in Bangla, offering only the days of the month', async () => {
    const user = userEvent.setup();
    renderPage(<AppointmentForm />);
    const group = screen.getByRole('group', { name: /^Date/ });
    expect(
      within(group)
        .getAllByRole('combobox')
        .map((select) => select.getAttribute('name')),
    ).toEqual(['dateDay', 'dateMonth', 'dateYear']);
    const day = within(group).getByRole('combobox', { name: /^Day/ });
    await user.selectOptions(within(group).getByRole('combobox', { name: /^Month/ }), '2');
    await user.selectOptions(within(group).getByRole('combobox', { name: /^Year/ }), '2030');
    // February 2030 has 28 days (and the empty choice).
    expect(within(day).getAllByRole('option')).toHaveLength(29);
    await activateLanguage('bn');
    try {
      const months = within(screen.getByRole('combobox', { name: /^মাস/ })).getAllByRole('option');
      expect(months[5]).toHaveTextContent('মে');
      expect(
        within(screen.getByRole('combobox', { name: /^দিন/ })).getAllByRole('option')[9],
      ).toHaveTextContent('৯');
    } finally {
      await activateLanguage('en');
    }
  });

  it("prefills the signed-in user's email", async () => {
    signIn({ uid: 'u1', email: 'farhana@meramot.test' });
    renderPage(<AppointmentForm />);
    await waitFor(() => expect(input(/^Email/)).toHaveValue('farhana@meramot.test'));
  });

  it('leaves the email empty (and optional) for a visitor', async () => {
    const user = userEvent.setup();
    renderPage(<AppointmentForm />);
    expect(input(/^Email/)).toHaveValue('');
    await fillIn(user);
    await user.click(send());
    await waitFor(() => expect(sendAppointment).toHaveBeenCalledTimes(1));
    expect(sendAppointment).toHaveBeenCalledWith(
      {
        name: 'Sadia Rahman',
        email: '',
        phone: '+8801911000003',
        date: '2030-05-20',
        message: 'Damp wall in the bedroom.',
      },
      expect.stringMatching(/^[0-9a-f]{32}$/),
    );
  });

  it("sends it, toasts 'Appointment send successfully' and clears the form", async () => {
    signIn({ uid: 'u1', email: 'farhana@meramot.test' });
    const user = userEvent.setup();
    renderPage(<AppointmentForm />);
    await fillIn(user);
    await user.click(send());
    expect(await screen.findByText('Appointment send successfully')).toBeInTheDocument();
    expect(sendAppointment).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'farhana@meramot.test', name: 'Sadia Rahman' }),
      expect.any(String),
    );
    expect(input(/^Name/)).toHaveValue('');
    expect(input(/^Message/)).toHaveValue('');
    expect(input(/^Email/)).toHaveValue('farhana@meramot.test');
  });

  it('sends again with the same Idempotency-Key after a failure, a new one once changed', async () => {
    vi.mocked(sendAppointment)
      .mockRejectedValueOnce(new Error('unavailable'))
      .mockRejectedValueOnce(new Error('unavailable'))
      .mockResolvedValueOnce(undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderPage(<AppointmentForm />);
    await fillIn(user);
    await user.click(send());
    await waitFor(() => expect(sendAppointment).toHaveBeenCalledTimes(1));
    await user.click(send());
    await waitFor(() => expect(sendAppointment).toHaveBeenCalledTimes(2));
    await user.type(input(/^Message/), ' Urgent.');
    await user.click(send());
    expect(await screen.findByText('Appointment send successfully')).toBeInTheDocument();
    const ids = vi.mocked(sendAppointment).mock.calls.map((call) => call[1]);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[0]);
  });

  it("toasts 'Appointment send Failed' and keeps what was typed when the write fails", async () => {
    vi.mocked(sendAppointment).mockRejectedValue(new Error('permission-denied'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderPage(<AppointmentForm />);
    await fillIn(user);
    await user.click(send());
    expect(await screen.findByText('Appointment send Failed')).toBeInTheDocument();
    expect(input(/^Name/)).toHaveValue('Sadia Rahman');
    expect(send()).toBeEnabled();
  });

  it("shows the API's refusal (too many requests) in English and in Bangla, keeping the form", async () => {
    vi.mocked(sendAppointment).mockRejectedValue(
      new ApiError(429, 'Too many requests of this kind: try again in 42 minutes', {
        code: 'rateLimited',
        params: { minutes: 42 },
      }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderPage(<AppointmentForm />);
    await fillIn(user);
    await user.click(send());
    expect(await screen.findByText('Appointment send Failed')).toBeInTheDocument();
    expect(
      screen.getByText('Too many requests of this kind: try again in 42 minutes'),
    ).toBeVisible();
    expect(input(/^Name/)).toHaveValue('Sadia Rahman');
    await activateLanguage('bn');
    try {
      await user.click(screen.getByRole('button', { name: 'বার্তা পাঠান' }));
      expect(
        await screen.findByText('এই ধরনের অনুরোধ অনেক বেশি হয়েছে: ৪২ মিনিট পরে আবার চেষ্টা করুন'),
      ).toBeVisible();
    } finally {
      await activateLanguage('en');
    }
  });

  it("says plainly that it is offline, sends nothing and toasts 'Appointment send Failed'", async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderPage(<AppointmentForm />);
    await fillIn(user);
    await user.click(send());
    expect(await screen.findByText('Appointment send Failed')).toBeInTheDocument();
    expect(
      screen.getByText(
        'You are offline: your request was not saved. Check your connection and try again.',
      ),
    ).toBeVisible();
    expect(sendAppointment).not.toHaveBeenCalled();
    expect(send()).toBeEnabled();
  });

  it('writes once when SEND MESSAGE is pressed twice', async () => {
    let finish: () => void = () => undefined;
    vi.mocked(sendAppointment).mockImplementation(
      () => new Promise<void>((resolve) => (finish = resolve)),
    );
    const user = userEvent.setup();
    renderPage(<AppointmentForm />);
    await fillIn(user);
    // Two submissions before React re-renders (a double click, or Enter then a click).
    const form = screen.getByRole('form', { name: 'Free appointment' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(send()).toBeDisabled());
    fireEvent.submit(form);
    await act(async () => finish());
    expect(sendAppointment).toHaveBeenCalledTimes(1);
  });
});
