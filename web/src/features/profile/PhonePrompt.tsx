/**
 * "Who to call" before a first booking or listing: an account without a verified mobile number
 * (an e-mail or Google sign-in) verifies one by code in a dialog (issue 22: VerifyPhoneDialog
 * links it to the account, loaded only then), which saves the profile (users/{uid}) and lets
 * the action go on. Before a booking an account without a name (bookingNameOf: neither the
 * account nor the profile has one) is asked for it next, since reviews are signed with it and
 * never with an e-mail address. `usePhonePrompt` hands the caller `requestPhone()`, resolving
 * true once the profile has what is needed (at once when it already has it) and false when the
 * person cancels.
 */
import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
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
import { bookingNameOf, isPersonName } from '@meramot/domain/person-name';
import { bookingPhoneOf, localBdMobile } from '@meramot/domain/phone-auth';
import type { ProfileDoc } from '@meramot/domain/profile';
import { refusal } from '@meramot/domain/refusal';
import { fieldProps, useSubmitOnce } from '../../components/form-field';
import { useI18n } from '../../lib/i18n';
import { saveProfile, watchProfile } from './profile-data';

/** What is missing: a verified number, a name, or both. */
interface Asking {
  phone: boolean;
  name: boolean;
}

const nameSchema = yup.object({
  name: yup
    .string()
    .trim()
    .required(refusal('nameRequired'))
    .max(
      FIELD_LIMITS.personName,
      refusal('tooLong', { field: 'name', max: FIELD_LIMITS.personName }),
    )
    .test('not-email', refusal('nameNotEmail'), (value) => isPersonName(value ?? '')),
});

interface NameDialogProps {
  open: boolean;
  onSave: (values: { name: string }) => Promise<void>;
  onCancel: () => void;
}

/** The name a booking records, asked once the number is verified. */
export function PhonePromptDialog({ open, onSave, onCancel }: NameDialogProps) {
  const { t } = useI18n();
  const [problem, setProblem] = useState<string | null>(null);
  const formik = useFormik({
    initialValues: { name: '' },
    validationSchema: nameSchema,
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
  const title = t('phonePrompt.nameTitle');
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
          <DialogContentText sx={{ mb: 2 }}>{t('phonePrompt.nameText')}</DialogContentText>
          {problem && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {problem}
            </Alert>
          )}
          <TextField
            {...fieldProps(formik, 'name')}
            label={t('phonePrompt.nameLabel')}
            autoComplete="name"
            required
            fullWidth
            autoFocus
            sx={{ mb: 2 }}
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

const VerifyPhoneDialog = lazy(() => import('./VerifyPhoneDialog'));

export function usePhonePrompt(
  db: Firestore,
  user: User | null | undefined,
  options: { needsName?: boolean } = {},
): {
  requestPhone: () => Promise<boolean>;
  prompt: ReactNode;
  /** The name a booking records (bookingNameOf), the prompt's answer included; null if none. */
  name: string | null;
} {
  const uid = user?.uid;
  const needsName = options.needsName === true;
  // undefined while the profile loads, null when there is none.
  const profile = useRef<ProfileDoc | null | undefined>(undefined);
  const waiting = useRef<(() => void)[]>([]);
  const answer = useRef<((ok: boolean) => void) | null>(null);
  const [asking, setAsking] = useState<Asking | null>(null);
  /** The account once its number is verified (linked now, or by an earlier sign-in). */
  const [verified, setVerified] = useState<User | null>(null);
  const [startNumber, setStartNumber] = useState('');
  /** The profile's name, shown by the screen the prompt guards (Book Service's User Name). */
  const [profileName, setProfileName] = useState<string | null>(null);

  useEffect(() => {
    profile.current = undefined;
    if (!uid) return undefined;
    const settle = (next: ProfileDoc | null) => {
      profile.current = next;
      setProfileName(next?.displayName ?? null);
      const resume = waiting.current;
      waiting.current = [];
      resume.forEach((go) => go());
    };
    return watchProfile(db, uid, settle, (error) => {
      console.error('Reading the profile failed', error);
      settle(null);
    });
  }, [db, uid]);

  /** Saves the profile with the verified number of `account`, and the name given if asked. */
  const save = useCallback(
    async (account: User, name: string | null) => {
      const current = profile.current;
      await saveProfile(
        db,
        account.uid,
        {
          displayName:
            name ?? current?.displayName ?? personNameOf(account.displayName, account.email ?? ''),
          photoURL: current?.photoURL ?? account.photoURL ?? '',
          phone: localBdMobile(account.phoneNumber) ?? current?.phone ?? '',
        },
        account.phoneNumber,
      );
    },
    [db],
  );

  const displayName = user?.displayName;
  const requestPhone = useCallback(async (): Promise<boolean> => {
    if (!uid || !user) return false;
    if (profile.current === undefined) {
      await new Promise<void>((resolve) => waiting.current.push(resolve));
    }
    const missing = {
      // Only a number Auth verified reaches the other party (bookingPhoneOf).
      phone: !bookingPhoneOf(profile.current ?? undefined, user.phoneNumber).ok,
      // The name a booking would record (bookingNameOf in bookService).
      name: needsName && bookingNameOf(displayName, profile.current?.displayName) === null,
    };
    if (!missing.phone && !missing.name) return true;
    // An account that verified a number already (a phone sign-in) needs no new code: its
    // number is saved at once, or with the name when one is asked.
    const alreadyVerified = localBdMobile(user.phoneNumber) !== null;
    if (missing.phone && alreadyVerified && !missing.name) {
      try {
        await save(user, null);
        return true;
      } catch (error) {
        console.error('Saving the profile failed', error);
        return false;
      }
    }
    setVerified(alreadyVerified ? user : null);
    setStartNumber(profile.current?.phone ?? '');
    setAsking(missing);
    return new Promise<boolean>((resolve) => {
      answer.current = resolve;
    });
  }, [uid, user, needsName, displayName, save]);

  const finish = (ok: boolean) => {
    setAsking(null);
    setVerified(null);
    answer.current?.(ok);
    answer.current = null;
  };

  const verifying = asking?.phone === true && verified === null;
  const askingName = asking !== null && !verifying && asking.name;

  return {
    requestPhone,
    name: bookingNameOf(displayName, profileName),
    prompt: (
      <>
        {verifying && user && (
          <Suspense fallback={null}>
            <VerifyPhoneDialog
              open
              user={user}
              initialNumber={startNumber}
              onClose={() => finish(false)}
              onVerified={async (linked) => {
                if (asking.name) setVerified(linked);
                else {
                  await save(linked, null);
                  finish(true);
                }
              }}
            />
          </Suspense>
        )}
        <PhonePromptDialog
          open={askingName}
          onSave={async ({ name }) => {
            const account = verified ?? user;
            if (!account) return;
            await save(account, name.trim());
            // Shown at once: the profile's listener may answer after the next screen opens.
            setProfileName(name.trim());
            finish(true);
          }}
          onCancel={() => finish(false)}
        />
      </>
    ),
  };
}
