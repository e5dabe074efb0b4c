import { dictionary } from "@zxcvbn-ts/language-common";

let set: Set<string> | null = null;

/** ~49,000 passwords seen most often in public breach corpora (bundled with @zxcvbn-ts/language-common). */
function commonSet(): Set<string> {
  if (!set) set = new Set((dictionary["passwords-common"] as string[]).map((p) => p.toLowerCase()));
  return set;
}

export function commonPasswordCount(): number {
  return commonSet().size;
}

const LEET: Record<string, string> = { "@": "a", "4": "a", "0": "o", "1": "i", "!": "i", "3": "e", "$": "s", "5": "s", "7": "t", "8": "b" };

/**
 * True when the password, or its core (leading/trailing digits and symbols stripped, common letter
 * substitutions undone), is in the breached list: "Password123!" and "P@ssw0rd2024!" are refused.
 */
export function isCommonPassword(password: string): boolean {
  const list = commonSet();
  const lower = password.toLowerCase();
  if (list.has(lower)) return true;
  const core = lower.replace(/^[^a-z]+|[^a-z]+$/g, "");
  if (core.length >= 4 && list.has(core)) return true;
  const unleet = lower.split("").map((c) => LEET[c] ?? c).join("");
  const unleetCore = unleet.replace(/^[^a-z]+|[^a-z]+$/g, "");
  return list.has(unleet) || (unleetCore.length >= 4 && list.has(unleetCore));
}
