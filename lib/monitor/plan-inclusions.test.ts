/**
 * Plan inclusions from comparison tables (plan × feature → included / not / a value), read from the
 * HTML as a scan reads it: a cell that flips ✗ → ✓ (a character, a labelled icon, an icon named by its
 * class, an image) is one change, "Pro now includes SSO", with the fact before and after.
 */
import { describe, expect, it } from "vitest";
import { extractSite } from "@/lib/scan/extract";
import { factOf } from "@/lib/changes/fact-view";
import { factKind } from "@/lib/changes/score";
import type { SnapshotMetadata } from "@/lib/scan/types";
import { sitePages } from "@/tests/fixtures/fixture-sites";
import { detectChanges } from "@/lib/changes/detect";

const ORIGIN = "https://tablely.test";
const home = `<!DOCTYPE html><html><head><title>Tablely</title></head><body><main><h1>Tablely</h1><p>Shared boards for small teams, with comments and history.</p></main></body></html>`;

/** A pricing page with two priced plans and a comparison table whose cells are given as HTML. */
function pricing(rows: Array<[string, string, string]>): string {
  const body = rows.map(([feature, basic, pro]) => `<tr><th>${feature}</th><td>${basic}</td><td>${pro}</td></tr>`).join("");
  return `<!DOCTYPE html><html><head><title>Tablely pricing</title></head><body><main>
    <h1>Pricing</h1>
    <section><div class="plan"><h3>Basic</h3><p>$8 per month</p></div><div class="plan"><h3>Pro</h3><p>$20 per month</p></div></section>
    <h2>Compare plans</h2>
    <table><thead><tr><th>Feature</th><th>Basic</th><th>Pro</th></tr></thead><tbody>${body}</tbody></table>
  </main></body></html>`;
}

function snapshot(pricingHtml: string) {
  const r = extractSite([
    { kind: "home", url: `${ORIGIN}/`, html: home },
    { kind: "pricing", url: `${ORIGIN}/pricing`, html: pricingHtml },
  ]);
  const metadata: SnapshotMetadata = { markdownLength: r.extractedData.markdown.length, hasPublicPricing: true, hasPricingPage: true, pages: r.pages, screenshots: {}, fetchMode: "http", warnings: [] };
  return { extractedData: r.extractedData, metadata, url: `${ORIGIN}/` };
}

const BASE: Array<[string, string, string]> = [
  ["Boards", "10", "Unlimited"],
  ["Comments", "✓", "✓"],
  ["Audit log", "✗", "✓"],
];
const detect = (before: Array<[string, string, string]>, after: Array<[string, string, string]>) => detectChanges(snapshot(pricing(before)), snapshot(pricing(after)));

describe("plan inclusions from comparison tables", () => {
  it("a ✗ → ✓ flip is one change naming plan and feature, with the fact before and after", () => {
    const changes = detect([...BASE, ["SSO", "✗", "✗"]], [...BASE, ["SSO", "✗", "✓"]]);
    expect(changes.map((c) => c.description)).toEqual(["Pro now includes SSO"]);
    const [c] = changes;
    // What a plan includes is a plan term (issue 22's fact model: plan inclusions and limits are pricing facts).
    expect(c.type).toBe("pricing");
    expect(factOf(c.facts)).toMatchObject({ name: "Pro · SSO", before: "Not included", after: "Included", line: "Pro · SSO: Not included → Included" });
    expect(factKind(c.facts)).toBe("plan_inclusion");
    expect([c.oldContent, c.newContent]).toEqual(["SSO: Pro Not included", "SSO: Pro Included"]);
  });

  it("a feature taken from a plan, and a dash that became a word, are changes too", () => {
    expect(detect([...BASE, ["SSO", "✓", "✓"]], [...BASE, ["SSO", "✗", "✓"]]).map((c) => c.description)).toEqual(["Basic no longer includes SSO"]);
    const words = detect([...BASE, ["SSO", "—", "Included"]], [...BASE, ["SSO", "Included", "Included"]]);
    expect(words.map((c) => c.description)).toEqual(["Basic now includes SSO"]);
    expect(factOf(words[0].facts)?.line).toBe("Basic · SSO: Not included → Included");
  });

  it("reads icons: labelled (aria-label, svg title, img alt) and unlabelled ones named by their class", () => {
    const no = '<svg class="icon icon-x" aria-hidden="true"><path d="M0 0"/></svg>';
    const yes = '<svg class="icon icon-check" aria-hidden="true"><path d="M0 0"/></svg>';
    const byClass = detect([...BASE, ["SSO", no, no]], [...BASE, ["SSO", no, yes]]);
    expect(byClass.map((c) => c.description)).toEqual(["Pro now includes SSO"]);
    const font = detect([...BASE, ["SSO", '<i class="fa fa-times"></i>', '<i class="fa fa-times"></i>']], [...BASE, ["SSO", '<i class="fa fa-times"></i>', '<i class="fa fa-check"></i>']]);
    expect(font.map((c) => c.description)).toEqual(["Pro now includes SSO"]);
    const labelled = detect([...BASE, ["SSO", '<span role="img" aria-label="—"></span>', '<img src="/i/a.svg" alt="—">']], [...BASE, ["SSO", '<span role="img" aria-label="—"></span>', '<img src="/i/b.svg" alt="✓">']]);
    expect(labelled.map((c) => c.description)).toEqual(["Pro now includes SSO"]);
  });

  it("a swap between plans is two changes; the same marks drawn another way, or a mark read where a cell read blank, are none", () => {
    const swap = detect([...BASE, ["SSO", "✓", "—"]], [...BASE, ["SSO", "—", "✓"]]);
    expect(swap.map((c) => c.description).sort()).toEqual(["Basic no longer includes SSO", "Pro now includes SSO"]);
    expect(detect([...BASE, ["SSO", "✗", "✓"]], [...BASE, ["SSO", '<i class="fa fa-times"></i>', '<svg class="check"></svg>']])).toEqual([]);
    // An older scan read an unlabelled icon as a blank cell; reading it now changes no fact.
    expect(detect([...BASE, ["SSO", "", ""]], [...BASE, ["SSO", "✗", "✓"]])).toEqual([]);
  });

  it("a value in a cell stays a plan limit (not an inclusion)", () => {
    const changes = detect(BASE, [["Boards", "20", "Unlimited"], ...BASE.slice(1)]);
    expect(changes.map((c) => [c.type, c.facts.kind])).toEqual([["pricing", "plan_terms_changed"]]);
    expect(changes[0].description).toContain("10 → 20");
    // A row with figures is a row of limits or prices: a dash that became a word there is no inclusion.
    const limits = detect([...BASE, ["Support", "—", "24/7 chat"]], [...BASE, ["Support", "Email", "24/7 chat"]]);
    expect(limits.some((c) => factKind(c.facts) === "plan_inclusion" || /includes/.test(c.description))).toBe(false);
  });

  it("on a fixture site whose plans are the table's columns, each flip is one change, the plan named as its card is", () => {
    // datenwerk: plans as columns (a badge beside one plan's name), ✓/✗ rows read also as the plans' feature lists.
    const site = (edit: (html: string) => string) => {
      const r = extractSite(sitePages("datenwerk", "v1").map((p) => (p.kind === "pricing" ? { ...p, html: edit(p.html) } : p)));
      const metadata: SnapshotMetadata = { markdownLength: 1, hasPublicPricing: true, hasPricingPage: true, pages: r.pages, screenshots: {}, fetchMode: "http", warnings: [] };
      return { extractedData: r.extractedData, metadata, url: "http://127.0.0.1/datenwerk/" };
    };
    const row = (html: string, feature: string, cells: string) => html.replace(new RegExp(`(<tr><th>${feature.replace(/[()]/g, "\\$&")}</th>)(?:<td>[^<]*</td>){3}`), `$1${cells}`);
    const before = site((h) => h);
    const after = site((h) => row(row(h, "KI-Prognosen", "<td>✗</td><td>✓</td><td>✓</td>"), "Single Sign-on (SAML)", "<td>✓</td><td>✓</td><td>✓</td>"));
    const changes = detectChanges(before, after);
    expect(changes.map((c) => c.description).sort()).toEqual(["Professional now includes KI-Prognosen", "Starter now includes Single Sign-on (SAML)"]);
    expect(changes.map((c) => factOf(c.facts)?.line).sort()).toEqual([
      "Professional · KI-Prognosen: Not included → Included",
      "Starter · Single Sign-on (SAML): Not included → Included",
    ]);
  });

  it("a table whose rows are the plans never says a feature includes a plan", () => {
    // Plans as rows, features as columns; the plans' feature lists are read from the same table.
    const plansAsRows = (sso: string) => `<!DOCTYPE html><html><head><title>Rowly pricing</title></head><body><main><h1>Pricing</h1>
      <table><thead><tr><th>Plan</th><th>Price</th><th>SSO</th><th>Audit log</th></tr></thead><tbody>
      <tr><th>Basic</th><td>$8/month</td><td>${sso}</td><td>✗</td></tr><tr><th>Pro</th><td>$20/month</td><td>✓</td><td>✓</td></tr></tbody></table></main></body></html>`;
    const changes = detectChanges(snapshot(plansAsRows("✗")), snapshot(plansAsRows("✓")));
    expect(changes.every((c) => !/^SSO now includes/.test(c.description))).toBe(true);
  });
});
