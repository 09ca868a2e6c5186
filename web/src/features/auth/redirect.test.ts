import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect';

describe('redirectTarget', () => {
  it('returns the remembered path with its query and hash', () => {
    expect(redirectTarget({ from: '/serviceDetails/abc?x=1#top' })).toBe(
      '/serviceDetails/abc?x=1#top',
    );
  });

  it.each([
    ['no state', null],
    ['no from', {}],
    ['a non-string', { from: 42 }],
    ['another site', { from: 'https://evil.example/' }],
    ['a protocol-relative URL', { from: '//evil.example/' }],
    ['the login page', { from: '/login' }],
    ['the register page', { from: '/register?x=1' }],
  ])('goes home for %s', (_label, state) => {
    expect(redirectTarget(state)).toBe('/');
  });
});
