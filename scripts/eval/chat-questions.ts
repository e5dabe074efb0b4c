/**
 * The chat's question set (npm run eval:chat): what a user asks about their tracked competitors,
 * each question with the facts its answer must state and the ones it must not. Every expected
 * number, date and name is computed from the seeded world (scripts/eval/chat-seed.ts: the fixture
 * sites' expected.json and the days their changes were seeded), and the predictions from what the
 * overview's report shows. Written before the local answers were tuned.
 */
import type { ExpectedPlan } from "@/tests/fixtures/fixture-sites";
import { date, dateRe, focusedOn, has, hasNot, inOrder, money, names, notOnLineOf, onLineOf, source, type Check } from "./chat-checks";
import type { SiteFacts, World } from "./chat-seed";

export interface Question {
  q: string;
  /** The competitor selected in the chat's context selector (site key). */
  focus?: string;
  checks: Check[];
}

export interface OverviewPrediction { confidence: number; what: string; kind?: string }

const DAY = 86_400_000;
const pct = (x: number) => `${Math.round(x * 100)}%`;
const plan = (s: SiteFacts, name: string): ExpectedPlan => {
  const p = s.plans.find((x) => x.name === name);
  if (!p) throw new Error(`${s.name} has no plan ${name}`);
  return p;
};
/** The cheapest paid recurring plan. */
const entry = (s: SiteFacts): ExpectedPlan => s.plans.filter((p) => (p.price ?? 0) > 0 && p.period === "month").sort((a, b) => a.price! - b.price!)[0];
const host = (s: SiteFacts) => `${s.site}.example`;
const others = (w: World, s: SiteFacts) => Object.values(w.sites).filter((c) => c !== s).map((c) => c.name);
const seats = (p: ExpectedPlan, n: number) => (p.unit ? p.price! * n : p.price!);
const bestSaving = (s: SiteFacts) => Math.max(...s.plans.filter((p) => p.price && p.annualPrice).map((p) => 1 - p.annualPrice! / p.price!));
const priceChange = (s: SiteFacts) => s.expected.v2.priceChanges[0];

type Predictions = Record<string, OverviewPrediction | null>;
type Likeliest = { site: string; confidence: number } | null;

/** What every topic's questions are computed from, and how a question is added. */
interface Topics {
  w: World;
  doc: SiteFacts;
  send: SiteFacts;
  clair: SiteFacts;
  quill: SiteFacts;
  us: SiteFacts;
  /** The competitors with a seeded change. */
  changed: SiteFacts[];
  allNames: string[];
  add: (q: string, checks: Check[], focus?: string) => void;
}

/** The five suggestions of the chat screen. */
function suggestions(t: Topics): void {
  const { w, doc, send, clair, quill, us, changed, allNames, add } = t;
  add("What are the main pricing differences between competitors?", [...names(...allNames), ...w.competitors.map((c) => money(entry(c).price!, entry(c).currency!, `${c.name} entry`)), source(host(doc))]);
  add("What recent feature launches have competitors made?", [
    ...changed.map((c) => has(`${c.name} launched ${c.expected.v2.featuresAdded[0]}`, c.expected.v2.featuresAdded[0])),
    ...changed.map((c) => date(c.changedAt!, `${c.name} launch`)),
    hasNot("a feature Quillnote never launched here", quill.expected.v2.featuresAdded[0]),
  ]);
  add("What positioning strategies do competitors use?", [...names(...allNames), has("Docuvine's headline", "Docs your team actually keeps up to date"), has("Sendwave's headline", "Email that grows with your audience"), has("Clairbox's headline", "Un support client clair, rapide et humain"), has("Quillnote's headline", "A quiet place to write")]);
  add("What are each competitor's strengths and weaknesses?", [...names(...allNames), has("our product is the baseline", new RegExp(`${us.name}[^\\n]*(your product|\\(us\\))|(you|us|we)\\b[^\\n]*${us.name}`, "i"))]);
  add("Which market segments do competitors target?", [...names(...allNames), onLineOf(send.name, "marketers (“Built for marketers”)", /market/i), onLineOf(clair.name, "customer support (“support client”)", /support/i), onLineOf(quill.name, "individual writers", /individual|writer|freelanc/i), hasNot("everyone's primary segment is Enterprise", /(\| Enterprise \|[^\n]*\n(?:[^\n]*\| Enterprise \|[^\n]*\n){3})/)]);
}

/** One competitor, focused (selected) or named. */
function oneCompetitor(t: Topics): void {
  const { w, doc, send, clair, quill, add } = t;
  const dt = plan(doc, "Team");
  add("What does this competitor charge?", [focusedOn(doc.name, others(w, doc)), money(dt.price!, "USD", "Team"), money(plan(doc, "Business").price!, "USD", "Business"), money(dt.annualPrice!, "USD", "Team billed annually"), money(priceChange(doc).from, "USD", "Team before the raise"), date(doc.changedAt!, "the raise"), source(host(doc))], "docuvine");
  add("Tell me about Sendwave's plans", [focusedOn(send.name, others(w, send)), money(plan(send, "Growth").price!, "USD", "Growth"), money(plan(send, "Scale").price!, "USD", "Scale"), money(priceChange(send).from, "USD", "Growth before the raise"), has("the removed plan", send.expected.v2.plansRemoved[0]), source(host(send))]);
  add("How much is Clairbox?", [focusedOn(clair.name, others(w, clair)), money(plan(clair, "Croissance").price!, "EUR", "Croissance"), money(plan(clair, "Croissance").annualPrice!, "EUR", "Croissance annual"), has("the removed plan Essentiel", "Essentiel"), date(clair.changedAt!, "price raise"), source(host(clair))]);
  add("Quillnote pricing", [focusedOn(quill.name, others(w, quill)), money(plan(quill, "Personal").price!, "USD", "Personal"), money(plan(quill, "Lifetime").price!, "USD", "Lifetime"), has("one-time purchase", /one[- ]time|lifetime/i), source(host(quill))]);
  add("Give me a summary of this competitor", [focusedOn(send.name, others(w, send)), money(plan(send, "Growth").price!, "USD", "Growth"), has("its new feature", send.expected.v2.featuresAdded[0]), date(send.changedAt!)], "sendwave");
  add("What changed?", [...names(send.name), has("the raise", new RegExp(`\\$${priceChange(send).from}\\D+\\$${priceChange(send).to}`)), date(send.changedAt!), ...others(w, send).map((o) => hasNot(`another competitor (${o})`, new RegExp(`\\b${o}\\b`)))], "sendwave");
}

/** Us (the baseline) against them. */
function usAgainstThem(t: Topics): void {
  const { doc, send, clair, us, add } = t;
  const dt = plan(doc, "Team");
  const ourOnly = us.integrations.filter((i) => !doc.integrations.includes(i));
  add("How do we compare with Docuvine on price?", [...names(us.name, doc.name), money(plan(us, "Team").price!, "USD", "our Team"), money(dt.price!, "USD", "Docuvine Team"), money(plan(us, "Business").price!, "USD", "our Business"), money(plan(doc, "Business").price!, "USD", "Docuvine Business")]);
  add("Are we cheaper than Sendwave?", [...names(us.name, send.name), money(plan(us, "Team").price!, "USD", "our Team"), money(plan(send, "Growth").price!, "USD", "Sendwave Growth")]);
  add("Strengths and weaknesses of Sendwave versus us", [...names(us.name, send.name), has(`our ${us.integrations.length} integrations`, new RegExp(`\\b${us.integrations.length}\\b[^\\n]*integration|integration[^\\n]*\\b${us.integrations.length}\\b`, "i")), has(`Sendwave's ${send.integrations.length} integrations`, new RegExp(`\\b${send.integrations.length}\\b`))]);
  add("Which competitors have more integrations than us?", [has(`our count ${us.integrations.length}`, new RegExp(`\\b${us.integrations.length}\\b`)), has("none has more", /\b(none|no competitor|no other|nobody|all .* fewer)\b/i)]);
  add("Which integrations do we have that Docuvine doesn't?", [...ourOnly.map((i) => has(`our ${i}`, i)), notOnLineOf(us.name, "Docuvine's own Notion listed as ours", /\bNotion\b/)]);
  add("Compare our pricing with Clairbox", [...names(us.name, clair.name), money(plan(us, "Team").price!, "USD", "our Team"), money(plan(clair, "Croissance").price!, "EUR", "Clairbox Croissance"), has("different currencies", /currenc/i)]);
}

/** Prices for a team size and period. */
function teamPrices(t: Topics): void {
  const { w, doc, send, clair, us, add } = t;
  const dt = plan(doc, "Team");
  add("How much would Docuvine cost for 10 users?", [focusedOn(doc.name, others(w, doc)), money(seats(dt, 10), "USD", "Team × 10"), money(seats(plan(doc, "Business"), 10), "USD", "Business × 10"), money(dt.annualPrice! * 10, "USD", "Team × 10 billed annually (per month)"), source(host(doc))]);
  add("What would 25 seats cost on each competitor's cheapest paid plan?", [money(seats(entry(doc), 25), "USD", "Docuvine × 25"), money(seats(entry(clair), 25), "EUR", "Clairbox × 25"), money(seats(entry(send), 25), "USD", "Sendwave flat"), money(seats(entry(us), 25), "USD", "us × 25")]);
  add("Which is cheapest for a team of 5?", [money(seats(entry(doc), 5), "USD", "Docuvine × 5"), money(seats(entry(clair), 5), "EUR", "Clairbox × 5"), money(seats(entry(us), 5), "USD", "us × 5")]);
  add("Clairbox price for 3 agents billed annually", [money(plan(clair, "Croissance").annualPrice! * 3, "EUR", "Croissance annual × 3 per month"), hasNot("the removed Essentiel at its old price", moneyOld(clair))]);
  add("How much does Sendwave cost per year on Growth?", [money(plan(send, "Growth").annualPrice!, "USD", "per month billed annually"), money(plan(send, "Growth").annualPrice! * 12, "USD", "per year")]);
  add("What would a team of 8 pay us per month?", [money(seats(plan(us, "Team"), 8), "USD", "Team × 8"), money(seats(plan(us, "Business"), 8), "USD", "Business × 8"), names(us.name)[0]]);
}

/** Annual against monthly. */
function annualVsMonthly(t: Topics): void {
  const { w, doc, send, clair, quill, us, add } = t;
  add("Does Docuvine offer an annual discount?", [focusedOn(doc.name, others(w, doc)), has("best saving", pct(bestSaving(doc))), money(plan(doc, "Business").annualPrice!, "USD", "Business annual"), source(host(doc))]);
  add("What discount does Sendwave give for annual billing?", [focusedOn(send.name, others(w, send)), has("saving", pct(bestSaving(send))), money(plan(send, "Growth").annualPrice!, "USD", "Growth annual")]);
  add("Is annual billing cheaper than monthly at Clairbox?", [focusedOn(clair.name, others(w, clair)), has("saving", pct(bestSaving(clair))), money(plan(clair, "Croissance").annualPrice!, "EUR", "annual"), money(plan(clair, "Croissance").price!, "EUR", "monthly")]);
  add("Do we offer an annual discount?", [...names(us.name), has("our saving", pct(bestSaving(us)))]);
  add("Annual vs monthly prices for all competitors", [...[doc, send, clair].map((c) => has(`${c.name} saving`, pct(bestSaving(c)))), ...names(quill.name)]);
}

/** Changes, with dates. */
function changesWithDates(t: Topics): void {
  const { w, doc, send, clair, quill, changed, add } = t;
  const thisWeek = changed.filter((c) => w.now.getTime() - c.changedAt!.getTime() < 7 * DAY);
  const olderThanWeek = changed.filter((c) => !thisWeek.includes(c));
  add("What changed at Sendwave recently?", [focusedOn(send.name, others(w, send)), money(priceChange(send).from, "USD", "Growth before"), money(priceChange(send).to, "USD", "Growth after"), date(send.changedAt!), has("new feature", send.expected.v2.featuresAdded[0]), has("removed integration", send.expected.v2.integrationsRemoved[0]), source(host(send))]);
  add("When did Clairbox change its prices?", [focusedOn(clair.name, others(w, clair)), date(clair.changedAt!), money(priceChange(clair).from, "EUR", "before"), money(priceChange(clair).to, "EUR", "after")]);
  add("Which competitors raised their prices?", [...changed.map((c) => onLineOf(c.name, `${priceChange(c).plan} ${priceChange(c).from} → ${priceChange(c).to}`, new RegExp(`${priceChange(c).to}`))), notOnLineOf(quill.name, "a raise at Quillnote, which did not", /→|raised/i)]);
  add("Who removed a plan?", [onLineOf(send.name, send.expected.v2.plansRemoved[0], new RegExp(send.expected.v2.plansRemoved[0], "i")), onLineOf(clair.name, clair.expected.v2.plansRemoved[0], new RegExp(clair.expected.v2.plansRemoved[0]))]);
  add("What changed this week?", [...thisWeek.map((c) => onLineOf(c.name, "a dated change", dateRe(c.changedAt!))), ...olderThanWeek.map((c) => notOnLineOf(c.name, `its change of ${Math.round((w.now.getTime() - c.changedAt!.getTime()) / DAY)} days ago`, dateRe(c.changedAt!)))]);
  add("What changed in the last 30 days?", [...changed.map((c) => onLineOf(c.name, "a dated change", dateRe(c.changedAt!)))]);
  add("Which integrations did competitors drop?", changed.map((c) => onLineOf(c.name, c.expected.v2.integrationsRemoved[0], new RegExp(c.expected.v2.integrationsRemoved[0]))));
  add("What did Docuvine launch?", [focusedOn(doc.name, others(w, doc)), has("the feature", doc.expected.v2.featuresAdded[0]), date(doc.changedAt!), hasNot("another competitor's launch", send.expected.v2.featuresAdded[0])]);
}

/** Rankings. */
function rankings(t: Topics): void {
  const { w, send, us, add } = t;
  const usd = w.competitors.filter((c) => entry(c)?.currency === "USD").sort((a, b) => entry(a).price! - entry(b).price!);
  const byIntegrations = [us, ...w.competitors].sort((a, b) => b.integrations.length - a.integrations.length);
  const byFeatures = [...w.competitors].sort((a, b) => b.features.length - a.features.length);
  add("Rank competitors by entry price", [inOrder("USD entry price", usd.map((c) => c.name)), ...usd.map((c) => money(entry(c).price!, "USD", `${c.name} entry`))]);
  add("Which competitor is the most expensive?", [...names(send.name), money(plan(send, "Scale").price!, "USD", "Sendwave Scale")]);
  add("Which competitor is cheapest?", [...names(usd[0].name), money(entry(usd[0]).price!, "USD", "entry")]);
  add("Rank competitors by number of integrations", [inOrder("integrations", byIntegrations.filter((c, i, a) => a.findIndex((x) => x.integrations.length === c.integrations.length) === i).map((c) => c.name)), ...byIntegrations.map((c) => onLineOf(c.name, `${c.integrations.length} integrations`, new RegExp(`\\b${c.integrations.length}\\b`)))]);
  add("Which competitor has the most features?", [...names(byFeatures[0].name), has(`its ${byFeatures[0].features.length} features`, new RegExp(`\\b${byFeatures[0].features.length}\\b`))]);
  add("Which competitor is most manipulative?", [has("no persuasion analysis yet", /no (psychology|persuasion)[^\n]*analys/i), hasNot("a ranking invented without analyses", /most manipulative is/i)]);
}

/** Predictions, as the overview shows them. */
function predictionsAsShown(t: Topics, predictions: Predictions, likeliest: Likeliest): void {
  const { w, doc, send, clair, quill, add } = t;
  for (const c of [send, doc, clair]) {
    const p = predictions[c.site];
    const phrasing = c === clair ? `Predict ${c.name}'s next move` : `What will ${c.name} do next?`;
    add(phrasing, p ? [...names(c.name), has(`the overview's chance ${pct(p.confidence)}`, pct(p.confidence)), has("the 90-day window", /90 days/)] : [has("no prediction yet", /not enough|no (prediction|moves?|changes)/i)]);
  }
  add("What will Quillnote do next?", [...names(quill.name), has("no history to predict from", /not enough|no (changes|moves|prediction)|no .*changes/i), hasNot("a made-up chance", /\d+%/)]);
  // Competitors whose pricing chances round alike are level: none of them is "the likeliest" (check added after tuning, with the tie fix).
  const level = likeliest ? Object.entries(predictions).filter(([, p]) => p?.kind === "pricing" && pct(p.confidence) === pct(likeliest.confidence)).map(([site]) => w.sites[site].name) : [];
  if (likeliest && level.length > 1) add("Which competitor is most likely to change its pricing next?", [...names(...level), has("its chance", pct(likeliest.confidence)), has("a tie", /\blevel\b/), hasNot("one of them named the likeliest", /is the likeliest/)]);
  else if (likeliest) add("Which competitor is most likely to change its pricing next?", [...names(w.sites[likeliest.site].name), has("its chance", pct(likeliest.confidence))]);
}

/** Segments and integrations. */
function segmentsAndIntegrations(t: Topics): void {
  const { w, doc, send, clair, quill, us, allNames, add } = t;
  add("Which market segments does Sendwave target?", [focusedOn(send.name, others(w, send), 300), has("marketers", /market/i)]);
  add("Who is Clairbox for?", [focusedOn(clair.name, others(w, clair), 300), has("customer support teams", /support/i)]);
  add("Does Docuvine integrate with Notion?", [focusedOn(doc.name, others(w, doc), 300), has("yes, Notion", /\bNotion\b/), ...names(doc.name), source(host(doc))]);
  add("Which competitors integrate with Shopify?", [...w.competitors.filter((c) => c.integrations.includes("Shopify")).map((c) => onLineOf("Shopify", c.name, new RegExp(`\\b${c.name}\\b`)))]);
  add("Who integrates with Slack?", [...[us, ...w.competitors].filter((c) => c.integrations.includes("Slack")).map((c) => names(c.name)[0])]);
  add("What integrations does Quillnote have?", [focusedOn(quill.name, others(w, quill), 300), ...quill.integrations.map((i) => has(i, i)), source(host(quill))]);
  add("Who are my competitors?", [...names(...allNames), has("our own product", new RegExp(`${us.name}[^\\n]*(your product|\\(us\\)|baseline)`, "i"))]);
}

export function questions(w: World, predictions: Predictions, likeliest: Likeliest): Question[] {
  const { docuvine: doc, sendwave: send, clairbox: clair, quillnote: quill } = w.sites;
  const Q: Question[] = [];
  const t: Topics = {
    w,
    doc,
    send,
    clair,
    quill,
    us: w.baseline,
    changed: w.competitors.filter((c) => c.changedAt),
    allNames: w.competitors.map((c) => c.name),
    add: (q, checks, focus) => Q.push({ q, checks, focus }),
  };
  suggestions(t);
  oneCompetitor(t);
  usAgainstThem(t);
  teamPrices(t);
  annualVsMonthly(t);
  changesWithDates(t);
  rankings(t);
  predictionsAsShown(t, predictions, likeliest);
  segmentsAndIntegrations(t);
  return Q;
}

/** The removed Essentiel plan's price, which must not be quoted as a price to pay now. */
function moneyOld(s: SiteFacts): RegExp {
  const removed = s.expected.plans.find((p) => s.expected.v2.plansRemoved.includes(p.name));
  return new RegExp(`${removed?.name ?? "\\u0000"}[^\\n]*\\b${removed?.annualPrice ?? removed?.price}\\b\\s?€[^\\n]*×`);
}
