// Password hashes: salted (two hashes differ), verifiable, and wrong passwords fail.
import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from './password';

describe('password hashing', () => {
  it('salts, verifies and refuses', async () => {
    const a = await hashPassword('correct horse battery');
    const b = await hashPassword('correct horse battery');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword('correct horse battery', a)).toBe(true);
    expect(await verifyPassword('correct horse batterY', a)).toBe(false);
    expect(await verifyPassword('anything', 'plain-text')).toBe(false);
  });

  it('asks for a new hash of one made at an older cost, which still verifies', async () => {
    const salt = randomBytes(16);
    const key = scryptSync('correct horse battery', salt, 64, { N: 16384, r: 8, p: 1 });
    const legacy = ['scrypt', 16384, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
    expect(await verifyPassword('correct horse battery', legacy)).toBe(true);
    expect(needsRehash(legacy)).toBe(true);
    expect(needsRehash(await hashPassword('correct horse battery'))).toBe(false);
    expect(needsRehash('plain-text')).toBe(true);
  });
});
