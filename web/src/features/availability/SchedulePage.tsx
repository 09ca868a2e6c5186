/**
 * My Schedule (issue 21): for each weekday, the windows the provider works and how many jobs
 * each takes; days off with an optional note; and the windows already booked beyond a capacity
 * lowered since. Saved as planScheduleEdit plans it (the rules check the same bounds); bookings
 * already made are never touched.
 */
import { useCallback, useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { useSnackbar } from 'notistack';
import {
  Alert,
  Box,
  Button,
  FormHelperText,
  Grid,
  List,
  ListItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import {
  AVAILABILITY_MAX_DAYS,
  DAY_OFF_MAX_DAYS_AHEAD,
  MAX_DAYS_OFF,
  MAX_WINDOW_CAPACITY,
  WEEK_FROM_SATURDAY,
  addDays,
  capacityOf,
  defaultWeek,
} from '@meramot/domain/availability';
import type { DayOff, ScheduleInput, Weekday, WindowPlacesDoc } from '@meramot/domain/availability';
import { TIME_WINDOWS, dhakaDateOf, slotLabel, windowStart } from '@meramot/domain/booking-time';
import type { TimeWindow } from '@meramot/domain/booking-time';
import { FIELD_LIMITS } from '@meramot/domain/constants';
import { DayFirstDateField } from '../../components/DayFirstDateField';
import { Spinner } from '../../components/Spinner';
import { useLive } from '../../components/use-live';
import type { Subscribe } from '../../components/use-live';
import { useUser } from '../../lib/auth-user';
import { useFirestore } from '../../lib/firestore';
import { translate, useI18n } from '../../lib/i18n';
import type { MessageKey, Translate } from '../../lib/i18n';
import { translateRefusal } from '../../lib/i18n-errors';
import { RefusedError } from '../../lib/refused-error';
import { saveSchedule, watchMySchedule, watchMyWindows } from './schedule-data';

const CAPACITIES = Array.from({ length: MAX_WINDOW_CAPACITY }, (_, i) => i + 1);

const windowNames = (t: Translate): Record<TimeWindow, string> => ({
  morning: t('timeWindow.morning'),
  afternoon: t('timeWindow.afternoon'),
  evening: t('timeWindow.evening'),
});

/** What is wrong with a day off as typed, or null (checkDayOff's bounds, said in the screen's words). */
function dayOffProblem(range: DayOff, today: string): { key: MessageKey; days?: number } | null {
  if (!range.start || !range.end) return { key: 'schedule.errorDate' };
  if (range.end < range.start) return { key: 'schedule.errorOrder' };
  if (range.end > addDays(today, DAY_OFF_MAX_DAYS_AHEAD)) {
    return { key: 'schedule.errorAhead', days: DAY_OFF_MAX_DAYS_AHEAD };
  }
  return null;
}

function ScheduleForm({ uid, saved }: { uid: string; saved: ScheduleInput | null }) {
  const db = useFirestore();
  const { enqueueSnackbar } = useSnackbar();
  const { t, formatNumber } = useI18n();
  const [draft, setDraft] = useState<ScheduleInput>(
    () => saved ?? { week: defaultWeek(), daysOff: [] },
  );
  const [checked, setChecked] = useState(false);
  const [saving, setSaving] = useState(false);
  const [today] = useState(() => dhakaDateOf(Date.now()));
  const thisYear = Number(today.slice(0, 4));
  const names = windowNames(t);
  const problems = draft.daysOff.map((range) => dayOffProblem(range, today));

  const setCapacity = (weekday: Weekday, window: TimeWindow, value: string) =>
    setDraft((current) => {
      // A closed window is left out of its day.
      const day = Object.fromEntries(
        Object.entries(current.week[weekday]).filter(([each]) => each !== window),
      );
      if (value !== '0') day[window] = Number(value);
      return { ...current, week: { ...current.week, [weekday]: day } };
    });
  const setDayOff = (index: number, change: Partial<DayOff>) =>
    setDraft((current) => ({
      ...current,
      daysOff: current.daysOff.map((range, i) => (i === index ? { ...range, ...change } : range)),
    }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    if (saving || problems.some(Boolean)) return;
    setSaving(true);
    try {
      await saveSchedule(db, uid, draft);
      enqueueSnackbar(translate('schedule.saved'), { variant: 'success' });
    } catch (error) {
      console.error('Saving the schedule failed', error);
      // The domain's refusal says what to fix; anything else is a retry.
      const text =
        error instanceof RefusedError
          ? translateRefusal(error.refusal)
          : translate('schedule.saveFailed');
      enqueueSnackbar(text, { variant: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form noValidate aria-label={t('schedule.heading')} onSubmit={(e) => void submit(e)}>
      <Stack spacing={3}>
        {saved === null && (
          <Alert severity="info" role="status">
            {t('schedule.noSchedule')}
          </Alert>
        )}
        <Typography component="h2" variant="h6">
          {t('schedule.weekTitle')}
        </Typography>
        {WEEK_FROM_SATURDAY.map((weekday) => (
          <Box
            key={weekday}
            component="fieldset"
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, m: 0 }}
          >
            <Typography component="legend" sx={{ px: 0.5, fontWeight: 600 }}>
              {t(`schedule.weekday.${weekday}`)}
            </Typography>
            <Grid container spacing={1.5}>
              {TIME_WINDOWS.map((window) => (
                <Grid key={window} size={{ xs: 12, sm: 4 }}>
                  <TextField
                    id={`schedule-${weekday}-${window}`}
                    select
                    fullWidth
                    size="small"
                    label={names[window]}
                    value={String(draft.week[weekday][window] ?? 0)}
                    onChange={(event) => setCapacity(weekday, window, event.target.value)}
                    slotProps={{
                      select: { native: true },
                      inputLabel: { shrink: true },
                      htmlInput: {
                        'aria-label': t('schedule.capacityFor', {
                          day: t(`schedule.weekday.${weekday}`),
                          window: names[window],
                        }),
                      },
                    }}
                  >
                    <option value="0">{t('schedule.closed')}</option>
                    {CAPACITIES.map((count) => (
                      <option key={count} value={count}>
                        {t('schedule.jobs', { count })}
                      </option>
                    ))}
                  </TextField>
                </Grid>
              ))}
            </Grid>
          </Box>
        ))}

        <Typography component="h2" variant="h6">
          {t('schedule.daysOffTitle')}
        </Typography>
        <Typography color="text.secondary" variant="body2">
          {t('schedule.daysOffHelp', { max: formatNumber(MAX_DAYS_OFF) })}
        </Typography>
        {draft.daysOff.length === 0 && <Typography>{t('schedule.noDaysOff')}</Typography>}
        {draft.daysOff.map((range, index) => {
          const problem = checked ? problems[index] : null;
          return (
            <Box
              key={index}
              component="fieldset"
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, m: 0 }}
            >
              <Stack spacing={1.5}>
                <DayFirstDateField
                  name={`dayOff${index}Start`}
                  label={t('schedule.start')}
                  value={range.start}
                  onChange={(start) => setDayOff(index, { start })}
                  required
                  years={[thisYear, thisYear + 1]}
                />
                <DayFirstDateField
                  name={`dayOff${index}End`}
                  label={t('schedule.end')}
                  value={range.end}
                  onChange={(end) => setDayOff(index, { end })}
                  required
                  error={Boolean(problem)}
                  years={[thisYear, thisYear + 1]}
                />
                <TextField
                  id={`dayOff${index}Note`}
                  label={t('schedule.note')}
                  value={range.note}
                  size="small"
                  onChange={(event) => setDayOff(index, { note: event.target.value })}
                  slotProps={{ htmlInput: { maxLength: FIELD_LIMITS.dayOffNote } }}
                />
                {problem && (
                  <FormHelperText error role="alert">
                    {t(problem.key, { days: formatNumber(problem.days ?? 0) })}
                  </FormHelperText>
                )}
                <Box>
                  <Button
                    color="inherit"
                    startIcon={<DeleteIcon />}
                    onClick={() =>
                      setDraft((current) => ({
                        ...current,
                        daysOff: current.daysOff.filter((_, i) => i !== index),
                      }))
                    }
                  >
                    {t('schedule.removeDayOff')}
                  </Button>
                </Box>
              </Stack>
            </Box>
          );
        })}
        <Box>
          <Button
            variant="outlined"
            disabled={draft.daysOff.length >= MAX_DAYS_OFF}
            onClick={() =>
              setDraft((current) => ({
                ...current,
                daysOff: [...current.daysOff, { start: '', end: '', note: '' }],
              }))
            }
          >
            {t('schedule.addDayOff')}
          </Button>
          {draft.daysOff.length >= MAX_DAYS_OFF && (
            <FormHelperText>
              {t('schedule.tooManyDaysOff', { max: formatNumber(MAX_DAYS_OFF) })}
            </FormHelperText>
          )}
        </Box>
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" disabled={saving}>
            {t('schedule.save')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}

/** Windows of the next 60 days holding more bookings than the saved schedule now allows. */
function OverCapacity({ uid, saved }: { uid: string; saved: ScheduleInput | null }) {
  const db = useFirestore();
  const { t, dateLocale, formatNumber } = useI18n();
  const [range] = useState(() => {
    const from = dhakaDateOf(Date.now());
    return { from, to: addDays(from, AVAILABILITY_MAX_DAYS - 1) };
  });
  const subscribe = useCallback<Subscribe<WindowPlacesDoc[]>>(
    (onData, onError) => watchMyWindows(db, uid, range, onData, onError),
    [db, uid, range],
  );
  const places = useLive(`windows:${uid}`, subscribe);
  const over = useMemo(
    () =>
      (places.data ?? []).flatMap((each) => {
        const { capacity } = capacityOf(saved, each.date, each.window);
        return each.taken > capacity ? [{ ...each, capacity }] : [];
      }),
    [places.data, saved],
  );
  if (over.length === 0) return null;
  const names = windowNames(t);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mt: 3 }}>
      <Typography component="h2" variant="h6">
        {t('schedule.overTitle')}
      </Typography>
      <Typography color="text.secondary" variant="body2" sx={{ mt: 1 }}>
        {t('schedule.overHelp')}
      </Typography>
      <List dense>
        {over.map((each) => (
          <ListItem key={`${each.date}_${each.window}`} disableGutters>
            {t('schedule.overRow', {
              slot: slotLabel(windowStart(each.date, each.window), each.window, dateLocale, names),
              taken: formatNumber(each.taken),
              capacity: formatNumber(each.capacity),
            })}
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}

export default function SchedulePage() {
  const { t } = useI18n();
  const { data: user } = useUser();
  const db = useFirestore();
  const uid = user?.uid;
  const subscribe = useCallback<Subscribe<ScheduleInput | null>>(
    (onData, onError) => (uid ? watchMySchedule(db, uid, onData, onError) : () => undefined),
    [db, uid],
  );
  const schedule = useLive(`schedule:${uid ?? ''}`, subscribe);
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', px: 2, py: { xs: 4, md: 6 } }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, textAlign: 'center' }}>
        {t('schedule.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 1, mb: 4 }}>
        {t('schedule.intro')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 } }}>
        {!uid || schedule.status === 'loading' ? (
          <Spinner label={t('schedule.loading')} />
        ) : schedule.status === 'error' ? (
          <Alert severity="error">{t('schedule.loadFailed')}</Alert>
        ) : (
          // Keyed by whether a schedule exists: the form starts again once the first save lands.
          <ScheduleForm
            key={schedule.data ? 'saved' : 'new'}
            uid={uid}
            saved={schedule.data ?? null}
          />
        )}
      </Paper>
      {uid && schedule.status === 'success' && (
        <OverCapacity uid={uid} saved={schedule.data ?? null} />
      )}
    </Box>
  );
}
