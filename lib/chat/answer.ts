import type { Db } from "@/db/client";
import { getCompetitor } from "@/db/queries/competitors";
import { aiProvider, type ProviderOverrides } from "@/lib/ai";
import { isAiError } from "@/lib/ai/errors";
import { createLocalProvider } from "@/lib/ai/local-tools";
import type { AiProvider, ToolLoopResult } from "@/lib/ai/types";
import { localPlanner } from "./planner";
import { figureNote, unsupportedFigures } from "./number-check";
import { bindChatTools } from "./tools";
import { UUID_RE } from "./tools/load";
import { NotFoundError } from "@/lib/errors";

export interface ChatAnswer {
  message: string;
  source: "model" | "local";
  model: string | null;
  tools: string[];
  competitor: { id: string; name: string } | null;
  /** Figures of a model's answer that the tools' data does not hold (flagged in the message too). */
  unverified: string[];
}

function systemPrompt(focus: { id: string; name: string } | null, today: string): string {
  return [
    "You are Rivalscope's competitive-intelligence analyst. Answer the user's question about their tracked competitors using only the tools' data.",
    "Call tools to look things up; never invent prices, features or dates. If the data is missing (for example a competitor was never scanned), say so.",
    "Write GitHub-flavoured markdown: a short heading, tables for comparisons, bullet lists for findings. Name the competitors, quote prices with currency and period, and cite page URLs from the tools as markdown links.",
    "Competitors of type 'baseline' are the user's own product.",
    focus ? `The user has selected the competitor "${focus.name}" (id ${focus.id}); focus the answer on it unless the question clearly asks about others.` : "The user is asking about all of their competitors.",
    `Today is ${today}.`,
  ].join("\n");
}

/**
 * Answers one chat question from the user's own data: with a model through the tool-use loop, or
 * without one through the local planner (same tools). Past the daily AI budget the local planner
 * answers and says why. Model failures (errors, timeouts) are thrown as AiError.
 */
export async function answerChat(db: Db, userId: string, input: { query: string; competitorId?: string | null }, opts: { provider?: AiProvider; overrides?: ProviderOverrides } = {}): Promise<ChatAnswer> {
  let focus: { id: string; name: string } | null = null;
  if (input.competitorId) {
    const c = UUID_RE.test(input.competitorId) ? await getCompetitor(db, { userId, id: input.competitorId }) : undefined;
    if (!c) throw new NotFoundError("Competitor");
    focus = { id: c.id, name: c.name };
  }
  const tools = bindChatTools(db, userId);
  const provider = opts.provider ?? aiProvider(db, userId, opts.overrides);
  const run = (p: AiProvider) =>
    p.runToolLoop({
      system: systemPrompt(focus, new Date().toISOString().slice(0, 10)),
      messages: [{ role: "user", content: input.query }],
      tools,
      maxSteps: 6,
      planner: async ({ messages, call }) => (await localPlanner({ messages, call, focusId: focus?.id ?? null })).text,
    });
  let result: ToolLoopResult;
  let notice = "";
  try {
    result = await run(provider);
  } catch (err) {
    if (!isAiError(err, "budget_exceeded")) throw err;
    notice = `> ${err.message} This answer comes from the local analyser instead.\n\n`;
    result = await run(createLocalProvider());
  }
  // A model's figures are checked against what the tools gave it; the local planner's come from the data.
  const unverified = result.source === "model" ? unsupportedFigures(result.text, { data: result.steps.map((s) => s.output ?? ""), question: input.query }) : [];
  const text = unverified.length ? `${result.text}\n\n${figureNote(unverified)}` : result.text;
  return { message: `${notice}${text}`, source: result.source, model: result.model, tools: result.steps.map((s) => s.tool), competitor: focus, unverified };
}
