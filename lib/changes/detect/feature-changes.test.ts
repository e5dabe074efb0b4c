import { describe, expect, it } from "vitest";
import { snapshot } from "./fixtures";
import { detectFeatureChanges, detectIntegrationChanges } from "./feature-changes";

describe("detectFeatureChanges", () => {
  it("groups added features into one change with the list", () => {
    const next = snapshot((s) => {
      s.extractedData.features.push({ category: "Security", name: "SSO" }, { category: "Security", name: "Audit log" });
    });
    const cs = detectFeatureChanges(snapshot(), next);
    expect(cs).toHaveLength(1);
    expect(cs[0]).toMatchObject({
      type: "feature",
      description: "2 features added: SSO, Audit log",
      oldContent: null,
      newContent: "SSO\nAudit log",
      url: "https://acme.example/features",
    });
    expect(cs[0].facts).toMatchObject({
      kind: "features_added",
      count: 2,
      details: [
        { name: "SSO", category: "Security" },
        { name: "Audit log", category: "Security" },
      ],
    });
    expect(cs[0].magnitude).toBe(0.4);
  });

  it("reports a single removal and key capability changes separately", () => {
    const next = snapshot((s) => {
      s.extractedData.features = s.extractedData.features.filter((f) => f.name !== "Workflows");
      s.extractedData.aiExtractedData.keyCapabilities = ["Sales forecasting", "AI email drafting", "Call recording"];
    });
    const cs = detectFeatureChanges(snapshot(), next);
    expect(cs.map((c) => c.description)).toEqual([
      "Feature removed: Workflows",
      "2 key capabilities added: AI email drafting, Call recording",
      "Key capability removed: Email tracking",
    ]);
    expect(cs.map((c) => c.facts.kind)).toEqual(["features_removed", "capabilities_added", "capabilities_removed"]);
    expect(cs[0].oldContent).toBe("Workflows");
  });

  it("compares as sets: order, case, whitespace, plurals, markup and category moves are not changes", () => {
    const next = snapshot((s) => {
      s.extractedData.features = [
        { category: "Automation", name: "  **workflow** " },
        { category: "Other", name: "PIPELINES" },
        { category: "Core", name: "Contact  management" },
        { category: "Core", name: "Contact management" },
      ];
      s.extractedData.aiExtractedData.keyCapabilities = ["sales forecasting", "Email tracking."];
    });
    expect(detectFeatureChanges(snapshot(), next)).toEqual([]);
  });

  it("accepts features stored as plain strings by older scans", () => {
    const legacy = snapshot((s) => {
      s.extractedData.features = ["Contact management", "Pipelines"] as unknown as typeof s.extractedData.features;
    });
    expect(detectFeatureChanges(legacy, snapshot()).map((c) => c.description)).toEqual(["Feature added: Workflows"]);
  });

  it("summarises long lists", () => {
    const next = snapshot((s) => {
      for (let i = 1; i <= 8; i++) s.extractedData.features.push({ category: "New", name: `Capability ${i}` });
    });
    const [c] = detectFeatureChanges(snapshot(), next);
    expect(c.description).toBe(
      "8 features added: Capability 1, Capability 2, Capability 3, Capability 4, Capability 5 and 3 more",
    );
    expect((c.newContent ?? "").split("\n")).toHaveLength(8);
  });
});

describe("detectIntegrationChanges", () => {
  it("reports an integration removed by name", () => {
    const next = snapshot((s) => {
      s.extractedData.aiExtractedData.integrations = s.extractedData.aiExtractedData.integrations.filter(
        (i) => i.name !== "Zapier",
      );
    });
    const cs = detectIntegrationChanges(snapshot(), next);
    expect(cs).toHaveLength(1);
    expect(cs[0]).toMatchObject({
      type: "integration",
      description: "Integration removed: Zapier",
      oldContent: "Zapier",
      newContent: null,
    });
    expect(cs[0].facts).toMatchObject({ kind: "integrations_removed", details: [{ name: "Zapier", category: "Automation" }] });
  });

  it("lists several integrations added, ignoring order", () => {
    const next = snapshot((s) => {
      const list = s.extractedData.aiExtractedData.integrations;
      list.reverse();
      list.push({ name: "Salesforce", category: "CRM" }, { name: "Stripe", category: "Payments" });
    });
    const [c] = detectIntegrationChanges(snapshot(), next);
    expect(c.description).toBe("2 integrations added: Salesforce, Stripe");
    expect(c.facts.kind).toBe("integrations_added");
  });
});
