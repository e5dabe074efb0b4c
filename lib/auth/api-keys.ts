import crypto from "node:crypto";
import { sha256 } from "./tokens";

export const API_KEY_PREFIX = "rs_live_";

/** 128 bits of randomness; only the hash and a short preview are stored. */
export function generateApiKey(): { key: string; hash: string; preview: string } {
  const key = API_KEY_PREFIX + crypto.randomBytes(16).toString("hex");
  return { key, hash: sha256(key), preview: `${key.slice(0, API_KEY_PREFIX.length + 4)}…${key.slice(-4)}` };
}

export function hashApiKey(key: string): string {
  return sha256(key);
}
