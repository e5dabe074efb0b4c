/**
 * A battlecard as Markdown (GET /api/competitors/{id}/battlecard?format=md, and the MCP tool): each
 * claim ends with numbered references to its sources, listed at the end with their ids and pages.
 */
import { day, money, sameSource } from "./battlecard-input";
import type { Battlecard, Source } from "./battlecard-types";

/** Text from scraped pages must not turn into Markdown structure or links. */
function esc(text: string): string {
  return text.replace(/\s+/g, " ").replace(/([\\`*_[\]<>#|])/g, "\\$1").trim();
}

export function battlecardMarkdown(card: Battlecard): string {
  const refs: Source[] = [];
  const ref = (s: Source) => {
    let i = refs.findIndex((r) => sameSource(r, s));
    if (i < 0) i = refs.push(s) - 1;
    return `[${i + 1}]`;
  };
  const out: string[] = [`# Battlecard: ${esc(card.competitor.name)}${card.baseline ? ` vs ${esc(card.baseline.name)}` : ""}`];
  const meta = [card.refreshedAt ? `Last refreshed ${day(card.refreshedAt)} ${card.refreshedAt.slice(11, 16)} UTC` : "Not refreshed yet", `written by ${card.source === "model" ? `the model (${card.model}), numbers checked against the data` : "the local analysers"}`];
  if (card.droppedByChecks) meta.push(`${card.droppedByChecks} model phrasing${card.droppedByChecks === 1 ? "" : "s"} dropped for stating what the data does not hold`);
  out.push(`_${meta.join("; ")}._`);
  for (const n of card.notes) out.push(`> ${esc(n)}`);
  for (const s of card.sections) {
    out.push(`## ${s.title}`);
    if (s.key === "pricing" && card.seatPricing.length) {
      const rows = card.seatPricing.map((r) => {
        const cell = (x: { plan: string; monthly: number } | null) => (x ? `${esc(x.plan)} ${money(x.monthly, r.currency)}` : "—");
        const verdict = { cheaper: "they are cheaper", dearer: "they are dearer", same: "same", "not-comparable": "not comparable" }[r.verdict];
        const claim = s.claims.find((c) => c.id === r.claimId);
        return `| ${r.seats} | ${cell(r.theirs)} | ${cell(r.ours)} | ${verdict} ${claim ? claim.sources.map(ref).join("") : ""} |`;
      });
      out.push(["| Seats | Theirs per month | Ours per month | Verdict |", "| ---: | --- | --- | --- |", ...rows].join("\n"));
    }
    if (s.claims.length === 0) {
      out.push(`_${esc(s.empty ?? "Nothing to show.")}_`);
      continue;
    }
    const lines = s.claims
      .filter((c) => !(s.key === "pricing" && card.seatPricing.some((r) => r.claimId === c.id)))
      .map((c) => `- ${esc(c.text)} ${c.sources.map(ref).join("")}${c.counter ? `\n  - **Counter:** ${esc(c.counter)}` : ""}`);
    if (lines.length) out.push(lines.join("\n"));
  }
  out.push("## Sources");
  out.push(refs.map((r, i) => `${i + 1}. ${esc(r.label)} (${r.kind} \`${r.id}\`, ${day(r.at)})${r.url ? ` <${r.url.replace(/[<>\s]/g, "")}>` : ""}`).join("\n"));
  return `${out.join("\n\n")}\n`;
}
