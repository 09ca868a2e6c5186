/**
 * Login (docs/product.md §2, §5, §8): "Continue with mobile number" first (issue 22), then email (of email type) and password, both required; a link to
 * Register and continue with Google. Success toasts 'Success! User Logged Successfully' and
 * returns to the remembered path; failure toasts 'Ops! Your email or password incorrect'.
 * "Forgot password?" sends Firebase Auth's reset e-mail to the typed address. A user who is
 * already signed in does not stay here.
 */
import { useState } from 'react';
import { useFormik } from 'formik';
import { useSnackbar } from 'notistack';
import { Box, Link, TextField } from '@mui/material';
import { loginSchema } from '@meramot/domain/schemas';
import type { LoginValues } from '@meramot/domain/schemas';
import { AuthLayout } from './AuthLayout';
import { GoogleSignIn } from './GoogleSignIn';
import { PasswordField } from './PasswordField';
import PhoneSignIn from './phone/PhoneSignIn';
import type { SaveProfile } from './phone/PhoneSignIn';
import { loginWithEmail, sendPasswordReset } from './auth-actions';
import { authErrorCode, authErrorMessage, isCredentialError } from './auth-errors';
import { fieldProps, useSubmitOnce } from '../../components/form-field';
import { useFinishSignIn } from './use-finish-sign-in';
import { useLeaveWhenSignedIn } from './use-leave-when-signed-in';
import { translate, useI18n } from '../../lib/i18n';

/** Said whether or not an account uses the address, so the form tells nobody who has one. */
export function resetSentMessage(email: string): string {
  return translate('login.resetSent', { email });
}

interface LoginPageProps {
  /** Saves the profile of an account made by phone sign-in (its name, asked once). */
  saveProfile: SaveProfile;
}

export default function LoginPage({ saveProfile }: LoginPageProps) {
  const { enqueueSnackbar } = useSnackbar();
  const finish = useFinishSignIn();
  const [problem, setProblem] = useState<string | null>(null);
  const [googleBusy, setGoogleBusy] = useState(false);
  const [phoneBusy, setPhoneBusy] = useState(false);
  const [naming, setNaming] = useState(false);
  const { t } = useI18n();

  const formik = useFormik<LoginValues>({
    initialValues: { email: '', password: '' },
    validationSchema: loginSchema,
    onSubmit: async (values) => {
      setProblem(null);
      try {
        await loginWithEmail(values);
        finish(translate('toast.loginSuccess'));
      } catch (error) {
        enqueueSnackbar(translate('toast.loginFailed'), { variant: 'error' });
        // The toast already says "email or password"; any other cause is told in plain words.
        if (!isCredentialError(error)) setProblem(authErrorMessage(error));
      }
    },
  });

  const submit = useSubmitOnce(formik);
  const [sendingReset, setSendingReset] = useState(false);
  const busy = formik.isSubmitting || googleBusy || phoneBusy;
  useLeaveWhenSignedIn(busy);

  const forgotPassword = async () => {
    setProblem(null);
    const email = formik.values.email.trim();
    const errors = await formik.validateForm();
    if (errors.email) {
      void formik.setFieldTouched('email', true, false);
      setProblem(translate('login.typeEmailFirst'));
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
      title={t('login.title')}
      intro={t('login.intro')}
      onSubmit={submit}
      submitDisabled={busy}
      problem={problem}
      onDismissProblem={() => setProblem(null)}
      switchPrompt={t('login.newHere')}
      switchTo="/register"
      switchLabel={t('login.register')}
      alternative={<GoogleSignIn disabled={formik.isSubmitting} onBusyChange={setGoogleBusy} />}
      phone={
        <PhoneSignIn
          saveProfile={saveProfile}
          onBusyChange={setPhoneBusy}
          onNamingChange={setNaming}
        />
      }
      phoneOnly={naming}
    >
      <TextField
        {...fieldProps(formik, 'email')}
        type="email"
        label={t('auth.email')}
        autoComplete="email"
        required
        fullWidth
      />
      <PasswordField
        {...fieldProps(formik, 'password')}
        label={t('auth.password')}
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
          {t('login.forgotPassword')}
        </Link>
      </Box>
    </AuthLayout>
  );
}
