/**
 * A mobile number, then the 6-digit code sent to it (issue 22): the two steps every phone flow
 * shares (sign-in on Login and Register, verifying a number on My Profile and before a first
 * booking or listing). The caller hands in `send`, which asks Firebase Auth for the code and
 * returns its confirm; this screen validates the number (Bangladeshi only), takes the code in
 * English or Bangla digits, and names each failure in the reader's language.
 */
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { e164BdMobile } from '@meramot/domain/phone-auth';
import { latinDigits } from '@meramot/domain/format';
import { useI18n } from '../../lib/i18n';
import type { MessageKey } from '../../lib/i18n';

export interface Confirmed<U> {
  user: U;
  isNewUser: boolean;
}

export type ConfirmCodeOf<U> = (code: string) => Promise<Confirmed<U>>;

/** The message for each Firebase Auth code a phone flow meets; others get authError.unknown. */
export const PHONE_ERROR_MESSAGES: Record<string, MessageKey> = {
  'invalid-verification-code': 'phoneAuth.wrongCode',
  'code-expired': 'phoneAuth.codeExpired',
  'session-expired': 'phoneAuth.codeUsed',
  'invalid-verification-id': 'phoneAuth.codeUsed',
  'missing-verification-id': 'phoneAuth.codeUsed',
  'too-many-requests': 'phoneAuth.tooMany',
  'quota-exceeded': 'phoneAuth.tooMany',
  'invalid-phone-number': 'phoneAuth.notBangladeshi',
  'operation-not-allowed': 'phoneAuth.smsUnavailable',
  'credential-already-in-use': 'phoneAuth.numberTaken',
  'account-exists-with-different-credential': 'phoneAuth.numberTaken',
  'provider-already-linked': 'phoneAuth.alreadyLinked',
  'captcha-check-failed': 'phoneAuth.captchaFailed',
  'network-request-failed': 'authError.network-request-failed',
  'user-disabled': 'authError.user-disabled',
};

/** The catalogue key for a phone flow's failure. */
export function phoneErrorKey(error: unknown): MessageKey {
  const code =
    typeof error === 'object' && error !== null && 'code' in error
      ? String((error as { code: unknown }).code).replace(/^auth\//, '')
      : '';
  return PHONE_ERROR_MESSAGES[code] ?? 'authError.unknown';
}

/** The code as typed, in either digits, spaces dropped; null unless 6 digits. */
export function codeOf(typed: string): string | null {
  const code = latinDigits(typed).replace(/\s/g, '');
  return /^[0-9]{6}$/.test(code) ? code : null;
}

interface PhoneCodeStepsProps<U> {
  /** Ids of the fields start with this, so two flows on one screen never share one. */
  idPrefix: string;
  /** The number to start from (My Profile's). */
  initialNumber?: string;
  /** Asks Firebase for a code to the E.164 number; the container holds the invisible reCAPTCHA. */
  send: (phoneNumber: string, container: HTMLElement) => Promise<ConfirmCodeOf<U>>;
  /** Runs once the code is accepted; a failure is shown like any other. */
  onConfirmed: (confirmed: Confirmed<U>) => Promise<void> | void;
  /** The number step's button, "Send code" unless told. */
  sendLabel?: string;
  /** Tells the screen around it that a request is running. */
  onBusyChange?: (busy: boolean) => void;
  /** The number form's accessible name, "Sign in with a code by SMS" unless told. */
  numberFormLabel?: string;
}

export function PhoneCodeSteps<U>({
  idPrefix,
  initialNumber = '',
  send,
  onConfirmed,
  sendLabel,
  onBusyChange,
  numberFormLabel,
}: PhoneCodeStepsProps<U>) {
  const { t, digits } = useI18n();
  const [number, setNumber] = useState(initialNumber);
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<MessageKey | null>(null);
  const [fieldProblem, setFieldProblem] = useState<MessageKey | null>(null);
  const [busy, setBusyState] = useState(false);
  const confirm = useRef<ConfirmCodeOf<U> | null>(null);
  const captcha = useRef<HTMLDivElement>(null);

  const setBusy = (next: boolean) => {
    setBusyState(next);
    onBusyChange?.(next);
  };

  const sendCode = async (phoneNumber: string) => {
    if (!captcha.current) return;
    setProblem(null);
    setBusy(true);
    try {
      confirm.current = await send(phoneNumber, captcha.current);
      setSentTo(phoneNumber);
      setCode('');
    } catch (error) {
      console.error('Sending the code failed', error);
      setProblem(phoneErrorKey(error));
    } finally {
      setBusy(false);
    }
  };

  // A dialog's form sits in a portal, but React bubbles its submit to the form around the
  // dialog (My Profile's): it stops here.
  const submitNumber = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    if (busy) return;
    const phoneNumber = e164BdMobile(latinDigits(number));
    if (number.trim() === '') return setFieldProblem('phoneAuth.numberRequired');
    if (phoneNumber === null) return setFieldProblem('phoneAuth.notBangladeshi');
    setFieldProblem(null);
    void sendCode(phoneNumber);
  };

  const submitCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    if (busy || !confirm.current) return;
    const typed = codeOf(code);
    if (typed === null) return setFieldProblem('phoneAuth.codeFormat');
    setFieldProblem(null);
    setProblem(null);
    setBusy(true);
    try {
      await onConfirmed(await confirm.current(typed));
    } catch (error) {
      console.error('Confirming the code failed', error);
      setProblem(phoneErrorKey(error));
    } finally {
      setBusy(false);
    }
  };

  const alert = problem && (
    <Alert severity="error" onClose={() => setProblem(null)}>
      {t(problem)}
    </Alert>
  );

  return (
    <Box>
      {sentTo === null ? (
        <form
          noValidate
          aria-label={numberFormLabel ?? t('phoneAuth.numberForm')}
          onSubmit={submitNumber}
        >
          <Stack spacing={2}>
            <TextField
              id={`${idPrefix}-number`}
              label={t('phoneAuth.numberLabel')}
              placeholder={t('form.mobilePlaceholder')}
              type="tel"
              autoComplete="tel"
              value={number}
              onChange={(event) => setNumber(event.target.value)}
              error={fieldProblem !== null}
              helperText={fieldProblem ? t(fieldProblem) : t('phoneAuth.numberHelp')}
              fullWidth
            />
            {alert}
            <Button type="submit" variant="contained" disabled={busy}>
              {sendLabel ?? t('phoneAuth.sendCode')}
            </Button>
          </Stack>
        </form>
      ) : (
        <form noValidate aria-label={t('phoneAuth.codeForm')} onSubmit={submitCode}>
          <Stack spacing={2}>
            <Typography role="status">
              {t('phoneAuth.codeSent', { number: digits(sentTo) })}
            </Typography>
            <TextField
              id={`${idPrefix}-code`}
              label={t('phoneAuth.codeLabel')}
              autoComplete="one-time-code"
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              error={fieldProblem !== null}
              helperText={fieldProblem ? t(fieldProblem) : undefined}
              autoFocus
              fullWidth
            />
            {alert}
            <Button type="submit" variant="contained" disabled={busy}>
              {t('phoneAuth.verify')}
            </Button>
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
              <Button disabled={busy} onClick={() => void sendCode(sentTo)}>
                {t('phoneAuth.resend')}
              </Button>
              <Button
                disabled={busy}
                onClick={() => {
                  setSentTo(null);
                  setProblem(null);
                  setFieldProblem(null);
                }}
              >
                {t('phoneAuth.changeNumber')}
              </Button>
            </Stack>
          </Stack>
        </form>
      )}
      <div ref={captcha} />
    </Box>
  );
}
