// argon2id with the OWASP-recommended minimum (t=2, m=19 MiB, p=1), as issue 1/10 asks.
import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 exposes `Algorithm` as a const enum, which isolated modules cannot inline.
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, timeCost: 2, memoryCost: 19 * 1024, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** Verified against when the email is unknown, so both answers take the same time. */
let decoyHash: Promise<string> | null = null;
export function decoyVerify(password: string): Promise<boolean> {
  decoyHash ??= hashPassword('decoy password that matches nothing');
  return decoyHash.then((stored) => verifyPassword(stored, password));
}
