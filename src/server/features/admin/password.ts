// Password hashing with scrypt: slow, salted, compared in constant time.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) => scryptCallback(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key))));

// OWASP's current scrypt cost (N=2^17, r=8, p=1: 128 MiB and a few hundred ms a hash); hashes made with an
// older cost still verify and are made anew at the next sign-in (see needsRehash).
const PARAMS = { N: 131072, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
// scrypt needs 128 * N * r bytes, and refuses to run past maxmem.
const MAX_MEMORY = 256 * 1024 * 1024;

/** Returns `scrypt$N$r$p$salt$hash` (base64 parts). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { ...PARAMS, maxmem: MAX_MEMORY });
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltB64, keyB64] = stored.split('$');
  if (scheme !== 'scrypt' || !saltB64 || !keyB64) return false;
  const expected = Buffer.from(keyB64, 'base64');
  const actual = await scrypt(password, Buffer.from(saltB64, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAX_MEMORY,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Whether a stored hash was made with another cost than today's, and should be made anew. */
export function needsRehash(stored: string): boolean {
  const [scheme, n, r, p] = stored.split('$');
  return scheme !== 'scrypt' || Number(n) !== PARAMS.N || Number(r) !== PARAMS.r || Number(p) !== PARAMS.p;
}

/** A hash of nothing at today's cost: compared against when the username is unknown, so both cases take as long. */
export const DUMMY_HASH = ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, 'AAAAAAAAAAAAAAAAAAAAAA==', `${'A'.repeat(86)}==`].join('$');

/** A password for a first start without ADMIN_PASSWORD: printed once, never stored in clear. */
export function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}
