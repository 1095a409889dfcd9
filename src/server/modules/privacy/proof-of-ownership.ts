/**
 * The secrets of the data page (a person proves they own an address before seeing or erasing its data):
 * a 6-digit code e-mailed to the address, then a short-lived access token. Neither is ever stored as it is.
 */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { networkHash } from '../../http/client-network';

/** A uniformly random 6-digit code, "000000" to "999999" (crypto.randomInt has no modulo bias). */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * "salt:hmac" where the HMAC-SHA-256 of the code is keyed with a salt of its own: the same code in two requests never
 * hashes alike. (A 6-digit code cannot resist an offline search however it is hashed; what protects it is that it
 * dies after 10 minutes or 5 tries.)
 */
export function hashCode(code: string, salt: string = randomBytes(16).toString('hex')): string {
  return `${salt}:${createHmac('sha256', salt).update(code).digest('hex')}`;
}

export function codeMatches(code: string, stored: string): boolean {
  const [salt, expected] = stored.split(':');
  if (!salt || !expected) return false;
  const actual = Buffer.from(hashCode(code, salt).split(':')[1]!, 'hex');
  const wanted = Buffer.from(expected, 'hex');
  return actual.length === wanted.length && timingSafeEqual(actual, wanted);
}

/** 256 random bits for the access token; the browser keeps it in memory only. */
export function newAccessToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are random and long, so a plain SHA-256 is enough to make a leaked table useless. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** What is stored for the per-network limit: a hash, never the address itself. */
export function requesterHashOf(ip: string): string {
  return networkHash('data-request', ip);
}

/** What is left of an erased address in the rate-limit records: enough to recognise it for a day, not to read it. */
export function erasedAddressMarker(email: string): string {
  return `erased:${createHash('sha256').update(`pearl-erased:${email}`).digest('hex')}`;
}
