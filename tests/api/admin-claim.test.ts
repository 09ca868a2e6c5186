/** `npm run admin:grant` and `admin:revoke`: the admin claim set with the Admin SDK on the emulator. */
import { spawnSync } from 'node:child_process';
import { getAuth } from 'firebase-admin/auth';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../harness/emulators';
import { adminApp } from '../../harness/seed';
import { signIn, signUp } from '../../harness/id-token';

const EMAIL = 'future-admin@meramot.test';
const PASSWORD = 'Admin1!pass';

function npmRun(script: string, ...args: string[]) {
  return spawnSync('npm', ['run', '--silent', script, '--', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: process.env,
  });
}

const claimsOfToken = (idToken: string) =>
  JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    admin?: unknown;
  };

beforeAll(async () => {
  const auth = getAuth(adminApp());
  await auth.getUserByEmail(EMAIL).then(
    (user) => auth.deleteUser(user.uid),
    () => undefined,
  );
  await signUp(EMAIL, PASSWORD, 'Nusrat');
  await auth.setCustomUserClaims((await auth.getUserByEmail(EMAIL)).uid, { region: 'dhaka' });
});

describe('npm run admin:grant / admin:revoke', () => {
  it('grants the claim the rules and the API read, keeping other claims, then revokes it', async () => {
    const granted = npmRun('admin:grant', EMAIL);
    expect(granted.stderr).toBe('');
    expect(granted.status).toBe(0);
    expect(granted.stdout).toContain(`granted admin for ${EMAIL}`);
    const user = await getAuth(adminApp()).getUserByEmail(EMAIL);
    expect(user.customClaims).toEqual({ region: 'dhaka', admin: true });

    // A new sign-in's ID token carries it: what the rules (token.admin) and the API read.
    expect(claimsOfToken((await signIn(EMAIL, PASSWORD)).idToken).admin).toBe(true);

    const revoked = npmRun('admin:revoke', EMAIL);
    expect(revoked.status).toBe(0);
    expect((await getAuth(adminApp()).getUserByEmail(EMAIL)).customClaims).toEqual({
      region: 'dhaka',
    });
    expect(claimsOfToken((await signIn(EMAIL, PASSWORD)).idToken).admin).toBeUndefined();
  });

  it('finds an account made by phone (no e-mail) by its number, and any account by its uid', async () => {
    const auth = getAuth(adminApp());
    const phone = '+8801712000931';
    await auth.getUserByPhoneNumber(phone).then(
      (user) => auth.deleteUser(user.uid),
      () => undefined,
    );
    const { uid } = await auth.createUser({ phoneNumber: phone });

    const granted = npmRun('admin:grant', '01712-000931');
    expect(granted.stderr).toBe('');
    expect(granted.status).toBe(0);
    expect(granted.stdout).toContain(`granted admin for ${phone} (${uid})`);
    expect((await auth.getUser(uid)).customClaims).toEqual({ admin: true });

    const revoked = npmRun('admin:revoke', uid);
    expect(revoked.status).toBe(0);
    expect((await auth.getUser(uid)).customClaims).toEqual({});

    const unknown = npmRun('admin:grant', '+8801712000932');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('no account with the mobile number +8801712000932');
  });

  it('names an unknown account and a wrong call, and changes nothing', () => {
    const unknown = npmRun('admin:grant', 'nobody@meramot.test');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('no account with the e-mail nobody@meramot.test');

    const noEmail = npmRun('admin:grant');
    expect(noEmail.status).toBe(2);
    expect(noEmail.stderr).toContain(
      'usage: npm run admin:grant -- <e-mail | mobile number | uid>',
    );
  });
});
