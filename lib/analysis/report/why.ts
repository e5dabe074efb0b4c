/**
 * "Why it matters": one sentence per detected change, chosen by rules on the change's type, its
 * machine-readable facts (facts.kind, price direction, relative change, counts) and its size.
 * Every sentence names the facts it is based on; none is canned filler.
 */

export interface ReportChange {
  id: string;
  competitorId: string;
  competitorName: string;
  type: string;
  importance: string;
  score: number;
  description: string;
  url: string | null;
  facts: Record<string, unknown>;
  detectedAt: Date;
}

/** Integrations that usually signal an enterprise (up-market) buyer. */
const ENTERPRISE_SIGNALS =
  /\b(salesforce|sap|workday|servicenow|oracle|netsuite|dynamics|okta|azure ad|entra|onelogin|ping ?identity|saml|scim|sso|snowflake|databricks|bigquery|redshift|marketo|splunk|datadog|jira service|sharepoint|active directory)\b/i;

const str = (v: unknown): string | null => (typeof v === "string" && v.trim() ? v.trim() : null);
const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);
const list = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === "string" && x.trim().length > 0) : []);

function names(items: string[], max = 3): string {
  if (items.length === 0) return "";
  const shown = items.slice(0, max).join(", ");
  return items.length > max ? `${shown} and ${items.length - max} more` : shown;
}

function pct(fraction: number): string {
  return `${Math.round(Math.abs(fraction) * 100)}%`;
}

function priceChanged(c: ReportChange): string {
  const f = c.facts;
  const plan = str(f.plan) ?? "a plan";
  const rel = num(f.relativeChange);
  const size = rel === null ? "" : ` by ${pct(rel)}`;
  if (f.direction === "increase") {
    const big = rel !== null && Math.abs(rel) >= 0.2;
    return big
      ? `${c.competitorName} raised ${plan}${size}: room to position on value, and a window for switch offers to customers now shopping around.`
      : `${c.competitorName} raised ${plan}${size}: room to position on value against a slightly pricier alternative.`;
  }
  if (f.direction === "decrease") {
    const big = rel !== null && Math.abs(rel) >= 0.2;
    return big
      ? `${c.competitorName} cut ${plan}${size}: an aggressive price move (land-grab or churn response); expect more price-led comparisons.`
      : `${c.competitorName} lowered ${plan}${size}: price pressure — make sure your value story survives a side-by-side comparison.`;
  }
  return `${c.competitorName} changed how ${plan} is billed: compare the effective monthly cost buyers now see.`;
}

function planAdded(c: ReportChange): string {
  const plan = str(c.facts.plan) ?? "a new plan";
  const price = num(c.facts.price);
  if (price === null) return `${c.competitorName} added ${plan} with custom pricing: moving up-market toward larger, sales-led deals.`;
  if (price === 0) return `${c.competitorName} added a free ${plan} plan: a product-led acquisition push that will compete for your top of funnel.`;
  return `${c.competitorName} added ${plan}: a new rung in their pricing ladder — check whether it targets your core segment.`;
}

function integrationsAdded(c: ReportChange): string {
  const items = list(c.facts.items);
  const categories = Array.isArray(c.facts.details) ? (c.facts.details as Array<{ category?: unknown }>).map((d) => str(d.category) ?? "") : [];
  const enterprise = items.filter((i) => ENTERPRISE_SIGNALS.test(i)).concat(categories.filter((k) => ENTERPRISE_SIGNALS.test(k)));
  if (enterprise.length > 0) {
    return `${c.competitorName} added integrations with ${names(items)}: moving up-market — these are tools enterprise buyers require.`;
  }
  return `${c.competitorName} added integrations with ${names(items)}: an ecosystem play that makes them stickier for teams on those tools.`;
}

function featuresAdded(c: ReportChange, noun: string): string {
  const items = list(c.facts.items);
  const count = num(c.facts.count) ?? items.length;
  if (count >= 3) return `${c.competitorName} shipped ${count} new ${noun} (${names(items)}): a significant release — product investment is accelerating.`;
  return `${c.competitorName} added ${names(items) || `new ${noun}`}: closing a gap — review your comparison pages on ${names(items, 2) || "these points"}.`;
}

function copyChanged(c: ReportChange): string | null {
  const changed = num(c.facts.changedWords);
  const total = num(c.facts.totalWords);
  const share = changed !== null && total ? changed / total : null;
  if (share !== null && share >= 0.3) return `${c.competitorName} rewrote ${pct(share)} of its homepage copy: likely repositioning — review the new claims and who they now address.`;
  if (c.importance === "low") return null;
  return `${c.competitorName} edited its homepage messaging: watch whether the new wording targets your buyers.`;
}

/** The sentence for one change, or null when the change says nothing worth acting on. */
export function whyItMatters(c: ReportChange): string | null {
  const kind = str(c.facts?.kind) ?? "";
  const plan = str(c.facts?.plan) ?? "a plan";
  const items = list(c.facts?.items);
  switch (kind) {
    case "price_changed":
      return priceChanged(c);
    case "annual_price_changed":
      return `${c.competitorName} changed the annual price of ${plan}: their incentive to commit for a year shifted — compare your annual discount.`;
    case "plan_added":
      return planAdded(c);
    case "plan_removed":
      return `${c.competitorName} dropped ${plan}: customers on it must migrate or pay more — an opening for switch offers.`;
    case "plan_renamed":
      return `${c.competitorName} renamed ${str(c.facts.oldName) ?? "a plan"} to ${plan}: a repositioning of who the plan is for.`;
    case "plan_features_changed": {
      const removed = list(c.facts.removed);
      const added = list(c.facts.added);
      // One line of the plan rewritten (a limit raised or cut, an inclusion reworded): the same line, a new value.
      if (removed.length === 1 && added.length === 1) return `${c.competitorName} changed what ${plan} includes (${removed[0]} → ${added[0]}): compare the same line of your own plans.`;
      if (removed.length > 0) return `${c.competitorName} moved ${names(removed)} out of ${plan}: upsell pressure that can leave customers feeling squeezed.`;
      return `${c.competitorName} put more into ${plan} (${names(list(c.facts.added))}): raises the bar for value comparisons.`;
    }
    case "add_ons_changed":
      return `${c.competitorName} changed the add-ons of ${plan}: the total cost of ownership shifts — stress what your plans include.`;
    case "highlight_changed":
      return c.facts.highlighted
        ? `${c.competitorName} now steers buyers to ${plan}: that is the plan they most want to sell — compare your equivalent.`
        : `${c.competitorName} stopped promoting ${plan}: their sales focus is shifting.`;
    case "pricing_published":
      return `${c.competitorName} made its pricing public: buyers can now compare prices directly — make sure yours holds up.`;
    case "pricing_removed":
      return `${c.competitorName} hid its pricing: a move toward a sales-led, enterprise motion.`;
    case "features_added":
      return featuresAdded(c, "features");
    case "capabilities_added":
      return featuresAdded(c, "capabilities");
    case "features_renamed":
    case "capabilities_renamed":
      return `${c.competitorName} renamed ${str(c.facts.renamedFrom) ?? "a feature"} to ${names(items) || "a new name"}: how they pitch it is shifting — check how you name the same thing.`;
    case "features_described":
      return `${c.competitorName} changed what ${names(items) || "a feature"} offers: compare it with yours on the same terms.`;
    case "features_removed":
    case "capabilities_removed":
      return `${c.competitorName} removed ${names(items) || "features"}: users who relied on them may look for an alternative.`;
    case "integrations_added":
      return integrationsAdded(c);
    case "integrations_removed":
      return `${c.competitorName} dropped integrations with ${names(items)}: teams on those tools may look elsewhere.`;
    case "copy_changed":
      return copyChanged(c);
    case "headline_changed": {
      const h = c.facts.headline as { after?: unknown } | undefined;
      return `${c.competitorName} rewrote its homepage headline${str(h?.after) ? ` to "${str(h?.after)}"` : ""}: a change in how they pitch themselves.`;
    }
    case "title_changed":
      return `${c.competitorName} retitled a page to "${str(c.facts.newTitle) ?? ""}": a positioning and search-visibility change.`;
    case "page_added":
      return `${c.competitorName} published a new ${str(c.facts.page) ?? "site"} page: new investment in that part of the story.`;
    case "page_removed":
      return `${c.competitorName} took down its ${str(c.facts.page) ?? "site"} page: that part of the offer may be shrinking.`;
    case "navigation_changed": {
      const added = list(c.facts.added);
      return added.length
        ? `${c.competitorName} added ${names(added)} to its navigation: what a company puts in its menu is what it wants to sell.`
        : `${c.competitorName} reorganised its navigation: a change in what they put first.`;
    }
    case "sections_changed":
      return `${c.competitorName} restructured a page's sections: new emphasis in how they pitch.`;
    case "design_changed":
    case "screenshot_changed":
      return c.importance === "low" ? null : `${c.competitorName} refreshed its look: visual overhauls often come with a launch or a rebrand.`;
    default:
      break;
  }
  if (c.type === "pricing") return `${c.competitorName} changed its pricing: review how your offer compares.`;
  if (c.type === "feature" || c.type === "features") return `${c.competitorName} changed its feature set: check your comparison pages.`;
  if (c.type === "integration") return `${c.competitorName} changed its integrations: the ecosystem it courts is shifting.`;
  return c.importance === "high" ? `${c.competitorName}: ${c.description}` : null;
}

const IMPORTANCE_RANK: Record<string, number> = { high: 0, medium: 1, low: 2 };

/** Most important first, then most recent. */
export function byImportance(a: ReportChange, b: ReportChange): number {
  return (IMPORTANCE_RANK[a.importance] ?? 3) - (IMPORTANCE_RANK[b.importance] ?? 3) || b.score - a.score || b.detectedAt.getTime() - a.detectedAt.getTime();
}
