import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { psychologyAnalyses } from "@/db/schema";
import { makeUser } from "@/tests/helpers/http";
import { loadExpected } from "@/tests/fixtures/fixture-sites";
import { createLocalProvider } from "@/lib/ai/local-tools";
import { answerChat } from "./answer";
import { CHAT_SUGGESTIONS } from "./copy";
import { parseQuestion } from "./planner";
import { seedSite, type SeededCompetitor } from "./testing/seed";

/**
 * The local planner on real data: seven fixture sites (USD, EUR and GBP pricing, French and German
 * pages) extracted by the real scanner code; three of them also have a second scan whose changes came
 * from the real change detection. Every expectation is a fact of the fixture sites.
 */
let userId: string;
const seeded: Record<string, SeededCompetitor> = {};
const ask = (query: string, competitorId?: string) => answerChat(getDb(), userId, { query, competitorId }, { provider: createLocalProvider() });
const [PRICING, LAUNCHES, POSITIONING, STRENGTHS, SEGMENTS] = CHAT_SUGGESTIONS;

beforeAll(async () => {
  const db = getDb();
  const { user } = await makeUser();
  userId = user.id;
  seeded.flowdesk = await seedSite(db, userId, "flowdesk", { type: "baseline", v2: true });
  for (const s of ["sendwave", "pulsemetrics", "quillnote", "clairbox", "datenwerk", "ledgerly"]) seeded[s] = await seedSite(db, userId, s, { v2: s === "sendwave" || s === "pulsemetrics" });
  // another user's competitor must never show up
  const other = await makeUser();
  await seedSite(db, other.user.id, "quillnote", { name: "Secret Rival Inc" });
}, 90_000);

describe("question parsing", () => {
  it("recognises the five suggested questions and names of competitors", () => {
    const list = [{ id: "a", name: "Sendwave", url: "https://sendwave.example/" }, { id: "b", name: "Pulsemetrics", url: "https://pulsemetrics.example/" }];
    expect(CHAT_SUGGESTIONS.map((q) => parseQuestion(q, list).intent)).toEqual(["pricing", "launches", "positioning", "swot", "segments"]);
    expect(parseQuestion("main pricing differences between competitors", list).intent).toBe("pricing");
    expect(parseQuestion("How much does sendwave charge?", list)).toMatchObject({ intent: "pricing", mentioned: ["a"] });
    expect(parseQuestion("Compare Pulsemetrics vs Sendwave", list)).toMatchObject({ intent: "compare", mentioned: ["b", "a"] });
    expect(parseQuestion("Who integrates with Shopify?", list)).toMatchObject({ intent: "integrations", terms: ["shopify"] });
  });
});

describe("local planner: the five suggested questions", () => {
  it("pricing differences: a table of every competitor's plans and prices with sources, compared within currency", async () => {
    const a = await ask(PRICING);
    expect(a.source).toBe("local");
    expect(a.message).toContain("running without a model");
    expect(a.message).toMatch(/\| Competitor \| Plans \| Entry paid plan/);
    expect(a.message).toContain("Flowdesk (your product)");
    expect(a.message).toContain("Personal — $4/mo"); // Quillnote
    expect(a.message).toContain("Scale — $1,299/mo"); // Sendwave
    expect(a.message).toContain("Essentiel — €19/agent/mo"); // Clairbox, French page
    expect(a.message).toContain("Professional — €79.90/user/mo"); // Datenwerk, German page
    expect(a.message).toContain("Solo — £9/mo"); // Ledgerly
    expect(a.message).toContain("**Entry price (USD):** lowest is Quillnote Personal at $4/mo");
    expect(a.message).toContain("amounts are compared only within the same currency");
    expect(a.message).toContain("(https://clairbox.example/clairbox/tarifs/)");
    expect(a.message).toContain("Quillnote Lifetime ($99 one-time)");
    expect(a.message).not.toContain("Secret Rival");
    expect(a.tools).toEqual(expect.arrayContaining(["list_competitors", "get_pricing"]));
  });

  it("recent feature launches: the features the second scans found, per competitor, with dates and sources", async () => {
    const a = await ask(LAUNCHES);
    expect(a.message).toContain("## Recent feature launches (last 90 days)");
    for (const site of ["flowdesk", "sendwave", "pulsemetrics"]) {
      for (const f of loadExpected(site).v2.featuresAdded) expect(a.message).toContain(`Feature added: ${f}`);
      expect(a.message).toContain(`### ${seeded[site].name}`);
    }
    expect(a.message).toMatch(/No feature launches detected at Quillnote, Clairbox, Datenwerk and Ledgerly/);
    expect(a.message).toContain("Growth plan: $79 → $89/month");
    expect(a.message).toContain("(https://sendwave.example/sendwave/product)");
  });

  it("positioning: headline, angles and go-to-market of each competitor, with evidence", async () => {
    const a = await ask(POSITIONING);
    expect(a.message).toContain("## Positioning strategies of 7 competitors");
    for (const h of ["Plan, track and ship work as one team", "Email that grows with your audience", "A quiet place to write", "Un support client clair, rapide et humain", "Bookkeeping that does itself"]) expect(a.message).toContain(`“${h}”`);
    expect(a.message).toMatch(/\| Quillnote \|[^\n]*\| Freemium \(Free plan\) \|/);
    expect(a.message).toMatch(/\| Clairbox \|[^\n]*Self-serve plans \+ sales-led top tier/);
    expect(a.message).toContain("**Most crowded angle:**");
    expect(a.message).toContain("**Your product** leads with");
  });

  it("strengths and weaknesses: computed against the other competitors", async () => {
    const a = await ask(STRENGTHS);
    expect(a.message).toContain("Compared across 7 scanned competitors");
    expect(a.message).toContain("Lowest paid entry price in USD: Personal at $4/mo");
    expect(a.message).toContain("Highest paid entry price in USD: Growth at $89/mo");
    expect(a.message).toContain("Lowest paid entry price in EUR: Essentiel at €19/agent/mo");
    expect(a.message).toContain("No public pricing: buyers must contact sales"); // Pulsemetrics renders prices with JavaScript
    expect(a.message).toMatch(/### Quillnote\n\n\*\*Strengths\*\*[\s\S]*One-time purchase option \(Lifetime, \$99 one-time\)[\s\S]*Few integrations: 4 vs a median of/);
    expect(a.message).toMatch(/Broad ecosystem: 11 integrations/); // Datenwerk
  });

  it("market segments: each competitor's size segment from its plans and pages, with the evidence named, roles and plan ladders", async () => {
    const a = await ask(SEGMENTS);
    // the segment comes from whom the plans address, not from counting the word "enterprise"
    expect(a.message).toMatch(/\| Quillnote \| Individuals \|/);
    expect(a.message).toMatch(/\| Ledgerly \| Small teams \| individuals \| Accountants and finance teams \|/);
    expect(a.message).toMatch(/\| Clairbox \| Small teams \| enterprise \| Customer support teams \|/);
    expect(a.message).toMatch(/\| Sendwave \| All sizes \(mixed\) \|[^\n]*Marketers/);
    expect(a.message).toMatch(/\| Pulsemetrics \| Unclear \|[^\n]*Product and analytics teams/);
    // evidence names the words, the plan and the page
    expect(a.message).toContain("“For small businesses with staff.” (Practice plan, pricing page)");
    expect(a.message).toContain("“SSO and audit logs” (Enterprise plan, pricing page)");
    expect(a.message).toContain("Solo → Practice → Firm");
    expect(a.message).toContain("### Segment coverage");
  });
});

describe("local planner: focus and free questions", () => {
  // Was: the whole table of every competitor first, then the selected one's plans (issue 24: a
  // focused question gets a focused answer).
  it("a selected competitor's own plans come first, with its pricing changes, then where it stands", async () => {
    const a = await ask(PRICING, seeded.sendwave.id);
    expect(a.competitor).toEqual({ id: seeded.sendwave.id, name: "Sendwave" });
    expect(a.message).toMatch(/^## Sendwave: pricing\n\n\| Plan \| Price \| Billed annually/);
    expect(a.message).toContain("Scale (highlighted)");
    // the pricing changes of that scan, each dated; the Growth price move among them
    expect(a.message).toMatch(/### Recent pricing changes\n\n(?:- .*\n)*- \w{3} \d+, \d{4} — Growth plan: \$79 → \$89\/month/);
    expect(a.message).toContain("Its entry price $89/mo is the highest of the 3 products pricing in USD");
    expect(a.message.indexOf("Quillnote")).toBeGreaterThan(a.message.indexOf("### Against the others"));
  });

  it("a competitor named in the question is answered about", async () => {
    const a = await ask("How much does Quillnote charge?");
    expect(a.message).toContain("## Quillnote: pricing");
    expect(a.message).toContain("Its entry price $4/mo is the lowest");
  });

  it("integration lookups, comparisons and full-text search name competitors and sources", async () => {
    const shopify = await ask("Does anyone integrate with Shopify?");
    expect(shopify.message).toMatch(/\*\*Shopify:\*\* Sendwave \(\[source\]\(https:\/\/sendwave\.example\/sendwave\/marketplace\)\), Clairbox .* and Ledgerly/);
    expect(shopify.message).toMatch(/not listed by Flowdesk, Pulsemetrics, Quillnote and Datenwerk/);

    const vs = await ask("Compare Sendwave vs Quillnote");
    expect(vs.message).toContain("## Sendwave vs Quillnote");
    expect(vs.message).toMatch(/\| \*\*Entry plan\*\* \| Growth \$89\/mo \| Personal \$4\/mo \|/);

    const replay = await ask("Who offers session replay?");
    expect(replay.message).toContain("**Pulsemetrics** lists “Session replay”");
    expect(replay.tools).toContain("search_snapshots");

    const none = await ask("xyzzy frobnicate");
    expect(none.message).toContain("I couldn't find anything about “xyzzy frobnicate”");
  });

  it("lists recent changes and says when no persuasion analysis exists yet", async () => {
    const changes = await ask("What changed recently?");
    // Was: "## Recent changes" with a table of every change; now dated lines per competitor.
    expect(changes.message).toMatch(/## Changes in the last 90 days\n\n\d+ changes at Pulsemetrics and Sendwave, newest first/);
    expect(changes.message).toMatch(/- Sendwave, \w{3} \d+, \d{4} — pricing: Growth plan: \$79 → \$89\/month/);
    expect(changes.message).toContain("Growth plan: $79 → $89/month");
    const psy = await ask("Which dark patterns does Sendwave use?");
    expect(psy.message).toContain("**Sendwave:** No psychology analysis available yet");
  });

  it("ranks competitors by the tactics their persuasion analyses rate manipulative, and never cuts a word", async () => {
    const analysis = (manipulative: number, dark: number) => ({
      profile: { summary: "Pushes upgrades with countdown timers and confirmshaming on the cancel flow of every plan." },
      techniques: [{ tactic: "Scarcity", effectiveness: "high" }],
      darkPatterns: Array.from({ length: dark }, (_, i) => ({ type: `countdown timer number ${i + 1} on the pricing page` })),
      ethicalConcerns: Array.from({ length: manipulative }, (_, i) => ({ tactic: `Confirmshaming ${i + 1}`, rating: "manipulative" })),
    });
    await getDb().insert(psychologyAnalyses).values([
      { userId, competitorId: seeded.clairbox.id, status: "completed", analysis: analysis(1, 1), confidence: 0.7, dataPoints: 12, completedAt: new Date() },
      { userId, competitorId: seeded.ledgerly.id, status: "completed", analysis: analysis(3, 2), confidence: 0.8, dataPoints: 20, completedAt: new Date() },
    ]);
    const a = await ask("Which competitor is most manipulative?");
    expect(a.message).toMatch(/### Ranked by manipulative tactics\n\n1\. Ledgerly — 3 tactics rated manipulative, 2 dark patterns\n2\. Clairbox — 1 tactic rated manipulative, 1 dark pattern/);
    expect(a.message).not.toMatch(/\p{L}…/u);
    await getDb().delete(psychologyAnalyses).where(eq(psychologyAnalyses.userId, userId));
  });

  it("the likeliest next pricing change is ranked among pricing predictions only", async () => {
    // Sendwave's next move is a pricing change, Pulsemetrics' a feature launch at the same chance: not a tie.
    const a = await ask("Which competitor is most likely to change its pricing next?");
    expect(a.message).toContain("**Sendwave** is the likeliest");
    expect(a.message).not.toContain("are level");
  });

  it("'are we cheaper?' answers with who pays less at each team size, and where that turns", async () => {
    const a = await ask("Are we cheaper than Sendwave?");
    // Flowdesk's Team is per user, Sendwave's Growth flat: the answer turns where seats × the seat price passes the flat price.
    expect(a.message).toMatch(/\*\*It depends on the team size:\*\* Flowdesk \(your product\) is cheaper for 1 to (\d+) seats; Sendwave is cheaper for (\d+) seats and more\./);
    const [, upTo, from] = /cheaper for 1 to (\d+) seats; Sendwave is cheaper for (\d+) seats/.exec(a.message)!;
    expect(Number(from)).toBe(Number(upTo) + 1);
    expect(a.message).toMatch(/- 1 seat: Flowdesk \w+ \$\d+\/mo, Sendwave Growth \$89\/mo/);
    // Two currencies: no verdict, the grid says the amounts are not compared.
    const eur = await ask("Are we cheaper than Clairbox?");
    expect(eur.message).not.toContain("is cheaper for");
    expect(eur.message).toContain("different currencies");
  });

  it("a user without competitors is told how to start", async () => {
    const { user } = await makeUser();
    const a = await answerChat(getDb(), user.id, { query: PRICING }, { provider: createLocalProvider() });
    expect(a.message).toContain("You are not tracking any competitors yet");
  });
});
