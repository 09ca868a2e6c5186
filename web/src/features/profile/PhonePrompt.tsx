/**
 * "Who to call" before a first booking or listing: an account without a mobile number (a Google
 * sign-in) is asked for one in a dialog, which saves the profile (users/{uid}) and lets the
 * action go on. `usePhonePrompt` hands the caller `requestPhone()`, resolving true once the
 * profile has a number (at once when it already has one) and false when the person cancels.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useFormik } from 'formik';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import type { Firestore } from 'firebase/firestore';
import type { User } from 'firebase/auth';
import * as yup from 'yup';
import { personNameOf } from '@meramot/domain/format';
import { bdMobileSchema, normalizeBdMobile, profilePhoneOf } from '@meramot/domain/profile';
import type { ProfileDoc } from '@meramot/domain/profile';
import { fieldProps, useSubmitOnce } from '../../components/form-field';
import { useI18n } from '../../lib/i18n';
import { saveProfile, watchProfile } from './profile-data';

const phoneOnlySchema = yup.object({ phone: bdMobileSchema });

interface PhoneDialogProps {
  open: boolean;
  onSave: (phone: string) => Promise<void>;
  onCancel: () => void;
}

export function PhonePromptDialog({ open, onSave, onCancel }: PhoneDialogProps) {
  const { t } = useI18n();
  const [problem, setProblem] = useState<string | null>(null);
  const formik = useFormik({
    initialValues: { phone: '' },
    validationSchema: phoneOnlySchema,
    onSubmit: async ({ phone }) => {
      setProblem(null);
      try {
        await onSave(phone);
      } catch (error) {
        console.error('Saving the mobile number failed', error);
        setProblem(t('phonePrompt.saveFailed'));
      }
    },
  });
  const submit = useSubmitOnce(formik);
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby="phone-prompt-title"
      fullWidth
      maxWidth="xs"
    >
      <form noValidate aria-label={t('phonePrompt.title')} onSubmit={submit}>
        <DialogTitle id="phone-prompt-title">{t('phonePrompt.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('phonePrompt.text')}</DialogContentText>
          {problem && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {problem}
            </Alert>
          )}
          <TextField
            {...fieldProps(formik, 'phone')}
            label={t('phonePrompt.label')}
            placeholder={t('form.mobilePlaceholder')}
            type="tel"
            autoComplete="tel"
            required
            fullWidth
            autoFocus
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>{t('phonePrompt.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
            {t('phonePrompt.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

type Person = Pick<User, 'uid' | 'email' | 'displayName' | 'photoURL'>;

export function usePhonePrompt(
  db: Firestore,
  user: Person | null | undefined,
): { requestPhone: () => Promise<boolean>; prompt: ReactNode } {
  const uid = user?.uid;
  // undefined while the profile loads, null when there is none.
  const profile = useRef<ProfileDoc | null | undefined>(undefined);
  const waiting = useRef<(() => void)[]>([]);
  const answer = useRef<((ok: boolean) => void) | null>(null);
  const [asking, setAsking] = useState(false);

  useEffect(() => {
    profile.current = undefined;
    if (!uid) return undefined;
    const settle = (next: ProfileDoc | null) => {
      profile.current = next;
      const resume = waiting.current;
      waiting.current = [];
      resume.forEach((go) => go());
    };
    return watchProfile(db, uid, settle, (error) => {
      console.error('Reading the profile failed', error);
      settle(null);
    });
  }, [db, uid]);

  const requestPhone = useCallback(async (): Promise<boolean> => {
    if (!uid) return false;
    if (profile.current === undefined) {
      await new Promise<void>((resolve) => waiting.current.push(resolve));
    }
    if (profilePhoneOf(profile.current ?? undefined) !== null) return true;
    setAsking(true);
    return new Promise<boolean>((resolve) => {
      answer.current = resolve;
    });
  }, [uid]);

  const finish = (ok: boolean) => {
    setAsking(false);
    answer.current?.(ok);
    answer.current = null;
  };

  const save = async (phone: string) => {
    if (!user) return;
    const email = user.email ?? '';
    await saveProfile(db, user.uid, {
      displayName: profile.current?.displayName ?? personNameOf(user.displayName, email),
      photoURL: profile.current?.photoURL ?? user.photoURL ?? '',
      phone: normalizeBdMobile(phone) ?? phone,
    });
    finish(true);
  };

  return {
    requestPhone,
    prompt: <PhonePromptDialog open={asking} onSave={save} onCancel={() => finish(false)} />,
  };
}
