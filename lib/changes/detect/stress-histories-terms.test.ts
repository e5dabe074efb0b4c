/**
 * Stress histories, terms: usage rates, free allowances and credits, trial length and billing terms
 * on pricing pages the project wrote itself (a usage-priced compute page in prose and lists, a
 * British FAQ-style page), edited the way competitors edit them: a rate changed inside a rewritten
 * paragraph, a rate added to a list, an allowance raised, billing by the second, invoicing, a
 * section rewritten with several facts in it. Truth items come from the two texts alone.
 */
import { describe, expect, it } from "vitest";
import { changesBetween, expected, html, verdict, type TruthItem } from "@/tests/helpers/change-stress-kit";

function check(before: string, after: string, items: TruthItem[]) {
  expect(verdict(changesBetween(before, after), items)).toEqual(expected(items));
}

interface Compute {
  transfer: string;
  freeTransfer: string;
  credit: string;
  billing: string;
  gpu: boolean;
  build: string[];
}

const COMPUTE: Compute = {
  transfer: "<p>Outbound data transfer costs $0.02 per GB. Inbound transfer is always free, and traffic between your own services never leaves our network.</p>",
  freeTransfer: "<p>Every organisation gets 100 GB of outbound transfer free each month.</p>",
  credit: "<p>New organisations receive $5 of free credit to try things out.</p>",
  billing: "<p>Machines are billed by the hour while they run; stopped machines only pay for their storage.</p>",
  gpu: false,
  build: ["<li>The Hobby plan includes 500 build minutes per month</li>", "<li>Extra build minutes cost $0.008 per minute</li>", "<li>Builds run on machines with 2 vCPUs</li>"],
};

const computePage = (c: Compute) =>
  html(
    "Pricing · Nimbusrun",
    `<h1>Pay for what you run</h1><p>No seats, no tiers. Your bill is the sum of the resources your apps use.</p>
<h2>Machines</h2>
<ul><li>shared-1x: $2.00/mo per machine</li><li>shared-2x: $4.00/mo per machine</li><li>performance-4x: $62.00/mo per machine</li>${c.gpu ? "<li>gpu-a10: $1.50/hr per GPU</li>" : ""}</ul>
${c.billing}
<h2>Network</h2>
${c.transfer}
${c.freeTransfer}
<h2>Builds</h2>
<ul>${c.build.join("")}</ul>
<h2>Getting started</h2>
${c.credit}
<p>Questions about a large deployment? Our team answers within one working day.</p>`,
  );

describe("a usage-priced compute page", () => {
  const base = computePage(COMPUTE);

  it("a rate changed inside a rewritten paragraph is one high pricing change with both amounts", () => {
    const after = computePage({
      ...COMPUTE,
      transfer: "<p>Data you send out to the internet is billed at $0.03 per GB; what comes in costs nothing, and traffic between your own services stays on our network.</p>",
    });
    check(base, after, [{ type: "pricing", importance: "high", mustMention: ["0.02", "0.03"] }]);
  });

  it("a rate added to the list of machines is one high pricing change", () => {
    check(base, computePage({ ...COMPUTE, gpu: true }), [{ type: "pricing", importance: "high", mustMention: ["gpu-a10", "1.50"] }]);
  });

  it("a free allowance raised is one medium pricing change", () => {
    const after = computePage({ ...COMPUTE, freeTransfer: "<p>Every organisation gets 160 GB of outbound transfer free each month.</p>" });
    check(base, after, [{ type: "pricing", importance: "medium", mustMention: ["100", "160"] }]);
  });

  it("a free credit raised is one pricing change", () => {
    const after = computePage({ ...COMPUTE, credit: "<p>New organisations receive $10 of free credit to try things out.</p>" });
    const raised = changesBetween(base, after);
    expect(raised).toHaveLength(1);
    expect(raised[0].type).toBe("pricing");
    expect(raised[0].text).toContain("$10");
  });

  it("billing by the second instead of by the hour is one pricing change, a billing term", () => {
    const after = computePage({ ...COMPUTE, billing: "<p>Machines are billed per second while they run; stopped machines only pay for their storage.</p>" });
    check(base, after, [{ type: "pricing", importance: "medium", mustMention: ["per second"] }]);
  });

  it("a section rewritten with three facts changed is three changes", () => {
    const after = computePage({
      ...COMPUTE,
      build: ["<li>Hobby now comes with 1,000 build minutes every month</li>", "<li>Each extra build minute is $0.006</li>", "<li>Builds run on machines with 4 vCPUs</li>"],
    });
    check(base, after, [
      { type: "pricing", importance: "medium", mustMention: ["500", "1000"] },
      { type: "pricing", importance: "high", mustMention: ["0.008", "0.006"] },
      { type: "pricing", importance: "medium", mustMention: ["2 vCPUs", "4 vCPUs"] },
    ]);
  });
});

interface Faq {
  trial: string;
  currency?: string;
  yearly: boolean;
  business: string[];
}

const FAQ: Faq = {
  trial: "You can try any plan free for 14 days. We will not ask for a card until the trial ends.",
  yearly: false,
  business: ["Unlimited clients", "Multi-currency ledgers", "Phone support"],
};

const faqPage = (f: Faq) =>
  html(
    "Pricing | Ledgerly",
    `<h1>Bookkeeping that keeps up</h1>
<div class="tiers"><div class="tier"><h2>Sole trader</h2><p><strong>£8</strong> a month</p><ul><li>1 business</li><li>Receipt scanning</li></ul></div>
<div class="tier"><h2>Business</h2><p><strong>£22</strong> a month</p><ul>${f.business.map((x) => `<li>${x}</li>`).join("")}</ul></div></div>
<h2>Frequently asked questions</h2>
<h3>Is there a free trial?</h3><p>${f.trial}</p>
${f.yearly ? "<h3>Can I pay yearly?</h3><p>Yes. Choose annual billing and get two months free.</p>" : ""}
${f.currency ? `<h3>Which currency do you bill in?</h3><p>${f.currency}</p>` : ""}
<h3>Is my data safe?</h3><p>Your books are encrypted at rest and backed up every night to a second data centre.</p>`,
  );

describe("an FAQ-style pricing page in pounds", () => {
  const base = faqPage(FAQ);

  it("a trial made longer is one medium pricing change with both lengths", () => {
    const after = faqPage({ ...FAQ, trial: "You can try any plan free for 30 days. We will not ask for a card until the trial ends." });
    check(base, after, [{ type: "pricing", importance: "medium", mustMention: ["14", "30"] }]);
  });

  it("annual billing offered in a new question is one pricing change", () => {
    // A billing term (medium) stated by a whole new section (low): the evaluation's readers give such sections low.
    check(base, faqPage({ ...FAQ, yearly: true }), [{ type: "pricing", importance: ["low", "medium"], mustMention: ["annual billing"] }]);
  });

  it("the currency a line says prices are in, changed, is one medium pricing change", () => {
    const billed = (code: string) => faqPage({ ...FAQ, currency: `All prices are in ${code}. VAT is added at checkout.` });
    check(billed("GBP"), billed("EUR"), [{ type: "pricing", importance: "medium", mustMention: ["GBP", "EUR"] }]);
    // a capitalised word that is no currency code put in stays rewording
    check(billed("GBP"), billed("GBP").replace("at checkout.", "at checkout (see FAQ)."), []);
  });

  it("invoicing added to one tier is one medium change naming the tier", () => {
    const after = faqPage({ ...FAQ, business: [...FAQ.business, "Pay by invoice"] });
    check(base, after, [{ type: "pricing", importance: "medium", mustMention: ["Business", "invoice"] }]);
  });
});
