import { hash, verify } from "@node-rs/argon2";
import { normalizePassword } from "./password-rules";

// argon2id (algorithm 2) with OWASP's recommended minimums.
const OPTIONS = { algorithm: 2 as const, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** Hashes the NFKC form of the password, exactly as given otherwise (never trimmed). */
export function hashPassword(password: string): Promise<string> {
  return hash(normalizePassword(password), OPTIONS);
}

/**
 * Checks the NFKC form; accounts hashed before normalisation was introduced also match the password
 * as it was typed then (only differs for passwords holding non-normalised characters).
 */
export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  const normalized = normalizePassword(password);
  try {
    if (await verify(hashed, normalized)) return true;
    return normalized !== password && (await verify(hashed, password));
  } catch {
    return false;
  }
}

/** A fixed hash to verify against when the account does not exist, so timing does not reveal it. */
let dummy: Promise<string> | null = null;
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword("not-a-real-password-for-timing");
  return dummy;
}
