/**
 * "Continue with mobile number", first on Login and Register (issue 22): the number, the 6-digit
 * code, and in. A new account (or one that never gave a name) is asked for a name once, which
 * names the account and saves its profile with the verified number. Signing in with a number an
 * e-mail account linked opens that account. Loaded only with Login and Register.
 */
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import type { User } from 'firebase/auth';
import { FIELD_LIMITS } from '@meramot/domain/constants';
import { isPersonName } from '@meramot/domain/person-name';
import { localBdMobile } from '@meramot/domain/phone-auth';
import type { ProfileValues } from '@meramot/domain/profile';
import { PhoneCodeSteps } from '../../../components/phone/PhoneCodeSteps';
import type { Confirmed } from '../../../components/phone/PhoneCodeSteps';
import { translate, useI18n } from '../../../lib/i18n';
import type { MessageKey } from '../../../lib/i18n';
import { nameNewAccount, sendSignInCode } from '../../../lib/phone-auth';
import { LegalLinks } from '../LegalLinks';
import { useFinishSignIn } from '../use-finish-sign-in';

/**
 * Saves users/{uid} with the account's verified number (profile-data's saveProfile), and, with
 * `acceptsLegal`, the privacy policy and terms accepted on signing up (domain/src/legal.ts).
 */
export type SaveProfile = (
  uid: string,
  profile: ProfileValues,
  tokenPhone: string | null,
  acceptsLegal?: boolean,
) => Promise<void>;

interface PhoneSignInProps {
  saveProfile: SaveProfile;
  /** True from the code's check until the name is saved, so the page does not leave meanwhile. */
  onBusyChange: (busy: boolean) => void;
  /** True while the new account's name is asked: the page then shows that step alone. */
  onNamingChange?: (naming: boolean) => void;
  /** The Firebase calls, replaced in tests. */
  send?: typeof sendSignInCode;
  name?: typeof nameNewAccount;
}

function NameOnce({
  user,
  saveProfile,
  name: nameAccount,
  onDone,
}: {
  user: User;
  saveProfile: SaveProfile;
  name: typeof nameNewAccount;
  onDone: () => void;
}) {
  const { t } = useI18n();
  const [name, setName] = useState('');
  const [fieldProblem, setFieldProblem] = useState<MessageKey | null>(null);
  const [problem, setProblem] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const trimmed = name.trim();
    if (trimmed === '') return setFieldProblem('phoneAuth.nameRequired');
    if (trimmed.length > FIELD_LIMITS.personName) return setFieldProblem('phoneAuth.nameTooLong');
    if (!isPersonName(trimmed)) return setFieldProblem('phoneAuth.nameNotEmail');
    setFieldProblem(null);
    setProblem(false);
    setBusy(true);
    try {
      await nameAccount(user, trimmed);
      const phone = localBdMobile(user.phoneNumber) ?? '';
      // The number was sent under the privacy policy and terms the code step names (LegalNotice).
      await saveProfile(
        user.uid,
        { displayName: trimmed, photoURL: '', phone },
        user.phoneNumber,
        true,
      );
      onDone();
    } catch (error) {
      console.error('Naming the new account failed', error);
      setProblem(true);
      setBusy(false);
    }
  };

  return (
    <form noValidate aria-label={t('phoneAuth.nameTitle')} onSubmit={submit}>
      <Stack spacing={2}>
        <Typography component="h2" variant="h6">
          {t('phoneAuth.nameTitle')}
        </Typography>
        <Typography color="text.secondary">{t('phoneAuth.nameText')}</Typography>
        <TextField
          id="phone-sign-in-name"
          label={t('phoneAuth.nameLabel')}
          autoComplete="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={fieldProblem !== null}
          helperText={fieldProblem ? t(fieldProblem) : undefined}
          required
          autoFocus
          fullWidth
        />
        {problem && <Alert severity="error">{t('phoneAuth.saveFailed')}</Alert>}
        <Button type="submit" variant="contained" disabled={busy}>
          {t('phoneAuth.nameSave')}
        </Button>
      </Stack>
    </form>
  );
}

export default function PhoneSignIn({
  saveProfile,
  onBusyChange,
  onNamingChange,
  send = sendSignInCode,
  name = nameNewAccount,
}: PhoneSignInProps) {
  const finish = useFinishSignIn();
  const [naming, setNaming] = useState<User | null>(null);
  // The code step reports idle once the code is accepted; while the name is asked, still busy.
  const askingName = useRef(false);
  const reportBusy = (busy: boolean) => onBusyChange(busy || askingName.current);

  if (naming) {
    return (
      <NameOnce
        user={naming}
        saveProfile={saveProfile}
        name={name}
        onDone={() => {
          askingName.current = false;
          onNamingChange?.(false);
          onBusyChange(false);
          finish(translate('toast.registerSuccess'));
        }}
      />
    );
  }

  const confirmed = ({ user, isNewUser }: Confirmed<User>) => {
    if (isNewUser || !user.displayName) {
      askingName.current = true;
      onBusyChange(true);
      onNamingChange?.(true);
      setNaming(user);
      return;
    }
    finish(translate('toast.loginSuccess'));
  };

  return (
    <>
      <PhoneCodeSteps
        idPrefix="phone-sign-in"
        send={send}
        onConfirmed={confirmed}
        onBusyChange={reportBusy}
      />
      <LegalNotice />
    </>
  );
}

/** Said before the code is sent: the number goes to Google under the privacy policy and terms. */
function LegalNotice() {
  const { t } = useI18n();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
      {t('phoneAuth.legalNotice')} <LegalLinks />
    </Typography>
  );
}
