import type { AiMessage, ToolCaller } from "@/lib/ai/types";
import { PlannerContext } from "./context";
import { answerChanges, answerCompare, answerFeatures, answerIntegrations, answerOverview, answerPsychology, answerSearch } from "./free";
import { parseQuestion, type Intent } from "./intent";
import { answerLaunches } from "./launches";
import { esc, LOCAL_FOOTER } from "./markdown";
import { answerPositioning } from "./positioning";
import { answerPricing } from "./pricing";
import { answerSegments } from "./segments";
import { answerStrengths } from "./swot";

export { parseQuestion } from "./intent";

const CAN_ANSWER = "I can compare **pricing**, list **recent feature launches**, read **positioning**, weigh **strengths and weaknesses**, map **market segments**, and look up **integrations**, **features**, **changes** and **persuasion analyses**, or search your competitors' pages for any word.";

/**
 * The no-model chat: reads the question, picks the matching analysis and computes it from the
 * user's data through the bound tools. Competitors named in the question narrow the scope; a
 * selected competitor (focus) does too.
 */
export async function localPlanner(input: { messages: AiMessage[]; call: ToolCaller; focusId: string | null }): Promise<{ text: string; intent: Intent }> {
  const query = [...input.messages].reverse().find((m) => m.role === "user")?.content.trim() ?? "";
  const base = new PlannerContext(input.call, input.focusId);
  const competitors = await base.competitors();
  if (competitors.length === 0) {
    return { intent: "overview", text: `You are not tracking any competitors yet, so there is nothing to analyse. Add competitors (and your own product as the baseline) on the Competitors page; once they are scanned I can answer questions like this one.${LOCAL_FOOTER}` };
  }
  const parsed = parseQuestion(query, competitors);
  const focusId = parsed.mentioned.length === 1 ? parsed.mentioned[0] : input.focusId;
  const ctx = focusId === input.focusId ? base : new PlannerContext(input.call, focusId);
  let text: string | null;
  switch (parsed.intent) {
    case "pricing": text = await answerPricing(ctx); break;
    case "launches": text = await answerLaunches(ctx); break;
    case "positioning": text = await answerPositioning(ctx); break;
    case "swot": text = await answerStrengths(ctx); break;
    case "segments": text = await answerSegments(ctx); break;
    case "compare": text = await answerCompare(ctx, parsed.mentioned); break;
    case "integrations": text = await answerIntegrations(ctx, parsed.terms); break;
    case "changes": text = await answerChanges(ctx); break;
    case "features": text = await answerFeatures(ctx, parsed.terms); break;
    case "psychology": text = await answerPsychology(ctx); break;
    case "overview": text = await answerOverview(ctx); break;
    default: text = await answerSearch(ctx, query, parsed.terms);
  }
  if (!text) {
    text = `I couldn't find anything about “${esc(query, 80)}” in your competitors' scanned pages.\n\n${CAN_ANSWER}`;
  }
  return { intent: parsed.intent, text: `${text}${LOCAL_FOOTER}` };
}
