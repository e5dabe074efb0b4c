import type { Battlecard, Source } from "@/lib/compare/battlecard-types";

const keyOf = (s: Source) => `${s.kind}:${s.id}:${s.url ?? ""}`;

/** Every source of the card once, numbered in the order the claims cite them (as the Markdown export does). */
export function numberSources(card: Battlecard): { list: Source[]; numberOf: (s: Source) => number } {
  const index = new Map<string, number>();
  const list: Source[] = [];
  for (const section of card.sections) {
    for (const claim of section.claims) {
      for (const s of claim.sources) {
        if (index.has(keyOf(s))) continue;
        list.push(s);
        index.set(keyOf(s), list.length);
      }
    }
  }
  return { list, numberOf: (s) => index.get(keyOf(s)) ?? 0 };
}
