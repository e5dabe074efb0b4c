import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ChangeDto } from "@/lib/changes/schemas";
import { factOf } from "@/lib/changes/fact-view";
import { ChangeHeading } from "./change-heading";

const at = "2026-01-05T10:00:00.000Z";
function change(description: string, facts: Record<string, unknown>): ChangeDto {
  return {
    id: "c1", competitorId: "k1", competitorName: "Globex", competitorUrl: "https://globex.test", type: "pricing", importance: "high", score: 80,
    description, oldContent: null, newContent: null, url: "https://globex.test/pricing", screenshot: null, highlight: null, isRead: false,
    detectedAt: at, timestamp: at, feedback: null, fact: factOf(facts), facts,
  } as ChangeDto;
}
const render = (c: ChangeDto) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <ChangeHeading change={c} titleId="t" updating={false} />
    </QueryClientProvider>,
  );
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").replace(/ :/g, ":").trim();
const count = (hay: string, needle: string) => hay.split(needle).length - 1;

describe("a change card says its fact once", () => {
  it("shows a plan price as one line with before/after, without repeating the description", () => {
    const facts = { kind: "price_changed", plan: "Team", oldPrice: 25, newPrice: 29, oldCurrency: "EUR", newCurrency: "EUR", oldPeriod: "month", newPeriod: "month", oldUnit: "seat", newUnit: "seat" };
    const html = render(change("Team plan: €25 → €29 per seat/month", facts));
    const t = text(html);
    expect(t).toContain("Team: €25 → €29 per seat/month");
    expect(html).toContain('aria-label="Team: €25 → €29 per seat/month"');
    expect(html).toMatch(/<del[^>]*data-testid="change-fact-before"[^>]*>€25<\/del>/);
    expect(html).toMatch(/<ins[^>]*data-testid="change-fact-after"[^>]*>€29<\/ins>/);
    expect(html).not.toContain('data-testid="change-description"');
    for (const part of ["€25", "€29", "per seat/month"]) expect(count(t, part), part).toBe(1);
  });

  it("shows a table cell with where it was found, once", () => {
    const facts = { kind: "plan_terms_changed", page: "pricing", section: "Compute", cell: { row: "Hobby", column: "RAM", before: "50 GB", after: "48 GB" } };
    const t = text(render(change("Pricing page (Compute): Hobby: RAM 50 GB → 48 GB", facts)));
    expect(t).toContain("Hobby · RAM: 50 → 48 GB");
    expect(t).toContain("Pricing page · Compute");
    expect(count(t, "50 "), t).toBe(1);
  });

  it("shows the description when the stored facts are too thin to name the fact (no prices stored)", () => {
    const html = render(change("Team plan: $12 → $15 per seat/month", { kind: "price_changed", plan: "Team" }));
    expect(html).not.toContain('data-testid="change-fact"');
    expect(text(html)).toContain("Team plan: $12 → $15 per seat/month");
  });

  it("shows the description of a change that is not about one fact", () => {
    const html = render(change("Pricing page: section “FAQ” added", { kind: "section_added" }));
    expect(html).toContain('data-testid="change-description"');
    expect(html).not.toContain('data-testid="change-fact"');
    expect(text(html)).toContain("Pricing page: section “FAQ” added");
  });
});
