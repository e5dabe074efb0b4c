import { describe, expect, it } from "vitest";
import { page, plan, pricingPage, snapshot } from "./fixtures";
import { detectChanges } from "./index";
import { foldVisual } from "./merge";
import type { DetectedChange } from "./types";
import { baseImportance } from "@/lib/changes/score/importance";

const PAGE = (withPro: boolean) =>
  [
    "# Pricing",
    "",
    "## Basic",
    "",
    "$10 per month for small teams.",
    // The card's name is a heading of the page but not of its main copy (read as a paragraph).
    ...(withPro ? ["", "Pro: $30 per month with priority support."] : []),
    "",
    "## Questions",
    "",
    "Cancel at any time from your account.",
  ].join("\n");

const site = (withPro: boolean) =>
  snapshot((s) => {
    s.extractedData.pricingMarkdown = PAGE(withPro);
    s.extractedData.pricingPlans = [
      plan({ name: "Basic", price: 10, currency: "USD", period: "month" }),
      ...(withPro ? [plan({ name: "Pro", price: 30, currency: "USD", period: "month" })] : []),
    ];
    const pricing = s.metadata.pages.find((p) => p.kind === "pricing")!;
    pricing.headings = ["Pricing", "Basic", ...(withPro ? ["Pro"] : []), "Questions"];
  });

describe("one fact, one change", () => {
  it("a plan removed with its section on the pricing page shows once, not also as a section removed", () => {
    const changes = detectChanges(site(true), site(false));
    expect(changes).toHaveLength(1);
    expect(changes[0].type).toBe("pricing");
    expect(changes[0].facts.kind).toBe("plan_removed");
  });
});

describe("a plan's limits row", () => {
  const md = (withFree: boolean) =>
    ["# Plans", "", "Resources per plan:", "", "| Plan | RAM | CPU |", "| --- | --- | --- |", ...(withFree ? ["| Free | 0.5 GB | 1 vCPU |"] : []), "| Team | 8 GB | 8 vCPU |"].join("\n");
  const site = (withFree: boolean) =>
    snapshot((s) => {
      s.extractedData.pricingMarkdown = `${md(withFree)}\n\n${withFree ? "Free: $0 per month.\n\n" : ""}Team: $20 per month.`;
      s.extractedData.pricingPlans = [
        ...(withFree ? [plan({ name: "Free", price: 0, currency: "USD", period: "month" })] : []),
        plan({ name: "Team", price: 20, currency: "USD", period: "month" }),
      ];
    });

  it("added with its plan is part of the plan added, not a second change", () => {
    const changes = detectChanges(site(false), site(true));
    expect(changes.map((c) => c.facts.kind)).toEqual(["plan_added"]);
  });
});

describe("a rewritten page", () => {
  it("is itemised into its priced statements, not one 'page rewritten' change", () => {
    const before = pricingPage(["# Pricing", "", "## Usage", "", "Every account gets 500 hours a month at no cost.", "", "## Support", "", "Community forum for everyone."].join("\n"));
    const after = pricingPage(
      [
        "# Pricing",
        "",
        "## Compute",
        "",
        "- Memory: $10 per GB a month",
        "- Processors: $20 per core a month",
        "",
        "## Network",
        "",
        "Egress is billed at $0.10 per GB leaving the platform.",
        "",
        "## Help desk",
        "",
        "A dedicated engineer answers within one business day.",
      ].join("\n"),
    );
    const changes = detectChanges(before, after);
    expect(changes.some((c) => /rewritten/.test(c.description))).toBe(false);
    const priced = changes.filter((c) => c.type === "pricing");
    expect(priced.length).toBeGreaterThanOrEqual(2);
    expect(priced.some((c) => /\$10 per GB/.test(`${c.description} ${c.newContent}`) && !/\$0\.10/.test(`${c.description} ${c.newContent}`))).toBe(true);
    expect(priced.some((c) => /\$0\.10 per GB/.test(`${c.description} ${c.newContent}`))).toBe(true);
  });
});

describe("an integration added with its own section", () => {
  // The integrations page and the features page each gain a section headed by the new integration.
  const site = (withIt: boolean) =>
    snapshot((s) => {
      s.metadata.pages.push(page("integrations", { headings: ["Integrations", "Slack", "Zapier", "HubSpot", ...(withIt ? ["Intercom"] : [])] }));
      s.extractedData.featuresMarkdown = ["# Features", "", "## Contact management", "", "Keep contacts.", ...(withIt ? ["", "## Intercom", "", "Sync conversations from Intercom."] : [])].join("\n");
      if (withIt) s.extractedData.aiExtractedData!.integrations!.push({ name: "Intercom", category: "Support" });
      s.metadata.pages.find((p) => p.kind === "features")!.headings = ["Features", "Contact management", ...(withIt ? ["Intercom"] : [])];
    });

  it("is one integration change, not also a section added on each page that lists it", () => {
    const changes = detectChanges(site(false), site(true));
    expect(changes.map((c) => [c.type, c.facts.kind, c.description])).toEqual([["integration", "integrations_added", "Integration added: Intercom"]]);
  });

  it("still reports a section added beside it that names no integration", () => {
    const next = site(true);
    next.metadata.pages.find((p) => p.kind === "integrations")!.headings.push("Build your own");
    const changes = detectChanges(site(false), next);
    expect(changes.map((c) => c.facts.kind).sort()).toEqual(["integrations_added", "sections_changed"]);
    expect(changes.find((c) => c.facts.kind === "sections_changed")!.description).toBe("Integrations page: 1 section added (Build your own)");
  });

  it("is one integration change when the site's navigation gains a link to it too; another new link stays a change", () => {
    const next = site(true);
    next.metadata.pages.find((p) => p.kind === "home")!.navigation!.push("Intercom");
    const alone = detectChanges(site(false), next);
    expect(alone.map((c) => c.facts.kind)).toEqual(["integrations_added"]);
    expect(JSON.stringify(alone[0].facts.supporting)).toMatch(/Navigation changed: added Intercom/);
    next.metadata.pages.find((p) => p.kind === "home")!.navigation!.push("Careers");
    const both = detectChanges(site(false), next);
    expect(both.map((c) => c.description).sort()).toEqual(["Integration added: Intercom", "Navigation changed: added Careers"]);
  });
});

describe("several plans added and removed in one scan", () => {
  const site = (names: Array<[string, number]>) =>
    snapshot((s) => {
      s.extractedData.pricingMarkdown = names.map(([n, p]) => `## ${n}\n\n$${p} per month.`).join("\n\n");
      s.extractedData.pricingPlans = names.map(([name, price]) => plan({ name, price, currency: "USD", period: "month" }));
    });

  it("is one change per plan, each with its own kind, price and importance, not one 'plans changed' change", () => {
    const before = site([["Solo", 5], ["Crew", 15], ["Guild", 45]]);
    const after = site([["Solo", 5], ["Audit logs", 300], ["Single sign-on", 500], ["Private cloud", 4000]]);
    const changes = detectChanges(before, after);
    const byKind = (k: string) => changes.filter((c) => c.facts.kind === k).map((c) => String(c.facts.plan)).sort();
    expect(byKind("plan_added")).toEqual(["Audit logs", "Private cloud", "Single sign-on"]);
    expect(byKind("plan_removed")).toEqual(["Crew", "Guild"]);
    expect(changes.some((c) => c.facts.kind === "plans_changed")).toBe(false);
    const sso = changes.find((c) => c.facts.plan === "Single sign-on")!;
    expect(sso.description).toBe("Single sign-on plan added ($500/month)");
    expect(baseImportance(sso).level).toBe("high");
    // Each plan row carries only its own plan.
    expect((sso.facts.plans as Array<{ plan: string }>).map((r) => r.plan)).toEqual(["Single sign-on"]);
  });
});

describe("a plan whose price and inclusions change in one scan", () => {
  const site = (price: number, features: string[]) =>
    snapshot((s) => {
      s.extractedData.pricingMarkdown = `## Studio\n\n$${price} per month.\n\n${features.map((f) => `- ${f}`).join("\n")}`;
      s.extractedData.pricingPlans = [plan({ name: "Studio", price, currency: "USD", period: "month", features })];
    });

  it("is one change per fact: the price, and each line of the feature list that changed", () => {
    const changes = detectChanges(site(40, ["3 projects", "Email support"]), site(55, ["10 projects", "Email support", "Audit trail"]));
    expect(changes.map((c) => c.facts.kind).sort()).toEqual(["plan_features_changed", "plan_features_changed", "price_changed"]);
    expect(changes.filter((c) => c.facts.kind === "plan_features_changed").map((c) => [c.oldContent, c.newContent])).toEqual([
      ["3 projects", "10 projects"],
      [null, "Audit trail"],
    ]);
    expect(changes.find((c) => c.facts.kind === "price_changed")!.description).toBe("Studio plan: $40 → $55/month");
  });

  it("a line re-cut beside a line put in is no fact: only the new line is a change", () => {
    const changes = detectChanges(site(40, ["20 projects and 5 seats", "Email support"]), site(40, ["20 projects", "5 seats", "Email support", "Audit trail"]));
    expect(changes.map((c) => c.description)).toEqual(["Studio plan: 1 feature added (Audit trail)"]);
  });
});

describe("namesake plans renamed alike", () => {
  // A one-time package and a subscription of one name, both renamed: one change that says the rename once.
  const site = (name: string) =>
    snapshot((s) => {
      s.extractedData.pricingMarkdown = `## ${name}\n\n€590 once.\n\n## ${name}\n\n€49 per month.`;
      s.extractedData.pricingPlans = [
        plan({ name, price: 590, currency: "EUR", period: "one-time", features: ["Five pages"] }),
        plan({ name, price: 49, currency: "EUR", period: "month", features: ["Hosting"] }),
      ];
    });

  it("is one change that names the new name once", () => {
    const renames = detectChanges(site("Website"), site("Northwind")).filter((c) => c.facts.kind === "plan_renamed");
    expect(renames.map((c) => c.description)).toEqual(["Website plan renamed to Northwind"]);
  });
});

describe("a screenshot that repeats a text change", () => {
  const change = (type: DetectedChange["type"], magnitude: number, kind: string): DetectedChange => ({
    type, magnitude, description: kind, oldContent: null, newContent: null, url: "https://acme.test/pricing", facts: { kind, page: "pricing" },
  });

  it("is folded into it as its picture and does not raise its size or importance", () => {
    const copy = change("content", 0.1, "copy_changed");
    const before = baseImportance(copy);
    const [out, ...rest] = foldVisual([copy], [change("visual", 0.9, "screenshot_changed")]);
    expect(rest).toHaveLength(0);
    expect(out.magnitude).toBe(0.1);
    expect(baseImportance(out)).toEqual(before);
    expect((out.facts.supporting as Array<{ type: string }>).map((s) => s.type)).toEqual(["visual"]);
  });
});

describe("a feature renamed on the features page", () => {
  // The features page lists "Time tracking" under a heading of its own; the new version calls it "Time tracker".
  const site = (name: string) =>
    snapshot((s) => {
      s.extractedData.features.push({ category: "Core", name });
      s.extractedData.featuresMarkdown = ["# Features", "", "## Contact management", "", "Keep contacts.", "", `## ${name}`, "", "Log hours against each deal."].join("\n");
      s.metadata.pages.find((p) => p.kind === "features")!.headings = ["Features", "Contact management", name];
    });

  it("is one change, the rename, with the heading list's added and removed section folded into it", () => {
    const cs = detectChanges(site("Time tracking"), site("Time tracker"));
    expect(cs.map((c) => `${c.type}: ${c.description}`)).toEqual(["feature: Feature renamed: Time tracking → Time tracker"]);
  });
});
