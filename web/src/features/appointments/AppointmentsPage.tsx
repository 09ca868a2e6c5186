import { Link as RouterLink } from 'react-router-dom';
import { useUser } from '../../lib/auth-user';
import type { User } from 'firebase/auth';
import {
  Alert,
  Box,
  Button,
  Chip,
  Container,
  Link,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import { appointmentStatus } from '@meramot/domain/appointment-status';
import type { AppointmentStatus } from '@meramot/domain/appointment-status';
import { ListBound } from '../../components/ListBound';
import { Spinner } from '../../components/Spinner';
import { usePhoneLayout } from '../../components/use-phone-layout';
import { formatAppointmentDate } from './format-date';
import { useAppointments } from './use-appointments';
import { useI18n } from '../../lib/i18n';

/**
 * /appointment: 'Appointment Letter (count)' and the table of the appointments this user may
 * read (their own, or all with the admin claim, who also sees each sender's phone and message),
 * Expired in red and Upcoming in green; cards on phones. Visitors cannot read appointments, so
 * they are asked to sign in.
 */
export default function AppointmentsPage() {
  const { status, data: user } = useUser();
  const { t } = useI18n();
  return (
    <Container maxWidth="lg" sx={{ py: 6 }}>
      {status === 'loading' ? (
        <Spinner label={t('auth.checking')} />
      ) : user ? (
        <AppointmentLetters key={user.uid} user={user} />
      ) : (
        <SignInPrompt />
      )}
    </Container>
  );
}

function Heading({ children }: { children: string }) {
  return (
    <Typography variant="h4" component="h1" sx={{ fontWeight: 800, mb: 4 }}>
      {children}
    </Typography>
  );
}

function SignInPrompt() {
  const { t } = useI18n();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
      <Heading>{t('appointment.heading')}</Heading>
      <Typography sx={{ mb: 3 }}>{t('appointment.signInToSee')}</Typography>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Button
          component={RouterLink}
          to="/login"
          state={{ from: '/appointment' }}
          variant="contained"
        >
          {t('appointment.login')}
        </Button>
        <Button component={RouterLink} to="/aboutUs" variant="outlined">
          {t('appointment.sendRequest')}
        </Button>
      </Box>
    </Paper>
  );
}

/** Long unbroken names, e-mails and messages wrap instead of pushing the status out of view. */
const WRAP = { overflowWrap: 'anywhere' } as const;

function toneOf(status: AppointmentStatus) {
  return status === 'Expired' ? 'error' : 'success';
}

/**
 * Expired in red and Upcoming in green. In dark mode the red is the darker shade: white on the
 * main dark-mode red (#f44336) is 3.7:1, under the 4.5:1 small text needs.
 */
function StatusChip({ status }: { status: AppointmentStatus }) {
  const { t } = useI18n();
  const tone = toneOf(status);
  return (
    <Chip
      label={t(`appointment.status.${status}`)}
      color={tone}
      size="small"
      sx={(theme) => ({
        fontWeight: 700,
        ...(tone === 'error' &&
          theme.palette.mode === 'dark' && {
            bgcolor: theme.palette.error.dark,
            color: theme.palette.common.white,
          }),
      })}
    />
  );
}

/** The sender's number, to call from a phone. */
function PhoneLink({ phone }: { phone: string }) {
  return <Link href={`tel:${phone.replace(/[^+\d]/g, '')}`}>{phone}</Link>;
}

function AppointmentLetters({ user }: { user: User }) {
  const state = useAppointments(user);
  const phone = usePhoneLayout();
  const { t, formatNumber, dateLocale } = useI18n();
  if (state.status === 'loading') return <Spinner label={t('appointment.loading')} />;
  const appointments = state.data?.appointments ?? [];
  const admin = state.data?.admin ?? false;
  const now = new Date();
  return (
    <>
      <Heading>
        {t('appointment.headingCount', { count: formatNumber(appointments.length) })}
      </Heading>
      {admin && (
        <Typography sx={{ color: 'text.secondary', mt: -2, mb: 3 }}>
          {t('appointment.adminSeesAll')}
        </Typography>
      )}
      {state.status === 'error' && (
        <Alert severity="error" sx={{ mb: 3 }}>
          {t('appointment.loadFailed')}
        </Alert>
      )}
      {appointments.length === 0 ? (
        state.status !== 'error' && (
          <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
            <Typography sx={{ mb: 2 }}>{t('appointment.none')}</Typography>
            <Button component={RouterLink} to="/aboutUs" variant="outlined">
              {t('appointment.sendRequest')}
            </Button>
          </Paper>
        )
      ) : phone ? (
        <Stack
          component="ul"
          aria-label={t('appointment.letters')}
          spacing={2}
          sx={{ p: 0, m: 0, listStyle: 'none' }}
        >
          {appointments.map((appointment, index) => {
            const status = appointmentStatus(appointment.date, now);
            return (
              <Paper
                key={appointment._id}
                component="li"
                variant="outlined"
                data-status={status}
                aria-label={t('appointment.numbered', {
                  number: formatNumber(index + 1),
                  name: appointment.name,
                })}
                sx={(theme) => ({ p: 2, bgcolor: alpha(theme.palette[toneOf(status)].main, 0.08) })}
              >
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                  <Typography sx={{ fontWeight: 700, flex: 1, minWidth: 0, ...WRAP }}>
                    {t('appointment.numbered', {
                      number: formatNumber(index + 1),
                      name: appointment.name,
                    })}
                  </Typography>
                  <StatusChip status={status} />
                </Box>
                <Typography variant="body2" sx={{ mt: 0.5 }}>
                  <time dateTime={appointment.date}>
                    {formatAppointmentDate(appointment.date, dateLocale)}
                  </time>
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={WRAP}>
                  {appointment.email || '—'}
                </Typography>
                {admin && (
                  <>
                    <Typography variant="body2" sx={WRAP}>
                      <PhoneLink phone={appointment.phone} />
                    </Typography>
                    <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-line', ...WRAP }}>
                      {appointment.message}
                    </Typography>
                  </>
                )}
              </Paper>
            );
          })}
        </Stack>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label={t('appointment.letters')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('appointment.column.number')}</TableCell>
                <TableCell>{t('appointment.column.name')}</TableCell>
                <TableCell>{t('appointment.column.email')}</TableCell>
                {admin && <TableCell>{t('appointment.column.phone')}</TableCell>}
                <TableCell>{t('appointment.column.date')}</TableCell>
                {admin && <TableCell>{t('appointment.column.message')}</TableCell>}
                <TableCell>{t('appointment.column.status')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {appointments.map((appointment, index) => {
                const status = appointmentStatus(appointment.date, now);
                return (
                  <TableRow
                    key={appointment._id}
                    data-status={status}
                    sx={(theme) => ({ bgcolor: alpha(theme.palette[toneOf(status)].main, 0.08) })}
                  >
                    <TableCell>{formatNumber(index + 1)}</TableCell>
                    <TableCell sx={WRAP}>{appointment.name}</TableCell>
                    <TableCell sx={WRAP}>{appointment.email || '—'}</TableCell>
                    {admin && (
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        <PhoneLink phone={appointment.phone} />
                      </TableCell>
                    )}
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <time dateTime={appointment.date}>
                        {formatAppointmentDate(appointment.date, dateLocale)}
                      </time>
                    </TableCell>
                    {admin && (
                      <TableCell sx={{ whiteSpace: 'pre-line', minWidth: 160, ...WRAP }}>
                        {appointment.message}
                      </TableCell>
                    )}
                    <TableCell>
                      <StatusChip status={status} />
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {appointments.length > 0 && (
        <ListBound bound={state.bound} shown={appointments.length} onMore={state.loadMore} />
      )}
    </>
  );
}
