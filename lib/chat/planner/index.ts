import type { AiMessage, ToolCaller } from "@/lib/ai/types";
import { PlannerContext } from "./context";
import { answerAnnual, answerCost } from "./costs";
import { finish } from "./finish";
import { answerPricingFocused, answerProfile } from "./focus";
import { answerCompare, answerFeatures, answerIntegrations, answerOverview, answerPsychology, answerSearch } from "./free";
import { answerHistory } from "./history";
import { parseQuestion, type Intent } from "./intent";
import { answerLaunches } from "./launches";
import { esc, LOCAL_FOOTER } from "./markdown";
import { answerPositioning } from "./positioning";
import { answerPrediction } from "./next-move-answer";
import { answerPricing } from "./price-answers";
import { answerMoreThanUs, answerRanking } from "./rankings";
import { answerSegments } from "./segments";
import { readSlots, type Slots } from "./slots";
import { answerStrengths } from "./swot";
import { againstUs, answerIntegrationDiff } from "./versus";
import { CHEAPER_WORDS, cheaperVerdict } from "./cheaper";

export { parseQuestion } from "./intent";

const CAN_ANSWER = "I can compare **pricing** (also for a team size, monthly or annual), list **recent feature launches** and **changes** with their dates, read **positioning**, weigh **strengths and weaknesses**, map **market segments**, **rank** competitors, **predict** their next move, and look up **integrations**, **features** and **persuasion analyses**, or search your competitors' pages for any word.";

const CHANGE_WORDS = /\bchang(e|ed|es|ing)\b|\bwhen did\b|\bupdated\b/i;
const COST_WORDS = /\bcost|\bpay\b|\bpric|\bhow much\b|\bcharg/i;

type Route = { intent: Intent | "cost" | "annual" | "ranking" | "prediction" | "history" | "profile" | "versus"; run: () => Promise<string | null> };

/**
 * Picks the analysis for a question. `scope` holds the competitors the question is about (named,
 * "us", or the selected one); `single` is set when that is exactly one.
 */
function route(ctx: PlannerContext, query: string, intent: Intent, slots: Slots, scope: string[], single: string | null, usId: string | null, terms: string[]): Route {
  const named = scope.length ? scope : single ? [single] : [];
  if (slots.next && !slots.rank) return { intent: "prediction", run: () => answerPrediction(ctx, named, query) };
  if (slots.moreThan && slots.moreThan !== "price") return { intent: "ranking", run: () => answerMoreThanUs(ctx, slots.moreThan as "integrations" | "features" | "changes") };
  if (slots.seats || (slots.period === "year" && !slots.discount && COST_WORDS.test(query))) return { intent: "cost", run: () => answerCost(ctx, named, slots, query) };
  if (slots.rank && named.length !== 1) return { intent: "ranking", run: () => answerRanking(ctx, slots.rank!.metric, slots.rank!.order) };
  if ((slots.discount || slots.bothPeriods) && (intent === "pricing" || intent === "search" || intent === "compare")) {
    if (single) return { intent: "pricing", run: () => answerPricingFocused(ctx, single) };
    return { intent: "annual", run: () => answerAnnual(ctx, named) };
  }
  const changeQuestion = intent === "changes" || (slots.changeKind !== null && slots.changeKind !== "added") || (CHANGE_WORDS.test(query) && ["pricing", "integrations", "features", "search"].includes(intent));
  if (changeQuestion && intent !== "launches") return { intent: "history", run: () => answerHistory(ctx, slots, named) };
  const other = usId && scope.length === 2 && scope.includes(usId) ? scope.find((id) => id !== usId)! : null;
  if (intent === "swot" && other) {
    return {
      intent: "versus",
      run: async () => {
        const vs = await againstUs(ctx, usId!, other);
        const swot = await answerStrengths(ctx.withFocus(other));
        return vs ? `${swot}\n\n${vs}` : swot;
      },
    };
  }
  if (intent === "integrations" && other && terms.length === 0) return { intent: "versus", run: () => answerIntegrationDiff(ctx, usId!, other) };
  if (other && (intent === "compare" || intent === "pricing") && CHEAPER_WORDS.test(query)) {
    return {
      intent: "compare",
      run: async () => {
        const verdict = await cheaperVerdict(ctx, usId!, other);
        const grid = await answerCompare(ctx, scope);
        // A function replacement: the verdict's "$12" must not read as a group reference.
        return verdict ? grid.replace(/^(## [^\n]*\n\n)/, (head: string) => `${head}${verdict}\n\n`) : grid;
      },
    };
  }
  if (scope.length >= 2 && (intent === "compare" || intent === "pricing")) return { intent: "compare", run: () => answerCompare(ctx, scope) };
  if (intent === "overview" && single) return { intent: "profile", run: () => answerProfile(ctx, single) };
  if (intent === "pricing" && single) return { intent: "pricing", run: () => answerPricingFocused(ctx, single) };
  switch (intent) {
    case "pricing": return { intent, run: () => answerPricing(ctx) };
    case "launches": return { intent, run: () => answerLaunches(ctx) };
    case "positioning": return { intent, run: () => answerPositioning(ctx) };
    case "swot": return { intent, run: () => answerStrengths(ctx) };
    case "segments": return { intent, run: () => answerSegments(ctx) };
    case "compare": return { intent, run: () => answerCompare(ctx, scope) };
    case "integrations": return { intent, run: () => answerIntegrations(ctx, terms) };
    case "features": return { intent, run: () => answerFeatures(ctx, terms) };
    case "psychology": return { intent, run: () => answerPsychology(ctx) };
    case "overview": return { intent, run: () => answerOverview(ctx) };
    default: return { intent, run: () => answerSearch(ctx, query, terms) };
  }
}

/**
 * The no-model chat: reads the question (its topic, the competitors it names — "we", "us" and
 * "our" name the user's own product — and its slots: team size, period, time window, ranking,
 * kind of change, "next"), picks the matching analysis and computes it from the user's data
 * through the bound tools. A selected competitor (focus) narrows the scope too.
 */
export async function localPlanner(input: { messages: AiMessage[]; call: ToolCaller; focusId: string | null }): Promise<{ text: string; intent: string }> {
  const query = [...input.messages].reverse().find((m) => m.role === "user")?.content.trim() ?? "";
  const base = new PlannerContext(input.call, input.focusId);
  const competitors = await base.competitors();
  if (competitors.length === 0) {
    return { intent: "overview", text: `You are not tracking any competitors yet, so there is nothing to analyse. Add competitors (and your own product as the baseline) on the Competitors page; once they are scanned I can answer questions like this one.${LOCAL_FOOTER}` };
  }
  const parsed = parseQuestion(query, competitors);
  const slots = readSlots(query);
  const usId = competitors.find((c) => c.type === "baseline")?.id ?? null;
  const scope = [...parsed.mentioned];
  if (slots.aboutUs && usId && !scope.includes(usId)) scope.unshift(usId);
  const single = scope.length === 1 ? scope[0] : scope.length === 0 ? input.focusId : null;
  const ctx = single === input.focusId ? base : base.withFocus(single);
  const chosen = route(ctx, query, parsed.intent, slots, scope, single, usId, parsed.terms);
  let text = await chosen.run();
  if (!text) {
    text = `I couldn't find anything about “${esc(query, 80)}” in your competitors' scanned pages.\n\n${CAN_ANSWER}`;
  }
  return { intent: chosen.intent, text: `${finish(text)}${LOCAL_FOOTER}` };
}
