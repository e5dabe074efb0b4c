/**
 * The overview: who they are (their site's title, what their psychology profile says of their
 * audience), what they sell (plans and price span) and how much they list against us.
 */
import { monthlyPrice } from "@/lib/pricing/team-cost";
import { claim, joinNames, money, present, snapshotSource, type BattlecardInput } from "./battlecard-input";
import type { Claim } from "./battlecard-types";

function planSpan(input: BattlecardInput): string | null {
  const plans = input.them.view.plans;
  if (plans.length === 0) return null;
  const paid = plans.filter((p) => (monthlyPrice(p) ?? 0) > 0 && p.period !== "one-time").sort((a, b) => (monthlyPrice(a) ?? 0) - (monthlyPrice(b) ?? 0));
  const names = joinNames(plans.map((p) => p.name));
  if (paid.length === 0) return `${plans.length} plans (${names}), none with a public recurring price.`;
  const low = paid[0];
  const high = paid[paid.length - 1];
  const unit = (p: (typeof paid)[number]) => `${money(p.price ?? 0, p.currency)}${p.unit ? ` per ${p.unit}` : ""} a ${p.period ?? "month"}`;
  const span = low === high ? `one paid price, ${low.name} at ${unit(low)}` : `paid plans from ${low.name} at ${unit(low)} to ${high.name} at ${unit(high)}`;
  return `${plans.length} plans (${names}): ${span}.`;
}

export function overviewSection(input: BattlecardInput): { claims: Claim[]; empty: string | null } {
  const { them, us } = input;
  if (!them.snap) return { claims: [], empty: `${them.row.name} has not been scanned yet: the battlecard fills in after its first scan.` };
  const home = snapshotSource(them, "home");
  const title = them.view.titles.home ?? them.view.titles.pricing;
  const who = claim("overview-site", `${them.row.name} (${them.row.domain})${title ? `: “${title}”` : ""}.`, [home]);
  const span = planSpan(input);
  const plans = span ? claim("overview-plans", span, [snapshotSource(them, "pricing")]) : null;
  // Short capability lines only: long ones are sentences of the page, not capabilities.
  const caps = them.view.capabilities.filter((c) => c.length <= 60 && !/[.!?]$/.test(c)).slice(0, 5);
  const capabilities = caps.length ? claim("overview-capabilities", `Key capabilities: ${caps.join("; ")}.`, [home]) : null;
  const psy = input.psychology && input.psychology !== "locked" ? input.psychology : null;
  const audience = psy?.snapshot && psy.analysis.profile?.targetAudience
    ? claim("overview-audience", `Audience: ${psy.analysis.profile.targetAudience.replace(/\s+/g, " ").trim().replace(/\.?$/, ".")}`, [
        { kind: "snapshot", id: psy.snapshot.id, side: "competitor", label: `${them.row.name} pages as analysed`, url: them.view.url, at: psy.snapshot.createdAt.toISOString() },
      ])
    : null;
  const t = them.view;
  const size = us?.snap
    ? claim(
        "overview-size",
        `${them.row.name} lists ${t.features.length} features and ${t.integrations.length} integrations; we list ${us.view.features.length} and ${us.view.integrations.length}.`,
        [snapshotSource(them, "features"), snapshotSource(us, "features")],
      )
    : claim("overview-size", `${them.row.name} lists ${t.features.length} features and ${t.integrations.length} integrations.`, [snapshotSource(them, "features")]);
  return { claims: present([who, audience, plans, capabilities, size]), empty: null };
}
