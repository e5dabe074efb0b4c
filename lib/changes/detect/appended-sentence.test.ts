import { describe, expect, it } from "vitest";
import { pricingPage } from "./fixtures";
import { detectChanges } from "./index";

// A long paragraph: one sentence added to it changes few of its words, yet states something new.
const ABOUT =
  "Every workspace needs an active plan. The plan fee lets your team use the dashboard, the alerts and the reports included in the tier you picked, and it renews on the same day each month until you cancel it.";

const page = (about: string, note: string | null) =>
  pricingPage(
    [
      "# Pricing",
      "",
      "## Team",
      "",
      "$30 per month",
      "",
      "- 10 tracked sites",
      "- Daily scans",
      "",
      ...(note ? [note, ""] : []),
      "## How billing works",
      "",
      about,
      "",
      "Questions? Write to us any time.",
    ].join("\n"),
  );

describe("a sentence added to a paragraph is a fact of its own, not rewording folded into another change", () => {
  it("a sentence appended to a long paragraph and a new note beside it are two changes", () => {
    const before = page(ABOUT, null);
    const after = page(`${ABOUT} Unused scan credit now rolls over into the following month.`, "Note: schools and charities get the yearly plan at half price from May.");
    const changes = detectChanges(before, after);
    const about = (word: string) => changes.filter((c) => [c.description, c.newContent ?? ""].join(" ").includes(word));
    expect(changes).toHaveLength(2);
    expect(about("rolls over")).toHaveLength(1);
    expect(about("charities")).toHaveLength(1);
    expect(about("rolls over")[0]).not.toBe(about("charities")[0]);
    expect(about("rolls over")[0].type).toBe("pricing");
  });

  it("the same sentence taken out again is a change too", () => {
    const withIt = page(`${ABOUT} Unused scan credit now rolls over into the following month.`, null);
    const changes = detectChanges(withIt, page(ABOUT, null));
    expect(changes).toHaveLength(1);
    expect([changes[0].description, changes[0].oldContent ?? ""].join(" ")).toContain("rolls over");
  });

  it("a few words reworded inside one sentence of the long paragraph stay rewording (no change)", () => {
    const reworded = ABOUT.replace("it renews on the same day each month until you cancel it", "it is renewed on that same day every month until cancelled");
    expect(detectChanges(page(ABOUT, null), page(reworded, null))).toEqual([]);
  });
});
