import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { FactPatterns } from "./fact-patterns";
import { factLesson } from "./insight-rules";

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&#x27;|&apos;/g, "'").replace(/\s+/g, " ").trim();

describe("learning per fact type on the intelligence panel", () => {
  it("shows each rated fact type with its change type, ratings, rate and what the rate does", () => {
    const html = renderToStaticMarkup(
      <FactPatterns
        patterns={[
          { changeType: "pricing", factType: "usage_rate", importanceRate: 78, interactions: 6 },
          { changeType: "content", factType: "copy_changed", importanceRate: 22, interactions: 5 },
          { changeType: "pricing", factType: "price_changed", importanceRate: 58, interactions: 1 },
          { changeType: "feature", factType: "offering_changed", importanceRate: 50, interactions: 2 },
        ]}
      />,
    );
    const rows = html.split('data-testid="fact-pattern"').slice(1).map(text);
    expect(rows).toHaveLength(4);
    expect(rows[0]).toContain("Usage rate Pricing · 6 ratings Likely important · 78%");
    expect(rows[0]).toContain("its changes now score a level higher");
    expect(rows[1]).toContain("Copy Content · 5 ratings Likely noise · 22%");
    expect(rows[1]).toContain("its changes now score a level lower");
    // One rating leaning up: noted, not announced as learning.
    expect(rows[2]).toContain("Plan price Pricing · 1 rating May be important · 58%");
    expect(rows[2]).toContain("Leaning important; scoring stays as it is until the rate is above 70%.");
    expect(rows[2]).not.toMatch(/now score/);
    // What a pricing page offers apart from its plans (offerings.ts), named in words.
    expect(rows[3]).toContain("Product offering Features · 2 ratings");
    expect(html).not.toContain("fact-patterns-empty");
  });

  it("says how the learning works before any fact type is rated", () => {
    const html = renderToStaticMarkup(<FactPatterns patterns={[]} />);
    expect(html).toContain('data-testid="fact-patterns-empty"');
    expect(text(html)).toContain("No fact type rated yet.");
    expect(html).not.toContain('data-testid="fact-pattern"');
  });
});

describe("factLesson", () => {
  it("announces a level only past the scoring's thresholds, and agrees with the rounded rate shown", () => {
    expect(factLesson(70.4)).toBe("Leaning important; scoring stays as it is until the rate is above 70%.");
    expect(factLesson(70.6)).toBe("Your thumbs taught: its changes now score a level higher.");
    expect(factLesson(29.6)).toBe("Leaning not important; scoring stays as it is until the rate is below 30%.");
    expect(factLesson(29.4)).toBe("Your thumbs taught: its changes now score a level lower.");
    expect(factLesson(50)).toBe("Your thumbs agree with the built-in scoring, which stays as it is.");
  });
});
