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
import { pathToFileURL } from 'node:url';
import { accountKeyOf, describeKey, quotaProjectHint, setAdminClaim } from '../harness/admin-claim';
import { EMULATOR_HOSTS, PROJECT_ID } from '../harness/emulators';

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
