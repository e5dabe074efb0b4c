import { describe, expect, it } from "vitest";
import { customWording } from "./custom-price";
import { plan, snapshot } from "./fixtures";
import { detectChanges } from "./index";

describe("a custom price in the page's own words", () => {
  it("reads the custom cell of the plan's table row", () => {
    const md = ["# Plans", "", "| Plan | Price |", "| --- | --- |", "| Solo | $8 / month |", "| Company | Let's talk |"].join("\n");
    expect(customWording(md, "Company")).toBe("Let's talk");
    expect(customWording(md, "Company plan")).toBe("Let's talk");
    expect(customWording(md, "Solo")).toBeNull();
  });

  it("reads the line under the plan's name in its card, not a later section's", () => {
    const card = ["# Pricing", "", "### Studio", "", "Custom quote", "", "- Dedicated manager"].join("\n");
    expect(customWording(card, "Studio")).toBe("Custom quote");
    const far = ["# Pricing", "", "### Studio", "", "- Dedicated manager", "", "## Questions", "", "Contact us"].join("\n");
    expect(customWording(far, "Studio")).toBeNull();
  });

  it("a plan added with no amount is described as the page words it", () => {
    const next = snapshot((s) => {
      s.extractedData.pricingPlans.push(plan({ name: "Enterprise" }));
      s.extractedData.pricingMarkdown = ["# Pricing", "", "| Plan | Price |", "| --- | --- |", "| Enterprise | Custom |"].join("\n");
    });
    const added = detectChanges(snapshot(), next).find((c) => c.facts.kind === "plan_added");
    expect(added?.description).toBe("Enterprise plan added (Custom)");
    expect(added?.newContent).toContain("Enterprise: Custom");
  });
});
