/**
 * My Profile (issue 13): the signed-in person's name, photo and Bangladeshi mobile number, the
 * number the other party of a booking calls. Read live from users/{uid}; Save writes it under
 * the rules (profileSchema). Until a profile exists the form starts from the account's name and
 * photo.
 */
import { useCallback } from 'react';
import { useFormik } from 'formik';
import { useSnackbar } from 'notistack';
import { Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { profileSchema } from '@meramot/domain/profile';
import type { ProfileDoc, ProfileValues } from '@meramot/domain/profile';
import { useFirestore } from '../../lib/firestore';
import { useUser } from '../../lib/auth-user';
import { Spinner } from '../../components/Spinner';
import { fieldProps, useSubmitOnce } from '../../components/form-field';
import { useLive } from '../../components/use-live';
import type { Subscribe } from '../../components/use-live';
import { translate, useI18n } from '../../lib/i18n';
import { saveProfile, watchProfile } from './profile-data';

function ProfileForm({ uid, initial }: { uid: string; initial: ProfileValues }) {
  const db = useFirestore();
  const { enqueueSnackbar } = useSnackbar();
  const { t } = useI18n();
  const formik = useFormik<ProfileValues>({
    initialValues: initial,
    enableReinitialize: true,
    validationSchema: profileSchema,
    onSubmit: async (values) => {
      try {
        await saveProfile(db, uid, values);
        enqueueSnackbar(translate('profile.saved'), { variant: 'success' });
      } catch (error) {
        console.error('Saving the profile failed', error);
        enqueueSnackbar(translate('profile.saveFailed'), { variant: 'error' });
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
        {!uid || profile.status === 'loading' ? (
          <Spinner label={t('profile.loading')} />
        ) : (
          <ProfileForm uid={uid} initial={initial} />
        )}
      </Paper>
    </Box>
  );
}
