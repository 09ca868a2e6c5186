/**
 * Register (SPEC.md §2, §5, §8): name, email, password, photo URL and a Bangladeshi mobile number
 * (issue 13), with the spec's messages and password rule; a link to Login and a Google button.
 * Creates the account, sets its display name and photo, saves the number in its profile
 * (`saveProfile`, handed in by the app, which owns the profile feature), toasts 'Success: Account
 * Register Successfully' and returns to the remembered path; failure toasts 'Ops: Account
 * Register Failed' and says why in plain words.
 */
import { useState } from 'react';
import { useFormik } from 'formik';
import { useSnackbar } from 'notistack';
import { TextField } from '@mui/material';
import { TOAST_MESSAGES } from '@meramot/domain/messages';
import { registerSchema } from '@meramot/domain/schemas';
import type { RegisterValues } from '@meramot/domain/schemas';
import { normalizeBdMobile } from '@meramot/domain/profile';
import type { ProfileValues } from '@meramot/domain/profile';
import { AuthLayout } from './AuthLayout';
import { GoogleSignIn } from './GoogleSignIn';
import { PasswordField } from './PasswordField';
import { registerWithEmail } from './auth-actions';
import { authErrorMessage } from './auth-errors';
import { fieldProps, useSubmitOnce } from '../../components/form-field';
import { useFinishSignIn } from './use-finish-sign-in';
import { useLeaveWhenSignedIn } from './use-leave-when-signed-in';

/** Shown under the password until a message replaces it. */
const PASSWORD_HINT =
  'At least 6 characters, with an uppercase letter, a lowercase letter and a number.';

/** The account is made but its number could not be saved: the app asks again before booking. */
export const PHONE_NOT_SAVED =
  'Your account is ready, but your mobile number was not saved. Add it in My Profile.';

interface RegisterPageProps {
  /** Saves the new account's users/{uid} profile. */
  saveProfile: (uid: string, profile: ProfileValues) => Promise<void>;
}

export default function RegisterPage({ saveProfile }: RegisterPageProps) {
  const { enqueueSnackbar } = useSnackbar();
  const finish = useFinishSignIn();
  const [problem, setProblem] = useState<string | null>(null);
  const [googleBusy, setGoogleBusy] = useState(false);

  const formik = useFormik<RegisterValues>({
    initialValues: { name: '', email: '', password: '', photoURL: '', phone: '' },
    validationSchema: registerSchema,
    onSubmit: async (values) => {
      setProblem(null);
      try {
        const user = await registerWithEmail(values);
        // The account exists by now: a failed profile write is said, not a failed register.
        await saveProfile(user.uid, {
          displayName: values.name.trim(),
          photoURL: values.photoURL.trim(),
          phone: normalizeBdMobile(values.phone) ?? values.phone,
        }).catch((error: unknown) => {
          console.error('Saving the new profile failed', error);
          enqueueSnackbar(PHONE_NOT_SAVED, { variant: 'warning' });
        });
        finish(TOAST_MESSAGES.registerSuccess);
      } catch (error) {
        enqueueSnackbar(TOAST_MESSAGES.registerFailed, { variant: 'error' });
        setProblem(authErrorMessage(error));
      }
    },
  });

  const submit = useSubmitOnce(formik);
  const busy = formik.isSubmitting || googleBusy;
  useLeaveWhenSignedIn(busy);
  const password = fieldProps(formik, 'password');

  return (
    <AuthLayout
      title="Register"
      intro="Create your Meramot account to offer and book home services."
      onSubmit={submit}
      submitDisabled={busy}
      problem={problem}
      onDismissProblem={() => setProblem(null)}
      switchPrompt="Already have an account?"
      switchTo="/login"
      switchLabel="Login"
      alternative={<GoogleSignIn disabled={formik.isSubmitting} onBusyChange={setGoogleBusy} />}
    >
      <TextField
        {...fieldProps(formik, 'name')}
        label="Name"
        autoComplete="name"
        required
        fullWidth
      />
      <TextField
        {...fieldProps(formik, 'email')}
        type="email"
        label="Email"
        autoComplete="email"
        required
        fullWidth
      />
      <TextField
        {...fieldProps(formik, 'phone')}
        type="tel"
        label="Mobile number"
        placeholder="01XXXXXXXXX"
        autoComplete="tel"
        required
        fullWidth
      />
      <PasswordField
        {...password}
        helperText={password.helperText ?? PASSWORD_HINT}
        label="Password"
        autoComplete="new-password"
        required
        fullWidth
      />
      <TextField
        {...fieldProps(formik, 'photoURL')}
        type="url"
        label="Photo URL"
        placeholder="https://"
        autoComplete="photo"
        required
        fullWidth
      />
    </AuthLayout>
  );
}
