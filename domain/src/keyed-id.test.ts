import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { keyedIdOf, ownerTagOf, sha256Hex } from './keyed-id';

describe('sha256Hex', () => {
  it('is SHA-256 of the UTF-8 text, as node:crypto computes it', () => {
    const texts = [
      '',
      'abc',
      'a'.repeat(55),
      'b'.repeat(56),
      'c'.repeat(64),
      'মেরামত 😀',
      'x'.repeat(1000),
    ];
    for (const text of texts) {
      expect(sha256Hex(text)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
    }
  });
});

describe('keyedIdOf', () => {
  it("starts with the owner's tag and ends with the key", () => {
    expect(keyedIdOf('uid-1', 'a'.repeat(16))).toBe(`${ownerTagOf('uid-1')}_${'a'.repeat(16)}`);
    expect(ownerTagOf('uid-1')).toMatch(/^[0-9a-f]{16}$/);
  });

  it("gives another caller's same key another id", () => {
    expect(keyedIdOf('uid-1', 'k'.repeat(20))).not.toBe(keyedIdOf('uid-2', 'k'.repeat(20)));
  });
});
