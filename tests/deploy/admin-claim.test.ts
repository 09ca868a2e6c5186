/** `npm run admin:grant`'s account argument and its advice on a real project, without Auth. */
import { describe, expect, it } from 'vitest';
import { accountKeyOf, describeKey, quotaProjectHint } from '../../harness/admin-claim';

describe('the account admin:grant and admin:revoke take', () => {
  it('is an e-mail, a mobile number (as typed, looked up in E.164) or a uid', () => {
    expect(accountKeyOf('owner@meramot.test')).toEqual({
      kind: 'email',
      value: 'owner@meramot.test',
    });
    expect(accountKeyOf('01712-345678')).toEqual({ kind: 'phone', value: '+8801712345678' });
    expect(accountKeyOf('+8801712345678')).toEqual({ kind: 'phone', value: '+8801712345678' });
    expect(accountKeyOf('+447700900123')).toEqual({ kind: 'phone', value: '+447700900123' });
    expect(accountKeyOf('Xk3pQ9aZ1bV7mN2cR5tY8wE4uI6o')).toEqual({
      kind: 'uid',
      value: 'Xk3pQ9aZ1bV7mN2cR5tY8wE4uI6o',
    });
    expect(accountKeyOf('a/b')).toBeNull();
    expect(accountKeyOf('')).toBeNull();
    expect(describeKey({ kind: 'phone', value: '+8801712345678' })).toBe(
      'the mobile number +8801712345678',
    );
  });
});

describe('a real project refusing user credentials', () => {
  it('says how to set a quota project, and nothing for another error', () => {
    const refused =
      'Your application is authenticating by using local Application Default Credentials. ' +
      'The identitytoolkit.googleapis.com API requires a quota project, which is not set by default.';
    expect(quotaProjectHint(refused, 'meramot-prod')).toContain(
      '`gcloud auth application-default set-quota-project meramot-prod`',
    );
    expect(quotaProjectHint('There is no user record for this uid', 'meramot-prod')).toBeNull();
  });
});
