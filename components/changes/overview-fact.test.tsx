/**
 * The overview's hero, its latest-changes list and the bell say a change's fact (before → after),
 * as the feed's card and the e-mail do, and fall back to the description for changes not about one fact.
 */
import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ChangeDto } from "@/lib/changes/schemas";
import { factOf } from "@/lib/changes/fact-view";
import { OverviewHero } from "./overview-hero";
import { RecentUnread } from "./overview-panels";
import { NotificationList } from "./notification-list";

const at = "2026-01-05T10:00:00.000Z";
function change(id: string, description: string, facts: Record<string, unknown>, withFact = true): ChangeDto {
  return {
    id, competitorId: "k1", competitorName: "Globex", competitorUrl: "https://globex.test", type: "pricing", importance: "high", score: 80,
    description, oldContent: null, newContent: null, url: "https://globex.test/pricing", screenshot: null, highlight: null, isRead: false,
    detectedAt: at, timestamp: at, feedback: null, fact: withFact ? factOf(facts) : null, facts,
  } as ChangeDto;
}
const wrap = (node: React.ReactNode) => renderToStaticMarkup(<QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>);
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").replace(/ :/g, ":").trim();

const price = { kind: "price_changed", plan: "Team", oldPrice: 25, newPrice: 29, oldCurrency: "EUR", newCurrency: "EUR", oldPeriod: "month", newPeriod: "month", oldUnit: "seat", newUnit: "seat" };
const vague = "Pricing page (Plans): “Team €25 per seat” → “Team €29 per seat”";

describe("the overview and the bell say the fact", () => {
  it("the hero states the fact with before and after, not the description", () => {
    const html = wrap(<OverviewHero change={change("c1", vague, price)} />);
    expect(html).toContain('aria-label="Team: €25 → €29 per seat/month"');
    expect(html).toMatch(/<del[^>]*>€25<\/del>/);
    expect(html).toMatch(/<ins[^>]*>€29<\/ins>/);
    expect(html).not.toContain('data-testid="hero-description"');
    expect(text(html)).not.toContain("Pricing page (Plans)");
  });

  it("the hero reads the fact from stored facts when the payload carries none (a live event)", () => {
    const html = wrap(<OverviewHero change={change("c1", vague, price, false)} />);
    expect(html).toContain('aria-label="Team: €25 → €29 per seat/month"');
  });

  it("the hero shows the description of a change that is not about one fact", () => {
    const html = wrap(<OverviewHero change={change("c1", "Pricing page: section “FAQ” added", { kind: "section_added" })} />);
    expect(html).toContain('data-testid="hero-description"');
    expect(text(html)).toContain("Pricing page: section “FAQ” added");
  });

  it("the latest unread list and the bell say the fact line", () => {
    const changes = [change("c1", vague, price), change("c2", "Homepage copy changed: 1 paragraph edited", { kind: "copy_changed" })];
    const list = text(wrap(<RecentUnread changes={changes} />));
    expect(list).toContain("Team: €25 → €29 per seat/month");
    expect(list).not.toContain("Pricing page (Plans)");
    expect(list).toContain("Homepage copy changed: 1 paragraph edited");

    const group = { key: "pricing", title: "Pricing Changes", total: 2, more: 0, href: "/dashboard/changes", items: changes };
    const noop = () => {};
    const bell = wrap(
      <NotificationList groups={[group] as never} loading={false} failed={false} onRetry={noop} busyId={undefined} onView={noop} onMarkRead={noop} onNavigate={noop} />,
    );
    expect(text(bell)).toContain("Team: €25 → €29 per seat/month");
    expect(bell).toContain('aria-label="Mark as read: Team: €25 → €29 per seat/month"');
    expect(text(bell)).not.toContain("Pricing page (Plans)");
  });
});
