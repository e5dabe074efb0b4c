import type { Db } from "@/db/client";
import type { AiTool } from "@/lib/ai/types";
import { getCompetitorTool, getFeaturesTool, getIntegrationsTool, getPageTextTool, getPricingTool, listCompetitorsTool } from "./catalog";
import { getPsychologyTool, listChangesTool, searchSnapshotsTool } from "./activity";
import { predictNextMoveTool } from "./predict";
import { compareTool } from "./compare";
import type { ChatToolDef } from "./types";

export { ToolNotFoundError, type ChatToolDef } from "./types";

/** Every tool of the chat; the MCP endpoints expose the same functions. */
export const CHAT_TOOLS: ChatToolDef[] = [
  listCompetitorsTool,
  getCompetitorTool,
  getPricingTool,
  getFeaturesTool,
  getIntegrationsTool,
  getPageTextTool,
  listChangesTool,
  getPsychologyTool,
  searchSnapshotsTool,
  predictNextMoveTool,
  compareTool,
] as ChatToolDef[];

export type ChatToolName =
  | "list_competitors"
  | "get_competitor"
  | "get_pricing"
  | "get_features"
  | "get_integrations"
  | "get_page_text"
  | "list_changes"
  | "get_psychology_analysis"
  | "search_snapshots"
  | "predict_next_move"
  | "compare";

/** Runs one tool for the user, validating args with its schema (unknown keys are dropped). */
export async function runChatTool(db: Db, userId: string, name: ChatToolName, args: unknown = {}): Promise<unknown> {
  const tool = CHAT_TOOLS.find((t) => t.name === name);
  if (!tool) throw new Error(`Unknown tool ${name}`);
  return tool.run(db, userId, tool.input.parse(args ?? {}));
}

/** The tools for one request, each closed over the authenticated user's id. */
export function bindChatTools(db: Db, userId: string): AiTool[] {
  return CHAT_TOOLS.map((t) => ({ name: t.name, description: t.description, inputSchema: t.input, run: (input: unknown) => t.run(db, userId, input as never) }));
}
