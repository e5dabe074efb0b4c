import { describe, expect, it } from "vitest";
import { detectChanges } from "../../lib/changes/detect";
import { emptyModel } from "../../lib/changes/score";
import { classifyMiss, lineDiff, separable, visibleLines } from "./changes-misses";
import { scoreRaised, snapshotOf } from "./changes-run";

const page = (o: { nav?: string; price?: string; note?: string }) => `<!doctype html><html><head><title>Orbit plans</title>
<style>.x{color:red}</style></head><body>
<nav><a href="/">Home</a> <a href="/deal">${o.nav ?? "Spring deal"}</a></nav>
<main><h1>Pricing</h1><p>Simple plans for small crews who ship often.</p>
<h2>Starter</h2><p>${o.price ?? "$9"} per month</p><ul><li>3 projects</li><li>Email help</li></ul>
<h2>Team</h2><p>$29 per month</p><ul><li>Unlimited projects</li><li>${o.note ?? "Chat help"}</li></ul></main>
<script>var hidden = "$1 per month";</script></body></html>`;

const url = "https://orbit.example/pricing";
function pair(before: string, after: string) {
  const v = { beforeHtml: before, afterHtml: after, before: snapshotOf(before, "pricing", url), after: snapshotOf(after, "pricing", url) };
  return { v, raised: scoreRaised(detectChanges(v.before, v.after), emptyModel(), "orbit") };
}

describe("visibleLines", () => {
  it("gives block text as lines and ignores head, style and script", () => {
    const lines = visibleLines(page({}));
    expect(lines).toContain("$9 per month");
    expect(lines).toContain("Chat help");
    expect(lines.join("\n")).not.toContain("Orbit plans");
    expect(lines.join("\n")).not.toContain("color:red");
    expect(lines.join("\n")).not.toContain("$1 per month");
  });
});

describe("lineDiff", () => {
  it("keeps the lines of each side that the other lacks, as a multiset", () => {
    expect(lineDiff(["a", "b", "b"], ["b", "c"])).toEqual({ removed: ["a", "b"], added: ["c"] });
  });
});

describe("classifyMiss", () => {
  it("(a) when a token is in neither version's visible text", () => {
    const { v, raised } = pair(page({}), page({ price: "$12" }));
    expect(classifyMiss(["Starter", "$15"], v, raised).cls).toBe("a");
  });

  it("(a) when the tokens are visible but outside the lines that differ", () => {
    const { v, raised } = pair(page({}), page({ price: "$12" }));
    expect(classifyMiss(["Unlimited projects"], v, raised).reason).toBe("no token in visible diff");
  });

  it("(b) when the text that changed is pruned from what the detector compares (site navigation)", () => {
    const { v, raised } = pair(page({}), page({ nav: "Autumn deal" }));
    const verdict = classifyMiss(["Autumn deal"], v, raised);
    expect(verdict.cls).toBe("b");
    expect(verdict.reason).toBe("absent from compared text");
  });

  it("(c) when the compared text changed with the tokens but no raised change mentions them", () => {
    const { v } = pair(page({}), page({ note: "Phone help" }));
    expect(classifyMiss(["Phone help"], v, []).reason).toBe("no change mentions a token");
  });

  it("(c) lumped: the tokens are in a change the scorer gave to another item", () => {
    const { v, raised } = pair(page({}), page({ price: "$12", note: "Phone help" }));
    const carrier = raised.findIndex((c) => /phone help/i.test(`${c.description} ${c.newContent ?? ""}`));
    expect(carrier).toBeGreaterThanOrEqual(0);
    const matched = raised.map((_, i) => (i === carrier ? ["Something else"] : null));
    expect(classifyMiss(["Phone help"], v, raised, matched).reason).toMatch(/^lumped with another item/);
  });
});

describe("separable", () => {
  it("tells an own block, an own sentence of a shared block and one sentence apart", () => {
    expect(separable(["$12"], ["Chat"], ["Starter $12 per month", "Chat help"])).toBe("own block");
    expect(separable(["$12"], ["Chat"], ["Starter costs $12. Chat help is new."])).toBe("own sentence");
    expect(separable(["$12"], ["Chat"], ["Starter costs $12 with chat help."])).toBe("same sentence");
    expect(separable(["$12", "Team"], ["Chat"], ["Starter $12", "Team plan"])).toBe("spread over blocks");
  });
});
