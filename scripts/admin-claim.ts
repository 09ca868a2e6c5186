/**
 * `npm run admin:grant -- <email>` and `npm run admin:revoke -- <email>`: sets or clears the
 * custom claim `admin` that the rules and the API read, with the Admin SDK.
 *
 * By default it talks to the Auth emulator of `npm start` (at MERAMOT_PORT_OFFSET). With
 * `--project <id>` it talks to that real project, with the credentials of
 * `gcloud auth application-default login` (or GOOGLE_APPLICATION_CREDENTIALS).
 * The person signs in again (or waits up to an hour for a token refresh) to get the claim.
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { Auth } from 'firebase-admin/auth';
import { pathToFileURL } from 'node:url';
import { EMULATOR_HOSTS, PROJECT_ID } from './emulators';

/** Sets or clears `admin`, keeping every other claim the account has; returns the uid. */
export async function setAdminClaim(auth: Auth, email: string, admin: boolean): Promise<string> {
  const user = await auth.getUserByEmail(email);
  const claims: Record<string, unknown> = { ...user.customClaims };
  if (admin) claims.admin = true;
  else delete claims.admin;
  await auth.setCustomUserClaims(user.uid, claims);
  return user.uid;
}

const USAGE = 'usage: npm run admin:grant -- <email> [--project <id>]  (or admin:revoke)';

async function main(argv: string[]): Promise<number> {
  const [action, ...rest] = argv;
  const projectAt = rest.indexOf('--project');
  const project = projectAt >= 0 ? rest[projectAt + 1] : undefined;
  const emails = rest.filter((_, i) => projectAt < 0 || (i !== projectAt && i !== projectAt + 1));
  const email = emails[0];
  if (
    (action !== 'grant' && action !== 'revoke') ||
    !email ||
    emails.length > 1 ||
    (projectAt >= 0 && !project)
  ) {
    console.error(USAGE);
    return 2;
  }
  if (project) delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  else process.env.FIREBASE_AUTH_EMULATOR_HOST = EMULATOR_HOSTS.auth;
  const where = project ? `project ${project}` : `the Auth emulator at ${EMULATOR_HOSTS.auth}`;
  const app = initializeApp({ projectId: project ?? PROJECT_ID }, 'admin-claim');
  try {
    const uid = await setAdminClaim(getAuth(app), email, action === 'grant');
    console.log(
      `[admin] ${action === 'grant' ? 'granted' : 'revoked'} admin for ${email} (${uid}) on ${where}; ` +
        'it applies from their next sign-in or token refresh',
    );
    return 0;
  } catch (error) {
    const code = (error as { code?: string }).code;
    console.error(
      code === 'auth/user-not-found'
        ? `[admin] no account with the e-mail ${email} on ${where}`
        : `[admin] could not reach ${where}: ${(error as Error).message}`,
    );
    return 1;
  } finally {
    await deleteApp(app);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exit(await main(process.argv.slice(2)));
}
