import { Link as RouterLink } from 'react-router-dom';
import { useUser } from '../../lib/auth-user';
import type { User } from 'firebase/auth';
import {
  Alert,
  Box,
  Button,
  Chip,
  Container,
  Paper,
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
import { Spinner } from '../../components/Spinner';
import { formatAppointmentDate } from './format-date';
import { useAppointments } from './use-appointments';

export const APPOINTMENTS_LOAD_FAILED =
  'We could not load the appointments. Please try again later.';
export const NO_APPOINTMENTS = 'You have not sent any appointment requests yet.';
export const SIGN_IN_TO_SEE = 'Sign in to see the appointment requests you have sent.';

/**
 * /appointment: 'Appointment Letter (count)' and the table of the appointments this user may
 * read (their own, or all with the admin claim), Expired in red and Upcoming in green. Visitors
 * cannot read appointments, so they are asked to sign in.
 */
export default function AppointmentsPage() {
  const { status, data: user } = useUser();
  return (
    <Container maxWidth="lg" sx={{ py: 6 }}>
      {status === 'loading' ? (
        <Spinner label="Checking your sign-in" />
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
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
      <Heading>Appointment Letter</Heading>
      <Typography sx={{ mb: 3 }}>{SIGN_IN_TO_SEE}</Typography>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Button
          component={RouterLink}
          to="/login"
          state={{ from: '/appointment' }}
          variant="contained"
        >
          Login
        </Button>
        <Button component={RouterLink} to="/aboutUs" variant="outlined">
          Send an appointment request
        </Button>
      </Box>
    </Paper>
  );
}

function AppointmentLetters({ user }: { user: User }) {
  const state = useAppointments(user);
  if (state.status === 'loading') return <Spinner label="Loading appointments" />;
  const appointments = state.data?.appointments ?? [];
  const now = new Date();
  return (
    <>
      <Heading>{`Appointment Letter (${appointments.length})`}</Heading>
      {state.data?.admin && (
        <Typography sx={{ color: 'text.secondary', mt: -2, mb: 3 }}>
          You can see every appointment request (admin).
        </Typography>
      )}
      {state.status === 'error' && (
        <Alert severity="error" sx={{ mb: 3 }}>
          {APPOINTMENTS_LOAD_FAILED}
        </Alert>
      )}
      {appointments.length === 0 ? (
        state.status !== 'error' && (
          <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
            <Typography sx={{ mb: 2 }}>{NO_APPOINTMENTS}</Typography>
            <Button component={RouterLink} to="/aboutUs" variant="outlined">
              Send an appointment request
            </Button>
          </Paper>
        )
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label="Appointment letters" sx={{ minWidth: 640 }}>
            <TableHead>
              <TableRow>
                <TableCell>No.</TableCell>
                <TableCell>Name</TableCell>
                <TableCell>Email</TableCell>
                <TableCell>Date</TableCell>
                <TableCell>Status</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {appointments.map((appointment, index) => {
                const status = appointmentStatus(appointment.date, now);
                const color = status === 'Expired' ? 'error' : 'success';
                return (
                  <TableRow
                    key={appointment._id}
                    data-status={status}
                    sx={(theme) => ({ bgcolor: alpha(theme.palette[color].main, 0.08) })}
                  >
                    <TableCell>{index + 1}</TableCell>
                    <TableCell>{appointment.name}</TableCell>
                    <TableCell>{appointment.email || '—'}</TableCell>
                    <TableCell>
                      <time dateTime={appointment.date}>
                        {formatAppointmentDate(appointment.date)}
                      </time>
                    </TableCell>
                    <TableCell>
                      <Chip label={status} color={color} size="small" sx={{ fontWeight: 700 }} />
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}
