import { describe, expect, it } from "vitest";
import { detectDesignChanges } from "./design";
import { page, snapshot } from "./fixtures";
import { detectStructureChanges } from "./structure";

describe("detectStructureChanges", () => {
  it("reports a pricing page that appeared and a features page that went", () => {
    const prev = snapshot((s) => {
      s.metadata.pages = [s.metadata.pages[0], s.metadata.pages[2]];
      s.metadata.hasPricingPage = false;
    });
    const next = snapshot((s) => {
      s.metadata.pages = [s.metadata.pages[0], s.metadata.pages[1]];
    });
    const cs = detectStructureChanges(prev, next);
    expect(cs.map((c) => c.description)).toEqual([
      "Pricing page added: https://acme.example/pricing",
      "Features page removed (was https://acme.example/features)",
    ]);
    expect(cs.map((c) => c.facts.kind)).toEqual(["page_added", "page_removed"]);
    expect(cs[0]).toMatchObject({ type: "structure", url: "https://acme.example/pricing", newContent: "https://acme.example/pricing" });
  });

  it("reports a page that moved but not a trailing-slash difference", () => {
    const moved = snapshot((s) => {
      s.metadata.pages[1].url = "https://acme.example/plans";
    });
    expect(detectStructureChanges(snapshot(), moved).map((c) => c.description)).toEqual([
      "Pricing page moved: /pricing → /plans",
    ]);
    const slash = snapshot((s) => {
      s.metadata.pages[1].url = "https://www.acme.example/pricing/";
    });
    expect(detectStructureChanges(snapshot(), slash)).toEqual([]);
  });

  it("names the host of a page that moved to another host, so a move never reads as /a → /a", () => {
    const otherHost = snapshot((s) => {
      s.metadata.pages[1].url = "https://acme.io/pricing";
    });
    const cs = detectStructureChanges(snapshot(), otherHost);
    expect(cs.map((c) => c.description)).toEqual(["Pricing page moved: acme.example/pricing → acme.io/pricing"]);
    for (const c of cs) {
      const [from, to] = c.description.split(": ")[1].split(" → ");
      expect(from).not.toBe(to);
    }
  });

  it("reports sections added and removed, ignoring reordering and reworded headings", () => {
    const next = snapshot((s) => {
      s.metadata.pages[0].headings = ["Get started", "The CRM for small teams", "AI assistant", "Why Acme"];
    });
    const [c, ...rest] = detectStructureChanges(snapshot(), next);
    expect(rest).toEqual([]);
    expect(c.description).toBe("Homepage: 1 section added (AI assistant), 1 section removed (Customers)");
    expect(c.facts).toMatchObject({ kind: "sections_changed", added: ["AI assistant"], removed: ["Customers"] });
    expect(c.oldContent).toBe("Customers");
    expect(c.newContent).toBe("AI assistant");
  });

  it("reports navigation items added or removed, but not a reorder", () => {
    const next = snapshot((s) => {
      for (const p of s.metadata.pages) p.navigation = ["Pricing", "Product", "Changelog", "Customers"];
    });
    const [c, ...rest] = detectStructureChanges(snapshot(), next);
    expect(rest).toEqual([]);
    expect(c.description).toBe("Navigation changed: added Changelog; removed Blog");
    expect(c.oldContent).toBe("Product | Pricing | Customers | Blog");
    const reordered = snapshot((s) => {
      for (const p of s.metadata.pages) p.navigation = [...p.navigation].reverse();
    });
    expect(detectStructureChanges(snapshot(), reordered)).toEqual([]);
  });

  it("treats empty headings or navigation on one side as an extraction gap", () => {
    const prev = snapshot((s) => {
      s.metadata.pages[0].headings = [];
      s.metadata.pages[0].navigation = [];
    });
    expect(detectStructureChanges(prev, snapshot())).toEqual([]);
  });
});

describe("detectDesignChanges", () => {
  it("reports fonts, colours and stylesheets in one change", () => {
    const next = snapshot((s) => {
      for (const p of s.metadata.pages) {
        p.fonts = ["Geist"];
        p.colors = ["#0a0a0a", "#7c3aed", "#FFF"];
        p.stylesheets = ["https://acme.example/assets/app.css"];
      }
    });
    const cs = detectDesignChanges(snapshot(), next);
    expect(cs).toHaveLength(1);
    expect(cs[0].type).toBe("design");
    expect(cs[0].description).toBe(
      "Design changed: font Inter → Geist; colour palette 1 added (#7c3aed), 1 removed (#2563eb); stylesheets changed (1 added, 1 removed)",
    );
    expect(cs[0].oldContent).toBe("Fonts: Inter\nColours: #2563eb\nStylesheets: https://acme.example/assets/main.css");
    expect(cs[0].newContent).toContain("Fonts: Geist");
    expect(cs[0].magnitude).toBe(1);
    expect(cs[0].facts).toMatchObject({ kind: "design_changed", dimensions: ["fonts", "colors", "stylesheets"] });
  });

  it("is order- and notation-insensitive and skips dimensions missing on one side", () => {
    const next = snapshot((s) => {
      for (const p of s.metadata.pages) {
        p.colors = ["#FFFFFF", "#2563EB", "#0a0a0a"];
        p.fonts = ["'Inter'"];
      }
    });
    expect(detectDesignChanges(snapshot(), next)).toEqual([]);
    const noCss = snapshot((s) => {
      for (const p of s.metadata.pages) Object.assign(p, { colors: [], fonts: [], stylesheets: [] });
    });
    expect(detectDesignChanges(noCss, snapshot())).toEqual([]);
  });

  it("compares only pages present in both snapshots", () => {
    const next = snapshot((s) => {
      s.metadata.pages.push(page("integrations", { fonts: ["Roboto"], colors: ["#ff0000"] }));
    });
    expect(detectDesignChanges(snapshot(), next)).toEqual([]);
  });

  it("gives a small palette tweak a small magnitude", () => {
    const prev = snapshot((s) => {
      for (const p of s.metadata.pages) p.colors = Array.from({ length: 20 }, (_, i) => `#0000${(i + 16).toString(16)}`);
    });
    const next = snapshot((s) => {
      for (const p of s.metadata.pages) p.colors = Array.from({ length: 20 }, (_, i) => `#0000${(i + 17).toString(16)}`);
    });
    const [c] = detectDesignChanges(prev, next);
    expect(c.description).toBe("Design changed: colour palette 1 added (#000024), 1 removed (#000010)");
    expect(c.magnitude).toBeLessThan(0.15);
  });
});
