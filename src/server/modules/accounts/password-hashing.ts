/**
 * Passwords are stored only as argon2id hashes with OWASP's minimum parameters or above (m ≥ 19 MiB,
 * t ≥ 2, p = 1). A hash made with weaker parameters is upgraded at the next successful sign-in.
 */
import { hash, parseOptions, verify, type Algorithm, type Options } from '@node-rs/argon2';

const ARGON2ID = 2 as Algorithm; // Algorithm.Argon2id (an ambient const enum cannot be read under isolatedModules)

export const PASSWORD_HASH_OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash never signs anyone in.
    return false;
  }
}

/** True when a stored hash was made with weaker settings than today's and should be replaced. */
export function needsRehash(passwordHash: string): boolean {
  try {
    const options = parseOptions(passwordHash);
    return (
      options.algorithm !== ARGON2ID ||
      options.memoryCost < PASSWORD_HASH_OPTIONS.memoryCost! ||
      options.timeCost < PASSWORD_HASH_OPTIONS.timeCost!
    );
  } catch {
    return true;
  }
}

let dummyHash: Promise<string> | null = null;

/**
 * Verifies against a throw-away hash, so a sign-in with an unknown e-mail takes as long as one with a wrong password
 * and the answer's timing does not tell which addresses have accounts.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hash('pearl-no-such-account', PASSWORD_HASH_OPTIONS);
  await verifyPassword(await dummyHash, password);
  return false;
}
