/**
 * Stress histories, rewrites: a usage-priced page rewritten from top to bottom with several facts
 * changed in it, plans written as a list, a French page (trial and annual discount), a Polish card
 * page. A rewrite is itemised into its facts: one change per fact, nothing for the rewording around them.
 */
import { describe, expect, it } from "vitest";
import { changesBetween, expected, html, verdict, type TruthItem } from "@/tests/helpers/change-stress-kit";

function check(before: string, after: string, items: TruthItem[]) {
  expect(verdict(changesBetween(before, after), items)).toEqual(expected(items));
}

const REWRITE_BEFORE = html(
  "Pricing — Queuelane",
  `<h1>Pricing</h1><p>Queuelane charges for the work your queues do. There are no seats and no minimum.</p>
<h2>Plans</h2>
<ul><li><strong>Hobby</strong>: $0/month, 10,000 jobs per month</li><li><strong>Starter</strong>: $19/month, 250,000 jobs per month</li><li><strong>Scale</strong>: $99/month, 5,000,000 jobs per month</li></ul>
<h2>Usage</h2>
<p>Beyond your plan, job runs cost $0.40 per 10,000 runs. Storage for job payloads is $0.10 per GB-month, and log retention beyond 7 days costs $2 per GB.</p>
<p>Every new account gets $10 in free credit. Usage is billed monthly in arrears.</p>`,
);

const REWRITE_AFTER = html(
  "Pricing — Queuelane",
  `<h1>Pricing</h1><p>Queuelane charges for the work your queues do. There are no seats and no minimum.</p>
<h2>Plans</h2>
<ul><li><strong>Hobby</strong>: $0/month, 10,000 jobs per month</li><li><strong>Scale</strong>: $99/month, 5,000,000 jobs per month</li></ul>
<h2>Usage</h2>
<p>Once you pass your plan's jobs, each extra 10,000 runs costs $0.30. Payload storage is billed at $0.10 per GB-month; keeping logs longer than 7 days costs $1.50 per GB.</p>
<p>New accounts start with $25 in free credit. Usage is billed monthly in arrears.</p>`,
);

describe("a usage-priced page rewritten top to bottom", () => {
  it("is itemised into its facts: a plan dropped, two rates changed, a free credit raised", () => {
    check(REWRITE_BEFORE, REWRITE_AFTER, [
      { type: "pricing", importance: "high", mustMention: ["Starter", "19"] },
      { type: "pricing", importance: "high", mustMention: ["0.40", "0.30"] },
      { type: "pricing", importance: "high", mustMention: ["2", "1.50"] },
      { type: "pricing", importance: ["medium", "high"], mustMention: ["10", "25", "credit"] },
    ]);
  });

  // The headline and intro rewritten in other words at the same time ("Pricing" → "Pricing that follows
  // your workload"): the heading replaced at its place is that heading edited, and the edit keeps every fact.
  const introPage = (headline: string, intro: string, plan = "Starter") =>
    html(
      "Pricing — Queuelane",
      `<h1>${headline}</h1><p>${intro}</p>
<h2>${plan}</h2><p>$19/month, 250,000 jobs per month</p>
<h2>Usage</h2><p>Beyond your plan, job runs cost $0.40 per 10,000 runs.</p>`,
    );
  const INTRO = "Queuelane charges for the work your queues do. There are no seats and no minimum, and every plan comes with the full product, email support and a status page for your team.";
  const REWORDED = "Queuelane charges for the work your queues do, with no seats and no minimum, and every plan comes with the full product, email support and a status page for your team.";

  it("a headline and intro reworded together raise no change", () => {
    check(introPage("Pricing", INTRO), introPage("Pricing that follows your workload", REWORDED), []);
  });

  it("a plan's heading renamed in place is still reported", () => {
    const raised = changesBetween(introPage("Pricing", INTRO), introPage("Pricing", INTRO, "Growth"));
    expect(raised.filter((c) => c.text.includes("starter") && c.text.includes("growth")).length).toBeGreaterThan(0);
  });
});

const frenchPage = (trial: string, discount: string, pro: string) =>
  html(
    "Tarifs – Facturo",
    `<h1>Des tarifs simples</h1><p>${trial}</p><p>${discount}</p>
<div class="offres"><div class="offre"><h3>Essentiel</h3><p><span class="prix">9 €</span> HT / mois</p><ul><li>50 factures par mois</li><li>1 utilisateur</li></ul></div>
<div class="offre"><h3>Pro</h3><p><span class="prix">${pro} €</span> HT / mois</p><ul><li>Factures illimitées</li><li>5 utilisateurs</li><li>Relances automatiques</li></ul></div></div>`,
  );

describe("a French pricing page", () => {
  const TRIAL = "Essai gratuit de 14 jours, sans carte bancaire.";
  const DISCOUNT = "Économisez 15 % avec la facturation annuelle.";
  const base = frenchPage(TRIAL, DISCOUNT, "29");

  it("a trial made longer is one medium pricing change", () => {
    check(base, frenchPage("Essai gratuit de 30 jours, sans carte bancaire.", DISCOUNT, "29"), [{ type: "pricing", importance: "medium", mustMention: ["14", "30"] }]);
  });

  it("an annual discount raised and a price changed are two changes", () => {
    check(base, frenchPage(TRIAL, "Économisez 20 % avec la facturation annuelle.", "32"), [
      { type: "pricing", importance: ["medium", "high"], mustMention: ["15", "20"] },
      { type: "pricing", importance: "high", mustMention: ["Pro", "29", "32"] },
    ]);
  });
});

const polishPage = (team: string, seats: string) =>
  html(
    "Cennik — Grafikon",
    `<h1>Cennik</h1><p>Ceny netto. Płatność miesięczna lub roczna.</p>
<div class="plany"><div><h2>Start</h2><p>29 zł / mies.</p><ul><li>1 użytkownik</li><li>10 projektów</li></ul></div>
<div><h2>Zespół</h2><p>${team} zł / mies.</p><ul><li>${seats}</li><li>Projekty bez limitu</li></ul></div></div>`,
  );

describe("a Polish card page", () => {
  it("a price change in złoty is one high change naming the plan", () => {
    check(polishPage("99", "do 10 użytkowników"), polishPage("119", "do 10 użytkowników"), [{ type: "pricing", importance: "high", mustMention: ["Zespół", "99", "119"] }]);
  });

  it("a seat limit changed is one medium change naming the plan", () => {
    check(polishPage("99", "do 10 użytkowników"), polishPage("99", "do 15 użytkowników"), [{ type: "pricing", importance: "medium", mustMention: ["Zespół", "10", "15"] }]);
  });
});
