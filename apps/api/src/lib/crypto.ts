/** Random tokens, keyed hashes and password hashing. Nothing secret is stored in the clear. */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** A keyed hash (HMAC-SHA256) for tokens and codes: lookups stay possible, leaks stay useless. */
export const keyedHash = (secret: string, value: string) => createHmac('sha256', secret).update(value).digest('hex');

export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}

export const sixDigitCode = () => randomInt(0, 1_000_000).toString().padStart(6, '0');

export interface HashCost {
  memoryCost: number;
  timeCost: number;
}
export const hashPassword = (password: string, cost: HashCost) => hash(password, cost);
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) return false;
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
