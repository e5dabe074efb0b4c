import { describe, expect, it } from "vitest";
import { detectChanges } from "./index";
import { snapshot } from "./fixtures";
import { maskMarkdown, maskSnapshot, rememberVolatile, sectionLines, volatileBetween, volatilePagesChanged } from "./volatile";

const home = (quote: string, extra = "") => ["# Ship faster", "", "Deploys in minutes.", "", "## What teams say", "", `> ${quote}`, "", "Jane, Acme", "", "## Plans", "", "- Free", "- Team", extra].join("\n");

describe("volatile spots learnt from two fetches", () => {
  it("a rotating quote is its section; the section heading stays", () => {
    const a = snapshot((s) => void (s.extractedData.markdown = home("Fast and calm.")));
    const b = snapshot((s) => void (s.extractedData.markdown = home("Our bill went down.")));
    const spots = volatileBetween(a, b);
    expect(spots).toEqual([{ page: "home", section: "what teams say", keys: [] }]);
    const masked = maskMarkdown(home("Anything else"), spots);
    expect(masked).toContain("## What teams say");
    expect(masked).not.toContain("Anything else");
    expect(masked).not.toContain("Jane, Acme");
    expect(masked).toContain("- Team");
  });

  it("one varying line in a larger section is masked alone, by its text", () => {
    const a = snapshot((s) => void (s.extractedData.markdown = home("Q", "- 12 teams signed up today")));
    const b = snapshot((s) => void (s.extractedData.markdown = home("Q", "- 13 teams signed up today")));
    const spots = volatileBetween(a, b);
    expect(spots).toEqual([{ page: "home", section: null, keys: ["12 teams signed up today", "13 teams signed up today"] }]);
    expect(maskMarkdown(home("Q", "- 13 teams signed up today"), spots)).not.toContain("13 teams");
    expect(maskMarkdown(home("Q", "- 13 teams signed up today"), spots)).toContain("- Team");
  });

  it("masked snapshots compare equal; a real edit beside the volatile spot is still seen", () => {
    const spots = [{ page: "home" as const, section: "what teams say", keys: [] }];
    const prev = snapshot((s) => void (s.extractedData.markdown = home("A")));
    const rotated = snapshot((s) => void (s.extractedData.markdown = home("B")));
    expect(detectChanges(maskSnapshot(prev, spots), maskSnapshot(rotated, spots))).toEqual([]);
    expect(volatilePagesChanged(prev, rotated, spots)).toEqual(["home"]);
    const edited = snapshot((s) => void (s.extractedData.markdown = home("C").replace("Deploys in minutes.", "Deploys in seconds, rollbacks in one click.")));
    const found = detectChanges(maskSnapshot(prev, spots), maskSnapshot(edited, spots));
    expect(found.map((c) => c.type)).toEqual(["content"]);
    expect(found[0].description).toContain("Deploys in seconds");
    expect(found[0].description).not.toContain("C");
  });

  it("on the features page too: a rotating quote there is learnt and masked, its features' copy still compared", () => {
    const page = (quote: string, intro = "Everything a team needs.") => ["# Features", "", intro, "", "## Reports", "", "Daily reports by email.", "", "## What teams say", "", `> ${quote}`, "", "Jane, Acme"].join("\n");
    const of = (md: string) => snapshot((s) => void (s.extractedData.featuresMarkdown = md));
    const spots = volatileBetween(of(page("Fast and calm.")), of(page("Our bill went down.")));
    expect(spots).toEqual([{ page: "features", section: "what teams say", keys: [] }]);
    expect(detectChanges(maskSnapshot(of(page("A")), spots), maskSnapshot(of(page("B")), spots))).toEqual([]);
    const found = detectChanges(maskSnapshot(of(page("A")), spots), maskSnapshot(of(page("B", "Everything a mobile team needs.")), spots));
    expect(found.map((c) => c.description)).toEqual(["Features page copy changed: 1 paragraph edited (“Everything a team needs.” → “Everything a mobile team needs.”)"]);
  });

  it("is remembered without duplicates, newest kept", () => {
    const s1 = { page: "home" as const, section: "a", keys: [] };
    const s2 = { page: "pricing" as const, section: null, keys: ["x"] };
    expect(rememberVolatile([s1, s2], [s1])).toEqual([s2, s1]);
    expect(rememberVolatile(undefined, [])).toEqual([]);
  });

  it("lists each section's own copy lines by heading key", () => {
    expect(Object.fromEntries(sectionLines(home("Fast and calm.")))).toEqual({
      "ship faster": ["Deploys in minutes."],
      "what teams say": ["> Fast and calm.", "Jane, Acme"],
      plans: ["- Free", "- Team"],
    });
  });
});
