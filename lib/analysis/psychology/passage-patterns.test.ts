import { describe, expect, it } from "vitest";
import { readPassages } from "../passages/read";
import type { TimerCheck } from "../passages/types";
import { analyzePsychologyLocal } from "./local";
import { modelDocuments } from "./model";
import { findPassageHits } from "./passage-patterns";

// Made-up pages of a CI product and of a shop's checkout step.
const HOME = `<!doctype html><html><head><title>Pipelineo</title></head><body>
<nav><a href="/">Home</a><a href="/returns">Returns / Warranty</a><a href="/pricing">Pricing</a></nav>
<main><h1>Builds in minutes, not hours</h1>
<p>Pipelineo runs your tests in parallel on fast machines.</p>
<div class="actions"><a class="btn" href="/signup">Start free trial</a> <a href="#">No thanks, I enjoy slow builds</a></div>
<div class="countdown">Offer ends in <span>0</span><span>2</span>:<span>1</span><span>1</span>:<span>5</span><span>9</span></div>
<section class="recommendations"><h2>You might also like</h2><a href="/blog">Our blog</a></section>
</main>
<div class="cookie-banner"><p>We use cookies. By continuing you agree to our use of cookies.</p><button>OK</button></div>
</body></html>`;

const CHECKOUT = `<!doctype html><html><head><title>Checkout</title></head><body><main>
<form><h2>Your basket</h2>
  <label><input type="checkbox" checked> Extended warranty, 2 years (+$29)</label>
  <label><input type="checkbox" required> I agree to the terms and to receive marketing from partners</label>
  <button type="submit">Pay now</button>
</form>
<form><h2>Create an account to check out</h2><input type="email"><input type="password" autocomplete="new-password"><button type="submit">Create account</button></form>
</main></body></html>`;

const pages = (timers: TimerCheck[] = []) => ({
  competitorName: "Pipelineo",
  pages: [{ url: "https://pipelineo.test/", markdown: "# Builds in minutes, not hours\n\nStart free trial No thanks, I enjoy slow builds" }],
  pricingPlans: [],
  passages: [readPassages(HOME, "https://pipelineo.test/", "home"), readPassages(CHECKOUT, "https://pipelineo.test/checkout", "pricing")],
  timers,
});

describe("dark patterns from passages", () => {
  it("finds the confirmshaming decline beside its call to action, not trial framing of a merged line", () => {
    const result = analyzePsychologyLocal(pages());
    const shaming = result.darkPatterns.find((p) => p.type === "Confirmshaming");
    expect(shaming?.evidence).toEqual(["No thanks, I enjoy slow builds"]);
    expect(shaming?.description).toContain('declines "Start free trial"');
    const trial = result.techniques.find((t) => t.tactic === "Free-trial framing");
    expect(trial?.evidence.join(" ")).not.toContain("No thanks");
  });

  it("finds the pre-ticked paid extra, the required marketing consent and the account wall from the form controls", () => {
    const result = analyzePsychologyLocal(pages());
    const sneak = result.darkPatterns.find((p) => p.type === "Sneak into Basket");
    expect(sneak).toMatchObject({ category: "Sneaking", severity: "high", evidence: ["Extended warranty, 2 years (+$29)"] });
    const forced = result.darkPatterns.find((p) => p.type === "Forced Enrollment");
    expect(forced?.category).toBe("Forced Action");
    expect(forced?.severity).toBe("high");
    expect(forced?.evidence).toEqual(expect.arrayContaining(["I agree to the terms and to receive marketing from partners", "Create an account to check out — Create account"]));
  });

  it("reports the countdown; high severity once two fetches show it restarting", () => {
    const plain = analyzePsychologyLocal(pages()).darkPatterns.find((p) => p.type === "Countdown Timer");
    expect(plain?.evidence.join(" ")).toContain("02:11:59");
    const fake: TimerCheck = { kind: "home", url: "https://pipelineo.test/", first: "02:11:59", second: "05:40:12", elapsedMin: 1, elapsedMax: 3, fake: true };
    const timer = analyzePsychologyLocal(pages([fake])).darkPatterns.find((p) => p.type === "Countdown Timer");
    expect(timer?.severity).toBe("high");
    expect(timer?.description).toContain("restarts on every load");
  });

  it("does not flag navigation, recommendations or the cookie banner", () => {
    const hits = findPassageHits([readPassages(HOME, "https://pipelineo.test/", "home")]);
    const quoted = hits.map((h) => h.segment.text);
    expect(quoted).not.toContain("Returns / Warranty");
    expect(quoted).not.toContain("You might also like");
    expect(quoted.some((t) => /cookies/.test(t))).toBe(false);
    expect(hits.map((h) => h.category).sort()).toEqual(["Misdirection", "Urgency"]);
  });
});

describe("the model's documents when the scan read passages", () => {
  it("gives one element per line with its role, what it declines, control state, and the timer's two readings", () => {
    const fake: TimerCheck = { kind: "home", url: "https://pipelineo.test/", first: "02:11:59", second: "05:40:12", elapsedMin: 1, elapsedMax: 3, fake: true };
    const docs = modelDocuments(pages([fake]));
    const text = docs.map((d) => d.text).join("\n");
    expect(text).toContain("[decline; beside: Start free trial] No thanks, I enjoy slow builds");
    expect(text).toContain("ticked in advance] Extended warranty, 2 years (+$29)");
    expect(text).toContain("creates an account, no guest path] Create an account to check out");
    expect(text).toContain("read 02:11:59, then 05:40:12");
    expect(text).not.toContain("Returns / Warranty");
  });
});
