/**
 * "Who to call" before a first booking or listing: an account without a mobile number (a Google
 * sign-in) is asked for one in a dialog, which saves the profile (users/{uid}) and lets the
 * action go on. Before a booking an account without a name (bookingNameOf: neither the account
 * nor the profile has one) is asked for it in the same dialog, since reviews are signed with it
 * and never with an e-mail address. `usePhonePrompt` hands the caller `requestPhone()`,
 * resolving true once the profile has what is needed (at once when it already has it) and false
 * when the person cancels.
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
import { FIELD_LIMITS } from '@meramot/domain/constants';
import { personNameOf } from '@meramot/domain/format';
import {
  NAME_NOT_EMAIL_FORM_MESSAGE,
  bookingNameOf,
  isPersonName,
} from '@meramot/domain/person-name';
import { bdMobileSchema, normalizeBdMobile, profilePhoneOf } from '@meramot/domain/profile';
import type { ProfileDoc } from '@meramot/domain/profile';
import { fieldProps, useSubmitOnce } from '../../components/form-field';
import { useI18n } from '../../lib/i18n';
import { saveProfile, watchProfile } from './profile-data';

/** What the dialog asks for: the number, the name, or both. */
interface Asking {
  phone: boolean;
  name: boolean;
}

const nameSchema = yup
  .string()
  .trim()
  .required('Name is required')
  .max(FIELD_LIMITS.personName, `Name must be at most ${FIELD_LIMITS.personName} characters`)
  .test('not-email', NAME_NOT_EMAIL_FORM_MESSAGE, (value) => isPersonName(value ?? ''));

const schemaFor = (asking: Asking) =>
  yup.object({
    phone: asking.phone ? bdMobileSchema : yup.string(),
    name: asking.name ? nameSchema : yup.string(),
  });

interface PhoneDialogProps {
  open: boolean;
  asking?: Asking;
  onSave: (values: { phone: string; name: string }) => Promise<void>;
  onCancel: () => void;
}

const TITLE_KEYS = {
  phone: 'phonePrompt.title',
  name: 'phonePrompt.nameTitle',
  both: 'phonePrompt.nameAndPhoneTitle',
} as const;

export function PhonePromptDialog({
  open,
  asking = { phone: true, name: false },
  onSave,
  onCancel,
}: PhoneDialogProps) {
  const { t } = useI18n();
  const [problem, setProblem] = useState<string | null>(null);
  const formik = useFormik({
    initialValues: { phone: '', name: '' },
    validationSchema: schemaFor(asking),
    onSubmit: async (values) => {
      setProblem(null);
      try {
        await onSave(values);
      } catch (error) {
        console.error('Saving the profile failed', error);
        setProblem(t('phonePrompt.saveFailed'));
      }
    },
  });
  const submit = useSubmitOnce(formik);
  const title = t(TITLE_KEYS[asking.name ? (asking.phone ? 'both' : 'name') : 'phone']);
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby="phone-prompt-title"
      fullWidth
      maxWidth="xs"
    >
      <form noValidate aria-label={title} onSubmit={submit}>
        <DialogTitle id="phone-prompt-title">{title}</DialogTitle>
        <DialogContent>
          {asking.name && (
            <DialogContentText sx={{ mb: 2 }}>{t('phonePrompt.nameText')}</DialogContentText>
          )}
          {asking.phone && (
            <DialogContentText sx={{ mb: 2 }}>{t('phonePrompt.text')}</DialogContentText>
          )}
          {problem && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {problem}
            </Alert>
          )}
          {asking.name && (
            <TextField
              {...fieldProps(formik, 'name')}
              label={t('phonePrompt.nameLabel')}
              autoComplete="name"
              required
              fullWidth
              autoFocus
              sx={{ mb: 2 }}
            />
          )}
          {asking.phone && (
            <TextField
              {...fieldProps(formik, 'phone')}
              label={t('phonePrompt.label')}
              placeholder={t('form.mobilePlaceholder')}
              type="tel"
              autoComplete="tel"
              required
              fullWidth
              autoFocus={!asking.name}
            />
          )}
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
  options: { needsName?: boolean } = {},
): { requestPhone: () => Promise<boolean>; prompt: ReactNode } {
  const uid = user?.uid;
  const needsName = options.needsName === true;
  // undefined while the profile loads, null when there is none.
  const profile = useRef<ProfileDoc | null | undefined>(undefined);
  const waiting = useRef<(() => void)[]>([]);
  const answer = useRef<((ok: boolean) => void) | null>(null);
  const [asking, setAsking] = useState<Asking | null>(null);

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

  const displayName = user?.displayName;
  const requestPhone = useCallback(async (): Promise<boolean> => {
    if (!uid) return false;
    if (profile.current === undefined) {
      await new Promise<void>((resolve) => waiting.current.push(resolve));
    }
    const missing = {
      phone: profilePhoneOf(profile.current ?? undefined) === null,
      // The name a booking would record (bookingNameOf in bookService).
      name: needsName && bookingNameOf(displayName, profile.current?.displayName) === null,
    };
    if (!missing.phone && !missing.name) return true;
    setAsking(missing);
    return new Promise<boolean>((resolve) => {
      answer.current = resolve;
    });
  }, [uid, needsName, displayName]);

  const finish = (ok: boolean) => {
    setAsking(null);
    answer.current?.(ok);
    answer.current = null;
  };

  const save = async (values: { phone: string; name: string }) => {
    if (!user || !asking) return;
    const email = user.email ?? '';
    const current = profile.current;
    await saveProfile(db, user.uid, {
      displayName: asking.name
        ? values.name.trim()
        : (current?.displayName ?? personNameOf(user.displayName, email)),
      photoURL: current?.photoURL ?? user.photoURL ?? '',
      phone: asking.phone
        ? (normalizeBdMobile(values.phone) ?? values.phone)
        : (current?.phone ?? ''),
    });
    finish(true);
  };

  return {
    requestPhone,
    prompt: (
      <PhonePromptDialog
        open={asking !== null}
        asking={asking ?? undefined}
        onSave={save}
        onCancel={() => finish(false)}
      />
    ),
  };
}
