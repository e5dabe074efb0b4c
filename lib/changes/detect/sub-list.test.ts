import { describe, expect, it } from "vitest";
import { pricingPage } from "./fixtures";
import { detectChanges } from "./index";

const page = (allowances: string[]) =>
  [
    "# Pricing",
    "",
    "Pay for what you run, by the second.",
    "",
    "## Included at no cost",
    "",
    "Every workspace gets, at no cost:",
    "",
    "- 2 build agents",
    "- 500 MB artifact storage",
    ...allowances,
    "",
    "Usage above these amounts is billed at the rates below.",
    "",
    "## Questions",
    "",
    "Write to us any time.",
  ].join("\n");

const text = (c: { description: string; oldContent: string | null; newContent: string | null }) => `${c.description} ${c.oldContent ?? ""} ${c.newContent ?? ""}`;

describe("a list item rewritten into a lead-in with a sub-list", () => {
  it("is one change that names the item's old statement and every sub-item, not one per sub-item", () => {
    const before = page(["- 40 GB network egress"]);
    const after = page(["- Network egress:", "  - 25 GB in Europe", "  - 10 GB in Asia", "  - 10 GB in South America"]);
    const changes = detectChanges(pricingPage(before), pricingPage(after));
    const egress = changes.filter((c) => /GB in/.test(text(c)));
    expect(egress).toHaveLength(1);
    for (const s of ["40 GB network egress", "Network egress:", "25 GB in Europe", "10 GB in Asia", "10 GB in South America"]) expect(text(egress[0])).toContain(s);
    expect(changes).toHaveLength(1);
  });

  it("keeps a sub-item's own change when its lead-in stays", () => {
    const before = page(["- Network egress:", "  - 25 GB in Europe", "  - 10 GB in Asia"]);
    const after = page(["- Network egress:", "  - 25 GB in Europe", "  - 15 GB in Asia"]);
    const changes = detectChanges(pricingPage(before), pricingPage(after));
    expect(changes).toHaveLength(1);
    expect(text(changes[0])).toMatch(/10 GB in Asia/);
    expect(text(changes[0])).toMatch(/15 GB in Asia/);
    expect(text(changes[0])).not.toMatch(/Europe/);
  });
});
