import { describe, expect, it } from "vitest";
import { snapshot } from "@/lib/changes/detect/fixtures";
import type { SnapshotLike } from "@/lib/changes/detect";
import { emptyModel } from "@/lib/changes/score";
import type { PageKind, SectionTexts, VolatileSpot } from "@/lib/scan/types";
import { diffSnapshots } from "./detect";
import { baselineVolatile, confirmChanges } from "./noise-immunity";
import { seededRandom as seeded } from "@/tests/helpers/seeded-random";

const QUOTES = ["We moved in one afternoon.", "Our bill went down.", "Previews changed how we review."];

/** The home page's copy with one of the testimonials (and a headline). */
const page = (quote: number, headline = "Deploy without an ops team", teamPrice = 12) =>
  snapshot((s) => {
    s.extractedData.markdown = [`# ${headline}`, "", "Push to git and we run it.", "", "## Teams on Hostwell", "", `> ${QUOTES[quote]}`, "", "## Start free", "", "No credit card required."].join("\n");
    s.extractedData.pricingPlans.find((p) => p.name === "Team")!.price = teamPrice;
  });

/** A scan of `prev` against `next`, with the fetches after it answered in turn by `fetches`. */
async function scan(prev: SnapshotLike, next: SnapshotLike, fetches: Array<SnapshotLike | null>, state: { volatile?: VolatileSpot[]; sectionTexts?: SectionTexts[] } = {}) {
  const asked: Array<PageKind[] | "all"> = [];
  const result = await confirmChanges(
    { prev, next, textOnly: next, newScreenshots: false, volatile: state.volatile ?? [], sectionTexts: state.sectionTexts ?? [] },
    {
      diff: (n, options) => diffSnapshots(prev, n, "c1", emptyModel(), [], options),
      confirm: async () => (asked.push("all"), fetches.shift() ?? null),
      confirmPages: async (kinds) => (asked.push(kinds), fetches.shift() ?? null),
    },
  );
  return { ...result, asked, descriptions: result.changes.map((c) => c.description) };
}

describe("baseline volatility", () => {
  it("what varies among the baseline's three fetches is volatile from the start", async () => {
    const extra = [page(1), page(1)];
    expect(await baselineVolatile(page(1), async () => extra.shift()!)).toEqual([]);
    const varied = [page(1), page(2)];
    expect(await baselineVolatile(page(1), async () => varied.shift()!)).toEqual([{ page: "home", section: "teams on hostwell", keys: [] }]);
    // A failed extra fetch is no evidence.
    expect(await baselineVolatile(page(0), async () => null)).toEqual([]);
  });
});

describe("escalating confirmation", () => {
  it("a testimonial the first confirmation agrees with is fetched once more and dropped when it differs", async () => {
    const r = await scan(page(0), page(1), [page(1), page(2)]);
    expect(r.descriptions).toEqual([]);
    expect(r.asked).toEqual(["all", ["home"]]);
    expect(r.volatile).toEqual([{ page: "home", section: "teams on hostwell", keys: [] }]);
  });

  it("stops at the first confirmation that disagrees", async () => {
    const r = await scan(page(0), page(1), [page(2), page(0)]);
    expect(r.descriptions).toEqual([]);
    expect(r.asked).toEqual(["all"]);
  });

  it("a real edit seen by all three fetches is raised once, without the testimonial that rotated under it", async () => {
    const r = await scan(page(0), page(1, "Ship without hiring ops"), [page(1, "Ship without hiring ops"), page(2, "Ship without hiring ops")]);
    expect(r.descriptions).toEqual(["Homepage headline changed: “Deploy without an ops team” → “Ship without hiring ops”"]);
    expect(r.fetches).toBe(2);
  });

  it("a price change keeps a single confirmation; a copy change beside it is checked again on its own page only", async () => {
    const alone = await scan(page(0), page(0, undefined, 15), [page(0, undefined, 15)]);
    expect(alone.descriptions).toEqual(["Team plan: $12 → $15 per user/month"]);
    expect(alone.asked).toEqual(["all"]);
    // The third fetch shows another price (a price A/B test?): the price stands on the first confirmation.
    const both = await scan(page(0), page(1, undefined, 15), [page(1, undefined, 15), page(2, undefined, 19)]);
    expect(both.asked).toEqual(["all", ["home"]]);
    expect(both.descriptions).toEqual(["Team plan: $12 → $15 per user/month"]);
  });

  it("a section flapping back to a text it showed twice before is not fetched again at all", async () => {
    const memory = (await scan(page(1), page(0), [page(0), page(0)], { sectionTexts: (await scan(page(0), page(1), [page(1), page(1)])).sectionTexts })).sectionTexts;
    expect(memory).toEqual([{ page: "home", section: "teams on hostwell", hashes: expect.any(Array), returns: 1 }]);
    const r = await scan(page(0), page(1), [], { sectionTexts: memory });
    expect(r.descriptions).toEqual([]);
    expect(r.asked).toEqual([]);
    expect(r.volatile).toEqual([{ page: "home", section: null, keys: ["we moved in one afternoon", "our bill went down"] }]);
  });
});

/**
 * Competitors whose testimonial is picked at random among three on every load, scanned like the
 * scan job does (an unchanged copy stores nothing), counting those that ever raised a change.
 */
async function simulate(competitors: number, rescans: number, mode: { baseline: number; escalate: boolean; reversion: boolean }, seed: number): Promise<number> {
  const rnd = seeded(seed);
  const load = () => page(Math.floor(rnd() * QUOTES.length));
  let noisy = 0;
  for (let c = 0; c < competitors; c++) {
    let stored = load();
    let volatile = await baselineVolatile(stored, async () => load(), mode.baseline);
    let sectionTexts: SectionTexts[] = [];
    let raised = 0;
    for (let i = 0; i < rescans; i++) {
      const next = load();
      if (next.extractedData.markdown === stored.extractedData.markdown) continue;
      const r = await scan(stored, next, [load(), mode.escalate ? load() : null], { volatile, sectionTexts });
      volatile = r.volatile;
      if (mode.reversion) sectionTexts = r.sectionTexts;
      raised += r.changes.length;
      stored = next;
    }
    if (raised) noisy++;
  }
  return noisy / competitors;
}

describe("a testimonial picked at random among three", () => {
  it("raises a change for about 1 competitor in 81 over 8 re-scans (1 in 3 with a single confirmation and no baseline)", { timeout: 60_000 }, async () => {
    const now = await simulate(250, 8, { baseline: 2, escalate: true, reversion: true }, 11);
    const before = await simulate(250, 8, { baseline: 0, escalate: false, reversion: false }, 11);
    expect(now).toBeLessThan(0.03);
    expect(before).toBeGreaterThan(0.25);
  });
});
