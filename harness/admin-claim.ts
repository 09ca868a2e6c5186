/**
 * The custom claim `admin` that the rules and the API read, set or cleared with the Admin SDK for
 * an account named by e-mail, mobile number or uid: used by the seed and by `npm run admin:grant`
 * (scripts/admin-claim.ts).
 */
import type { Auth, UserRecord } from 'firebase-admin/auth';
import { e164BdMobile } from '@meramot/domain/phone-auth';

/** How an account is named on the command line. */
export type AccountKey =
  | { kind: 'email'; value: string }
  | { kind: 'phone'; value: string }
  | { kind: 'uid'; value: string };

/** An e-mail (has an @), a mobile number (as typed, in E.164 after), or else a uid. */
export function accountKeyOf(typed: string): AccountKey | null {
  const text = typed.trim();
  if (text.includes('@')) return { kind: 'email', value: text };
  if (/^[+\d][\d\s-]*$/.test(text)) {
    const bd = e164BdMobile(text);
    if (bd) return { kind: 'phone', value: bd };
    const compact = text.replace(/[\s-]/g, '');
    // Another country's number, already in E.164.
    if (/^\+[1-9]\d{6,14}$/.test(compact)) return { kind: 'phone', value: compact };
  }
  // Firebase Auth uids: up to 128 characters, no slash or space.
  return /^[^\s/]{1,128}$/.test(text) ? { kind: 'uid', value: text } : null;
}

const KIND_WORDS: Record<AccountKey['kind'], string> = {
  email: 'the e-mail',
  phone: 'the mobile number',
  uid: 'the uid',
};
export const describeKey = (key: AccountKey) => `${KIND_WORDS[key.kind]} ${key.value}`;

function findAccount(auth: Auth, key: AccountKey): Promise<UserRecord> {
  if (key.kind === 'email') return auth.getUserByEmail(key.value);
  if (key.kind === 'phone') return auth.getUserByPhoneNumber(key.value);
  return auth.getUser(key.value);
}

/** Sets or clears `admin`, keeping every other claim the account has; returns the uid. */
export async function setAdminClaim(auth: Auth, key: AccountKey, admin: boolean): Promise<string> {
  const user = await findAccount(auth, key);
  const claims: Record<string, unknown> = { ...user.customClaims };
  if (admin) claims.admin = true;
  else delete claims.admin;
  await auth.setCustomUserClaims(user.uid, claims);
  return user.uid;
}

/**
 * What to do when a real project refuses user credentials: the Auth API bills a quota project,
 * which `gcloud auth application-default login` does not set (null when the error is another).
 */
export function quotaProjectHint(message: string, project: string): string | null {
  return /quota project|x-goog-user-project|USER_PROJECT_DENIED|serviceusage/i.test(message)
    ? `[admin] your user credentials need a quota project for the Auth API: run ` +
        `\`gcloud auth application-default set-quota-project ${project}\` (your account needs ` +
        `serviceusage.services.use on it), or use a service account key through ` +
        `GOOGLE_APPLICATION_CREDENTIALS`
    : null;
}
