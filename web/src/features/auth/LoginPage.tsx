/**
 * Login (SPEC.md §2, §5, §8): email (of email type) and password, both required; a link to
 * Register and continue with Google. Success toasts 'Success! User Logged Successfully' and
 * returns to the remembered path; failure toasts 'Ops! Your email or password incorrect'.
 */
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useFormik } from 'formik';
import { useSnackbar } from 'notistack';
import { Alert, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { TOAST_MESSAGES } from '@meramot/domain/messages';
import { loginSchema } from '@meramot/domain/schemas';
import type { LoginValues } from '@meramot/domain/schemas';
import { AuthLayout } from './AuthLayout';
import { GoogleSignIn } from './GoogleSignIn';
import { PasswordField } from './PasswordField';
import { loginWithEmail } from './auth-actions';
import { authErrorMessage, isCredentialError } from './auth-errors';
import { fieldProps, useSubmitOnce } from '../../components/form-field';
import { useFinishSignIn } from './use-finish-sign-in';

export default function LoginPage() {
  const location = useLocation();
  const { enqueueSnackbar } = useSnackbar();
  const finish = useFinishSignIn();
  const [problem, setProblem] = useState<string | null>(null);
  const [googleBusy, setGoogleBusy] = useState(false);

  const formik = useFormik<LoginValues>({
    initialValues: { email: '', password: '' },
    validationSchema: loginSchema,
    onSubmit: async (values) => {
      setProblem(null);
      try {
        await loginWithEmail(values);
        finish(TOAST_MESSAGES.loginSuccess);
      } catch (error) {
        enqueueSnackbar(TOAST_MESSAGES.loginFailed, { variant: 'error' });
        // The toast already says "email or password"; any other cause is told in plain words.
        if (!isCredentialError(error)) setProblem(authErrorMessage(error));
      }
    },
  });

  const submit = useSubmitOnce(formik);
  const busy = formik.isSubmitting || googleBusy;

  return (
    <AuthLayout
      title="Login"
      intro="Welcome back to Meramot. Log in to book and manage services."
      alternative={<GoogleSignIn disabled={formik.isSubmitting} onBusyChange={setGoogleBusy} />}
    >
      <form noValidate onSubmit={submit} aria-label="Login">
        <Stack spacing={2.5}>
          <TextField
            {...fieldProps(formik, 'email')}
            type="email"
            label="Email"
            autoComplete="email"
            required
            fullWidth
          />
          <PasswordField
            {...fieldProps(formik, 'password')}
            label="Password"
            autoComplete="current-password"
            required
            fullWidth
          />
          {problem && (
            <Alert severity="error" onClose={() => setProblem(null)}>
              {problem}
            </Alert>
          )}
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            Login
          </Button>
          <Typography sx={{ textAlign: 'center' }}>
            New to Meramot?{' '}
            <Link component={RouterLink} to="/register" state={location.state}>
              Register
            </Link>
          </Typography>
        </Stack>
      </form>
    </AuthLayout>
  );
}
