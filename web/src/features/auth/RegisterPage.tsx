/**
 * Register (docs/product.md §2, §5, §8): name, email, password, photo URL and a Bangladeshi mobile number
 * (issue 13), with the spec's messages and password rule; a link to Login and a Google button.
 * Creates the account, sets its display name and photo, saves the number in its profile
 * (`saveProfile`, handed in by the app, which owns the profile feature) with the privacy policy
 * and terms its tick accepted (domain/src/legal.ts), toasts 'Success: Account
 * Register Successfully' and returns to the remembered path; failure toasts 'Ops: Account
 * Register Failed' and says why in plain words.
 */
import { useState } from 'react';
import { useFormik } from 'formik';
import { useSnackbar } from 'notistack';
import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  TextField,
  Typography,
} from '@mui/material';
import { registerSchema } from '@meramot/domain/schemas';
import type { RegisterValues } from '@meramot/domain/schemas';
import { normalizeBdMobile } from '@meramot/domain/profile';
import { AuthLayout } from './AuthLayout';
import { GoogleSignIn } from './GoogleSignIn';
import { LegalLinks } from './LegalLinks';
import { PasswordField } from './PasswordField';
import PhoneSignIn from './phone/PhoneSignIn';
import type { SaveProfile } from './phone/PhoneSignIn';
import { registerWithEmail } from './auth-actions';
import { authErrorMessage } from './auth-errors';
import { fieldProps, useSubmitOnce } from '../../components/form-field';
import { useFinishSignIn } from './use-finish-sign-in';
import { useLeaveWhenSignedIn } from './use-leave-when-signed-in';
import { translate, useI18n } from '../../lib/i18n';

interface RegisterPageProps {
  /** Saves the new account's users/{uid} profile (with its verified number, when it has one). */
  saveProfile: SaveProfile;
}

export default function RegisterPage({ saveProfile }: RegisterPageProps) {
  const { enqueueSnackbar } = useSnackbar();
  const { t } = useI18n();
  const finish = useFinishSignIn();
  const [problem, setProblem] = useState<string | null>(null);
  const [googleBusy, setGoogleBusy] = useState(false);
  const [phoneBusy, setPhoneBusy] = useState(false);
  const [naming, setNaming] = useState(false);

  const formik = useFormik<RegisterValues>({
    initialValues: {
      name: '',
      email: '',
      password: '',
      photoURL: '',
      phone: '',
      acceptLegal: false,
    },
    validationSchema: registerSchema,
    onSubmit: async (values) => {
      setProblem(null);
      try {
        const user = await registerWithEmail(values);
        // The account exists by now: a failed profile write is said, not a failed register.
        await saveProfile(
          user.uid,
          {
            displayName: values.name.trim(),
            photoURL: values.photoURL.trim(),
            phone: normalizeBdMobile(values.phone) ?? values.phone,
          },
          null,
          values.acceptLegal,
        ).catch((error: unknown) => {
          console.error('Saving the new profile failed', error);
          // The account is made: the app asks for the number again before a booking.
          enqueueSnackbar(translate('register.phoneNotSaved'), { variant: 'warning' });
        });
        finish(translate('toast.registerSuccess'));
      } catch (error) {
        enqueueSnackbar(translate('toast.registerFailed'), { variant: 'error' });
        setProblem(authErrorMessage(error));
      }
    },
  });

  const submit = useSubmitOnce(formik);
  const busy = formik.isSubmitting || googleBusy || phoneBusy;
  useLeaveWhenSignedIn(busy);
  const password = fieldProps(formik, 'password');
  const mobile = fieldProps(formik, 'phone');
  const consent = fieldProps(formik, 'acceptLegal');

  return (
    <AuthLayout
      title={t('register.title')}
      intro={t('register.intro')}
      onSubmit={submit}
      submitDisabled={busy}
      problem={problem}
      onDismissProblem={() => setProblem(null)}
      switchPrompt={t('register.haveAccount')}
      switchTo="/login"
      switchLabel={t('register.login')}
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
        {...fieldProps(formik, 'name')}
        label={t('register.name')}
        autoComplete="name"
        required
        fullWidth
      />
      <TextField
        {...fieldProps(formik, 'email')}
        type="email"
        label={t('register.email')}
        autoComplete="email"
        required
        fullWidth
      />
      <TextField
        {...mobile}
        // Said up front: the number is verified by code before the first booking or listing.
        helperText={mobile.helperText ?? t('register.mobileHelp')}
        type="tel"
        label={t('register.mobile')}
        placeholder={t('form.mobilePlaceholder')}
        autoComplete="tel"
        required
        fullWidth
      />
      <PasswordField
        {...password}
        // Shown under the password until a message replaces it.
        helperText={password.helperText ?? t('register.passwordHint')}
        label={t('register.password')}
        autoComplete="new-password"
        required
        fullWidth
      />
      <TextField
        {...fieldProps(formik, 'photoURL')}
        type="url"
        label={t('register.photoURL')}
        placeholder={t('form.urlPlaceholder')}
        autoComplete="photo"
        required
        fullWidth
      />
      <FormControl required error={consent.error}>
        <FormControlLabel
          control={
            <Checkbox
              id={consent.id}
              name={consent.name}
              checked={formik.values.acceptLegal}
              required
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
              slotProps={{ input: { 'aria-describedby': 'register-legal-help' } }}
            />
          }
          label={t('register.acceptLegal')}
        />
        <FormHelperText id="register-legal-help" component="div">
          {consent.helperText && <Typography variant="inherit">{consent.helperText}</Typography>}
          {t('register.readLegal')} <LegalLinks />
        </FormHelperText>
      </FormControl>
    </AuthLayout>
  );
}
