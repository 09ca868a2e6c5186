/**
 * Login (SPEC.md §2, §5, §8): email (of email type) and password, both required; a link to
 * Register and continue with Google. Success toasts 'Success! User Logged Successfully' and
 * returns to the remembered path; failure toasts 'Ops! Your email or password incorrect'.
 */
import { useState } from 'react';
import { useFormik } from 'formik';
import { useSnackbar } from 'notistack';
import { TextField } from '@mui/material';
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
    </AuthLayout>
  );
}
