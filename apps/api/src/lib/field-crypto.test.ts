import { describe, expect, it } from 'vitest';
import { fieldCrypto } from './field-crypto.js';

describe('field crypto', () => {
  const c = fieldCrypto('k'.repeat(64));

  it('round-trips, with a fresh IV each time', () => {
    const a = c.encrypt('123456789');
    expect(a).not.toContain('123456789');
    expect(a).not.toBe(c.encrypt('123456789'));
    expect(c.decrypt(a)).toBe('123456789');
  });

  it('refuses tampered ciphertext and another key', () => {
    const a = c.encrypt('123456789');
    const parts = a.split('.');
    parts[3] = Buffer.from('999999999').toString('base64url');
    expect(() => c.decrypt(parts.join('.'))).toThrow();
    expect(() => fieldCrypto('z'.repeat(64)).decrypt(a)).toThrow();
  });

  it('gives equal values equal blind indexes, keyed', () => {
    expect(c.blindIndex('123456789')).toBe(c.blindIndex('123456789'));
    expect(c.blindIndex('123456789')).not.toBe(c.blindIndex('123456788'));
    expect(fieldCrypto('z'.repeat(64)).blindIndex('123456789')).not.toBe(c.blindIndex('123456789'));
  });
});
