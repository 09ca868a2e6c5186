import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import { defaultWeek } from '@meramot/domain/availability';
import type { ScheduleInput, WindowPlacesDoc } from '@meramot/domain/availability';
import { refusal } from '@meramot/domain/refusal';
import { useUser } from '../../lib/auth-user';
import { activateLanguage } from '../../lib/i18n';
import { onAPhone } from '../../test/phone-viewport';
import SchedulePage from './SchedulePage';
import { ScheduleError } from './schedule-error';
import { saveSchedule, watchMySchedule, watchMyWindows } from './schedule-data';

const appDb = vi.hoisted(() => ({ name: 'the app database' }) as unknown as Firestore);
vi.mock('../../lib/auth-user', () => ({ useUser: vi.fn(), useIsAdmin: () => false }));
vi.mock('../../lib/firestore', () => ({ useFirestore: () => appDb }));
vi.mock('./schedule-data', () => ({
  watchMySchedule: vi.fn(),
  saveSchedule: vi.fn(),
  watchMyWindows: vi.fn(),
}));

const provider = { uid: 'karim-uid', email: 'karim@meramot.test' } as User;

let answerSchedule: (schedule: ScheduleInput | null) => void = () => undefined;
let failSchedule: (error: Error) => void = () => undefined;

function renderPage() {
  render(
    <SnackbarProvider>
      <SchedulePage />
    </SnackbarProvider>,
  );
}

const capacity = (day: string, window: string) =>
  screen.getByLabelText(`${day}, ${window}: jobs`) as HTMLSelectElement;

/** Picks a date in the day, month, year group named `label` of the `index`th day off. */
function pickDate(index: number, label: 'From' | 'To', iso: string) {
  const groups = screen.getAllByRole('group', { name: new RegExp(`^${label}`) });
  const group = groups[index] as HTMLElement;
  const [year, month, day] = iso.split('-').map(Number);
  fireEvent.change(within(group).getByLabelText(/^Year/), { target: { value: String(year) } });
  fireEvent.change(within(group).getByLabelText(/^Month/), { target: { value: String(month) } });
  fireEvent.change(within(group).getByLabelText(/^Day/), { target: { value: String(day) } });
}

describe('SchedulePage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2030-05-01T07:00:00Z') });
    vi.mocked(useUser).mockReturnValue({ status: 'success', data: provider } as ReturnType<
      typeof useUser
    >);
    vi.mocked(saveSchedule).mockReset();
    vi.mocked(watchMySchedule).mockImplementation((_db, _uid, onData, onError) => {
      answerSchedule = onData;
      failSchedule = onError;
      return () => undefined;
    });
    vi.mocked(watchMyWindows).mockImplementation((_db, _uid, _range, onData) => {
      onData([]);
      return () => undefined;
    });
  });
  afterEach(() => vi.useRealTimers());

  it("loads the provider's own schedule, then starts from every window at one job", () => {
    renderPage();
    expect(screen.getByRole('progressbar', { name: 'Loading your schedule…' })).toBeInTheDocument();
    expect(watchMySchedule).toHaveBeenCalledWith(
      appDb,
      'karim-uid',
      expect.any(Function),
      expect.any(Function),
    );
    act(() => answerSchedule(null));
    expect(
      screen.getByText(
        'You have not saved a schedule yet: until you do, customers can book any window.',
      ),
    ).toBeInTheDocument();
    expect(capacity('Friday', 'Morning (8 am–12 pm)').value).toBe('1');
    expect(screen.getAllByRole('group')).toHaveLength(7);
  });

  it('is named as in the menu, starts the week on Saturday and gives each capacity its unit', () => {
    renderPage();
    act(() => answerSchedule(null));
    expect(screen.getByRole('heading', { level: 1, name: 'My Schedule' })).toBeInTheDocument();
    expect(
      screen.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent),
    ).toEqual(['Saturday', 'Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
    expect(
      within(capacity('Friday', 'Morning (8 am–12 pm)'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Closed', '1 job', '2 jobs', '3 jobs', '4 jobs', '5 jobs']);
  });

  it('says so when the schedule cannot be loaded', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage();
    act(() => failSchedule(new Error('offline')));
    expect(screen.getByText('Your schedule could not be loaded. Try again later.')).toBeVisible();
  });

  it('closes Fridays, takes two jobs on Saturday mornings, adds a day off and saves', async () => {
    vi.mocked(saveSchedule).mockResolvedValue();
    const user = userEvent.setup();
    renderPage();
    act(() => answerSchedule(null));
    for (const window of ['Morning (8 am–12 pm)', 'Afternoon (12–4 pm)', 'Evening (4–8 pm)']) {
      fireEvent.change(capacity('Friday', window), { target: { value: '0' } });
    }
    fireEvent.change(capacity('Saturday', 'Morning (8 am–12 pm)'), { target: { value: '2' } });
    await user.click(screen.getByRole('button', { name: 'Add a day off' }));
    expect(screen.queryByText('No days off planned.')).not.toBeInTheDocument();
    pickDate(0, 'From', '2030-05-20');
    pickDate(0, 'To', '2030-05-18');
    fireEvent.change(screen.getByLabelText('Note (optional)'), {
      target: { value: 'Family wedding' },
    });
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'A day off must end on or after the day it starts',
    );
    expect(saveSchedule).not.toHaveBeenCalled();

    pickDate(0, 'To', '2030-05-21');
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(await screen.findByText('Schedule saved')).toBeInTheDocument();
    const week = defaultWeek();
    week.fri = {};
    week.sat = { morning: 2, afternoon: 1, evening: 1 };
    expect(saveSchedule).toHaveBeenCalledWith(appDb, 'karim-uid', {
      week,
      daysOff: [{ start: '2030-05-20', end: '2030-05-21', note: 'Family wedding' }],
    });
  });

  it('refuses a day off ending more than a year ahead, naming the bound', async () => {
    const user = userEvent.setup();
    renderPage();
    act(() => answerSchedule(null));
    await user.click(screen.getByRole('button', { name: 'Add a day off' }));
    pickDate(0, 'From', '2031-04-01');
    pickDate(0, 'To', '2031-05-02');
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'A day off must end within 365 days from today',
    );
    expect(saveSchedule).not.toHaveBeenCalled();
  });

  it('says so when the save fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(saveSchedule).mockRejectedValue(new Error('permission-denied'));
    renderPage();
    act(() => answerSchedule(null));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(
      await screen.findByText('The schedule could not be saved. Try again.'),
    ).toBeInTheDocument();
  });

  it('lists the windows booked beyond a capacity lowered since; the bookings stay', () => {
    const week = defaultWeek();
    week.thu = { morning: 1 };
    const places: WindowPlacesDoc[] = [
      {
        date: '2030-05-02',
        window: 'morning',
        taken: 2,
        updatedAt: null,
      },
      {
        date: '2030-05-02',
        window: 'evening',
        taken: 1,
        updatedAt: null,
      },
      {
        date: '2030-05-03',
        window: 'morning',
        taken: 1,
        updatedAt: null,
      },
    ];
    vi.mocked(watchMyWindows).mockImplementation((_db, _uid, range, onData) => {
      expect(range).toEqual({ from: '2030-05-01', to: '2030-06-30' });
      onData(places);
      return () => undefined;
    });
    renderPage();
    act(() => answerSchedule({ week, daysOff: [] }));
    const section = screen.getByRole('heading', { name: 'Booked beyond your capacity' })
      .parentElement as HTMLElement;
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Thu, 2 May 2030, Morning (8 am–12 pm): 2 booked, room for 1',
      'Thu, 2 May 2030, Evening (4–8 pm): 1 booked, room for 0',
    ]);
  });

  it("says the domain's refusal of a schedule in the reader's language", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(saveSchedule).mockRejectedValue(
      new ScheduleError(refusal('daysOffMax', { max: 20 })),
    );
    await activateLanguage('bn');
    try {
      renderPage();
      act(() => answerSchedule(null));
      await userEvent.setup().click(screen.getByRole('button', { name: 'সময়সূচি সংরক্ষণ করুন' }));
      expect(await screen.findByText('একবারে সর্বোচ্চ ২০টি ছুটি রাখা যায়')).toBeInTheDocument();
    } finally {
      await activateLanguage('en');
    }
  });

  it('reads in Bangla with Bangla digits', async () => {
    await activateLanguage('bn');
    try {
      renderPage();
      act(() => answerSchedule(null));
      // The menu's name; the Bangladeshi week from Saturday; each capacity with its unit.
      expect(screen.getByRole('heading', { level: 1, name: 'আমার সময়সূচি' })).toBeInTheDocument();
      expect(
        screen.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent),
      ).toEqual(['শনিবার', 'রবিবার', 'সোমবার', 'মঙ্গলবার', 'বুধবার', 'বৃহস্পতিবার', 'শুক্রবার']);
      const select = screen.getByLabelText('শুক্রবার, সকাল (৮টা–দুপুর ১২টা): কাজের সংখ্যা', {
        exact: false,
      });
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['বন্ধ', '১টি কাজ', '২টি কাজ', '৩টি কাজ', '৪টি কাজ', '৫টি কাজ']);
    } finally {
      await activateLanguage('en');
    }
  });

  describe('on a phone', () => {
    onAPhone();

    it("stacks each weekday's windows, every control reachable by its name", () => {
      renderPage();
      act(() => answerSchedule(null));
      const friday = screen.getByRole('group', { name: 'Friday' });
      expect(within(friday).getAllByRole('combobox')).toHaveLength(3);
      expect(screen.getByRole('button', { name: 'Save schedule' })).toBeVisible();
    });
  });
});
