import { describe, expect, it } from "vitest";
import { plan, snapshot } from "./fixtures";
import { detectChanges } from "./index";
import { CHANGE_TYPES, detectedChangeSchema } from "./types";

describe("detectChanges", () => {
  it("finds nothing between a snapshot and itself", () => {
    expect(detectChanges(snapshot(), snapshot())).toEqual([]);
  });

  it("is insensitive to the order of equal items everywhere", () => {
    const shuffled = snapshot((s) => {
      const d = s.extractedData;
      d.pricingPlans.reverse();
      for (const p of d.pricingPlans) p.features.reverse();
      d.features.reverse();
      d.aiExtractedData.integrations.reverse();
      d.aiExtractedData.keyCapabilities.reverse();
      s.metadata.pages.reverse();
      for (const p of s.metadata.pages) {
        p.colors.reverse();
        p.navigation.reverse();
        p.headings.reverse();
      }
      d.markdown = d.markdown.split("\n\n").reverse().join("\n\n");
    });
    expect(detectChanges(snapshot(), shuffled)).toEqual([]);
  });

  it("reports every structured change type with valid shapes", () => {
    const next = snapshot((s) => {
      const d = s.extractedData;
      d.pricingPlans[1].price = 15;
      d.pricingPlans.push(plan({ name: "Enterprise" }));
      d.features.push({ category: "Security", name: "SSO" });
      d.aiExtractedData.integrations.push({ name: "Salesforce", category: "CRM" });
      d.markdown = d.markdown.replace("Loved by 2,000 teams", "Loved by 5,000 teams");
      s.metadata.pages[0].headings.push("AI assistant");
      for (const p of s.metadata.pages) p.fonts = ["Geist"];
    });
    const cs = detectChanges(snapshot(), next);
    expect(cs.map((c) => `${c.type}: ${c.description}`)).toEqual([
      "pricing: Team plan: $12 → $15 per user/month",
      "pricing: Enterprise plan added (Contact sales)",
      "feature: Feature added: SSO",
      "integration: Integration added: Salesforce",
      "structure: Homepage: 1 section added (AI assistant)",
      "content: Homepage copy changed: 1 paragraph edited (“Loved by 2,000 teams” → “Loved by 5,000 teams”)",
      "design: Design changed: font Inter → Geist",
    ]);
    for (const c of cs) {
      expect(detectedChangeSchema.parse(c)).toEqual(c);
      expect(CHANGE_TYPES).toContain(c.type);
      expect(typeof c.facts.kind).toBe("string");
    }
  });
});
