import { describe, expect, it } from "vitest";
import { snapshot } from "./fixtures";
import { detectFeatureChanges, detectIntegrationChanges } from "./feature-changes";

describe("detectFeatureChanges", () => {
  it("reports each added feature as a change of its own, with its category", () => {
    const next = snapshot((s) => {
      s.extractedData.features.push({ category: "Security", name: "SSO" }, { category: "Security", name: "Audit log" });
    });
    const cs = detectFeatureChanges(snapshot(), next);
    expect(cs.map((c) => c.description)).toEqual(["Feature added: SSO", "Feature added: Audit log"]);
    expect(cs[0]).toMatchObject({ type: "feature", oldContent: null, newContent: "SSO", url: "https://acme.example/features" });
    expect(cs[1].newContent).toBe("Audit log");
    expect(cs.map((c) => c.facts)).toMatchObject([
      { kind: "features_added", count: 1, items: ["SSO"], details: [{ name: "SSO", category: "Security" }] },
      { kind: "features_added", count: 1, items: ["Audit log"], details: [{ name: "Audit log", category: "Security" }] },
    ]);
    expect(cs.map((c) => c.magnitude)).toEqual([0.2, 0.2]);
  });

  it("reports a single removal and key capability changes separately", () => {
    const next = snapshot((s) => {
      s.extractedData.features = s.extractedData.features.filter((f) => f.name !== "Workflows");
      s.extractedData.aiExtractedData.keyCapabilities = ["Sales forecasting", "AI email drafting", "Call recording"];
    });
    const cs = detectFeatureChanges(snapshot(), next);
    expect(cs.map((c) => c.description)).toEqual([
      "Feature removed: Workflows",
      "Key capability added: AI email drafting",
      "Key capability added: Call recording",
      "Key capability removed: Email tracking",
    ]);
    expect(cs.map((c) => c.facts.kind)).toEqual(["features_removed", "capabilities_added", "capabilities_added", "capabilities_removed"]);
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

  it("reports a feature renamed (nearly the same name taken out and put in) as one rename, not a removal and an addition", () => {
    const prev = snapshot((s) => void s.extractedData.features.push({ category: "Core", name: "Time tracking" }));
    const next = snapshot((s) => void s.extractedData.features.push({ category: "Core", name: "Time tracker" }, { category: "Security", name: "SSO" }));
    const cs = detectFeatureChanges(prev, next);
    expect(cs.map((c) => c.description)).toEqual(["Feature renamed: Time tracking → Time tracker", "Feature added: SSO"]);
    expect(cs[0]).toMatchObject({ type: "feature", oldContent: "Time tracking", newContent: "Time tracker", facts: { kind: "features_renamed", items: ["Time tracker"], renamedFrom: "Time tracking" } });
  });

  it("reports a feature put under another name with the same description as renamed", () => {
    const prev = snapshot((s) => void s.extractedData.features.push({ category: "Core", name: "Time tracking", description: "Log hours on every task." }));
    const next = snapshot((s) => void s.extractedData.features.push({ category: "Core", name: "Timesheets", description: "Log hours on every task." }));
    expect(detectFeatureChanges(prev, next).map((c) => c.description)).toEqual(["Feature renamed: Time tracking → Timesheets"]);
  });

  it("keeps a feature taken out and an unrelated one put in as a removal and an addition", () => {
    const next = snapshot((s) => {
      s.extractedData.features = s.extractedData.features.filter((f) => f.name !== "Workflows");
      s.extractedData.features.push({ category: "Security", name: "Audit log" });
    });
    expect(detectFeatureChanges(snapshot(), next).map((c) => c.facts.kind)).toEqual(["features_added", "features_removed"]);
  });

  it("accepts features stored as plain strings by older scans", () => {
    const legacy = snapshot((s) => {
      s.extractedData.features = ["Contact management", "Pipelines"] as unknown as typeof s.extractedData.features;
    });
    expect(detectFeatureChanges(legacy, snapshot()).map((c) => c.description)).toEqual(["Feature added: Workflows"]);
  });

  it("reports a list rewritten (more than five items on one side) as one change that summarises it", () => {
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

  it("reports each integration added as its own change, ignoring order", () => {
    const next = snapshot((s) => {
      const list = s.extractedData.aiExtractedData.integrations;
      list.reverse();
      list.push({ name: "Salesforce", category: "CRM" }, { name: "Stripe", category: "Payments" });
    });
    const cs = detectIntegrationChanges(snapshot(), next);
    expect(cs.map((c) => c.description)).toEqual(["Integration added: Salesforce", "Integration added: Stripe"]);
    expect(cs.map((c) => c.facts.details)).toEqual([[{ name: "Salesforce", category: "CRM" }], [{ name: "Stripe", category: "Payments" }]]);
  });

  it("itemises five additions and lumps six (a list rewritten)", () => {
    const withAdded = (n: number) =>
      snapshot((s) => {
        for (let i = 1; i <= n; i++) s.extractedData.aiExtractedData.integrations.push({ name: `Tool ${i}`, category: "Other" });
      });
    expect(detectIntegrationChanges(snapshot(), withAdded(5))).toHaveLength(5);
    const six = detectIntegrationChanges(snapshot(), withAdded(6));
    expect(six.map((c) => c.description)).toEqual(["6 integrations added: Tool 1, Tool 2, Tool 3, Tool 4, Tool 5 and 1 more"]);
  });
});
