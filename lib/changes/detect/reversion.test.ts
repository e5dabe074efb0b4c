import { describe, expect, it } from "vitest";
import { detectChanges } from "./index";
import { plan, snapshot } from "./fixtures";
import { flappingSpots, rememberSectionTexts, sectionHashes } from "./reversion";
import { maskSnapshot } from "./volatile";
import type { SectionTexts } from "@/lib/scan/types";

const home = (featured: string, extra = "") =>
  ["# Ship faster", "", "Deploys in minutes.", "", "## Customer of the day", "", `${featured} ships with us.`, "", "## Plans", "", "- Free", "- Team", extra].join("\n");
const at = (featured: string, extra = "") => snapshot((s) => void (s.extractedData.markdown = home(featured, extra)));

/** Scans a history of versions the way the scan job does: flapping checked, then the memory updated. */
function scanHistory(versions: ReturnType<typeof at>[]) {
  let memory: SectionTexts[] = [];
  const flapped: string[][] = [];
  for (let i = 1; i < versions.length; i++) {
    flapped.push(flappingSpots(versions[i - 1], versions[i], memory).flatMap((s) => s.keys));
    memory = rememberSectionTexts(memory, [versions[i - 1], versions[i]]);
  }
  return { memory, flapped };
}

describe("reversion memory", () => {
  it("one return to an earlier text (an edit put back) is still a change; the second return is flapping", () => {
    const { memory, flapped } = scanHistory([at("Acme"), at("Globex"), at("Acme"), at("Globex")]);
    expect(flapped[0]).toEqual([]);
    expect(flapped[1]).toEqual([]);
    expect(flapped[2]).toEqual(["acme ships with us", "globex ships with us"]);
    expect(memory).toEqual([{ page: "home", section: "customer of the day", hashes: expect.any(Array), returns: 2 }]);
    expect(memory[0].hashes).toHaveLength(2);
  });

  it("a rotation among three (A → B → C → A → C) flaps at the second return", () => {
    const { flapped } = scanHistory([at("Acme"), at("Globex"), at("Initech"), at("Acme"), at("Initech")]);
    expect(flapped.map((k) => k.length > 0)).toEqual([false, false, false, true]);
  });

  it("only the flapping lines are masked: a new text of the section, or an edit elsewhere, is still raised", () => {
    const spots = flappingSpots(at("Acme"), at("Globex"), [{ page: "home", section: "customer of the day", hashes: sectionHashesOf("Globex"), returns: 1 }]);
    expect(spots).toEqual([{ page: "home", section: null, keys: ["acme ships with us", "globex ships with us"] }]);
    expect(detectChanges(maskSnapshot(at("Acme"), spots), maskSnapshot(at("Globex"), spots))).toEqual([]);
    const fresh = detectChanges(maskSnapshot(at("Acme"), spots), maskSnapshot(at("Umbrella"), spots));
    expect(fresh.map((c) => c.newContent ?? c.description).join(" ")).toContain("Umbrella");
    const edited = detectChanges(maskSnapshot(at("Acme"), spots), maskSnapshot(at("Globex", "- Enterprise"), spots));
    expect(edited).toHaveLength(1);
    expect(edited[0].newContent).toContain("Enterprise");
  });

  it("does not track large sections, sections stating money, or a plan's card", () => {
    const s = snapshot((x) => {
      x.extractedData.markdown = ["# Hero", "", "Hello.", "", "## Offer", "", "Now $9 a month.", "", "## Team", "", "Everything in Free.", "", "## Big", "", ...Array.from({ length: 9 }, (_, i) => `- item ${i}`)].join("\n");
      x.extractedData.pricingPlans = [plan({ name: "Team", price: 12, currency: "USD", period: "month" })];
    });
    expect([...sectionHashes(s, "home").keys()]).toEqual(["hero"]);
  });

  it("stays small: a few texts per section, a few dozen sections, newest kept", () => {
    const names = ["A1", "B2", "C3", "D4", "E5", "F6"];
    const { memory } = scanHistory(names.map((n) => at(n)));
    expect(memory[0].hashes).toHaveLength(4);
    expect(memory[0].hashes.at(-1)).toBe(sectionHashesOf("F6")[0]);
    let big: SectionTexts[] = [];
    for (let i = 0; i < 40; i++) {
      const md = (t: string) => [`## Section ${i}`, "", t].join("\n");
      big = rememberSectionTexts(big, [snapshot((x) => void (x.extractedData.markdown = md("one"))), snapshot((x) => void (x.extractedData.markdown = md("two")))]);
    }
    expect(big).toHaveLength(30);
    expect(big.at(-1)?.section).toBe("section 39");
  });

  it("ignores sections already masked as volatile", () => {
    const spots = [{ page: "home" as const, section: "customer of the day", keys: [] }];
    expect(rememberSectionTexts([], [at("Acme"), at("Globex")], spots)).toEqual([]);
  });
});

function sectionHashesOf(featured: string): string[] {
  return [sectionHashes(at(featured), "home").get("customer of the day")!];
}
