/**
 * Login (SPEC.md §2, §5, §8): email (of email type) and password, both required; a link to
 * Register and continue with Google. Success toasts 'Success! User Logged Successfully' and
 * returns to the remembered path; failure toasts 'Ops! Your email or password incorrect'.
 * "Forgot password?" sends Firebase Auth's reset e-mail to the typed address. A user who is
 * already signed in does not stay here.
 */
import { useState } from 'react';
import { useFormik } from 'formik';
import { useSnackbar } from 'notistack';
import { Box, Link, TextField } from '@mui/material';
import { TOAST_MESSAGES } from '@meramot/domain/messages';
import { loginSchema } from '@meramot/domain/schemas';
import type { LoginValues } from '@meramot/domain/schemas';
import { AuthLayout } from './AuthLayout';
import { GoogleSignIn } from './GoogleSignIn';
import { PasswordField } from './PasswordField';
import { loginWithEmail, sendPasswordReset } from './auth-actions';
import { authErrorCode, authErrorMessage, isCredentialError } from './auth-errors';
import { fieldProps, useSubmitOnce } from '../../components/form-field';
import { useFinishSignIn } from './use-finish-sign-in';
import { useLeaveWhenSignedIn } from './use-leave-when-signed-in';

export const TYPE_EMAIL_FIRST = 'Type your email above, then press "Forgot password?" again.';

/** Said whether or not an account uses the address, so the form tells nobody who has one. */
export function resetSentMessage(email: string): string {
  return `If an account uses ${email}, a link to choose a new password is on its way. Check your inbox.`;
}

export default function LoginPage() {
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
  const [sendingReset, setSendingReset] = useState(false);
  const busy = formik.isSubmitting || googleBusy;
  useLeaveWhenSignedIn(busy);

  const forgotPassword = async () => {
    setProblem(null);
    const email = formik.values.email.trim();
    const errors = await formik.validateForm();
    if (errors.email) {
      void formik.setFieldTouched('email', true, false);
      setProblem(TYPE_EMAIL_FIRST);
      return;
    }
    setSendingReset(true);
    try {
      await sendPasswordReset(email);
      enqueueSnackbar(resetSentMessage(email), { variant: 'success' });
    } catch (error) {
      // An unknown address is answered as a sent one: the form does not reveal who has an account.
      if (authErrorCode(error) === 'user-not-found') {
        enqueueSnackbar(resetSentMessage(email), { variant: 'success' });
      } else {
        setProblem(authErrorMessage(error));
      }
    } finally {
      setSendingReset(false);
    }
  };

  return (
    <AuthLayout
      title="Login"
      intro="Welcome back to Meramot. Log in to book and manage services."
      onSubmit={submit}
      submitDisabled={busy}
      problem={problem}
      onDismissProblem={() => setProblem(null)}
      switchPrompt="New to Meramot?"
      switchTo="/register"
      switchLabel="Register"
      alternative={<GoogleSignIn disabled={formik.isSubmitting} onBusyChange={setGoogleBusy} />}
    >
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
      <Box sx={{ textAlign: 'right', mt: -1 }}>
        <Link
          component="button"
          type="button"
          variant="body2"
          disabled={sendingReset || busy}
          onClick={() => void forgotPassword()}
        >
          Forgot password?
        </Link>
      </Box>
    </AuthLayout>
  );
}
