/**
 * A plan card whose list is re-cut around a line naming another plan ("Everything in Starter, plus:"
 * in place of the lines Starter has) includes what it did: no change. A feature that came or went in
 * the same edit is still reported, once; a change of the named plan is reported under that plan only.
 */
import { describe, expect, it } from "vitest";
import { changesBetween, html } from "@/tests/helpers/change-stress-kit";

type Plan = { name: string; price: string; features: string[] };
const card = (p: Plan) => `<section><h2>${p.name}</h2><p>${p.price}</p><ul>${p.features.map((f) => `<li>${f}</li>`).join("")}</ul><a href="/signup">Get started</a></section>`;
const page = (plans: Plan[]) => html("Pricing", `<h1>Pricing</h1><p>Simple plans for teams of every size.</p>${plans.map(card).join("")}<h2>FAQ</h2><p>Cancel any time.</p>`);

const starter: Plan = { name: "Starter", price: "$19 per month", features: ["3 projects", "Email support", "Basic analytics"] };
const spelledOut: Plan = { name: "Team", price: "$49 per month", features: ["3 projects", "Email support", "Basic analytics", "10 more projects", "Chat support"] };
const inherits = (...own: string[]): Plan => ({ ...spelledOut, features: ["Everything in Starter, plus:", ...own] });
const described = (before: Plan[], after: Plan[]) => changesBetween(page(before), page(after)).map((c) => c.description);

describe("a plan's list that names another plan", () => {
  it("re-cut into a line naming the plan whose lines it drops, or back, raises nothing", () => {
    expect(described([starter, spelledOut], [starter, inherits("10 more projects", "Chat support")])).toEqual([]);
    expect(described([starter, inherits("10 more projects", "Chat support")], [starter, spelledOut])).toEqual([]);
  });

  it("re-cut while a feature came or went reports that feature alone", () => {
    expect(described([starter, spelledOut], [starter, inherits("10 more projects", "Chat support", "Audit log")])).toEqual(["Team plan: 1 feature added (Audit log)"]);
    expect(described([starter, spelledOut], [starter, inherits("10 more projects")])).toEqual(["Team plan: 1 feature removed (Chat support)"]);
  });

  it("kept as written while the named plan changed reports the change under that plan only", () => {
    const team = inherits("10 more projects", "Chat support");
    expect(described([starter, team], [{ ...starter, features: [...starter.features, "Webhooks"] }, team])).toEqual(["Starter plan: 1 feature added (Webhooks)"]);
  });
});
