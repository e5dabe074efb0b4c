/**
 * Edits of a features page, as facts (issue 22 points 1 and 2): a feature whose description now states
 * other facts is a change of that feature; the page's copy that no feature states is compared as copy
 * (the text diff only covers what no fact covers); features added together weigh alike. Pages and wording are the
 * project's own; versions are read by the real extraction (change-stress-kit).
 */
import { describe, expect, it } from "vitest";
import { changesBetween, html } from "@/tests/helpers/change-stress-kit";

type Item = [name: string, description: string];
const BASE: Item[] = [
  ["Parallel builds", "Run up to 20 builds at once across Linux, macOS and Windows."],
  ["Build caching", "Reuse dependencies between runs to cut build times in half."],
  ["Audit log", "See who changed what, when, for every pipeline."],
  ["Secrets vault", "Store keys encrypted and inject them at build time."],
];
const page = (items: Item[], intro = "Everything a build team needs, in one place.") =>
  html("Features | Kilnworks", `<h1>Features</h1><p>${intro}</p>${items.map(([h, d]) => `<section><h3>${h}</h3><p>${d}</p></section>`).join("\n")}`);
const edit = (name: string, description: string) => page(BASE.map(([h, d]) => [h, h === name ? description : d]));
const between = (after: string) => changesBetween(page(BASE), after, "features");

describe("a feature's description changed", () => {
  it("with a figure changed is one change of that feature, medium at most, quoting both descriptions", () => {
    const raised = between(edit("Parallel builds", "Run up to 50 builds at once across Linux, macOS and Windows."));
    expect(raised).toHaveLength(1);
    expect(raised[0]).toMatchObject({ type: "feature", kind: "features_described", importance: "medium" });
    expect(raised[0].description).toBe("Feature changed: Parallel builds: “Run up to 20 builds at once across Linux, macOS and Windows.” → “Run up to 50 builds at once across Linux, macOS and Windows.”");
  });

  it("with a platform dropped or a negation put in is a change", () => {
    expect(between(edit("Parallel builds", "Run up to 20 builds at once across Linux and macOS."))).toHaveLength(1);
    expect(between(edit("Secrets vault", "Store keys encrypted; they are not injected at build time."))).toHaveLength(1);
  });

  it("reworded with every fact kept is no change", () => {
    expect(between(edit("Audit log", "See who changed what and when, for each pipeline."))).toEqual([]);
    expect(between(edit("Build caching", "Reuse your dependencies from one run to the next and halve build times."))).toEqual([]);
  });

  it("beside a feature added, each is its own change", () => {
    const after = page([...BASE.map(([h, d]): Item => [h, h === "Parallel builds" ? d.replace("20", "50") : d]), ["Test insights", "Find flaky tests and the ones that slow your pipeline."]]);
    expect(between(after).map((c) => c.kind).sort()).toEqual(["features_added", "features_described"]);
  });

  it("on more features than a change itemises is one change naming them (the page's descriptions rewritten)", () => {
    const many: Item[] = Array.from({ length: 7 }, (_, i) => [`Runner pool ${String.fromCharCode(65 + i)}`, `Keeps ${i + 2} runners warm for your builds.`]);
    const raised = changesBetween(page(many), page(many.map(([h, d]) => [h, d.replace(/\d+/, (n) => String(Number(n) * 2))])), "features");
    expect(raised).toHaveLength(1);
    expect(raised[0].description).toMatch(/^7 feature descriptions changed: Runner pool A, /);
  });
});

describe("features added, each under its own heading", () => {
  it("are changes of the same importance: the sections they bring do not weigh on the first of them", () => {
    const after = page([...BASE.filter(([h]) => h !== "Secrets vault"), ["Test insights", "Find flaky tests."], ["Artifact storage", "Keep build outputs for 90 days."]]);
    const raised = between(after);
    expect(raised.map((c) => c.kind)).toEqual(["features_added", "features_added", "features_removed"]);
    expect(new Set(raised.map((c) => c.importance))).toEqual(new Set(["medium"]));
  });
});

describe("the features page's own copy", () => {
  it("edited is a copy change of that page, low, quoting the edit; the features beside it raise nothing", () => {
    const raised = changesBetween(page(BASE), page(BASE, "Everything a mobile build team needs, in one place."), "features");
    expect(raised.map((c) => [c.type, c.kind, c.importance, c.description])).toEqual([
      ["content", "copy_changed", "low", "Features page copy changed: 1 paragraph edited (“Everything a build team needs, in one place.” → “Everything a mobile build team needs, in one place.”)"],
    ]);
  });

  it("a feature added, described on its own line, is the feature's change only", () => {
    const inline = (items: Item[]) => html("Features | Kilnworks", `<h1>Features</h1><p>Everything a build team needs.</p><ul>${items.map(([h, d]) => `<li><strong>${h}</strong>: ${d}</li>`).join("")}</ul>`);
    const raised = changesBetween(inline(BASE), inline([...BASE, ["Test insights", "Find flaky tests."]]), "features");
    expect(raised.map((c) => c.kind)).toEqual(["features_added"]);
  });
});
