/**
 * The MCP tools served by the app itself (/api/mcp): the same tool names as the stdio connector,
 * answered by the chat tools in-process for the authenticated user.
 */
import type { Db } from "@/db/client";
import { getCompetitor } from "@/db/queries/competitors";
import { reportForCompetitor, reportsForUser } from "@/lib/analysis/report/build";
import { AiError } from "@/lib/ai/errors";
import { ToolFailure, type RivalscopeBackend } from "@/mcp/tools";
import { loadMatrix, loadPriceHistory } from "@/lib/compare/service";
import { getBattlecard } from "@/lib/compare/battlecard";
import { battlecardMarkdown } from "@/lib/compare/battlecard-markdown";
import { answerChat } from "./answer";
import { CHAT_ERROR_MESSAGE } from "./copy";
import { runChatTool, ToolNotFoundError, type ChatToolName } from "./tools";
import { UUID_RE } from "./tools/load";

export function createDirectBackend(db: Db, userId: string): RivalscopeBackend {
  const tool = async (name: ChatToolName, args: Record<string, unknown> = {}) => {
    try {
      return await runChatTool(db, userId, name, args);
    } catch (err) {
      if (err instanceof ToolNotFoundError) throw new ToolFailure(err.message);
      throw err;
    }
  };
  const competitor = async (id: string) => {
    const c = UUID_RE.test(id) ? await getCompetitor(db, { userId, id }) : undefined;
    if (!c) throw new ToolFailure(`No competitor with id ${id}. Use list_competitors for the ids.`);
    return c;
  };
  return {
    listCompetitors: () => tool("list_competitors"),
    getCompetitor: (competitorId) => tool("get_competitor", { competitorId }),
    getPricing: (competitorId) => tool("get_pricing", competitorId ? { competitorId } : {}),
    listChanges: (f) => tool("list_changes", { ...f, limit: f.limit ?? 20 }),
    getPsychologyAnalysis: (competitorId) => tool("get_psychology_analysis", { competitorId }),
    async getInsights(competitorId) {
      if (competitorId) return reportForCompetitor(db, { userId, competitor: await competitor(competitorId) });
      return reportsForUser(db, { userId });
    },
    async getPriceHistory(competitorId) {
      const c = await competitor(competitorId);
      return loadPriceHistory(db, userId, c.id);
    },
    compare: (o) => loadMatrix(db, userId, { seats: o.seats ?? 5, billing: o.billing ?? "month", category: o.category ?? null }),
    async getBattlecard(competitorId) {
      const c = await competitor(competitorId);
      const card = await getBattlecard(db, { userId, competitorId: c.id });
      if (!card) throw new ToolFailure(`No competitor with id ${competitorId}. Use list_competitors for the ids.`);
      return battlecardMarkdown(card);
    },
    async ask(query, competitorId) {
      if (competitorId) await competitor(competitorId);
      try {
        return (await answerChat(db, userId, { query, competitorId })).message;
      } catch (err) {
        if (err instanceof AiError) throw new ToolFailure(`${CHAT_ERROR_MESSAGE} (${err.message})`);
        throw err;
      }
    },
  };
}
