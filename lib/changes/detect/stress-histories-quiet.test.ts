/**
 * Stress histories, edits that change no fact: rewording that keeps every figure and term, markup
 * rebuilt around the same text, a code example edited, an upsell box put under the plans. A reader
 * watching the competitor lists nothing for them, so the detector must raise nothing. Pages are the
 * project's own (a Swiss franc pricing page with an API section, an Indian rupee page).
 */
import { describe, expect, it } from "vitest";
import { changesBetween, html } from "@/tests/helpers/change-stress-kit";

interface Parts {
  intro: string;
  alerts: string;
  cards: (name: string, price: string, items: string[]) => string;
  code: string;
  upsell: boolean;
}

const card = (name: string, price: string, items: string[]) =>
  `<div class="card"><h3>${name}</h3><p class="price">CHF ${price} <span>/ Monat</span></p><ul>${items.map((i) => `<li>${i}</li>`).join("")}</ul><a href="/start">Jetzt starten</a></div>`;

const BASE: Parts = {
  intro: "Wählen Sie den Plan, der zu Ihrem Team passt. Sie können jederzeit wechseln.",
  alerts: "We alert you when a monitor has been failing for 5 minutes, and again every 30 minutes until it recovers.",
  cards: card,
  code: 'curl -X POST https://api.pulsewatch.example/v1/checks \\\n  -H "Authorization: Bearer $API_KEY" \\\n  -d \'{"url": "https://example.com", "interval": 60}\'',
  upsell: false,
};

const page = (p: Parts) =>
  html(
    "Preise – Pulsewatch",
    `<h1>Preise</h1><p>${p.intro}</p>
<div class="cards">${p.cards("Solo", "19", ["20 Monitore", "1-Minuten-Intervall", "E-Mail-Alarme"])}${p.cards("Team", "49", ["100 Monitore", "30-Sekunden-Intervall", "SMS- und Slack-Alarme"])}</div>
${p.upsell ? `<aside class="upsell"><h3>Need more monitors?</h3><p>Talk to us about a custom volume.</p><a href="/contact">Contact sales</a></aside>` : ""}
<h2>Alerts</h2><p>${p.alerts}</p>
<h2>API</h2><p>Every plan includes the REST API. Create checks from your deploy scripts:</p>
<pre><code>${p.code}</code></pre>`,
  );

describe("edits that change no fact", () => {
  const base = page(BASE);

  it("rewording that keeps every figure is no change", () => {
    const after = page({
      ...BASE,
      intro: "Wählen Sie einen Plan, der zu Ihrem Team passt – Sie können jederzeit wechseln.",
      alerts: "We alert you once a monitor has been failing for 5 minutes and again every 30 minutes until it recovers.",
    });
    expect(changesBetween(base, after).map((c) => c.description)).toEqual([]);
  });

  it("markup rebuilt around the same text (wrappers, emphasis, links) is no change", () => {
    const rebuilt = (name: string, price: string, items: string[]) =>
      `<article class="plan plan--${name.toLowerCase()}"><header><h3 class="plan__name">${name}</h3></header><div class="plan__price"><p class="price">CHF <b>${price}</b> <span>/ Monat</span></p></div><ul class="plan__list">${items.map((i) => `<li><span class="tick"></span>${i}</li>`).join("")}</ul><footer><a class="button" href="/start?plan=${name}">Jetzt starten</a></footer></article>`;
    const after = page({ ...BASE, cards: rebuilt, alerts: BASE.alerts.replace("5 minutes", "<strong>5 minutes</strong>").replace("recovers", '<a href="/docs/recovery">recovers</a>') });
    expect(changesBetween(base, after).map((c) => c.description)).toEqual([]);
  });

  it("a code example edited is no change", () => {
    const after = page({ ...BASE, code: 'curl -X POST https://api.pulsewatch.example/v2/checks \\\n  -H "Authorization: Bearer $PULSEWATCH_TOKEN" \\\n  -d \'{"url": "https://example.com", "interval": 30, "regions": ["eu"]}\'' });
    expect(changesBetween(base, after).map((c) => c.description)).toEqual([]);
  });

  it("an upsell box put under the plans is no plan: at most a low content note of the box", () => {
    // Issue 22: an upsell box taken as a plan is no change; the box as new copy is a notice (low), once.
    const raised = changesBetween(base, page({ ...BASE, upsell: true }));
    expect(raised.filter((c) => c.type !== "content" || c.importance !== "low")).toEqual([]);
    expect(raised.length).toBeLessThanOrEqual(1);
  });
});

const rupeePage = (intro: string, basicItems: string[]) =>
  html(
    "Pricing – Kiranabooks",
    `<h1>Simple pricing for every shop</h1><p>${intro}</p>
<div class="grid"><div><h4>Basic</h4><div class="amount">₹499<span>/month</span></div><ul>${basicItems.map((i) => `<li>${i}</li>`).join("")}</ul></div>
<div><h4>Growth</h4><div class="amount">₹1,499<span>/month</span></div><ul><li>5 staff accounts</li><li>GST invoices</li><li>Stock alerts</li></ul></div></div>`,
  );

describe("an Indian rupee page", () => {
  it("list items reordered and a sentence's grammar fixed is no change", () => {
    const before = rupeePage("All prices include GST. Cancel anytime from your dashboard.", ["1 staff account", "GST invoices", "WhatsApp receipts"]);
    const after = rupeePage("All prices include GST. Cancel any time from your dashboard.", ["GST invoices", "1 staff account", "WhatsApp receipts"]);
    expect(changesBetween(before, after).map((c) => c.description)).toEqual([]);
  });
});
