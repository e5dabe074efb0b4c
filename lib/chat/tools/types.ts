import type { z, ZodType } from "zod";
import type { Db } from "@/db/client";

/**
 * A chat/MCP tool: `(db, userId, args) → result`. The user id comes from the authenticated request
 * and is never part of `args`, so neither a model nor a page it reads can choose whose data is used.
 */
export interface ChatToolDef<S extends ZodType = ZodType, R = unknown> {
  name: string;
  description: string;
  input: S;
  run(db: Db, userId: string, args: z.output<S>): Promise<R>;
}

export function defineTool<S extends ZodType, R>(def: ChatToolDef<S, R>): ChatToolDef<S, R> {
  return def;
}

/** A competitor id that is not one of the user's: answered like any other missing resource. */
export class ToolNotFoundError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ToolNotFoundError";
  }
}
