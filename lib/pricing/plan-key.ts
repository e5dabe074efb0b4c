/** Plan identity: which plan a name refers to, across fetches and across readers. */
import { normText } from "@/lib/norm-text";

/** "Team Plan" → "team"; "Pro tier" → "pro". Empty names fall back to the full normalised text. */
export function planKey(name: string): string {
  const t = normText(name);
  const stripped = t.replace(/\s*\b(plan|tier|package|edition)$/, "").trim();
  return stripped || t;
}

/** "Team" → "Team plan"; "Team Plan" stays. */
export function planLabel(name: string): string {
  const n = name.trim() || "Unnamed";
  return /\bplan$/i.test(n) ? n : `${n} plan`;
}
