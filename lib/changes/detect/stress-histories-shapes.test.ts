/**
 * Stress histories, page shapes: a static-site pricing page whose plans are h2/h3 sections and whose
 * FAQ questions are headings, cards whose features are paragraphs, a pricing page restructured
 * (prose to cards, cards to a table) with the same facts, a volume tier table, add-ons in prose,
 * card buttons and badges edited, a notice banner, a French page with CLDR number format. Pages
 * and wording are the project's own; truth items come from the two texts alone, one per fact.
 */
import { describe, expect, it } from "vitest";
import { changesBetween, expected, html, verdict, type TruthItem } from "@/tests/helpers/change-stress-kit";

function check(before: string, after: string, items: TruthItem[]) {
  expect(verdict(changesBetween(before, after), items)).toEqual(expected(items));
}

const none = (before: string, after: string) => expect(changesBetween(before, after).map((c) => c.description)).toEqual([]);

interface Tier {
  name: string;
  price: string;
  lines: string[];
}

const DOC_TIERS: Tier[] = [
  {
    name: "Hobby",
    price: "$0",
    lines: ["2 sites", "10,000 page views per month"],
  },
  {
    name: "Studio",
    price: "$18 per month",
    lines: ["10 sites", "250,000 page views per month", "Form submissions"],
  },
  {
    name: "Agency",
    price: "$64 per month",
    lines: ["50 sites", "2,000,000 page views per month", "Client billing", "White-label dashboard"],
  },
];

/** A docs-site page: plans are h3 under an h2, prose lines, FAQ questions as h3 under an h2. */
const docsPage = (tiers: Tier[], faq = "You can cancel from the account page; the plan runs to the end of the paid month.") =>
  html(
    "Pricing | Pagepond docs",
    `<article class="markdown"><h1 id="pricing">Pricing</h1><p>Pagepond hosts static sites. Every plan includes HTTPS and a global CDN.</p>
<h2 id="plans">Plans</h2>${tiers.map((t) => `<h3 id="${t.name.toLowerCase()}">${t.name}</h3><p><strong>${t.price}</strong></p><ul>${t.lines.map((l) => `<li>${l}</li>`).join("")}</ul>`).join("\n")}
<h2 id="faq">FAQ</h2><h3 id="cancel">How do I cancel?</h3><p>${faq}</p><h3 id="overage">What if I go over my page views?</h3><p>We email you first. Sites are never taken offline.</p></article>`,
  );

describe("a docs-site pricing page with plans as h3 sections", () => {
  const base = docsPage(DOC_TIERS);
  const withTier = (name: string, fn: (t: Tier) => Tier) => docsPage(DOC_TIERS.map((t) => (t.name === name ? fn(structuredClone(t)) : t)));

  it("a plan's price raised is one high change naming the plan and both prices", () => {
    check(
      base,
      withTier("Studio", (t) => ({ ...t, price: "$22 per month" })),
      [
        {
          type: "pricing",
          importance: "high",
          mustMention: ["Studio", "18", "22"],
        },
      ],
    );
  });

  it("a page-view quota raised in one plan is one medium change naming the plan", () => {
    check(
      base,
      withTier("Studio", (t) => ({
        ...t,
        lines: t.lines.map((l) => l.replace("250,000", "500,000")),
      })),
      [
        {
          type: "pricing",
          importance: "medium",
          mustMention: ["Studio", "250000", "500000"],
        },
      ],
    );
  });

  it("an FAQ question added with a refund term is one pricing change", () => {
    const after = docsPage(DOC_TIERS).replace("</article>", '<h3 id="refunds">Can I get a refund?</h3><p>Yes, within 14 days of any payment, no questions asked.</p></article>');
    check(base, after, [
      {
        type: "pricing",
        importance: ["medium", "low"],
        mustMention: ["refund", "14 days"],
      },
    ]);
  });
});

/** Cards whose features are paragraphs, not list items. */
const pCards = (tiers: Tier[], badge = "Most popular", cta = "Get started") =>
  html(
    "Pricing – Inkwell",
    `<h1>Pricing</h1><p>Write, review and publish with your whole team.</p><div class="cards">${tiers
      .map(
        (t, i) =>
          `<div class="card">${i === 1 ? `<span class="badge">${badge}</span>` : ""}<h2>${t.name}</h2><p class="price">${t.price}</p>${t.lines.map((l) => `<p class="feature">${l}</p>`).join("")}<a class="cta" href="/signup">${cta}</a></div>`,
      )
      .join("")}</div>
<h2>Common questions</h2><h3>What counts as an editor seat?</h3><p>Anyone who can write or approve a draft. Readers and commenters are free.</p><h3>Can I pay yearly?</h3><p>Yes, and yearly billing is shown at checkout.</p>`,
  );

const INK: Tier[] = [
  {
    name: "Writer",
    price: "$8 / month",
    lines: ["1 editor seat", "5 GB of media", "Draft history for 30 days"],
  },
  {
    name: "Newsroom",
    price: "$36 / month",
    lines: ["10 editor seats", "100 GB of media", "Draft history for 1 year", "Editorial calendar"],
  },
  {
    name: "Publisher",
    price: "$120 / month",
    lines: ["50 editor seats", "1 TB of media", "Unlimited draft history", "Editorial calendar", "Single sign-on"],
  },
];

describe("cards whose features are paragraphs", () => {
  const base = pCards(INK);
  const withTier = (name: string, fn: (t: Tier) => Tier) => pCards(INK.map((t) => (t.name === name ? fn(structuredClone(t)) : t)));

  it("a seat limit changed is one medium change naming the plan", () => {
    check(
      base,
      withTier("Newsroom", (t) => ({
        ...t,
        lines: t.lines.map((l) => l.replace("10 editor", "15 editor")),
      })),
      [
        {
          type: "pricing",
          importance: "medium",
          mustMention: ["Newsroom", "15 editor seats"],
        },
      ],
    );
  });

  it("a feature line added is one medium change naming the plan", () => {
    check(
      base,
      withTier("Writer", (t) => ({
        ...t,
        lines: [...t.lines, "Custom domain"],
      })),
      [
        {
          type: "pricing",
          importance: "medium",
          mustMention: ["Writer", "Custom domain"],
        },
      ],
    );
  });

  it("a price lowered is one high change", () => {
    check(
      base,
      withTier("Publisher", (t) => ({ ...t, price: "$99 / month" })),
      [
        {
          type: "pricing",
          importance: "high",
          mustMention: ["Publisher", "120", "99"],
        },
      ],
    );
  });

  it("the buttons relabelled on every card is no change", () => {
    none(base, pCards(INK, "Most popular", "Choose this plan"));
  });

  it("the badge reworded is no change", () => {
    none(base, pCards(INK, "Best value"));
  });
});

/** The same three plans stated in prose, as cards, and as a table. */
const PROSE = html(
  "Pricing – Ferrylog",
  `<h1>Pricing</h1><p>Ferrylog has three plans. Basic costs $15 per month and covers 5 vessels. Fleet costs $45 per month and covers 25 vessels. Harbour costs $140 per month and covers 100 vessels.</p><p>All plans include port schedules and crew rosters.</p>`,
);

const FERRY: Tier[] = [
  { name: "Basic", price: "$15 per month", lines: ["5 vessels"] },
  { name: "Fleet", price: "$45 per month", lines: ["25 vessels"] },
  { name: "Harbour", price: "$140 per month", lines: ["100 vessels"] },
];

const ferryCards = (tiers: Tier[]) =>
  html(
    "Pricing – Ferrylog",
    `<h1>Pricing</h1><div class="plans">${tiers.map((t) => `<div class="plan"><h3>${t.name}</h3><p class="price">${t.price}</p><ul>${t.lines.map((l) => `<li>${l}</li>`).join("")}</ul></div>`).join("")}</div><p>All plans include port schedules and crew rosters.</p>`,
  );

const ferryTable = (tiers: Tier[]) =>
  html(
    "Pricing – Ferrylog",
    `<h1>Pricing</h1><table><thead><tr><th>Plan</th><th>Price</th><th>Vessels</th></tr></thead><tbody>${tiers
      .map((t) => `<tr><td>${t.name}</td><td>${t.price}</td><td>${t.lines[0].replace(" vessels", "")}</td></tr>`)
      .join("")}</tbody></table><p>All plans include port schedules and crew rosters.</p>`,
  );

describe("a pricing page restructured with the same facts", () => {
  it("prose turned into cards with the same prices and limits raises no change", () => {
    none(PROSE, ferryCards(FERRY));
  });

  it("cards turned into a table with the same prices and limits raises no change", () => {
    none(ferryCards(FERRY), ferryTable(FERRY));
  });

  it("cards turned into a table with one price changed is one high change", () => {
    check(ferryCards(FERRY), ferryTable(FERRY.map((t) => (t.name === "Fleet" ? { ...t, price: "$49 per month" } : t))), [
      {
        type: "pricing",
        importance: "high",
        mustMention: ["Fleet", "45", "49"],
      },
    ]);
  });

  it("a new card on a page that stated prices in prose is one change, not one per part of the card", () => {
    const before = html(
      "Pricing – Ferrylog",
      `<h1>Pricing</h1><p>Basic costs $15 per month for 5 vessels.</p><div class="plans"><div class="plan"><h3>Basic</h3><p class="price">$15 per month</p><ul><li>5 vessels</li><li>Port schedules</li></ul><a href="/s">Choose Basic</a></div></div>`,
    );
    const after = html(
      "Pricing – Ferrylog",
      `<h1>Pricing</h1><p>Basic costs $15 per month for 5 vessels.</p><div class="plans"><div class="plan"><h3>Basic</h3><p class="price">$15 per month</p><ul><li>5 vessels</li><li>Port schedules</li></ul><a href="/s">Choose Basic</a></div><div class="plan"><h3>Fleet</h3><p class="price">$45 per month</p><ul><li>25 vessels</li><li>Crew rosters</li></ul><a href="/s">Choose Fleet</a></div></div>`,
    );
    check(before, after, [{ type: "pricing", importance: "high", mustMention: ["Fleet", "45"] }]);
  });
});

/** Volume tiers: a quantity band per row, a unit price per row. */
const volumeTable = (rows: Array<[string, string]>) =>
  html(
    "SMS pricing – Beepline",
    `<h1>SMS pricing</h1><p>Pay as you go. Prices are per message sent, billed monthly.</p><table><thead><tr><th>Messages per month</th><th>Price per message</th></tr></thead><tbody>${rows
      .map(([q, p]) => `<tr><td>${q}</td><td>${p}</td></tr>`)
      .join("")}</tbody></table>`,
  );

const VOLUME: Array<[string, string]> = [
  ["First 10,000", "$0.0079"],
  ["10,001 – 100,000", "$0.0071"],
  ["100,001 – 1,000,000", "$0.0063"],
];

describe("a volume tier table", () => {
  it("a band's quantity bounds rewritten with German grouping marks is no change", () => {
    const de = VOLUME.map(([q, p]) => [q.replace(/,/g, "."), p] as [string, string]);
    const grouped = VOLUME.map(([q, p]) => [q.replace(/,/g, "\u202f"), p] as [string, string]);
    none(volumeTable(de), volumeTable(grouped));
  });

  it("one band's price lowered is one high change with both prices", () => {
    check(volumeTable(VOLUME), volumeTable(VOLUME.map(([q, p], i) => [q, i === 1 ? "$0.0068" : p])), [
      {
        type: "pricing",
        importance: "high",
        mustMention: ["0.0071", "0.0068"],
      },
    ]);
  });

  it("a band added at the top is one high change", () => {
    check(volumeTable(VOLUME), volumeTable([...VOLUME, ["Over 1,000,000", "$0.0055"]]), [{ type: "pricing", importance: "high", mustMention: ["0.0055"] }]);
  });
});

const addOnPage = (addOns: string) =>
  html(
    "Pricing – Crateful",
    `<h1>Pricing</h1><div class="plans"><div class="plan"><h3>Shop</h3><p class="price">$29/mo</p><ul><li>500 orders</li></ul></div><div class="plan"><h3>Warehouse</h3><p class="price">$89/mo</p><ul><li>5,000 orders</li></ul></div></div>
<h2>Add-ons</h2><p>${addOns}</p>`,
  );

describe("add-ons stated in prose", () => {
  const base = addOnPage("Need more? Extra users are $5 per month each, and label printing is $10 per month per location.");

  it("one add-on's price raised is one high change with both prices", () => {
    check(base, addOnPage("Need more? Extra users are $7 per month each, and label printing is $10 per month per location."), [
      {
        type: "pricing",
        importance: "high",
        mustMention: ["5", "7", "users"],
      },
    ]);
  });

  it("an add-on added to the sentence is one change", () => {
    check(base, addOnPage("Need more? Extra users are $5 per month each, label printing is $10 per month per location, and returns handling is $15 per month."), [
      { type: "pricing", importance: "high", mustMention: ["returns", "15"] },
    ]);
  });
});

const bannerPage = (banner: string) =>
  html(
    "Pricing – Crateful",
    `${banner}<h1>Pricing</h1><p>Run your shop's back office from one place. Orders, stock and shipping labels stay in sync across every sales channel you sell on.</p>
<div class="plans"><div class="plan"><h3>Shop</h3><p class="price">$29/mo</p><ul><li>500 orders</li><li>2 sales channels</li></ul><a class="btn" href="/s">Get started</a></div>
<div class="plan"><h3>Warehouse</h3><p class="price">$89/mo</p><ul><li>5,000 orders</li><li>10 sales channels</li></ul><a class="btn" href="/s">Get started</a></div></div>
<h2>Questions</h2><h3>Can I switch plans?</h3><p>Yes. Upgrades apply at once; downgrades apply at the next renewal.</p><h3>Is there a setup fee?</h3><p>No, there is no setup fee on any plan.</p>`,
  );

describe("a notice banner", () => {
  const banner = `<div class="notice" role="status"><p>Scheduled maintenance on Sunday night: the dashboard may be slow for an hour.</p></div>`;

  it("a banner added is at most one low change", () => {
    const raised = changesBetween(bannerPage(""), bannerPage(banner));
    expect(raised.filter((c) => c.importance !== "low")).toEqual([]);
    expect(raised.length).toBeLessThanOrEqual(1);
  });

  it("a banner taken away is at most one low change", () => {
    const raised = changesBetween(bannerPage(banner), bannerPage(""));
    expect(raised.filter((c) => c.importance !== "low")).toEqual([]);
    expect(raised.length).toBeLessThanOrEqual(1);
  });
});

const nbsp = "\u202f";
const frPage = (pro: string, quota: string) =>
  html(
    "Tarifs – Carnetlib",
    `<h1>Tarifs</h1><p>Prix hors taxes, sans engagement.</p><div class="offres"><div class="offre"><h3>Essentiel</h3><p class="prix">9,50${nbsp}€ par mois</p><ul><li>1${nbsp}000 fiches</li><li>Assistance par e-mail</li></ul></div>
<div class="offre"><h3>Pro</h3><p class="prix">${pro}${nbsp}€ par mois</p><ul><li>${quota} fiches</li><li>Assistance prioritaire</li><li>Export comptable</li></ul></div></div>`,
  );

describe("a French page with CLDR number format", () => {
  const base = frPage("24,90", `10${nbsp}000`);

  it("a price in French format changed is one high change naming the plan", () => {
    check(base, frPage("29,90", `10${nbsp}000`), [
      {
        type: "pricing",
        importance: "high",
        mustMention: ["Pro", "24,90", "29,90"],
      },
    ]);
  });

  it("a quota with a narrow space as grouping changed is one medium change", () => {
    check(base, frPage("24,90", `25${nbsp}000`), [
      {
        type: "pricing",
        importance: "medium",
        mustMention: ["Pro", "25 000 fiches"],
      },
    ]);
  });
});
