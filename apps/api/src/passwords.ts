// Password hashing with argon2id (OWASP parameters: 19 MiB, 2 iterations, 1 lane).
import argon2 from 'argon2';

const options = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a password (PHC string). */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, options);
}

let dummy: Promise<string> | undefined;

/**
 * Verifies a password; with no hash (unknown user, or an account made by social sign-in that never set a
 * password) it verifies against a dummy hash so the answer takes the same time whether or not the
 * account exists.
 */
export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  if (hash === undefined || hash === null) {
    dummy ??= hashPassword('dummy password that never matches');
    await argon2.verify(await dummy, password).catch(() => false);
    return false;
  }
  return argon2.verify(hash, password).catch(() => false);
}
