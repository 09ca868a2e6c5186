/**
 * `npm run admin:grant -- <account>` and `npm run admin:revoke -- <account>`: sets or clears
 * the custom claim `admin` that the rules and the API read, with the Admin SDK. The account is
 * an e-mail, a mobile number (01XXXXXXXXX or +8801XXXXXXXXX: an account made by phone has no
 * e-mail) or a uid.
 *
 * By default it talks to the Auth emulator of `npm start` (at MERAMOT_PORT_OFFSET). With
 * `--project <id>` it talks to that real project, with the credentials of
 * `gcloud auth application-default login` (or GOOGLE_APPLICATION_CREDENTIALS). User credentials
 * need a quota project for the Auth API: see quotaProjectHint.
 * The person signs in again (or waits up to an hour for a token refresh) to get the claim.
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { Auth, UserRecord } from 'firebase-admin/auth';
import { pathToFileURL } from 'node:url';
import { e164BdMobile } from '@meramot/domain/phone-auth';
import { EMULATOR_HOSTS, PROJECT_ID } from './emulators';

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

const USAGE =
  'usage: npm run admin:grant -- <e-mail | mobile number | uid> [--project <id>]  (or admin:revoke)';

async function main(argv: string[]): Promise<number> {
  const [action, ...rest] = argv;
  const projectAt = rest.indexOf('--project');
  const project = projectAt >= 0 ? rest[projectAt + 1] : undefined;
  const accounts = rest.filter((_, i) => projectAt < 0 || (i !== projectAt && i !== projectAt + 1));
  const key = accounts.length === 1 ? accountKeyOf(accounts[0] ?? '') : null;
  if ((action !== 'grant' && action !== 'revoke') || !key || (projectAt >= 0 && !project)) {
    console.error(USAGE);
    return 2;
  }
  if (project) delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  else process.env.FIREBASE_AUTH_EMULATOR_HOST = EMULATOR_HOSTS.auth;
  const where = project ? `project ${project}` : `the Auth emulator at ${EMULATOR_HOSTS.auth}`;
  const app = initializeApp({ projectId: project ?? PROJECT_ID }, 'admin-claim');
  try {
    const uid = await setAdminClaim(getAuth(app), key, action === 'grant');
    console.log(
      `[admin] ${action === 'grant' ? 'granted' : 'revoked'} admin for ${key.value} (${uid}) on ${where}; ` +
        'it applies from their next sign-in or token refresh',
    );
    return 0;
  } catch (error) {
    const code = (error as { code?: string }).code;
    const message = (error as Error).message;
    console.error(
      code === 'auth/user-not-found'
        ? `[admin] no account with ${describeKey(key)} on ${where}`
        : `[admin] could not reach ${where}: ${message}`,
    );
    const hint = project ? quotaProjectHint(message, project) : null;
    if (hint) console.error(hint);
    return 1;
  } finally {
    await deleteApp(app);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exit(await main(process.argv.slice(2)));
}
