import { describe, expect, it } from 'vitest';
import { isOwnService } from './own-service';
import { service } from './test-utils';

describe('isOwnService', () => {
  it("is true when the provider's email is the user's, whatever the case", () => {
    expect(isOwnService(service, { email: 'rahim@meramot.test' })).toBe(true);
    expect(isOwnService(service, { email: ' Rahim@Meramot.TEST ' })).toBe(true);
  });

  it('is false for anyone else, and for a user without an email', () => {
    expect(isOwnService(service, { email: 'farhana@meramot.test' })).toBe(false);
    expect(isOwnService(service, { email: null })).toBe(false);
  });
});
