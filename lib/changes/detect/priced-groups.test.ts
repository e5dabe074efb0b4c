import { describe, expect, it } from "vitest";
import { factOf } from "@/lib/changes/fact-view";
import { factKind } from "@/lib/changes/score/fact-kind";
import { pricingPage } from "./fixtures";
import { detectChanges } from "./index";

const page = (section: string[]) =>
  ["# Pricing", "", "Pay for what you run, billed monthly.", "", "## Compute", "", "Machines are billed by the second.", "", ...section, "", "## Questions", "", "Write to us any time."].join("\n");

const BEFORE = page([]);
// A section added whole: an introduction, then two packages each introduced by its own line.
const AFTER = page([
  "## Support",
  "",
  "Community help is free for everyone on our public forum.",
  "",
  "Standard package:",
  "",
  "- Replies within two business days for €29 per month.",
  "- Email support for the whole workspace.",
  "",
  "Premium package:",
  "",
  "- Replies within four hours for €199 per month.",
  "- A named engineer and a shared chat channel.",
]);

const text = (c: { description: string; newContent: string | null }) => `${c.description} ${c.newContent ?? ""}`;

describe("a rewrite itemised by where its prices sit", () => {
  it("a new section with two priced packages is one change per package, its introduction a third", () => {
    const changes = detectChanges(pricingPage(BEFORE), pricingPage(AFTER));
    const standard = changes.filter((c) => /€29/.test(text(c)));
    const premium = changes.filter((c) => /€199/.test(text(c)));
    expect(standard).toHaveLength(1);
    expect(premium).toHaveLength(1);
    expect(standard[0]).not.toBe(premium[0]);
    expect(standard[0].type).toBe("pricing");
    expect(text(standard[0])).not.toMatch(/€199/);
    // Each package is a fact the user sees with its section and what it states, and thumbs on it teach its own type.
    expect(factKind(premium[0].facts)).toBe("priced_item");
    expect(factOf(premium[0].facts)).toMatchObject({ name: "Premium package", before: null });
    expect(factOf(premium[0].facts)?.after).toMatch(/€199 per month/);
    // The section's introduction is a change of its own, not folded into either package.
    const intro = changes.filter((c) => /Community help/.test(text(c)));
    expect(intro).toHaveLength(1);
    expect(text(intro[0])).not.toMatch(/€/);
    expect(changes).toHaveLength(3);
  });

  it("one priced group with its sentences stays one change", () => {
    const after = page(["## Support", "", "Community help is free for everyone on our public forum.", "", "Standard package:", "", "- Replies within two business days for €29 per month.", "- Email support for the whole workspace."]);
    const changes = detectChanges(pricingPage(BEFORE), pricingPage(after));
    expect(changes).toHaveLength(1);
    expect(text(changes[0])).toMatch(/€29/);
    expect(text(changes[0])).toMatch(/Email support/);
    expect(factKind(changes[0].facts)).not.toBe("priced_item");
  });

  it("two groups edited, only one changing its amount: no split", () => {
    const before = page(["## Support", "", "Standard package:", "", "- Replies within two business days for €29 per month.", "", "Premium package:", "", "- Replies within four hours for €199 per month."]);
    const after = page(["## Support", "", "Standard package:", "", "- Replies within one business day for €39 per month.", "", "Premium package:", "", "- Replies within two hours for €199 per month."]);
    const changes = detectChanges(pricingPage(before), pricingPage(after));
    const priced = changes.filter((c) => factKind(c.facts) === "priced_item");
    expect(priced).toHaveLength(0);
    expect(changes.filter((c) => /€39/.test(text(c)))).toHaveLength(1);
  });
});
