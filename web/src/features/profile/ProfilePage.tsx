/**
 * My Profile (issue 13): the signed-in person's name, photo and Bangladeshi mobile number, the
 * number the other party of a booking calls. Read live from users/{uid}; Save writes it under
 * the rules (profileSchema). Until a profile exists the form starts from the account's name and
 * photo. The number is verified by code (issue 22): "Verify number" links it to the account.
 */
import { Suspense, lazy, useCallback, useState } from 'react';
import { useFormik } from 'formik';
import { useSnackbar } from 'notistack';
import { Box, Button, Chip, Paper, Stack, TextField, Typography } from '@mui/material';
import VerifiedIcon from '@mui/icons-material/Verified';
import type { User } from 'firebase/auth';
import { isVerifiedPhone, localBdMobile } from '@meramot/domain/phone-auth';
import { profileSchema } from '@meramot/domain/profile';
import type { ProfileDoc, ProfileValues } from '@meramot/domain/profile';
import { useFirestore } from '../../lib/firestore';
import { useUser } from '../../lib/auth-user';
import { Spinner } from '../../components/Spinner';
import { fieldProps, useSubmitOnce } from '../../components/form-field';
import { useLive } from '../../components/use-live';
import type { Subscribe } from '../../components/use-live';
import { translate, useI18n } from '../../lib/i18n';
import { translateRefusal } from '../../lib/i18n-errors';
import { RefusedError } from '../../lib/refused-error';
import { saveProfile, watchProfile } from './profile-data';
import { RemoveNumber } from './RemoveNumber';

const VerifyPhoneDialog = lazy(() => import('./VerifyPhoneDialog'));

/**
 * Whether the number is verified (the account's token carries it), and the way to verify it by
 * code when not: its dialog and the phone-auth code load on the press.
 */
function PhoneVerification({
  user,
  number,
  verified,
  onVerified,
}: {
  user: User;
  number: string;
  verified: boolean;
  onVerified: (user: User) => Promise<void>;
}) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  if (verified) {
    // An account that signs in with its number alone keeps it (POST /unlinkPhone refuses).
    const otherSignIn = (user.providerData ?? []).some((each) => each.providerId !== 'phone');
    return (
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Chip
          icon={<VerifiedIcon />}
          color="success"
          variant="outlined"
          label={t('phoneAuth.verified')}
        />
        {otherSignIn && <RemoveNumber number={number} />}
      </Stack>
    );
  }
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2" color="text.secondary">
        {t('phoneAuth.notVerified')}
      </Typography>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {t('phoneAuth.verifyNumber')}
      </Button>
      {open && (
        <Suspense fallback={<Spinner label={t('phoneAuth.verifyTitle')} />}>
          <VerifyPhoneDialog
            open
            user={user}
            initialNumber={number}
            onClose={() => setOpen(false)}
            onVerified={async (linked) => {
              await onVerified(linked);
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}

function ProfileForm({ user, initial }: { user: User; initial: ProfileValues }) {
  const db = useFirestore();
  const { enqueueSnackbar } = useSnackbar();
  const { t } = useI18n();
  const uid = user.uid;
  // An account with a verified number keeps it here (the rules refuse another).
  const verified = isVerifiedPhone(initial.phone, user.phoneNumber);
  const formik = useFormik<ProfileValues>({
    initialValues: initial,
    enableReinitialize: true,
    validationSchema: profileSchema,
    onSubmit: async (values) => {
      try {
        await saveProfile(db, uid, values, user.phoneNumber);
        enqueueSnackbar(translate('profile.saved'), { variant: 'success' });
      } catch (error) {
        console.error('Saving the profile failed', error);
        // A number other than the verified one is refused by the domain, saying what to do.
        const text =
          error instanceof RefusedError
            ? translateRefusal(error.refusal)
            : translate('profile.saveFailed');
        enqueueSnackbar(text, { variant: 'error' });
      }
    },
  });
  const submit = useSubmitOnce(formik);
  return (
    <form noValidate aria-label={t('profile.form')} onSubmit={submit}>
      <Stack spacing={2.5}>
        <TextField
          {...fieldProps(formik, 'displayName')}
          label={t('profile.name')}
          required
          fullWidth
        />
        <TextField
          {...fieldProps(formik, 'phone')}
          label={t('profile.mobile')}
          placeholder={t('form.mobilePlaceholder')}
          type="tel"
          required
          fullWidth
          slotProps={{ htmlInput: { readOnly: user.phoneNumber !== null && verified } }}
        />
        <PhoneVerification
          user={user}
          number={formik.values.phone}
          verified={verified}
          onVerified={async (linked) => {
            const phone = localBdMobile(linked.phoneNumber) ?? formik.values.phone;
            await saveProfile(
              db,
              uid,
              profileSchema.cast({ ...formik.values, phone }),
              linked.phoneNumber,
            );
            enqueueSnackbar(translate('phoneAuth.verifiedToast'), { variant: 'success' });
          }}
        />
        <TextField {...fieldProps(formik, 'photoURL')} label={t('profile.photoURL')} fullWidth />
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
            {t('profile.save')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}

export default function ProfilePage() {
  const { t } = useI18n();
  const { data: user } = useUser();
  const db = useFirestore();
  const uid = user?.uid;
  const subscribe = useCallback<Subscribe<ProfileDoc | null>>(
    (onData, onError) => (uid ? watchProfile(db, uid, onData, onError) : () => undefined),
    [db, uid],
  );
  const profile = useLive(`profile:${uid ?? ''}`, subscribe);
  const initial: ProfileValues = {
    displayName: profile.data?.displayName ?? user?.displayName ?? '',
    photoURL: profile.data?.photoURL ?? user?.photoURL ?? '',
    phone: profile.data?.phone ?? '',
  };
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', px: 2, py: { xs: 4, md: 6 } }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, textAlign: 'center' }}>
        {t('profile.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 1, mb: 4 }}>
        {t('profile.intro')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
        {!user || profile.status === 'loading' ? (
          <Spinner label={t('profile.loading')} />
        ) : (
          <ProfileForm user={user} initial={initial} />
        )}
      </Paper>
    </Box>
  );
}
